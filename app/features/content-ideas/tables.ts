// Content Ideas' tables: idea batches, their attempts and dismissed topics.
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt } from "~/lib/db/columns";
import { workspaceIdColumn } from "~/lib/auth/tables";

// ---------------------------------------------------------------------------------------------
// Content Idea Generator: each batch of 3 ideas with the evidence it was built from. A weekly
// cron writes one batch per workspace and week (cron_week, unique); Generate New Ideas writes
// more. Running totals live on the batch so the stats count every idea ever generated.

export const ideaBatches = sqliteTable(
  "idea_batches",
  {
    workspaceId: workspaceIdColumn(),
    id: text("id").notNull(),
    source: text("source", { enum: ["cron", "manual"] }).notNull(),
    // ISO week ("2026-W47") of a cron batch; null for manual ones. Unique, so a second cron run
    // in the same week writes nothing.
    cronWeek: text("cron_week"),
    ideas: text("ideas", { mode: "json" }).notNull(),
    // What the batch looked at: { keywords, clusters, videos, comments }.
    analyzed: text("analyzed", { mode: "json" }).notNull(),
    totalGenerated: integer("total_generated").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.id] }),
    index("idea_batches_created_idx").on(t.workspaceId, t.createdAt),
    uniqueIndex("idea_batches_cron_week_idx").on(t.workspaceId, t.cronWeek),
  ],
);

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

/** Topics the user dismissed; an idea on a dismissed topic is never generated again. */
export const ideaDismissals = sqliteTable(
  "idea_dismissals",
  {
    workspaceId: workspaceIdColumn(),
    topicKey: text("topic_key").notNull(),
    title: text("title").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.topicKey] })],
);
