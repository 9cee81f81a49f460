// The RPM analysis a demo starts with: made on the week's demo base by the real analysis
// (features/demo-showcase), copied from the base's store into the demo's.
import type { Db } from "~/lib/db/client.server";
import { copyStoreRows } from "~/lib/db/workspace-db.server";
import { rpmAnalyses } from "./store-tables";

/** Copies `from`'s RPM analyses into workspace `to`'s store, unchanged. */
export function copyRpmAnalyses(db: Db, from: string, to: string): Promise<number> {
  return copyStoreRows(db, rpmAnalyses, from, to);
}
