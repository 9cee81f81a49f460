CREATE TABLE `forecasts` (
	`workspace_id` text NOT NULL,
	`id` text NOT NULL,
	`title` text NOT NULL,
	`topic` text NOT NULL,
	`forecast` text NOT NULL,
	`backtest` text NOT NULL,
	`seq` integer NOT NULL,
	`high_potential_total` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`workspace_id`, `id`),
	FOREIGN KEY (`workspace_id`) REFERENCES `workspaces`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `forecasts_workspace_created_idx` ON `forecasts` (`workspace_id`,`created_at`);