CREATE TABLE `data_retention_log` (
	`day` text NOT NULL,
	`kind` text NOT NULL,
	`rows` integer NOT NULL,
	PRIMARY KEY(`day`, `kind`)
);
