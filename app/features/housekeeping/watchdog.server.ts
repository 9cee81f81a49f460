// The job watchdog (docs/decisions/008-job-watchdog.md), run by the hourly cron. Every kind of
// background job records when it last advanced; one that has not advanced for
// JOB_WATCHDOG.stuckAfterMs lost its message (the send failed, or the consumer was killed past
// the queue's retries). Its step is sent again, up to JOB_WATCHDOG.maxResends times since its last
// progress; then it is marked failed with a message its page shows, and the page's own button
// (connect again, Analyze, Generate New Ideas, connect with Google) starts it over.
//
// Each claim is a conditional UPDATE on the progress time read: a job that advanced meanwhile is
// left alone, and two overlapping runs cannot both re-send the same job. The reads, claims and
// failures are the job owners' own (stuck-*.server.ts in channel-data, comment-sentiment and
// google-connection; content-ideas' failStuckIdeaAttempts): this module decides only when.
import { claimStuckSync, failStuckSync, sendOrFail, stuckSyncs } from "~/features/channel-data/index.server";
import { claimStuckRun, failAnalysis, failStuckRun, stuckRuns } from "~/features/comment-sentiment/index.server";
import { failStuckIdeaAttempts } from "~/features/content-ideas/index.server";
import {
  claimStuckGoogleSync,
  failGoogleSync,
  GOOGLE_STUCK_MESSAGE,
  isStillStuck,
  queueStepOrFail,
  stuckGoogleSyncs,
  syncProgressSchema,
} from "~/features/google-connection/index.server";
import type { Db } from "~/lib/db/client.server";
import { log } from "~/lib/log.server";
import { JOB_WATCHDOG, stuckBefore } from "~/lib/job-policy";

export const SYNC_STUCK_MESSAGE = "The sync stopped responding.";

/** What one watchdog run did, per kind of job. */
export type WatchdogCounts = Record<
  "channelSyncs" | "sentimentRuns" | "googleSyncs" | "ideaBatches",
  { resent: number; failed: number }
>;

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
  const stuck = await stuckSyncs(db, stuckBefore(now), JOB_WATCHDOG.perKindPerRun);
  return resendOrFail(
    stuck,
    (job) => job.resends,
    (job) => claimStuckSync(db, job, now),
    (job) => sendOrFail(db, queue, job.id),
    (job) => failStuckSync(db, job, now, SYNC_STUCK_MESSAGE),
  );
}

async function recoverSentimentRuns(db: Db, queue: Queue, now: Date) {
  const stuck = await stuckRuns(db, stuckBefore(now), JOB_WATCHDOG.perKindPerRun);
  return resendOrFail(
    stuck,
    (run) => run.resends,
    (run) => claimStuckRun(db, run, now),
    async (run) => {
      try {
        await queue.send({ kind: "sentiment", runId: run.id });
      } catch (error) {
        await failAnalysis(db, run.id, now);
        throw error;
      }
    },
    (run) => failStuckRun(db, run, now),
  );
}

async function recoverGoogleSyncs(db: Db, queue: Queue, now: Date) {
  const stuck = await stuckGoogleSyncs(db, stuckBefore(now), JOB_WATCHDOG.perKindPerRun);
  return resendOrFail(
    stuck,
    // Progress that cannot be read cannot be re-sent: it goes straight to failed.
    (c) => (syncProgressSchema.safeParse(c.progress).success ? c.resends : JOB_WATCHDOG.maxResends),
    (c) => claimStuckGoogleSync(db, c, now),
    // The same run and step: a late original delivery and this one cannot both commit it.
    (c) => queueStepOrFail({ queue, db }, c.teamChannelId, syncProgressSchema.parse(c.progress)),
    async (c) => {
      if (!(await isStillStuck(db, c))) return false;
      // Counted as a failed run: the cron backs off before trying this connection again.
      await failGoogleSync(db, c.teamChannelId, GOOGLE_STUCK_MESSAGE, { final: true, now });
      return true;
    },
  );
}

/**
 * Idea batches run inside the cron, not on the queue: an attempt still 'running' this long was
 * killed with its Worker. It becomes a failed attempt; the hourly cron tries again until the
 * attempt cap, then the page says so (ideas.engines.server's writeWeeklyBatches).
 */
async function recoverIdeaBatches(db: Db, now: Date) {
  return { resent: 0, failed: await failStuckIdeaAttempts(db, stuckBefore(now), now) };
}
