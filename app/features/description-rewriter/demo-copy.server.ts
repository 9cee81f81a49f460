// The rewrite a demo starts with: made on the week's demo base by the real rewriter
// (features/demo-showcase), copied from the base's store into the demo's. The audit needs no
// copy: the page computes it from the videos on every load.
import type { Db } from "~/lib/db/client.server";
import { copyStoreRows } from "~/lib/db/workspace-db.server";
import { descriptionRewrites } from "./store-tables";

/** Copies `from`'s rewrites into workspace `to`'s store, unchanged. */
export function copyRewrites(db: Db, from: string, to: string): Promise<number> {
  return copyStoreRows(db, descriptionRewrites, from, to);
}
