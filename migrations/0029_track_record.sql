CREATE TABLE `track_record` (
	`workspace_id` text NOT NULL,
	`id` text NOT NULL,
	`channel_id` text,
	`kind` text NOT NULL,
	`origin` text DEFAULT 'live' NOT NULL,
	`made_at` integer NOT NULL,
	`title` text NOT NULL,
	`topic` text DEFAULT '' NOT NULL,
	`low` integer,
	`expected` integer,
	`high` integer,
	`chance` real,
	`source` text DEFAULT '' NOT NULL,
	`match_status` text,
	`match_video_id` text,
	`match_score` real,
	`matched_at` integer,
	`views_7` integer,
	`views_28` integer,
	`baseline_28` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`workspace_id`, `id`),
	FOREIGN KEY (`workspace_id`) REFERENCES `workspaces`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `track_record_workspace_made_idx` ON `track_record` (`workspace_id`,`made_at`);