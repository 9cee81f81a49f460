// Removing a tracked competitor channel from a workspace: the statements that delete it and
// everything stored for it (videos, their snapshots, analytics and comments, its sync jobs).
// The control D1's are handed back, not run, so Competitor Monitor runs them in ONE batch (one
// transaction) with what other features store about the same comments (comment scores), composed
// at the route: its channel row and sync jobs, a demo's own videos and per-video analytics, and a
// creator's rows not yet moved to its store. The store's go in one batch of the store, with the
// same composed deletion.
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "~/lib/db/client.server";
import { workspaceDb } from "~/lib/db/workspace-db.server";
import type { ChannelDataDb } from "./data-place.server";
import { dataWorkspace } from "./data-workspace";
import { storeChannels } from "./store-tables";
import { channels, comments, syncJobs, videoAnalytics, videoStats, videos } from "./tables";

/** Another feature's rows about the comments `commentIds` selects, deleted as one statement of the same batch. */
export type ForgetCommentData = (db: ChannelDataDb, teamChannelId: string, commentIds: SQL) => BatchItem<"sqlite">;

export type ChannelRemoval = {
  /** The channel's comment ids as a subquery; valid until the batch deletes the comments. */
  commentIds: SQL;
  /** Deletes, in order: comments left from before they lived in stores, analytics, videos, sync jobs, the channel (the store's rows: removeChannelFromStore). */
  statements: [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]];
};

/** For Competitor Monitor's Remove: only a competitor row of the workspace is ever deleted. */
export function competitorRemoval(db: Db, teamChannelId: string, channelId: string): ChannelRemoval {
  const ws = teamChannelId;
  const channelVideos = sql`SELECT v.id FROM videos v WHERE v.workspace_id = ${ws} AND v.channel_id = ${channelId}`;
  const commentIds = sql`SELECT c.id FROM comments c WHERE c.workspace_id = ${dataWorkspace(ws)} AND c.video_id IN (${channelVideos})`;
  return {
    commentIds,
    statements: [
      db.delete(comments).where(and(eq(comments.teamChannelId, ws), sql`${comments.videoId} IN (${channelVideos})`)),
      db
        .delete(videoAnalytics)
        .where(and(eq(videoAnalytics.teamChannelId, ws), sql`${videoAnalytics.videoId} IN (${channelVideos})`)),
      db.delete(videos).where(and(eq(videos.teamChannelId, ws), eq(videos.channelId, channelId))),
      db.delete(syncJobs).where(and(eq(syncJobs.teamChannelId, ws), eq(syncJobs.channelId, channelId))),
      db
        .delete(channels)
        .where(and(eq(channels.teamChannelId, ws), eq(channels.id, channelId), eq(channels.role, "competitor"))),
    ],
  };
}

/**
 * Deletes a removed channel's rows from the workspace's store in one transaction: what
 * `forgetComments` deletes about its comments (their scores), its comments, snapshots, per-video
 * analytics, videos' and channel's rows. Run once the control D1's batch committed (whose
 * video_analytics statement deletes a demo's private copy, which is in the control D1).
 */
export async function removeChannelFromStore(
  db: Db,
  teamChannelId: string,
  channelId: string,
  forgetComments: ForgetCommentData,
): Promise<void> {
  const store = workspaceDb(db, teamChannelId);
  const ws = teamChannelId;
  const channelVideos = store
    .select({ id: videos.id })
    .from(videos)
    .where(and(eq(videos.teamChannelId, ws), eq(videos.channelId, channelId)));
  const channelComments = and(eq(comments.teamChannelId, ws), inArray(comments.videoId, channelVideos));
  await store.batch([
    forgetComments(store, ws, sql`${store.select({ id: comments.id }).from(comments).where(channelComments)}`),
    store.delete(comments).where(channelComments),
    store.delete(videoStats).where(and(eq(videoStats.teamChannelId, ws), inArray(videoStats.videoId, channelVideos))),
    store
      .delete(videoAnalytics)
      .where(and(eq(videoAnalytics.teamChannelId, ws), inArray(videoAnalytics.videoId, channelVideos))),
    store.delete(videos).where(and(eq(videos.teamChannelId, ws), eq(videos.channelId, channelId))),
    store.delete(storeChannels).where(and(eq(storeChannels.teamChannelId, ws), eq(storeChannels.id, channelId))),
  ]);
}
