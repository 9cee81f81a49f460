// Test data for the market analysis: a builder for one search result, and search-like result
// sets cut from the sample world (the own channel and its three competitors).
import { generateSampleWorld } from "~/dev/sample-world/generator";
import type { SampleWorld, VideoStatsSnapshot } from "~/features/channel-data/types";
import type { MarketVideo } from "../types";

export const NOW = "2026-11-01T12:00:00.000Z";
const DAY = 86_400_000;

/** A published-at time `days` before NOW. */
export function daysAgo(days: number, now = NOW): string {
  return new Date(Date.parse(now) - days * DAY).toISOString();
}

let counter = 0;
export function video(overrides: Partial<MarketVideo> = {}): MarketVideo {
  counter++;
  return {
    videoId: `vid${String(counter).padStart(8, "0")}`,
    title: "Untitled",
    description: "",
    tags: [],
    channelId: "UCchannel",
    channelTitle: "Some Channel",
    channelSubscribers: 10_000,
    publishedAt: daysAgo(100),
    viewCount: 1_000,
    likeCount: 40,
    commentCount: 5,
    thumbnail: null,
    ...overrides,
  };
}

/** Deterministic shuffle (mulberry32), so permutation tests are repeatable. */
export function shuffled<T>(items: readonly T[], seed: number): T[] {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

let world: SampleWorld | null = null;
export function sampleWorld(): SampleWorld {
  world ??= generateSampleWorld();
  return world;
}

/** Every video of the sample world as a search result with its latest statistics. */
export function sampleMarketVideos(): MarketVideo[] {
  const out: MarketVideo[] = [];
  for (const dataset of [sampleWorld().own, ...sampleWorld().competitors]) {
    const latest = new Map<string, VideoStatsSnapshot>();
    for (const s of dataset.snapshots) {
      const current = latest.get(s.videoYoutubeId);
      if (!current || current.capturedAt < s.capturedAt) latest.set(s.videoYoutubeId, s);
    }
    for (const v of dataset.videos) {
      const stats = latest.get(v.youtubeId);
      out.push({
        videoId: v.youtubeId,
        title: v.title,
        description: v.description,
        tags: v.tags,
        channelId: dataset.channel.youtubeId,
        channelTitle: dataset.channel.title,
        channelSubscribers: dataset.channel.subscriberCount,
        publishedAt: v.publishedAt,
        viewCount: stats?.viewCount ?? 0,
        likeCount: stats ? stats.likeCount : null,
        commentCount: stats ? stats.commentCount : null,
        thumbnail: v.thumbnailUrl,
      });
    }
  }
  return out;
}

/** What a relevance search would return: videos holding every query word, most viewed first, 50 at most. */
export function sampleSearch(query: string, limit = 50): MarketVideo[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return sampleMarketVideos()
    .filter((v) => {
      const text = `${v.title} ${v.tags.join(" ")} ${v.description}`.toLowerCase();
      return words.every((w) => text.includes(w));
    })
    .sort((a, b) => b.viewCount - a.viewCount || (a.videoId < b.videoId ? -1 : 1))
    .slice(0, limit);
}
