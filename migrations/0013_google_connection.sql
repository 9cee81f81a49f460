CREATE TABLE `google_connections` (
	`workspace_id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`channel_id` text NOT NULL,
	`scopes` text NOT NULL,
	`include_revenue` integer NOT NULL,
	`refresh_token_ciphertext` text NOT NULL,
	`access_token_ciphertext` text,
	`access_token_expires_at` integer,
	`status` text NOT NULL,
	`unavailable` text DEFAULT '[]' NOT NULL,
	`sync_state` text NOT NULL,
	`sync_progress` text NOT NULL,
	`sync_error` text,
	`synced_through` text,
	`connected_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`workspace_id`) REFERENCES `workspaces`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `oauth_states` (
	`state_hash` text PRIMARY KEY NOT NULL,
	`session_id` text NOT NULL,
	`code_verifier_ciphertext` text NOT NULL,
	`include_revenue` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`session_id`) REFERENCES `sessions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `oauth_states_expires_idx` ON `oauth_states` (`expires_at`);--> statement-breakpoint
CREATE TABLE `traffic_sources` (
	`workspace_id` text NOT NULL,
	`date` text NOT NULL,
	`source_type` text NOT NULL,
	`views` integer NOT NULL,
	`watch_minutes` real,
	PRIMARY KEY(`workspace_id`, `date`, `source_type`),
	FOREIGN KEY (`workspace_id`) REFERENCES `workspaces`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `daily_analytics` ADD `source` text DEFAULT 'studio' NOT NULL;--> statement-breakpoint
ALTER TABLE `video_analytics` ADD `source` text DEFAULT 'studio' NOT NULL;