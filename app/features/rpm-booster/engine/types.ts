// Shapes of the RPM Booster engine: what it reads and what it returns.
import type { DailyAnalyticsRecord, VideoAnalyticsRecord, VideoRecord } from "~/features/channel-data/index";

export type RpmInput = {
  videos: VideoRecord[];
  /** Studio "Table data.csv": one row per video (export period or lifetime). */
  videoAnalytics: VideoAnalyticsRecord[];
  /** Studio daily rows (Totals.csv, or a chart without a Content column); only rows with videoYoutubeId null (the channel) are read. */
  dailyAnalytics: DailyAnalyticsRecord[];
  /** ISO 8601: the moment the analysis is made. */
  now: string;
};

export type RpmCategory = "Content Strategy" | "Audience Targeting" | "Ad Optimization" | "Channel Growth";
export type RpmDifficulty = "Easy" | "Medium" | "Hard";
export type RpmPriority = "High" | "Medium" | "Low";
export type RpmTrend = "increasing" | "decreasing" | "stable";

export type RpmAnalysis = {
  /** Revenue ÷ views × 1000 over the last 28 days of channel daily rows. */
  currentRPM: number;
  /** Always null: no authoritative published RPM table exists (see nicheNote). */
  industryAverage: null;
  /** Median per-video RPM of videos with at least 1,000 views; null when there are none. */
  channelMedianRPM: number | null;
  niche: null;
  nicheNote: string;
  /** 90th percentile of per-video RPM (videos with ≥ 1,000 views, at least 10 of them); else null. */
  topPerformerRPM: number | null;
  monthlyTrend: RpmTrend;
  /** Percent change of the 28-day RPM against the 28 days before; 0 when there is no prior period. */
  trendPercentage: number;
  totalRecommendations: number;
  /** Sum of the recommendations' potentialIncrease (currency per 28 days). */
  potentialMonthlyIncrease: number;
  views28: number;
  revenue28: number;
  /** The 28-day window, inclusive ISO dates (YYYY-MM-DD). */
  window: { from: string; to: string };
  /**
   * RPM of each 28-day window back from the current one (oldest first, the current one last), up to
   * HISTORY_WINDOWS, skipping windows without views; optional because analyses stored before it
   * was added lack it.
   */
  history?: RpmWindow[];
};

export type RpmWindow = { from: string; to: string; rpm: number };

export type RpmRecommendation = {
  id: string;
  category: RpmCategory;
  title: string;
  description: string;
  currentRPM: number;
  projectedRPM: number;
  /** (projectedRPM − currentRPM) × views of the last 28 days ÷ 1000, in cents precision. */
  potentialIncrease: number;
  difficulty: RpmDifficulty;
  timeToImplement: string;
  reasoning: string;
  actionSteps: string[];
  priority: RpmPriority;
};

export type RpmResult = {
  analysis: RpmAnalysis | null;
  recommendations: RpmRecommendation[];
  /** What to import, in plain English; null when the revenue data is complete. */
  missing: string | null;
  /** Drivers the data cannot measure, each with the reason. */
  notMeasured: string[];
  /** Drivers measured without a recommendation, each with the numbers that decided it. */
  checked: string[];
};
