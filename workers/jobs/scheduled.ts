import { runDueYouTubeTests } from "~/features/thumbnail-optimizer/index.server";
import { refreshYouTubeStatus } from "~/features/channel-data/index.server";
import {
  forgetChannelsNotRefreshed,
  rereadListedPublicChannels,
  forgetUnfollowedPublicChannels,
  logRetention,
  refreshChannelRecords,
  removeUnusedDemoBases,
  youtubeClientFor,
} from "~/features/channel-data/index.server";
import { prepareWeeklyDemo } from "~/features/demo-showcase/index.server";
import { writeWeeklyBatches } from "~/features/content-ideas/index.server";
import { WEEKLY_IDEAS_CRON } from "~/features/content-ideas/index";
import { dailyGoogleSync, queueDueReachReads } from "~/features/google-connection/index.server";
import { dailyCleanup, deleteExpiredDemos } from "~/features/housekeeping/index.server";
import { queueStoreDeletions, runJobWatchdog } from "~/features/housekeeping/index.server";
import { pruneMarketCache } from "~/features/market-data/index.server";
import { sendSurgeDigests } from "~/features/surge-alerts/index.server";
import { queueWeeklyDigests } from "~/features/reports/index.server";
import { recordTrendPoints } from "~/features/trends/index.server";
import { getDb } from "~/lib/db/client.server";
import { queueChannelRefreshes } from "./sync";
import { log } from "~/lib/log.server";

export const TREND_CRON = "30 */6 * * *";
export const DAILY_CRON = "45 3 * * *";
export { WEEKLY_IDEAS_CRON };

/** Cron entry point: each schedule in wrangler.toml runs its jobs here. */
export async function runScheduled(controller: ScheduledController, env: Env) {
  if (controller.cron === DAILY_CRON) {
    const googleSyncs = await isolated("google-analytics-daily", () =>
      dailyGoogleSync(env, getDb(env), new Date(controller.scheduledTime)),
    );
    // The reach reports (Reporting API) of each connection, and a job for those without one yet.
    const reachReads = await isolated("google-reach-daily", () =>
      queueDueReachReads(env, getDb(env), new Date(controller.scheduledTime)),
    );
    const removed = await isolated("daily-cleanup", () => dailyCleanup(getDb(env)));
    log.info("job.daily-cleanup", { removed, googleSyncsQueued: googleSyncs, reachReads });
    return;
  }
  if (controller.cron === TREND_CRON) {
    const recorded = await recordTrendPoints(env, getDb(env));
    log.info("job.trends", { pointsRecorded: recorded });
    return;
  }
  // The run's own time (not the clock), so a late or repeated invocation files its batches under
  // the ISO week it was scheduled for.
  const now = new Date(controller.scheduledTime);
  if (controller.cron === WEEKLY_IDEAS_CRON) {
    const db = getDb(env);
    // Each job on its own: a failure in one does not stop the other.
    const batches = await isolated("idea-batches", () => writeWeeklyBatches(db, now));
    const digests = await isolated("surge-digests", () => sendSurgeDigests(env, db, now));
    // After the idea batches above: the digests list them. Workspaces past Monday 06:00 in their
    // owner's zone and not yet sent this week; zones behind UTC are the hourly run's.
    const weeklyDigests = await isolated("weekly-digests", () => queueWeeklyDigests(db, env.SYNC_QUEUE, now, "weekly"));
    log.info("job.weekly", { ideaBatches: batches, surgeDigests: digests, weeklyDigests });
    return;
  }
  // Each task on its own (isolated): one that throws is logged and the others still run.
  const db = getDb(env);
  // First: stuck jobs are re-sent or failed before the refreshes below look for running ones.
  const watchdog = await isolated("watchdog", () => runJobWatchdog(db, env.SYNC_QUEUE, now));
  const removed = await isolated("demo-cleanup", () => deleteExpiredDemos(db, now));
  await demoBaseKept(env, now);
  // After every deletion above: the stores of workspaces gone since the last run, one message each.
  const storesQueued = await isolated("store-deletions", () => queueStoreDeletions(db, env.SYNC_QUEUE));
  // Public channels listed to be read again from nothing: emptied before the refreshes are queued,
  // so each follower's refresh below starts its channel again.
  const reread = await isolated("public-channels-reread", () => rereadListedPublicChannels(db));
  const refreshed = await isolated("channel-refresh", () => queueChannelRefreshes(env));
  // Followed channels' records (subscribers, views), 50 a unit, and channels nobody follows forgotten.
  const channelRecords = await isolated("channel-records", () =>
    refreshChannelRecords(db, youtubeClientFor(env, db, null, { feature: "channel-records" }), now),
  );
  const publicForgotten = await isolated("public-channels-forgotten", () => forgetUnfollowedPublicChannels(db, now));
  // Public data nobody refreshed within the policies' period goes, with every follower's copy, and
  // analysed searches past the shared cache's week.
  const notRefreshed = await isolated("channels-not-refreshed", () => forgetChannelsNotRefreshed(db, now));
  const searchesForgotten = await isolated("search-results-past-period", async () => {
    const rows = await pruneMarketCache(db, now);
    await logRetention(db, "search-results-past-period", rows, now);
    return rows;
  });
  // Workspaces the weekly run did not reach (BATCHES_PER_RUN per run) get this week's ideas here.
  const batches = await isolated("idea-batches", () => writeWeeklyBatches(db, now));
  // Google connections the daily run did not reach (a page per run, least recently synced first).
  const googleSyncs = await isolated("google-analytics-sync", () => dailyGoogleSync(env, db, now));
  const reachReads = await isolated("google-reach", () => queueDueReachReads(env, db, now));
  // Title tests on YouTube whose next day began: judged, and the day's title set.
  const youtubeTests = await isolated("youtube-tests", () => runDueYouTubeTests(env, db, now));
  // The weekly digest of workspaces whose owner's zone is now Monday from 06:00, one message each.
  const weeklyDigests = await isolated("weekly-digests", () => queueWeeklyDigests(db, env.SYNC_QUEUE, now, "hourly"));
  // The stored YouTube status that status requests are answered from (never thrown).
  await refreshYouTubeStatus(env, getDb(env));
  log.info("job.hourly", {
    watchdog,
    demoWorkspacesRemoved: removed,
    storeDeletionsQueued: storesQueued,
    publicChannelsReread: reread,
    channelRefreshesQueued: refreshed,
    channelRecords,
    publicForgotten,
    notRefreshed,
    searchesForgotten,
    ideaBatches: batches,
    googleSyncsQueued: googleSyncs,
    reachReads,
    youtubeTests,
    weeklyDigests,
  });
}

/**
 * This week's shared demo base, with every tool's results on it, ready before the week's first
 * demo start; old ones removed. Logged, never thrown.
 */
async function demoBaseKept(env: Env, now: Date) {
  try {
    const { base, showcaseRan } = await prepareWeeklyDemo(env, getDb(env), now);
    const basesRemoved = await removeUnusedDemoBases(getDb(env));
    log.info("job.demo-base", { base: base?.id ?? null, showcaseRan, basesRemoved });
  } catch (error) {
    log.error("job.demo-base-failed", { error });
  }
}

/** Runs one cron task; a failure is logged (null in the run's summary) and never stops the next task. */
async function isolated<T>(job: string, task: () => Promise<T>): Promise<T | null> {
  try {
    return await task();
  } catch (error) {
    log.error("job.failed", { job, error });
    return null;
  }
}
