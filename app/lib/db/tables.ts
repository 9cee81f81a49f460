// The control database's record of workspaces' stores to delete (decision 012). A trigger on
// `workspaces` (migration 0032) writes a row whenever a workspace goes, by whatever path (account
// deletion, an expired demo, an old demo base), so no deleter has to remember the store; the
// hourly job sends each row to the queue, whose consumer empties the store and stamps the row.
// Rows stay as the audit of deletions: which workspace went when, and when its data did.
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

export const storeDeletions = sqliteTable(
  "store_deletions",
  {
    workspaceId: text("workspace_id").primaryKey(),
    deletedAt: integer("deleted_at", { mode: "timestamp_ms" }).notNull(),
    /** When the workspace's store was emptied; null while it waits for the job. */
    storeDeletedAt: integer("store_deleted_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("store_deletions_pending_idx").on(t.storeDeletedAt, t.deletedAt)],
);
