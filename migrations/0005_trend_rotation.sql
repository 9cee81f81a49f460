CREATE TABLE `trend_keyword_checks` (
	`keyword` text PRIMARY KEY NOT NULL,
	`checked_at` integer NOT NULL
);
