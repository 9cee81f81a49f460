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
  /** The phrase the cluster's titles share, as written there: "Smart Home", "Mechanical Keyboard". Unique within one analysis. */
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
  /** Up to three keywords: the cluster's most distinctive terms over titles, tags and descriptions. */
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
  /** How many of its videos are in the recent window (stats.contentVolumeDays): recentViewsPerDay is their median. */
  recentVideos: number;
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
  /** Results published in the last contentVolumeDays days: how much is being made right now. */
  contentVolume: number;
  /** 30, widened to 90, 180 or 365 when nothing is that recent; null when no result is under a year old. */
  contentVolumeDays: number | null;
  /** Mean views per analysed video, rounded: the audience a typical video in this market reaches. */
  avgMarketSize: number;
  /** The cluster with the highest engagement score, or null when none has one. */
  bestEngagement: { clusterName: string; engagementScore: number; label: EngagementLabel } | null;
};

export type MarketAnalysis = {
  query: string;
  clusters: MarketCluster[];
  /** Null when no topic formed (no videos, or no two titles carry one name): noPickReasons says why. */
  peakTopic: TopicPick | null;
  /**
   * The fastest-rising topic, or, when that is the peak topic (peakIsRising), the runner-up: the
   * fastest of the others. Null when no other result is recent (noPickReasons says why).
   */
  risingTopic: TopicPick | null;
  /** Null when no cluster other than the peak is both in demand and lightly contested. */
  lowCompetitionGem: TopicPick | null;
  /** The peak topic is also the fastest-rising one: said once, on the peak. */
  peakIsRising: boolean;
  /** Why a pick is null, as a sentence with its numbers; null where the pick exists. */
  noPickReasons: { peakTopic: string | null; risingTopic: string | null; lowCompetitionGem: string | null };
  /**
   * Results in no topic, most viewed first: no name their titles carry is carried by another
   * result's title in a way that forms a topic (engine/naming.ts formTopics). They count in the
   * market's figures (medians, totals, content volume), not in any topic's.
   */
  unsortedVideoIds: string[];
  whatToBuild: string;
  stats: MarketStats;
  /** One sentence for the top of the insights block. */
  summary: string;
};
