CREATE TABLE `service_status` (
	`service` text PRIMARY KEY NOT NULL,
	`config` text NOT NULL,
	`result` text,
	`checked_at` integer,
	`claimed_at` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `channels` ADD `older_uploads_token` text;