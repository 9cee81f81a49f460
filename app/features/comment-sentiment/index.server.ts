// Comment Sentiment's public entry: the use-cases the page, /api and the assistant all call.
// Audience Demand Insights (Pro and up) are the viewers' requests and questions: each use-case
// leaves them out itself for a viewer without the plan and says so in `locked`.
export {
  analyzeWorkspaceComments,
  commentScoresCsvFor,
  sentimentRecordsCsvFor,
  sentimentView,
} from "./for-viewer.server";
export { forgetCommentScores } from "./forget-scores.server";

export { analyzeCommentBatch, type BatchComment, type CommentBatchAnalysis } from "./batch.engines.server";

// What the composers, the assistant and the watchdog read (docs/decisions/009-feature-tiers.md).
export {
  monthlySentimentForDashboard,
  requestsForIdeas,
  requestsForSeries,
  type ScoredRequest,
  type VideoRequest,
} from "./score-reads.server";
export { sentimentReport } from "./report.engines.server";
export { claimStuckRun, failStuckRun, type StuckRun, stuckRuns } from "./stuck-runs.server";
export {
  activeRun,
  analysisRunProgress,
  ANALYSIS_FAILED_MESSAGE,
  countUnscored,
  failAnalysis,
  scoreAllNow,
  scoreAllNowYielding,
  startAnalysis,
} from "./scoring.engines.server";

// What the pages and Workers (the edges) import of this feature.
export { lastRunFailure, runAnalysisBatch } from "./scoring.engines.server";
export { commentScoresCsv } from "./report.engines.server";
export { analyzeRequestSchema } from "./api-schema";
export { sentimentForm } from "./schema";

// Spam held for review on YouTube in bulk (youtube-actions writes it): which comments, and the rule.
export { spamToHold, type SpamToHold } from "./spam-hold.engines.server";
export { holdsAsSpam, SPAM_HOLD_THRESHOLD } from "./engine/spam-hold";
export { holdSpamOnYouTube, type SpamHeld } from "./hold-spam.server";
