-- The Description Rewriter's rewrites and the RPM Booster's analyses moved to each workspace's own
-- store (store migration 3, decision 012): their D1 tables go. No deployment held creators' rows
-- when they moved; one that did would copy them into the stores before applying this.
DROP TABLE `description_rewrites`;--> statement-breakpoint
DROP TABLE `rpm_analyses`;
