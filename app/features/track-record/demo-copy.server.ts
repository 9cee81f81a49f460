// The track record a demo starts with: the replayed history made on the week's demo base
// (features/demo-showcase), copied from the base's store into the demo's own store as the demo's
// rows (a visitor confirms and corrects them; the base stays as it was).
import type { Db } from "~/lib/db/client.server";
import { copyStoreRows } from "~/lib/db/workspace-db.server";
import { trackRecord } from "./store-tables";

/** Copies `from`'s ledger into workspace `to`'s store, unchanged; returns how many rows. */
export function copyTrackRecord(db: Db, from: string, to: string): Promise<number> {
  return copyStoreRows(db, trackRecord, from, to);
}
