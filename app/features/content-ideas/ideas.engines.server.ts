// The Content Idea Generator's service: builds a batch of ideas from the workspace's evidence
// (evidence.server.ts → the pure engine → the forecaster for each idea's views), stores it in
// idea_batches with running totals, and serves the page, the API, dismissals, the idea behind
// "save to series" (the route hands it to the Series Planner) and the weekly cron. The batches and
// dismissals live in the workspace's own store (workspaceDb, decision 012); the weekly job's
// bookkeeping (idea_batch_attempts) in the control database.
import { and, asc, count, desc, eq, gte, lt, sql } from "drizzle-orm";
import { forecastForWorkspace } from "~/features/video-forecast/index.server";
import { recordSuggestions } from "~/features/track-record/index.server";
import type { Db } from "~/lib/db/client.server";
import { workspaceDb } from "~/lib/db/workspace-db.server";
import { teamOwnerOf } from "~/lib/auth/workspace-owner.server";
import { AppError } from "~/lib/errors";
import { yieldToRequests } from "~/lib/yield-to-requests";
import { compactNumber } from "~/lib/format";
import { hasOwnChannelSql, ownChannelOf } from "~/features/channel-data/index.server";
import { ideaBatchAttempts } from "./tables";
import { ideaBatches, ideaDismissals } from "./store-tables";
import { workspaces } from "~/lib/auth/tables";
import { generateIdeas, isoWeek, isoWeekStart, keyTerms, nextCronRun, sameTopic } from "./engine";
import { type CommentQueue, dismissedKeys, gatherEvidence, newestBatchKeys } from "./evidence.server";
import {
  IDEA_NOT_FOUND_ERROR,
  MANUAL_BATCHES_PER_DAY,
  NOT_FORECAST,
  NO_CHANNEL_ERROR,
  RATE_LIMIT_ERROR,
  WEEKLY_BATCH_FAILED_ERROR,
} from "./messages";
import { BATCHES_PER_RUN, HOURLY_CRON, WEEKLY_IDEAS_CRON } from "./batch-schedule";
import type { ContentIdea, IdeaBatch, IdeaForecast, IdeaStats, StoredAnalyzed } from "./idea-shapes";
import { typicalRangeNote } from "./forecast-note";
import { log } from "~/lib/log.server";

export type { ContentIdea, IdeaBatch, IdeaStats, StoredAnalyzed };

/** The time zone the workspace's owner chose (Dashboard or Account Settings); UTC until then. */
async function ownerTimeZone(db: Db, teamChannelId: string): Promise<string> {
  return (await teamOwnerOf(db, teamChannelId))?.timeZone ?? "UTC";
}

function rangeText(min: number, max: number): string {
  return `${compactNumber(min)}–${compactNumber(max)}`;
}

async function forecastOf(
  db: Db,
  teamChannelId: string,
  title: string,
  topic: string,
  now: Date,
): Promise<ContentIdea["forecast"]> {
  try {
    const result = await forecastForWorkspace(db, teamChannelId, { title, topic }, now);
    const { min, expected, max } = result.forecast.predictedViews;
    // The channel's median issued (the forecaster's backtest found no effect that beats it, or a
    // few uploads' median alone): nothing in it came from this idea.
    const typical =
      result.forecast.probabilityCheck?.isMedian === true ||
      (result.basis === "channel" && result.details.candidate !== "full");
    return [min, expected, max].every((x) => Number.isFinite(x))
      ? { min, expected, max, perIdea: !typical, typicalOf: result.details.recentUploads }
      : null;
  } catch {
    // The forecaster refuses channels without enough history; the idea says so instead.
    return null;
  }
}

export type BatchOutcome = { batch: IdeaBatch | null; missing: string[] };

/**
 * Builds a batch for the workspace and stores it. Manual batches are refused past
 * MANUAL_BATCHES_PER_DAY a day; a manual batch with no idea is not stored (the current ideas
 * stay). A cron batch is stored once per ISO week (the unique cron_week), even when empty.
 */
export async function generateBatch(
  db: Db,
  teamChannelId: string,
  now: Date,
  options: { source: "manual" | "cron"; isDemo: boolean; commentQueue?: CommentQueue },
): Promise<BatchOutcome> {
  if (options.source === "manual" && (await manualBatchesToday(db, teamChannelId, now)) >= MANUAL_BATCHES_PER_DAY)
    throw new AppError("rate-limited", RATE_LIMIT_ERROR);
  // Cron runs leave comment scoring to Comment Sentiment: their work per invocation stays bounded.
  const commentQueue = options.source === "manual" ? (options.commentQueue ?? null) : null;
  const evidence = await gatherEvidence(db, teamChannelId, now, { isDemo: options.isDemo, commentQueue });
  if (!evidence) throw new AppError("no-channel", NO_CHANNEL_ERROR);
  const [previousKeys, timeZone] = await Promise.all([
    newestBatchKeys(db, teamChannelId),
    ownerTimeZone(db, teamChannelId),
  ]);
  await yieldToRequests();
  const out = generateIdeas({ ...evidence.input, now: now.toISOString(), previousKeys, timeZone });
  if (out.ideas.length === 0 && options.source === "manual") return { batch: null, missing: evidence.missing };

  const ideas: ContentIdea[] = [];
  // One at a time: each forecast reads the channel's history, and D1 serves one query at a time
  // anyway. The thread goes to other requests before each (a forecast is a backtest: the batch
  // is seconds of work when the demo showcase makes it in the background).
  for (const idea of out.ideas) {
    await yieldToRequests();
    const forecast = await forecastOf(db, teamChannelId, idea.title, idea.topic, now);
    ideas.push({
      id: crypto.randomUUID(),
      title: idea.title,
      reasoning: idea.reasoning,
      trendScore: idea.trendScore,
      difficulty: idea.difficulty,
      estimatedViews: forecast ? rangeText(forecast.min, forecast.max) : NOT_FORECAST,
      bestUploadTime: out.uploadTime.text,
      bestUploadSlot: out.uploadTime.slot,
      tags: idea.tags,
      evidence: idea.evidence,
      topic: idea.topic,
      topicKey: idea.topicKey,
      score: idea.score,
      demand: idea.demand,
      freshness: idea.freshness,
      scoreParts: idea.scoreParts,
      difficultyReason: idea.difficultyReason,
      titleNote: idea.titleNote,
      titlePatterns: idea.titlePatterns,
      forecast,
      evidenceStrength: idea.evidenceStrength,
      thinEvidence: idea.thinEvidence,
      rankReason: idea.rankReason,
    });
  }
  // Ideas whose forecasts came out identical were not told apart, whatever the forecaster used.
  const forecasts = ideas.map((i) => i.forecast).filter((f): f is IdeaForecast => f !== null);
  if (
    forecasts.length > 1 &&
    forecasts.every(
      (f) => f.min === forecasts[0]!.min && f.expected === forecasts[0]!.expected && f.max === forecasts[0]!.max,
    )
  )
    for (const f of forecasts) f.perIdea = false;
  const analyzed: StoredAnalyzed = {
    ...evidence.analyzed,
    missing: evidence.missing,
    candidates: out.candidates,
    dropped: out.dropped,
  };
  const id = crypto.randomUUID();
  const previousTotal = sql`coalesce((select b.total_generated from ${ideaBatches} b where b.workspace_id = ${teamChannelId} order by b.created_at desc limit 1), 0)`;
  const inserted = await workspaceDb(db, teamChannelId)
    .insert(ideaBatches)
    .values({
      teamChannelId,
      id,
      source: options.source,
      cronWeek: options.source === "cron" ? isoWeek(now) : null,
      ideas,
      analyzed,
      totalGenerated: sql`${previousTotal} + ${ideas.length}`,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: ideaBatches.id, totalGenerated: ideaBatches.totalGenerated });
  if (inserted.length === 0) return { batch: null, missing: evidence.missing };
  // The track record keeps each idea with its date and estimated range.
  await recordSuggestions(
    db,
    teamChannelId,
    ideas.map((idea) => ({
      kind: "idea" as const,
      title: idea.title,
      topic: idea.topic,
      low: idea.forecast?.min ?? null,
      expected: idea.forecast?.expected ?? null,
      high: idea.forecast?.max ?? null,
      source: `Content Ideas batch ${id}`,
      madeAt: now,
    })),
  ).catch((error: unknown) => log.error("track-record.record-failed", { tool: "content-ideas", error }));
  return {
    batch: {
      id,
      source: options.source,
      createdAt: now.toISOString(),
      ideas,
      analyzed,
      totalGenerated: inserted[0]!.totalGenerated,
    },
    missing: evidence.missing,
  };
}

async function manualBatchesToday(db: Db, teamChannelId: string, now: Date): Promise<number> {
  const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const row = await workspaceDb(db, teamChannelId)
    .select({ n: count() })
    .from(ideaBatches)
    .where(
      and(
        eq(ideaBatches.teamChannelId, teamChannelId),
        eq(ideaBatches.source, "manual"),
        gte(ideaBatches.createdAt, dayStart),
      ),
    )
    .get();
  return row?.n ?? 0;
}

const count0 = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : 0);

/** The stored `analyzed` JSON with every field present (rows written by older code may lack some). */
function readAnalyzed(value: unknown): StoredAnalyzed {
  const a = (typeof value === "object" && value !== null ? value : {}) as Partial<
    Record<keyof StoredAnalyzed, unknown>
  >;
  const dropped = (typeof a.dropped === "object" && a.dropped !== null ? a.dropped : {}) as Record<string, unknown>;
  return {
    keywords: count0(a.keywords),
    clusters: count0(a.clusters),
    videos: count0(a.videos),
    comments: count0(a.comments),
    trends: typeof a.trends === "number" && Number.isFinite(a.trends) ? a.trends : null,
    missing: Array.isArray(a.missing) ? a.missing.filter((m): m is string => typeof m === "string") : [],
    candidates: count0(a.candidates),
    dropped: {
      dismissed: count0(dropped.dismissed),
      coveredRecently: count0(dropped.coveredRecently),
      previousBatch: count0(dropped.previousBatch),
    },
  };
}

function toBatch(row: typeof ideaBatches.$inferSelect): IdeaBatch {
  return {
    id: row.id,
    source: row.source,
    createdAt: row.createdAt.toISOString(),
    ideas: Array.isArray(row.ideas) ? (row.ideas as ContentIdea[]) : [],
    analyzed: readAnalyzed(row.analyzed),
    totalGenerated: row.totalGenerated,
  };
}

async function newestBatches(db: Db, teamChannelId: string, limit: number) {
  const rows = await workspaceDb(db, teamChannelId)
    .select()
    .from(ideaBatches)
    .where(eq(ideaBatches.teamChannelId, teamChannelId))
    .orderBy(desc(ideaBatches.createdAt), desc(ideaBatches.id))
    .limit(limit);
  return rows.map(toBatch);
}

/** The batch's ideas without those on dismissed topics. */
export function visibleIdeas(ideas: readonly ContentIdea[], dismissed: readonly string[]): ContentIdea[] {
  const keys = dismissed.map(keyTerms);
  return ideas.filter((idea) => !keys.some((k) => sameTopic(k, keyTerms(idea.topicKey))));
}

/** When this workspace's next batch will be written, and why. */
export function nextBatchFor(
  kind: "personal" | "demo" | "sample",
  hasChannel: boolean,
  batchThisWeek: boolean,
  now: Date,
): { at: string | null; note: string } {
  if (kind !== "personal") return { at: null, note: "Weekly batches are for real accounts: press Generate New Ideas." };
  if (!hasChannel) return { at: null, note: "Connect your channel to get a batch every Monday." };
  const weekly = nextCronRun(WEEKLY_IDEAS_CRON, now);
  if (batchThisWeek) return { at: weekly.toISOString(), note: "Every Monday at 06:15 UTC" };
  const hourly = nextCronRun(HOURLY_CRON, now);
  const at = hourly < weekly ? hourly : weekly;
  return { at: at.toISOString(), note: "This week's batch is due: written by the next hourly run" };
}

export type IdeasPage = {
  hasChannel: boolean;
  batch: IdeaBatch | null;
  ideas: ContentIdea[];
  stats: IdeaStats;
  /** Said once when no idea's views could be told apart: the range is the channel's typical one. */
  forecastNote: string | null;
};

/** The newest batch (its dismissed ideas hidden) and the stats, for the page and GET /api/ideas. */
export async function ideasPage(db: Db, teamChannelId: string, now: Date): Promise<IdeasPage> {
  const [batches, dismissed, channel, workspace] = await Promise.all([
    newestBatches(db, teamChannelId, 1),
    dismissedKeys(db, teamChannelId),
    ownChannelOf(db, teamChannelId),
    db.select({ kind: workspaces.kind }).from(workspaces).where(eq(workspaces.id, teamChannelId)).get(),
  ]);
  const batch = batches[0] ?? null;
  const thisWeek = batch !== null && Date.parse(batch.createdAt) >= isoWeekStart(now).getTime();
  const next = nextBatchFor(workspace?.kind ?? "personal", channel !== null, thisWeek, now);
  const a = batch?.analyzed ?? null;
  return {
    hasChannel: channel !== null,
    batch,
    ideas: batch ? visibleIdeas(batch.ideas, dismissed) : [],
    forecastNote: batch ? typicalRangeNote(visibleIdeas(batch.ideas, dismissed)) : null,
    stats: {
      totalGenerated: batch?.totalGenerated ?? 0,
      lastGenerated: batch?.createdAt ?? null,
      nextBatch: next.at,
      nextBatchNote: next.note,
      trendsAnalyzed: a ? a.trends : null,
      analyzed: a,
    },
  };
}

/** An idea of one of the workspace's newest batches (a page may be a batch behind). */
async function findIdea(db: Db, teamChannelId: string, ideaId: string): Promise<ContentIdea | null> {
  for (const batch of await newestBatches(db, teamChannelId, 5)) {
    const idea = batch.ideas.find((i) => i.id === ideaId);
    if (idea) return idea;
  }
  return null;
}

/**
 * Dismisses an idea's topic: it disappears now and is never generated again. Answers the sentence
 * to show; an idea not among the workspace's newest batches is "not-found" (404).
 */
export async function dismissIdea(db: Db, teamChannelId: string, ideaId: string): Promise<string> {
  const idea = await findIdea(db, teamChannelId, ideaId);
  if (!idea) throw new AppError("not-found", IDEA_NOT_FOUND_ERROR);
  await workspaceDb(db, teamChannelId)
    .insert(ideaDismissals)
    .values({ teamChannelId, topicKey: idea.topicKey, title: idea.title })
    .onConflictDoNothing();
  return `Dismissed “${idea.topic}”: ideas on it will not come back.`;
}

/** What "save to series" hands the Series Planner: the idea as a planned video, and the words for the user once saved. */
export type IdeaForSeries = {
  plannedVideo: { title: string; description: string; estimatedViews: string | null };
  savedMessage: string;
};

/**
 * The idea behind "save to series", as the planned video it becomes ("not-found", 404, when there
 * is no such idea). The route composes the save with the Series Planner's addPlannedVideo:
 * composers never import each other (docs/decisions/009-feature-tiers.md).
 */
export async function ideaForSeries(db: Db, teamChannelId: string, ideaId: string): Promise<IdeaForSeries> {
  const idea = await findIdea(db, teamChannelId, ideaId);
  if (!idea) throw new AppError("not-found", IDEA_NOT_FOUND_ERROR);
  return {
    plannedVideo: {
      title: idea.title,
      description: idea.reasoning,
      estimatedViews: idea.forecast ? idea.estimatedViews : null,
    },
    savedMessage: `Saved “${idea.title}” to your series as a planned video.`,
  };
}

/** Whether the workspace's store holds a batch (cron or manual) made since `since`. */
async function hasBatchSince(db: Db, teamChannelId: string, since: Date): Promise<boolean> {
  const row = await workspaceDb(db, teamChannelId)
    .select({ id: ideaBatches.id })
    .from(ideaBatches)
    .where(and(eq(ideaBatches.teamChannelId, teamChannelId), gte(ideaBatches.createdAt, since)))
    .limit(1)
    .get();
  return row !== undefined;
}

/**
 * The cron's work: this ISO week's batch for up to `limit` real workspaces with a channel and no
 * batch yet this week (a manual one counts: the user's fresh ideas are not replaced), oldest
 * workspace first. Demo and sample workspaces are skipped. The weekly run starts the week; each
 * hourly run continues with the workspaces still missing, so every workspace is reached.
 *
 * Which workspaces are done this week is known from the control database alone, so picking them
 * stays one query and no run opens a store it has no work for: the batches are in each
 * workspace's store, but the job's bookkeeping (idea_batch_attempts) is here, and a workspace's
 * row for the week ends 'done' once its store holds a batch of that week. A picked workspace's
 * store is asked first whether it has one already (a manual batch, or a cron batch whose 'done'
 * was lost with its Worker); then none is written and the row is only marked done. So a second
 * run in the same week writes nothing: the 'done' row keeps it from picking the workspace, and the
 * store's unique (workspace_id, cron_week) keeps a second cron batch out if it did. Rows of past
 * weeks are deleted at the start of a run: only this week's are read.
 */
export async function writeWeeklyBatches(
  db: Db,
  now: Date,
  limit = BATCHES_PER_RUN,
): Promise<{ written: number; failed: number }> {
  const weekStart = isoWeekStart(now);
  const week = isoWeek(now);
  await db.delete(ideaBatchAttempts).where(lt(ideaBatchAttempts.cronWeek, week));
  const due = await db
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(
      and(
        eq(workspaces.kind, "personal"),
        hasOwnChannelSql(workspaces.id),
        // Done this week; or out of attempts (the page says so), or one under way in another
        // invocation: a workspace that keeps failing cannot hold the head of the line and starve the rest.
        sql`not exists (select 1 from ${ideaBatchAttempts} a where a.workspace_id = ${workspaces.id} and a.cron_week = ${week} and (a.state = 'done' or a.attempts >= ${WEEKLY_BATCH_ATTEMPTS} or a.state = 'running'))`,
      ),
    )
    .orderBy(asc(workspaces.createdAt), asc(workspaces.id))
    .limit(limit);
  let written = 0;
  let failed = 0;
  for (const { id } of due) {
    // Recorded first: a Worker killed mid-batch leaves 'running', which the watchdog ends.
    await db
      .insert(ideaBatchAttempts)
      .values({ teamChannelId: id, cronWeek: week, attempts: 1, state: "running", updatedAt: now })
      .onConflictDoUpdate({
        target: [ideaBatchAttempts.teamChannelId, ideaBatchAttempts.cronWeek],
        set: { attempts: sql`${ideaBatchAttempts.attempts} + 1`, state: "running", updatedAt: now },
      });
    const attempt = and(eq(ideaBatchAttempts.teamChannelId, id), eq(ideaBatchAttempts.cronWeek, week));
    try {
      if (!(await hasBatchSince(db, id, weekStart))) {
        const outcome = await generateBatch(db, id, now, { source: "cron", isDemo: false });
        if (outcome.batch) written += 1;
      }
      await db.update(ideaBatchAttempts).set({ state: "done", error: null, updatedAt: now }).where(attempt);
    } catch (error) {
      failed += 1;
      log.error("idea-batches.workspace-failed", { teamChannelId: id, error });
      await db
        .update(ideaBatchAttempts)
        .set({ state: "failed", error: IDEA_BATCH_ERROR, updatedAt: now })
        .where(attempt);
    }
  }
  return { written, failed };
}

/** The cron's tries at one workspace's weekly batch before it stops and the page asks the user. */
export const WEEKLY_BATCH_ATTEMPTS = 3;
/** Why an attempt ended, as stored (the details go to the log, never to the page). */
const IDEA_BATCH_ERROR = "The batch failed with an error.";
export const IDEA_BATCH_STOPPED_ERROR = "The batch stopped before it finished.";

/**
 * For the job watchdog: weekly attempts still 'running' since before `before` were killed with
 * their Worker; each becomes a failed attempt (the cron tries again until the attempt cap).
 * Returns how many were ended.
 */
export async function failStuckIdeaAttempts(db: Db, before: Date, now: Date): Promise<number> {
  const ended = await db
    .update(ideaBatchAttempts)
    .set({ state: "failed", error: IDEA_BATCH_STOPPED_ERROR, updatedAt: now })
    .where(and(eq(ideaBatchAttempts.state, "running"), lt(ideaBatchAttempts.updatedAt, before)))
    .returning({ id: ideaBatchAttempts.teamChannelId });
  return ended.length;
}

/**
 * The page's error when this week's automatic batch ran out of attempts and no batch (a manual
 * one counts) exists this week; null otherwise. Generate New Ideas is the retry.
 */
export async function weeklyBatchFailure(db: Db, teamChannelId: string, now: Date): Promise<string | null> {
  const row = await db
    .select({ attempts: ideaBatchAttempts.attempts })
    .from(ideaBatchAttempts)
    .where(
      and(
        eq(ideaBatchAttempts.teamChannelId, teamChannelId),
        eq(ideaBatchAttempts.cronWeek, isoWeek(now)),
        eq(ideaBatchAttempts.state, "failed"),
      ),
    )
    .get();
  if (!row || row.attempts < WEEKLY_BATCH_ATTEMPTS) return null;
  return (await hasBatchSince(db, teamChannelId, isoWeekStart(now))) ? null : WEEKLY_BATCH_FAILED_ERROR;
}
