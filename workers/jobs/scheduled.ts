import { deleteExpiredDemoWorkspaces } from "~/features/auth/accounts.server";
import { dailyCleanup } from "~/features/housekeeping/cleanup.server";
import { recordTrendPoints } from "~/features/trends/trends.server";
import { getDb } from "~/lib/db/client.server";
import { queueChannelRefreshes } from "./sync";

export const TREND_CRON = "30 */6 * * *";
export const DAILY_CRON = "45 3 * * *";

/** Cron entry point: each schedule in wrangler.toml runs its jobs here. */
export async function runScheduled(controller: ScheduledController, env: Env) {
  if (controller.cron === DAILY_CRON) {
    const removed = await dailyCleanup(getDb(env));
    console.log(JSON.stringify({ job: "daily-cleanup", removed }));
    return;
  }
  if (controller.cron === TREND_CRON) {
    const recorded = await recordTrendPoints(env, getDb(env));
    console.log(JSON.stringify({ job: "trends", pointsRecorded: recorded }));
    return;
  }
  const removed = await deleteExpiredDemoWorkspaces(getDb(env));
  const refreshed = await queueChannelRefreshes(env);
  console.log(JSON.stringify({ job: "hourly", demoWorkspacesRemoved: removed, channelRefreshesQueued: refreshed }));
}
