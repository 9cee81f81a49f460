// Some writes are plain SQL (INSERT … SELECT copies, multi-row literal inserts) that drizzle's
// batch cannot carry. These run them, together with drizzle-built queries, as one D1 batch:
// one transaction, all or nothing.
import type { Db } from "./client.server";

export type RawStatement = { sql: string; params: unknown[] };

/** A drizzle query as plain SQL and its driver-ready parameters. */
export function toRaw(query: { toSQL(): { sql: string; params: unknown[] } }): RawStatement {
  const { sql, params } = query.toSQL();
  return { sql, params };
}

export function rawSql(sql: string, ...params: unknown[]): RawStatement {
  return { sql, params };
}

export async function rawBatch(db: Db, statements: RawStatement[]) {
  if (statements.length === 0) return [];
  const d1 = db.$client;
  return d1.batch(statements.map((s) => d1.prepare(s.sql).bind(...s.params)));
}
