// The job watchdog (docs/decisions/008-job-watchdog.md), run by the hourly cron. Every kind of
// background job records when it last advanced; one that has not advanced for
// JOB_WATCHDOG.stuckAfterMs lost its message (the send failed, or the consumer was killed past
// the queue's retries). Its step is sent again, up to JOB_WATCHDOG.maxResends times since its last
// progress; then it is marked failed with a message its page shows, and the page's own button
// (connect again, Analyze, Generate New Ideas, connect with Google) starts it over.
//
// Each claim is a conditional UPDATE on the progress time read: a job that advanced meanwhile is
// left alone, and two overlapping runs cannot both re-send the same job.
import { and, asc, eq, inArray, lt, sql } from "drizzle-orm";
import { sendOrFail } from "~/features/channel-data/index.server";
import { ANALYSIS_FAILED_MESSAGE, failAnalysis } from "~/features/comment-sentiment/index.server";
import { IDEA_BATCH_STOPPED_ERROR } from "~/features/content-ideas/index.server";
import { failGoogleSync, GOOGLE_STUCK_MESSAGE, queueStepOrFail, syncProgressSchema } from "~/features/google-connection/index.server";
import type { Db } from "~/lib/db/client.server";
import { googleConnections } from "~/features/google-connection/index.server";
import { ideaBatchAttempts } from "~/features/content-ideas/index.server";
import { sentimentRuns } from "~/features/comment-sentiment/index.server";
import { syncJobs } from "~/features/channel-data/index.server";
import { log } from "~/lib/log.server";
import { JOB_WATCHDOG, stuckBefore } from "~/lib/job-policy";

export const SYNC_STUCK_MESSAGE = "The sync stopped responding.";

/** What one watchdog run did, per kind of job. */
export type WatchdogCounts = Record<"channelSyncs" | "sentimentRuns" | "googleSyncs" | "ideaBatches", { resent: number; failed: number }>;

/** The sync queue (env.SYNC_QUEUE): it carries every kind's messages. */
type Queue = { send(message: unknown): Promise<unknown> };

/** Runs every kind's recovery on its own: one failing (a D1 error) does not stop the others. */
export async function runJobWatchdog(db: Db, queue: Queue, now = new Date()): Promise<Partial<WatchdogCounts>> {
  const counts: Partial<WatchdogCounts> = {};
  const kinds: [keyof WatchdogCounts, () => Promise<{ resent: number; failed: number }>][] = [
    ["channelSyncs", () => recoverChannelSyncs(db, queue, now)],
    ["sentimentRuns", () => recoverSentimentRuns(db, queue, now)],
    ["googleSyncs", () => recoverGoogleSyncs(db, queue, now)],
    ["ideaBatches", () => recoverIdeaBatches(db, now)],
  ];
  for (const [kind, recover] of kinds) {
    try {
      counts[kind] = await recover();
    } catch (error) {
      log.error("job.watchdog-failed", { kind, error });
    }
  }
  return counts;
}

/** Re-sends `send` for a claimed job, or fails it: the shared shape of every kind's recovery. */
async function resendOrFail<T>(
  stuck: T[],
  resendsOf: (job: T) => number,
  claim: (job: T) => Promise<boolean>,
  send: (job: T) => Promise<void>,
  fail: (job: T) => Promise<boolean>,
) {
  let resent = 0;
  let failed = 0;
  for (const job of stuck) {
    if (resendsOf(job) >= JOB_WATCHDOG.maxResends) {
      if (await fail(job)) failed++;
      continue;
    }
    if (!(await claim(job))) continue;
    try {
      await send(job);
      resent++;
    } catch (error) {
      // The send helpers mark the job failed when the queue refuses; the rest wait for the next run.
      log.error("job.watchdog-send-failed", { error });
      failed++;
      break;
    }
  }
  return { resent, failed };
}

async function recoverChannelSyncs(db: Db, queue: Queue, now: Date) {
  const stuck = await db
    .select({ id: syncJobs.id, resends: syncJobs.resends, updatedAt: syncJobs.updatedAt })
    .from(syncJobs)
    .where(and(inArray(syncJobs.status, ["queued", "running"]), lt(syncJobs.updatedAt, stuckBefore(now))))
    .orderBy(asc(syncJobs.updatedAt))
    .limit(JOB_WATCHDOG.perKindPerRun);
  const unchanged = (job: (typeof stuck)[number]) =>
    and(eq(syncJobs.id, job.id), eq(syncJobs.updatedAt, job.updatedAt), inArray(syncJobs.status, ["queued", "running"]));
  return resendOrFail(
    stuck,
    (job) => job.resends,
    async (job) => (await db.update(syncJobs).set({ resends: job.resends + 1, updatedAt: now }).where(unchanged(job)).returning({ id: syncJobs.id })).length > 0,
    (job) => sendOrFail(db, queue, job.id),
    async (job) => {
      const ended = await db
        .update(syncJobs)
        .set({ status: "failed", error: SYNC_STUCK_MESSAGE, updatedAt: now, finishedAt: now })
        .where(unchanged(job))
        .returning({ id: syncJobs.id });
      return ended.length > 0;
    },
  );
}

async function recoverSentimentRuns(db: Db, queue: Queue, now: Date) {
  const progressAt = sql<number>`coalesce(${sentimentRuns.updatedAt}, ${sentimentRuns.createdAt})`;
  const stuck = await db
    .select({ id: sentimentRuns.id, resends: sentimentRuns.resends, progressAt })
    .from(sentimentRuns)
    .where(and(inArray(sentimentRuns.status, ["queued", "running"]), sql`${progressAt} < ${stuckBefore(now).getTime()}`))
    .orderBy(asc(progressAt))
    .limit(JOB_WATCHDOG.perKindPerRun);
  const unchanged = (run: (typeof stuck)[number]) =>
    and(eq(sentimentRuns.id, run.id), sql`${progressAt} = ${run.progressAt}`, inArray(sentimentRuns.status, ["queued", "running"]));
  return resendOrFail(
    stuck,
    (run) => run.resends,
    async (run) =>
      (await db.update(sentimentRuns).set({ resends: run.resends + 1, updatedAt: now }).where(unchanged(run)).returning({ id: sentimentRuns.id })).length > 0,
    async (run) => {
      try {
        await queue.send({ kind: "sentiment", runId: run.id });
      } catch (error) {
        await failAnalysis(db, run.id, now);
        throw error;
      }
    },
    async (run) => {
      const ended = await db
        .update(sentimentRuns)
        .set({ status: "failed", error: ANALYSIS_FAILED_MESSAGE, finishedAt: now })
        .where(unchanged(run))
        .returning({ id: sentimentRuns.id });
      return ended.length > 0;
    },
  );
}

async function recoverGoogleSyncs(db: Db, queue: Queue, now: Date) {
  const stuck = await db
    .select({
      workspaceId: googleConnections.workspaceId,
      resends: googleConnections.syncResends,
      progress: googleConnections.syncProgress,
      updatedAt: googleConnections.updatedAt,
    })
    .from(googleConnections)
    .where(and(inArray(googleConnections.syncState, ["queued", "running"]), lt(googleConnections.updatedAt, stuckBefore(now))))
    .orderBy(asc(googleConnections.updatedAt))
    .limit(JOB_WATCHDOG.perKindPerRun);
  const unchanged = (c: (typeof stuck)[number]) =>
    and(eq(googleConnections.workspaceId, c.workspaceId), eq(googleConnections.updatedAt, c.updatedAt), inArray(googleConnections.syncState, ["queued", "running"]));
  return resendOrFail(
    stuck,
    // Progress that cannot be read cannot be re-sent: it goes straight to failed.
    (c) => (syncProgressSchema.safeParse(c.progress).success ? c.resends : JOB_WATCHDOG.maxResends),
    async (c) =>
      (await db.update(googleConnections).set({ syncResends: c.resends + 1, updatedAt: now }).where(unchanged(c)).returning({ id: googleConnections.workspaceId }))
        .length > 0,
    // The same run and step: a late original delivery and this one cannot both commit it.
    (c) => queueStepOrFail({ queue, db }, c.workspaceId, syncProgressSchema.parse(c.progress)),
    async (c) => {
      const still = await db.select({ id: googleConnections.workspaceId }).from(googleConnections).where(unchanged(c)).get();
      if (!still) return false;
      // Counted as a failed run: the cron backs off before trying this connection again.
      await failGoogleSync(db, c.workspaceId, GOOGLE_STUCK_MESSAGE, { final: true, now });
      return true;
    },
  );
}

/**
 * Idea batches run inside the cron, not on the queue: an attempt still 'running' this long was
 * killed with its Worker. It becomes a failed attempt; the hourly cron tries again until the
 * attempt cap, then the page says so (ideas.server's writeWeeklyBatches).
 */
async function recoverIdeaBatches(db: Db, now: Date) {
  const ended = await db
    .update(ideaBatchAttempts)
    .set({ state: "failed", error: IDEA_BATCH_STOPPED_ERROR, updatedAt: now })
    .where(and(eq(ideaBatchAttempts.state, "running"), lt(ideaBatchAttempts.updatedAt, stuckBefore(now))))
    .returning({ id: ideaBatchAttempts.workspaceId });
  return { resent: 0, failed: ended.length };
}
