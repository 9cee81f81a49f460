// The Description Rewriter's table: the newest 5 rewrites per workspace, each with its measured
// result, and running totals so the stats tiles count every rewrite ever made. It lives in each
// workspace's own store (decision 012), reached through workspaceDb(); its schema there is
// app/lib/db/workspace-store/migrations.ts (version 3), kept in step with this definition.
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, storeWorkspaceId } from "~/lib/db/columns";

export const descriptionRewrites = sqliteTable(
  "description_rewrites",
  {
    teamChannelId: storeWorkspaceId(),
    id: text("id").notNull(),
    videoId: text("video_id"),
    result: text("result", { mode: "json" }).notNull(),
    seq: integer("seq").notNull(),
    seoGainTotal: integer("seo_gain_total").notNull(),
    rulesFixedTotal: integer("rules_fixed_total").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.teamChannelId, t.id] }),
    index("description_rewrites_created_idx").on(t.teamChannelId, t.createdAt),
  ],
);
