// The Comment Sentiment page's figures for one period: per-video records (spec §3 "Sentiment
// analysis record"), the four stats and the chart series, all computed from the workspace's
// analysed comments of its own channel.
import { and, count, desc, eq, gte, lte, sql } from "drizzle-orm";
// The one place the page's figures meet channel data's rows: allowed by name in tests/architecture/tables.test.ts.
import { comments, ownChannelOf, storeChannels, videos, withChannelData } from "~/features/channel-data/index.server";
import {
  commentForEngine,
  notByVideosChannel,
  ownChannelOfVideo,
  scoreOfComment,
  videoOfComment,
} from "./comment-joins.server";
import { csvRow, sourceSummaryOf } from "~/lib/csv-write";
import { ESTIMATE_LABEL, type FigureSource, SOURCE_COLUMN, YOUTUBE_LABEL } from "~/lib/figure-source";
import type { Db } from "~/lib/db/client.server";
import {
  MIN_SCORED_TO_RANK,
  actionableInsights,
  audienceLanguages,
  scoredCount,
  sentimentTrend,
} from "./engine/insights";
import { detectSpam, spamReasonLabel } from "./engine/spam";
import {
  type RequestTopicNames,
  type StoredReading,
  analyzeComments,
  isScoredLanguage,
  requestTopicNames,
  summarizeStored,
} from "./engine/summary";
import { ENGINE_VERSION } from "./scoring.engines.server";
import { ensureEnglishSentiment, ensureScoringData } from "./scoring-data.server";
import { commentScores } from "./tables";
import { tokenize } from "./engine/tokenize";
import type { CommentSummary } from "./engine/types";
import { PERIODS, type Period } from "./periods";

// The records list shows the videos with the most comments in the period.
const MAX_RECORDS = 12;

export type SentimentRecord = {
  id: string;
  videoTitle: string;
  videoId: string;
  publishedAt: string;
  totalComments: number;
  spamCount: number;
  /** Comments in a language the engine does not read: counted, not scored. */
  unreadCount: number;
  /** The video's audience by language (see audienceLanguages). */
  languages: ReturnType<typeof audienceLanguages>;
  /** Comments that were scored: neither spam nor in a language the engine does not read. */
  scoredComments: number;
  /** Whether it has enough scored comments (MIN_SCORED_TO_RANK) to be ranked. */
  ranked: boolean;
  sentimentBreakdown: CommentSummary["breakdown"];
  /** Null when no comment could be scored (all spam or in other languages): nothing to show, nothing to average. */
  sentimentScore: number | null;
  topPositiveComments: string[];
  topNegativeComments: string[];
  commonThemes: string[];
  emotionalTriggers: string[];
  actionableInsights: string[];
  requests: CommentSummary["requests"];
  questions: CommentSummary["questions"];
};

type Row = {
  id: string;
  video_id: string;
  text: string;
  like_count: number;
  published_at: number;
  author: string;
  title: string;
  video_published_at: number;
  engine_version: number;
} & StoredReading;

/** What the summary reads of a row: the comment and its stored reading. */
const storedComment = (r: Row) => ({
  id: r.id,
  videoId: r.video_id,
  text: r.text,
  likeCount: r.like_count,
  author: r.author,
  compound: r.compound,
  label: r.label,
  spam: r.spam,
  language: r.language,
  question: r.question,
  request: r.request,
});

/**
 * The figures come from the scores Analyze stored, not from scoring the comments again on every
 * view. A score from an older engine is what Analyze would score again: it is read afresh here (not
 * stored: that is Analyze's, which the plan meters), so the page never shows an older engine's word.
 */
async function withCurrentScores(db: Db, rows: Row[]): Promise<Row[]> {
  const stale = rows.filter((r) => r.engine_version < ENGINE_VERSION);
  if (stale.length === 0) return rows;
  await ensureScoringData(db);
  const { comments: fresh } = analyzeComments(stale.map(storedComment));
  const byId = new Map(fresh.map((c) => [c.id, c]));
  return rows.map((r) => {
    const c = byId.get(r.id);
    if (!c) return r;
    const { compound, label } = c.sentiment;
    return { ...r, compound, label, spam: c.spam, language: c.language, question: c.question, request: c.request };
  });
}

export async function sentimentReport(db: Db, teamChannelId: string, period: Period, now = new Date()) {
  await ensureEnglishSentiment(db);
  const since = now.getTime() - PERIODS[period] * 86_400_000;
  const inPeriod = and(gte(comments.publishedAt, new Date(since)), lte(comments.publishedAt, now));
  const { totals, rows: read } = await withChannelData(db, teamChannelId, async ({ db, storedUnder }) => {
    const videoOf = videoOfComment(teamChannelId);
    const [totals, rows] = await Promise.all([
      // Viewers' comments on the own channel's videos (the creator's replies are never analysed),
      // over every date and in the period: the same comments the period's figures are read from.
      db
        .select({
          comments: count(comments.id),
          scored: count(commentScores.commentId),
          periodComments: sql<number>`coalesce(sum(case when ${inPeriod} then 1 else 0 end), 0)`,
          periodScored: sql<number>`coalesce(sum(case when ${inPeriod} and ${commentScores.commentId} is not null then 1 else 0 end), 0)`,
          last: sql<number | null>`max(${commentScores.analyzedAt})`,
        })
        .from(comments)
        .innerJoin(videos, videoOf)
        .innerJoin(storeChannels, ownChannelOfVideo)
        .leftJoin(commentScores, scoreOfComment)
        .where(and(eq(comments.teamChannelId, storedUnder), notByVideosChannel))
        .get(),
      // Only analysed comments of the workspace's own channel, within the period.
      db
        .select({
          ...commentForEngine,
          title: videos.title,
          video_published_at: sql<number>`${videos.publishedAt}`,
          compound: commentScores.compound,
          label: commentScores.label,
          spam: commentScores.spam,
          language: commentScores.language,
          question: commentScores.question,
          request: commentScores.request,
          engine_version: commentScores.engineVersion,
        })
        .from(comments)
        .innerJoin(commentScores, scoreOfComment)
        .innerJoin(videos, videoOf)
        .innerJoin(storeChannels, ownChannelOfVideo)
        .where(and(eq(comments.teamChannelId, storedUnder), inPeriod, notByVideosChannel))
        .orderBy(comments.videoId, comments.publishedAt),
    ]);
    return { totals, rows: rows as Row[] };
  });
  const [rows, ownChannel] = await Promise.all([withCurrentScores(db, read), ownChannelOf(db, teamChannelId)]);

  const byVideo = new Map<string, Row[]>();
  for (const row of rows) {
    const list = byVideo.get(row.video_id) ?? [];
    list.push(row);
    byVideo.set(row.video_id, list);
  }
  const overall = rows.length ? summarizeStored(rows.map(storedComment)) : null;
  // One name per requested topic on the whole page: each video's card names a topic as the
  // overall card does (its phrasings counted over the period), not by the phrasing that led in
  // that video's few comments.
  const topicNames = overall ? requestTopicNames(overall) : undefined;
  const records: SentimentRecord[] = [...byVideo.values()]
    .sort((a, b) => b.length - a.length || a[0]!.video_id.localeCompare(b[0]!.video_id))
    .slice(0, MAX_RECORDS)
    .map((list) => recordFor(list, PERIODS[period], topicNames));

  const rankedRecords = records.filter(
    (r): r is SentimentRecord & { sentimentScore: number } => r.ranked && r.sentimentScore !== null,
  );
  const mostPositive = mostPositiveOf(rankedRecords);
  // Videos without a single scored comment have no score: they stay out of the chart.
  const trendPoints = records
    .filter((r): r is SentimentRecord & { sentimentScore: number } => r.sentimentScore !== null)
    .sort((a, b) => a.publishedAt.localeCompare(b.publishedAt));
  const overallScored = overall ? scoredCount(overall) : 0;
  return {
    period,
    hasComments: (totals?.comments ?? 0) > 0,
    /** Whether the workspace has connected its channel: with none, no comment can be read. */
    channelConnected: ownChannel !== null,
    unscored: (totals?.comments ?? 0) - (totals?.scored ?? 0),
    /** Viewers' comments stored for the own channel's videos, all dates, and how many are analysed. */
    allDates: { comments: totals?.comments ?? 0, analysed: totals?.scored ?? 0 },
    /** Viewers' comments of the period stored, and how many of them are not analysed yet. */
    periodComments: Number(totals?.periodComments ?? 0),
    periodUnscored: Number(totals?.periodComments ?? 0) - Number(totals?.periodScored ?? 0),
    stats: {
      totalCommentsAnalyzed: rows.length,
      /** Over every scored comment of the period; null when none could be scored. */
      avgSentimentScore: overall && overallScored > 0 ? overall.sentimentScore : null,
      mostPositiveVideo: mostPositive ? mostPositive.videoTitle : null,
      mostPositiveVideoId: mostPositive ? mostPositive.videoId : null,
      mostPositiveScore: mostPositive ? mostPositive.sentimentScore : null,
      /** Videos in the list with enough scored comments to be ranked. */
      rankedVideos: rankedRecords.length,
      sentimentTrend: sentimentTrend(
        rankedRecords.map((r) => ({ publishedAt: r.publishedAt, score: r.sentimentScore })),
      ),
      lastAnalyzed: totals?.last ? new Date(totals.last).toISOString() : null,
    },
    overall: overall && {
      breakdown: overall.breakdown,
      spamCount: overall.spamCount,
      unreadCount: overall.unreadCount,
      languages: audienceLanguages(overall),
      requests: overall.requests.slice(0, 8),
      themes: overall.themes.slice(0, 10),
      insights: actionableInsights(overall, { periodDays: PERIODS[period] }),
      /** Complaints by kind and the most prominent negative comments, across every video (Ask reads them). */
      complaints: overall.complaints,
      topNegative: overall.topNegative,
    },
    chart: trendPoints.map((r) => ({ label: r.videoTitle, date: r.publishedAt, score: r.sentimentScore })),
    /** Videos in the list whose comments could not be scored at all, left out of the chart. */
    unscorableVideos: records.length - trendPoints.length,
    records,
  };
}

/** The highest score among ranked videos; a tie goes to the video with more scored comments, then the title. */
function mostPositiveOf<T extends SentimentRecord & { sentimentScore: number }>(ranked: readonly T[]): T | null {
  return (
    [...ranked].sort(
      (a, b) =>
        b.sentimentScore - a.sentimentScore ||
        b.scoredComments - a.scoredComments ||
        a.videoTitle.localeCompare(b.videoTitle),
    )[0] ?? null
  );
}

function recordFor(list: Row[], periodDays: number, topicNames?: RequestTopicNames): SentimentRecord {
  const first = list[0]!;
  const summary = summarizeStored(list.map(storedComment), topicNames);
  const scoredComments = scoredCount(summary);
  return {
    id: first.video_id,
    videoTitle: first.title,
    videoId: first.video_id,
    publishedAt: new Date(first.video_published_at).toISOString(),
    totalComments: summary.total,
    spamCount: summary.spamCount,
    unreadCount: summary.unreadCount,
    languages: audienceLanguages(summary),
    scoredComments,
    ranked: scoredComments >= MIN_SCORED_TO_RANK,
    sentimentBreakdown: summary.breakdown,
    sentimentScore: scoredComments > 0 ? summary.sentimentScore : null,
    topPositiveComments: summary.topPositive,
    topNegativeComments: summary.topNegative,
    commonThemes: summary.themes.slice(0, 6).map((t) => t.phrase),
    emotionalTriggers: summary.emotionalTriggers
      .filter((e) => e.count > 0)
      .slice(0, 4)
      .map((e) => e.emotion),
    actionableInsights: actionableInsights(summary, { videoTitle: first.title, periodDays }),
    requests: summary.requests.slice(0, 5),
    questions: summary.questions.slice(0, 5),
  };
}

/** A header row and data rows as one CSV document (the shared writer guards against formulas). */
function toCsv(header: string[], rows: (string | number | boolean | null | undefined)[][]): string {
  return csvRow(header) + rows.map((row) => csvRow(row)).join("");
}

/**
 * Which columns are YouTube's and which Vidwise computed (the sentiment, spam and language
 * classifications are ours): named in a last `source` column, as every tool's CSV does.
 */
const VIDEO_SOURCES: Record<string, FigureSource> = {
  published_at: YOUTUBE_LABEL,
  total_comments: YOUTUBE_LABEL,
  spam: ESTIMATE_LABEL,
  positive_pct: ESTIMATE_LABEL,
  neutral_pct: ESTIMATE_LABEL,
  negative_pct: ESTIMATE_LABEL,
  sentiment_score: ESTIMATE_LABEL,
};
const COMMENT_SOURCES: Record<string, FigureSource> = {
  published_at: YOUTUBE_LABEL,
  likes: YOUTUBE_LABEL,
  text: YOUTUBE_LABEL,
  compound: ESTIMATE_LABEL,
  label: ESTIMATE_LABEL,
  spam: ESTIMATE_LABEL,
  language: ESTIMATE_LABEL,
};

/** The columns that carry Audience Demand Insights (Pro and up). */
const DEMAND_COLUMNS: ReadonlySet<string> = new Set(["question", "request", "requests"]);

type CsvCell = string | number | boolean | null | undefined;

/**
 * toCsv with the `source` column last, its words the same in every row. Without Audience Demand
 * Insights in the plan the question and request columns are left out: an export carries only what
 * the page shows.
 */
function toSourcedCsv(
  header: string[],
  sources: Record<string, FigureSource>,
  rows: CsvCell[][],
  options: { audienceDemand: boolean },
): string {
  const shown = (_: unknown, i: number) => options.audienceDemand || !DEMAND_COLUMNS.has(header[i]!);
  const columns = header.filter(shown);
  const words = sourceSummaryOf(columns, sources);
  return toCsv(
    [...columns, SOURCE_COLUMN],
    rows.map((row) => [...row.filter(shown), words]),
  );
}

/** Per-video records as CSV; without Audience Demand Insights the requests column is left out, as on the page. */
export function recordsCsv(
  records: SentimentRecord[],
  options: { audienceDemand: boolean } = { audienceDemand: true },
): string {
  const header = [
    "video_id",
    "video_title",
    "published_at",
    "total_comments",
    "spam",
    "unread_language",
    "scored",
    "positive_pct",
    "neutral_pct",
    "negative_pct",
    "sentiment_score",
    "common_themes",
    "requests",
    "insights",
  ];
  return toSourcedCsv(
    header,
    VIDEO_SOURCES,
    // A video with no scored comment has no percentages or score: empty cells, not zeros.
    records.map((r) => [
      r.videoId,
      r.videoTitle,
      r.publishedAt,
      r.totalComments,
      r.spamCount,
      r.unreadCount,
      r.scoredComments,
      r.sentimentScore === null ? null : r.sentimentBreakdown.positive,
      r.sentimentScore === null ? null : r.sentimentBreakdown.neutral,
      r.sentimentScore === null ? null : r.sentimentBreakdown.negative,
      r.sentimentScore,
      r.commonThemes.join("; "),
      r.requests.map((q) => `${q.topic} (${q.count})`).join("; "),
      r.actionableInsights.join(" "),
    ]),
    options,
  );
}

/** Every stored per-comment score of the period, for the per-comment export. */
export async function commentScoresCsv(
  db: Db,
  teamChannelId: string,
  period: Period,
  options: { audienceDemand: boolean },
  now = new Date(),
): Promise<string> {
  await ensureScoringData(db);
  const since = now.getTime() - PERIODS[period] * 86_400_000;
  const rows = await withChannelData(db, teamChannelId, ({ db, storedUnder }) =>
    db
      .select({
        id: comments.id,
        video_id: comments.videoId,
        published_at: sql<number>`${comments.publishedAt}`,
        like_count: comments.likeCount,
        text: comments.text,
        compound: commentScores.compound,
        label: commentScores.label,
        spam: commentScores.spam,
        language: commentScores.language,
        question: commentScores.question,
        request: commentScores.request,
      })
      .from(comments)
      .innerJoin(commentScores, scoreOfComment)
      .where(and(eq(comments.teamChannelId, storedUnder), gte(comments.publishedAt, new Date(since))))
      .orderBy(desc(comments.publishedAt))
      .limit(100_000),
  );
  const header = [
    "comment_id",
    "video_id",
    "published_at",
    "likes",
    "compound",
    "label",
    "spam",
    "spam_reasons",
    "language",
    "question",
    "request",
    "text",
  ];
  return toSourcedCsv(
    header,
    COMMENT_SOURCES,
    rows.map((r) => [
      r.id,
      r.video_id,
      new Date(r.published_at).toISOString(),
      r.like_count,
      // A language the engine does not read has no score: said so, not a silent neutral 0.
      isScoredLanguage(r.language) ? r.compound : null,
      isScoredLanguage(r.language) ? r.label : "not read",
      r.spam ? "yes" : "no",
      r.spam ? spamReasonsOf(r.text).join("; ") : "",
      r.language,
      r.question ? "yes" : "no",
      r.request,
      r.text,
    ]),
    options,
  );
}

/**
 * Why a stored spam comment was held, in words. Recomputed from its text at export time (rules
 * and model, a few hundred microseconds a comment; only spam rows, and only for the CSV), since
 * the stored score keeps the verdict, not its reasons. A comment flagged only for being posted
 * again and again has no reason in its own text.
 */
function spamReasonsOf(text: string): string[] {
  const reasons = detectSpam(text, tokenize(text)).reasons;
  return (reasons.length > 0 ? reasons : (["duplicate"] as const)).map(spamReasonLabel);
}
