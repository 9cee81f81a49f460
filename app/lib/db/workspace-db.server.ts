// The one way to a workspace's own data (decision 012): `workspaceDb(db, teamChannelId)` is a
// drizzle database over that workspace's store, a SQLite Durable Object named by its id. The
// features' queries are unchanged (same tables, same columns, `workspace_id` included); each
// statement is one call to the store, a batch one call and one transaction.
//
// Isolation is by construction: a store holds one workspace's rows only, and the only name it is
// reached by is the workspace id the caller already resolved from the session (or a job's row).
import { eq, getTableColumns } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { drizzle, type SqliteRemoteDatabase } from "drizzle-orm/sqlite-proxy";
import { batchInChunks } from "./batch";
import { type Db, WORKSPACE_STORES } from "./client.server";
import { rowsPerStatement } from "./raw-batch";
import type { StoreQuery, StoreValue } from "./workspace-store/protocol";

export type StoreDb = SqliteRemoteDatabase;

export const NO_STORE_BINDING =
  "This Worker has no WORKSPACE_STORE binding: add the Durable Object binding from wrangler.toml to its configuration.";

function storeStub(db: Db, teamChannelId: string) {
  const namespace = db[WORKSPACE_STORES];
  if (!namespace) throw new Error(NO_STORE_BINDING);
  return namespace.get(namespace.idFromName(teamChannelId));
}

/** This workspace's own store, as a drizzle database. */
export function workspaceDb(db: Db, teamChannelId: string): StoreDb {
  const stub = storeStub(db, teamChannelId);
  // drizzle types `rows` as an array; for "get" it is one row or undefined, which drizzle maps.
  return drizzle(
    async (sql, params, method) => {
      const { rows } = await stub.query(sql, params as StoreValue[], method);
      return { rows: rows as unknown[] };
    },
    async (queries) => {
      const results = await stub.batch(queries as StoreQuery[]);
      return results.map(({ rows }) => ({ rows: rows as unknown[] }));
    },
  );
}

/** Deletes everything a workspace's store holds (the deletion job runs it once the workspace is gone). */
export async function destroyWorkspaceStore(db: Db, teamChannelId: string): Promise<void> {
  await storeStub(db, teamChannelId).destroy();
}

/**
 * Copies every row of `table` in workspace `from`'s store into workspace `to`'s, unchanged but
 * `workspace_id` (a demo's copy of its base's results); rows `to` already holds are kept. Returns
 * how many rows `from` had.
 */
export async function copyStoreRows(db: Db, table: SQLiteTable, from: string, to: string): Promise<number> {
  const column = Object.values(getTableColumns(table)).find((c) => c.name === "workspace_id");
  if (!column) throw new Error(`${table._.name} has no workspace_id column`);
  const rows = (await workspaceDb(db, from).select().from(table).where(eq(column, from))) as Record<string, unknown>[];
  const target = workspaceDb(db, to);
  const copies = rows.map((row) => ({ ...row, teamChannelId: to }));
  await batchInChunks(
    target,
    rowsPerStatement(table, copies).map((chunk) => target.insert(table).values(chunk).onConflictDoNothing()),
  );
  return rows.length;
}
