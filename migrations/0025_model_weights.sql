CREATE TABLE `model_weights` (
	`name` text NOT NULL,
	`part` integer NOT NULL,
	`data` text NOT NULL,
	PRIMARY KEY(`name`, `part`)
);
