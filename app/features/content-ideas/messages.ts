// Every text and limit the Content Idea Generator shows or answers with (spec §5, §8), in one
// place that client components can import (no zod here).

export const GENERATE_FAILED_ERROR = "Failed to generate new content ideas. Please try again.";
export const GENERATE_ERROR_TITLE = "Generation Error";
/** This week's automatic batch failed every attempt (docs/decisions/008-job-watchdog.md). */
export const WEEKLY_BATCH_FAILED_ERROR =
  "This week's ideas could not be generated automatically. Press Generate New Ideas to try again.";
export const SIGNED_OUT_ERROR = "Sign in to use the content idea generator.";
export const NO_CHANNEL_ERROR =
  "Connect your YouTube channel in Account Settings first: ideas are built from your channel's data.";
export const IDEA_NOT_FOUND_ERROR = "That idea is no longer in your list.";
export const UNKNOWN_ACTION_ERROR = "Unknown action.";
export const GENERATE_BODY_ERROR =
  "Send no body, or an empty JSON object {}: ideas are built from your channel's data.";
export const NO_EVIDENCE_MESSAGE = "No topic has enough evidence for an idea yet, so your current ideas stay.";
export const NOT_FORECAST = "Not enough history to forecast";

/** Ideas per batch and how often a batch arrives (spec §9: 3 per batch, refreshed weekly). */
export const IDEAS_PER_BATCH = 3;
/** Manual batches one workspace may generate per UTC day (each reads the whole channel). */
export const MANUAL_BATCHES_PER_DAY = 20;
export const RATE_LIMIT_ERROR = `You have generated ${MANUAL_BATCHES_PER_DAY} batches today. New ideas need new evidence: try again tomorrow, or wait for Monday's batch.`;
export const MAX_SERIES_TITLE = 200;
export const SERIES_TITLE_REQUIRED = "Please enter a title for the new series.";
export const SERIES_TITLE_TOO_LONG = `A series title is at most ${MAX_SERIES_TITLE} characters.`;
export const SERIES_CHOICE_ERROR = "Choose a series, or New series with a title.";

/** Trend score colours (spec §9: 90+ green, 80+ amber). */
export function trendScoreTone(score: number): "green" | "amber" | "red" {
  if (score >= 90) return "green";
  if (score >= 80) return "amber";
  return "red";
}

export const EVIDENCE_LABELS: Record<string, string> = {
  request: "Viewer requests",
  question: "Viewer questions",
  "own-topic": "Your top topic",
  "competitor-outlier": "Competitor outlier",
  "market-gap": "Low competition",
  "rising-keyword": "Rising keyword",
  "seasonal-peak": "Seasonal peak",
  "own-upload": "Your past upload",
};
