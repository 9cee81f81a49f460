// Market data's public entry (data tier): the analysed-search cache, who searched what, and the
// live-search count per workspace. Other features import this file only.
export {
  CACHE_TTL_MS,
  type CachedAnalysis,
  type CachedSearch,
  cacheKey,
  liveSearchesToday,
  newestAnalyses,
  pruneMarketCache,
  readCachedAnalysis,
  recordSearch,
  searchesOf,
  type StoredAnalysis,
  tidyQuery,
  writeCachedAnalysis,
} from "./market-cache.server";
