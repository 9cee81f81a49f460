// The Thumbnail & Title Optimizer's Analyze: reads the own channel's long-form videos, their
// Studio CTR (or, without Studio data, their views at 7 days: a Google connection's YouTube
// Analytics days give them for every upload; or, with too few of those, each upload's views so
// far against the uploads published nearest to it, engine/relative-views.ts), measures their titles and
// thumbnails, relates every feature to the outcome with a bootstrap interval (engine/effects),
// and turns the effects that are clear of zero into suggestions for recent under-performers.
//
// Shorts are left out: the Shorts feed shows no thumbnail and Studio reports their CTR apart.
import { and, desc, eq, sql } from "drizzle-orm";
import {
  competitorUploads,
  ownChannelOf,
  uploadsWithCtr,
  viewsAtSevenDays,
} from "~/features/channel-data/index.server";
import type { Db } from "~/lib/db/client.server";
import { AppError } from "~/lib/errors";
import { yieldToRequests } from "~/lib/yield-to-requests";
import { countOf, verbFor } from "~/lib/format";
import { googleDataState, reachTotals } from "~/features/google-connection/index.server";
import { firstWeekFillsIn, type FirstWeekSource } from "~/features/google-connection/index";
import { relativeToAgePeers } from "./engine/relative-views";
import { NO_CHANNEL_ERROR } from "./messages";
import { optimizerRuns } from "./store-tables";
import { workspaceDb } from "~/lib/db/workspace-db.server";
import { median } from "~/lib/stats";
import { featureEffects, type EffectRow, type FeatureEffect } from "./engine/effects";
import { distinctiveness, type ThumbnailMetrics } from "./engine/image-metrics";
import { buildSuggestions, type Suggestion, type VideoForSuggestions } from "./engine/suggestions";
import { videoFeatures, type MeasuredThumbnail } from "./engine/video-features";
import { newMeasureBudget, thumbnailMetricsFor, type ThumbnailSource } from "./thumbnails.server";
import { SUGGESTED_VIDEOS } from "./limits";

/** Newest own long-form videos analysed. */
const OWN_VIDEOS = 300;
/** Newest competitor videos whose thumbnails are the field the own ones compete in. */
const RIVAL_VIDEOS = 24;
/** A Studio CTR over fewer impressions than this is mostly noise. */
const MIN_IMPRESSIONS = 100;
/** Below this many videos with a Studio CTR, views at 7 days are the outcome instead. */
const MIN_STUDIO_VIDEOS = 16;
/** Runs kept per workspace (the page shows the newest; the totals count all). */
const KEPT_RUNS = 5;
const SUGGESTIONS = 3;

/** Studio CTR, first-week views, or views so far against uploads of a similar age (one reading each). */
export type Outcome = "studio" | "views" | "relative";

export type StoredSuggestion = Suggestion & { id: string; title: string };

export type OptimizerRun = {
  id: string;
  outcome: Outcome;
  videosAnalyzed: number;
  suggestions: StoredSuggestion[];
  effects: FeatureEffect[];
  note: string | null;
  createdAt: string;
};

export type OptimizerStats = {
  totalOptimizations: number;
  /** Mean expected CTR change of the shown suggestions (a fraction, 0.12 = +12%); null with none. */
  avgCTRImprovement: number | null;
  lastOptimized: string | null;
  videosAnalyzed: number;
};

type OwnVideo = {
  id: string;
  title: string;
  tags: string[];
  publishedAt: Date;
  thumbnailUrl: string | null;
  ctr: number | null;
  impressions: number | null;
  views7d: number | null;
  /** The latest count (one reading, at the video's age now). */
  views: number;
  /** Where ctr and impressions came from: a Studio import, or the Reporting API's reach report. */
  ctrSource: "studio" | "reach" | null;
};

async function ownVideos(db: Db, teamChannelId: string, channelId: string): Promise<OwnVideo[]> {
  const rows = await uploadsWithCtr(db, teamChannelId, channelId, { limit: OWN_VIDEOS, longFormOnly: true });
  if (rows.length === 0) return [];
  const [views7d, reach] = await Promise.all([
    viewsAtSevenDays(db, teamChannelId, channelId, rows[rows.length - 1]!.publishedAt),
    reachTotals(db, teamChannelId),
  ]);
  return rows.map((r) => {
    // A Studio import's CTR is kept where there is one; else the Reporting API's reach days (a
    // fraction there, a percentage here, as Studio writes it).
    const fromReach = r.ctr === null ? reach.get(r.id) : undefined;
    return {
      id: r.id,
      title: r.title,
      tags: r.tags,
      publishedAt: r.publishedAt,
      thumbnailUrl: r.thumbnailUrl,
      impressions: fromReach ? fromReach.impressions : r.impressions,
      ctr: fromReach ? fromReach.ctr * 100 : r.ctr,
      ctrSource: fromReach ? "reach" : r.ctr !== null ? "studio" : null,
      views7d: views7d.get(r.id) ?? null,
      views: r.viewCount,
    };
  });
}

async function rivalVideos(db: Db, teamChannelId: string) {
  const rows = await competitorUploads(db, teamChannelId, { limit: RIVAL_VIDEOS, longFormOnly: true });
  return rows.map((r) => ({ id: r.id, thumbnailUrl: r.thumbnailUrl }));
}

/** The video's own keyword: its first tag that its title contains, as creators tag what they target. */
function primaryKeyword(video: OwnVideo): string | null {
  const title = video.title.toLowerCase();
  for (const tag of video.tags) {
    const clean = tag.trim().toLowerCase();
    if (clean.length > 1 && title.includes(clean)) return clean;
  }
  return null;
}

/**
 * What each video is measured against: its CTR against the channel's median, its 7-day views
 * against theirs, or (fewer than MIN_STUDIO_VIDEOS first-week counts, and the one-reading
 * comparison covers more videos) its views so far against the uploads published nearest to it.
 */
function outcomes(
  list: OwnVideo[],
  now: Date,
): {
  outcome: Outcome;
  byId: Map<string, { value: number; ctr: number | null; expected: number | null }>;
} {
  const withCtr = list.filter((v) => v.ctr !== null && v.ctr > 0 && (v.impressions ?? 0) >= MIN_IMPRESSIONS);
  const byId = new Map<string, { value: number; ctr: number | null; expected: number | null }>();
  if (withCtr.length >= MIN_STUDIO_VIDEOS) {
    const expected = median(withCtr.map((v) => v.ctr!))!;
    for (const v of withCtr) byId.set(v.id, { value: Math.log(v.ctr! / expected), ctr: v.ctr, expected });
    return { outcome: "studio", byId };
  }
  const withViews = list.filter((v) => v.views7d !== null && v.views7d > 0);
  if (withViews.length < MIN_STUDIO_VIDEOS) {
    const relative = relativeToAgePeers(list, now);
    if (relative.size > withViews.length) {
      for (const [id, value] of relative) byId.set(id, { value, ctr: null, expected: null });
      return { outcome: "relative", byId };
    }
  }
  const typical = median(withViews.map((v) => v.views7d!));
  if (typical)
    for (const v of withViews) byId.set(v.id, { value: Math.log(v.views7d! / typical), ctr: null, expected: null });
  return { outcome: "views", byId };
}

/** Why the run is measured the way it is, when first-week counts are short (null otherwise). */
function outcomeNote(outcome: Outcome, list: readonly OwnVideo[], google: FirstWeekSource): string | null {
  if (outcome === "studio") return null;
  const firstWeeks = list.filter((v) => v.views7d !== null && v.views7d > 0).length;
  if (firstWeeks >= MIN_STUDIO_VIDEOS) return null;
  const counted = `${firstWeeks} of your ${list.length} long-form videos ${firstWeeks === 1 ? "has" : "have"} a first-week view count (${MIN_STUDIO_VIDEOS} are needed to measure on them).`;
  const estimate =
    outcome === "relative"
      ? " Until then each video is measured by its views so far against the 10 uploads published nearest to it (a comparable age): an estimate from one reading each, not its first week."
      : "";
  return `${counted}${estimate} ${firstWeekFillsIn(google)}`;
}

export type AnalyzeResult = Omit<OptimizerRun, "id" | "createdAt"> & { pendingThumbnails: number };

/** One Analyze for a workspace: nothing is stored (see saveRun). */
export async function analyzeChannel(
  db: Db,
  teamChannelId: string,
  source: ThumbnailSource,
  now: Date,
): Promise<AnalyzeResult> {
  const channel = await ownChannelOf(db, teamChannelId);
  if (!channel) throw new AppError("no-channel", NO_CHANNEL_ERROR);
  const [own, rivals, google] = await Promise.all([
    ownVideos(db, teamChannelId, channel.id),
    rivalVideos(db, teamChannelId),
    googleDataState(db, teamChannelId),
  ]);
  // Rivals first, from one budget: distinctiveness needs a field to compare with from the start.
  const budget = newMeasureBudget();
  const rivalsMeasured = await thumbnailMetricsFor(db, teamChannelId, rivals, source, budget, now);
  const measured = await thumbnailMetricsFor(db, teamChannelId, own, source, budget, now);
  const rivalMetrics = rivals
    .map((r) => rivalsMeasured.metrics.get(r.id))
    .filter((m): m is ThumbnailMetrics => m !== undefined);
  const { outcome, byId } = outcomes(own, now);
  const rows: EffectRow[] = [];
  const forSuggestions: VideoForSuggestions[] = [];
  for (const video of own) {
    const metrics = measured.metrics.get(video.id);
    const thumb: MeasuredThumbnail = metrics
      ? { metrics, distinctiveness: distinctiveness(metrics, rivalMetrics) }
      : null;
    const keyword = primaryKeyword(video);
    const features = videoFeatures(video.title, keyword, thumb);
    const result = byId.get(video.id);
    if (result) rows.push({ videoId: video.id, outcome: result.value, features });
    forSuggestions.push({
      videoId: video.id,
      title: video.title,
      publishedAt: video.publishedAt.toISOString(),
      outcome: result?.value ?? null,
      ctr: result?.ctr ?? null,
      expectedCtr: result?.expected ?? null,
      features,
      primaryKeyword: keyword,
      thumbnail: thumb
        ? {
            brightness: thumb.metrics.brightness,
            contrast: thumb.metrics.contrast,
            colourfulness: thumb.metrics.colourfulness,
            edgeDensity: thumb.metrics.edgeDensity,
            textDensity: thumb.metrics.textDensity,
            distinctiveness: thumb.distinctiveness,
          }
        : null,
    });
  }

  // Seeded by the workspace, so the same data gives the same intervals on every Analyze. Other
  // requests go first: measuring and estimating are each CPU work (the demo showcase runs both
  // in the background of a fresh server's first pages).
  await yieldToRequests();
  const effects = featureEffects(rows, { seed: teamChannelId });
  const built = buildSuggestions(forSuggestions, effects, { max: SUGGESTIONS, recent: SUGGESTED_VIDEOS, outcome });
  const titles = new Map(own.map((v) => [v.id, v.title]));
  const notes: string[] = [];
  if (own.length === 0) notes.push("The channel has no long-form videos yet.");
  const measuredOn = own.length > 0 ? outcomeNote(outcome, own, google) : null;
  if (measuredOn) notes.push(measuredOn);
  const fromReach = own.filter((v) => v.ctrSource === "reach" && byId.has(v.id)).length;
  if (outcome === "studio" && fromReach > 0)
    notes.push(
      fromReach === byId.size
        ? "Impressions and CTR come from YouTube's Reporting API (the reach report's daily rows, read since Google was connected)."
        : `Impressions and CTR of ${fromReach} of the ${byId.size} videos come from YouTube's Reporting API (the reach report's daily rows, read since Google was connected), the rest from your Studio import.`,
    );
  if (built.reason) notes.push(built.reason);
  const pending = measured.pending + rivalsMeasured.pending;
  if (pending > 0)
    notes.push(
      `${countOf(pending, "thumbnail")} ${verbFor(pending, "is", "are")} still to be measured: each Analyze measures more of them, so analyze again to include ${pending === 1 ? "it" : "them"}.`,
    );
  return {
    outcome,
    videosAnalyzed: rows.length,
    suggestions: built.suggestions.map((s, i) => ({
      ...s,
      id: `${s.videoId}-${i}`,
      title: titles.get(s.videoId) ?? "",
    })),
    effects,
    note: notes.length > 0 ? notes.join(" ") : null,
    pendingThumbnails: pending,
  };
}

/** Stores a run as the newest, keeping the last few, with running totals, in one batch. */
export async function saveRun(db: Db, teamChannelId: string, result: AnalyzeResult, now: Date): Promise<OptimizerRun> {
  const id = crypto.randomUUID();
  const newest = sql`from ${optimizerRuns} r where r.workspace_id = ${teamChannelId} order by r.created_at desc limit 1`;
  const store = workspaceDb(db, teamChannelId);
  await store.batch([
    store.insert(optimizerRuns).values({
      teamChannelId,
      id,
      outcome: result.outcome,
      videosAnalyzed: result.videosAnalyzed,
      suggestions: result.suggestions,
      effects: result.effects,
      note: result.note,
      totalOptimizations: sql`coalesce((select r.total_optimizations ${newest}), 0) + ${result.suggestions.length}`,
      totalVideosAnalyzed: sql`coalesce((select r.total_videos_analyzed ${newest}), 0) + ${result.videosAnalyzed}`,
      createdAt: now,
    }),
    store
      .delete(optimizerRuns)
      .where(
        and(
          eq(optimizerRuns.teamChannelId, teamChannelId),
          sql`${optimizerRuns.id} not in (select r.id from ${optimizerRuns} r where r.workspace_id = ${teamChannelId} order by r.created_at desc limit ${KEPT_RUNS})`,
        ),
      ),
  ]);
  const { pendingThumbnails: _pending, ...run } = result;
  return { id, ...run, createdAt: now.toISOString() };
}

export async function optimizerPage(db: Db, teamChannelId: string) {
  const channel = await ownChannelOf(db, teamChannelId);
  const row = await workspaceDb(db, teamChannelId)
    .select()
    .from(optimizerRuns)
    .where(eq(optimizerRuns.teamChannelId, teamChannelId))
    .orderBy(desc(optimizerRuns.createdAt))
    .limit(1)
    .get();
  const run: OptimizerRun | null = row
    ? {
        id: row.id,
        outcome: row.outcome,
        videosAnalyzed: row.videosAnalyzed,
        suggestions: row.suggestions as StoredSuggestion[],
        effects: row.effects as FeatureEffect[],
        note: row.note,
        createdAt: row.createdAt.toISOString(),
      }
    : null;
  const shown = run?.suggestions ?? [];
  const stats: OptimizerStats = {
    totalOptimizations: row?.totalOptimizations ?? 0,
    avgCTRImprovement: shown.length > 0 ? shown.reduce((sum, s) => sum + s.effect, 0) / shown.length : null,
    lastOptimized: run?.createdAt ?? null,
    videosAnalyzed: row?.totalVideosAnalyzed ?? 0,
  };
  return { channel, run, stats };
}
