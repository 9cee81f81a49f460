// The idea batch a demo starts with: the week's demo base's batch, written by the real generator
// when the base was prepared (features/demo-showcase), copied from the base's store into the
// demo's so dismissing an idea in one demo leaves every other demo's batch whole.
import type { Db } from "~/lib/db/client.server";
import { copyStoreRows } from "~/lib/db/workspace-db.server";
import { ideaBatches } from "./store-tables";

/** Copies `from`'s idea batches into workspace `to`'s store, unchanged (the base is already in the demo's week). */
export function copyIdeaBatches(db: Db, from: string, to: string): Promise<number> {
  return copyStoreRows(db, ideaBatches, from, to);
}
