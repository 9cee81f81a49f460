import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

export type Db = ReturnType<typeof getDb>;

export function getDb(env: Pick<Env, "DB">) {
  return drizzle(env.DB, { schema });
}

/** D1 reports duplicates as "UNIQUE constraint failed"; drizzle wraps the D1 error in `.cause`. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if (e instanceof Error && e.message.includes("UNIQUE constraint failed")) return true;
    if (typeof e !== "object") break;
  }
  return false;
}
