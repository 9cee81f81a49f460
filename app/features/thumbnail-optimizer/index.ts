// Thumbnail Optimizer's browser-safe public entry: the types its server reads hand out.
export type { MeasuredEffect } from "./engine/effects";

// What the pages and Workers (the edges) import of this feature.
export { AB_TEST_ERROR_TITLE, ANALYSIS_ERROR_TITLE, ANALYSIS_FAILED_ERROR, SHORTS_NOTE } from "./messages";
export { MAX_VARIANTS, MIN_VARIANTS } from "./engine/ab-test";
export { MAX_THUMBNAIL_BYTES, SUGGESTED_VIDEOS } from "./limits";
