// description-rewriter's public entry for browser-safe code: the edges (pages, Workers) and other features import this file only.
export {
  MAX_DESCRIPTION_CHARACTERS,
  MISSING_INPUT_ERROR,
  REWRITE_ERROR_TITLE,
  REWRITE_FAILED_ERROR,
  VIDEO_NOT_FOUND_ERROR,
  REWRITE_SIGNED_OUT_ERROR,
} from "./messages";
