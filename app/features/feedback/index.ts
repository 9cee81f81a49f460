// Feedback's public entry (platform tier; client-safe): the kinds of feedback and their labels.
export { FEEDBACK_TYPES, platformLabel } from "./messages";
