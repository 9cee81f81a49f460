// When batches are written, shared by the cron handler (workers/jobs/scheduled.ts) and the page's
// Next Batch tile. Keep these equal to the `crons` in wrangler.toml.

/** Monday 06:15 UTC: each workspace's batch for the ISO week. */
export const WEEKLY_IDEAS_CRON = "15 6 * * 1";
/** The hourly cron (wrangler.toml's "7 * * * *"): it also writes batches still missing this week. */
export const HOURLY_CRON = "7 * * * *";
/**
 * Workspaces given a batch per cron invocation. Each batch reads up to 300 videos, clusters them
 * and runs three forecasts (well under a second of CPU each); 10 keeps one invocation far inside a
 * Worker's CPU limit. The weekly run and the 24 hourly runs after it write up to 250 a day; a larger
 * deployment would move this onto a queue (one message per workspace).
 */
export const BATCHES_PER_RUN = 10;
