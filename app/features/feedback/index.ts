// Feedback's public entry (platform tier; client-safe): the kinds of feedback and their labels.
export { FEEDBACK_TYPES, platformLabel } from "./messages";

// What the pages and Workers (the edges) import of this feature.
export { FEEDBACK_TITLE } from "./messages";
