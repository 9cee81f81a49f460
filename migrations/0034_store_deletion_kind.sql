ALTER TABLE `store_deletions` ADD `kind` text DEFAULT 'personal' NOT NULL;--> statement-breakpoint
-- The trigger of 0032 again, recording the workspace's kind (a demo's row is pruned a week after
-- its store is emptied; a personal workspace's stays as the audit of its deletion).
DROP TRIGGER IF EXISTS `workspaces_store_deletion`;
--> statement-breakpoint
CREATE TRIGGER `workspaces_store_deletion` AFTER DELETE ON `workspaces`
BEGIN
	INSERT OR REPLACE INTO `store_deletions` (`workspace_id`, `kind`, `deleted_at`, `store_deleted_at`)
	VALUES (old.`id`, old.`kind`, CAST(unixepoch('subsec') * 1000 AS INTEGER), NULL);
END;
