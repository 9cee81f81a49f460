// The Analyze button's use-case: one analysis run, metered here (a free account has one).
import { type Viewer, meteredFor } from "~/features/billing/index.server";
import type { Db } from "~/lib/db/client.server";
import { analyzeWorkspace, saveAnalysis } from "./rpm.engines.server";

export function runRpmAnalysis(db: Db, viewer: Viewer, now: Date): Promise<Awaited<ReturnType<typeof saveAnalysis>>> {
  // A run without revenue data is kept (it says what to import) but costs nothing: no analysis was made.
  return meteredFor(
    db,
    viewer,
    "rpm-booster",
    async () => saveAnalysis(db, viewer.teamChannelId, await analyzeWorkspace(db, viewer.teamChannelId, now), now),
    (run) => run.analysis !== null,
  );
}
