// The analyzer's topic clustering for other tools (Series Planner, Content Ideas): any list of
// videos (the creator's own library, a competitor's uploads) in, named clusters with their
// member ids out. Other features import this module, never the engine's internals.
export { analyzeMarket as clusterVideos } from "./engine";
export type {
  MarketAnalysis as TopicClusters,
  MarketCluster as TopicCluster,
  MarketVideo as ClusterableVideo,
} from "./engine";
