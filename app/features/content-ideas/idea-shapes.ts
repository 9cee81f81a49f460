// The shapes the page, the API and the stored batches share (types only, safe for components).
import type { AppliedPattern, Difficulty, Evidence, ScorePart } from "./engine/types";

export type { AppliedPattern, Difficulty, Evidence, ScorePart };

/** What a batch looked at: the real counts (stored with the batch, shown as Trends Analyzed). */
export type Analyzed = { keywords: number; clusters: number; videos: number; comments: number };

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
  forecast: { min: number; expected: number; max: number } | null;
};

export type StoredAnalyzed = Analyzed & {
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
  /** keywords + clusters + videos the newest batch looked at; null before the first. */
  trendsAnalyzed: number | null;
  analyzed: StoredAnalyzed | null;
};
