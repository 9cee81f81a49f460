import { describe, expect, it } from "vitest";
import { generateSampleWorld } from "~/dev/sample-world/generator";
import { CHANNEL_ID_PATTERN, VIDEO_ID_PATTERN } from "~/dev/sample-world/ids";
import { type ClusterableVideo, clusterVideos } from "~/features/content-analyzer/index";
import { EXAMPLE_QUERIES } from "~/features/content-analyzer/messages";
import { createYouTubeClient } from "~/features/channel-data/youtube/client";
import { FAKE_YOUTUBE_BASE_URL, createFakeYouTubeApi } from "./fake-api";
import { fakeMarketChannels } from "./fake-market-channels";
import { fakeYouTubeWorld } from "./fake-world";
import { createMemoryQuotaGate } from "~/features/channel-data/youtube/quota";

const DAY = 86_400_000;
const anchor = generateSampleWorld().generatedAt;
const market = fakeMarketChannels(anchor);

describe("fakeMarketChannels", () => {
  it("is the same on every call", () => {
    expect(fakeMarketChannels(anchor)).toEqual(market);
  });

  it("has several channels of 30+ uploads, spread over two years up to the last weeks, each with snapshots", () => {
    expect(market.length).toBeGreaterThanOrEqual(EXAMPLE_QUERIES.length * 3);
    const now = Date.parse(anchor);
    for (const { channel, videos, snapshots } of market) {
      expect(channel.youtubeId).toMatch(CHANNEL_ID_PATTERN);
      expect(channel.uploadsPlaylistId).toBe(`UU${channel.youtubeId.slice(2)}`);
      expect(channel.videoCount).toBe(videos.length);
      expect(videos.length).toBeGreaterThanOrEqual(30);
      const ages = videos.map((v) => (now - Date.parse(v.publishedAt)) / DAY);
      expect(Math.min(...ages)).toBeLessThan(21);
      expect(Math.max(...ages)).toBeGreaterThan(365);
      expect(Math.max(...ages)).toBeLessThanOrEqual(731);
      // Titles vary: not one template repeated.
      expect(new Set(videos.map((v) => v.title)).size).toBeGreaterThanOrEqual(videos.length * 0.7);
      for (const video of videos) {
        expect(video.youtubeId).toMatch(VIDEO_ID_PATTERN);
        expect(video.channelYoutubeId).toBe(channel.youtubeId);
        const own = snapshots
          .filter((s) => s.videoYoutubeId === video.youtubeId)
          .sort((a, b) => a.capturedAt.localeCompare(b.capturedAt));
        expect(own.length).toBeGreaterThanOrEqual(1);
        expect(own.at(-1)!.capturedAt).toBe(new Date(now).toISOString());
        for (let i = 1; i < own.length; i++) expect(own[i]!.viewCount).toBeGreaterThanOrEqual(own[i - 1]!.viewCount);
      }
    }
  });

  it("never reuses an id of the rest of the fake's world", () => {
    const world = fakeYouTubeWorld(new Date(anchor));
    const all = [world.own, ...world.competitors];
    const videoIds = all.flatMap((d) => d.videos.map((v) => v.youtubeId));
    const channelIds = all.map((d) => d.channel.youtubeId);
    expect(new Set(videoIds).size).toBe(videoIds.length);
    expect(new Set(channelIds).size).toBe(channelIds.length);
  });
});

describe("the example chips against the fake's world", () => {
  const now = new Date();
  const client = createYouTubeClient({
    apiKey: "test-key",
    baseUrl: FAKE_YOUTUBE_BASE_URL,
    quota: createMemoryQuotaGate(),
    fetch: createFakeYouTubeApi(fakeYouTubeWorld(now)),
  });

  it.each(EXAMPLE_QUERIES)(
    "“%s” finds a full page of videos from several channels, which the analysis splits into topics",
    async (chip) => {
      const search = await client.searchVideos(chip, { maxResults: 50, order: "relevance" });
      expect(search.results).toHaveLength(50);
      expect(new Set(search.results.map((hit) => hit.channelId)).size).toBeGreaterThanOrEqual(3);
      const batch = await client.getVideosInBatches(search.results.map((hit) => hit.videoId));
      const stats = new Map(batch.snapshots.map((s) => [s.videoYoutubeId, s]));
      const videos: ClusterableVideo[] = batch.videos.map((v) => ({
        videoId: v.youtubeId,
        title: v.title,
        description: v.description,
        tags: v.tags,
        channelId: v.channelYoutubeId,
        channelTitle: search.results.find((hit) => hit.videoId === v.youtubeId)?.channelTitle ?? "",
        channelSubscribers: null,
        publishedAt: v.publishedAt,
        viewCount: stats.get(v.youtubeId)!.viewCount,
        likeCount: stats.get(v.youtubeId)!.likeCount,
        commentCount: stats.get(v.youtubeId)!.commentCount,
        thumbnail: v.thumbnailUrl,
      }));
      const analysis = clusterVideos({ query: chip, videos, now: now.toISOString() });
      expect(analysis.clusters.length).toBeGreaterThanOrEqual(3);
      expect(analysis.peakTopic).not.toBeNull();
      expect(analysis.stats.contentVolume).toBeGreaterThan(0);
      expect(analysis.stats.contentVolumeDays).toBe(30);
      for (const cluster of analysis.clusters) expect(cluster.name).not.toMatch(/,|&/);
    },
  );
});
