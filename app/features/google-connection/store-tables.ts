// The Google connection's rows in the workspace's own store (decision 012; their schema there is
// app/lib/db/workspace-store/migrations.ts, version 14, kept in step with this file).
import { primaryKey, integer, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { storeWorkspaceId } from "~/lib/db/columns";

// Each own video's thumbnail impressions and their click-through rate on one day of YouTube's
// reporting day (Pacific time), summed over the report's rows for that video and day (it splits
// them by subscription status, country and live/on demand). From the Reporting API's
// channel_reach_basic_a1; `ctr` is a fraction (0.05 = 5%), weighted by impressions.
export const videoReachDays = sqliteTable(
  "video_reach_days",
  {
    teamChannelId: storeWorkspaceId(),
    videoId: text("video_id").notNull(),
    date: text("date").notNull(),
    impressions: integer("impressions").notNull(),
    ctr: real("ctr").notNull(),
    readAt: integer("read_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.teamChannelId, t.videoId, t.date] })],
);
