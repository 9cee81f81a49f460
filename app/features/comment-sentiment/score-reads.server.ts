// Comment Sentiment's stored scores as the composers read them, each read named for its reader:
// Content Ideas' requests and questions, the Dashboard's monthly sentiment, the Series Planner's
// requests per video. Comment Sentiment owns the scores; the comments, videos and channels they
// join are channel data's (joined in the same SQL: one query instead of thousands of ids passed
// between features). These joins are the one cross-feature table use Comment Sentiment keeps.
import { and, eq, gte, inArray, isNotNull, sql } from "drizzle-orm";
import { dataWorkspace } from "~/features/channel-data/index";
// The one place scores meet channel data's rows: allowed by name in tests/architecture/tables.test.ts.
import { comments, videos } from "~/features/channel-data/index.server";
import type { Db } from "~/lib/db/client.server";
import { commentScores } from "./tables";
import { MULTILINGUAL_LANGUAGES } from "./engine/multilingual-sentiment";

/** The languages whose comments carry a sentiment score (the engine's isScoredLanguage). */
const READ_LANGUAGES = ["en", "und", ...MULTILINGUAL_LANGUAGES];

export type ScoredRequest = {
  id: string;
  videoId: string;
  videoTitle: string;
  /** The author's channel id, or their display name when there is none. */
  author: string;
  text: string;
  likeCount: number;
  publishedAt: string;
  request: string | null;
  question: boolean;
};

/**
 * The newest `limit` requests and questions on the own channel's videos, newest first, and how
 * many of its comments are scored at all (spam and own replies included in that count).
 */
export async function requestsForIdeas(
  db: Db,
  workspaceId: string,
  limit: number,
): Promise<{ comments: ScoredRequest[]; scored: number }> {
  const [rows, [scored]] = await Promise.all([
    db.all<{
      id: string;
      video_id: string;
      title: string;
      author: string;
      text: string;
      like_count: number;
      published_at: number;
      request: string | null;
      question: number;
    }>(sql`
      SELECT c.id, c.video_id, v.title, coalesce(c.author_channel_id, c.author_name) AS author, c.text, c.like_count, c.published_at, s.request, s.question
      FROM comments c
      JOIN comment_scores s ON s.workspace_id = c.workspace_id AND s.comment_id = c.id
      JOIN videos v ON v.workspace_id = ${workspaceId} AND v.id = c.video_id
      JOIN channels ch ON ch.workspace_id = v.workspace_id AND ch.id = v.channel_id AND ch.role = 'own'
      WHERE c.workspace_id = ${dataWorkspace(workspaceId)} AND s.spam = 0 AND (s.request IS NOT NULL OR s.question = 1)
        AND coalesce(c.author_channel_id, '') <> v.channel_id
      ORDER BY c.published_at DESC LIMIT ${limit}`),
    db.all<{ n: number }>(sql`
      SELECT count(*) AS n FROM comments c
      JOIN comment_scores s ON s.workspace_id = c.workspace_id AND s.comment_id = c.id
      JOIN videos v ON v.workspace_id = ${workspaceId} AND v.id = c.video_id
      JOIN channels ch ON ch.workspace_id = v.workspace_id AND ch.id = v.channel_id AND ch.role = 'own'
      WHERE c.workspace_id = ${dataWorkspace(workspaceId)}`),
  ]);
  const comments = rows.map((r) => ({
    id: r.id,
    videoId: r.video_id,
    videoTitle: r.title,
    author: r.author,
    text: r.text,
    likeCount: r.like_count,
    publishedAt: new Date(r.published_at).toISOString(),
    request: r.request,
    question: r.question === 1,
  }));
  return { comments, scored: scored?.n ?? 0 };
}

/** Comments scored per month on the channel's videos (spam left out, languages the engine reads only) and their mean compound, oldest month first. */
export async function monthlySentimentForDashboard(
  db: Db,
  workspaceId: string,
  channelId: string,
  from: Date,
): Promise<{ month: string; comments: number; meanCompound: number }[]> {
  const month = sql<string>`strftime('%Y-%m', ${comments.publishedAt} / 1000, 'unixepoch')`;
  return db
    .select({ month, comments: sql<number>`count(*)`, meanCompound: sql<number>`avg(${commentScores.compound})` })
    .from(commentScores)
    .innerJoin(
      comments,
      and(eq(comments.workspaceId, dataWorkspace(workspaceId)), eq(comments.id, commentScores.commentId)),
    )
    .innerJoin(videos, and(eq(videos.workspaceId, workspaceId), eq(videos.id, comments.videoId)))
    .where(
      and(
        // A score lives beside its comment (a demo's are its base's; scoring.server.ts).
        eq(commentScores.workspaceId, comments.workspaceId),
        eq(videos.channelId, channelId),
        eq(commentScores.spam, false),
        gte(comments.publishedAt, from),
        inArray(commentScores.language, READ_LANGUAGES),
      ),
    )
    .groupBy(month)
    .orderBy(month);
}

export type VideoRequest = { videoId: string; author: string; request: string };

/** The stored requests (spam left out) and how many comments were analysed per video, for the Series Planner. */
export async function requestsForSeries(
  db: Db,
  workspaceId: string,
): Promise<{ analysed: Map<string, number>; items: VideoRequest[] }> {
  const onComment = and(eq(comments.workspaceId, dataWorkspace(workspaceId)), eq(comments.id, commentScores.commentId));
  const [counts, items] = await Promise.all([
    db
      .select({ videoId: comments.videoId, n: sql<number>`count(*)` })
      .from(commentScores)
      .innerJoin(comments, onComment)
      .where(eq(commentScores.workspaceId, comments.workspaceId))
      .groupBy(comments.videoId),
    db
      .select({
        videoId: comments.videoId,
        author: sql<string>`coalesce(${comments.authorChannelId}, ${comments.authorName})`,
        request: commentScores.request,
      })
      .from(commentScores)
      .innerJoin(comments, onComment)
      .where(
        and(
          eq(commentScores.workspaceId, comments.workspaceId),
          isNotNull(commentScores.request),
          eq(commentScores.spam, false),
        ),
      ),
  ]);
  return {
    analysed: new Map(counts.map((c) => [c.videoId, c.n])),
    items: items.filter((i): i is VideoRequest => typeof i.request === "string"),
  };
}
