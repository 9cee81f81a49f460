CREATE TABLE `closed_stripe_customers` (
	`customer_id` text PRIMARY KEY NOT NULL,
	`subscription_ids` text NOT NULL,
	`closed_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `market_searches` (
	`workspace_id` text NOT NULL,
	`query` text NOT NULL,
	`searched_at` integer NOT NULL,
	PRIMARY KEY(`workspace_id`, `query`),
	FOREIGN KEY (`workspace_id`) REFERENCES `workspaces`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `market_searches_recent_idx` ON `market_searches` (`workspace_id`,`searched_at`);