// The Description Rewriter's table.
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt } from "~/lib/db/columns";
import { workspaceIdColumn } from "~/lib/auth/tables";

// ---------------------------------------------------------------------------------------------
// Description Rewriter: the newest 5 rewrites per workspace, each with its measured result, and
// running totals so the stats tiles count every rewrite ever made.

export const descriptionRewrites = sqliteTable(
  "description_rewrites",
  {
    workspaceId: workspaceIdColumn(),
    id: text("id").notNull(),
    videoId: text("video_id"),
    result: text("result", { mode: "json" }).notNull(),
    seq: integer("seq").notNull(),
    seoGainTotal: integer("seo_gain_total").notNull(),
    rulesFixedTotal: integer("rules_fixed_total").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.id] }),
    index("description_rewrites_created_idx").on(t.workspaceId, t.createdAt),
  ],
);
