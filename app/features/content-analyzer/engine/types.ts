// Input and output of the market analysis. Output names follow spec §3 "Insights" (clusters
// with name, videoCount, avgViews, engagementScore, opportunitySummary; peakTopic, risingTopic,
// lowCompetitionGem with clusterName and reason; whatToBuild); the rest are extras for the page.

/** One search result with its statistics, as the route assembles it from search.list + videos.list + channels.list. */
export type MarketVideo = {
  videoId: string;
  title: string;
  description: string;
  tags: string[];
  channelId: string;
  channelTitle: string;
  /** Null when the channel hides its subscriber count or it was not fetched. */
  channelSubscribers: number | null;
  publishedAt: string;
  viewCount: number;
  /** Null when the owner hides likes. */
  likeCount: number | null;
  /** Null when comments are disabled. */
  commentCount: number | null;
  thumbnail: string | null;
};

export type EngagementLabel = "Exceptional" | "Strong" | "Moderate" | "Low";

export type MarketCluster = {
  /** 2-3 distinctive terms, title-cased: "Home Server, NAS & Homelab". Unique within one analysis. */
  name: string;
  videoCount: number;
  /** Mean views per video, rounded. */
  avgViews: number;
  /**
   * (likes + comments) / views in percent, pooled over the cluster's videos with visible likes
   * and at least one view; 2 decimals. Null when no video qualifies.
   */
  engagementScore: number | null;
  engagementLabel: EngagementLabel | null;
  opportunitySummary: string;
  // Extras.
  /** Display terms the name was made from, most distinctive first. */
  terms: string[];
  /** Member video ids, most viewed first (ties by id). */
  videoIds: string[];
  totalViews: number;
  /** Median views per day since publication (age floored at one day), rounded. */
  demand: number;
  supply: { videoCount: number; medianChannelSubscribers: number | null };
  /** demand / (videoCount x channel-size factor): see analyze.ts. */
  opportunityRatio: number;
  /** Median views per day of the cluster's videos in the recent window (see picks.ts), or null. */
  recentViewsPerDay: number | null;
};

export type TopicPick = { clusterName: string; reason: string };

export type MarketStats = {
  videosAnalyzed: number;
  /** Clusters whose opportunity ratio is strictly above the median ratio of all clusters. */
  opportunities: number;
  totalViews: number;
  /** Pooled engagement of every qualifying video, percent with 2 decimals; null when none qualifies. */
  avgEngagement: number | null;
  avgEngagementLabel: EngagementLabel | null;
  /** Videos in the results published in the last 30 days: how much is being made right now. */
  contentVolume: number;
  /** Mean views per analysed video, rounded: the audience a typical video in this market reaches. */
  avgMarketSize: number;
  /** The cluster with the highest engagement score, or null when none has one. */
  bestEngagement: { clusterName: string; engagementScore: number; label: EngagementLabel } | null;
};

export type MarketAnalysis = {
  query: string;
  clusters: MarketCluster[];
  /** Null only when there are no videos. */
  peakTopic: TopicPick | null;
  /** Null when no result was published in the last year. */
  risingTopic: TopicPick | null;
  /** Null when no cluster other than the peak is both in demand and lightly contested. */
  lowCompetitionGem: TopicPick | null;
  whatToBuild: string;
  stats: MarketStats;
  /** One sentence for the top of the insights block. */
  summary: string;
};
