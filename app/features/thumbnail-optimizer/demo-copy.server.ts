// The optimizer run and A/B test a demo starts with: made on the week's demo base by the real
// analysis (features/demo-showcase), copied from the base's store into the demo's. The
// per-thumbnail measures (thumbnail_metrics, one row per video) are not copied: the run already
// holds its results, and a visitor's own run measures again.
import type { Db } from "~/lib/db/client.server";
import { copyStoreRows } from "~/lib/db/workspace-db.server";
import { abTestVariants, abTests, optimizerRuns } from "./store-tables";

/** Copies `from`'s optimizer runs and A/B tests into workspace `to`'s store, unchanged. */
export async function copyOptimizerResults(db: Db, from: string, to: string): Promise<number> {
  let rows = 0;
  for (const table of [optimizerRuns, abTests, abTestVariants]) rows += await copyStoreRows(db, table, from, to);
  return rows;
}
