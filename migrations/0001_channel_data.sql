CREATE TABLE `channels` (
	`workspace_id` text NOT NULL,
	`id` text NOT NULL,
	`role` text NOT NULL,
	`title` text NOT NULL,
	`handle` text,
	`description` text DEFAULT '' NOT NULL,
	`country` text,
	`published_at` integer,
	`thumbnail_url` text,
	`subscriber_count` integer,
	`view_count` integer DEFAULT 0 NOT NULL,
	`video_count` integer DEFAULT 0 NOT NULL,
	`uploads_playlist_id` text NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`is_sample` integer DEFAULT false NOT NULL,
	`last_synced_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`workspace_id`, `id`),
	FOREIGN KEY (`workspace_id`) REFERENCES `workspaces`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `channels_role_idx` ON `channels` (`workspace_id`,`role`);--> statement-breakpoint
CREATE TABLE `comments` (
	`workspace_id` text NOT NULL,
	`id` text NOT NULL,
	`video_id` text NOT NULL,
	`parent_id` text,
	`author_name` text DEFAULT '' NOT NULL,
	`author_channel_id` text,
	`text` text NOT NULL,
	`like_count` integer DEFAULT 0 NOT NULL,
	`published_at` integer NOT NULL,
	PRIMARY KEY(`workspace_id`, `id`),
	FOREIGN KEY (`workspace_id`) REFERENCES `workspaces`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `comments_video_idx` ON `comments` (`workspace_id`,`video_id`,`published_at`);--> statement-breakpoint
CREATE INDEX `comments_published_idx` ON `comments` (`workspace_id`,`published_at`);--> statement-breakpoint
CREATE TABLE `daily_analytics` (
	`workspace_id` text NOT NULL,
	`video_id` text DEFAULT '' NOT NULL,
	`date` text NOT NULL,
	`views` integer,
	`watch_time_hours` real,
	`average_view_duration_seconds` real,
	`average_percentage_viewed` real,
	`impressions` integer,
	`impressions_ctr` real,
	`subscribers_gained` integer,
	`subscribers_lost` integer,
	`unique_viewers` integer,
	`estimated_revenue` real,
	`rpm` real,
	`cpm` real,
	`import_id` text,
	PRIMARY KEY(`workspace_id`, `video_id`, `date`),
	FOREIGN KEY (`workspace_id`) REFERENCES `workspaces`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `imports` (
	`id` text PRIMARY KEY NOT NULL,
	`workspace_id` text NOT NULL,
	`kind` text NOT NULL,
	`file_name` text NOT NULL,
	`file_hash` text NOT NULL,
	`status` text NOT NULL,
	`rows_added` integer DEFAULT 0 NOT NULL,
	`rows_updated` integer DEFAULT 0 NOT NULL,
	`rows_unchanged` integer DEFAULT 0 NOT NULL,
	`rows_skipped` integer DEFAULT 0 NOT NULL,
	`report` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`workspace_id`) REFERENCES `workspaces`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `imports_workspace_idx` ON `imports` (`workspace_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `quota_ledger` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`day` text NOT NULL,
	`method` text NOT NULL,
	`units` integer NOT NULL,
	`workspace_id` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `quota_ledger_day_idx` ON `quota_ledger` (`day`);--> statement-breakpoint
CREATE TABLE `quota_usage` (
	`day` text NOT NULL,
	`bucket` text NOT NULL,
	`used` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `bucket`)
);
--> statement-breakpoint
CREATE TABLE `sync_jobs` (
	`id` text PRIMARY KEY NOT NULL,
	`workspace_id` text NOT NULL,
	`channel_id` text NOT NULL,
	`kind` text NOT NULL,
	`status` text NOT NULL,
	`cursor` text NOT NULL,
	`step` integer DEFAULT 0 NOT NULL,
	`videos_found` integer DEFAULT 0 NOT NULL,
	`stats_fetched` integer DEFAULT 0 NOT NULL,
	`comments_fetched` integer DEFAULT 0 NOT NULL,
	`error` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer NOT NULL,
	`finished_at` integer,
	FOREIGN KEY (`workspace_id`) REFERENCES `workspaces`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sync_jobs_workspace_idx` ON `sync_jobs` (`workspace_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `video_analytics` (
	`workspace_id` text NOT NULL,
	`video_id` text NOT NULL,
	`views` integer,
	`watch_time_hours` real,
	`average_view_duration_seconds` real,
	`average_percentage_viewed` real,
	`impressions` integer,
	`impressions_ctr` real,
	`subscribers_gained` integer,
	`subscribers_lost` integer,
	`unique_viewers` integer,
	`estimated_revenue` real,
	`rpm` real,
	`cpm` real,
	`import_id` text,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`workspace_id`, `video_id`),
	FOREIGN KEY (`workspace_id`) REFERENCES `workspaces`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `video_stats` (
	`workspace_id` text NOT NULL,
	`video_id` text NOT NULL,
	`captured_at` integer NOT NULL,
	`view_count` integer NOT NULL,
	`like_count` integer,
	`comment_count` integer,
	PRIMARY KEY(`workspace_id`, `video_id`, `captured_at`),
	FOREIGN KEY (`workspace_id`) REFERENCES `workspaces`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `videos` (
	`workspace_id` text NOT NULL,
	`id` text NOT NULL,
	`channel_id` text NOT NULL,
	`title` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`tags` text DEFAULT '[]' NOT NULL,
	`published_at` integer NOT NULL,
	`duration_seconds` integer DEFAULT 0 NOT NULL,
	`category_id` text,
	`thumbnail_url` text,
	`is_short` integer DEFAULT false NOT NULL,
	`view_count` integer DEFAULT 0 NOT NULL,
	`like_count` integer,
	`comment_count` integer,
	`stats_updated_at` integer,
	PRIMARY KEY(`workspace_id`, `id`),
	FOREIGN KEY (`workspace_id`) REFERENCES `workspaces`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `videos_channel_published_idx` ON `videos` (`workspace_id`,`channel_id`,`published_at`);