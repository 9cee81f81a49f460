// RPM Booster's public entry (insight engine).
export { analyzeWorkspace } from "./rpm.engines.server";

// The Analyze button's use-case: one analysis run, metered here (a free account has one).
import { type Metered, type Viewer, meteredFor } from "~/features/billing/index.server";
import type { Db } from "~/lib/db/client.server";
import { analyzeWorkspace, saveAnalysis } from "./rpm.engines.server";

export function runRpmAnalysis(
  db: Db,
  viewer: Viewer,
  now: Date,
): Promise<Metered<Awaited<ReturnType<typeof saveAnalysis>>>> {
  // A run without revenue data is kept (it says what to import) but costs nothing: no analysis was made.
  return meteredFor(
    db,
    viewer,
    "rpm-booster",
    async () => saveAnalysis(db, viewer.workspaceId, await analyzeWorkspace(db, viewer.workspaceId, now), now),
    (run) => run.analysis !== null,
  );
}
export { copyRpmAnalyses } from "./demo-copy.server";

// What the pages and Workers (the edges) import of this feature.
export { rpmPage, videoRpmCsv, revenueSource, rpmStats } from "./rpm.engines.server";
export { parseAnalyzeForm } from "./schema";
