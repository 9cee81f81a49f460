// Writing a workspace's channel data to its own store (decision 012): a sync step's videos, view
// snapshots and comments, with the role of the channel they are of (store-tables.ts). Writing the
// same step twice changes nothing (snapshots held are ignored; a video's, a channel's or a
// comment's row is overwritten with the same values, a video's counters never with older ones),
// so the sync writes here first and commits its progress to the control D1 after: a step cut short
// between the two is repeated without loss.
import { sql } from "drizzle-orm";
import { batchInChunks } from "~/lib/db/batch";
import type { Db } from "~/lib/db/client.server";
import { rowsPerStatement } from "~/lib/db/raw-batch";
import { workspaceDb } from "~/lib/db/workspace-db.server";
import { upsertVideos } from "./store.server";
import { storeChannels } from "./store-tables";
import { comments, videoStats } from "./tables";
import type { CommentRecord, VideoRecord, VideoStatsSnapshot } from "./types";

export type StoredChannel = { id: string; role: "own" | "competitor" };

export type ChannelDataRows = {
  /** The channel the videos and comments are of: its role is what the readers keep to. */
  channel?: StoredChannel;
  videos?: readonly VideoRecord[];
  /** The videos' newest counters by video id, folded into their rows (all of a step's, even past the snapshot cap). */
  latest?: ReadonlyMap<string, VideoStatsSnapshot>;
  snapshots?: readonly VideoStatsSnapshot[];
  comments?: readonly CommentRecord[];
};

export async function storeChannelData(db: Db, teamChannelId: string, rows: ChannelDataRows): Promise<void> {
  const statRows = (rows.snapshots ?? []).map((s) => ({
    teamChannelId,
    videoId: s.videoYoutubeId,
    capturedAt: new Date(s.capturedAt),
    viewCount: s.viewCount,
    likeCount: s.likeCount,
    commentCount: s.commentCount,
    source: s.source ?? "public",
  }));
  const commentRows = (rows.comments ?? []).map((c) => ({
    teamChannelId,
    id: c.youtubeId,
    videoId: c.videoYoutubeId,
    parentId: c.parentYoutubeId,
    authorName: c.authorName,
    authorChannelId: c.authorChannelId,
    text: c.text,
    likeCount: c.likeCount,
    publishedAt: new Date(c.publishedAt),
  }));
  const store = workspaceDb(db, teamChannelId);
  const videoWrites = upsertVideos(store, teamChannelId, rows.videos ?? [], rows.latest);
  if (videoWrites.length + statRows.length + commentRows.length === 0) return;
  // The role goes with the rows it qualifies: a step with no video or comment writes none.
  const channel = videoWrites.length + commentRows.length > 0 ? rows.channel : undefined;
  await batchInChunks(store, [
    ...(channel
      ? [
          store
            .insert(storeChannels)
            .values({ teamChannelId, ...channel })
            .onConflictDoUpdate({
              target: [storeChannels.teamChannelId, storeChannels.id],
              set: { role: channel.role },
            }),
        ]
      : []),
    ...videoWrites,
    ...rowsPerStatement(videoStats, statRows).map((chunk) =>
      store.insert(videoStats).values(chunk).onConflictDoNothing(),
    ),
    ...rowsPerStatement(comments, commentRows).map((chunk) =>
      store
        .insert(comments)
        .values(chunk)
        .onConflictDoUpdate({
          target: [comments.teamChannelId, comments.id],
          // Comments can be edited and liked after we first saw them.
          set: { text: sql`excluded.text`, likeCount: sql`excluded.like_count` },
        }),
    ),
  ]);
}
