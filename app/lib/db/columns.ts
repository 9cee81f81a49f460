// Column helpers shared by every feature's tables.ts and store-tables.ts (the tables themselves
// live with their owners).
import { sql } from "drizzle-orm";
import { integer, text } from "drizzle-orm/sqlite-core";

/** When the row was written, in ms; D1 fills it in. */
export const createdAt = () =>
  integer("created_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);

/**
 * A store table's workspace: kept on every row, so a feature's queries are the ones it ran on D1
 * and a row copied between stores says whose it is. No foreign key: the workspaces table is in the
 * control database, and the store goes with its workspace.
 */
export const storeWorkspaceId = () => text("workspace_id").notNull();
