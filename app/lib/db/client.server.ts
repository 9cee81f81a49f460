import { drizzle } from "drizzle-orm/d1";

export type Db = ReturnType<typeof getDb>;

/** No schema object: every query names its table (imported from the owner's tables.ts); nothing uses db.query.*. */
export function getDb(env: Pick<Env, "DB">) {
  return drizzle(env.DB);
}

/** D1 reports duplicates as "UNIQUE constraint failed"; drizzle wraps the D1 error in `.cause`. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if (e instanceof Error && e.message.includes("UNIQUE constraint failed")) return true;
    if (typeof e !== "object") break;
  }
  return false;
}
