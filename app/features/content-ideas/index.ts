// content-ideas's public entry for browser-safe code: the edges (pages, Workers) and other features import this file only.
export {
  GENERATE_ERROR_TITLE,
  GENERATE_FAILED_ERROR,
  NO_EVIDENCE_MESSAGE,
  UNKNOWN_ACTION_ERROR,
  GENERATE_BODY_ERROR,
  SIGNED_OUT_ERROR,
} from "./messages";
export { type ContentIdea } from "./idea-shapes";
export { WEEKLY_IDEAS_CRON } from "./batch-schedule";
