// The Thumbnail Optimizer's control-D1 table: which workspaces have a test running on YouTube and
// when its next step is due, so the hourly cron opens only those workspaces' stores (decision 012).
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { workspaces } from "~/lib/auth/tables";

export const youtubeTestSteps = sqliteTable(
  "youtube_test_steps",
  {
    teamChannelId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    testId: text("test_id").notNull(),
    // The team whose consent, write budget and members the test's writes go through.
    teamId: text("team_id").notNull(),
    nextAt: integer("next_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.teamChannelId, t.testId] }), index("youtube_test_steps_next_idx").on(t.nextAt)],
);
