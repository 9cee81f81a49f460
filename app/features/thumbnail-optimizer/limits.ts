// Limits shared by the optimizer's forms and their checks. No zod here: the page's components
// import this, and zod in the browser bundle would evaluate code the CSP forbids.

/** A variant's name (for a title test, the title itself: YouTube allows 100 characters). */
export const MAX_VARIANT_NAME = 100;

/** YouTube's limit on a custom thumbnail (thumbnails.set), in bytes. */
export const MAX_THUMBNAIL_BYTES = 2 * 1024 * 1024;

/** The newest long-form videos an analysis suggests changes for. */
export const SUGGESTED_VIDEOS = 12;
