// Analyze my library's use-case: one analysis run, metered here (a free account has one).
import { type Viewer, meteredFor } from "~/features/billing/index.server";
import type { Db } from "~/lib/db/client.server";
import { analyzeLibrary } from "./series.engines.server";

export function analyzeSeriesLibrary(
  db: Db,
  viewer: Viewer,
  now: Date,
): Promise<Awaited<ReturnType<typeof analyzeLibrary>>> {
  return meteredFor(db, viewer, "series-planner", () => analyzeLibrary(db, viewer.teamChannelId, now));
}
