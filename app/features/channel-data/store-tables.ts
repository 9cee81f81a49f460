// Channel data in each workspace's own store (decision 012): the view snapshots and, beside them,
// the few columns of each video their readers join on. Both keep the SQL names and columns of the
// control D1's tables (tables.ts), so a query written once runs on a store or, for a demo, on the
// control D1 where its base's snapshots are (snapshots.server.ts). Their schema in the store is
// app/lib/db/workspace-store/migrations.ts (version 6), kept in step with these definitions.
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * A video's channel and publication, written by the sync with its snapshots: what the snapshots'
 * readers join on (views at 7 days, the forecaster's trajectories, thinning by age). The control
 * D1's `videos` table has these columns too, under the same name; everything else about a video
 * stays there until videos move.
 */
export const snapshotVideos = sqliteTable(
  "videos",
  {
    // No foreign key: the workspaces table is in the control database; the store goes with its workspace.
    workspaceId: text("workspace_id").notNull(),
    id: text("id").notNull(),
    channelId: text("channel_id").notNull(),
    publishedAt: integer("published_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.id] }),
    index("videos_channel_published_idx").on(t.workspaceId, t.channelId, t.publishedAt),
  ],
);
