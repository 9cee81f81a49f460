// What the Worker sends a workspace's store and what comes back (drizzle's sqlite-proxy shapes):
// rows as arrays of column values; "get" returns one row or undefined; "run" how many rows it wrote.
export type StoreValue = string | number | null | ArrayBuffer;
export type StoreRow = StoreValue[];
export type StoreQuery = { sql: string; params: StoreValue[]; method: "run" | "all" | "values" | "get" };
export type StoreResult = { rows: StoreRow[] | StoreRow | undefined; changes?: number };
