// Channel data in each workspace's own store (decision 012). Most of its tables keep one definition
// for the store and the control D1 (tables.ts: `videos`, `videoStats`, `comments` and the
// analytics, the same SQL in both places), so a query written once runs on a store or, for a demo,
// on the control D1 where its rows are (data-place.server.ts). The store's `channels` holds only
// what its readers join on (a channel's role): the channel's whole row stays in the control D1,
// where the cron finds the channels due. Schema: app/lib/db/workspace-store/migrations.ts.
import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { storeWorkspaceId } from "~/lib/db/columns";

/**
 * The workspace's channels and their role, written by the sync with their videos and comments:
 * the readers keep to the own channel's (`ch.role = 'own'`), as they do in the control D1's `channels`.
 */
export const storeChannels = sqliteTable(
  "channels",
  {
    teamChannelId: storeWorkspaceId(),
    id: text("id").notNull(),
    role: text("role", { enum: ["own", "competitor"] }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.teamChannelId, t.id] })],
);

/**
 * A public channel's store only: the comment count YouTube reported for a video when its comments
 * were last read, so a refresh reads them again only where the count moved (refresh-schedule.ts).
 */
export const commentReads = sqliteTable(
  "comment_reads",
  {
    teamChannelId: storeWorkspaceId(),
    videoId: text("video_id").notNull(),
    commentCount: integer("comment_count").notNull(),
    readAt: integer("read_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.teamChannelId, t.videoId] })],
);
