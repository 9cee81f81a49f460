// The own channel's viewer requests and questions, as stored scores: what Content Ideas builds
// ideas from. Comment Sentiment owns the scores; the comments, videos and channels they join are
// channel data's (read in the same SQL: one query instead of thousands of ids passed between
// features). Spam and the creator's own replies are left out.
import { sql } from "drizzle-orm";
import { dataWorkspace } from "~/features/channel-data/index";
import type { Db } from "~/lib/db/client.server";

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
export async function requestsForIdeas(db: Db, workspaceId: string, limit: number): Promise<{ comments: ScoredRequest[]; scored: number }> {
  const [rows, [scored]] = await Promise.all([
    db.all<{ id: string; video_id: string; title: string; author: string; text: string; like_count: number; published_at: number; request: string | null; question: number }>(sql`
      SELECT c.id, c.video_id, v.title, coalesce(c.author_channel_id, c.author_name) AS author, c.text, c.like_count, c.published_at, s.request, s.question
      FROM comment_scores s
      JOIN comments c ON c.workspace_id = ${dataWorkspace(workspaceId)} AND c.id = s.comment_id
      JOIN videos v ON v.workspace_id = s.workspace_id AND v.id = c.video_id
      JOIN channels ch ON ch.workspace_id = v.workspace_id AND ch.id = v.channel_id AND ch.role = 'own'
      WHERE s.workspace_id = ${workspaceId} AND s.spam = 0 AND (s.request IS NOT NULL OR s.question = 1)
        AND coalesce(c.author_channel_id, '') <> v.channel_id
      ORDER BY c.published_at DESC LIMIT ${limit}`),
    db.all<{ n: number }>(sql`
      SELECT count(*) AS n FROM comment_scores s
      JOIN comments c ON c.workspace_id = ${dataWorkspace(workspaceId)} AND c.id = s.comment_id
      JOIN videos v ON v.workspace_id = s.workspace_id AND v.id = c.video_id
      JOIN channels ch ON ch.workspace_id = v.workspace_id AND ch.id = v.channel_id AND ch.role = 'own'
      WHERE s.workspace_id = ${workspaceId}`),
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
