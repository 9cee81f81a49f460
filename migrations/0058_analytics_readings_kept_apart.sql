CREATE TABLE `public_channel_rereads` (
	`channel_id` text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE `video_stats` ADD `source` text DEFAULT 'public' NOT NULL;--> statement-breakpoint
-- Every public channel's store may hold YouTube Analytics readings written there before they were
-- kept in the grant holder's store only: each is emptied and read again (public-channels.server.ts).
INSERT INTO `public_channel_rereads` (`channel_id`) SELECT `id` FROM `public_channels`;
