import type { ReachEvidence } from "./reach-first-days";

// Public shapes of the two forecasting engines. The trajectory shapes mirror the JSON of
// POST /api/forecast/trajectory; the pre-publication ones mirror POST /api/forecast/video and
// the spec's Forecast record, so each endpoint is a thin call.

/** One reading of a video's public counters. `hours` counts from a common origin (publication when known); views are cumulative. */
export type TrajectoryPoint = { hours: number; views: number; likes?: number | null; comments?: number | null };

/** A past video's readings, used to learn how views grow. */
export type Trajectory = { points: readonly TrajectoryPoint[] };

/** A published video to project: its readings so far and the age (hours from the same origin) to project to. */
export type TrajectoryQuery = { id: string; points: readonly TrajectoryPoint[]; horizonHours: number };

/**
 * How a projection was made:
 * - "observed": the horizon is not after the last reading, so the answer is the reading itself
 *   (interpolated between readings when it falls between two);
 * - "model": the growth model with split-conformal bounds;
 * - "model-uncalibrated": the growth model, but too few held-back trajectories reached this age
 *   to calibrate an 80% interval, so the bounds come from the fitting residuals, widened;
 * - "no-data": the video has no usable reading, or nothing in training reaches the horizon and
 *   the video's own growth cannot be extrapolated; expected = last reading, bounds wide open.
 */
export type ProjectionBasis = "observed" | "model" | "model-uncalibrated" | "no-data";

export type TrajectoryForecast = { id: string; expected: number; low: number; high: number; basis: ProjectionBasis };

/** Error of a forecaster on held-back data. mdape in percent; coverage80 a share 0..1. */
export type BacktestSummary = { mdape: number | null; coverage80: number | null; n: number };

export type TrajectoryBacktest = BacktestSummary & {
  /** Mean relative squared error (N̂/N − 1)², Szabo & Huberman's measure. */
  mrse: number | null;
  /** Median of high / low: how wide the 80% intervals were. */
  medianWidthRatio: number | null;
};

/** A past upload for the pre-publication forecast. `views` are its views at `now`. */
export type HistoryVideo = {
  id?: string;
  title: string;
  publishedAt: string;
  views: number;
  durationSeconds?: number | null;
  /** When known; otherwise "#shorts" in the title or a duration of 60 s or less marks a Short. */
  isShort?: boolean | null;
  likes?: number | null;
  comments?: number | null;
  /**
   * Readings since publication, when stored. They let the backtest use only the views that were
   * known at each past moment, and let the 28-day figure be read instead of inferred.
   */
  snapshots?: readonly { hours: number; views: number }[] | null;
};

export type CompetitionLevel = "Low" | "Medium" | "High";
export type ViralPotential = "Low" | "Medium" | "High";

/**
 * What the market tools measured about the topic. competitionLevel and trendAlignment are
 * passed through as measured there; demandViewsPerDay (median views per day since publication of
 * the topic's recent videos) and medianChannelSubscribers are used only when the channel has too
 * little history of its own, to make a market estimate.
 */
export type MarketInput = {
  competitionLevel?: CompetitionLevel | null;
  /** 0..100. */
  trendAlignment?: number | null;
  demandViewsPerDay?: number | null;
  medianChannelSubscribers?: number | null;
  /** Week-over-week change of interest in percent (the Trends velocity); only quoted in the reasoning. */
  trendVelocity?: number | null;
};

/** The spec's Forecast record. Scores are null when the channel's history is too short to measure them. */
/** One row of a reliability table: of the forecasts that said from–to, the share that happened. */
export type ReliabilityRowOut = { from: number; to: number; n: number; said: number | null; happened: number | null };

export type ProbabilityMeasure = {
  /** Forecasts of the channel's rolling backtest the probability was checked on. */
  n: number;
  /** Brier score (mean squared error of the probability, 0 best) and the same for a constant base rate. */
  brier: number | null;
  brierConstant: number | null;
  table: ReliabilityRowOut[];
  /** Measured on 20+ forecasts and better than the constant: shown. */
  shown: boolean;
};

export type ProbabilityCheck = {
  /** The forecast is the channel's median: its chance of beating the median is 50% by definition. */
  isMedian: boolean;
  /**
   * Where the chance comes from: "median" (50% by definition), "real-channels" (the title's topic
   * record and the channel's recent run, calibrated out of sample on real channels' uploads; `beat`
   * is that check), "channel" (measured on the channel's own backtest), null when none is shown.
   * Absent on forecasts stored before the notes existed.
   */
  source?: "median" | "real-channels" | "channel" | null;
  beat: ProbabilityMeasure | null;
  viral: ProbabilityMeasure | null;
  /** In words, for the page. */
  sentence: string;
};

export type Forecast = {
  title: string;
  topic: string;
  predictedViews: { min: number; expected: number; max: number };
  /**
   * Percent: the channel's Studio impressions click-through rate (moved by similar uploads'), else
   * without a Studio export the median first-week CTR of its recent uploads from YouTube's reach
   * report; null without either.
   */
  predictedCTR: number | null;
  /** Where predictedCTR comes from (absent on forecasts stored before the reach report was read). */
  predictedCTRSource?: "studio" | "reach" | null;
  /**
   * What YouTube's reach report measured of the channel's recent uploads of this format in their
   * first days, or why it says nothing. Absent where no channel's report applies (a history sent
   * in the request, a replayed forecast) and on forecasts stored before it was read.
   */
  reach?: ReachEvidence;
  /** (likes + comments) / views in percent; null when the history has no likes or comments. */
  predictedEngagement: number | null;
  /**
   * Percent 0..100: P(views at 28 days >= the channel's median at 28 days). Exactly 50 when the
   * forecast is the channel's median; from the title's topic record and the channel's recent run
   * when those moved the forecast (calibrated on real channels, probabilityCheck.source
   * "real-channels"); null when the probability was not measured to be calibrated (probabilityCheck
   * says why).
   */
  successProbability: number | null;
  /** From P(views at 28 days >= 3 × the median); null unless measured to be calibrated the same way. */
  viralPotential: ViralPotential | null;
  /** How the probabilities above were measured (absent on forecasts stored before it was measured). */
  probabilityCheck?: ProbabilityCheck;
  reasoning: string;
  recommendations: string[];
  competitionLevel: CompetitionLevel | null;
  trendAlignment: number | null;
  titleScore: number | null;
  topicScore: number | null;
  timingScore: number | null;
  overallScore: number | null;
  /**
   * Each score in words: what it rests on, or (when null) why there is none, so the page never
   * shows a bare "—". Absent on forecasts stored before the notes existed.
   */
  scoreNotes?: { title: string; topic: string; timing: string };
};

/**
 * The 80% range of a published upload's projection to 28 days (published-projection.ts): the
 * curve's expected log growth is scaled by q10 for the low end and q90 for the high end.
 */
export type PublishedSpread = { q10: number; q90: number };
