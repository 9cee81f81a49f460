// How Comment Sentiment's reads meet channel data's rows: a score beside its comment, a comment on
// its video, a video of the own channel. Written once for the page's report, Analyze's scoring and
// the composers' reads, each run where the rows are (withChannelData: the workspace's store, or a
// demo base's in the control D1).
import { and, eq, sql } from "drizzle-orm";
import { comments, storeChannels, videos } from "~/features/channel-data/index.server";
import { commentScores } from "./tables";

/** A comment's score: it lives beside its comment (a demo reads its base's). */
export const scoreOfComment = and(
  eq(commentScores.teamChannelId, comments.teamChannelId),
  eq(commentScores.commentId, comments.id),
);

/** A comment's video, among the reading workspace's (a demo's own videos join its base's comments). */
export const videoOfComment = (teamChannelId: string) =>
  and(eq(videos.teamChannelId, teamChannelId), eq(videos.id, comments.videoId));

/** The video's channel, when it is the workspace's own. */
export const ownChannelOfVideo = and(
  eq(storeChannels.teamChannelId, videos.teamChannelId),
  eq(storeChannels.id, videos.channelId),
  eq(storeChannels.role, "own"),
);

/**
 * The creator's own replies are not audience sentiment (and their repeated answers would look
 * like copy-paste spam), so comments by the video's channel are left out everywhere.
 */
export const notByVideosChannel = sql`coalesce(${comments.authorChannelId}, '') <> ${videos.channelId}`;

/** Who wrote a comment: their channel id, or their display name when there is none. */
export const commentAuthor = sql<string>`coalesce(${comments.authorChannelId}, ${comments.authorName})`;

/** What the engine reads of a comment (its time in milliseconds, the same from D1 and a store). */
export const commentForEngine = {
  id: comments.id,
  video_id: comments.videoId,
  text: comments.text,
  like_count: comments.likeCount,
  published_at: sql<number>`${comments.publishedAt}`,
  author: commentAuthor,
};
