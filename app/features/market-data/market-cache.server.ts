// Market data (data tier, docs/decisions/009-feature-tiers.md): the shared cache of analysed
// YouTube searches (market_cache), which workspace ran which search (market_searches) and how
// many live searches a workspace made today (the quota ledger). The Content Analyzer writes it;
// the assistant and the Description Rewriter read a workspace's own searches from it. The
// stored payload is the analyzer's result; this module knows only the fields its readers need.
import { desc, eq, lt } from "drizzle-orm";
import type { Db } from "~/lib/db/client.server";
import { marketCache, marketSearches } from "./tables";
import { searchCallsToday } from "~/features/channel-data/index.server";

/** A cached analysis younger than this is served without any API call. */
export const CACHE_TTL_MS = 6 * 60 * 60 * 1000;
/** Cached rows older than this are deleted when a new analysis is stored. */
const CACHE_PRUNE_AFTER_MS = 7 * 24 * 60 * 60 * 1000;
/** Bumped when the stored payload's shape changes: older rows are then treated as misses. */
// 2: cluster names are title phrases; peakIsRising, noPickReasons and contentVolumeDays added.
// 3: cluster names are never a result's channel name, packaging words or shouted capitals.
// 4: topics are named by words most of their videos carry (the rest in unsortedVideoIds); clusters
//    carry recentVideos; noPickReasons.peakTopic added.
const CACHE_VERSION = 4;

/** What every cached video has, whatever else the analyzer stores with it. */
type CachedVideo = { title: string; viewCount: number };
/** One analysed search as the cache keeps it: the videos found and the analysis of them. */
export type CachedAnalysis<Video extends CachedVideo, Insights extends object> = {
  youtubeVideos: Video[];
  youtubeInsights: Insights;
  analyzedAt: string;
};
type CachePayload = CachedAnalysis<CachedVideo, object> & { version: number };

/** Trimmed with runs of white space collapsed: what is searched and shown. */
export function tidyQuery(raw: string): string {
  return raw.trim().replace(/\s+/g, " ");
}

/** The cache key: the tidy query in lower case, so "React  Tutorials" and "react tutorials" share a row. */
export function cacheKey(query: string): string {
  return tidyQuery(query).toLowerCase();
}

/** Notes that the workspace ran this search (served from the cache or not): see marketSearches. */
export async function recordSearch(db: Db, teamChannelId: string, query: string, now: Date) {
  await db
    .insert(marketSearches)
    .values({ teamChannelId, query, searchedAt: now })
    .onConflictDoUpdate({ target: [marketSearches.teamChannelId, marketSearches.query], set: { searchedAt: now } });
}

/** The cached analysis of `query` if it is fresh and of the current shape; null otherwise. */
export async function readCachedAnalysis<Video extends CachedVideo, Insights extends object>(
  db: Db,
  query: string,
  now: Date,
): Promise<CachedAnalysis<Video, Insights> | null> {
  const row = await db.select().from(marketCache).where(eq(marketCache.query, query)).get();
  if (!row || now.getTime() - row.createdAt.getTime() >= CACHE_TTL_MS || row.createdAt.getTime() > now.getTime())
    return null;
  const payload = row.payload as Partial<CachePayload> | null;
  if (
    !payload ||
    payload.version !== CACHE_VERSION ||
    !Array.isArray(payload.youtubeVideos) ||
    typeof payload.youtubeInsights !== "object" ||
    payload.youtubeInsights === null ||
    typeof payload.analyzedAt !== "string"
  ) {
    return null;
  }
  return {
    youtubeVideos: payload.youtubeVideos as Video[],
    youtubeInsights: payload.youtubeInsights as Insights,
    analyzedAt: payload.analyzedAt,
  };
}

/** Stores `query`'s analysis for every account, pruning rows past CACHE_PRUNE_AFTER_MS in the same batch. */
export async function writeCachedAnalysis(
  db: Db,
  query: string,
  analysis: CachedAnalysis<CachedVideo, object>,
  now: Date,
) {
  const payload: CachePayload = {
    version: CACHE_VERSION,
    youtubeVideos: analysis.youtubeVideos,
    youtubeInsights: analysis.youtubeInsights,
    analyzedAt: analysis.analyzedAt,
  };
  await db.batch([
    db.delete(marketCache).where(lt(marketCache.createdAt, new Date(now.getTime() - CACHE_PRUNE_AFTER_MS))),
    db
      .insert(marketCache)
      .values({ query, payload, createdAt: now })
      .onConflictDoUpdate({ target: marketCache.query, set: { payload, createdAt: now } }),
  ]);
}

/**
 * Drops analysed searches older than a week whether or not anyone searches again (storing one also
 * drops them): search results are API data nobody authorised. Returns the rows removed.
 */
export async function pruneMarketCache(db: Db, now = new Date()): Promise<number> {
  const removed = await db
    .delete(marketCache)
    .where(lt(marketCache.createdAt, new Date(now.getTime() - CACHE_PRUNE_AFTER_MS)))
    .returning({ query: marketCache.query });
  return removed.length;
}

/** search.list calls this workspace made today (Pacific quota day), from the quota ledger. */
export async function liveSearchesToday(db: Db, teamChannelId: string, now: Date): Promise<number> {
  return searchCallsToday(db, teamChannelId, now);
}

/** At most this many of a workspace's newest analyzer searches are read as evidence (assistant, Description Rewriter). */
const DEMAND_SEARCHES = 200;

export type CachedSearch = { query: string; analyzedAt: string; videos: CachedVideo[] };

/**
 * The searches this workspace ran itself, newest first, with what the cache holds for each (the
 * cache keeps a query for a week, so older searches drop out). What one workspace searched is
 * never shown to another (the assistant and the Description Rewriter read this).
 */
export async function searchesOf(db: Db, teamChannelId: string, limit = DEMAND_SEARCHES): Promise<CachedSearch[]> {
  const rows = await db
    .select({ query: marketCache.query, payload: marketCache.payload, createdAt: marketCache.createdAt })
    .from(marketSearches)
    .innerJoin(marketCache, eq(marketCache.query, marketSearches.query))
    .where(eq(marketSearches.teamChannelId, teamChannelId))
    .orderBy(desc(marketSearches.searchedAt))
    .limit(limit);
  return rows.map(storedSearch).filter((s): s is CachedSearch => s !== null);
}

function storedSearch(row: { query: string; payload: unknown; createdAt: Date }): CachedSearch | null {
  const payload = row.payload as Partial<CachePayload> | null;
  if (!payload || payload.version !== CACHE_VERSION || !Array.isArray(payload.youtubeVideos)) return null;
  return {
    query: row.query,
    analyzedAt: row.createdAt.toISOString(),
    videos: payload.youtubeVideos.map((v) => ({ title: v.title, viewCount: v.viewCount })),
  };
}

/** A stored analysis as it was cached: the opaque payload for a reader that validates its own part. */
export type StoredAnalysis = { query: string; createdAt: Date; payload: unknown };

/** The newest stored analyses of any query, any age (Content Ideas' market evidence: reading them spends nothing). */
export async function newestAnalyses(db: Db, limit: number): Promise<StoredAnalysis[]> {
  return db
    .select({ query: marketCache.query, createdAt: marketCache.createdAt, payload: marketCache.payload })
    .from(marketCache)
    .orderBy(desc(marketCache.createdAt))
    .limit(limit);
}
