// Series Planner's public entry (composer): the workspace's series and adding a planned video.
export { addPlannedVideo, listSeries } from "./series.server";

// Analyze my library's use-case: one analysis run, metered here (a free account has one).
import { type Viewer, meteredFor } from "~/features/billing/index.server";
import type { Db } from "~/lib/db/client.server";
import { analyzeLibrary } from "./series.server";
// The engines Worker runs Analyze Library itself (workers/engines/calls.ts).
export { analyzeLibrary };

export function analyzeSeriesLibrary(
  db: Db,
  viewer: Viewer,
  now: Date,
): Promise<Awaited<ReturnType<typeof analyzeLibrary>>> {
  return meteredFor(db, viewer, "series-planner", () => analyzeLibrary(db, viewer.teamChannelId, now));
}
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
  type EditResult,
  type SeriesVideoView,
  type SeriesView,
  seriesStats,
} from "./series.server";
export { seriesFormSchema, seriesQuerySchema } from "./schema";
