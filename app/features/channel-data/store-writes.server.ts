// Writing a workspace's large channel data to its own store (decision 012): a sync step's view
// snapshots and comments, with the columns of their videos and channel their readers join on
// (store-tables.ts). Writing the same step twice changes nothing (snapshots held are ignored; a video's, a channel's or a comment's row is overwritten
// with the same values), so the sync writes here first and commits its progress to the control
// D1 after: a step cut short between the two is repeated without loss.
import { sql } from "drizzle-orm";
import { batchInChunks } from "~/lib/db/batch";
import type { Db } from "~/lib/db/client.server";
import { rowsPerStatement } from "~/lib/db/raw-batch";
import { workspaceDb } from "~/lib/db/workspace-db.server";
import { storeChannels, storeVideos } from "./store-tables";
import { comments, videoStats } from "./tables";
import type { CommentRecord, VideoRecord, VideoStatsSnapshot } from "./types";

export type StoredVideo = Pick<VideoRecord, "youtubeId" | "channelYoutubeId" | "publishedAt" | "title">;
export type StoredChannel = { id: string; role: "own" | "competitor" };

export type ChannelDataRows = {
  videos?: readonly StoredVideo[];
  snapshots?: readonly VideoStatsSnapshot[];
  /** Comments, with the channel whose videos they are on (its role is what the readers keep to). */
  comments?: { channel: StoredChannel; records: readonly CommentRecord[] };
};

export async function storeChannelData(db: Db, workspaceId: string, rows: ChannelDataRows): Promise<void> {
  const videoRows = (rows.videos ?? []).map((v) => ({
    workspaceId,
    id: v.youtubeId,
    channelId: v.channelYoutubeId,
    publishedAt: new Date(v.publishedAt),
    title: v.title,
  }));
  const statRows = (rows.snapshots ?? []).map((s) => ({
    workspaceId,
    videoId: s.videoYoutubeId,
    capturedAt: new Date(s.capturedAt),
    viewCount: s.viewCount,
    likeCount: s.likeCount,
    commentCount: s.commentCount,
  }));
  const commentRows = (rows.comments?.records ?? []).map((c) => ({
    workspaceId,
    id: c.youtubeId,
    videoId: c.videoYoutubeId,
    parentId: c.parentYoutubeId,
    authorName: c.authorName,
    authorChannelId: c.authorChannelId,
    text: c.text,
    likeCount: c.likeCount,
    publishedAt: new Date(c.publishedAt),
  }));
  if (videoRows.length + statRows.length + commentRows.length === 0) return;
  const store = workspaceDb(db, workspaceId);
  const channel = rows.comments && commentRows.length > 0 ? rows.comments.channel : null;
  await batchInChunks(store, [
    ...(channel
      ? [
          store
            .insert(storeChannels)
            .values({ workspaceId, ...channel })
            .onConflictDoUpdate({ target: [storeChannels.workspaceId, storeChannels.id], set: { role: channel.role } }),
        ]
      : []),
    ...rowsPerStatement(storeVideos, videoRows).map((chunk) =>
      store
        .insert(storeVideos)
        .values(chunk)
        .onConflictDoUpdate({
          target: [storeVideos.workspaceId, storeVideos.id],
          set: {
            channelId: sql`excluded.channel_id`,
            publishedAt: sql`excluded.published_at`,
            title: sql`excluded.title`,
          },
        }),
    ),
    ...rowsPerStatement(videoStats, statRows).map((chunk) =>
      store.insert(videoStats).values(chunk).onConflictDoNothing(),
    ),
    ...rowsPerStatement(comments, commentRows).map((chunk) =>
      store
        .insert(comments)
        .values(chunk)
        .onConflictDoUpdate({
          target: [comments.workspaceId, comments.id],
          // Comments can be edited and liked after we first saw them.
          set: { text: sql`excluded.text`, likeCount: sql`excluded.like_count` },
        }),
    ),
  ]);
}
