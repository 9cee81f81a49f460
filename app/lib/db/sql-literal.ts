// Multi-row INSERTs written with literals instead of bound parameters. D1 binds at most 100
// parameters per statement and counts every statement of a batch as a query, so large imports
// and the sample seed pack hundreds of rows into each statement instead. Only for values our
// own code produced or validated; every string is quoted and its quotes doubled.

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
export function insertValuesSql(table: string, columns: readonly string[], rows: readonly SqlValue[][], suffix = ""): string[] {
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
