// The track record a demo starts with: the replayed history made on the week's demo base
// (features/demo-showcase), copied from the base's store into the demo's own store as the demo's
// rows (a visitor confirms and corrects them; the base stays as it was).
import { eq } from "drizzle-orm";
import type { Db } from "~/lib/db/client.server";
import { batchInChunks } from "~/lib/db/batch";
import { rowsPerStatement } from "~/lib/db/raw-batch";
import { workspaceDb } from "~/lib/db/workspace-db.server";
import { trackRecord } from "./store-tables";

/** Copies `from`'s ledger into workspace `to`'s store, unchanged; returns how many rows. */
export async function copyTrackRecord(db: Db, from: string, to: string): Promise<number> {
  const rows = await workspaceDb(db, from).select().from(trackRecord).where(eq(trackRecord.workspaceId, from));
  const target = workspaceDb(db, to);
  const copies = rows.map((r) => ({ ...r, workspaceId: to }));
  await batchInChunks(
    target,
    rowsPerStatement(trackRecord, copies).map((chunk) =>
      target.insert(trackRecord).values(chunk).onConflictDoNothing(),
    ),
  );
  return rows.length;
}
