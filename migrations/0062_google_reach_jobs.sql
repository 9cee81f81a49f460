CREATE TABLE `google_reach_jobs` (
	`workspace_id` text PRIMARY KEY NOT NULL,
	`job_id` text NOT NULL,
	`read_through` text,
	`error` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`workspace_id`) REFERENCES `workspaces`(`id`) ON UPDATE no action ON DELETE cascade
);
