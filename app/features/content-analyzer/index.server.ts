// Content Analyzer's public entry: the search the page, POST /api/youtube-insights and the
// assistant call. Content Gap Analysis (Pro and up) is the low-competition gem and each topic's
// opportunity summary: the use-case withholds them itself and says so in `locked`.
export { analyzeMarket } from "./analyze-market.server";

/** New Content Analyzer searches one workspace may run a day (public pages quote it). */
export { DAILY_LIVE_ANALYSES_PER_WORKSPACE } from "./market.server";

// What the pages and Workers (the edges) import of this feature.
export { analyzerFailure, analyzeRequestSchema, parseQueryField } from "./market.server";
// Other searches to offer when one found nothing (run in the engines Worker).
export { suggestionsFor } from "./suggestions.engines.server";
// The engines Worker's side of the analysis (workers/engines/calls.ts).
export { analyzeSearchVideos } from "./market-analysis.engines.server";
