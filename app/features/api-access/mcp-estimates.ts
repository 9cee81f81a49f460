// Which figures of each tool's MCP answer Vidwise computed (forecasts, scores, projections,
// sentiment), so a client can tell them from the counts YouTube reports: YouTube's API policies
// require derived figures to be told apart wherever they stand beside YouTube's.
import { type EstimatesNote, estimatesIn } from "~/lib/figure-source";

const ESTIMATED_FIGURES: Record<string, readonly string[]> = {
  "comment-sentiment": ["avgSentimentScore", "positiveShare", "neutralShare", "negativeShare"],
  "competitor-outliers": ["topOutlierScore"],
  "latest-uploads": [
    "expected28d",
    "low28d",
    "high28d",
    "norm28d",
    "percentOfNorm",
    "status",
    "behindCount",
    "aheadCount",
    "latestPercentOfNorm",
    "latestStatus",
  ],
  "title-forecast": ["expectedViews", "minViews", "maxViews", "successProbability", "titleScore"],
  "title-thumbnail": ["strongestEffect", "strongestEffectLow", "strongestEffectHigh", "suggestionEffect"],
  "description-audit": ["medianScore", "seoScore"],
  rpm: [
    "currentRPM",
    "channelMedianRPM",
    "topPerformerRPM",
    "trendPercentage",
    "potentialMonthlyIncrease",
    "topRecommendationIncrease",
  ],
  "dashboard-kpis": ["visibilityScore"],
  "upload-timing": ["recommendation"],
  cadence: ["verdict", "cadenceViewsCorrelation"],
  "track-record": ["mdape", "medianBaselineMdape", "inside80"],
};

/** Ranked figures named by number ("idea1TrendScore"): every idea's score is ours. */
const ESTIMATED_PATTERNS: Record<string, RegExp> = {
  "content-ideas": /^idea\d+TrendScore$/,
};

/** The estimates note of one answer: the keys of `figures` that are Vidwise's, or null when none are. */
export function mcpEstimates(tool: string, figures: Record<string, unknown>): EstimatesNote | null {
  const named = new Set(ESTIMATED_FIGURES[tool] ?? []);
  const pattern = ESTIMATED_PATTERNS[tool];
  const keys = Object.keys(figures).filter((key) => named.has(key) || (pattern?.test(key) ?? false));
  return keys.length > 0 ? estimatesIn(...keys) : null;
}
