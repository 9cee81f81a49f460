CREATE TABLE `idea_batch_attempts` (
	`workspace_id` text NOT NULL,
	`cron_week` text NOT NULL,
	`attempts` integer NOT NULL,
	`state` text NOT NULL,
	`error` text,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`workspace_id`, `cron_week`),
	FOREIGN KEY (`workspace_id`) REFERENCES `workspaces`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `idea_batch_attempts_state_idx` ON `idea_batch_attempts` (`state`,`updated_at`);--> statement-breakpoint
ALTER TABLE `google_connections` ADD `sync_resends` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `google_connections` ADD `sync_failures` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `google_connections` ADD `next_sync_at` integer;--> statement-breakpoint
ALTER TABLE `sentiment_runs` ADD `resends` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `sentiment_runs` ADD `updated_at` integer;--> statement-breakpoint
CREATE INDEX `sentiment_runs_status_idx` ON `sentiment_runs` (`status`);--> statement-breakpoint
ALTER TABLE `sync_jobs` ADD `resends` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `sync_jobs_status_idx` ON `sync_jobs` (`status`,`updated_at`);