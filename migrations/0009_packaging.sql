CREATE TABLE `ab_test_variants` (
	`workspace_id` text NOT NULL,
	`test_id` text NOT NULL,
	`position` integer NOT NULL,
	`name` text NOT NULL,
	`impressions` integer DEFAULT 0 NOT NULL,
	`clicks` integer DEFAULT 0 NOT NULL,
	`watch_share` real,
	`live_from` text,
	`live_to` text,
	PRIMARY KEY(`workspace_id`, `test_id`, `position`),
	FOREIGN KEY (`workspace_id`) REFERENCES `workspaces`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `ab_tests` (
	`workspace_id` text NOT NULL,
	`id` text NOT NULL,
	`video_id` text,
	`name` text NOT NULL,
	`element` text NOT NULL,
	`metric` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`workspace_id`, `id`),
	FOREIGN KEY (`workspace_id`) REFERENCES `workspaces`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `ab_tests_created_idx` ON `ab_tests` (`workspace_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `description_rewrites` (
	`workspace_id` text NOT NULL,
	`id` text NOT NULL,
	`video_id` text,
	`result` text NOT NULL,
	`seq` integer NOT NULL,
	`seo_gain_total` integer NOT NULL,
	`rules_fixed_total` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`workspace_id`, `id`),
	FOREIGN KEY (`workspace_id`) REFERENCES `workspaces`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `description_rewrites_created_idx` ON `description_rewrites` (`workspace_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `optimizer_runs` (
	`workspace_id` text NOT NULL,
	`id` text NOT NULL,
	`outcome` text NOT NULL,
	`videos_analyzed` integer NOT NULL,
	`suggestions` text NOT NULL,
	`effects` text NOT NULL,
	`note` text,
	`total_optimizations` integer NOT NULL,
	`total_videos_analyzed` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`workspace_id`, `id`),
	FOREIGN KEY (`workspace_id`) REFERENCES `workspaces`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `optimizer_runs_created_idx` ON `optimizer_runs` (`workspace_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `thumbnail_metrics` (
	`workspace_id` text NOT NULL,
	`video_id` text NOT NULL,
	`url` text NOT NULL,
	`metrics` text,
	`measured_at` integer NOT NULL,
	PRIMARY KEY(`workspace_id`, `video_id`),
	FOREIGN KEY (`workspace_id`) REFERENCES `workspaces`(`id`) ON UPDATE no action ON DELETE cascade
);
