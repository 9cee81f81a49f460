import { describe, expect, it } from "vitest";
import {
  REQUESTS_NOT_ANALYSED,
  THUMBNAILS_NOT_MEASURED,
  UNORDERED_FLOW,
  WATCH_TIME_NOT_IMPORTED,
  measureSeries,
  viewerFlow,
  type MeasureInput,
} from "./measure";
import { NOW, upload } from "./test-library";
import type { ThumbnailMeasure } from "./types";

const parts = [
  upload("Van Build, Part 1: Buying the Van", 60, 10_000, { id: "p1" }),
  upload("Van Build, Part 2: Stripping It Out", 50, 6_000, { id: "p2" }),
  upload("Van Build, Part 3: Insulation", 40, 4_000, { id: "p3" }),
  upload("Van Build, Part 4: Solar", 30, 2_500, { id: "p4" }),
].map((v) => ({ videoId: v.id, title: v.title, views: v.views, publishedAt: v.publishedAt }));

function input(extra: Partial<MeasureInput> = {}): MeasureInput {
  return {
    kind: "numbered",
    evidence: "4 titles numbered “Van Build, Part N”",
    title: "Van Build",
    topics: ["van", "build"],
    parts,
    upcomingTitles: [],
    watchTimeHours: null,
    requests: null,
    commenters: [],
    thumbnails: new Map(),
    now: NOW,
    ...extra,
  };
}

describe("measureSeries", () => {
  it("counts views and computes the flow as later parts ÷ part 1", () => {
    const m = measureSeries(input());
    expect(m.totalViews).toBe(22_500);
    expect(m.averageViews).toBe(5_625);
    expect(m.flow.map((f) => f.ratio)).toEqual([1, 0.6, 0.4, 0.25]);
    // (2,500 / 10,000)^(1/3) = 0.63: each part keeps about 63% of the one before.
    expect(m.flowSummary).toBe("Part 4 has 25% of part 1's views: each part keeps about 63% of the one before.");
  });

  it("measures no flow for a topic series, whose videos are not watched in order", () => {
    const m = measureSeries(input({ kind: "topic" }));
    expect(m.flow).toEqual([]);
    expect(m.flowSummary).toBe(UNORDERED_FLOW);
  });

  it("says a young last part is still growing", () => {
    const young = [
      ...parts.slice(0, 3),
      { ...parts[3]!, publishedAt: new Date(Date.parse(NOW) - 5 * 86_400_000).toISOString() },
    ];
    expect(viewerFlow(young, NOW, "numbered").summary).toContain("It is 5 days old, so its views are still growing.");
  });

  it("needs two parts and a first part with views for a flow", () => {
    expect(viewerFlow(parts.slice(0, 1), NOW, "numbered").flow).toEqual([]);
    expect(viewerFlow([{ ...parts[0]!, views: 0 }, parts[1]!], NOW, "numbered").summary).toContain("no views yet");
  });

  it("sums Studio watch time, or says what to import", () => {
    expect(measureSeries(input()).watchTimeNote).toBe(WATCH_TIME_NOT_IMPORTED);
    const some = measureSeries(
      input({
        watchTimeHours: new Map([
          ["p1", 120.5],
          ["p2", 80],
          ["other", 999],
        ]),
      }),
    );
    expect(some.watchTimeHours).toBe(200.5);
    expect(some.watchTimeVideos).toBe(2);
    expect(some.watchTimeNote).toBe("From 2 of 4 uploads with a Studio row.");
  });

  it("ranks viewer requests by how many viewers asked, and counts continuation requests", () => {
    const requests = [
      ...Array.from({ length: 30 }, (_, i) => ({ videoId: "p2", author: `a${i}`, request: "water tank" })),
      { videoId: "p3", author: "b1", request: "roof rack" },
      { videoId: "p3", author: "b2", request: "roof rack" },
      { videoId: "p4", author: "c1", request: "part 5" },
      { videoId: "p4", author: "c2", request: "part 2" },
      // Already covered by a part's title: not suggested again.
      { videoId: "p4", author: "c3", request: "insulation" },
    ];
    const m = measureSeries(input({ requests: { analysedComments: 500, items: requests } }));
    expect(m.nextEpisodes.map((n) => n.text)).toEqual([
      "Van Build, Part 5: 2 viewers asked for the next part",
      "“water tank”: asked by 30 viewers",
      "“roof rack”: asked by 2 viewers",
    ]);
    expect(m.requestsNote).toBeNull();
    expect(m.forecastQuery).toEqual({ title: "Van Build, Part 5: Water Tank", topic: "Van Build" });
  });

  it("points to Comment Sentiment when comments were not analysed, and still lists numbering gaps", () => {
    const gappy = [parts[0]!, parts[1]!, { ...parts[3]!, title: "Van Build, Part 5: Solar" }];
    const m = measureSeries(input({ parts: gappy }));
    expect(m.requestsNote).toBe(REQUESTS_NOT_ANALYSED);
    expect(m.nextEpisodes.map((n) => n.text)).toEqual([
      "Gap: Part 3, Part 4 are missing from the numbering",
      "Van Build, Part 6: the next number in the series",
    ]);
  });

  it("names a series of episodes titled first by its marker, and counts gaps only inside a long run", () => {
    const vlogs = [
      { ...parts[0]!, title: "GET READY WITH ME: PR UNBOXING | VLOG 35" },
      { ...parts[1]!, title: "I GOT TO MEET VICTORIA BECKHAM IN NEW YORK | VLOG 36" },
      { ...parts[2]!, title: "I REALLY DON'T REGRET IT | VLOG 43" },
    ];
    const m = measureSeries(input({ parts: vlogs, title: "VLOG N" }));
    expect(m.nextEpisodes.map((n) => n.text)).toEqual([
      "Gap: VLOG 37–42 are missing from the numbering",
      "VLOG 44: the next number in the series",
    ]);
    expect(m.forecastQuery).toEqual({ title: "VLOG 44", topic: "VLOG N" });
  });

  it("suggests the title pattern the best parts share, with their numbers", () => {
    const m = measureSeries(input());
    expect(m.suggestedTitleFormat).toBe(
      "“Van Build, Part N: …”: the pattern both best-performing parts share (8.0K average views against 3.3K for the rest).",
    );
  });

  it("measures the audience: commenters on 2 or more parts", () => {
    const commenters = [
      { videoId: "p1", author: "ann" },
      { videoId: "p2", author: "ann" },
      { videoId: "p1", author: "bob" },
      { videoId: "p1", author: "bob" },
      { videoId: "p3", author: "cat" },
      { videoId: "p4", author: "dan" },
      { videoId: "elsewhere", author: "eve" },
    ];
    const m = measureSeries(input({ commenters }));
    expect(m.targetAudience).toBe(
      "4 viewers commented on this series; 1 (25%) commented on 2 or more parts: your returning series audience. Topic: van, build.",
    );
  });

  it("compares the best parts' thumbnails with the channel's, or asks for the optimizer", () => {
    expect(measureSeries(input()).suggestedThumbnailStyle).toBe(`${THUMBNAILS_NOT_MEASURED} (0 of 4 parts measured).`);
    const plain: ThumbnailMeasure = { brightness: 40, colourfulness: 30, textDensity: 2 };
    const bold: ThumbnailMeasure = { brightness: 70, colourfulness: 60, textDensity: 12 };
    const thumbnails = new Map<string, ThumbnailMeasure>([
      ["p1", bold],
      ["p2", bold],
      ["p3", plain],
      ["x1", plain],
      ["x2", plain],
      ["x3", plain],
    ]);
    const style = measureSeries(input({ thumbnails })).suggestedThumbnailStyle;
    expect(style).toContain("brightness 70 (channel 40)");
    expect(style).toContain("Keep the next one brighter, more colourful, more text than your usual thumbnail.");
  });
});
