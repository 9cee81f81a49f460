// The idea batch a demo starts with: the week's demo base's batch, written by the real
// generator when the base was prepared (features/demo-showcase), copied as the demo's own row so
// dismissing an idea in one demo leaves every other demo's batch whole.
import { type RawStatement, copyWorkspaceRows } from "~/lib/db/raw-batch";
import { ideaBatches } from "./tables";

/** Copies `from`'s idea batches into workspace `to`, unchanged (the base is already in the demo's week). */
export function ideaBatchesCopy(from: string, to: string): RawStatement[] {
  return [copyWorkspaceRows(ideaBatches, from, to)];
}
