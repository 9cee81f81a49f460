// Removing a tracked competitor channel from a workspace: the statements that delete it and
// everything stored for it (videos, their snapshots, analytics and comments, its sync jobs).
// They are handed back, not run, so Competitor Monitor runs them in ONE batch (one transaction)
// with what other features store about the same comments (comment scores), composed at the route.
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "~/lib/db/client.server";
import { dataWorkspace } from "./data-workspace";
import { channels, comments, syncJobs, videoAnalytics, videos } from "./tables";

export type ChannelRemoval = {
  /** The channel's comment ids as a subquery; valid until the batch deletes the comments. */
  commentIds: SQL;
  /** Deletes, in order: comments, analytics, videos, sync jobs, the channel (the snapshots are in the store: removeChannelSnapshots). */
  statements: [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]];
};

/** For Competitor Monitor's Remove: only a competitor row of the workspace is ever deleted. */
export function competitorRemoval(db: Db, workspaceId: string, channelId: string): ChannelRemoval {
  const ws = workspaceId;
  const channelVideos = sql`SELECT v.id FROM videos v WHERE v.workspace_id = ${ws} AND v.channel_id = ${channelId}`;
  const commentIds = sql`SELECT c.id FROM comments c WHERE c.workspace_id = ${dataWorkspace(ws)} AND c.video_id IN (${channelVideos})`;
  return {
    commentIds,
    statements: [
      db.delete(comments).where(and(eq(comments.workspaceId, ws), sql`${comments.videoId} IN (${channelVideos})`)),
      db
        .delete(videoAnalytics)
        .where(and(eq(videoAnalytics.workspaceId, ws), sql`${videoAnalytics.videoId} IN (${channelVideos})`)),
      db.delete(videos).where(and(eq(videos.workspaceId, ws), eq(videos.channelId, channelId))),
      db.delete(syncJobs).where(and(eq(syncJobs.workspaceId, ws), eq(syncJobs.channelId, channelId))),
      db
        .delete(channels)
        .where(and(eq(channels.workspaceId, ws), eq(channels.id, channelId), eq(channels.role, "competitor"))),
    ],
  };
}
