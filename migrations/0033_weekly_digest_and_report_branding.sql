CREATE TABLE `report_branding` (
	`workspace_id` text PRIMARY KEY NOT NULL,
	`agency_name` text NOT NULL,
	`logo_url` text,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`workspace_id`) REFERENCES `workspaces`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `weekly_digest_sends` (
	`workspace_id` text NOT NULL,
	`week` text NOT NULL,
	`recipients` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`workspace_id`, `week`),
	FOREIGN KEY (`workspace_id`) REFERENCES `workspaces`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `weekly_digest_subscriptions` (
	`workspace_id` text NOT NULL,
	`user_id` text NOT NULL,
	`unsubscribe_token_hash` text,
	`last_sent_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`workspace_id`, `user_id`),
	FOREIGN KEY (`workspace_id`) REFERENCES `workspaces`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `weekly_digest_subscriptions_unsubscribe_token_hash_unique` ON `weekly_digest_subscriptions` (`unsubscribe_token_hash`);--> statement-breakpoint
CREATE INDEX `weekly_digest_subscriptions_user_idx` ON `weekly_digest_subscriptions` (`user_id`);