// The Content Analyzer's server side: one content idea -> the top YouTube search results with
// their statistics -> analyzeMarket -> { youtubeVideos, youtubeInsights } (spec §3, §7).
//
// Calls per analysis (quota units from youtube/quota.ts):
//   search.list  x1 (maxResults 50, order relevance, type video): 1 call of the scarce search bucket;
//   videos.list  x1 (statistics, tags and full descriptions for up to 50 ids): 1 unit.
// Results are cached per normalised query for CACHE_TTL_MS in market_cache (market-data), shared
// by every account: a repeated query within that window spends nothing.
//
// Channel sizes: the client has no batch channels.list (getChannel resolves one channel per
// request), and one request per result's channel would mean up to 50 more API calls and some 200
// D1 writes in a single request. So channelSubscribers is left null and the engine weighs
// supply by the number of competing videos alone (its size factor is 1 when sizes are unknown).
// A client method taking up to 50 channel ids would make it one unit: see withSubscribers below.
import { z } from "zod";
import {
  YOUTUBE_ERROR_MESSAGES,
  YouTubeApiError,
  type SearchVideoHit,
  type VideoBatch,
} from "~/features/channel-data/index";
import { youtubeClientFor } from "~/features/channel-data/index.server";
import {
  cacheKey,
  liveSearchesToday,
  readCachedAnalysis,
  recordSearch,
  tidyQuery,
  writeCachedAnalysis,
} from "~/features/market-data/index.server";
import type { Db } from "~/lib/db/client.server";
import { AppError } from "~/lib/errors";
import type { MarketAnalysis, MarketVideo } from "./engine";
import { analyzeSearchVideos } from "./market-analysis.engines.server";
import { ANALYZER_MESSAGES, BAD_JSON_ERROR, BLANK_QUERY_ERROR, LONG_QUERY_ERROR, MAX_QUERY_LENGTH } from "./messages";
import type { MarketResult, YouTubeVideo } from "./result";
import { log } from "~/lib/log.server";

/** Search results read per analysis (search.list's maximum page). */
export const SEARCH_RESULTS = 50;
/**
 * New (uncached) analyses one account may run per quota day. The search bucket is small and
 * shared by the whole deployment (about 90 calls a day), so one account cannot spend it all.
 */
export const DAILY_LIVE_ANALYSES_PER_WORKSPACE = 20;

const querySchema = z
  .string({ error: BLANK_QUERY_ERROR })
  .transform(tidyQuery)
  .pipe(z.string().min(1, BLANK_QUERY_ERROR).max(MAX_QUERY_LENGTH, LONG_QUERY_ERROR));

/** POST /api/youtube-insights body: { "query": string }, trimmed, 1-200 characters; the query. */
export const analyzeRequestSchema = z
  .object({ query: querySchema }, { error: BAD_JSON_ERROR })
  .transform(({ query }) => query);

/** The page's form field (or an example chip's value), judged as analyzeRequestSchema judges the body's. */
export function parseQueryField(value: FormDataEntryValue | null): string {
  const parsed = querySchema.safeParse(typeof value === "string" ? value : "");
  if (parsed.success) return parsed.data;
  throw new AppError("invalid-input", parsed.error.issues[0]?.message ?? BLANK_QUERY_ERROR);
}

type AnalyzeEnv = Parameters<typeof youtubeClientFor>[0];

/**
 * The market for one content idea: served from the cache when a fresh copy exists, else read from
 * YouTube, analysed and stored. Throws YouTubeApiError (503 not configured, 429 quota, 404 nothing
 * found, 502 upstream) with a message safe to show; anything else is a bug.
 */
export async function analyzeQuery(
  env: AnalyzeEnv,
  db: Db,
  input: { teamChannelId: string | null; query: string; now?: Date; client?: string | null },
): Promise<MarketResult> {
  const query = cacheKey(input.query);
  if (query.length === 0) {
    throw new YouTubeApiError({ status: 404, code: "not_found", message: YOUTUBE_ERROR_MESSAGES.notFound });
  }
  const now = input.now ?? new Date();

  const cached = await readCachedAnalysis<YouTubeVideo, MarketAnalysis>(db, query, now);
  if (cached) {
    if (input.teamChannelId !== null) await recordSearch(db, input.teamChannelId, query, now);
    return { ...cached, cached: true };
  }

  if (
    input.teamChannelId !== null &&
    (await liveSearchesToday(db, input.teamChannelId, now)) >= DAILY_LIVE_ANALYSES_PER_WORKSPACE
  ) {
    throw new YouTubeApiError({
      status: 429,
      code: "quota_exceeded",
      message: YOUTUBE_ERROR_MESSAGES.quotaExceeded,
      reason: "workspaceDailyLimit",
    });
  }

  const client = youtubeClientFor(env, db, input.teamChannelId, { client: input.client, feature: "content-analyzer" });
  const search = await client.searchVideos(query, { maxResults: SEARCH_RESULTS, order: "relevance" });
  const batch = await client.getVideosInBatches(search.results.map((hit) => hit.videoId));
  const videos = withSubscribers(marketVideos(search.results, batch), new Map());
  if (videos.length === 0) {
    // Every hit vanished between the search and the statistics (deleted or made private).
    throw new YouTubeApiError({ status: 404, code: "not_found", message: YOUTUBE_ERROR_MESSAGES.notFound });
  }

  const analyzedAt = now.toISOString();
  const youtubeInsights = await analyzeSearchVideos({ query, videos, now: analyzedAt });
  const result: MarketResult = { youtubeVideos: toYouTubeVideos(videos), youtubeInsights, analyzedAt, cached: false };
  await writeCachedAnalysis(db, query, result, now);
  if (input.teamChannelId !== null) await recordSearch(db, input.teamChannelId, query, now);
  return result;
}

/**
 * Search hits joined with videos.list: the video resource's full description, tags and counters;
 * the search hit's channel title (videos.list's is not kept in VideoRecord). Hits videos.list did
 * not return (deleted or private since) are dropped: without statistics they would only skew the
 * numbers. Search order is kept.
 */
export function marketVideos(hits: readonly SearchVideoHit[], batch: VideoBatch): MarketVideo[] {
  const records = new Map(batch.videos.map((video) => [video.youtubeId, video]));
  const stats = new Map(batch.snapshots.map((snapshot) => [snapshot.videoYoutubeId, snapshot]));
  const seen = new Set<string>();
  const videos: MarketVideo[] = [];
  for (const hit of hits) {
    const record = records.get(hit.videoId);
    const snapshot = stats.get(hit.videoId);
    if (!record || !snapshot || seen.has(hit.videoId)) continue;
    seen.add(hit.videoId);
    videos.push({
      videoId: hit.videoId,
      title: record.title || hit.title,
      description: record.description || hit.description,
      tags: record.tags,
      channelId: record.channelYoutubeId || hit.channelId,
      channelTitle: hit.channelTitle ?? "",
      channelSubscribers: null,
      publishedAt: record.publishedAt || hit.publishedAt,
      viewCount: snapshot.viewCount,
      likeCount: snapshot.likeCount,
      commentCount: snapshot.commentCount,
      thumbnail: record.thumbnailUrl ?? hit.thumbnailUrl,
    });
  }
  return videos;
}

/** Fills channelSubscribers from a channel id -> subscriber count map (empty today: see the header). */
function withSubscribers(videos: MarketVideo[], subscribers: ReadonlyMap<string, number | null>): MarketVideo[] {
  if (subscribers.size === 0) return videos;
  return videos.map((video) => ({ ...video, channelSubscribers: subscribers.get(video.channelId) ?? null }));
}

/** Spec §3 fields, most viewed first (ties keep search order). */
function toYouTubeVideos(videos: readonly MarketVideo[]): YouTubeVideo[] {
  return videos
    .map((video, index) => ({ video, index }))
    .sort((a, b) => b.video.viewCount - a.video.viewCount || a.index - b.index)
    .map(({ video }) => ({
      videoId: video.videoId,
      title: video.title,
      channel: video.channelTitle,
      publishedAt: video.publishedAt,
      viewCount: video.viewCount,
      likeCount: video.likeCount,
      commentCount: video.commentCount,
      thumbnail: video.thumbnail,
    }));
}

export type AnalyzerFailure = { status: 404 | 429 | 500 | 503; error: string };

/**
 * What the user is told when analyzeQuery fails: spec §8's words for 503, 429 and 404; anything
 * else (an upstream 502, a bug) is the default message with status 500, and a thrown value that
 * is not an Error reads "An unexpected error occurred."; both are logged here.
 */
export function analyzerFailure(error: unknown, context: Record<string, unknown> = {}): AnalyzerFailure {
  if (error instanceof YouTubeApiError) {
    if (error.status === 503) return { status: 503, error: ANALYZER_MESSAGES.notConfigured };
    if (error.status === 429) return { status: 429, error: ANALYZER_MESSAGES.quotaExceeded };
    if (error.status === 404) return { status: 404, error: ANALYZER_MESSAGES.notFound };
  }
  log.error("youtube-insights.failed", {
    ...context,
    error,
    ...(error instanceof YouTubeApiError
      ? { status: error.status, reason: error.reason, upstreamStatus: error.upstreamStatus }
      : {}),
  });
  return { status: 500, error: error instanceof Error ? ANALYZER_MESSAGES.failed : ANALYZER_MESSAGES.unexpected };
}
