-- The quota ledger keeps one row per day, method, workspace and caller, with its calls and units
-- summed, instead of a row per call (decision 012: it was the largest of a creator's control rows).
-- The rows already there are folded the same way before the index that keeps them one.
ALTER TABLE `quota_ledger` ADD `calls` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
UPDATE `quota_ledger` SET `calls` = g.`calls`, `units` = g.`units` FROM (SELECT min(`id`) AS `id`, count(*) AS `calls`, sum(`units`) AS `units` FROM `quota_ledger` GROUP BY `day`, `method`, coalesce(`workspace_id`, ''), coalesce(`client`, '')) AS g WHERE `quota_ledger`.`id` = g.`id`;--> statement-breakpoint
DELETE FROM `quota_ledger` WHERE `id` NOT IN (SELECT min(`id`) FROM `quota_ledger` GROUP BY `day`, `method`, coalesce(`workspace_id`, ''), coalesce(`client`, ''));--> statement-breakpoint
CREATE UNIQUE INDEX `quota_ledger_row_idx` ON `quota_ledger` (`day`, `method`, coalesce(`workspace_id`, ''), coalesce(`client`, ''));
