// Video Forecast's table: the page's forecasts, the newest 5 per workspace (older ones are
// deleted in the same batch as each insert); the Forecast record and its backtest as JSON. It
// lives in each workspace's own store (decision 012), reached through workspaceDb(); its schema
// there is app/lib/db/workspace-store/migrations.ts (version 4), kept in step with this definition.
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, storeWorkspaceId } from "~/lib/db/columns";

export const forecasts = sqliteTable(
  "forecasts",
  {
    teamChannelId: storeWorkspaceId(),
    id: text("id").notNull(),
    title: text("title").notNull(),
    topic: text("topic").notNull(),
    forecast: text("forecast", { mode: "json" }).notNull(),
    backtest: text("backtest", { mode: "json" }).notNull(),
    // Running totals for the stats tiles, which count every forecast ever made, not only the 5 kept:
    // this row's number in the workspace (1, 2, …) and the high-potential ones (success 80%+) so far.
    seq: integer("seq").notNull(),
    highPotentialTotal: integer("high_potential_total").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.teamChannelId, t.id] }),
    index("forecasts_workspace_created_idx").on(t.teamChannelId, t.createdAt),
  ],
);
