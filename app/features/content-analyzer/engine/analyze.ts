// analyzeMarket: search results for a content idea -> topic clusters with demand, supply and
// engagement, the peak / rising / gem picks and what to build. Pure: no I/O, no clock, no
// randomness; the same videos in any order give the same analysis.
//
// Pipeline:
//   1. clean and deduplicate the videos (by id), sort them by id: everything after is order-free;
//   2. TF-IDF vectors of title, tags and description lead (tfidf.ts);
//   3. average-linkage clustering on cosine distance, the cut chosen by silhouette (cluster.ts);
//      videos with no usable terms are left to step 4 with the other leftovers;
//   4. topics: a cluster whose titles mostly carry one name is a topic under that name; one whose
//      titles share none is split by the names its titles do share, and results that share a
//      name with no other result are in no topic (naming.ts formTopics);
//   5. per cluster: demand = median views per day since publication; supply = video count and
//      median channel size; engagement = pooled (likes + comments) / views; opportunity ratio =
//      demand / (videoCount x size factor), the size factor being the cluster's median channel
//      size over the market's, clamped to 0.1..10 (1 when sizes are unknown);
//   6. picks (picks.ts) and sentences (writing.ts).
import { chooseClusters } from "./cluster";
import { ageDays, engagementLabel, engagementPercent, median, safeCount, viewsPerDay } from "./measures";
import { formTopics } from "./naming";
import {
  RECENT_WINDOWS_DAYS,
  gemReason,
  noGemReason,
  noPeakReason,
  noRisingReason,
  peakReason,
  pickGem,
  pickPeak,
  pickRising,
  risingReason,
  runnerUpReason,
  toPick,
  type ClusterFacts,
  type MarketFacts,
} from "./picks";
import { buildCorpus, cosine } from "./tfidf";
import type { MarketAnalysis, MarketCluster, MarketStats, MarketVideo } from "./types";
import { opportunitySummary, summarySentence, whatToBuild } from "./writing";

/**
 * Content volume counts the results published in the recent window: the last 30 days, widened
 * like the rising topic's (90, 180, 365) when nothing is that recent, so a quiet month reads
 * "4 in the last 90 days" rather than 0. Null window: nothing under a year old.
 */
export const CONTENT_VOLUME_DAYS = RECENT_WINDOWS_DAYS[0];
const SIZE_FACTOR_RANGE = [0.1, 10] as const;

export type AnalyzeMarketInput = { query: string; videos: readonly MarketVideo[]; now: string };

export function analyzeMarket(input: AnalyzeMarketInput): MarketAnalysis {
  const nowMs = Date.parse(input.now);
  if (!Number.isFinite(nowMs)) throw new RangeError(`analyzeMarket: invalid now "${input.now}"`);
  const query = (input.query ?? "").trim();
  const videos = cleanVideos(input.videos ?? []);

  const corpus = buildCorpus(videos, query);
  const { clusters: tree, termless } = clusterIndices(corpus.vectors);
  const formed = formTopics(corpus, tree, termless);
  const groups = formed.topics.map((t) => t.members);
  const named = formed.topics;

  const vpd = videos.map((v) => viewsPerDay(v, nowMs));
  const ages = videos.map((v) => ageDays(v, nowMs));
  const recentWindow = RECENT_WINDOWS_DAYS.find((w) => ages.some((a) => a !== null && a <= w)) ?? null;
  const isRecent = (i: number) => recentWindow !== null && ages[i] !== null && ages[i]! <= recentWindow;
  const knownVpd = (indices: readonly number[]) => indices.map((i) => vpd[i]).filter((v): v is number => v !== null);
  const subscribersOf = (indices: readonly number[]) =>
    indices
      .map((i) => videos[i]!.channelSubscribers)
      .filter((s): s is number => typeof s === "number" && Number.isFinite(s) && s >= 0);

  const all = videos.map((_, i) => i);
  const marketSubs = median(subscribersOf(all));
  const recentAll = all.filter(isRecent);

  const facts: (ClusterFacts & { members: number[] })[] = groups.map((members, g) => {
    const demand = median(knownVpd(members)) ?? 0;
    const medianSubscribers = median(subscribersOf(members));
    const recentMembers = members.filter(isRecent);
    const recentVpd = median(knownVpd(recentMembers));
    return {
      name: named[g]!.name,
      members,
      videoCount: members.length,
      demand,
      medianSubscribers,
      engagement: engagementPercent(members.map((i) => videos[i]!)),
      ratio: demand / (members.length * sizeFactor(medianSubscribers, marketSubs)),
      recent: recentVpd === null ? null : { count: recentMembers.length, viewsPerDay: recentVpd },
    };
  });

  const ratios = facts.map((f) => f.ratio);
  const market: MarketFacts = {
    videos: videos.length,
    clusters: facts.length,
    unsorted: formed.unsorted.length,
    medianViewsPerDay: median(knownVpd(all)) ?? 0,
    medianSubscribers: marketSubs,
    medianClusterSize: median(facts.map((f) => f.videoCount)) ?? 0,
    medianRatio: median(ratios) ?? 0,
    recentWindow,
    recentViewsPerDay: median(knownVpd(recentAll)),
    recentCount: recentAll.length,
  };

  const peak = pickPeak(facts);
  const rising = pickRising(facts);
  // When the peak also rises fastest, the rising card offers the runner-up instead of repeating it.
  const peakIsRising = peak !== null && rising === peak;
  const runnerUp = peakIsRising ? pickRising(facts.filter((f) => f !== peak)) : null;
  const gem = pickGem(facts, peak, market);
  const bestEngagement =
    [...facts]
      .filter((f) => f.engagement !== null)
      .sort((a, b) => b.engagement! - a.engagement! || (a.name < b.name ? -1 : 1))[0] ?? null;
  // Strictly above the median ratio: with k clusters this is at most half of them, and 0 for one.
  const opportunities = facts.filter((f) => f.ratio > market.medianRatio).length;

  const clusters: MarketCluster[] = facts
    .map((f, g) => toCluster(f, named[g]!.terms, videos, market))
    .sort((a, b) => b.demand - a.demand || b.videoCount - a.videoCount || (a.name < b.name ? -1 : 1));

  const totalViews = videos.reduce((sum, v) => sum + safeCount(v.viewCount), 0);
  const avgEngagement = engagementPercent(videos);
  const stats: MarketStats = {
    videosAnalyzed: videos.length,
    opportunities,
    totalViews,
    avgEngagement,
    avgEngagementLabel: avgEngagement === null ? null : engagementLabel(avgEngagement),
    contentVolume: market.recentCount,
    contentVolumeDays: recentWindow,
    avgMarketSize: videos.length === 0 ? 0 : Math.round(totalViews / videos.length),
    bestEngagement:
      bestEngagement && bestEngagement.engagement !== null
        ? {
            clusterName: bestEngagement.name,
            engagementScore: bestEngagement.engagement,
            label: engagementLabel(bestEngagement.engagement),
          }
        : null,
  };

  return {
    query,
    clusters,
    peakTopic: toPick(peak, (c) => peakReason(c, market)),
    risingTopic: peakIsRising
      ? toPick(runnerUp, (c) => runnerUpReason(c, peak, market))
      : toPick(rising, (c) => risingReason(c, market)),
    lowCompetitionGem: toPick(gem, (c) => gemReason(c, market)),
    peakIsRising,
    noPickReasons: {
      peakTopic: peak ? null : noPeakReason(market),
      risingTopic: (peakIsRising ? runnerUp : rising) ? null : noRisingReason(facts, peak, market),
      lowCompetitionGem: gem ? null : noGemReason(facts, peak, market),
    },
    unsortedVideoIds: formed.unsorted
      .map((i) => videos[i]!)
      .sort((a, b) => safeCount(b.viewCount) - safeCount(a.viewCount) || (a.videoId < b.videoId ? -1 : 1))
      .map((v) => v.videoId),
    whatToBuild: whatToBuild(query, { peak, rising, gem, bestEngagement }, market),
    stats,
    summary: summarySentence(query, market, opportunities, peak),
  };
}

function toCluster(
  f: ClusterFacts & { members: number[] },
  terms: string[],
  videos: readonly MarketVideo[],
  market: MarketFacts,
): MarketCluster {
  const members = f.members.map((i) => videos[i]!);
  const totalViews = members.reduce((sum, v) => sum + safeCount(v.viewCount), 0);
  return {
    name: f.name,
    videoCount: f.videoCount,
    avgViews: Math.round(totalViews / Math.max(1, f.videoCount)),
    engagementScore: f.engagement,
    engagementLabel: f.engagement === null ? null : engagementLabel(f.engagement),
    opportunitySummary: opportunitySummary(f, market),
    terms,
    videoIds: [...members]
      .sort((a, b) => safeCount(b.viewCount) - safeCount(a.viewCount) || (a.videoId < b.videoId ? -1 : 1))
      .map((v) => v.videoId),
    totalViews,
    demand: Math.round(f.demand),
    supply: {
      videoCount: f.videoCount,
      medianChannelSubscribers: f.medianSubscribers === null ? null : Math.round(f.medianSubscribers),
    },
    opportunityRatio: Math.round(f.ratio * 1000) / 1000,
    recentViewsPerDay: f.recent === null ? null : Math.round(f.recent.viewsPerDay),
    recentVideos: f.recent === null ? 0 : f.recent.count,
  };
}

/** How much bigger (or smaller) a cluster's channels are than the market's, clamped. */
function sizeFactor(clusterSubs: number | null, marketSubs: number | null): number {
  if (clusterSubs === null || marketSubs === null || marketSubs <= 0) return 1;
  const [lo, hi] = SIZE_FACTOR_RANGE;
  return Math.min(hi, Math.max(lo, Math.max(clusterSubs, 1) / marketSubs));
}

/**
 * Clusters as lists of video indices, and the videos without usable terms (no word another result
 * shares): those once joined the largest cluster, where they sat unnamed among its videos; now
 * formTopics reads them with the other leftovers (a topic takes them only if they carry its name).
 */
function clusterIndices(vectors: readonly Map<string, number>[]): { clusters: number[][]; termless: number[] } {
  const usable = vectors.map((v, i) => (v.size > 0 ? i : -1)).filter((i) => i >= 0);
  const termless = vectors.map((v, i) => (v.size === 0 ? i : -1)).filter((i) => i >= 0);
  if (usable.length === 0) return { clusters: [], termless };
  const distance = usable.map((i) => usable.map((j) => (i === j ? 0 : 1 - cosine(vectors[i]!, vectors[j]!))));
  return { clusters: chooseClusters(distance).clusters.map((g) => g.map((local) => usable[local]!)), termless };
}

/**
 * Drops entries without an id, fills missing fields, and keeps one entry per video id (the one
 * with the most views, then likes, comments, title: a choice that does not depend on input order).
 */
export function cleanVideos(raw: readonly MarketVideo[]): MarketVideo[] {
  const byId = new Map<string, MarketVideo>();
  for (const entry of raw) {
    if (!entry || typeof entry.videoId !== "string" || entry.videoId.length === 0) continue;
    const video = sanitise(entry);
    const current = byId.get(video.videoId);
    if (!current || preferred(video, current)) byId.set(video.videoId, video);
  }
  return [...byId.values()].sort((a, b) => (a.videoId < b.videoId ? -1 : a.videoId > b.videoId ? 1 : 0));
}

function preferred(a: MarketVideo, b: MarketVideo): boolean {
  const keys: [number, number][] = [
    [a.viewCount, b.viewCount],
    [a.likeCount ?? -1, b.likeCount ?? -1],
    [a.commentCount ?? -1, b.commentCount ?? -1],
  ];
  for (const [x, y] of keys) if (x !== y) return x > y;
  return a.title < b.title;
}

const text = (value: unknown): string => (typeof value === "string" ? value : "");
const nullableCount = (value: unknown): number | null =>
  typeof value === "number" && Number.isFinite(value) ? Math.max(0, value) : null;

function sanitise(video: MarketVideo): MarketVideo {
  return {
    videoId: video.videoId,
    title: text(video.title),
    description: text(video.description),
    tags: Array.isArray(video.tags) ? video.tags.filter((t): t is string => typeof t === "string") : [],
    channelId: text(video.channelId),
    channelTitle: text(video.channelTitle),
    channelSubscribers: nullableCount(video.channelSubscribers),
    publishedAt: text(video.publishedAt),
    viewCount: safeCount(video.viewCount),
    likeCount: nullableCount(video.likeCount),
    commentCount: nullableCount(video.commentCount),
    thumbnail: typeof video.thumbnail === "string" ? video.thumbnail : null,
  };
}
