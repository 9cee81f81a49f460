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

/**
 * What /api and MCP answers carry beside their figures: which of their fields hold Vidwise's
 * estimates (dotted paths, `[]` for every item of a list). Every other figure is YouTube's.
 */
export type EstimatesNote = { label: typeof ESTIMATE_LABEL; fields: string[] };

export function estimatesIn(...fields: string[]): EstimatesNote {
  return { label: ESTIMATE_LABEL, fields };
}
