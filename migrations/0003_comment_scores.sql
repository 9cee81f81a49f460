CREATE TABLE `comment_scores` (
	`workspace_id` text NOT NULL,
	`comment_id` text NOT NULL,
	`compound` real NOT NULL,
	`label` text NOT NULL,
	`spam` integer NOT NULL,
	`language` text NOT NULL,
	`question` integer NOT NULL,
	`request` text,
	`engine_version` integer NOT NULL,
	`analyzed_at` integer NOT NULL,
	PRIMARY KEY(`workspace_id`, `comment_id`),
	FOREIGN KEY (`workspace_id`) REFERENCES `workspaces`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `comment_scores_analyzed_idx` ON `comment_scores` (`workspace_id`,`analyzed_at`);--> statement-breakpoint
CREATE TABLE `sentiment_runs` (
	`id` text PRIMARY KEY NOT NULL,
	`workspace_id` text NOT NULL,
	`status` text NOT NULL,
	`total` integer NOT NULL,
	`scored` integer DEFAULT 0 NOT NULL,
	`error` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`finished_at` integer,
	FOREIGN KEY (`workspace_id`) REFERENCES `workspaces`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sentiment_runs_workspace_idx` ON `sentiment_runs` (`workspace_id`,`created_at`);