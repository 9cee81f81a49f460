-- Client reports opened by link, signed out: one row per channel and period, only the SHA-256 of
-- the link's token kept. Deleting the row (or the workspace, or the channel's row) stops the link.
CREATE TABLE `report_shares` (
	`id` text PRIMARY KEY NOT NULL,
	`workspace_id` text NOT NULL,
	`channel_workspace_id` text NOT NULL,
	`channel_id` text NOT NULL,
	`period_days` integer NOT NULL,
	`token_hash` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`workspace_id`) REFERENCES `workspaces`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`channel_workspace_id`) REFERENCES `workspaces`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `report_shares_token_hash_unique` ON `report_shares` (`token_hash`);--> statement-breakpoint
CREATE UNIQUE INDEX `report_shares_channel_period_idx` ON `report_shares` (`channel_workspace_id`,`period_days`);--> statement-breakpoint
CREATE INDEX `report_shares_workspace_idx` ON `report_shares` (`workspace_id`);