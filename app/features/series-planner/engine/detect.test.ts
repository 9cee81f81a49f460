import { describe, expect, it } from "vitest";
import { generateSampleWorld } from "~/dev/sample-world/generator";
import { clusterVideos } from "~/features/content-analyzer/topic-clusters.server";
import { detectLibrary, detectSeries, namesTopic } from "./detect";
import { noClusters, upload } from "./test-library";
import type { ClusterFn, LibraryVideo } from "./types";

describe("detectSeries: title patterns", () => {
  it("finds a Part 1..4 series and orders it by part number, not by upload date", () => {
    const library = [
      upload("Van Build, Part 3: Insulation", 20, 900),
      upload("Van Build, Part 1: Buying the Van", 40, 3000),
      upload("Van Build, Part 4: Solar", 10, 700),
      upload("Van Build, Part 2: Stripping It Out", 30, 1500),
      upload("My Morning Routine", 5, 400),
    ];
    const [series, ...rest] = detectSeries(library, noClusters);
    expect(rest).toEqual([]);
    expect(series).toMatchObject({
      key: "numbered:van build",
      kind: "numbered",
      title: "Van Build",
      numbers: [1, 2, 3, 4],
    });
    expect(series!.videoIds.map((id) => library.find((v) => v.id === id)!.title.slice(11, 17))).toEqual([
      "Part 1",
      "Part 2",
      "Part 3",
      "Part 4",
    ]);
    expect(series!.evidence).toBe("4 titles numbered “Van Build, Part N”");
  });

  it("does not call 2 videos sharing a pattern a series", () => {
    const library = [
      upload("Garden Diary Ep 1", 20, 100),
      upload("Garden Diary Ep 2", 10, 100),
      upload("Patio: Before and After", 3, 100),
    ];
    expect(detectSeries(library, noClusters)).toEqual([]);
  });

  it("reads every numbering style", () => {
    const styles = ["Pt. N", "#N", "Episode N", "Ep N", "Day N"];
    for (const style of styles) {
      const library = [1, 2, 3].map((n) => upload(`Sourdough ${style.replace("N", String(n))}: step`, 30 - n, 100));
      const found = detectSeries(library, noClusters);
      expect(found, style).toHaveLength(1);
      expect(found[0]!.kind).toBe("numbered");
    }
  });

  it("finds a series named after each episode's own title: numbered vlogs, and a name after a dash", () => {
    const vlogs = [
      upload("GET READY WITH ME: PR UNBOXING AND TESTING NEW MAKEUP COLLECTIONS | VLOG 35", 40, 90_000),
      upload("I GOT TO MEET VICTORIA BECKHAM IN NEW YORK | VLOG 36", 33, 120_000),
      upload("I REALLY DON'T REGRET IT | VLOG 43", 5, 60_000),
      upload("Autumn Fashion Haul", 20, 80_000),
    ];
    const [vlog, ...none] = detectSeries(vlogs, noClusters);
    expect(none).toEqual([]);
    expect(vlog).toMatchObject({ kind: "numbered", title: "VLOG N", numbers: [35, 36, 43] });
    expect(vlog!.evidence).toBe("3 titles numbered “VLOG N”");

    const flights = [
      upload("STRANDED ON TOP OF ICELAND! - World Flight Episode 17", 20, 500_000),
      upload("FLYING TO MY HOMELAND! - World Flight Episode 18", 10, 450_000),
      upload("Over the Alps - World Flight Episode 19", 3, 300_000),
    ];
    expect(detectSeries(flights, noClusters)).toMatchObject([
      { kind: "numbered", title: "World Flight", numbers: [17, 18, 19] },
    ]);
  });

  it("does not join different shows that each number their parts after a colon", () => {
    const library = [
      upload("Python Basics: Part 2", 30, 100),
      upload("Van Build: Part 3", 20, 100),
      upload("Sourdough: Part 1", 10, 100),
    ];
    expect(detectSeries(library, noClusters)).toEqual([]);
  });

  it("groups a shared prefix used by 3+ titles, after numbered patterns claim their videos", () => {
    const library = [
      upload("Budget Builds: The $300 PC", 50, 100),
      upload("Budget Builds | The $500 PC", 40, 100),
      upload("Budget Builds - The $700 PC", 30, 100),
      upload("Budget Builds, Part 1: Parts", 20, 100),
      upload("Budget Builds, Part 2: Assembly", 15, 100),
      upload("Budget Builds, Part 3: Benchmarks", 10, 100),
    ];
    const found = detectSeries(library, noClusters);
    expect(found.map((s) => [s.kind, s.videoIds.length])).toEqual([
      ["numbered", 3],
      ["prefix", 3],
    ]);
    expect(found[1]!.title).toBe("Budget Builds");
  });

  it("puts each video in one series at most and leaves Shorts out of topic clusters", () => {
    const library: LibraryVideo[] = [
      upload("Sourdough Part 1", 40, 100),
      upload("Sourdough Part 2", 30, 100),
      upload("Sourdough Part 3", 20, 100),
      upload("Sourdough Starter Tips", 15, 100),
      upload("Sourdough Scoring Guide", 12, 100),
      upload("Sourdough Shaping Basics", 10, 100),
      upload("Sourdough in 30 seconds #shorts", 5, 100, { isShort: true }),
    ];
    let seen: string[] = [];
    // A clustering that lumps everything it is given into one "Sourdough" cluster.
    const cluster: ClusterFn = (videos) => {
      seen = videos.map((v) => v.title);
      return [{ name: "Sourdough", terms: ["sourdough"], videoIds: videos.map((v) => v.id) }];
    };
    const found = detectSeries(library, cluster);
    expect(seen).toEqual(["Sourdough Starter Tips", "Sourdough Scoring Guide", "Sourdough Shaping Basics"]);
    expect(found.map((s) => s.kind).sort()).toEqual(["numbered", "topic"]);
    const all = found.flatMap((s) => s.videoIds);
    expect(new Set(all).size).toBe(all.length);
  });

  it("keeps only the cluster's videos whose titles name its topic", () => {
    const library = [
      upload("Smart Home Hub Review", 30, 100),
      upload("5 Smart Home Devices Worth Buying", 20, 100),
      upload("Smart Home on a Budget", 10, 100),
      upload("Why I Switched Phones", 5, 100),
    ];
    const cluster: ClusterFn = (videos) => [
      { name: "Smart Home", terms: ["smart home"], videoIds: videos.map((v) => v.id) },
    ];
    const [series] = detectSeries(library, cluster);
    expect(series!.videoIds).toHaveLength(3);
    expect(series!.evidence).toContain("3 titles on “Smart Home”");
  });

  it("does not name a series by a word its titles only write inside longer names", () => {
    // A sports channel: "League" is in three titles, as two different competitions.
    const league: ClusterFn = (videos) => [{ name: "League", terms: ["league"], videoIds: videos.map((v) => v.id) }];
    const mixed = [
      upload("The Champions League Catch Up (Chelsea, Manchester United and Celtic)", 30, 246_703),
      upload("Savage: De Bruyne best player in Premier League", 20, 5_231),
      upload("Champions League Highlights | Feyenoord 0-4 Manchester City", 10, 192_465),
    ];
    expect(detectSeries(mixed, league)).toEqual([]);
    // What "why none" quotes is the closest longer name, not the word they share.
    expect(detectLibrary(mixed, league).report.topic).toEqual({ name: "Champions League", count: 2 });
    // Three titles on one of them: a series, named by it.
    const one = [...mixed.slice(0, 1), ...mixed.slice(2), upload("Champions League Draw Reaction", 5, 9_000)];
    const [series, ...rest] = detectSeries(one, league);
    expect(rest).toEqual([]);
    expect(series).toMatchObject({ key: "topic:champions league", title: "Champions League" });
    expect(series!.videoIds).toHaveLength(3);
    // A title with the word on its own keeps the cluster's name.
    const alone: ClusterFn = (videos) => [
      { name: "Minecraft", terms: ["minecraft"], videoIds: videos.map((v) => v.id) },
    ];
    const minecraft = [
      upload("Modded Minecraft Survival", 30, 100),
      upload("Hardcore Minecraft: Day One", 20, 100),
      upload("Minecraft but every block is lava", 10, 100),
    ];
    expect(detectSeries(minecraft, alone)[0]).toMatchObject({ title: "Minecraft" });
  });

  it("names a series by the whole name its titles write, not the end of it", () => {
    const cutShort: ClusterFn = (videos) => [
      { name: "Come Dancing 2017", terms: ["come dancing"], videoIds: videos.map((v) => v.id) },
    ];
    const library = [
      upload("Charlotte Hawkins and Brendan Cole Tango to 'Danger Zone' - Strictly Come Dancing 2017", 20, 93_745),
      upload("Alexandra Burke & Gorka Marquez Paso Doble to ‘Ven a Bailar' - STRICTLY Come Dancing 2017", 30, 229_509),
      upload("A tribute to Sir Bruce Forsyth - Strictly Come Dancing 2017: Launch", 40, 483_878),
    ];
    expect(detectSeries(library, cutShort)[0]).toMatchObject({
      title: "Strictly Come Dancing 2017",
      key: "topic:strictly come dancing 2017",
    });
  });

  it("splits a topic cluster above 8 videos when the clustering supports it", () => {
    const library = [
      ...[1, 2, 3, 4, 5].map((n) => upload(`Mechanical Keyboard Mod ${n * 11}`, 60 - n, 100)),
      ...[1, 2, 3, 4, 5].map((n) => upload(`Standing Desk Tour ${n * 13}`, 30 - n, 100)),
      upload("Podcast Recap", 2, 100),
    ];
    const calls: number[] = [];
    const cluster: ClusterFn = (videos) => {
      calls.push(videos.length);
      const ids = (word: string) => videos.filter((v) => v.title.includes(word)).map((v) => v.id);
      // The whole library: one broad "Desk Setup" cluster of 10 and the odd one out.
      if (videos.length === 11)
        return [{ name: "Desk Setup", terms: [], videoIds: [...ids("Keyboard"), ...ids("Desk")] }];
      return [
        { name: "Mechanical Keyboard", terms: ["keyboard"], videoIds: ids("Keyboard") },
        { name: "Standing Desk", terms: ["desk"], videoIds: ids("Desk") },
      ];
    };
    const found = detectSeries(library, cluster);
    expect(calls.slice(0, 2)).toEqual([11, 10]);
    expect(found.map((s) => [s.title, s.videoIds.length]).sort()).toEqual([
      ["Mechanical Keyboard", 5],
      ["Standing Desk", 5],
    ]);
  });

  it("gives the same answer for the same library in any order", () => {
    const library = [1, 2, 3, 4].map((n) => upload(`Garden Diary Ep ${n}`, 40 - n, 100 * n));
    const a = detectSeries(library, noClusters);
    const b = detectSeries([...library].reverse(), noClusters);
    expect(b).toEqual(a);
  });
});

describe("detectSeries on the sample channel", () => {
  it("finds its two numbered series whole, in part order, with every video in one series at most", () => {
    const own = generateSampleWorld().own;
    const views = new Map<string, number>();
    for (const s of own.snapshots) views.set(s.videoYoutubeId, Math.max(views.get(s.videoYoutubeId) ?? 0, s.viewCount));
    const library: LibraryVideo[] = own.videos.map((v) => ({
      id: v.youtubeId,
      title: v.title,
      description: v.description,
      tags: v.tags,
      publishedAt: v.publishedAt,
      views: views.get(v.youtubeId) ?? 0,
      likeCount: null,
      commentCount: null,
      durationSeconds: v.durationSeconds,
      isShort: v.isShort,
      thumbnailUrl: null,
    }));
    const cluster: ClusterFn = (videos) =>
      clusterVideos({
        query: "",
        now: "2026-06-01T00:00:00.000Z",
        videos: videos.map((v) => ({
          videoId: v.id,
          title: v.title,
          description: v.description,
          tags: v.tags,
          channelId: "own",
          channelTitle: "",
          channelSubscribers: null,
          publishedAt: v.publishedAt,
          viewCount: v.views,
          likeCount: null,
          commentCount: null,
          thumbnail: null,
        })),
      }).clusters.map((c) => ({ name: c.name, terms: c.terms, videoIds: c.videoIds }));
    const found = detectSeries(library, cluster);
    const title = new Map(library.map((v) => [v.id, v.title]));
    const python = found.find((s) => s.key === "numbered:python basics")!;
    expect(python.numbers).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(python.videoIds.map((id) => title.get(id)!.split(":")[0])).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8].map((n) => `Python Basics #${n}`),
    );
    const smartHome = found.find((s) => s.key === "numbered:smart home from scratch")!;
    expect(smartHome.numbers).toEqual([1, 2, 3, 4, 5]);
    expect(found.find((s) => s.key === "prefix:back to school laptops <year>")?.videoIds.length).toBeGreaterThanOrEqual(
      3,
    );
    expect(found.every((s) => s.videoIds.length >= 3)).toBe(true);
    const all = found.flatMap((s) => s.videoIds);
    expect(new Set(all).size).toBe(all.length);
    // Topic series carry their topic in every title.
    for (const s of found.filter((x) => x.kind === "topic")) {
      for (const id of s.videoIds)
        expect(namesTopic(title.get(id)!, s.title), `${title.get(id)} in ${s.title}`).toBe(true);
    }
  });
});
