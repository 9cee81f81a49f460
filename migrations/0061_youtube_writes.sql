CREATE TABLE `held_comments` (
	`workspace_id` text NOT NULL,
	`comment_id` text NOT NULL,
	`video_id` text NOT NULL,
	`excerpt` text NOT NULL,
	`held_by` text,
	`held_at` integer NOT NULL,
	`released_at` integer,
	PRIMARY KEY(`workspace_id`, `comment_id`),
	FOREIGN KEY (`workspace_id`) REFERENCES `workspaces`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`held_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `held_comments_held_idx` ON `held_comments` (`workspace_id`,`held_at`);--> statement-breakpoint
CREATE TABLE `youtube_writes` (
	`id` text PRIMARY KEY NOT NULL,
	`day` text NOT NULL,
	`team_id` text NOT NULL,
	`workspace_id` text NOT NULL,
	`method` text NOT NULL,
	`units` integer NOT NULL,
	`actor_user_id` text,
	`outcome` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`actor_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `youtube_writes_day_idx` ON `youtube_writes` (`day`,`team_id`);--> statement-breakpoint
ALTER TABLE `google_connections` ADD `changes_allowed` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `oauth_states` ADD `allow_changes` integer DEFAULT false NOT NULL;