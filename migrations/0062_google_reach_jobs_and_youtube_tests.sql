CREATE TABLE `google_reach_jobs` (
	`workspace_id` text PRIMARY KEY NOT NULL,
	`job_id` text NOT NULL,
	`read_through` text,
	`error` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`workspace_id`) REFERENCES `workspaces`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `youtube_test_steps` (
	`workspace_id` text NOT NULL,
	`test_id` text NOT NULL,
	`team_id` text NOT NULL,
	`next_at` integer NOT NULL,
	PRIMARY KEY(`workspace_id`, `test_id`),
	FOREIGN KEY (`workspace_id`) REFERENCES `workspaces`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `youtube_test_steps_next_idx` ON `youtube_test_steps` (`next_at`);