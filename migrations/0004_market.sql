CREATE TABLE `market_cache` (
	`query` text PRIMARY KEY NOT NULL,
	`payload` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `trend_keywords` (
	`workspace_id` text NOT NULL,
	`keyword` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`workspace_id`, `keyword`),
	FOREIGN KEY (`workspace_id`) REFERENCES `workspaces`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `trend_points` (
	`keyword` text NOT NULL,
	`at` integer NOT NULL,
	`views_per_day` real NOT NULL,
	`uploads_per_week` real NOT NULL,
	`videos_sampled` integer NOT NULL,
	PRIMARY KEY(`keyword`, `at`)
);
