// Series Planner's public entry (composer): the workspace's series and adding a planned video.
export { addPlannedVideo, listSeries } from "./series.engines.server";
// The engines Worker runs Analyze Library itself (workers/engines/calls.ts).
export { analyzeLibrary } from "./series.engines.server";
export { analyzeSeriesLibrary } from "./metered.server";
export { copySeries } from "./demo-copy.server";

// What the pages and Workers (the edges) import of this feature.
export {
  listSeriesChoices,
  addUpload,
  createSeries,
  deleteSeries,
  editVideo,
  estimateViews,
  moveVideo,
  removeVideo,
  seriesPage,
  seriesTitleOf,
  type SeriesVideoView,
  type SeriesView,
  seriesStats,
} from "./series.engines.server";
export { seriesFormSchema, seriesQuerySchema } from "./schema";
