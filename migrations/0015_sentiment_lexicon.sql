CREATE TABLE `sentiment_lexicon` (
	`token` text PRIMARY KEY NOT NULL,
	`valence` real NOT NULL
);
