CREATE TABLE `channel_lookup_misses` (
	`key` text PRIMARY KEY NOT NULL,
	`message` text NOT NULL,
	`reason` text,
	`missed_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `channel_lookup_misses_missed_idx` ON `channel_lookup_misses` (`missed_at`);--> statement-breakpoint
CREATE TABLE `lookup_bursts` (
	`key` text PRIMARY KEY NOT NULL,
	`tokens` real NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `lookup_bursts_updated_idx` ON `lookup_bursts` (`updated_at`);