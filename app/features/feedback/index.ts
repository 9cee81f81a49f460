// Feedback's public entry (platform tier; client-safe): the kinds of feedback and their labels.
export { FEEDBACK_TYPES, platformLabel } from "./messages";

// What the pages and Workers (the edges) import of this feature.
export { FEEDBACK_TITLE } from "./messages";
// What the page echoes back with a refusal (a known type, a bounded text).
export { DEFAULT_FEEDBACK_CATEGORY, FEEDBACK_MAX_LENGTH, isFeedbackCategory } from "./messages";
