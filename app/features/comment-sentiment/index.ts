// comment-sentiment's public entry for browser-safe code: the edges (pages, Workers) and other features import this file only.
export { PERIODS, type Period, parsePeriod } from "./periods";
export { MAX_COMMENTS, MAX_COMMENT_LENGTH } from "./limits";
export { NO_COMMENTS_READ_YET } from "./messages";
export {
  MIN_SCORED_TO_RANK,
  MIN_TREND_POINTS,
  type SentimentTrend,
  audienceLanguages,
  languageName,
  scoredCount,
} from "./engine/insights";
export { type CommentSummary, type CommentInput } from "./engine/types";
export { parsePastedComments } from "./pasted";
