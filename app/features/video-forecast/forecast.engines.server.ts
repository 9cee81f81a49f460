// Video Forecast's service: reads a workspace's channel data from D1, hands it to the
// pure engines (engine/), and keeps the page's newest 5 forecasts.
//
// - Own trajectories: the `video_stats` snapshots of the own channel's newest 300 videos, at
//   hours since each video's publication; the same videos, with their latest views, are the
//   pre-publication history. Studio's per-video rows give the CTR.
// - Pool: the same for the workspace's competitor channels (their newest 600 videos), used by
//   the projection only for ages the channel's own videos do not cover well enough.
// - Market: the topic's stored trend points (shared, measured by the trends job), when any.
// - Reach: YouTube's reach report (google-connection's store) for the newest uploads of each
//   format, quoted in a forecast of the own channel and its CTR when there is no Studio export.
import { and, desc, eq, sql } from "drizzle-orm";
import type { ChannelDataset, VideoAnalyticsRecord } from "~/features/channel-data/index";
import {
  type OwnChannel,
  ownChannelOf,
  studioVideoAnalytics,
  uploadsWithSnapshots,
} from "~/features/channel-data/index.server";
import { reachDates, reachDays } from "~/features/google-connection/index.server";
import { normaliseKeyword, trendRecord } from "~/features/trends/index.server";
import type { Db } from "~/lib/db/client.server";
import { AppError } from "~/lib/errors";
import { quantileOfSorted } from "~/lib/stats";
import { yieldToRequests } from "~/lib/yield-to-requests";
import { NO_CHANNEL_ERROR } from "./messages";
import { forecasts } from "./store-tables";
import { workspaceDb } from "~/lib/db/workspace-db.server";
import { REFERENCE_HOURS } from "./engine/age-curve";
import { channelMedians28, channelNorms28, forecastVideo, type ForecastVideoResult } from "./engine/forecast-video";
import { trajectoriesFromDataset, historyFromDataset, type DatedTrajectory } from "./engine/from-dataset";
import { HOUR_MS } from "./engine/history";
import { trendAlignmentOf } from "./engine/market-signals";
import { chooseProjection, type ProjectionKind } from "./engine/projection-choice";
import { publishedCheck, publishedCheckSentence } from "./engine/published-check";
import { REACH_RECENT_UPLOADS, type ReachInput, type ReachSoFar, reachSoFar } from "./engine/reach-first-days";
import { looksLikeShort } from "./engine/title-text";
import { projectPublished, publishedCurves } from "./engine/published-projection";
import { trajectoryBacktestSentence } from "./engine/narrative";
import type {
  BacktestSummary,
  Forecast,
  HistoryVideo,
  MarketInput,
  Trajectory,
  TrajectoryBacktest,
  TrajectoryPoint,
} from "./engine/types";
import type { TrajectoryBody, VideoBody } from "./schema";

/** Newest own videos read for training and history (CPU and D1 rows stay modest). */
const OWN_VIDEOS = 300;
/** Newest competitor videos read for the pool. */
const POOL_VIDEOS = 600;
/** Uploads the shown backtest covers. */
const BACKTEST_UPLOADS = 40;
/** Forecasts kept per workspace (spec §9). */
const KEPT_FORECASTS = 5;
/** The success probability of a high-potential video (spec §4). */
const HIGH_POTENTIAL = 80;
/** Horizons a trajectory backtest is scored on at most. */
const MAX_BACKTEST_HORIZONS = 4;
const DAY_HOURS = 24;
/** "Your latest uploads": videos published in the last 30 days. */
const LATEST_DAYS = 30;
/** Ahead / behind when the projected 28-day views are 25% above / 20% below the channel's norm. */
const AHEAD_RATIO = 1.25;
const BEHIND_RATIO = 0.8;

export type ChannelData = {
  channel: OwnChannel;
  trajectories: DatedTrajectory[];
  history: HistoryVideo[];
  pool: DatedTrajectory[];
  studio: { videoAnalytics: VideoAnalyticsRecord[] } | null;
};

// ---------------------------------------------------------------------------------------------
// Reading D1

/** Everything the forecasters read about a workspace; null without an own channel. */
async function loadChannelData(
  db: Db,
  teamChannelId: string,
  { pool = true, studio: withStudio = true } = {},
): Promise<ChannelData | null> {
  const channel = await ownChannelOf(db, teamChannelId);
  if (!channel) return null;
  const [own, competitors, studio] = await Promise.all([
    uploadsWithSnapshots(db, teamChannelId, "own", OWN_VIDEOS),
    pool
      ? uploadsWithSnapshots(db, teamChannelId, "competitor", POOL_VIDEOS)
      : Promise.resolve({ videos: [], snapshots: [] }),
    withStudio ? studioVideoAnalytics(db, teamChannelId) : Promise.resolve([]),
  ]);
  return {
    channel,
    trajectories: trajectoriesFromDataset(own),
    history: historyFromDataset(own),
    pool: trajectoriesFromDataset(competitors),
    studio: studio.length > 0 ? { videoAnalytics: studio } : null,
  };
}

/** What the market tools measured about the topic (stored trend points, shared), or null. */
async function marketFor(db: Db, topic: string, now: Date): Promise<MarketInput | null> {
  const keyword = normaliseKeyword(topic);
  if (!keyword) return null;
  const record = await trendRecord(db, keyword, now).catch(() => null);
  const latest = record?.interest_over_time.at(-1)?.value;
  if (!record || typeof latest !== "number" || !Number.isFinite(latest) || latest <= 0) return null;
  return {
    demandViewsPerDay: latest,
    trendVelocity: record.trend_velocity,
    trendAlignment: trendAlignmentOf(record.interest_over_time),
  };
}

/** Uploads of each format whose reach days are read: the measured ones, and some whose first days the report misses. */
const REACH_CANDIDATES = REACH_RECENT_UPLOADS + 10;

/** The reach report's days for the newest uploads of each format, and the dates it covers since the oldest of them. */
async function reachFor(db: Db, teamChannelId: string, history: readonly HistoryVideo[], now: Date) {
  const newest = [...history]
    .filter((h) => h.id && Date.parse(h.publishedAt) <= now.getTime())
    .sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt));
  const short = (h: HistoryVideo) => looksLikeShort(h.title, h.durationSeconds, h.isShort);
  const candidates = [
    ...newest.filter(short).slice(0, REACH_CANDIDATES),
    ...newest.filter((h) => !short(h)).slice(0, REACH_CANDIDATES),
  ];
  if (candidates.length === 0) return { days: [], coveredDates: [] } satisfies ReachInput;
  const from = candidates.map((h) => h.publishedAt.slice(0, 10)).reduce((a, b) => (b < a ? b : a));
  const to = now.toISOString().slice(0, 10);
  const [days, coveredDates] = await Promise.all([
    reachDays(db, teamChannelId, { from, to, videoIds: candidates.map((h) => h.id!) }),
    reachDates(db, teamChannelId, { from, to }),
  ]);
  return { days, coveredDates } satisfies ReachInput;
}

// ---------------------------------------------------------------------------------------------
// POST /api/forecast/trajectory

/**
 * The trajectory backtest as answered: about held-back training videos cut to look like the
 * request's own (engine/projection-choice.ts). Fractions, as coverage80 always was: mdape 0.2 is
 * a median error of 20% (it was once a percent, 20, beside a fractional coverage).
 */
export type TrajectoryBacktestAnswer = BacktestSummary & {
  mrse: number | null;
  /** The same figure for "no growth" (the last reading as the forecast) on the same cases. */
  noGrowthMdape: number | null;
  /** The figures in words, for a person. */
  sentence: string;
};

export type TrajectoryAnswer = {
  forecasts: { id: string; expected: number; low: number; high: number }[];
  model: {
    method: string;
    kind: ProjectionKind;
    trainedOn: { own: number; pooled: number };
    backtest: TrajectoryBacktestAnswer;
  };
};

/** A few distinct horizons of the request, spread over its range, for the backtest. */
function backtestHorizons(requested: readonly number[]): number[] {
  const distinct = [
    ...new Set(requested.filter((h) => Number.isFinite(h) && h > 0).map((h) => Math.round(h * 100) / 100)),
  ].sort((a, b) => a - b);
  if (distinct.length <= MAX_BACKTEST_HORIZONS)
    return distinct.length > 0 ? distinct : [7 * DAY_HOURS, REFERENCE_HOURS];
  const out: number[] = [];
  for (let i = 0; i < MAX_BACKTEST_HORIZONS; i++) {
    out.push(distinct[Math.round((i * (distinct.length - 1)) / (MAX_BACKTEST_HORIZONS - 1))]!);
  }
  return [...new Set(out)];
}

/** Readings in time order (the engine cleans them too; sorting here keeps training ordered inputs honest). */
const sortedPoints = (points: readonly TrajectoryPoint[]): TrajectoryPoint[] =>
  [...points].sort((a, b) => a.hours - b.hours);

function projectForRequest(
  body: TrajectoryBody,
  own: { training: readonly Trajectory[]; pool: readonly Trajectory[] },
): TrajectoryAnswer {
  const training = own.training.map((t) => ({ points: sortedPoints(t.points) }));
  const queries = body.videos.map((v) => ({ id: v.id, points: sortedPoints(v.points), horizonHours: v.horizonHours }));
  // The model with the lower held-out error on this training answers, on held-back cases shaped
  // like these queries, never one worse than no growth (engine/projection-choice.ts).
  const chosen = chooseProjection(training, {
    pool: own.pool,
    horizonsHours: backtestHorizons(queries.map((q) => q.horizonHours)),
    queries,
  });
  const projected = chosen.project(queries);
  return {
    forecasts: projected.map((f) => ({ id: f.id, expected: safe(f.expected), low: safe(f.low), high: safe(f.high) })),
    model: {
      method: chosen.method,
      kind: chosen.kind,
      trainedOn: chosen.trainedOn,
      backtest: trajectoryBacktestAnswer(chosen.backtest, chosen.candidates["no-growth"]),
    },
  };
}

const fraction = (percent: number | null) => (percent !== null && Number.isFinite(percent) ? percent / 100 : null);

/** The chosen model's backtest as answered: fractions, the no-growth figure beside it, and a sentence. */
export function trajectoryBacktestAnswer(
  bt: TrajectoryBacktest,
  noGrowth: TrajectoryBacktest,
): TrajectoryBacktestAnswer {
  const answer = {
    mdape: fraction(bt.mdape),
    coverage80: finiteOrNull(bt.coverage80),
    n: bt.n,
    mrse: finiteOrNull(bt.mrse),
    noGrowthMdape: fraction(noGrowth.mdape),
  };
  return { ...answer, sentence: trajectoryBacktestSentence(answer) };
}

const safe = (x: number) => (Number.isFinite(x) ? x : 0);
const finiteOrNull = (x: number | null) => (x !== null && Number.isFinite(x) ? x : null);

/** The endpoint's work: the request's training alone, or the workspace's own history with its pool. */
export async function trajectoryForecasts(
  db: Db,
  teamChannelId: string,
  body: TrajectoryBody,
): Promise<TrajectoryAnswer> {
  if (body.training) return projectForRequest(body, { training: body.training, pool: [] });
  const data = await loadChannelData(db, teamChannelId);
  if (!data) throw new AppError("no-channel", NO_CHANNEL_ERROR);
  return projectForRequest(body, { training: data.trajectories, pool: data.pool });
}

// ---------------------------------------------------------------------------------------------
// Pre-publication forecasts (POST /api/forecast/video and the page)

export type VideoForecastAnswer = { forecast: Forecast; backtest: BacktestSummary };

/** Stateless: the request's history is the channel's whole past. */
export async function forecastFromHistory(
  db: Db,
  body: VideoBody & { history: NonNullable<VideoBody["history"]> },
  now: Date,
): Promise<ForecastVideoResult> {
  const history: HistoryVideo[] = body.history
    .map((h) => ({
      title: h.title,
      publishedAt: new Date(Date.parse(h.publishedAt)).toISOString(),
      views: h.views,
      durationSeconds: h.durationSeconds ?? null,
    }))
    .sort((a, b) => Date.parse(a.publishedAt) - Date.parse(b.publishedAt));
  const market = await marketFor(db, body.topic, now);
  return forecastVideo({
    title: body.title,
    topic: body.topic,
    history,
    now: now.toISOString(),
    market,
    backtestUploads: BACKTEST_UPLOADS,
  });
}

/** The workspace's own channel; throws AppError "no-channel" without one. */
export async function forecastForWorkspace(
  db: Db,
  teamChannelId: string,
  input: { title: string; topic: string },
  now: Date,
): Promise<ForecastVideoResult> {
  // The market read does not depend on the channel: both go to D1 at once.
  const [data, market] = await Promise.all([
    loadChannelData(db, teamChannelId, { pool: false }),
    marketFor(db, input.topic, now),
  ]);
  if (!data) throw new AppError("no-channel", NO_CHANNEL_ERROR);
  const reach = await reachFor(db, teamChannelId, data.history, now);
  return forecastVideo({
    title: input.title,
    topic: input.topic,
    history: data.history,
    now: now.toISOString(),
    market,
    studio: data.studio,
    reach,
    channelSubscribers: data.channel.subscriberCount,
    backtestUploads: BACKTEST_UPLOADS,
  });
}

// ---------------------------------------------------------------------------------------------
// Storage: the newest 5 per workspace

export type StoredForecast = {
  id: string;
  forecast: Forecast;
  backtest: BacktestSummary;
  basis: string;
  createdAt: string;
};

type StoredBacktest = BacktestSummary & { basis?: string };

/** Stores a forecast and deletes all but the newest KEPT_FORECASTS, in one batch. */
export async function saveForecast(
  db: Db,
  teamChannelId: string,
  result: ForecastVideoResult,
  now: Date,
): Promise<StoredForecast> {
  const id = crypto.randomUUID();
  const high = (result.forecast.successProbability ?? 0) >= HIGH_POTENTIAL ? 1 : 0;
  const latest = sql`(select f.seq from ${forecasts} f where f.workspace_id = ${teamChannelId} order by f.seq desc limit 1)`;
  const latestHigh = sql`(select f.high_potential_total from ${forecasts} f where f.workspace_id = ${teamChannelId} order by f.seq desc limit 1)`;
  const backtest: StoredBacktest = { ...result.backtest, basis: result.basis };
  const store = workspaceDb(db, teamChannelId);
  await store.batch([
    store.insert(forecasts).values({
      teamChannelId,
      id,
      title: result.forecast.title,
      topic: result.forecast.topic,
      forecast: result.forecast,
      backtest,
      seq: sql`coalesce(${latest}, 0) + 1`,
      highPotentialTotal: sql`coalesce(${latestHigh}, 0) + ${high}`,
      createdAt: now,
    }),
    store
      .delete(forecasts)
      .where(
        and(
          eq(forecasts.teamChannelId, teamChannelId),
          sql`${forecasts.id} not in (select f.id from ${forecasts} f where f.workspace_id = ${teamChannelId} order by f.seq desc limit ${KEPT_FORECASTS})`,
        ),
      ),
  ]);
  return {
    id,
    forecast: result.forecast,
    backtest: result.backtest,
    basis: result.basis,
    createdAt: now.toISOString(),
  };
}

export type ForecastStats = {
  totalForecasts: number;
  avgSuccessProbability: number | null;
  highPotentialVideos: number;
  lastForecast: string | null;
};

async function listForecasts(
  db: Db,
  teamChannelId: string,
): Promise<{ items: StoredForecast[]; stats: ForecastStats }> {
  const rows = await workspaceDb(db, teamChannelId)
    .select()
    .from(forecasts)
    .where(eq(forecasts.teamChannelId, teamChannelId))
    .orderBy(desc(forecasts.seq))
    .limit(KEPT_FORECASTS);
  const items = rows.map((r) => {
    const bt = r.backtest as StoredBacktest;
    return {
      id: r.id,
      forecast: r.forecast as Forecast,
      backtest: { mdape: bt.mdape ?? null, coverage80: bt.coverage80 ?? null, n: bt.n ?? 0 },
      basis: bt.basis ?? "channel",
      createdAt: r.createdAt.toISOString(),
    };
  });
  const probabilities = items
    .map((i) => i.forecast.successProbability)
    .filter((p): p is number => typeof p === "number");
  const newest = rows[0];
  return {
    items,
    stats: {
      totalForecasts: newest?.seq ?? 0,
      avgSuccessProbability:
        probabilities.length > 0 ? Math.round(probabilities.reduce((a, b) => a + b, 0) / probabilities.length) : null,
      highPotentialVideos: newest?.highPotentialTotal ?? 0,
      lastForecast: newest ? newest.createdAt.toISOString() : null,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// "Your latest uploads": each recent video's projection to 28 days against the channel's norm

export type UploadStatus = "ahead" | "on-track" | "behind";

export type LatestUpload = {
  id: string;
  title: string;
  publishedAt: string;
  ageHours: number;
  views: number;
  expected: number;
  low: number;
  high: number;
  norm: number | null;
  /** The uploads the norm is the median of (the format's last 40 with a 28-day value). */
  normUploads: number | null;
  status: UploadStatus | null;
  basis: string;
  /**
   * Its thumbnail impressions and CTR in YouTube's reach report so far, beside the channel's median
   * at the same age; absent where the reach report was not read (the dashboard's list), null where
   * it covers none of the upload's days.
   */
  reach?: ReachSoFar | null;
};

function latestUploads(data: ChannelData, now: Date): LatestUpload[] {
  return latestProjection(data, now).uploads;
}

/**
 * The latest uploads, each projected to 28 days on the channel's growth curve (the one its past
 * uploads are put on the 28-day scale with: published-projection.ts), and how that projection did
 * on the channel's own uploads, in words.
 */
function latestProjection(
  data: ChannelData,
  now: Date,
  reach?: ReachInput,
): { uploads: LatestUpload[]; check: string | null } {
  const nowMs = now.getTime();
  const recentFrom = nowMs - LATEST_DAYS * DAY_HOURS * HOUR_MS;
  const titles = new Map(data.history.map((h) => [h.id, h.title]));
  const recent = data.trajectories.filter((t) => Date.parse(t.publishedAt) >= recentFrom);
  if (recent.length === 0) return { uploads: [], check: null };
  const { curves, source } = publishedCurves(data.trajectories);
  const check = publishedCheckSentence(publishedCheck(data.trajectories, curves), source);
  // The norm: "your median" at 28 days exactly as a title's forecast names it (the format's last
  // 40 uploads, each on the 28-day scale from its snapshots or today's count), so the two agree.
  const norms = channelMedians28(data.history, now);
  const projected = recent.map((t) => {
    const last = t.points[t.points.length - 1]!;
    const ageHours = Math.max(0, (nowMs - Date.parse(t.publishedAt)) / HOUR_MS);
    return {
      ...projectPublished(last.views, ageHours, t.isShort ? curves.short : curves.long),
      basis: source === "channel" ? "channel growth curve" : "growth curve of real trending videos",
    };
  });
  const uploads = recent
    .map((t, i) => {
      const f = projected[i]!;
      // A norm of fewer than 3 uploads says too little to call an upload ahead or behind.
      const named = t.isShort ? norms.short : norms.long;
      const norm = named && named.uploads >= 3 ? named.views : null;
      const last = t.points[t.points.length - 1]!;
      let status: UploadStatus | null = null;
      if (norm !== null && norm > 0)
        status = f.expected >= norm * AHEAD_RATIO ? "ahead" : f.expected <= norm * BEHIND_RATIO ? "behind" : "on-track";
      return {
        id: t.id,
        title: titles.get(t.id) ?? t.id,
        publishedAt: t.publishedAt,
        ageHours: Math.max(0, (nowMs - Date.parse(t.publishedAt)) / HOUR_MS),
        views: last.views,
        expected: f.expected,
        low: f.low,
        high: f.high,
        norm: norm === null ? null : Math.round(norm),
        normUploads: norm === null ? null : (named?.uploads ?? null),
        status,
        basis: f.basis,
        ...(reach
          ? {
              reach: reachSoFar(
                reach,
                { id: t.id, publishedMs: Date.parse(t.publishedAt) },
                data.trajectories
                  .filter((o) => o.isShort === t.isShort)
                  .map((o) => ({ id: o.id, publishedMs: Date.parse(o.publishedAt) })),
              ),
            }
          : {}),
      };
    })
    .sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt));
  return { uploads, check };
}

// ---------------------------------------------------------------------------------------------
// The page

export type ForecastPageData = {
  channel: OwnChannel | null;
  forecasts: StoredForecast[];
  stats: ForecastStats;
  latest: LatestUpload[];
  /** The latest uploads' projection checked on the channel's held-back videos, in words; null without uploads to project. */
  latestCheck: string | null;
};

export async function forecastPage(db: Db, teamChannelId: string, now: Date): Promise<ForecastPageData> {
  const [data, stored] = await Promise.all([loadChannelData(db, teamChannelId), listForecasts(db, teamChannelId)]);
  const reach = data ? await reachFor(db, teamChannelId, data.history, now) : undefined;
  const latest = data ? latestProjection(data, now, reach) : { uploads: [], check: null };
  return {
    channel: data?.channel ?? null,
    forecasts: stored.items,
    stats: stored.stats,
    latest: latest.uploads,
    latestCheck: latest.check,
  };
}

/** The latest uploads against the channel's norm, for the dashboard's momentum panel. */
export async function latestUploadsFor(db: Db, teamChannelId: string, now: Date): Promise<LatestUpload[]> {
  const data = await loadChannelData(db, teamChannelId);
  return data ? latestUploads(data, now) : [];
}

/** Of the uploads a norm is the median of, the share between the low and high figures of its spread. */
const NORM_SPREAD = 0.8;
/** Fewer uploads than this give no spread: their lowest and highest would be all it said. */
const SPREAD_MIN_UPLOADS = 5;

export type NextUploadNorm = {
  format: "long" | "short";
  /** The format's median at 28 days, the norm the latest uploads are set against. */
  views: number;
  uploads: number;
  /** What the middle 80% of those uploads reached at 28 days; null with fewer than 5 of them. */
  low: number | null;
  high: number | null;
};

/**
 * What the channel's next upload may reach at 28 days before its title is known: the norm of the
 * format it last published, and how widely its uploads of that format spread around it (null
 * before any upload can be read at 28 days). Null without a channel.
 */
export async function nextUploadNormFor(
  db: Db,
  teamChannelId: string,
  now: Date,
): Promise<{ norm: NextUploadNorm | null } | null> {
  // The norm reads the channel's own uploads only: no competitor pool, no Studio rows.
  const data = await loadChannelData(db, teamChannelId, { pool: false, studio: false });
  if (!data) return null;
  const norms = channelNorms28(data.history, now);
  const newest = [...data.trajectories].sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt))[0];
  const format = newest?.isShort && norms.short ? "short" : norms.long ? "long" : norms.short ? "short" : null;
  const norm = format ? norms[format] : null;
  if (!format || !norm) return { norm: null };
  const sorted = [...norm.uploadViews].sort((a, b) => a - b);
  const spread = sorted.length >= SPREAD_MIN_UPLOADS;
  const tail = (1 - NORM_SPREAD) / 2;
  return {
    norm: {
      format,
      views: norm.views,
      uploads: norm.uploads,
      low: spread ? Math.round(quantileOfSorted(sorted, tail)) : null,
      high: spread ? Math.round(quantileOfSorted(sorted, 1 - tail)) : null,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The track record's replay: the forecaster run at past dates with only the data known then

/** Uploads replayed at most: the newest whose 28 days are over. */
export const REPLAY_UPLOADS = 24;
/** Each replayed forecast is made this long before its upload went up. */
const REPLAY_LEAD_HOURS = 24;

export type ReplayedForecast = {
  videoId: string;
  title: string;
  madeAt: string;
  low: number;
  expected: number;
  high: number;
  /** 0–1, or null when no chance was shown. */
  chance: number | null;
  basis: string;
};

/**
 * For each of the channel's newest uploads that are 28+ days old (at most `count`), the
 * pre-publication forecast of its own title as it would have been made a day before it went up:
 * history cut to the uploads published before then, each with only the snapshots taken by then
 * (so views, age curves and the backtest's residuals are all as known then); no trend points or
 * Studio rows (they are today's). Empty without a channel.
 */
export async function replayForecasts(
  db: Db,
  teamChannelId: string,
  now: Date,
  count: number = REPLAY_UPLOADS,
): Promise<ReplayedForecast[]> {
  const channel = await ownChannelOf(db, teamChannelId);
  if (!channel) return [];
  const own = await uploadsWithSnapshots(db, teamChannelId, "own", OWN_VIDEOS);
  // Each replay is a forecast with its backtest (a few hundred ms locally): the thread goes to
  // other requests between them, the demo showcase running this in the background.
  const out: ReplayedForecast[] = [];
  for (const [i, video] of replayedUploads(own, now, count).entries()) {
    if (i > 0) await yieldToRequests();
    const replayed = replayUpload(own, video);
    if (replayed) out.push(replayed);
  }
  return out;
}

/** replayForecasts on a channel's uploads and snapshots (also the bench's entry). */
export function replayOnDataset(
  own: Pick<ChannelDataset, "videos" | "snapshots">,
  now: Date,
  count: number = REPLAY_UPLOADS,
): ReplayedForecast[] {
  return replayedUploads(own, now, count).flatMap((video) => replayUpload(own, video) ?? []);
}

/** The uploads replayed: the newest `count` old enough for their 28-day views, oldest first. */
function replayedUploads(own: Pick<ChannelDataset, "videos">, now: Date, count: number) {
  return own.videos
    .filter((v) => Date.parse(v.publishedAt) <= now.getTime() - (REFERENCE_HOURS + DAY_HOURS) * HOUR_MS)
    .sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt))
    .slice(0, Math.max(0, count))
    .reverse();
}

/** One upload's replayed forecast, with only what was known the day before it; null with no basis. */
function replayUpload(
  own: Pick<ChannelDataset, "videos" | "snapshots">,
  video: ChannelDataset["videos"][number],
): ReplayedForecast | null {
  const atMs = Date.parse(video.publishedAt) - REPLAY_LEAD_HOURS * HOUR_MS;
  const known = own.videos.filter((v) => Date.parse(v.publishedAt) < atMs);
  const ids = new Set(known.map((v) => v.youtubeId));
  const snapshots = own.snapshots.filter((s) => ids.has(s.videoYoutubeId) && Date.parse(s.capturedAt) <= atMs);
  const result = forecastVideo({
    title: video.title,
    topic: "",
    history: historyFromDataset({ videos: known, snapshots }),
    now: new Date(atMs).toISOString(),
    publishAt: video.publishedAt,
    isShort: video.isShort,
    durationSeconds: video.durationSeconds,
    backtestUploads: BACKTEST_UPLOADS,
  });
  if (result.basis === "none") return null;
  const { min, expected, max } = result.forecast.predictedViews;
  const chance = result.forecast.successProbability;
  return {
    videoId: video.youtubeId,
    title: video.title,
    madeAt: new Date(atMs).toISOString(),
    low: min,
    expected,
    high: max,
    chance: chance === null ? null : chance / 100,
    basis: result.basis,
  };
}
