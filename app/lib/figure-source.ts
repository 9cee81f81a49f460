// Whose figure a number is. YouTube's API policies require the figures Vidwise computes
// (forecasts, scores, projected gains, estimated watch time) to be told apart from the ones
// YouTube reports, everywhere they stand side by side: pages, CSV files, /api and MCP answers.

/** The words every figure Vidwise computes carries. */
export const ESTIMATE_LABEL = "Vidwise estimate";
/** The words for a figure YouTube itself reports (Data API, Analytics API, Studio exports). */
export const YOUTUBE_LABEL = "YouTube";

export type FigureSource = typeof ESTIMATE_LABEL | typeof YOUTUBE_LABEL;

/** The CSV column that says, for each row, whose figures it holds. */
export const SOURCE_COLUMN = "source";
