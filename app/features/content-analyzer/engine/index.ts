// Public surface of the content analyzer engine.
export { analyzeMarket, cleanVideos, CONTENT_VOLUME_DAYS, type AnalyzeMarketInput } from "./analyze";
export { EXAMPLES_SHOWN, exampleTitles } from "./examples";
export { engagementLabel, engagementPercent, formatCount } from "./measures";
export type { EngagementLabel, MarketAnalysis, MarketCluster, MarketStats, MarketVideo, TopicPick } from "./types";
