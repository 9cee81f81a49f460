// YouTube actions' public entry: the one door for changes on a creator's YouTube channel, with
// consent, the write budget and the audit log (write.server.ts), and spam held for review in bulk.
export {
  changesAllowed,
  MAX_IDS_PER_CALL,
  MAX_THUMBNAIL_BYTES,
  writeBudgetLeft,
  writeToYouTube,
  type WriteResult,
  type YouTubeWrite,
  YOUTUBE_UPLOAD_BASE_URL,
} from "./write.server";
export {
  DEFAULT_DAILY_WRITE_UNITS,
  DEFAULT_TEAM_DAILY_WRITE_UNITS,
  WRITE_UNITS,
  writeBudget,
  writesByDay,
} from "./budget.server";
export {
  type DeletedCommentCheck,
  heldNow,
  type HeldComment,
  HELD_LISTED,
  holdSpam,
  type HoldOutcome,
  releaseHeld,
} from "./holds.server";
