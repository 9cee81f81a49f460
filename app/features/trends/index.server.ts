// Trends' public entry (data tier, market data): stored trend points per keyword.
export { normaliseKeyword, trackedKeywordsOf, trackedKeywordsOfConfirmedWorkspaces, trendRecord, trendsForUser } from "./trends.server";

