// Trends' public entry (data tier, market data): stored trend points per keyword.
export {
  normaliseKeyword,
  trackedKeywordsOf,
  trackedKeywordsOfConfirmedWorkspaces,
  trendRecord,
  trendsForUser,
} from "./trends.server";

// What the pages and Workers (the edges) import of this feature.
export { forgetOldTrendPoints, recordTrendPoints } from "./trends.server";
