// Channel data in each workspace's own store (decision 012): the view snapshots and the comments
// (tables.ts's `videoStats` and `comments`, the same SQL in both places) and, beside them, the few
// columns of videos and channels their readers join on. These keep the SQL names and columns of
// the control D1's tables (tables.ts), so a query written once runs on a store or, for a demo, on
// the control D1 where its base's rows are (data-place.server.ts). Their schema in the store is
// app/lib/db/workspace-store/migrations.ts (versions 6 and 7), kept in step with these definitions.
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { storeWorkspaceId } from "~/lib/db/columns";

/**
 * A video's channel, publication and title, written by the sync with its snapshots: what the
 * snapshots' and comments' readers join on (views at 7 days, the forecaster's trajectories,
 * thinning by age, a comment's video). The control D1's `videos` table has these columns too,
 * under the same name; everything else about a video stays there until videos move.
 */
export const storeVideos = sqliteTable(
  "videos",
  {
    workspaceId: storeWorkspaceId(),
    id: text("id").notNull(),
    channelId: text("channel_id").notNull(),
    publishedAt: integer("published_at", { mode: "timestamp_ms" }).notNull(),
    title: text("title").notNull().default(""),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.id] }),
    index("videos_channel_published_idx").on(t.workspaceId, t.channelId, t.publishedAt),
  ],
);

/**
 * The workspace's channels and their role, written by the sync with their comments: the comment
 * readers keep to the own channel's (`ch.role = 'own'`), as they do in the control D1's `channels`.
 */
export const storeChannels = sqliteTable(
  "channels",
  {
    workspaceId: storeWorkspaceId(),
    id: text("id").notNull(),
    role: text("role", { enum: ["own", "competitor"] }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.id] })],
);
