import { describe, expect, it } from "vitest";
import { clusterVideos } from "~/features/content-analyzer/index";
import { detectLibrary } from "./detect";
import { analysisSummary } from "./summary";
import { noClusters, upload } from "./test-library";
import type { ClusterFn, DetectedSeries, LibraryVideo } from "./types";

/** The analyzer's clustering, as the service runs it on own uploads. */
const analyzerClusters: ClusterFn = (videos: readonly LibraryVideo[]) =>
  clusterVideos({
    query: "",
    videos: videos.map((v) => ({
      videoId: v.id,
      title: v.title,
      description: v.description,
      tags: v.tags,
      channelId: "UCown",
      channelTitle: "",
      channelSubscribers: null,
      publishedAt: v.publishedAt,
      viewCount: v.views,
      likeCount: v.likeCount,
      commentCount: v.commentCount,
      thumbnail: v.thumbnailUrl,
    })),
    now: "2026-06-01T12:00:00.000Z",
  }).clusters.map((c) => ({ name: c.name, terms: c.terms, videoIds: c.videoIds }));

const foundOf = (series: readonly DetectedSeries[]) => ({
  numbered: series.filter((s) => s.kind === "numbered").length,
  prefix: series.filter((s) => s.kind === "prefix").length,
  match: series.filter((s) => s.kind === "match").length,
  topic: series.filter((s) => s.kind === "topic").length,
});

// A vlogger's 19 uploads of the kind a real channel had: no numbering, no shared prefix, no three on one subject.
const vlogs = [
  "WE BOUGHT A HOUSE!",
  "Surprising My Mum For Her Birthday",
  "I Tried Every Starbucks Drink",
  "Our Trip To Iceland",
  "Reacting To Old Photos",
  "24 Hours In A Treehouse",
  "The Worst Haircut Of My Life",
  "Meeting My Hero",
  "Answering Your Questions",
  "Christmas Shopping Haul",
  "Cooking With My Dad",
  "Moving Day Disaster",
  "Trying British Snacks",
  "My Morning Routine",
  "A Day At Thorpe Park",
  "We Got A Puppy",
  "Testing Weird Gadgets",
  "Spa Day Gone Wrong",
  "Bowling Challenge",
].map((title, i) => upload(title, 3 + i * 7, 50_000 + i * 1_000));

describe("what an Analyze Library run says it found", () => {
  it("on 19 uploads with no series, says it found none and why, pass by pass", () => {
    const { series, report } = detectLibrary(vlogs, analyzerClusters);
    expect(series).toEqual([]);
    expect(report).toMatchObject({ uploads: 19, longForm: 19, numberedTitles: 0, numbered: null, prefix: null });
    const text = analysisSummary({ report, found: foundOf(series), dismissed: 0 });
    expect(text).toMatch(/^Analysed 19 uploads: found no series — /);
    expect(text).toContain("no numbered titles");
    expect(text).toContain("no title prefix (the words before “:” or “|”) shared by 3 or more uploads");
    expect(text).toMatch(/no run of 3 uploads on one topic|the closest topic, “.+”, is named in only [12] titles?/);
  });

  it("says how close each pass came: two numbered titles, a prefix on two, a topic named twice", () => {
    const library = [
      ...vlogs.slice(0, 10),
      upload("Garden Diary Ep 1", 20, 100),
      upload("Garden Diary Ep 2", 10, 100),
      upload("Patio: Before and After", 3, 100),
      upload("Patio: The Reveal", 2, 100),
    ];
    const { series, report } = detectLibrary(library, noClusters);
    expect(series).toEqual([]);
    expect(report.numbered).toEqual({ pattern: "Garden Diary Ep N", count: 2 });
    expect(report.prefix).toEqual({ prefix: "Patio", count: 2 });
    const text = analysisSummary({ report, found: foundOf(series), dismissed: 0 });
    expect(text).toContain("found no series — only 2 titles numbered “Garden Diary Ep N” (a series needs 3)");
    expect(text).toContain("the most shared title prefix, “Patio”, starts only 2 titles");
    expect(text).toContain("no run of 3 uploads on one topic");
  });

  it("counts the series it found by how it found them", () => {
    const library = [
      ...vlogs.slice(0, 5),
      upload("Van Build, Part 1: Buying the Van", 40, 3000),
      upload("Van Build, Part 2: Stripping It Out", 30, 1500),
      upload("Van Build, Part 3: Insulation", 20, 900),
      upload("Budget Builds: The $300 PC", 50, 100),
      upload("Budget Builds | The $500 PC", 45, 100),
      upload("Budget Builds - The $700 PC", 35, 100),
    ];
    const { series, report } = detectLibrary(library, noClusters);
    expect(analysisSummary({ report, found: foundOf(series), dismissed: 0 })).toBe(
      "Analysed 11 uploads: found 2 series (1 numbered and 1 by a shared title prefix).",
    );
    expect(analysisSummary({ report, found: { numbered: 1, prefix: 0, match: 0, topic: 0 }, dismissed: 1 })).toBe(
      "Analysed 11 uploads: found 1 series (1 numbered); 1 series you deleted before stayed deleted.",
    );
    expect(analysisSummary({ report, found: { numbered: 0, prefix: 0, match: 0, topic: 0 }, dismissed: 2 })).toBe(
      "Analysed 11 uploads: found no series other than the 2 you deleted before, which stay deleted.",
    );
  });

  it("finds a football channel's match videos as one series, named after its team", () => {
    // A real fan channel's uploads (on the YouTube stand-in): every fixture is different, so no
    // prefix or number joins them.
    const library = [
      upload("Arsenal 3-0 Bournemouth | It's Only One Game, I'm Still Not Confident (DT)", 40, 300_000),
      upload("It's Time For The Jack & Reiss Show!!! | Arsenal v FC Köln Starting 11", 35, 90_000),
      upload("Chelsea v Arsenal | Road Trip To Stamford Bridge!", 30, 120_000),
      upload("Arsenal 2-0 Brighton | DT Lashes Out At The Alexis Haters!!", 20, 250_000),
      upload("Watford 2-1 Arsenal | We've Run Out Of Paper For The Cracks! (DT Rant)", 10, 600_000),
    ];
    const { series, report } = detectLibrary(library, noClusters);
    expect(series).toHaveLength(1);
    expect(series[0]).toMatchObject({
      key: "match",
      kind: "match",
      title: "Arsenal matches",
      evidence: "3 titles name a match of Arsenal (“Watford – Arsenal”, “Arsenal – Brighton”…)",
    });
    // Oldest first; "Chelsea v Arsenal" has no score: a "v" alone may be a comparison.
    expect(series[0]!.videoIds).toEqual([library[0]!.id, library[3]!.id, library[4]!.id]);
    expect(analysisSummary({ report, found: foundOf(series), dismissed: 0 })).toBe(
      "Analysed 5 uploads: found 1 series (1 of match videos).",
    );
  });

  it("names a league's match reports plainly when no side plays in all of them", () => {
    const library = [
      upload("Resumen de Atlético de Madrid vs FC Barcelona (1-1)", 30, 1_000),
      upload("Resumen de Real Sociedad vs Real Madrid (1-3)", 20, 1_000),
      upload("Resumen de Girona FC vs FC Barcelona (0-3)", 10, 1_000),
    ];
    expect(detectLibrary(library, noClusters).series[0]).toMatchObject({ kind: "match", title: "Matches" });
  });

  it("says when there are too few long-form uploads to find a topic run", () => {
    const shorts = ["POV: the fridge", "Cat vs cucumber", "Tiny pancakes"].map((t, i) =>
      upload(t, i + 1, 10, { isShort: true }),
    );
    const { series, report } = detectLibrary([...shorts, upload("My first long video", 9, 100)], analyzerClusters);
    expect(analysisSummary({ report, found: foundOf(series), dismissed: 0 })).toContain(
      "fewer than 3 long-form uploads to find a topic run in",
    );
  });
});
