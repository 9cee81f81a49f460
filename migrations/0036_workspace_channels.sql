-- Several channels per workspace (issue 41, docs/decisions/015): a channel beyond a workspace's
-- first is a workspace row of its own with parent_id set; deleting the workspace deletes them (and
-- the store_deletions trigger records each one's store). drizzle-kit writes ADD COLUMN without
-- the ON DELETE action, so it is written here by hand.
ALTER TABLE `users` ADD `acting_channel_id` text REFERENCES workspaces(id) ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE `workspaces` ADD `parent_id` text REFERENCES workspaces(id) ON DELETE CASCADE;--> statement-breakpoint
CREATE INDEX `workspaces_parent_idx` ON `workspaces` (`parent_id`);
