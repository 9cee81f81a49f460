// Bounded deletes for the clean-up jobs: a table's rows matching a condition, a chunk per
// statement, so no single statement runs long and a backlog is worked off over several runs.
// Shared code, so each table's owner can prune its own rows with the same bounds.
import { type SQL, sql } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "./client.server";

/** How much one statement deletes, and how many statements one pass makes at most. */
export type ChunkLimits = { chunk: number; maxStatements: number };

/**
 * Deletes `table`'s rows matching `where`, `chunk` rows per statement, until fewer than a chunk
 * match or `maxStatements` ran. Returns the rows deleted (cascaded child rows not counted).
 */
export async function deleteInChunks(db: Db, table: SQLiteTable, where: SQL, chunk: number, maxStatements: number) {
  let removed = 0;
  for (let i = 0; i < maxStatements; i++) {
    const result = await db.run(
      sql`DELETE FROM ${table} WHERE rowid IN (SELECT rowid FROM ${table} WHERE ${where} LIMIT ${chunk})`,
    );
    const changes = result.meta.changes ?? 0;
    removed += changes;
    if (changes < chunk) break;
  }
  return removed;
}
