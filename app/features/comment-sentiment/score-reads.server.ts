// Comment Sentiment's stored scores as the composers read them, each read named for its reader:
// Content Ideas' requests and questions, the Dashboard's monthly sentiment, the Series Planner's
// requests per video. Comment Sentiment owns the scores; the comments, videos and channels they
// join are channel data's (joined in the same SQL: one query instead of thousands of ids passed
// between features). These joins are the one cross-feature table use Comment Sentiment keeps.
import { and, count, desc, eq, gte, inArray, isNotNull, or, sql } from "drizzle-orm";
// The one place scores meet channel data's rows: allowed by name in tests/architecture/tables.test.ts.
import { comments, storeChannels, videos, withChannelData } from "~/features/channel-data/index.server";
import type { Db } from "~/lib/db/client.server";
import { commentScores } from "./tables";
import {
  commentAuthor,
  notByVideosChannel,
  ownChannelOfVideo,
  scoreOfComment,
  videoOfComment,
} from "./comment-joins.server";
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
 * many viewers' comments there are analysed, all dates (spam included, the channel's own replies
 * never analysed): the same count as the Comment Sentiment report's `allDates.analysed`.
 */
export async function requestsForIdeas(
  db: Db,
  teamChannelId: string,
  limit: number,
): Promise<{ comments: ScoredRequest[]; scored: number }> {
  const [rows, scored] = await withChannelData(db, teamChannelId, ({ db, storedUnder }) => {
    const videoOf = videoOfComment(teamChannelId);
    return Promise.all([
      db
        .select({
          id: comments.id,
          videoId: comments.videoId,
          videoTitle: videos.title,
          author: commentAuthor,
          text: comments.text,
          likeCount: comments.likeCount,
          publishedAt: comments.publishedAt,
          request: commentScores.request,
          question: commentScores.question,
        })
        .from(comments)
        .innerJoin(commentScores, scoreOfComment)
        .innerJoin(videos, videoOf)
        .innerJoin(storeChannels, ownChannelOfVideo)
        .where(
          and(
            eq(comments.teamChannelId, storedUnder),
            eq(commentScores.spam, false),
            or(isNotNull(commentScores.request), eq(commentScores.question, true)),
            notByVideosChannel,
          ),
        )
        .orderBy(desc(comments.publishedAt))
        .limit(limit),
      db
        .select({ n: count() })
        .from(comments)
        .innerJoin(commentScores, scoreOfComment)
        .innerJoin(videos, videoOf)
        .innerJoin(storeChannels, ownChannelOfVideo)
        .where(and(eq(comments.teamChannelId, storedUnder), notByVideosChannel))
        .get(),
    ]);
  });
  const requests = rows.map((r) => ({ ...r, publishedAt: r.publishedAt.toISOString() }));
  return { comments: requests, scored: scored?.n ?? 0 };
}

/** Comments scored per month on the channel's videos (spam left out, languages the engine reads only) and their mean compound, oldest month first. */
export async function monthlySentimentForDashboard(
  db: Db,
  teamChannelId: string,
  channelId: string,
  from: Date,
): Promise<{ month: string; comments: number; meanCompound: number }[]> {
  const month = sql<string>`strftime('%Y-%m', ${comments.publishedAt} / 1000, 'unixepoch')`;
  return withChannelData(db, teamChannelId, ({ db, storedUnder }) =>
    db
      .select({ month, comments: sql<number>`count(*)`, meanCompound: sql<number>`avg(${commentScores.compound})` })
      .from(commentScores)
      .innerJoin(comments, and(eq(comments.teamChannelId, storedUnder), eq(comments.id, commentScores.commentId)))
      .innerJoin(videos, and(eq(videos.teamChannelId, teamChannelId), eq(videos.id, comments.videoId)))
      .where(
        and(
          // A score lives beside its comment (a demo's are its base's; scoring.engines.server.ts).
          eq(commentScores.teamChannelId, comments.teamChannelId),
          eq(videos.channelId, channelId),
          eq(commentScores.spam, false),
          gte(comments.publishedAt, from),
          inArray(commentScores.language, READ_LANGUAGES),
        ),
      )
      .groupBy(month)
      .orderBy(month),
  );
}

export type VideoRequest = { videoId: string; author: string; request: string };

/** The stored requests (spam left out) and how many comments were analysed per video, for the Series Planner. */
export async function requestsForSeries(
  db: Db,
  teamChannelId: string,
): Promise<{ analysed: Map<string, number>; items: VideoRequest[] }> {
  const [counts, items] = await withChannelData(db, teamChannelId, ({ db, storedUnder }) => {
    const onComment = and(eq(comments.teamChannelId, storedUnder), eq(comments.id, commentScores.commentId));
    return Promise.all([
      db
        .select({ videoId: comments.videoId, n: sql<number>`count(*)` })
        .from(commentScores)
        .innerJoin(comments, onComment)
        .where(eq(commentScores.teamChannelId, comments.teamChannelId))
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
            eq(commentScores.teamChannelId, comments.teamChannelId),
            isNotNull(commentScores.request),
            eq(commentScores.spam, false),
          ),
        ),
    ]);
  });
  return {
    analysed: new Map(counts.map((c) => [c.videoId, c.n])),
    items: items.filter((i): i is VideoRequest => typeof i.request === "string"),
  };
}

/** A viewer's comment on the own channel that Analyze scored as spam, for holding it for review on YouTube. */
export type StoredSpamComment = { id: string; videoId: string; text: string };

/**
 * Every viewer's comment on the own channel's videos whose stored score says spam, newest first
 * (the creator's own replies are never scored). Top-level comments and replies alike: YouTube
 * moderates both by id.
 */
export async function spamOnOwnChannel(db: Db, teamChannelId: string, limit: number): Promise<StoredSpamComment[]> {
  return withChannelData(db, teamChannelId, ({ db, storedUnder }) =>
    db
      .select({ id: comments.id, videoId: comments.videoId, text: comments.text })
      .from(comments)
      .innerJoin(commentScores, scoreOfComment)
      .innerJoin(videos, videoOfComment(teamChannelId))
      .innerJoin(storeChannels, ownChannelOfVideo)
      .where(and(eq(comments.teamChannelId, storedUnder), eq(commentScores.spam, true), notByVideosChannel))
      .orderBy(desc(comments.publishedAt))
      .limit(limit),
  );
}
