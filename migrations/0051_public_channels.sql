CREATE TABLE `public_channels` (
	`id` text PRIMARY KEY NOT NULL,
	`handle` text,
	`record` text NOT NULL,
	`record_at` integer NOT NULL,
	`started_at` integer,
	`refreshed_at` integer,
	`refresh_claimed_at` integer,
	`older_uploads_token` text
);
--> statement-breakpoint
CREATE INDEX `public_channels_handle_idx` ON `public_channels` (`handle`);--> statement-breakpoint
CREATE INDEX `public_channels_refreshed_idx` ON `public_channels` (`refreshed_at`);--> statement-breakpoint
CREATE TABLE `public_video_removals` (
	`video_id` text PRIMARY KEY NOT NULL,
	`channel_id` text NOT NULL,
	`removed_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `public_video_removals_channel_idx` ON `public_video_removals` (`channel_id`,`removed_at`);