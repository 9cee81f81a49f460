-- Content Ideas' batches and dismissed topics and the Series Planner's series, their videos and
-- dismissed series moved to each workspace's own store (store migration 8, decision 012): their
-- D1 tables go (the videos before their series). idea_batch_attempts stays: the weekly job's bookkeeping.
DROP TABLE `idea_batches`;--> statement-breakpoint
DROP TABLE `idea_dismissals`;--> statement-breakpoint
DROP TABLE `series_videos`;--> statement-breakpoint
DROP TABLE `series_dismissals`;--> statement-breakpoint
DROP TABLE `series`;
