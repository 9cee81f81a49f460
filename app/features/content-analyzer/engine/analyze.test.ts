import { describe, expect, it } from "vitest";
import { TOPICS, type TopicId } from "~/dev/sample-world/topics";
import { NOW, daysAgo, sampleSearch, shuffled, video } from "./__fixtures__/market";
import { analyzeMarket } from "./analyze";
import { formatCount } from "./measures";
import type { MarketAnalysis, MarketVideo } from "./types";

/** The sample topic a video was generated from, read back from its tags. */
function topicOf(v: MarketVideo): TopicId | null {
  let best: TopicId | null = null;
  let bestHits = 0;
  for (const topic of Object.values(TOPICS)) {
    const hits = v.tags.filter((t) => topic.tags.includes(t)).length;
    if (hits > bestHits) {
      best = topic.id;
      bestHits = hits;
    }
  }
  return best;
}

/** Every number in the analysis is finite and no text says NaN, Infinity or undefined. */
function expectClean(value: unknown, path = "analysis"): void {
  if (typeof value === "number") expect(Number.isFinite(value), path).toBe(true);
  else if (typeof value === "string") expect(value, path).not.toMatch(/NaN|Infinity|undefined|null/);
  else if (Array.isArray(value)) value.forEach((item, i) => expectClean(item, `${path}[${i}]`));
  else if (value && typeof value === "object")
    for (const [k, v] of Object.entries(value)) expectClean(v, `${path}.${k}`);
}

function clusterOf(analysis: MarketAnalysis, name: string | undefined) {
  const cluster = analysis.clusters.find((c) => c.name === name);
  expect(cluster, `cluster ${name}`).toBeDefined();
  return cluster!;
}

describe("analyzeMarket on sample-world search results", () => {
  const videos = sampleSearch("setup");
  const analysis = analyzeMarket({ query: "setup", videos, now: NOW });

  it("uses the 50 results and puts each video in one topic at most, the rest listed as in none", () => {
    expect(videos).toHaveLength(50);
    expect(analysis.stats.videosAnalyzed).toBe(50);
    const ids = [...analysis.clusters.flatMap((c) => c.videoIds), ...analysis.unsortedVideoIds];
    expect(new Set(ids).size).toBe(50);
    expect(ids).toHaveLength(50);
    expect(analysis.clusters.reduce((sum, c) => sum + c.videoCount, 0)).toBe(50 - analysis.unsortedVideoIds.length);
    // Most of the sample world's results are about a product or a subject another result shares.
    expect(analysis.unsortedVideoIds.length).toBeLessThanOrEqual(15);
    expect(analysis.clusters.length).toBeGreaterThanOrEqual(2);
    expect(analysis.clusters.length).toBeLessThanOrEqual(12);
    expect(analysis.summary).toContain(`${analysis.unsortedVideoIds.length} of them share no name with another result`);
  });

  it("names every topic by words most of its videos carry in their titles", () => {
    const titles = new Map(videos.map((v) => [v.videoId, v.title]));
    for (const cluster of analysis.clusters) {
      const words = cluster.name.toLowerCase().split(" ");
      const carrying = cluster.videoIds.filter((id) => {
        const title = titles.get(id)!.toLowerCase();
        return words.every((w) => title.includes(w));
      });
      expect(
        carrying.length * 2,
        `${cluster.name}: ${cluster.videoIds.map((id) => titles.get(id)).join(" | ")}`,
      ).toBeGreaterThan(cluster.videoCount);
    }
  });

  it("finds the generator's topics: clusters are mostly one topic each", () => {
    let majority = 0;
    const placed = analysis.clusters.reduce((sum, c) => sum + c.videoCount, 0);
    for (const cluster of analysis.clusters) {
      const counts = new Map<string, number>();
      for (const id of cluster.videoIds) {
        const topic = topicOf(videos.find((v) => v.videoId === id)!) ?? "none";
        counts.set(topic, (counts.get(topic) ?? 0) + 1);
      }
      majority += Math.max(...counts.values());
    }
    expect(majority / placed).toBeGreaterThanOrEqual(0.8);
  });

  it("names clusters with readable, unique, title-cased terms and never the query alone", () => {
    const names = analysis.clusters.map((c) => c.name);
    expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(names.length);
    for (const cluster of analysis.clusters) {
      expect(cluster.terms.length).toBeGreaterThanOrEqual(1);
      expect(cluster.terms.length).toBeLessThanOrEqual(3);
      for (const term of cluster.terms) expect(term.charAt(0)).toBe(term.charAt(0).toUpperCase());
      expect(cluster.name.toLowerCase()).not.toBe("setup");
    }
    expect(names.some((n) => /Keyboard/.test(n))).toBe(true);
    // "Smart Home" is in 2 of the 9 smart-device titles, "Smart" in most of them.
    expect(names.some((n) => /Smart/.test(n))).toBe(true);
  });

  it("picks the peak topic by highest demand and explains it with the figure", () => {
    const top = [...analysis.clusters].sort((a, b) => b.demand - a.demand)[0]!;
    expect(analysis.peakTopic?.clusterName).toBe(top.name);
    expect(analysis.peakTopic?.reason).toContain(`${formatCount(top.demand)} views a day`);
  });

  it("picks the rising topic by recent views per day and states the figures its table row shows", () => {
    const rising = clusterOf(analysis, analysis.risingTopic?.clusterName);
    const peak = clusterOf(analysis, analysis.peakTopic?.clusterName);
    const others = analysis.peakIsRising ? analysis.clusters.filter((c) => c !== peak) : analysis.clusters;
    const best = Math.max(...others.map((c) => c.recentViewsPerDay ?? -1));
    expect(rising.recentViewsPerDay).toBe(best);
    // The card quotes the row's recent median and video count, and its all-time median when it has older videos.
    expect(analysis.risingTopic?.reason).toContain(`${formatCount(best)} views a day`);
    expect(analysis.risingTopic?.reason).toContain(`Its ${rising.recentVideos} video`);
    if (rising.videoCount > rising.recentVideos)
      expect(analysis.risingTopic?.reason).toContain(
        `(${formatCount(rising.demand)} over all ${rising.videoCount} of its videos)`,
      );
    expect(analysis.risingTopic?.reason).toContain("last 30 days");
  });

  it("writes cluster summaries, what to build and the summary from the numbers", () => {
    for (const cluster of analysis.clusters) {
      expect(cluster.opportunitySummary).toContain(`${cluster.videoCount} video`);
      expect(cluster.opportunitySummary).toContain(formatCount(cluster.demand));
    }
    const sentences = analysis.whatToBuild.split(/(?<=[.!?])\s+(?=[A-Z])/);
    expect(sentences.length).toBeGreaterThanOrEqual(2);
    expect(sentences.length).toBeLessThanOrEqual(4);
    expect(analysis.whatToBuild).toContain(analysis.peakTopic!.clusterName);
    expect(analysis.whatToBuild).toMatch(/\d/);
    expect(analysis.summary).toContain("50 videos");
    expect(analysis.summary).toContain(`form ${analysis.clusters.length} topics`);
    expectClean(analysis);
  });

  it("computes the page's stats", () => {
    expect(analysis.stats.totalViews).toBe(videos.reduce((s, v) => s + v.viewCount, 0));
    expect(analysis.stats.avgMarketSize).toBe(Math.round(analysis.stats.totalViews / 50));
    expect(analysis.stats.contentVolume).toBe(
      videos.filter((v) => Date.parse(NOW) - Date.parse(v.publishedAt) <= 30 * 86_400_000).length,
    );
    const ratios = analysis.clusters.map((c) => c.opportunityRatio).sort((a, b) => a - b);
    const mid =
      ratios.length % 2
        ? ratios[(ratios.length - 1) / 2]!
        : (ratios[ratios.length / 2 - 1]! + ratios[ratios.length / 2]!) / 2;
    expect(analysis.stats.opportunities).toBe(analysis.clusters.filter((c) => c.opportunityRatio > mid + 1e-9).length);
    const best = [...analysis.clusters].sort((a, b) => (b.engagementScore ?? 0) - (a.engagementScore ?? 0))[0]!;
    expect(analysis.stats.bestEngagement?.clusterName).toBe(best.name);
  });

  it("is stable under any order of the input", () => {
    for (const seed of [1, 2, 3]) {
      expect(analyzeMarket({ query: "setup", videos: shuffled(videos, seed), now: NOW })).toEqual(analysis);
    }
    expect(analyzeMarket({ query: "setup", videos: [...videos].reverse(), now: NOW })).toEqual(analysis);
  });

  it("ignores duplicated results", () => {
    const doubled = shuffled([...videos, ...videos.slice(0, 20)], 9);
    expect(analyzeMarket({ query: "setup", videos: doubled, now: NOW })).toEqual(analysis);
  });

  it("handles other sample queries", () => {
    for (const query of ["review", "home", "2026"]) {
      const result = analyzeMarket({ query, videos: sampleSearch(query), now: NOW });
      expect(result.clusters.length).toBeGreaterThanOrEqual(2);
      // Every topic holds two videos or more.
      expect(Math.min(...result.clusters.map((c) => c.videoCount))).toBeGreaterThanOrEqual(2);
      expectClean(result);
      if (result.lowCompetitionGem)
        expect(result.lowCompetitionGem.clusterName).not.toBe(result.peakTopic?.clusterName);
    }
  });
});

/** A topic's worth of results: titles from its words, fixed views per day and channel size. */
function topicVideos(
  words: string[],
  count: number,
  spec: { viewsPerDay: number; subscribers: number; ageDays: number; channel: string },
): MarketVideo[] {
  return Array.from({ length: count }, (_, i) => {
    const [a, b, c, d] = [
      words[i % words.length]!,
      words[(i + 1) % words.length]!,
      words[(i + 2) % words.length]!,
      words[(i + 3) % words.length]!,
    ];
    const age = spec.ageDays + i * 3;
    return video({
      title: `${a} ${b} ${c} phone`,
      tags: [`${a} ${b}`, c, d, "phone"],
      description: `All about ${b} and ${d}.`,
      channelId: `UC${spec.channel}${i % 3}`,
      channelTitle: `${spec.channel} ${i % 3}`,
      channelSubscribers: spec.subscribers,
      publishedAt: daysAgo(age),
      viewCount: Math.round(spec.viewsPerDay * age),
      likeCount: Math.round(spec.viewsPerDay * age * 0.03),
      commentCount: Math.round(spec.viewsPerDay * age * 0.002),
    });
  });
}

describe("the hidden gem", () => {
  const flagship = topicVideos(["iphone", "camera", "portrait", "zoom", "lens"], 10, {
    viewsPerDay: 20_000,
    subscribers: 2_000_000,
    ageDays: 40,
    channel: "Giant",
  });
  const battery = topicVideos(["android", "battery", "charging", "endurance", "drain"], 13, {
    viewsPerDay: 2_000,
    subscribers: 500_000,
    ageDays: 40,
    channel: "Mid",
  });
  const foldable = topicVideos(["foldable", "hinge", "crease", "durability"], 3, {
    viewsPerDay: 8_000,
    subscribers: 10_000,
    ageDays: 40,
    channel: "Tiny",
  });
  const videos = [...flagship, ...battery, ...foldable];
  const analysis = analyzeMarket({ query: "phone", videos, now: NOW });

  it("separates the three constructed topics", () => {
    expect(analysis.clusters.map((c) => c.videoCount).sort((a, b) => a - b)).toEqual([3, 10, 13]);
    const small = analysis.clusters.find((c) => c.videoCount === 3)!;
    expect(small.videoIds.sort()).toEqual(foldable.map((v) => v.videoId).sort());
    expect(small.name).toMatch(/Foldable|Hinge|Crease|Durability/);
  });

  it("makes the small, high-demand, small-channel cluster the gem, not the peak", () => {
    const small = analysis.clusters.find((c) => c.videoCount === 3)!;
    const big = analysis.clusters.find((c) => c.videoIds.includes(flagship[0]!.videoId))!;
    expect(analysis.peakTopic?.clusterName).toBe(big.name);
    expect(analysis.lowCompetitionGem?.clusterName).toBe(small.name);
    expect(analysis.lowCompetitionGem?.reason).toContain("Only 3 of 26 results");
    expect(analysis.lowCompetitionGem?.reason).toContain("10.0K subscribers");
    expect(analysis.lowCompetitionGem?.reason).toContain("8.0K views a day");
    expect(analysis.whatToBuild.startsWith(`Build around ${small.name}`)).toBe(true);
  });

  it("finds no gem when the small cluster's demand is below the market median", () => {
    const weak = topicVideos(["foldable", "hinge", "crease", "durability"], 3, {
      viewsPerDay: 500,
      subscribers: 10_000,
      ageDays: 40,
      channel: "Tiny",
    });
    const result = analyzeMarket({ query: "phone", videos: [...flagship, ...battery, ...weak], now: NOW });
    expect(result.lowCompetitionGem).toBeNull();
    expect(result.whatToBuild).toContain(`Build around ${result.peakTopic!.clusterName}`);
  });

  it("finds no gem when the small cluster's channels are big", () => {
    const bigChannels = topicVideos(["foldable", "hinge", "crease", "durability"], 3, {
      viewsPerDay: 8_000,
      subscribers: 5_000_000,
      ageDays: 40,
      channel: "Tiny",
    });
    const result = analyzeMarket({ query: "phone", videos: [...flagship, ...battery, ...bigChannels], now: NOW });
    expect(result.lowCompetitionGem).toBeNull();
    const small = result.clusters.find((c) => c.videoCount === 3)!;
    expect(result.noPickReasons.lowCompetitionGem).toBe(
      `${small.name} draws more than the market median (5.0K views a day) but comes from channels bigger than the market's median.`,
    );
  });

  it("says why there is no gem when no other topic beats the market median", () => {
    const weak = topicVideos(["foldable", "hinge", "crease", "durability"], 3, {
      viewsPerDay: 500,
      subscribers: 10_000,
      ageDays: 40,
      channel: "Tiny",
    });
    const result = analyzeMarket({ query: "phone", videos: [...flagship, ...battery, ...weak], now: NOW });
    expect(result.noPickReasons.lowCompetitionGem).toMatch(
      /^None of the 2 other topics draws more than the market median \([\d.K]+ views a day\)\.$/,
    );
    expect(analysis.noPickReasons.lowCompetitionGem).toBeNull();
  });
});

describe("rising topic", () => {
  it("prefers the topic whose last-30-day uploads run fastest, even when its older videos are slow", () => {
    const steady = topicVideos(["iphone", "camera", "portrait", "zoom"], 8, {
      viewsPerDay: 5_000,
      subscribers: 100_000,
      ageDays: 200,
      channel: "Old",
    });
    const fresh = [
      ...topicVideos(["foldable", "hinge", "crease", "durability"], 6, {
        viewsPerDay: 300,
        subscribers: 100_000,
        ageDays: 300,
        channel: "Fold",
      }),
      ...topicVideos(["foldable", "hinge", "crease", "durability"], 2, {
        viewsPerDay: 9_000,
        subscribers: 100_000,
        ageDays: 5,
        channel: "Fold",
      }),
    ];
    const result = analyzeMarket({ query: "phone", videos: [...steady, ...fresh], now: NOW });
    const foldable = result.clusters.find((c) => c.videoIds.includes(fresh[0]!.videoId))!;
    expect(result.risingTopic?.clusterName).toBe(foldable.name);
    // The recent median (the table's "last 30 days") and the all-time one (its "Views a day") together.
    expect(result.risingTopic?.reason).toContain("Its 2 videos from the last 30 days draw a median 9.0K views a day");
    expect(result.risingTopic?.reason).toContain(`(${formatCount(foldable.demand)} over all 8 of its videos)`);
    expect(foldable.recentViewsPerDay).toBe(9_000);
    expect(foldable.recentVideos).toBe(2);
    expect(result.peakTopic?.clusterName).not.toBe(foldable.name);
  });

  it("says once that the peak also rises fastest, and offers the runner-up on the rising card", () => {
    const hot = topicVideos(["iphone", "camera", "portrait", "zoom"], 8, {
      viewsPerDay: 20_000,
      subscribers: 100_000,
      ageDays: 3,
      channel: "Hot",
    });
    const second = topicVideos(["foldable", "hinge", "crease", "durability"], 8, {
      viewsPerDay: 3_000,
      subscribers: 100_000,
      ageDays: 4,
      channel: "Fold",
    });
    const third = topicVideos(["android", "battery", "charging", "endurance"], 8, {
      viewsPerDay: 1_000,
      subscribers: 100_000,
      ageDays: 60,
      channel: "Old",
    });
    const result = analyzeMarket({ query: "phone", videos: [...hot, ...second, ...third], now: NOW });
    const peak = result.clusters.find((c) => c.videoIds.includes(hot[0]!.videoId))!;
    const runnerUp = result.clusters.find((c) => c.videoIds.includes(second[0]!.videoId))!;
    expect(result.peakTopic?.clusterName).toBe(peak.name);
    expect(result.peakIsRising).toBe(true);
    expect(result.risingTopic?.clusterName).toBe(runnerUp.name);
    expect(result.risingTopic?.clusterName).not.toBe(result.peakTopic?.clusterName);
    expect(result.risingTopic?.reason).toMatch(
      /^Its 8 videos from the last 30 days draw a median [\d.K]+ views a day, second only to the peak topic, /,
    );
    expect(result.risingTopic?.reason).toContain(`second only to the peak topic, ${peak.name} at `);
    expect(result.risingTopic?.reason).not.toContain("the fastest of any topic");
    expect(result.noPickReasons.risingTopic).toBeNull();
  });

  it("says so when the fastest topic trails the recent results that are in no topic", () => {
    const steady = topicVideos(["iphone", "camera", "portrait", "zoom"], 4, {
      viewsPerDay: 3_000,
      subscribers: 100_000,
      ageDays: 200,
      channel: "Old",
    });
    const fold = topicVideos(["foldable", "hinge", "crease", "durability"], 4, {
      viewsPerDay: 500,
      subscribers: 100_000,
      ageDays: 5,
      channel: "Fold",
    });
    const loose = [
      "Tokyo at night",
      "Sourdough secrets",
      "Marathon diary",
      "Banjo lessons",
      "Chess openings",
      "Kayak trip",
    ].map((title, i) =>
      video({
        title,
        tags: [title.toLowerCase()],
        publishedAt: daysAgo(10),
        viewCount: 200_000 + i,
        channelId: `UCx${i}`,
      }),
    );
    const result = analyzeMarket({ query: "phone", videos: [...steady, ...fold, ...loose], now: NOW });
    expect(result.unsortedVideoIds).toEqual(expect.arrayContaining(loose.map((v) => v.videoId)));
    const foldable = result.clusters.find((c) => c.videoIds.includes(fold[0]!.videoId))!;
    expect(result.risingTopic?.clusterName).toBe(foldable.name);
    expect(result.risingTopic?.reason).toMatch(
      /, the fastest of the topics, though under the median of all 10 recent results \(20\.0K\)\.$/,
    );
    expect(result.risingTopic?.reason).not.toMatch(/0\.\dx/);
  });

  it("says why there is no runner-up when only the peak has recent videos", () => {
    const hot = topicVideos(["iphone", "camera", "portrait", "zoom"], 8, {
      viewsPerDay: 20_000,
      subscribers: 100_000,
      ageDays: 3,
      channel: "Hot",
    });
    const old = topicVideos(["foldable", "hinge", "crease", "durability"], 8, {
      viewsPerDay: 3_000,
      subscribers: 100_000,
      ageDays: 500,
      channel: "Fold",
    });
    const result = analyzeMarket({ query: "phone", videos: [...hot, ...old], now: NOW });
    expect(result.peakIsRising).toBe(true);
    expect(result.risingTopic).toBeNull();
    expect(result.noPickReasons.risingTopic).toMatch(
      /^Only .+, the peak topic, has videos from the last 30 days \(\d+\): there is no other topic to call rising\.$/,
    );
  });

  it("counts the recent results that are in no topic inside the same brackets", () => {
    const hot = topicVideos(["iphone", "camera", "portrait", "zoom"], 8, {
      viewsPerDay: 20_000,
      subscribers: 100_000,
      ageDays: 3,
      channel: "Hot",
    });
    const old = topicVideos(["foldable", "hinge", "crease", "durability"], 8, {
      viewsPerDay: 3_000,
      subscribers: 100_000,
      ageDays: 500,
      channel: "Fold",
    });
    const loose = ["Kayak trip", "Banjo lessons"].map((title, i) =>
      video({ title, tags: [title.toLowerCase()], publishedAt: daysAgo(4), viewCount: 1_000, channelId: `UCy${i}` }),
    );
    const result = analyzeMarket({ query: "phone", videos: [...hot, ...old, ...loose], now: NOW });
    expect(result.unsortedVideoIds).toEqual(expect.arrayContaining(loose.map((v) => v.videoId)));
    const peak = result.clusters.find((c) => c.videoIds.includes(hot[0]!.videoId))!;
    expect(result.noPickReasons.risingTopic).toBe(
      `Only ${peak.name}, the peak topic, has videos from the last 30 days (${peak.recentVideos}; 2 more in no topic): there is no other topic to call rising.`,
    );
  });

  it("widens the window when nothing is from the last 30 days, and is null when nothing is under a year old", () => {
    const a = topicVideos(["iphone", "camera", "portrait", "zoom"], 8, {
      viewsPerDay: 5_000,
      subscribers: 100_000,
      ageDays: 60,
      channel: "A",
    });
    const b = topicVideos(["foldable", "hinge", "crease", "durability"], 8, {
      viewsPerDay: 300,
      subscribers: 100_000,
      ageDays: 70,
      channel: "B",
    });
    const widened = analyzeMarket({ query: "phone", videos: [...a, ...b], now: NOW });
    expect(widened.risingTopic?.reason).toContain("last 90 days");

    const old = analyzeMarket({
      query: "phone",
      videos: [...a, ...b].map((v) => ({
        ...v,
        publishedAt: daysAgo(400 + (Date.parse(NOW) - Date.parse(v.publishedAt)) / 86_400_000),
      })),
      now: NOW,
    });
    expect(old.risingTopic).toBeNull();
    expect(old.noPickReasons.risingTopic).toBe(
      "None of the 16 results was published in the last year, so no topic is rising.",
    );
    // Content volume has no month to count: it says so (null window) instead of a bare 0.
    expect(old.stats.contentVolumeDays).toBeNull();
    expect(widened.stats.contentVolumeDays).toBe(90);
    expect(widened.stats.contentVolume).toBeGreaterThan(0);
    expectClean(old);
  });
});
