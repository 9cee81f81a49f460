// The optimizer run and A/B test a demo starts with: made on the week's demo base by the real
// analysis (features/demo-showcase), copied as the demo's own rows. The per-thumbnail measures
// (thumbnail_metrics, one row per video) are not copied: the run already holds its results, and
// a visitor's own run measures again, so they would only spend the demo's row budget.
import { type RawStatement, copyWorkspaceRows } from "~/lib/db/raw-batch";
import { optimizerRuns, abTests, abTestVariants } from "./tables";

/** Copies `from`'s optimizer runs and A/B tests into workspace `to`, unchanged. */
export function optimizerCopy(from: string, to: string): RawStatement[] {
  return [
    copyWorkspaceRows(optimizerRuns, from, to),
    copyWorkspaceRows(abTests, from, to),
    copyWorkspaceRows(abTestVariants, from, to),
  ];
}
