// The shapes the page, the API and the stored batches share (types only, safe for components).
import type { AppliedPattern, Difficulty, Evidence, ScorePart } from "./engine/types";

export type { AppliedPattern, Difficulty, Evidence, ScorePart };

/**
 * What a batch looked at: the real counts, stored with the batch. `trends` is the keywords whose
 * trend measurements were read (Trends Analyzed counts those, one kind of thing); `keywords` the
 * keywords tried plus the market searches read.
 */
export type Analyzed = { keywords: number; clusters: number; videos: number; comments: number; trends: number };

/** Spec §3 "Content idea", with its evidence and how each figure was measured. */
export type ContentIdea = {
  id: string;
  title: string;
  reasoning: string;
  trendScore: number;
  difficulty: Difficulty;
  /** The forecaster's 80% range for views at 28 days, as text ("3.1K–12.4K"), or why there is none. */
  estimatedViews: string;
  bestUploadTime: string;
  /** bestUploadTime's short answer ("Tuesdays, 16:00–20:00"), null when no time stood out; absent in batches made before it was kept. */
  bestUploadSlot?: string | null;
  tags: string[];
  evidence: Evidence[];
  // How each was measured.
  topic: string;
  topicKey: string;
  score: number;
  demand: number;
  freshness: number;
  scoreParts: ScorePart[];
  difficultyReason: string;
  titleNote: string;
  titlePatterns: AppliedPattern[];
  forecast: IdeaForecast | null;
  /** "thin" when every piece of evidence is thin (its score counted half); absent in batches made before it was kept. */
  evidenceStrength?: "solid" | "thin";
  /** What is thin about the evidence and what would help; null when solid. */
  thinEvidence?: string | null;
  /** The idea's rank by evidence strength and what placed it in the batch. */
  rankReason?: string;
};

export type StoredAnalyzed = Omit<Analyzed, "trends"> & {
  /** Null for a batch stored before trends were counted apart. */
  trends: number | null;
  missing: string[];
  candidates: number;
  dropped: { dismissed: number; coveredRecently: number; previousBatch: number };
};

export type IdeaBatch = {
  id: string;
  source: "cron" | "manual";
  createdAt: string;
  ideas: ContentIdea[];
  analyzed: StoredAnalyzed;
  totalGenerated: number;
};

export type IdeaStats = {
  totalGenerated: number;
  /** ISO time of the newest batch; null before the first. */
  lastGenerated: string | null;
  /** ISO time of the next cron run that will write this workspace's batch; null when none will. */
  nextBatch: string | null;
  nextBatchNote: string;
  /** Keyword trends (rising, seasonal) the newest batch read; null before the first, or for an older batch that did not count them. */
  trendsAnalyzed: number | null;
  analyzed: StoredAnalyzed | null;
};

/**
 * The forecaster's figures for an idea. `perIdea` false: the forecaster issued the channel's
 * typical range for any new upload (its median of `typicalOf` uploads), the same whatever the idea,
 * because on this channel's uploads its topic and title effects do not yet beat that median;
 * absent in batches made before it was kept.
 */
export type IdeaForecast = {
  min: number;
  expected: number;
  max: number;
  perIdea?: boolean;
  typicalOf?: number;
};
