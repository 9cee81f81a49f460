// Trends' public entry (data tier, market data): stored trend points per keyword.
export { normaliseKeyword, trendRecord, trendsForUser } from "./trends.server";
