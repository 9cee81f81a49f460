// Content Ideas' batches and dismissed topics. They live in each workspace's own store (decision
// 012), reached through workspaceDb(); their schema there is
// app/lib/db/workspace-store/migrations.ts (version 8), kept in step with these. The weekly job's
// bookkeeping (idea_batch_attempts) stays in the control database: tables.ts.
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, storeWorkspaceId } from "~/lib/db/columns";

// ---------------------------------------------------------------------------------------------
// Content Idea Generator: each batch of 3 ideas with the evidence it was built from. A weekly
// cron writes one batch per workspace and week (cron_week, unique); Generate New Ideas writes
// more. Running totals live on the batch so the stats count every idea ever generated.

export const ideaBatches = sqliteTable(
  "idea_batches",
  {
    teamChannelId: storeWorkspaceId(),
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
    primaryKey({ columns: [t.teamChannelId, t.id] }),
    index("idea_batches_created_idx").on(t.teamChannelId, t.createdAt),
    uniqueIndex("idea_batches_cron_week_idx").on(t.teamChannelId, t.cronWeek),
  ],
);

/** Topics the user dismissed; an idea on a dismissed topic is never generated again. */
export const ideaDismissals = sqliteTable(
  "idea_dismissals",
  {
    teamChannelId: storeWorkspaceId(),
    topicKey: text("topic_key").notNull(),
    title: text("title").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.teamChannelId, t.topicKey] })],
);
