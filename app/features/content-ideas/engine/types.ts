// Input and output of the idea engine. Everything is plain data: the service (ideas.engines.server.ts)
// reads D1 and hands these over; the engine returns ranked ideas with their evidence.
import type { MeasuredEffect } from "~/features/thumbnail-optimizer/index";

export type EvidenceKind =
  | "request"
  | "question"
  | "own-topic"
  | "competitor-outlier"
  | "market-gap"
  | "rising-keyword"
  | "seasonal-peak"
  /** One of the channel's own past uploads: the weakest evidence, used so a batch is never short of ideas. */
  | "own-upload";

/** One piece of evidence as shown and as answered by the API ({ kind, text, count?, href? }). */
export type Evidence = { kind: EvidenceKind; text: string; count?: number; href?: string };

export type Difficulty = "Easy" | "Medium" | "Hard";

/** One of the own channel's uploads. */
export type OwnVideo = {
  id: string;
  title: string;
  tags: readonly string[];
  publishedAt: string;
  durationSeconds: number;
  isShort: boolean;
  views: number;
  /** Views at about 7 days (the snapshot nearest to it); null when none was taken then. */
  firstWeekViews: number | null;
};

/** A scored audience comment that is a content request or a question. */
export type AudienceComment = {
  id: string;
  videoId: string;
  videoTitle: string;
  /** The commenter (channel id, else display name): distinct askers are counted on it. */
  author: string;
  text: string;
  likeCount: number;
  publishedAt: string;
  /** The requested topic as Comment Sentiment extracted it (lower case), or null. */
  request: string | null;
  question: boolean;
};

/** A topic cluster of the own channel's videos (the analyzer's clustering). */
export type OwnCluster = { name: string; videoIds: readonly string[] };

/** A tracked competitor's upload with its outlier score (views ÷ its channel's median at the same age). */
export type CompetitorVideo = {
  id: string;
  title: string;
  channel: string;
  tags: readonly string[];
  publishedAt: string;
  durationSeconds: number;
  isShort: boolean;
  viewCount: number;
  outlierScore: number | null;
  /** The median views the outlier score divides by (that channel's uploads at the same age), when known. */
  baselineViews?: number | null;
  /** Whether some of those uploads' views at that age were estimated by a growth curve (Competitor Monitor). */
  baselineEstimated?: boolean;
};

/** A cluster of a stored Content Analyzer search. */
export type MarketCluster = {
  query: string;
  analyzedAt: string;
  name: string;
  videoCount: number;
  /** Median views per day of the cluster's videos. */
  demand: number;
  opportunityRatio: number;
  /** The median opportunity ratio of that search's clusters: what "ordinary" is in that market. */
  medianOpportunityRatio: number;
};

export type TrendSignal = "spiking" | "rising" | "steady" | "declining";

export type KeywordTrend = {
  keyword: string;
  signal: TrendSignal;
  /** Percent week over week; null without two weeks of points. */
  velocity: number | null;
  seasonalPeakMonth: string | null;
  lastUpdated: string;
  dataPoints: number;
};

/** The Optimizer's measured effect of a title feature (its typed read of the newest run). */
export type TitleEffect = MeasuredEffect;

export type TitleEvidence = {
  outcome: "studio" | "views" | "relative";
  videosAnalyzed: number;
  effects: readonly TitleEffect[];
} | null;

export type IdeaInput = {
  now: string;
  /** The owner's IANA time zone for the best upload time ("UTC" when not chosen). */
  timeZone: string;
  ownVideos: readonly OwnVideo[];
  /** The channel's own name: in its titles it credits the channel ("… | Melanie Murphy & Jessie B"), never names a topic. */
  channelName?: string | null;
  comments: readonly AudienceComment[];
  ownClusters: readonly OwnCluster[];
  competitorVideos: readonly CompetitorVideo[];
  market: readonly MarketCluster[];
  trends: readonly KeywordTrend[];
  titleEvidence: TitleEvidence;
  /** The creator's niche as they named it (Account Settings' primary topic): a competitor's topic that shares a word with it fits the channel. */
  niche?: string | null;
  /** Topic keys the user dismissed: never generated again. */
  dismissedKeys: readonly string[];
  /** Topic keys of the batch being replaced: left out while other candidates remain. */
  previousKeys: readonly string[];
};

/** A title feature the title was written with, and the measured effect that justifies it. */
export type AppliedPattern = { feature: string; label: string; effectText: string };

export type ScorePart = { kind: EvidenceKind; strength: number };

export type RankedIdea = {
  topic: string;
  topicKey: string;
  title: string;
  /** How the title was written: which measured patterns, or why it is plain. */
  titleNote: string;
  titlePatterns: AppliedPattern[];
  reasoning: string;
  evidence: Evidence[];
  /** Demand evidence summed (before freshness). */
  demand: number;
  /** 0.25–1: how recent the newest evidence is. */
  freshness: number;
  /** demand × freshness: the ranking key. */
  score: number;
  scoreParts: ScorePart[];
  trendScore: number;
  difficulty: Difficulty;
  difficultyReason: string;
  tags: string[];
  /** "thin" when every piece of evidence is thin (one viewer, a modest or ill-fitting outlier, only an own upload): its score counts half. */
  evidenceStrength: "solid" | "thin";
  /** What is thin and what would make it stronger; null for solid evidence. */
  thinEvidence: string | null;
  /** Why the idea holds its place in the batch: its rank, its score against its neighbours, and any rule that placed it. */
  rankReason: string;
};

/** `slot` is the short answer ("Tuesdays, 16:00–20:00"), null when no time stood out; `text` explains it. */
export type UploadTime = { text: string; measured: boolean; slot: string | null };
