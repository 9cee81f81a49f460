// Content Analyzer's public entry (insight engine; pure): its topic clustering, which the
// composers (Content Ideas, Series Planner) run on their own videos.
export {
  analyzeMarket as clusterVideos,
  type MarketAnalysis as TopicClusters,
  type MarketCluster as TopicCluster,
  type MarketVideo as ClusterableVideo,
} from "./engine";

// What the pages and Workers (the edges) import of this feature.
export { ANALYZER_TITLE, DEMO_ANALYZER_ERROR, MAX_QUERY_LENGTH, SIGNED_OUT_ERROR } from "./messages";
