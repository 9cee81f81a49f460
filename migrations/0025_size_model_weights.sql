CREATE TABLE `model_weights` (
	`name` text PRIMARY KEY NOT NULL,
	`data` text NOT NULL
);
