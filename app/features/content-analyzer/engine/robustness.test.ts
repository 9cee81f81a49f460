// Real search results nobody has seen: empty, tiny, hidden counters, odd text, broken fields.
import { describe, expect, it } from "vitest";
import { NOW, daysAgo, video } from "./__fixtures__/market";
import { analyzeMarket } from "./analyze";
import type { MarketVideo } from "./types";

function expectFinite(value: unknown, path = "analysis"): void {
  if (typeof value === "number") expect(Number.isFinite(value), path).toBe(true);
  else if (typeof value === "string") expect(value, path).not.toMatch(/NaN|Infinity|undefined/);
  else if (Array.isArray(value)) value.forEach((item, i) => expectFinite(item, `${path}[${i}]`));
  else if (value && typeof value === "object")
    for (const [k, v] of Object.entries(value)) expectFinite(v, `${path}.${k}`);
}

describe("analyzeMarket robustness", () => {
  it("answers an empty result set with zeros and no picks", () => {
    const result = analyzeMarket({ query: "  nothing here ", videos: [], now: NOW });
    expect(result.query).toBe("nothing here");
    expect(result.clusters).toEqual([]);
    expect(result.peakTopic).toBeNull();
    expect(result.risingTopic).toBeNull();
    expect(result.lowCompetitionGem).toBeNull();
    expect(result.stats).toEqual({
      videosAnalyzed: 0,
      opportunities: 0,
      totalViews: 0,
      avgEngagement: null,
      avgEngagementLabel: null,
      contentVolume: 0,
      contentVolumeDays: null,
      avgMarketSize: 0,
      bestEngagement: null,
    });
    expect(result.peakIsRising).toBe(false);
    expect(result.noPickReasons).toEqual({
      peakTopic: "There are no results to read.",
      risingTopic: "There are no results to read.",
      lowCompetitionGem: "There are no results to read.",
    });
    expect(result.unsortedVideoIds).toEqual([]);
    expect(result.whatToBuild).toContain('"nothing here"');
    expect(result.summary).toBe('No videos were found for "nothing here".');
  });

  it("makes one cluster of a single video", () => {
    const only = video({
      title: "Sourdough starter from scratch",
      tags: ["sourdough", "baking"],
      viewCount: 12_000,
      publishedAt: daysAgo(10),
    });
    const result = analyzeMarket({ query: "sourdough", videos: [only], now: NOW });
    expect(result.clusters).toHaveLength(1);
    expect(result.clusters[0]!.videoIds).toEqual([only.videoId]);
    expect(result.clusters[0]!.demand).toBe(1_200);
    expect(result.peakTopic?.clusterName).toBe(result.clusters[0]!.name);
    expect(result.lowCompetitionGem).toBeNull();
    expect(result.stats.opportunities).toBe(0);
    expect(result.peakTopic?.reason).toBe("Its only video draws 1.2K views a day since publishing.");
    expect(result.clusters[0]!.opportunitySummary).toBe(
      "1 video from a channel with 10.0K subscribers, drawing 1.2K views a day.",
    );
    expect(result.summary).toMatch(/^Only 1 video came back for "sourdough" \(.+\), drawing 1\.2K views a day\.$/);
    expect(result.whatToBuild.split(/(?<=\.)\s+(?=[A-Z])/).length).toBeGreaterThanOrEqual(2);
    expectFinite(result);
  });

  it("keeps fewer than six videos together as one topic", () => {
    const videos = [
      "Knife skills",
      "Dicing onions fast",
      "Julienne carrots",
      "Sharpening a knife",
      "Chef knife review",
    ].map((title) => video({ title }));
    expect(analyzeMarket({ query: "knife", videos, now: NOW }).clusters).toHaveLength(1);
  });

  it("excludes hidden likes from the engagement numerator and denominator", () => {
    const videos = [
      video({ title: "Pasta from scratch", tags: ["pasta"], viewCount: 1_000, likeCount: 40, commentCount: 10 }),
      video({ title: "Pasta sauce basics", tags: ["pasta"], viewCount: 9_000, likeCount: null, commentCount: 900 }),
    ];
    const result = analyzeMarket({ query: "pasta", videos, now: NOW });
    expect(result.clusters[0]!.engagementScore).toBe(5);
    expect(result.clusters[0]!.engagementLabel).toBe("Exceptional");
    expect(result.stats.avgEngagement).toBe(5);
  });

  it("reports null engagement when every video hides its likes", () => {
    const videos = Array.from({ length: 3 }, (_, i) => video({ title: `Bread ${i}`, likeCount: null }));
    const result = analyzeMarket({ query: "bread", videos, now: NOW });
    expect(result.clusters[0]!.engagementScore).toBeNull();
    expect(result.clusters[0]!.engagementLabel).toBeNull();
    expect(result.stats.avgEngagement).toBeNull();
    expect(result.stats.bestEngagement).toBeNull();
    expectFinite(result);
  });

  it("survives zero views everywhere", () => {
    const videos = Array.from({ length: 12 }, (_, i) =>
      video({
        title: i < 6 ? `Trail running shoes ${i}` : `Marathon training plan ${i}`,
        tags: i < 6 ? ["trail", "shoes"] : ["marathon", "training"],
        viewCount: 0,
        likeCount: 0,
        commentCount: 0,
      }),
    );
    const result = analyzeMarket({ query: "running", videos, now: NOW });
    expect(result.clusters.length).toBeGreaterThanOrEqual(1);
    expect(result.stats.totalViews).toBe(0);
    expect(result.stats.avgEngagement).toBeNull();
    expect(result.lowCompetitionGem).toBeNull();
    expectFinite(result);
  });

  it("survives missing and malformed fields", () => {
    const broken = [
      { ...video({ title: "Espresso at home" }), viewCount: Number.NaN, likeCount: undefined, commentCount: -4 },
      { ...video({ title: "Latte art basics" }), tags: undefined, description: undefined, publishedAt: "not a date" },
      { ...video({ title: "Grinder review" }), channelSubscribers: Number.POSITIVE_INFINITY, thumbnail: undefined },
      { ...video({}), videoId: "" },
      null,
    ] as unknown as MarketVideo[];
    const result = analyzeMarket({ query: "coffee", videos: broken, now: NOW });
    expect(result.stats.videosAnalyzed).toBe(3);
    expectFinite(result);
  });

  it("handles emoji, styled Unicode and unspaced scripts", () => {
    const videos = [
      video({ title: "🔥🔥🔥", tags: [] }),
      video({ title: "𝗕𝗘𝗦𝗧 𝗡𝗔𝗦 𝗯𝘂𝗶𝗹𝗱 for a homelab 🖥️", tags: ["nas", "homelab"] }),
      video({ title: "NAS build for a homelab", tags: ["nas", "homelab"] }),
      video({ title: "東京旅行 vlog 🗼", tags: ["東京旅行"] }),
      video({ title: "東京旅行 2026 おすすめ", tags: ["東京旅行"] }),
      video({ title: "Café crème à Paris ☕", tags: ["café", "paris"] }),
      video({ title: "Paris café tour", tags: ["café", "paris"] }),
      video({ title: "हिंदी में कोडिंग सीखें", tags: ["कोडिंग"] }),
    ];
    const result = analyzeMarket({ query: "travel", videos, now: NOW });
    expect(result.stats.videosAnalyzed).toBe(8);
    // Each video is in one topic or listed as in none ("🔥🔥🔥" shares no name with anything).
    expect([...result.clusters.flatMap((c) => c.videoIds), ...result.unsortedVideoIds].sort()).toEqual(
      videos.map((v) => v.videoId).sort(),
    );
    expect(result.unsortedVideoIds).toContain(videos[0]!.videoId);
    for (const c of result.clusters) expect(c.name.trim().length).toBeGreaterThan(0);
    const nasCluster = result.clusters.find((c) => c.videoIds.includes(videos[1]!.videoId))!;
    expect(nasCluster.videoIds).toContain(videos[2]!.videoId);
    expectFinite(result);
  });

  it("keeps identical results together instead of splitting them arbitrarily", () => {
    const videos = Array.from({ length: 12 }, () =>
      video({ title: "Sourdough starter guide", tags: ["sourdough", "starter"] }),
    );
    const result = analyzeMarket({ query: "bread", videos, now: NOW });
    expect(result.clusters).toHaveLength(1);
    expect(result.clusters[0]!.name).toMatch(/^Sourdough Starter/);
  });

  it("names a cluster after the query when only the query's words are there", () => {
    const videos = Array.from({ length: 4 }, () => video({ title: "Yoga for beginners", tags: ["yoga", "beginners"] }));
    const result = analyzeMarket({ query: "yoga for beginners", videos, now: NOW });
    expect(result.clusters[0]!.name).toMatch(/Yoga|Beginner/);
  });

  it("does not let a just-published video's first hours count as a full day's rate", () => {
    const fresh = video({
      title: "Brand new upload vlog",
      publishedAt: new Date(Date.parse(NOW) - 2 * 3_600_000).toISOString(),
      viewCount: 5_000,
    });
    const future = video({ title: "Scheduled upload vlog premiere", publishedAt: daysAgo(-3), viewCount: 100 });
    const result = analyzeMarket({ query: "upload", videos: [fresh, future], now: NOW });
    expect(result.clusters[0]!.demand).toBe(2_550);
    expectFinite(result);
  });

  it("rejects an invalid now", () => {
    expect(() => analyzeMarket({ query: "x", videos: [], now: "yesterday" })).toThrow(RangeError);
  });

  it("handles 200 results in reasonable time", () => {
    const words = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india", "juliet"];
    const videos = Array.from({ length: 200 }, (_, i) =>
      video({
        title: `${words[i % 10]} ${words[(i * 3) % 10]} ${words[(i * 7) % 10]} guide`,
        tags: [words[i % 10]!, words[(i + 1) % 10]!],
        viewCount: 1_000 + i * 37,
        publishedAt: daysAgo(5 + (i % 90)),
      }),
    );
    const started = Date.now();
    const result = analyzeMarket({ query: "guide", videos, now: NOW });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(result.clusters.length).toBeGreaterThanOrEqual(2);
    expect(result.clusters.length).toBeLessThanOrEqual(8);
  });
});
