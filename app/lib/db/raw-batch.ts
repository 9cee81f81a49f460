// Writes that go to D1 together, as one batch: one transaction, all or nothing. Every value is
// a bound parameter: drizzle's builders and its `sql` template bind them, and a plain statement
// (an INSERT … SELECT copy that drizzle's batch cannot carry) binds its own with `?`. Values
// are never written into SQL text (eslint.config.js refuses sql.raw and the literal helpers).
import { type SQL, type Table, getTableColumns, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { chunkForParams } from "./batch";
import type { Db } from "./client.server";

export type RawStatement = { sql: string; params: unknown[] };

/** A drizzle query as plain SQL and its driver-ready parameters. */
export function toRaw(query: { toSQL(): { sql: string; params: unknown[] } }): RawStatement {
  const { sql, params } = query.toSQL();
  return { sql, params };
}

/** A plain statement; `text` holds `?` placeholders for `params`, never the values themselves. */
export function rawSql(text: string, ...params: unknown[]): RawStatement {
  return { sql: text, params };
}

export async function rawBatch(db: Db, statements: RawStatement[]) {
  if (statements.length === 0) return [];
  const d1 = db.$client;
  return d1.batch(statements.map((s) => d1.prepare(s.sql).bind(...s.params)));
}

/**
 * Rows for a multi-row insert into `table`, cut so that one statement stays within D1's 100
 * bound parameters. Drizzle binds one parameter per column of the table at most (a value, or the
 * column's default), so the table's column count bounds each row.
 */
export function rowsPerStatement<T>(table: Table, rows: readonly T[]): T[][] {
  return chunkForParams(rows, Object.keys(getTableColumns(table)).length);
}

/** `excluded.<column>` for an upsert's SET: the value the conflicting insert carried. */
export function excluded(column: SQLiteColumn): SQL {
  return sql`excluded.${sql.identifier(column.name)}`;
}
