// The control database's record of workspaces' stores to delete (decision 012). A trigger on
// `workspaces` (migration 0032) writes a row whenever a workspace goes, by whatever path (account
// deletion, an expired demo, an old demo base), so no deleter has to remember the store; the
// hourly job sends each row to the queue, whose consumer empties the store and stamps the row.
// Rows stay as the audit of deletions: which workspace went when, and when its data did (a
// personal workspace's for good; a demo's or demo base's, up to 100 an hour, a week after its
// store went: the daily clean-up).
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

export const storeDeletions = sqliteTable(
  "store_deletions",
  {
    teamChannelId: text("workspace_id").primaryKey(),
    /** The workspace's kind when it went: a personal one's row is the audit of an account's data deleted; a demo's is pruned a week after its store went. */
    kind: text("kind", { enum: ["personal", "demo", "sample"] })
      .notNull()
      .default("personal"),
    deletedAt: integer("deleted_at", { mode: "timestamp_ms" }).notNull(),
    /** When the workspace's store was emptied; null while it waits for the job. */
    storeDeletedAt: integer("store_deleted_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("store_deletions_pending_idx").on(t.storeDeletedAt, t.deletedAt)],
);
