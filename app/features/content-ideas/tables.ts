// Content Ideas' control-database table: the weekly job's attempts. The batches and dismissed
// topics live in each workspace's own store (store-tables.ts).
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { teamChannelIdColumn } from "~/lib/auth/tables";

/**
 * The cron's attempts at a workspace's batch for one ISO week: 'running' while one is under way
 * (a Worker killed mid-batch leaves it, and the watchdog ends it), 'failed' after an error, 'done'
 * once the workspace's store holds a batch of that week (the job's own record, so picking the
 * workspaces still due is one control-database query: ideas.engines.server.ts writeWeeklyBatches). Past
 * the attempt cap the cron stops trying and the page says so. Rows of past weeks are deleted.
 */
export const ideaBatchAttempts = sqliteTable(
  "idea_batch_attempts",
  {
    teamChannelId: teamChannelIdColumn(),
    cronWeek: text("cron_week").notNull(),
    attempts: integer("attempts").notNull(),
    state: text("state", { enum: ["running", "failed", "done"] }).notNull(),
    error: text("error"),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.teamChannelId, t.cronWeek] }),
    index("idea_batch_attempts_state_idx").on(t.state, t.updatedAt),
  ],
);
