// The Google connection's data: a backfill of the last three years on connect, then a daily step
// for the days since the last one, both as a chain of queue steps. Each step reads one window of
// days (then the per-video totals, then the first days of a batch of uploads) from reports.query,
// writes its rows to the workspace's own store in one batch (one transaction, decision 012), then
// commits its progress in the control D1 and queues the next step: a step that failed before its
// progress committed is retried by the queue from the saved progress, and writes its rows again.
// Rows are upserts keyed as the tables are (workspace, video, date), and a window's traffic
// sources are replaced whole, so a step that runs twice writes no duplicate rows.
//
// Rows carry source 'google'. Metrics reports.query does not give (impressions, CTR, unique
// viewers) stay null, never zero. A day or video that already has a Studio-import row keeps it:
// the creator uploaded it on purpose and it carries the metrics the API lacks.
import { and, asc, eq, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { z } from "zod";
import { type AccessToken, accessTokenFor } from "~/features/google-connection/tokens.server";
import { stuckBefore } from "~/lib/job-policy";
import type { Db } from "~/lib/db/client.server";
import { isAppError } from "~/lib/errors";
import { type StoreDb, workspaceDb } from "~/lib/db/workspace-db.server";
import {
  googleDayWrites,
  googleTrafficWrites,
  googleVideoDayWrites,
  googleVideoWrites,
  ownUploadsListing,
  type UploadForGoogleDays,
  uploadsForGoogleDays,
} from "~/features/channel-data/index.server";
import { type AnalyticsMetrics, FIRST_MONTH_DAYS, firstDaysOf } from "~/features/channel-data/index";
import { googleConnections } from "../tables";
import { analyticsClientFor } from "./analytics-for-env.server";
import {
  AnalyticsApiError,
  type AnalyticsClient,
  type FetchLike,
  type ReportQuery,
  type ReportRow,
  numberOf,
  textOf,
} from "./client";
import { type ReportName, reports } from "./reports";

/** Days per step: a quarter keeps each step's batch well inside D1's limits (≈ 60 statements). */
export const WINDOW_DAYS = 90;
/** How far back the backfill reaches on connect. */
export const BACKFILL_YEARS = 3;
/**
 * YouTube's figures for the most recent days are still settling when first read, so each daily
 * run reads again the days from yesterday minus this many (upserts make the overlap harmless).
 */
export const SETTLING_DAYS = 2;
/**
 * Connections the sync cron queues per run, those synced least recently first; the hourly runs
 * continue with the rest, so every connection is reached however many there are.
 */
export const DAILY_PER_RUN = 200;
/**
 * Uploads whose first days one step reads: reports.query has no day × video report for a channel,
 * so each upload is one call, and a step's calls stay well inside a Worker's subrequest budget.
 */
export const VIDEO_DAYS_PER_STEP = 25;
/**
 * The newest uploads whose first days are read: the tools compare at most the newest 300 (the
 * optimizer) or two years (the dashboard), and 300 × 28 days bounds the rows a connection adds.
 */
export const VIDEO_DAYS_UPLOADS = 300;
/** After a run ends failed, the cron waits 1 h, 2 h, 4 h… (at most 3 days) before the next. */
export const BACKOFF = { baseMs: 60 * 60 * 1000, maxMs: 3 * 86_400_000 } as const;

const NOT_QUEUED_MESSAGE = "The YouTube Analytics sync could not be queued; it will be tried again automatically.";
export const GOOGLE_STUCK_MESSAGE =
  "The YouTube Analytics sync stopped responding. It will be tried again automatically, or connect with Google again in Account Settings to retry now.";

// The words a revoked grant's connection records (the status endpoint and the account page compare them).
export { RECONNECT_MESSAGE } from "../messages";

export const googleSyncMessageSchema = z.object({
  kind: z.literal("google-analytics"),
  teamChannelId: z.string().min(1).max(100),
  run: z.string().uuid(),
  step: z.number().int().min(0).max(10_000),
});
export type GoogleSyncMessage = z.infer<typeof googleSyncMessageSchema>;

const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
export const syncProgressSchema = z.object({
  run: z.string().uuid(),
  kind: z.enum(["backfill", "daily"]),
  from: dateSchema,
  to: dateSchema,
  /** The first day of the next window; null once every window is in (only the per-video steps are left). */
  next: dateSchema.nullable(),
  videosDone: z.boolean(),
  /**
   * Each upload's first days (per-video daily views) read: the last steps of a run. A run saved
   * before these steps existed has none to do (the next run reads them).
   */
  videoDaysDone: z.boolean().default(true),
  /** The last upload (publication ms and id, oldest first) whose days this run has read. */
  videoDaysAfter: z.string().max(200).nullable().default(null),
  stepsDone: z.number().int().min(0),
  stepsTotal: z.number().int().min(1),
});
export type SyncProgress = z.infer<typeof syncProgressSchema>;

/** Every step of the run is done. */
export const isFinished = (p: SyncProgress) => p.next === null && p.videosDone && p.videoDaysDone;

export type GoogleSyncQueue = {
  send(message: GoogleSyncMessage, options?: { delaySeconds?: number }): Promise<unknown>;
};

/** How long a first-days step waits, re-queued, while the channel's first sync still lists its uploads. */
export const UPLOADS_WAIT_SECONDS = 60;

export type GoogleSyncDeps = {
  env: Env;
  db: Db;
  queue: GoogleSyncQueue;
  /** Overrides the Analytics transport (tests inject failures). */
  fetch?: FetchLike;
  /** Overrides where the access token comes from (tests); the real one refreshes and detects revoked grants. */
  tokenFor?: typeof accessTokenFor;
};

const DAY_MS = 86_400_000;
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (date: string) => Date.parse(`${date}T00:00:00.000Z`);
export const addDays = (date: string, days: number) => isoDate(dayMs(date) + days * DAY_MS);
const daysBetween = (from: string, to: string) => Math.round((dayMs(to) - dayMs(from)) / DAY_MS) + 1;

/** Yesterday in UTC: the newest day the API reports in full. */
export const yesterdayOf = (now: Date) => isoDate(now.getTime() - DAY_MS);

function newProgress(kind: SyncProgress["kind"], from: string, to: string): SyncProgress {
  const days = Math.max(0, daysBetween(from, to));
  return {
    run: crypto.randomUUID(),
    kind,
    from,
    to,
    next: days > 0 ? from : null,
    videosDone: false,
    videoDaysDone: false,
    videoDaysAfter: null,
    stepsDone: 0,
    // The windows, the per-video totals and at least one step of uploads' first days (the step
    // that reads them knows how many more it needs and raises the total).
    stepsTotal: Math.ceil(days / WINDOW_DAYS) + 2,
  };
}

async function queueStep(deps: Pick<GoogleSyncDeps, "queue">, teamChannelId: string, progress: SyncProgress) {
  await deps.queue.send({ kind: "google-analytics", teamChannelId, run: progress.run, step: progress.stepsDone });
}

/**
 * Queues the run's next step; when the queue refuses, the sync is marked failed (the Account page
 * says so and the cron picks it up again) instead of staying "queued" with no message. Rethrows.
 */
export async function queueStepOrFail(
  deps: Pick<GoogleSyncDeps, "queue" | "db">,
  teamChannelId: string,
  progress: SyncProgress,
) {
  try {
    await queueStep(deps, teamChannelId, progress);
  } catch (error) {
    await failGoogleSync(deps.db, teamChannelId, NOT_QUEUED_MESSAGE);
    throw error;
  }
}

/**
 * Starts the sync for a workspace just connected (the OAuth callback calls it): the three-year
 * backfill on a first connection; on a reconnect, the saved progress resumes (an unfinished run)
 * or the days since syncedThrough are read (a finished one), so nothing is fetched twice.
 * False when the workspace has no connection.
 */
export async function startGoogleBackfill(
  env: Env,
  db: Db,
  teamChannelId: string,
  now = new Date(),
  queue: GoogleSyncQueue = env.SYNC_QUEUE,
) {
  const row = await db
    .select({ syncProgress: googleConnections.syncProgress, syncedThrough: googleConnections.syncedThrough })
    .from(googleConnections)
    .where(eq(googleConnections.teamChannelId, teamChannelId))
    .get();
  if (!row) return false;
  const yesterday = yesterdayOf(now);
  const saved = syncProgressSchema.safeParse(row.syncProgress);
  let progress: SyncProgress;
  if (saved.success && !isFinished(saved.data)) {
    // A new run id: a message of the interrupted run still in the queue is then stale.
    progress = { ...saved.data, run: crypto.randomUUID() };
  } else if (row.syncedThrough) {
    progress = continuation(row.syncedThrough, yesterday);
  } else {
    progress = newProgress("backfill", addDays(yesterday, -(365 * BACKFILL_YEARS) + 1), yesterday);
  }
  // A new grant may carry scopes the old one lacked: let every report be tried again.
  await db
    .update(googleConnections)
    .set({
      syncState: "queued",
      syncProgress: progress,
      syncError: null,
      unavailable: [],
      syncResends: 0,
      updatedAt: now,
    })
    .where(eq(googleConnections.teamChannelId, teamChannelId));
  await queueStepOrFail({ queue, db }, teamChannelId, progress);
  return true;
}

/** The days after syncedThrough to yesterday, re-reading the settling days. */
function continuation(syncedThrough: string, yesterday: string): SyncProgress {
  const settling = addDays(yesterday, -SETTLING_DAYS);
  const after = addDays(syncedThrough, 1);
  return newProgress("daily", after < settling ? after : settling, yesterday);
}

/**
 * Marks the sync failed with a message the Account page can show; the queue may still retry the
 * step. `final` when nothing will retry it: the failure is counted and the cron backs off.
 */
export async function failGoogleSync(
  db: Db,
  teamChannelId: string,
  message: string,
  options: { final?: boolean; now?: Date } = {},
) {
  const now = options.now ?? new Date();
  const backoff = options.final
    ? {
        syncFailures: sql`${googleConnections.syncFailures} + 1`,
        nextSyncAt: sql`${now.getTime()} + min(${BACKOFF.maxMs}, ${BACKOFF.baseMs} * (1 << min(20, ${googleConnections.syncFailures})))`,
      }
    : {};
  await db
    .update(googleConnections)
    .set({ syncState: "failed", syncError: message, updatedAt: now, ...backoff })
    .where(eq(googleConnections.teamChannelId, teamChannelId));
}

export type StepOutcome = "done" | "queued-next" | "waiting" | "stale" | "no-connection" | "token-refused";

/** One queue step. Throws on a failure the queue should retry (network, 5xx, 401 mid-step). */
export async function runGoogleSyncStep(deps: GoogleSyncDeps, message: GoogleSyncMessage): Promise<StepOutcome> {
  const { db, env } = deps;
  const connection = await db
    .select()
    .from(googleConnections)
    .where(eq(googleConnections.teamChannelId, message.teamChannelId))
    .get();
  if (!connection) return "no-connection";
  const parsed = syncProgressSchema.safeParse(connection.syncProgress);
  // A message from an earlier run, or a step already committed (a redelivery): nothing to do.
  if (!parsed.success || parsed.data.run !== message.run || parsed.data.stepsDone !== message.step) return "stale";
  const progress = parsed.data;
  if (isFinished(progress)) return "stale";

  let token: AccessToken;
  try {
    token = await (deps.tokenFor ?? accessTokenFor)(env, db, message.teamChannelId);
  } catch (error) {
    // No token to give (revoked, gone, not configured): its words end the run; Google unreachable is retried.
    if (!isAppError(error)) throw error;
    await failGoogleSync(db, message.teamChannelId, error.message, { final: true });
    return "token-refused";
  }
  await db
    .update(googleConnections)
    .set({ syncState: "running", updatedAt: new Date() })
    .where(eq(googleConnections.teamChannelId, message.teamChannelId));

  // Each upload's first days need the upload list: on a channel connected with Google, the
  // channel's own first sync may still be listing it. The step is sent again a minute later,
  // unchanged (its progress is not committed), until the list is there.
  if (progress.next === null && progress.videosDone && (await ownUploadsListing(db, message.teamChannelId))) {
    await deps.queue.send(message, { delaySeconds: UPLOADS_WAIT_SECONDS });
    return "waiting";
  }
  const client = analyticsClientFor(env, token.token, deps.fetch);
  const unavailable = new Set(connection.unavailable);
  const wantRevenue = token.includeRevenue && !unavailable.has("revenue");
  const store = workspaceDb(db, message.teamChannelId);
  const context: StepContext = { store, client, teamChannelId: message.teamChannelId, unavailable, wantRevenue };

  let writes: BatchItem<"sqlite">[];
  let next: SyncProgress;
  let syncedThrough = connection.syncedThrough;
  if (progress.next !== null) {
    const end = [addDays(progress.next, WINDOW_DAYS - 1), progress.to].sort()[0]!;
    writes = await windowWrites(context, { startDate: progress.next, endDate: end });
    const after = addDays(end, 1);
    next = { ...progress, next: after > progress.to ? null : after, stepsDone: progress.stepsDone + 1 };
    syncedThrough = end;
  } else if (!progress.videosDone) {
    // The per-video totals over the whole connection period, refreshed on every run.
    const from = addDays(progress.to, -(365 * BACKFILL_YEARS) + 1);
    writes = await videoWrites(context, { startDate: from, endDate: progress.to });
    next = { ...progress, videosDone: true, stepsDone: progress.stepsDone + 1 };
  } else {
    const batch = await videoDayWrites(context, progress);
    writes = batch.writes;
    next = {
      ...progress,
      videoDaysDone: batch.left === 0,
      videoDaysAfter: batch.after,
      stepsDone: progress.stepsDone + 1,
      stepsTotal: Math.max(progress.stepsTotal, progress.stepsDone + 1 + Math.ceil(batch.left / VIDEO_DAYS_PER_STEP)),
    };
  }
  const finished = isFinished(next);
  // The rows first, in the store: the progress that skips them is saved only once they are there.
  const [firstWrite, ...moreWrites] = writes;
  if (firstWrite) await store.batch([firstWrite, ...moreWrites]);
  await db.batch([
    db
      .update(googleConnections)
      .set({
        syncProgress: next,
        syncState: finished ? "done" : "running",
        syncError: null,
        syncedThrough,
        unavailable: [...unavailable].sort(),
        // Progress: the watchdog's re-sends start over; a finished run ends any backoff.
        syncResends: 0,
        ...(finished ? { syncFailures: 0, nextSyncAt: null } : {}),
        updatedAt: new Date(),
      })
      .where(eq(googleConnections.teamChannelId, message.teamChannelId)),
  ]);
  if (finished) return "done";
  await queueStep(deps, message.teamChannelId, next);
  return "queued-next";
}

type StepContext = {
  /** The workspace's own store, where its analytics rows are written. */
  store: StoreDb;
  client: AnalyticsClient;
  teamChannelId: string;
  unavailable: Set<string>;
  wantRevenue: boolean;
};

/**
 * The report's rows, or null when the API refused it for this channel: then its name goes into
 * `unavailable` and the step carries on. Any other failure throws, so the queue retries the step.
 */
async function fetchOrRefused(ctx: StepContext, name: ReportName, query: ReportQuery): Promise<ReportRow[] | null> {
  try {
    return await ctx.client.query(query);
  } catch (error) {
    if (error instanceof AnalyticsApiError && error.refused) {
      ctx.unavailable.add(name);
      return null;
    }
    throw error;
  }
}

type Metrics = AnalyticsMetrics;

const round2 = (x: number) => Math.round(x * 100) / 100;

function coreMetrics(row: ReportRow): Metrics {
  const minutes = numberOf(row, "estimatedMinutesWatched");
  return {
    views: numberOf(row, "views"),
    watchTimeHours: minutes === null ? null : round2(minutes / 60),
    averageViewDurationSeconds: numberOf(row, "averageViewDuration"),
    averagePercentageViewed: numberOf(row, "averageViewPercentage"),
    // Not in reports.query: null, never zero.
    impressions: null,
    impressionsCtr: null,
    uniqueViewers: null,
    subscribersGained: numberOf(row, "subscribersGained"),
    subscribersLost: numberOf(row, "subscribersLost"),
    estimatedRevenue: null,
    rpm: null,
    cpm: null,
  };
}

/** Revenue columns from a monetary row; RPM = revenue ÷ views × 1,000 (the API has no RPM metric). */
function moneyMetrics(
  row: ReportRow | undefined,
  views: number | null,
): Pick<Metrics, "estimatedRevenue" | "rpm" | "cpm"> {
  if (!row) return { estimatedRevenue: null, rpm: null, cpm: null };
  const revenue = numberOf(row, "estimatedRevenue");
  return {
    estimatedRevenue: revenue,
    rpm: revenue !== null && views !== null && views > 0 ? round2((revenue / views) * 1000) : null,
    // The column means cost per 1,000 monetised playbacks (as Studio's playback-based CPM).
    cpm: numberOf(row, "playbackBasedCpm"),
  };
}

async function windowWrites(
  ctx: StepContext,
  window: { startDate: string; endDate: string },
): Promise<BatchItem<"sqlite">[]> {
  const { store, teamChannelId } = ctx;
  const days = ctx.unavailable.has("channelDays")
    ? null
    : await fetchOrRefused(ctx, "channelDays", reports.channelDays(window));
  const money = ctx.wantRevenue ? await fetchOrRefused(ctx, "revenue", reports.revenueDays(window)) : null;
  const traffic = ctx.unavailable.has("trafficSources")
    ? null
    : await fetchOrRefused(ctx, "trafficSources", reports.trafficSources(window));

  const moneyByDay = new Map((money ?? []).map((r) => [textOf(r, "day"), r]));
  const dayRows: (Metrics & { date: string })[] = [];
  for (const row of days ?? []) {
    const date = textOf(row, "day");
    if (!date) continue;
    const core = coreMetrics(row);
    dayRows.push({ date, ...core, ...moneyMetrics(moneyByDay.get(date), core.views ?? null) });
  }
  const writes = googleDayWrites(store, teamChannelId, dayRows);

  if (traffic) {
    const rows: { date: string; sourceType: string; views: number; watchMinutes: number | null }[] = [];
    for (const row of traffic) {
      const date = textOf(row, "day");
      const sourceType = textOf(row, "insightTrafficSourceType");
      const views = numberOf(row, "views");
      if (!date || !sourceType || views === null) continue;
      rows.push({ date, sourceType, views, watchMinutes: numberOf(row, "estimatedMinutesWatched") });
    }
    writes.push(...googleTrafficWrites(store, teamChannelId, window, rows));
  }
  return writes;
}

async function videoWrites(
  ctx: StepContext,
  window: { startDate: string; endDate: string },
): Promise<BatchItem<"sqlite">[]> {
  const { store, teamChannelId } = ctx;
  const top = ctx.unavailable.has("videos") ? null : await fetchOrRefused(ctx, "videos", reports.videos(window));
  const money = ctx.wantRevenue ? await fetchOrRefused(ctx, "revenue", reports.revenueVideos(window)) : null;
  const moneyByVideo = new Map((money ?? []).map((r) => [textOf(r, "video"), r]));
  const now = new Date();
  const rows: (Metrics & { videoId: string })[] = [];
  for (const row of top ?? []) {
    const videoId = textOf(row, "video");
    if (!videoId) continue;
    const core = coreMetrics(row);
    rows.push({ videoId, ...core, ...moneyMetrics(moneyByVideo.get(videoId), core.views ?? null) });
  }
  return googleVideoWrites(store, teamChannelId, rows, now);
}

/** An upload's place in the oldest-first order the first-days steps walk: publication ms, then id. */
const uploadKey = (u: UploadForGoogleDays) => `${String(u.publishedAt.getTime()).padStart(15, "0")}:${u.id}`;

/**
 * The days of an upload's first month this run should read (through yesterday at most), or null
 * when they are all stored and settled. Days still settling are read again on every run.
 */
function daysToRead(u: UploadForGoogleDays, yesterday: string): { startDate: string; endDate: string } | null {
  const { from, to } = firstDaysOf(u.publishedAt, FIRST_MONTH_DAYS);
  if (from > yesterday) return null;
  const endDate = to < yesterday ? to : yesterday;
  const settled = endDate < addDays(yesterday, -SETTLING_DAYS);
  if (settled && u.newestDay !== null && u.newestDay >= endDate) return null;
  return { startDate: from, endDate };
}

/**
 * One step of uploads' first days: up to VIDEO_DAYS_PER_STEP of the newest VIDEO_DAYS_UPLOADS own
 * uploads that still lack some, oldest first from where the run stopped. A day the report leaves
 * out before its newest day, or any day of a window that has settled, had no views (reports.query
 * sends no row for it) and is stored as 0, so the upload counts as read; days after the report's
 * newest one in a window still settling are left for the next run.
 */
async function videoDayWrites(
  ctx: StepContext,
  progress: SyncProgress,
): Promise<{ writes: BatchItem<"sqlite">[]; after: string | null; left: number }> {
  if (ctx.unavailable.has("videoDays")) return { writes: [], after: progress.videoDaysAfter, left: 0 };
  const fromMs = dayMs(addDays(progress.to, -(365 * BACKFILL_YEARS) + 1));
  const toMs = dayMs(progress.to) + DAY_MS - 1;
  const uploads = await uploadsForGoogleDays(ctx.store, ctx.teamChannelId, {
    fromMs,
    toMs,
    limit: VIDEO_DAYS_UPLOADS,
  });
  const pending = uploads
    .filter((u) => progress.videoDaysAfter === null || uploadKey(u) > progress.videoDaysAfter)
    .map((u) => ({ upload: u, window: daysToRead(u, progress.to) }))
    .filter((p): p is { upload: UploadForGoogleDays; window: { startDate: string; endDate: string } } => !!p.window);
  const batch = pending.slice(0, VIDEO_DAYS_PER_STEP);
  const writes: BatchItem<"sqlite">[] = [];
  let after = progress.videoDaysAfter;
  for (const { upload, window } of batch) {
    const rows = await fetchOrRefused(ctx, "videoDays", reports.videoDays(upload.id, window));
    if (rows === null) return { writes, after, left: 0 };
    const byDay = new Map<string, ReportRow>();
    for (const row of rows) {
      const date = textOf(row, "day");
      if (date && date >= window.startDate && date <= window.endDate) byDay.set(date, row);
    }
    const newest = [...byDay.keys()].sort().at(-1) ?? null;
    const settled = window.endDate < addDays(progress.to, -SETTLING_DAYS);
    const through = settled ? window.endDate : newest;
    const days: { date: string; views: number; watchTimeHours: number | null }[] = [];
    for (let date = window.startDate; through !== null && date <= through; date = addDays(date, 1)) {
      const row = byDay.get(date);
      const minutes = row ? numberOf(row, "estimatedMinutesWatched") : null;
      days.push({
        date,
        views: (row ? numberOf(row, "views") : null) ?? 0,
        watchTimeHours: minutes === null ? null : round2(minutes / 60),
      });
    }
    writes.push(...googleVideoDayWrites(ctx.store, ctx.teamChannelId, upload.id, days));
    after = uploadKey(upload);
  }
  return { writes, after, left: pending.length - batch.length };
}

/**
 * The sync cron (daily, and each hourly run for the connections the last one did not reach): for
 * up to DAILY_PER_RUN active connections not syncing, not backing off after a failure and not yet
 * synced through yesterday, least recently synced first, queues the days from syncedThrough + 1
 * (at the latest yesterday − SETTLING_DAYS) to yesterday; a failed run resumes from its saved
 * progress instead, under a new run id. A stuck run is the watchdog's (housekeeping/watchdog).
 * Returns how many connections were queued.
 */
export async function dailyGoogleSync(
  env: Env,
  db: Db,
  now = new Date(),
  queue: GoogleSyncQueue = env.SYNC_QUEUE,
): Promise<number> {
  const yesterday = yesterdayOf(now);
  const due = await db
    .select({
      teamChannelId: googleConnections.teamChannelId,
      syncState: googleConnections.syncState,
      syncProgress: googleConnections.syncProgress,
      syncedThrough: googleConnections.syncedThrough,
    })
    .from(googleConnections)
    .where(
      and(
        eq(googleConnections.status, "active"),
        or(isNull(googleConnections.nextSyncAt), lte(googleConnections.nextSyncAt, now)),
        // Up to date ones are left out here, not skipped below: they would fill the page every run.
        or(
          // Failed and quiet for a while: the queue's own retries of the step are over.
          and(eq(googleConnections.syncState, "failed"), lt(googleConnections.updatedAt, stuckBefore(now))),
          and(
            eq(googleConnections.syncState, "done"),
            or(isNull(googleConnections.syncedThrough), lt(googleConnections.syncedThrough, yesterday)),
          ),
        ),
      ),
    )
    // Never synced (null) first, then the longest ago; updated_at and the id break ties.
    .orderBy(
      asc(googleConnections.syncedThrough),
      asc(googleConnections.updatedAt),
      asc(googleConnections.teamChannelId),
    )
    .limit(DAILY_PER_RUN);
  let queued = 0;
  for (const connection of due) {
    const saved = syncProgressSchema.safeParse(connection.syncProgress);
    let progress: SyncProgress;
    if (connection.syncState !== "done" && saved.success && !isFinished(saved.data)) {
      progress = { ...saved.data, run: crypto.randomUUID() };
    } else if (connection.syncedThrough && connection.syncedThrough >= yesterday) {
      continue;
    } else if (connection.syncedThrough) {
      progress = continuation(connection.syncedThrough, yesterday);
    } else {
      progress = newProgress("backfill", addDays(yesterday, -(365 * BACKFILL_YEARS) + 1), yesterday);
    }
    await db
      .update(googleConnections)
      .set({ syncState: "queued", syncProgress: progress, syncResends: 0, updatedAt: now })
      .where(eq(googleConnections.teamChannelId, connection.teamChannelId));
    // Refused: this one is marked failed again and the rest wait for the next run.
    await queueStepOrFail({ queue, db }, connection.teamChannelId, progress);
    queued++;
  }
  return queued;
}
