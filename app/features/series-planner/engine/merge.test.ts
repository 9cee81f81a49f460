import { describe, expect, it } from "vitest";
import { mergeDetected, type StoredSeries, type UploadFacts } from "./merge";
import type { DetectedSeries } from "./types";

const library = new Map<string, UploadFacts>(
  [
    ["v1", "Van Build, Part 1: Buying"],
    ["v2", "Van Build, Part 2: Stripping"],
    ["v3", "Van Build, Part 3: Insulation"],
    ["v4", "Van Build, Part 4: Solar"],
    ["v5", "Van Build, Part 5: Water"],
    ["t1", "Smart Home Hub"],
    ["t2", "Smart Home Lights"],
    ["t3", "Smart Home Locks"],
    ["t4", "Smart Home Sensors"],
  ].map(([id, title], i) => [
    id!,
    { title: title!, publishedAt: `2026-05-${String(i + 1).padStart(2, "0")}T12:00:00Z` },
  ]),
);

const vanBuild = (ids: string[]): DetectedSeries => ({
  key: "numbered:van build",
  kind: "numbered",
  title: "Van Build",
  topics: ["van"],
  videoIds: ids,
  numbers: ids.map((id) => Number(id.slice(1))),
  evidence: "",
});

const entry = (
  id: string,
  videoId: string | null,
  title: string,
  position: number,
  status: "published" | "planned" = videoId ? "published" : "planned",
) => ({
  id,
  videoId,
  title,
  status,
  position,
  publishDate: videoId ? `2026-05-0${Number(videoId.slice(1))}` : null,
});

describe("mergeDetected", () => {
  it("creates what is new", () => {
    const plan = mergeDetected([], [vanBuild(["v1", "v2", "v3"])], library);
    expect(plan.create.map((c) => c.videoIds)).toEqual([["v1", "v2", "v3"]]);
    expect(plan.update).toEqual([]);
  });

  it("updates the stored series with the same key: appends new uploads, keeps planned entries, never duplicates", () => {
    const stored: StoredSeries[] = [
      {
        id: "s1",
        source: "analysis",
        detectedKey: "numbered:van build",
        entries: [
          entry("e1", "v1", "My edited title", 0),
          entry("e2", "v2", "Van Build, Part 2: Stripping", 1),
          entry("e3", null, "A planned idea", 2),
        ],
      },
    ];
    const plan = mergeDetected(stored, [vanBuild(["v1", "v2", "v3"])], library);
    expect(plan.create).toEqual([]);
    expect(plan.update).toEqual([{ seriesId: "s1", detected: expect.anything(), link: [], append: ["v3"] }]);
  });

  it("fills a planned entry when its upload arrives (same part number)", () => {
    const stored: StoredSeries[] = [
      {
        id: "s1",
        source: "analysis",
        detectedKey: "numbered:van build",
        entries: [
          entry("e1", "v1", "x", 0),
          entry("e2", "v2", "y", 1),
          entry("e3", "v3", "z", 2),
          entry("e4", null, "Van Build, Part 4: Plans for solar", 3),
        ],
      },
    ];
    const plan = mergeDetected(stored, [vanBuild(["v1", "v2", "v3", "v4"])], library);
    expect(plan.update[0]).toMatchObject({ link: [{ entryId: "e4", videoId: "v4" }], append: [] });
  });

  it("matches a renamed topic cluster by shared uploads instead of creating a second series", () => {
    const stored: StoredSeries[] = [
      {
        id: "s2",
        source: "analysis",
        detectedKey: "topic:smart home",
        entries: [entry("e1", "t1", "a", 0), entry("e2", "t2", "b", 1), entry("e3", "t3", "c", 2)],
      },
    ];
    const renamed: DetectedSeries = {
      key: "topic:smart home lights",
      kind: "topic",
      title: "Smart Home Lights",
      topics: [],
      videoIds: ["t1", "t2", "t3", "t4"],
      numbers: [null, null, null, null],
      evidence: "",
    };
    const plan = mergeDetected(stored, [renamed], library);
    expect(plan.create).toEqual([]);
    expect(plan.update).toMatchObject([{ seriesId: "s2", append: ["t4"] }]);
  });

  it("leaves a video where the user put it", () => {
    const stored: StoredSeries[] = [
      { id: "m1", source: "manual", detectedKey: null, entries: [entry("e1", "v1", "x", 0)] },
    ];
    const plan = mergeDetected(stored, [vanBuild(["v1", "v2", "v3", "v4"])], library);
    expect(plan.create.map((c) => c.videoIds)).toEqual([["v2", "v3", "v4"]]);
    // Fewer than 3 left: not a series.
    expect(mergeDetected(stored, [vanBuild(["v1", "v2", "v3"])], library).create).toEqual([]);
  });

  it("refreshes the facts of upload entries: published, on the upload's date", () => {
    const stored: StoredSeries[] = [
      {
        id: "m1",
        source: "manual",
        detectedKey: null,
        entries: [{ ...entry("e1", "v1", "x", 0), status: "planned", publishDate: "2030-01-01" }],
      },
    ];
    expect(mergeDetected(stored, [], library).refresh).toEqual([{ entryId: "e1", publishDate: "2026-05-01" }]);
  });
});
