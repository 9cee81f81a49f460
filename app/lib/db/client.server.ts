import { drizzle } from "drizzle-orm/d1";

/** The Durable Object namespace of the workspaces' own stores, carried by the control database's handle. */
export const WORKSPACE_STORES = Symbol("workspace stores");

/**
 * The control database (D1): users, sessions, billing, the workspace list, quotas, the shared
 * market cache, and (until each moves, decision 012) the workspace-owned tables not yet in a
 * workspace's store. The handle also carries the stores' binding, so `workspaceDb(db, id)`
 * (workspace-db.server.ts) reaches a workspace's own store from wherever a `db` is.
 */
export type Db = ReturnType<typeof getDb>;

/** No schema object: every query names its table (imported from the owner's tables.ts); nothing uses db.query.*. */
export function getDb(env: Pick<Env, "DB"> & Partial<Pick<Env, "WORKSPACE_STORE">>) {
  return Object.assign(drizzle(env.DB), { [WORKSPACE_STORES]: env.WORKSPACE_STORE });
}

/** D1 reports duplicates as "UNIQUE constraint failed"; drizzle wraps the D1 error in `.cause`. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if (e instanceof Error && e.message.includes("UNIQUE constraint failed")) return true;
    if (typeof e !== "object") break;
  }
  return false;
}
