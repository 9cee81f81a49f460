// The sync queue's consumer and the cron that keeps connected channels fresh.
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { z } from "zod";
import { type SyncMessage, failSyncJob, runSyncStep, sendOrFail } from "~/features/channel-data/index.server";
import {
  DAILY_REFRESH_AFTER_MS,
  ownChannelOf,
  pausedRowSql,
  retentionSettings,
  youtubeClientFor,
} from "~/features/channel-data/index.server";
import { YouTubeApiError } from "~/features/channel-data/index";
import { getDb } from "~/lib/db/client.server";
import { channels, syncJobs } from "~/features/channel-data/index.server";
import { workspaces } from "~/lib/auth/tables";
import { failAnalysis, forgetCommentScores, runAnalysisBatch } from "~/features/comment-sentiment/index.server";
import {
  failGoogleSync,
  googleDataState,
  googleSyncMessageSchema,
  reachMessageSchema,
  readReach,
  ownChannelAnalytics,
  runGoogleSyncStep,
} from "~/features/google-connection/index.server";
import { deleteStoreOf, storeDeletionMessage } from "~/features/housekeeping/index.server";
import { weeklyDigestMessage } from "~/features/reports/index.server";
import { log } from "~/lib/log.server";
import { consumeWeeklyDigest } from "./weekly-digest";

const messageSchema = z.object({ jobId: z.string().uuid() });
/** The next share of the channels due a refresh (the hourly cron starts the chain, each share queues the next). */
const refreshSharesSchema = z.object({ kind: z.literal("queue-refreshes") });
const sentimentSchema = z.object({ kind: z.literal("sentiment"), runId: z.string().uuid() });

// Matches max_retries in wrangler.toml: the last delivery marks the job failed.
const MAX_ATTEMPTS = 5;

export async function consumeSyncBatch(batch: MessageBatch<unknown>, env: Env) {
  const db = getDb(env);
  for (const message of batch.messages) {
    // The queue also carries comment-analysis batches.
    const sentiment = sentimentSchema.safeParse(message.body);
    if (sentiment.success) {
      await consumeSentimentMessage(db, env, message, sentiment.data.runId);
      continue;
    }
    // And the Google connection's Analytics backfill and daily steps.
    const google = googleSyncMessageSchema.safeParse(message.body);
    if (google.success) {
      await consumeGoogleMessage(db, env, message, google.data);
      continue;
    }
    // And the reach report's read (impressions and CTR from the Reporting API).
    const reach = reachMessageSchema.safeParse(message.body);
    if (reach.success) {
      await consumeReachMessage(db, env, message, reach.data.teamChannelId);
      continue;
    }
    // And the deletion of a gone workspace's store (housekeeping/store-deletions).
    const storeDeletion = storeDeletionMessage.safeParse(message.body);
    if (storeDeletion.success) {
      await consumeStoreDeletion(db, message, storeDeletion.data.teamChannelId);
      continue;
    }
    // And one workspace's weekly digest (features/reports, fanned out by the crons).
    const digest = weeklyDigestMessage.safeParse(message.body);
    if (digest.success) {
      await consumeWeeklyDigest(db, env, message, digest.data, MAX_ATTEMPTS);
      continue;
    }
    if (refreshSharesSchema.safeParse(message.body).success) {
      await consumeRefreshShare(env, message);
      continue;
    }
    const parsed = messageSchema.safeParse(message.body);
    if (!parsed.success) {
      log.error("job.sync-malformed-message", { id: message.id });
      message.ack();
      continue;
    }
    const { jobId } = parsed.data satisfies SyncMessage;
    const job = await db
      .select({ teamChannelId: syncJobs.teamChannelId, kind: syncJobs.kind })
      .from(syncJobs)
      .where(eq(syncJobs.id, jobId))
      .get();
    if (!job) {
      message.ack();
      continue;
    }
    try {
      await runSyncStep(
        {
          db,
          source: youtubeClientFor(env, db, job.teamChannelId, {
            feature: job.kind === "full" ? "channel-start" : "refresh",
          }),
          queue: env.SYNC_QUEUE,
          ownAnalytics: (teamChannelId, channelId) => ownChannelAnalytics(env, db, teamChannelId, channelId),
          forgetComments: forgetCommentScores,
          retention: { ...retentionSettings(env), authorised: await authorisedChannels(db, job.teamChannelId) },
        },
        jobId,
      );
      message.ack();
    } catch (error) {
      // Not configured, quota spent, channel gone: retrying cannot help. Say so on the page.
      if (error instanceof YouTubeApiError && error.status !== 502) {
        await failSyncJob(db, jobId, error.message);
        message.ack();
      } else if (message.attempts >= MAX_ATTEMPTS) {
        log.error("job.sync-failed", { jobId, error });
        await failSyncJob(db, jobId, "The sync stopped after repeated errors from YouTube. Please try again later.");
        message.ack();
      } else {
        // The step committed nothing, so the retry repeats it from the same cursor.
        message.retry({ delaySeconds: Math.min(300, 10 * 2 ** message.attempts) });
      }
    }
  }
}

/** The channels whose data the workspace's creator authorised: the own channel, while Google is connected. */
async function authorisedChannels(db: ReturnType<typeof getDb>, teamChannelId: string): Promise<string[]> {
  if ((await googleDataState(db, teamChannelId)) === "not-connected") return [];
  const own = await ownChannelOf(db, teamChannelId);
  return own ? [own.id] : [];
}

async function consumeReachMessage(
  db: ReturnType<typeof getDb>,
  env: Env,
  message: Message<unknown>,
  teamChannelId: string,
) {
  try {
    const run = await readReach({ env, db }, teamChannelId);
    log.info("job.google-reach", { teamChannelId, outcome: run.outcome, days: run.outcome === "read" ? run.days : 0 });
    message.ack();
  } catch (error) {
    // Nothing committed past the days already stored: a retry reads from the same day.
    const last = message.attempts >= MAX_ATTEMPTS;
    (last ? log.error : log.warn)("job.google-reach-failed", { teamChannelId, attempt: message.attempts, error });
    if (last) message.ack();
    else message.retry({ delaySeconds: Math.min(300, 10 * 2 ** message.attempts) });
  }
}

async function consumeStoreDeletion(db: ReturnType<typeof getDb>, message: Message<unknown>, teamChannelId: string) {
  try {
    await deleteStoreOf(db, teamChannelId);
    message.ack();
  } catch (error) {
    // Its row stays pending: the next hourly run sends it again even after the last retry.
    if (message.attempts >= MAX_ATTEMPTS) {
      log.error("job.store-deletion-failed", { teamChannelId, error });
      message.ack();
    } else message.retry({ delaySeconds: 10 * message.attempts });
  }
}

async function consumeSentimentMessage(
  db: ReturnType<typeof getDb>,
  env: Env,
  message: Message<unknown>,
  runId: string,
) {
  try {
    await runAnalysisBatch(db, env.SYNC_QUEUE, runId);
    message.ack();
  } catch (error) {
    if (message.attempts >= MAX_ATTEMPTS) {
      log.error("job.sentiment-failed", { runId, error });
      await failAnalysis(db, runId);
      message.ack();
    } else {
      message.retry({ delaySeconds: 5 * message.attempts });
    }
  }
}

async function consumeGoogleMessage(
  db: ReturnType<typeof getDb>,
  env: Env,
  message: Message<unknown>,
  body: Parameters<typeof runGoogleSyncStep>[1],
) {
  try {
    await runGoogleSyncStep({ env, db, queue: env.SYNC_QUEUE }, body);
    message.ack();
  } catch (error) {
    // The step committed nothing: its progress is where it was, so the retry repeats the step.
    // The page shows the failure meanwhile; a later success clears it.
    const last = message.attempts >= MAX_ATTEMPTS;
    // Never the token: errors from the Analytics client carry Google's status and message only.
    (last ? log.error : log.warn)("job.google-analytics-failed", {
      teamChannelId: body.teamChannelId,
      attempt: message.attempts,
      error,
    });
    await failGoogleSync(
      db,
      body.teamChannelId,
      last
        ? "The YouTube Analytics sync stopped after repeated errors; the daily sync will try again."
        : "A YouTube Analytics sync step failed; it will be retried shortly.",
      // The last delivery: the cron backs off before trying this connection again.
      { final: last },
    );
    if (last) message.ack();
    else message.retry({ delaySeconds: Math.min(300, 10 * 2 ** message.attempts) });
  }
}

/**
 * Channels queued for a refresh by one message. The hourly cron queues the first share and, when
 * it was full, a message for the next: the chain fans out until every channel due is queued, so
 * the refreshes keep up however many channels are followed (each is a few small queue steps, and a
 * channel another follower refreshed within the hour is only copied).
 */
export const REFRESH_PER_SHARE = 500;

/**
 * Queues a refresh (the feed, statistics due, new comments, then the workspace's copy) for active
 * real channels whose copy is most of a day old, up to one share; queues the next share when this
 * one was full. Sample data, paused competitors and channels past what their workspace's plan
 * includes are left alone.
 */
export async function queueChannelRefreshes(env: Env, now = new Date()) {
  const db = getDb(env);
  const due = await db
    .select({ teamChannelId: channels.teamChannelId, id: channels.id })
    .from(channels)
    .innerJoin(workspaces, eq(workspaces.id, channels.teamChannelId))
    .where(
      and(
        eq(workspaces.kind, "personal"),
        eq(channels.isActive, true),
        eq(channels.isSample, false),
        or(isNull(channels.lastSyncedAt), lt(channels.lastSyncedAt, new Date(now.getTime() - DAILY_REFRESH_AFTER_MS))),
        // A channel row past what its plan includes now is kept but not refreshed.
        sql`NOT ${pausedRowSql(now)}`,
        sql`NOT EXISTS (SELECT 1 FROM sync_jobs j WHERE j.workspace_id = ${channels.teamChannelId} AND j.channel_id = ${channels.id} AND j.status IN ('queued', 'running'))`,
      ),
    )
    .limit(REFRESH_PER_SHARE);
  let queued = 0;
  for (const channel of due) {
    const id = crypto.randomUUID();
    await db.insert(syncJobs).values({
      id,
      teamChannelId: channel.teamChannelId,
      channelId: channel.id,
      kind: "refresh",
      status: "queued",
      cursor: { stage: "feed" },
      updatedAt: now,
    });
    try {
      // Refused: that job is marked failed (the page says so) and the rest wait for the next run.
      await sendOrFail(db, env.SYNC_QUEUE, id);
    } catch (error) {
      log.error("job.channel-refresh-failed", { error });
      return queued;
    }
    queued++;
  }
  if (due.length === REFRESH_PER_SHARE) await env.SYNC_QUEUE.send({ kind: "queue-refreshes" });
  return queued;
}

async function consumeRefreshShare(env: Env, message: Message<unknown>) {
  try {
    await queueChannelRefreshes(env);
    message.ack();
  } catch (error) {
    if (message.attempts >= MAX_ATTEMPTS) {
      // The next hourly run starts a new chain.
      log.error("job.refresh-share-failed", { error });
      message.ack();
    } else message.retry({ delaySeconds: 10 * message.attempts });
  }
}
