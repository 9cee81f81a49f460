// Feedback's server-side public entry (platform tier): what /admin reads of it.
export { type FeedbackEntry, feedbackCountForAdmin, feedbackForAdmin, type FeedbackSlice } from "./admin-reads.server";

// What the pages and Workers (the edges) import of this feature.
export { submitFeedback } from "./feedback.server";
