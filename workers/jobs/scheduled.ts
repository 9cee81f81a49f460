import { deleteExpiredDemoWorkspaces } from "~/features/auth/accounts.server";
import { writeWeeklyBatches } from "~/features/content-ideas/ideas.server";
import { WEEKLY_IDEAS_CRON } from "~/features/content-ideas/schedule";
import { dailyGoogleSync } from "~/features/google-connection/analytics/backfill.server";
import { dailyCleanup } from "~/features/housekeeping/cleanup.server";
import { sendSurgeDigests } from "~/features/surge-alerts/surge-alerts.server";
import { recordTrendPoints } from "~/features/trends/trends.server";
import { getDb } from "~/lib/db/client.server";
import { queueChannelRefreshes } from "./sync";

export const TREND_CRON = "30 */6 * * *";
export const DAILY_CRON = "45 3 * * *";
export { WEEKLY_IDEAS_CRON };

/** Cron entry point: each schedule in wrangler.toml runs its jobs here. */
export async function runScheduled(controller: ScheduledController, env: Env) {
  if (controller.cron === DAILY_CRON) {
    const googleSyncs = await googleSyncsQueued(env, new Date(controller.scheduledTime));
    const removed = await dailyCleanup(getDb(env));
    console.log(JSON.stringify({ job: "daily-cleanup", removed, googleSyncsQueued: googleSyncs }));
    return;
  }
  if (controller.cron === TREND_CRON) {
    const recorded = await recordTrendPoints(env, getDb(env));
    console.log(JSON.stringify({ job: "trends", pointsRecorded: recorded }));
    return;
  }
  // The run's own time (not the clock), so a late or repeated invocation files its batches under
  // the ISO week it was scheduled for.
  const now = new Date(controller.scheduledTime);
  if (controller.cron === WEEKLY_IDEAS_CRON) {
    const db = getDb(env);
    // Each job on its own: a failure in one does not stop the other.
    const batches = await ideaBatchesDue(env, now);
    const digests = await sendSurgeDigests(env, db, now);
    console.log(JSON.stringify({ job: "weekly", ideaBatches: batches, surgeDigests: digests }));
    return;
  }
  const removed = await deleteExpiredDemoWorkspaces(getDb(env));
  const refreshed = await queueChannelRefreshes(env);
  // Workspaces the weekly run did not reach (BATCHES_PER_RUN per run) get this week's ideas here.
  const batches = await ideaBatchesDue(env, now);
  console.log(JSON.stringify({ job: "hourly", demoWorkspacesRemoved: removed, channelRefreshesQueued: refreshed, ideaBatches: batches }));
}

/** The Google connections' daily Analytics steps, queued; a failure is logged and never stops the cleanup. */
async function googleSyncsQueued(env: Env, now: Date) {
  try {
    return await dailyGoogleSync(env, getDb(env), now);
  } catch (error) {
    console.error(JSON.stringify({ job: "google-analytics-daily", error: String(error) }));
    return null;
  }
}

/** This ISO week's idea batches still due (a bounded number per run); logged, never thrown. */
async function ideaBatchesDue(env: Env, now: Date) {
  try {
    return await writeWeeklyBatches(getDb(env), now);
  } catch (error) {
    console.error(JSON.stringify({ job: "idea-batches", error: String(error) }));
    return null;
  }
}
