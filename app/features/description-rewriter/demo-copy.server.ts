// The rewrite a demo starts with: made on the week's demo base by the real rewriter
// (features/demo-showcase), copied as the demo's own row. The audit needs no copy: the page
// computes it from the videos on every load.
import { type RawStatement, copyWorkspaceRows } from "~/lib/db/raw-batch";
import { descriptionRewrites } from "./tables";

/** Copies `from`'s rewrites into workspace `to`, unchanged. */
export function rewritesCopy(from: string, to: string): RawStatement[] {
  return [copyWorkspaceRows(descriptionRewrites, from, to)];
}
