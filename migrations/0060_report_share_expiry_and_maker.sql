ALTER TABLE `report_shares` ADD `created_by` text REFERENCES users(id) ON DELETE cascade;--> statement-breakpoint
ALTER TABLE `report_shares` ADD `expires_at` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Links made before links expired: 90 days (SHARE_LINK_DAYS) from this migration, so none stops
-- unannounced on the day it is applied. Their maker was not recorded: they stand until then.
UPDATE `report_shares` SET `expires_at` = (unixepoch('subsec') * 1000) + 90 * 86400000;
