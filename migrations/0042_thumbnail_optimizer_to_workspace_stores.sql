-- The Thumbnail & Title Optimizer's measured thumbnails, runs and A/B tests moved to each
-- workspace's own store (store migration 5, decision 012): their D1 tables go. No deployment held
-- creators' rows when they moved.
DROP TABLE `ab_test_variants`;--> statement-breakpoint
DROP TABLE `ab_tests`;--> statement-breakpoint
DROP TABLE `optimizer_runs`;--> statement-breakpoint
DROP TABLE `thumbnail_metrics`;
