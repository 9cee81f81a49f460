// Every text the Description Rewriter shows or answers with (spec §5, §8), in one place.

export const MISSING_INPUT_ERROR = "Please enter both video title and description";
export const REWRITE_FAILED_ERROR = "Failed to rewrite description. Please try again.";
export const REWRITE_ERROR_TITLE = "Rewrite Error";
/** YouTube's own limit on a description (YouTube Help, "Add video descriptions"). */
export const MAX_DESCRIPTION_CHARACTERS = 5_000;
export const DESCRIPTION_TOO_LONG_ERROR = "A description can be at most 5,000 characters (YouTube's limit).";
export const MAX_TITLE_CHARACTERS = 1_000;
export const TITLE_TOO_LONG_ERROR = "A title can be at most 1,000 characters.";
export const MAX_KEYWORDS = 10;
export const MAX_KEYWORD_CHARACTERS = 60;
export const REWRITE_SIGNED_OUT_ERROR = "Sign in to use the description rewriter.";
export const VIDEO_NOT_FOUND_ERROR = "That video is not in your channel's library.";
