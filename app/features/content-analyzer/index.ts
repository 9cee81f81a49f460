// Content Analyzer's public entry (insight engine; pure): its topic clustering, which the
// composers (Content Ideas, Series Planner) run on their own videos.
export {
  analyzeMarket as clusterVideos,
  type MarketAnalysis as TopicClusters,
  type MarketCluster as TopicCluster,
  type MarketVideo as ClusterableVideo,
} from "./engine";
