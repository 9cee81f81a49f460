CREATE TABLE `pending_checkouts` (
	`user_id` text PRIMARY KEY NOT NULL,
	`claim_id` text NOT NULL,
	`plan_id` text NOT NULL,
	`session_id` text,
	`url` text,
	`started_at` integer NOT NULL,
	`checked_at` integer,
	`completed_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
