CREATE TABLE `idea_batches` (
	`workspace_id` text NOT NULL,
	`id` text NOT NULL,
	`source` text NOT NULL,
	`cron_week` text,
	`ideas` text NOT NULL,
	`analyzed` text NOT NULL,
	`total_generated` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`workspace_id`, `id`),
	FOREIGN KEY (`workspace_id`) REFERENCES `workspaces`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `idea_batches_created_idx` ON `idea_batches` (`workspace_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `idea_batches_cron_week_idx` ON `idea_batches` (`workspace_id`,`cron_week`);--> statement-breakpoint
CREATE TABLE `idea_dismissals` (
	`workspace_id` text NOT NULL,
	`topic_key` text NOT NULL,
	`title` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`workspace_id`, `topic_key`),
	FOREIGN KEY (`workspace_id`) REFERENCES `workspaces`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `rpm_analyses` (
	`workspace_id` text NOT NULL,
	`id` text NOT NULL,
	`analysis` text,
	`recommendations` text NOT NULL,
	`not_measured` text NOT NULL,
	`missing` text,
	`total_analyses` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`workspace_id`, `id`),
	FOREIGN KEY (`workspace_id`) REFERENCES `workspaces`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `rpm_analyses_created_idx` ON `rpm_analyses` (`workspace_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `series` (
	`workspace_id` text NOT NULL,
	`id` text NOT NULL,
	`title` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`topics` text NOT NULL,
	`source` text NOT NULL,
	`detected_key` text,
	`analysis` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`workspace_id`, `id`),
	FOREIGN KEY (`workspace_id`) REFERENCES `workspaces`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `series_created_idx` ON `series` (`workspace_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `series_detected_idx` ON `series` (`workspace_id`,`detected_key`);--> statement-breakpoint
CREATE TABLE `series_videos` (
	`workspace_id` text NOT NULL,
	`id` text NOT NULL,
	`series_id` text NOT NULL,
	`position` integer NOT NULL,
	`title` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`status` text NOT NULL,
	`publish_date` text,
	`video_id` text,
	`estimated_views` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`workspace_id`, `id`),
	FOREIGN KEY (`workspace_id`) REFERENCES `workspaces`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`workspace_id`,`series_id`) REFERENCES `series`(`workspace_id`,`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `series_videos_series_idx` ON `series_videos` (`workspace_id`,`series_id`,`position`);--> statement-breakpoint
CREATE TABLE `surge_alerts` (
	`user_id` text PRIMARY KEY NOT NULL,
	`unsubscribe_token_hash` text NOT NULL,
	`unsubscribed_at` integer,
	`last_digest_at` integer,
	`last_digest` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `surge_alerts_unsubscribe_token_hash_unique` ON `surge_alerts` (`unsubscribe_token_hash`);