ALTER TABLE `quota_ledger` ADD `client` text;--> statement-breakpoint
CREATE INDEX `quota_ledger_workspace_idx` ON `quota_ledger` (`day`,`method`,`workspace_id`);--> statement-breakpoint
CREATE INDEX `quota_ledger_client_idx` ON `quota_ledger` (`day`,`method`,`client`);