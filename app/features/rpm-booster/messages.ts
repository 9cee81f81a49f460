// Every text the RPM Booster answers with (spec §8), in one place; plain module, safe for the client.

export const RPM_FAILED_ERROR = "Failed to analyze RPM data. Please try again.";
export const RPM_ERROR_TITLE = "Analysis Error";
export const RPM_SIGNED_OUT_ERROR = "Sign in to use the RPM Booster.";
export const UNKNOWN_ACTION_ERROR = "Unknown action. Use the Analyze RPM button.";

/** Runs kept per workspace; older ones are deleted, the running total keeps counting. */
export const KEPT_ANALYSES = 5;

/** Where revenue data comes from, step by step (the same Studio path as the Account Settings import card). */
export const IMPORT_STEPS = [
  "In YouTube Studio open Analytics, then Advanced mode.",
  "Keep the Content tab, set the period to the last 365 days (a full year also lets seasonality be measured).",
  'Add the metrics "Estimated revenue" and "RPM" next to Views.',
  'Choose Export current view → "Comma-separated values (.csv)" and unzip the download.',
  'In Account Settings → Import from YouTube Studio, upload "Table data.csv" (one row per video) and "Totals.csv" (one row per day for the whole channel, with views and revenue).',
] as const;
