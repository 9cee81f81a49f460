// The RPM Booster's table.
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt } from "~/lib/db/columns";
import { workspaceIdColumn } from "~/lib/auth/tables";

// ---------------------------------------------------------------------------------------------
// RPM Booster: the newest analyses per workspace with a running count of every analysis.

export const rpmAnalyses = sqliteTable(
  "rpm_analyses",
  {
    workspaceId: workspaceIdColumn(),
    id: text("id").notNull(),
    analysis: text("analysis", { mode: "json" }),
    recommendations: text("recommendations", { mode: "json" }).notNull(),
    notMeasured: text("not_measured", { mode: "json" }).notNull(),
    missing: text("missing"),
    totalAnalyses: integer("total_analyses").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.id] }),
    index("rpm_analyses_created_idx").on(t.workspaceId, t.createdAt),
  ],
);
