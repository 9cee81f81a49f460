ALTER TABLE `workspaces` ADD `own_channel_id` text;--> statement-breakpoint
-- Each row's own channel, as its sync wrote it; where a team holds one channel twice (added by
-- racing requests before the claim existed), only its oldest row claims it.
UPDATE `workspaces` SET `own_channel_id` = (
  SELECT c.`id` FROM `channels` c WHERE c.`workspace_id` = `workspaces`.`id` AND c.`role` = 'own' ORDER BY c.`id` LIMIT 1
)
WHERE NOT EXISTS (
  SELECT 1 FROM `workspaces` w2 JOIN `channels` c2 ON c2.`workspace_id` = w2.`id` AND c2.`role` = 'own'
  WHERE coalesce(w2.`parent_id`, w2.`id`) = coalesce(`workspaces`.`parent_id`, `workspaces`.`id`)
    AND c2.`id` = (SELECT c.`id` FROM `channels` c WHERE c.`workspace_id` = `workspaces`.`id` AND c.`role` = 'own' ORDER BY c.`id` LIMIT 1)
    AND (w2.`created_at` < `workspaces`.`created_at` OR (w2.`created_at` = `workspaces`.`created_at` AND w2.`id` < `workspaces`.`id`))
);--> statement-breakpoint
CREATE UNIQUE INDEX `workspaces_team_own_channel_idx` ON `workspaces` (coalesce(`parent_id`, `id`), `own_channel_id`) WHERE `own_channel_id` IS NOT NULL;
