// The track record a demo starts with: the replayed history made on the week's demo base
// (features/demo-showcase), copied from the base's store into the demo's own store as the demo's
// rows (a visitor confirms and corrects them; the base stays as it was).
import { eq } from "drizzle-orm";
import type { Db } from "~/lib/db/client.server";
import { workspaceDb } from "~/lib/db/workspace-db.server";
import { trackRecord } from "./store-tables";

/** Rows a statement (21 columns a row, under 100 bound parameters) and statements a store call. */
const ROWS_PER_STATEMENT = 4;
const STATEMENTS_PER_BATCH = 50;

/** Copies `from`'s ledger into workspace `to`'s store, unchanged; returns how many rows. */
export async function copyTrackRecord(db: Db, from: string, to: string): Promise<number> {
  const rows = await workspaceDb(db, from).select().from(trackRecord).where(eq(trackRecord.workspaceId, from));
  const target = workspaceDb(db, to);
  const statements = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT)
    statements.push(
      target
        .insert(trackRecord)
        .values(rows.slice(i, i + ROWS_PER_STATEMENT).map((r) => ({ ...r, workspaceId: to })))
        .onConflictDoNothing(),
    );
  for (let i = 0; i < statements.length; i += STATEMENTS_PER_BATCH) {
    const chunk = statements.slice(i, i + STATEMENTS_PER_BATCH);
    await target.batch(chunk as [(typeof chunk)[number], ...typeof chunk]);
  }
  return rows.length;
}
