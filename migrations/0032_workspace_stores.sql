-- The workspace-owned track record moved to each workspace's own store (decision 012): its D1
-- table goes. No deployment held creators' ledgers when it moved (the product had no creators yet);
-- one that did would copy the rows into the stores before applying this.
CREATE TABLE `store_deletions` (
	`workspace_id` text PRIMARY KEY NOT NULL,
	`deleted_at` integer NOT NULL,
	`store_deleted_at` integer
);
--> statement-breakpoint
CREATE INDEX `store_deletions_pending_idx` ON `store_deletions` (`store_deleted_at`,`deleted_at`);--> statement-breakpoint
DROP TABLE `track_record`;--> statement-breakpoint
-- Every workspace that goes (account deletion, an expired demo, an old demo base, by any path)
-- leaves a row for the store-deletion job (app/lib/db/tables.ts). A workspace id made again
-- later (a demo base's id is its week's) and deleted again waits again.
CREATE TRIGGER `workspaces_store_deletion` AFTER DELETE ON `workspaces`
BEGIN
	INSERT OR REPLACE INTO `store_deletions` (`workspace_id`, `deleted_at`, `store_deleted_at`)
	VALUES (old.`id`, CAST(unixepoch('subsec') * 1000 AS INTEGER), NULL);
END;
