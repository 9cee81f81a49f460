// SQL values written as literals, for one use only: the sample seed (sample-seed-sql.ts), a SQL
// file run by `wrangler d1 execute`, where there are no parameters to bind, built from our own
// generator's data. Everything that writes at run time binds its values (raw-batch.ts says how);
// eslint.config.js refuses this module's functions anywhere else (`import type` is fine).

export type SqlValue = string | number | boolean | null;

export function sqlLiteral(value: SqlValue): string {
  if (value === null) return "NULL";
  if (typeof value === "boolean") return value ? "1" : "0";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "NULL";
  return `'${value.replace(/'/g, "''")}'`;
}

// D1 caps one statement at 100 KB; stay well below.
const MAX_STATEMENT_BYTES = 60_000;

/** INSERT statements for `rows`, each under the size cap; `suffix` is e.g. an ON CONFLICT clause. */
export function insertValuesSql(
  table: string,
  columns: readonly string[],
  rows: readonly SqlValue[][],
  suffix = "",
): string[] {
  const head = `INSERT INTO ${table} (${columns.join(", ")}) VALUES `;
  const tail = suffix ? ` ${suffix}` : "";
  const statements: string[] = [];
  let current: string[] = [];
  let size = head.length + tail.length;
  for (const row of rows) {
    const tuple = `(${row.map(sqlLiteral).join(", ")})`;
    if (current.length > 0 && size + tuple.length + 2 > MAX_STATEMENT_BYTES) {
      statements.push(head + current.join(", ") + tail);
      current = [];
      size = head.length + tail.length;
    }
    current.push(tuple);
    size += tuple.length + 2;
  }
  if (current.length > 0) statements.push(head + current.join(", ") + tail);
  return statements;
}
