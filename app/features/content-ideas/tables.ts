// Content Ideas' tables: idea batches, their attempts and dismissed topics.
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt } from "~/lib/db/columns";
import { workspaceIdColumn } from "~/lib/auth/tables";

/**
 * The cron's attempts at a workspace's batch for one ISO week: 'running' while one is under way
 * (a Worker killed mid-batch leaves it, and the watchdog ends it), 'failed' after an error. Gone
 * once a batch is written. Past the attempt cap the cron stops trying and the page says so.
 */
export const ideaBatchAttempts = sqliteTable(
  "idea_batch_attempts",
  {
    workspaceId: workspaceIdColumn(),
    cronWeek: text("cron_week").notNull(),
    attempts: integer("attempts").notNull(),
    state: text("state", { enum: ["running", "failed"] }).notNull(),
    error: text("error"),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.cronWeek] }),
    index("idea_batch_attempts_state_idx").on(t.state, t.updatedAt),
  ],
);
