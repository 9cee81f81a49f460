-- The quota ledger records what caused each call (the admin page's units by feature). Rows
-- written before read 'other'; the feature joins the row's identity, so the unique index the
-- ledger's upsert names is rebuilt with it (drizzle-kit cannot write its expressions: hand-written).
DROP INDEX `quota_ledger_row_idx`;--> statement-breakpoint
ALTER TABLE `quota_ledger` ADD `feature` text DEFAULT 'other' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `quota_ledger_row_idx` ON `quota_ledger` (`day`, `method`, coalesce(`workspace_id`, ''), coalesce(`client`, ''), `feature`);
