// search.list type=video in the offline fake: words, not letters; plurals; a query with a word the
// world lacks answered with the videos about its other words; and what the Content Analyzer makes
// of those results (topic names that are phrases of their titles, each example title once).
import { describe, expect, it } from "vitest";
import { exampleTitles } from "~/features/content-analyzer/engine";
import { type ClusterableVideo, clusterVideos } from "~/features/content-analyzer/index";
import { createYouTubeClient } from "~/features/channel-data/youtube/client";
import { createMemoryQuotaGate } from "~/features/channel-data/youtube/quota";
import { tokenize, unigrams } from "~/lib/title-words";
import { FAKE_YOUTUBE_BASE_URL, createFakeYouTubeApi } from "./fake-api";
import { fakeYouTubeWorld } from "./fake-world";

const now = new Date();
const world = fakeYouTubeWorld(now);
const client = createYouTubeClient({
  apiKey: "test-key",
  baseUrl: FAKE_YOUTUBE_BASE_URL,
  quota: createMemoryQuotaGate(),
  fetch: createFakeYouTubeApi(world),
});
const about = new Map(
  [world.own, ...world.competitors]
    .flatMap((d) => d.videos)
    .map((v) => [v.youtubeId, `${v.title} ${v.tags.join(" ")} ${v.description}`.toLowerCase()]),
);

const ids = async (q: string, order: "relevance" | "viewCount" = "relevance") =>
  (await client.searchVideos(q, { maxResults: 50, order })).results.map((hit) => hit.videoId);

describe("the fake's video search", () => {
  it("matches a word in either number", async () => {
    const webcam = await ids("webcam");
    expect(webcam.length).toBeGreaterThanOrEqual(10);
    expect([...(await ids("webcams"))].sort()).toEqual([...webcam].sort());
    expect([...(await ids("Webcams!"))].sort()).toEqual([...webcam].sort());
  });

  it("answers a query with a word no video of the topic holds with the videos about the rest", async () => {
    const found = await ids("budget webcams");
    expect(found.length).toBeGreaterThanOrEqual(10);
    for (const id of found) expect(about.get(id)).toMatch(/webcam/);
    // A word the world lacks altogether does not empty the answer either.
    expect((await ids("webcams zzqxv")).length).toBeGreaterThanOrEqual(10);
  });

  it("keeps to the videos with every word when there are enough of them, whatever the order", async () => {
    for (const order of ["relevance", "viewCount"] as const) {
      const found = await ids("home server", order);
      expect(found.length).toBeGreaterThanOrEqual(10);
      for (const id of found) expect(about.get(id), order).toMatch(/\bhome[\s\S]*\bserver|\bserver[\s\S]*\bhome/);
    }
  });

  it("finds nothing when no word is in the world, and matches words, not letters inside them", async () => {
    // The client reads an empty page as YouTube's "nothing found".
    await expect(ids("zebra unicorn orchestra")).rejects.toMatchObject({ status: 404 });
    // "ai" is inside "email" and "maintain": only videos with the word count.
    for (const id of await ids("ai")) expect(about.get(id)).toMatch(/(^|[^\p{L}\p{N}])ai([^\p{L}\p{N}]|$)/u);
  });
});

/** The name's words in the engine's normal form, and whether a title holds them side by side. */
const termsOf = (text: string) => unigrams(tokenize(text)).map((t) => t.term);
function titleHolds(title: string, name: string): boolean {
  const words = name
    .replace(/ \(\d+\)$/, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const tokens = title
    .toLowerCase()
    .replace(/['’]/g, "")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const same = (a: string, b: string) => a === b || termsOf(a)[0] === termsOf(b)[0];
  return tokens.some((_, i) => words.every((w, j) => tokens[i + j] !== undefined && same(tokens[i + j]!, w)));
}

describe("the analysis of the fake's results", () => {
  it.each(["home server", "budget webcams", "webcam", "laptop", "mechanical keyboards", "home office", "nas"])(
    "“%s”: each topic is named by a phrase of its titles and lists each title once",
    async (query) => {
      const search = await client.searchVideos(query, { maxResults: 50, order: "relevance" });
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
      const titles = new Map(videos.map((v) => [v.videoId, v.title]));
      const analysis = clusterVideos({ query, videos, now: now.toISOString() });
      expect(analysis.clusters.length).toBeGreaterThan(0);
      for (const cluster of analysis.clusters) {
        const members = cluster.videoIds.map((id) => titles.get(id)!);
        expect(
          members.some((title) => titleHolds(title, cluster.name)),
          `${cluster.name}: ${members.join(" | ")}`,
        ).toBe(true);
        const examples = exampleTitles(cluster.videoIds, titles);
        expect(new Set(examples.map((t) => t.toLowerCase())).size).toBe(examples.length);
        expect(examples.length).toBe(Math.min(3, new Set(members.map((t) => t.toLowerCase())).size));
      }
    },
  );
});
