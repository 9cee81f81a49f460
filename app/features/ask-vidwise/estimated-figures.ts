// Which figures of each assistant tool Vidwise computed (forecasts, scores, projections,
// sentiment), so the chat's sources and the MCP answers can tell them from the counts YouTube
// reports: YouTube's API policies require derived figures to be told apart wherever they stand
// beside YouTube's. A plain module: the browser imports it.
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

/** Whether the tool's figure `key` is one Vidwise computed. */
export function isEstimatedFigure(tool: string, key: string): boolean {
  return (ESTIMATED_FIGURES[tool]?.includes(key) ?? false) || (ESTIMATED_PATTERNS[tool]?.test(key) ?? false);
}

/** The estimates note of one answer: the keys of `figures` that are Vidwise's, or null when none are. */
export function estimatedFiguresOf(tool: string, figures: Record<string, unknown>): EstimatesNote | null {
  const keys = Object.keys(figures).filter((key) => isEstimatedFigure(tool, key));
  return keys.length > 0 ? estimatesIn(...keys) : null;
}
