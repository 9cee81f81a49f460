// The RPM Booster's table: the newest analyses per workspace with a running count of every
// analysis. It lives in each workspace's own store (decision 012), reached through workspaceDb();
// its schema there is app/lib/db/workspace-store/migrations.ts (version 3), kept in step with this.
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, storeWorkspaceId } from "~/lib/db/columns";

export const rpmAnalyses = sqliteTable(
  "rpm_analyses",
  {
    teamChannelId: storeWorkspaceId(),
    id: text("id").notNull(),
    analysis: text("analysis", { mode: "json" }),
    recommendations: text("recommendations", { mode: "json" }).notNull(),
    notMeasured: text("not_measured", { mode: "json" }).notNull(),
    missing: text("missing"),
    totalAnalyses: integer("total_analyses").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.teamChannelId, t.id] }),
    index("rpm_analyses_created_idx").on(t.teamChannelId, t.createdAt),
  ],
);
