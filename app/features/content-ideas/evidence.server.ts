// Gathering an idea batch's evidence from D1 (the dismissed topics and the newest batch from the
// workspace's own store): the own channel's uploads, its scored comments'
// requests and questions, the analyzer's clustering of its videos, tracked competitors' outliers,
// stored Content Analyzer searches and trend records for the user's topics, and the optimizer's
// newest measured title effects. Nothing here spends YouTube quota.
import { desc, eq } from "drizzle-orm";
import { z } from "zod";
import { type OwnChannel, ownChannelOf, uploadsOf, viewsAtSevenDays } from "~/features/channel-data/index.server";
import { NO_COMMENTS_READ_YET } from "~/features/comment-sentiment/index";
import { activeRun, countUnscored, requestsForIdeas, startAnalysis } from "~/features/comment-sentiment/index.server";
import { competitorReport } from "~/features/competitor-monitor/index.server";
import { type ClusterableVideo, clusterVideos } from "~/features/content-analyzer/index";
import { normaliseKeyword, trackedKeywordsOf, trendRecord } from "~/features/trends/index.server";
import type { Db } from "~/lib/db/client.server";
import { teamOwnerOf } from "~/lib/auth/workspace-owner.server";
import { DEFAULT_TOPIC } from "~/features/account/index";
import { countOf } from "~/lib/format";
import { median } from "~/lib/stats";
import type { Analyzed } from "./idea-shapes";
import { ideaBatches, ideaDismissals } from "./store-tables";
import { workspaceDb } from "~/lib/db/workspace-db.server";
import { newestAnalyses } from "~/features/market-data/index.server";
import { latestEffects } from "~/features/thumbnail-optimizer/index.server";
import {
  covers,
  MIN_OWN_TOPIC_VIDEOS,
  MIN_SETTLED,
  relativeViews,
  sameTopic,
  topicStandings,
  topicLabel,
  topicTerms,
  type TopicStanding,
  videoTermSet,
  writeTitle,
  type AudienceComment,
  type CompetitorVideo,
  type IdeaInput,
  type KeywordTrend,
  type MarketCluster,
  type OwnCluster,
  type OwnVideo,
  type TitleEvidence,
} from "./engine";
import { competitorEvidenceMissing } from "./competitor-gaps";

/** Newest own uploads read (Shorts included: they count for coverage and upload gaps). */
const OWN_VIDEOS = 300;
/** Newest long-form uploads clustered into topics (average linkage is cubic in this). */
const CLUSTERED_VIDEOS = 200;
/** Newest requests and questions read. */
const AUDIENCE_COMMENTS = 3_000;
/** Stored analyzer searches considered for the user's topics. */
const MARKET_SEARCHES = 200;

export type Evidence = {
  channel: OwnChannel;
  primaryTopic: string;
  input: Omit<IdeaInput, "now" | "previousKeys" | "timeZone">;
  analyzed: Analyzed;
  /** Sources that gave nothing, each saying what to connect, import or run. */
  missing: string[];
};

type Options = {
  isDemo: boolean;
  /** Set for manual batches: waiting comments are analyzed first. The cron leaves them to Comment Sentiment. */
  commentQueue: CommentQueue | null;
};

/** The owner's topic (the workspace's), whether they chose it, and whether it is measured for trends yet. */
async function ownerTopic(db: Db, teamChannelId: string) {
  const owner = await teamOwnerOf(db, teamChannelId);
  const topic = owner?.primaryTopic ?? DEFAULT_TOPIC;
  return { topic, chosen: topic.trim() !== "" && topic !== DEFAULT_TOPIC, confirmed: owner?.emailVerified ?? false };
}

/**
 * Why the topic has no trend points yet, from what is true of the owner now: a hint to set the
 * topic or confirm the address is given only while that step is not done.
 */
function trendsMissingText(topic: string, owner: { chosen: boolean; confirmed: boolean }): string {
  const none = `No trend measurements for “${topic}” yet`;
  if (!owner.chosen && !owner.confirmed)
    return `${none}: set the primary topic in Account Settings and confirm the owner's email address; it is then measured every 6 hours.`;
  if (!owner.chosen) return `${none}: set the primary topic in Account Settings; it is then measured every 6 hours.`;
  if (!owner.confirmed) return `${none}: it is measured every 6 hours once the owner's email address is confirmed.`;
  return `${none}: it is measured every 6 hours, so its first points come with one of the next runs.`;
}

async function ownVideos(
  db: Db,
  teamChannelId: string,
  channelId: string,
): Promise<{ videos: OwnVideo[]; descriptions: Map<string, string> }> {
  const rows = await uploadsOf(db, teamChannelId, channelId, { limit: OWN_VIDEOS });
  if (rows.length === 0) return { videos: [], descriptions: new Map() };
  const firstWeek = await viewsAtSevenDays(db, teamChannelId, channelId, rows[rows.length - 1]!.publishedAt);
  return {
    videos: rows.map((r) => ({
      id: r.id,
      title: r.title,
      tags: r.tags,
      publishedAt: r.publishedAt.toISOString(),
      durationSeconds: r.durationSeconds,
      isShort: r.isShort,
      views: r.viewCount,
      firstWeekViews: firstWeek.get(r.id) ?? null,
    })),
    // For clustering only: the analyzer reads a description's lead as well as the title and tags.
    descriptions: new Map(rows.map((r) => [r.id, r.description])),
  };
}

/** Where Comment Sentiment's queued analysis runs (the Worker's SYNC_QUEUE). */
export type CommentQueue = Parameters<typeof startAnalysis>[1];

type CommentScoring = { unscored: number; queued: boolean };

/**
 * Comments are scored only by Comment Sentiment's Analyze (nothing scores them on sync). A manual
 * generation starts that same analysis when comments are waiting: up to a few thousand are scored
 * in the request, more go to the queue and the batch says to generate again once they are done.
 */
async function scoreWaitingComments(
  db: Db,
  teamChannelId: string,
  queue: CommentQueue | null,
): Promise<CommentScoring> {
  const unscored = await countUnscored(db, teamChannelId);
  if (!queue || unscored === 0) return { unscored, queued: false };
  if (await activeRun(db, teamChannelId)) return { unscored, queued: true };
  const outcome = await startAnalysis(db, queue, teamChannelId);
  return outcome.mode === "inline"
    ? { unscored: await countUnscored(db, teamChannelId), queued: false }
    : { unscored, queued: true };
}

/** Requests and questions among the own channel's scored audience comments (spam left out). */
async function audienceComments(db: Db, teamChannelId: string, queue: CommentQueue | null) {
  const scoring = await scoreWaitingComments(db, teamChannelId, queue);
  const { comments, scored }: { comments: AudienceComment[]; scored: number } = await requestsForIdeas(
    db,
    teamChannelId,
    AUDIENCE_COMMENTS,
  );
  return { comments, scored, ...scoring };
}

function toClusterable(v: OwnVideo, description: string, channel: OwnChannel): ClusterableVideo {
  return {
    videoId: v.id,
    title: v.title,
    description,
    tags: [...v.tags],
    channelId: channel.id,
    channelTitle: channel.title,
    channelSubscribers: null,
    publishedAt: v.publishedAt,
    viewCount: v.views,
    likeCount: null,
    commentCount: null,
    thumbnail: null,
  };
}

/** The channel's newest long-form uploads clustered into topics (the Content Analyzer's clustering). */
function ownClustersOf(
  own: { videos: readonly OwnVideo[]; descriptions: ReadonlyMap<string, string> },
  channel: OwnChannel,
  primaryTopic: string,
  now: Date,
): OwnCluster[] {
  const clusterable = own.videos.filter((v) => !v.isShort).slice(0, CLUSTERED_VIDEOS);
  if (clusterable.length === 0) return [];
  const topics = clusterVideos({
    query: primaryTopic,
    videos: clusterable.map((v) => toClusterable(v, own.descriptions.get(v.id) ?? "", channel)),
    now: now.toISOString(),
  });
  return topics.clusters.map((c) => ({ name: c.name, videoIds: c.videoIds }));
}

export type ChannelTopics = {
  /** Fewest measured uploads a topic needs to be compared. */
  minUploads: number;
  /** Fewest settled long-form uploads before any upload is measured. */
  minSettled: number;
  /** Uploads read. */
  uploads: number;
  /** Of them, settled long-form uploads with a measure against uploads of a similar age. */
  measured: number;
  standings: TopicStanding[];
};

/**
 * How the channel's own topics do against its uploads of a similar age, best first: what Ask
 * answers "which topic works best for me?" from. Null when the workspace has no channel. Reads D1
 * only, as a batch does.
 */
export async function channelTopics(db: Db, teamChannelId: string, now: Date): Promise<ChannelTopics | null> {
  const channel = await ownChannelOf(db, teamChannelId);
  if (!channel) return null;
  const [owner, own] = await Promise.all([ownerTopic(db, teamChannelId), ownVideos(db, teamChannelId, channel.id)]);
  const relative = relativeViews(own.videos, now.getTime());
  const clusters = ownClustersOf(own, channel, owner.topic, now);
  return {
    minUploads: MIN_OWN_TOPIC_VIDEOS,
    minSettled: MIN_SETTLED,
    uploads: own.videos.length,
    measured: relative.size,
    standings: topicStandings(clusters, own.videos, relative),
  };
}

export type UploadOnTopic = {
  title: string;
  views: number;
  publishedAt: string;
  /** Its views against the channel's uploads of a similar age; null where it cannot be measured yet. */
  ratio: number | null;
};

/**
 * The channel's uploads on a topic, newest first: those whose title and tags hold at least two
 * thirds of its words (as Content Ideas judges an upload to cover a topic), each measured against
 * the channel's uploads of a similar age where it can be. Null without a channel.
 */
export async function ownUploadsOnTopic(
  db: Db,
  teamChannelId: string,
  topic: string,
  now: Date,
): Promise<{ uploads: UploadOnTopic[]; read: number } | null> {
  const channel = await ownChannelOf(db, teamChannelId);
  if (!channel) return null;
  const own = await ownVideos(db, teamChannelId, channel.id);
  const terms = topicTerms(topic);
  const relative = relativeViews(own.videos, now.getTime());
  const uploads = terms.length === 0 ? [] : own.videos.filter((v) => covers(videoTermSet(v), terms));
  return {
    read: own.videos.length,
    uploads: uploads
      .sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt))
      .map((v) => ({ title: v.title, views: v.views, publishedAt: v.publishedAt, ratio: relative.get(v.id) ?? null })),
  };
}

const cachedClusters = z.object({
  youtubeInsights: z.object({
    clusters: z.array(
      z.object({ name: z.string(), videoCount: z.number(), demand: z.number(), opportunityRatio: z.number() }),
    ),
  }),
});

/** Stored Content Analyzer searches on the user's topics (any age: reading them spends nothing). */
async function marketFor(
  db: Db,
  topics: readonly string[],
): Promise<{ clusters: MarketCluster[]; searches: number; videos: number }> {
  const wanted = topics.map((t) => topicTerms(t)).filter((t) => t.length > 0);
  const rows = await newestAnalyses(db, MARKET_SEARCHES);
  const clusters: MarketCluster[] = [];
  let searches = 0;
  let videosSeen = 0;
  for (const row of rows) {
    const terms = topicTerms(row.query);
    if (!wanted.some((w) => sameTopic(w, terms))) continue;
    const parsed = cachedClusters.safeParse(row.payload);
    if (!parsed.success || parsed.data.youtubeInsights.clusters.length === 0) continue;
    searches += 1;
    const list = parsed.data.youtubeInsights.clusters;
    // The list is non-empty (checked above), so there is a median.
    const medianRatio = median(list.map((c) => c.opportunityRatio))!;
    for (const c of list) {
      videosSeen += c.videoCount;
      clusters.push({
        query: row.query,
        analyzedAt: row.createdAt.toISOString(),
        name: c.name,
        videoCount: c.videoCount,
        demand: c.demand,
        opportunityRatio: c.opportunityRatio,
        medianOpportunityRatio: medianRatio,
      });
    }
  }
  return { clusters, searches, videos: videosSeen };
}

async function trendsFor(db: Db, keywords: readonly string[], now: Date): Promise<KeywordTrend[]> {
  const records = await Promise.all(keywords.map((k) => trendRecord(db, k, now)));
  return records
    .filter((r) => r !== null)
    .map((r) => ({
      keyword: r.keyword,
      signal: r.trend_signal,
      velocity: r.trend_velocity,
      seasonalPeakMonth: r.seasonal_peak_month,
      lastUpdated: r.last_updated,
      dataPoints: r.data_points,
    }));
}

/** The optimizer's newest run: its measured effects, through its typed read. */
async function titleEvidence(db: Db, teamChannelId: string): Promise<TitleEvidence> {
  return latestEffects(db, teamChannelId);
}

/** A title written for a topic, and what it rests on. */
export type TopicTitle = {
  title: string;
  /** The measured title patterns it follows ("A number", "Brackets"); empty for a plain title. */
  patterns: string[];
  /** Whether the channel's title patterns have been measured at all (an optimizer run). */
  measured: boolean;
};

/**
 * A title for a topic the creator names, written the way a batch writes an idea's title: the
 * topic as a label, with the title patterns the Thumbnail & Title Optimizer measured on this
 * channel (plain when none is measured or clear of zero).
 */
export async function titleForTopic(db: Db, teamChannelId: string, topic: string, now: Date): Promise<TopicTitle> {
  const evidence = await titleEvidence(db, teamChannelId);
  const written = writeTitle({
    label: topicLabel(topic),
    formatWord: null,
    requested: false,
    year: now.getUTCFullYear(),
    evidence,
  });
  return { title: written.title, patterns: written.patterns.map((p) => p.label), measured: evidence !== null };
}

export async function dismissedKeys(db: Db, teamChannelId: string): Promise<string[]> {
  const rows = await workspaceDb(db, teamChannelId)
    .select({ key: ideaDismissals.topicKey })
    .from(ideaDismissals)
    .where(eq(ideaDismissals.teamChannelId, teamChannelId));
  return rows.map((r) => r.key);
}

/** Everything one batch is built from; null when the workspace has no channel. */
export async function gatherEvidence(
  db: Db,
  teamChannelId: string,
  now: Date,
  options: Options,
): Promise<Evidence | null> {
  const channel = await ownChannelOf(db, teamChannelId);
  if (!channel) return null;
  const [owner, tracked] = await Promise.all([ownerTopic(db, teamChannelId), trackedKeywordsOf(db, teamChannelId)]);
  const primaryTopic = owner.topic;
  const keywords = [...new Set([normaliseKeyword(primaryTopic), ...tracked.map((k) => normaliseKeyword(k))])].filter(
    Boolean,
  );

  const [own, audience, report, market, trends, titles, dismissed] = await Promise.all([
    ownVideos(db, teamChannelId, channel.id),
    audienceComments(db, teamChannelId, options.commentQueue),
    competitorReport(db, teamChannelId, now),
    marketFor(db, keywords),
    trendsFor(db, keywords, now),
    titleEvidence(db, teamChannelId),
    dismissedKeys(db, teamChannelId),
  ]);

  const ownClusters = ownClustersOf(own, channel, primaryTopic, now);
  const competitorVideos: CompetitorVideo[] = report.videos.map((v) => ({
    id: v.id,
    title: v.title,
    channel: v.channel,
    tags: v.tags,
    publishedAt: v.publishedAt,
    durationSeconds: v.durationSeconds,
    isShort: v.isShort,
    viewCount: v.viewCount,
    outlierScore: v.outlierScore,
    baselineViews: v.baseline?.medianViews ?? null,
    baselineEstimated: (v.baseline?.estimatedPeers ?? 0) > 0,
  }));

  const missing: string[] = [];
  // The channel is connected (a workspace without one has no batch): sending the creator to
  // connect it would contradict their account.
  if (audience.scored === 0 && audience.unscored === 0)
    missing.push(`${NO_COMMENTS_READ_YET} Viewers' requests join the ideas once their comments are read.`);
  else if (audience.queued) {
    missing.push(
      `${countOf(audience.unscored, "comment")} ${audience.unscored === 1 ? "is" : "are"} being analyzed in Comment Sentiment: generate again in a few minutes to include their viewer requests.`,
    );
  } else if (audience.unscored > 0) {
    missing.push(
      `${countOf(audience.unscored, "comment")} ${audience.unscored === 1 ? "is" : "are"} not analyzed yet: run Analyze in Comment Sentiment to include their viewer requests.`,
    );
  }
  const competitorsMissing = competitorEvidenceMissing(report.activeChannels, competitorVideos);
  if (competitorsMissing) missing.push(competitorsMissing);
  if (market.searches === 0) {
    missing.push(
      `No Content Analyzer search on “${primaryTopic}” yet: run one in the Content Analyzer to include low-competition topics.`,
    );
  }
  if (trends.length === 0) {
    missing.push(
      options.isDemo
        ? "No trend measurements in the demo: real accounts get their primary topic measured every 6 hours for rising keywords and seasonal peaks."
        : trendsMissingText(primaryTopic, owner),
    );
  }
  if (!titles)
    missing.push(
      "Title patterns not measured yet: run Analyze in the Thumbnail & Title Optimizer so titles follow what works on your channel.",
    );

  return {
    channel,
    primaryTopic,
    input: {
      niche: primaryTopic,
      ownVideos: own.videos,
      channelName: channel.title,
      comments: audience.comments,
      ownClusters,
      competitorVideos,
      market: market.clusters,
      trends,
      titleEvidence: titles,
      dismissedKeys: dismissed,
    },
    analyzed: {
      keywords: keywords.length + market.searches,
      clusters: ownClusters.length + market.clusters.length,
      videos: own.videos.length + competitorVideos.length + market.videos,
      comments: audience.scored,
      trends: trends.length,
    },
    missing,
  };
}

/** Topic keys of the workspace's newest batch: the ideas a new batch replaces. */
export async function newestBatchKeys(db: Db, teamChannelId: string): Promise<string[]> {
  const row = await workspaceDb(db, teamChannelId)
    .select({ ideas: ideaBatches.ideas })
    .from(ideaBatches)
    .where(eq(ideaBatches.teamChannelId, teamChannelId))
    .orderBy(desc(ideaBatches.createdAt))
    .limit(1)
    .get();
  const ideas = Array.isArray(row?.ideas) ? (row.ideas as { topicKey?: unknown }[]) : [];
  return ideas.map((i) => i.topicKey).filter((k): k is string => typeof k === "string");
}
