CREATE TABLE `sentiment_model` (
	`part` integer PRIMARY KEY NOT NULL,
	`data` text NOT NULL
);
