// Hand-computed cases for matching and scoring.
import { describe, expect, it } from "vitest";
import { MATCH_MIN, matchChoices, matchScore, matchWords, proposeMatches } from "./match";
import { baselineAt, medianBounds, scoreLedger, wilson } from "./score";
import { TAKEN_MIN, relativeViews, scoreTitles, titleTaken } from "./titles";
import type { LedgerEntry, Upload } from "./types";
import { HOUR_MS, uploadViewsAt, viewsAtAge } from "./views-at-age";

const DAY = 24 * HOUR_MS;
const T0 = Date.UTC(2026, 0, 1);

const entry = (over: Partial<LedgerEntry>): LedgerEntry => ({
  id: "s",
  kind: "forecast",
  origin: "live",
  madeAtMs: T0,
  title: "",
  topic: "",
  low: null,
  expected: null,
  high: null,
  chance: null,
  matchStatus: null,
  matchVideoId: null,
  views7: null,
  views28: null,
  baseline28: null,
  ...over,
});

describe("words and similarity", () => {
  it("folds case, accents, common words and plurals", () => {
    expect([...matchWords("The 5 Best Cafés for Laptops!")]).toEqual(["5", "best", "cafe", "laptop"]);
  });

  it("scores title Dice and topic cover by hand", () => {
    // {budget, standing, desk} vs {budget, standing, desk, review}: Dice 2·3/(3+4) = 6/7.
    expect(matchScore({ title: "Budget standing desk", topic: "" }, "Budget standing desk review")).toBeCloseTo(6 / 7);
    // With topic {desk}: 0.75 · 6/7 + 0.25 · 1 = 0.892857…
    expect(matchScore({ title: "Budget standing desk", topic: "desks" }, "Budget standing desk review")).toBeCloseTo(
      0.75 * (6 / 7) + 0.25,
    );
    // Nothing shared: 0.
    expect(matchScore({ title: "Budget standing desk", topic: "" }, "My cat plays piano")).toBe(0);
  });
});

describe("proposing matches", () => {
  const uploads = [
    { id: "u1", title: "Budget standing desk review", publishedMs: T0 + 3 * DAY },
    { id: "u2", title: "Standing desk for tall people", publishedMs: T0 + 10 * DAY },
    { id: "u3", title: "Budget standing desk review", publishedMs: T0 - 10 * DAY }, // before: never
    { id: "u4", title: "Budget standing desk", publishedMs: T0 + 200 * DAY }, // after the window
  ];

  it("pairs each suggestion with its best upload in the window, each upload once", () => {
    const open = [
      { id: "a", title: "Budget standing desk", topic: "", madeAtMs: T0 },
      // {standing, desk, tall, people} vs u2 {standing, desk, tall, people}: 1.0; vs u1: 2·2/(4+4) = 0.5.
      { id: "b", title: "Standing desks for tall people", topic: "", madeAtMs: T0 },
    ];
    expect(proposeMatches(open, uploads)).toEqual([
      { suggestionId: "b", videoId: "u2", score: 1 },
      { suggestionId: "a", videoId: "u1", score: 0.857 },
    ]);
  });

  it("skips uploads already confirmed elsewhere and pairs the creator refused", () => {
    const open = [{ id: "a", title: "Budget standing desk", topic: "", madeAtMs: T0 }];
    // u1 taken: u2 {standing, desk, tall, people} vs {budget, standing, desk}: 2·2/7 = 0.571.
    expect(proposeMatches(open, uploads, new Set(["u1"]))).toEqual([
      { suggestionId: "a", videoId: "u2", score: 0.571 },
    ]);
    expect(proposeMatches(open, uploads, new Set(["u1"]), new Set(["a u2"]))).toEqual([]);
  });

  it("proposes nothing below the threshold", () => {
    // {budget, microphone} vs {budget, standing, desk, review}: 2·1/6 = 0.333 < 0.4.
    expect(MATCH_MIN).toBe(0.4);
    expect(proposeMatches([{ id: "a", title: "Budget microphone", topic: "", madeAtMs: T0 }], uploads)).toEqual([]);
  });

  it("lists the uploads in the window for a correction, best first", () => {
    const s = { id: "a", title: "Budget standing desk", topic: "", madeAtMs: T0 };
    expect(matchChoices(s, uploads).map((u) => u.id)).toEqual(["u1", "u2"]);
  });
});

describe("views at an age", () => {
  it("takes a reading within 10% of the age", () => {
    expect(
      viewsAtAge(
        [
          { hours: 160, views: 700 },
          { hours: 700, views: 2000 },
        ],
        168,
      ),
    ).toBe(700);
  });

  it("interpolates on the log-log scale between readings at most ×5 apart", () => {
    // ln(1+h): 168 → ln 169, 800 → ln 801 (801/169 = 4.7 ≤ 5); at 672: (ln 673 − ln 169)/(ln 801 − ln 169).
    const f = (Math.log(673) - Math.log(169)) / (Math.log(801) - Math.log(169));
    const expected = Math.round(Math.expm1(Math.log1p(999) + f * (Math.log1p(2999) - Math.log1p(999))));
    expect(
      viewsAtAge(
        [
          { hours: 168, views: 999 },
          { hours: 800, views: 2999 },
        ],
        672,
      ),
    ).toBe(expected);
  });

  it("says nothing when the readings do not reach the age or are too far apart", () => {
    expect(viewsAtAge([{ hours: 168, views: 999 }], 672)).toBeNull();
    expect(
      viewsAtAge(
        [
          { hours: 24, views: 10 },
          { hours: 2160, views: 99 },
        ],
        672,
      ),
    ).toBeNull();
  });

  it("uses only the readings taken by the moment asked about", () => {
    const u: Upload = { id: "u", title: "", publishedMs: T0, readings: [{ hours: 672, views: 500 }] };
    expect(uploadViewsAt(u, 28, T0 + 27 * DAY)).toBeNull();
    expect(uploadViewsAt(u, 28, T0 + 28 * DAY)).toBe(500);
  });
});

describe("the baseline", () => {
  it("is the median 28-day views of the uploads known by then", () => {
    const up = (id: string, day: number, views: number): Upload => ({
      id,
      title: id,
      publishedMs: T0 + day * DAY,
      readings: [{ hours: 672, views }],
    });
    const uploads = [up("a", 0, 100), up("b", 1, 300), up("c", 2, 200), up("d", 3, 5000)];
    // At day 31: a (known day 28), b (29), c (30); d's 28-day reading comes on day 31 — known at that instant.
    expect(baselineAt(uploads, T0 + 30.5 * DAY)).toBe(200); // a, b, c → median 200
    expect(baselineAt(uploads, T0 + 31 * DAY)).toBe(250); // a, b, c, d → (200 + 300) / 2
    expect(baselineAt(uploads, T0 + 29.5 * DAY)).toBeNull(); // only a and b: fewer than 3
  });
});

describe("confidence", () => {
  it("computes the Wilson interval by hand", () => {
    // 8 of 10: centre (0.8 + 1.92/10)/(1 + 3.84/10) = 0.7168, half 1.96·√(0.016 + 0.0096)/1.384 = 0.2266.
    const w = wilson(8, 10);
    expect(w.low).toBeCloseTo(0.4902, 3);
    expect(w.high).toBeCloseTo(0.9433, 3);
  });

  it("bounds a median by order statistics", () => {
    // n = 9: ranks floor(4.5 − 2.94) = 1 and ceil(5.5 + 2.94) = 9.
    expect(medianBounds([1, 2, 3, 4, 5, 6, 7, 8, 9])).toEqual({ low: 1, high: 9 });
    expect(medianBounds([1, 2, 3])).toBeNull();
  });
});

describe("scoring the ledger", () => {
  const f = (id: string, low: number, expected: number, high: number, actual: number | null, baseline = 100) =>
    entry({
      id,
      low,
      expected,
      high,
      matchStatus: actual === null ? "suggested" : "confirmed",
      views28: actual,
      baseline28: baseline,
    });

  it("counts forecasts inside their range and the median errors side by side", () => {
    const score = scoreLedger([
      f("1", 50, 100, 200, 100), // inside, error 0, baseline error 0
      f("2", 50, 100, 200, 250), // outside, error 150/250 = 0.6, baseline 0.6
      f("3", 50, 100, 200, 80), // inside, error 20/80 = 0.25, baseline 0.25
      f("4", 100, 200, 400, 400), // inside (the edge counts), error 0.5, baseline 300/400 = 0.75
      f("5", 50, 100, 200, null), // not scored: no outcome yet
    ]);
    expect(score.forecasts).toMatchObject({ n: 4, inside80: 3, share: 0.75, mdape: 0.375, medianBaselineMdape: 0.425 });
    expect(score.forecasts.sentence).toContain("3 of 4 forecasts landed inside their 80% range (75%");
    expect(score.forecasts.sentence).toContain("says little yet");
    expect(score.awaitingConfirmation).toBe(1);
  });

  it("scores ideas against the median as known then", () => {
    const idea = (id: string, actual: number | null, baseline: number | null) =>
      entry({
        id,
        kind: "idea",
        matchStatus: actual === null ? null : "confirmed",
        views28: actual,
        baseline28: baseline,
      });
    const score = scoreLedger([idea("a", 150, 100), idea("b", 90, 100), idea("c", null, 100), idea("d", 500, null)]);
    expect(score.ideas).toMatchObject({ made: 4, matched: 2, beatMedian: 1 });
    expect(score.ideas.sentence).toContain("1 of 2 ideas you made beat your channel's median");
  });

  it("says what to do when nothing is scored", () => {
    const score = scoreLedger([]);
    expect(score.forecasts).toMatchObject({ n: 0, inside80: 0, mdape: null });
    expect(score.forecasts.sentence).toMatch(/No forecast has been scored yet/);
    expect(score.ideas.sentence).toMatch(/generate ideas on Content Ideas/);
  });

  it("never scores a match the creator did not confirm", () => {
    const score = scoreLedger([
      entry({ low: 1, expected: 2, high: 3, matchStatus: "suggested", views28: 2, baseline28: 2 }),
    ]);
    expect(score.forecasts.n).toBe(0);
  });
});

describe("title suggestions taken against those not taken", () => {
  it("reads taken from the upload's title now", () => {
    // The suggested title itself (case counts: a capitals rewrite has the same words).
    expect(titleTaken("How To FIX A Bike", "how to fix a bike", "How To FIX A Bike")).toBe(true);
    // Unchanged: not taken, though its words are the suggestion's (matchScore 1).
    expect(titleTaken("How To FIX A Bike", "how to fix a bike", "how to fix a bike")).toBe(false);
    // Changed to something close: {budget, standing, desk, review, 2026} against the suggestion's
    // {budget, standing, desk, review}: 2·4/9 = 0.889 ≥ 0.7, above the replaced title's
    // {honest, budget, standing, desk, review, after, year}: 2·4/12 = 0.667.
    expect(TAKEN_MIN).toBe(0.7);
    expect(
      titleTaken(
        "Budget standing desk review",
        "My honest budget standing desk review after a year",
        "Budget standing desk review (2026)",
      ),
    ).toBe(true);
    // Changed to something else: not taken. Unknown upload: not known.
    expect(titleTaken("Budget standing desk review", "Desk tour", "My cat plays piano")).toBe(false);
    expect(titleTaken("Budget standing desk review", "Desk tour", null)).toBeNull();
  });

  it("compares views at 28 days over the median then, taken against not, with counts", () => {
    const t = (taken: boolean | null, views28: number | null, madeDay = 3) => ({
      kind: "title" as const,
      madeAtMs: T0 + madeDay * DAY,
      views28,
      baseline28: 100,
      taken,
      publishedMs: T0,
    });
    const score = scoreTitles([
      t(true, 150), // 1.5
      t(true, 200), // 2.0
      t(true, 50), // 0.5
      t(true, 900, 28), // taken, but made when the upload was 28 days old: not in the comparison
      t(false, 80), // 0.8
      t(false, 100), // 1.0
      t(null, 500), // upload not read: neither
      { ...t(true, 100), kind: "idea" as const }, // not a title suggestion
    ]);
    expect(score).toMatchObject({
      suggested: 7,
      matched: 6,
      taken: 4,
      notTaken: 2,
      takenScored: 3,
      notTakenScored: 2,
      takenMedian: 1.5, // median of 0.5, 1.5, 2.0
      notTakenMedian: 0.9, // (0.8 + 1.0) / 2
    });
    // Wilson 4 of 6: centre (0.667 + 0.320)/1.640 = 0.602, half 1.96·√(0.0370 + 0.0267)/1.640 = 0.302.
    expect(score.sentence).toContain("4 of 6 title suggestions were taken (67%; with 6 this says little yet");
    expect(score.sentence).toContain("30%–90%");
    expect(score.sentence).toContain("Taken: 1.50× your channel's median at 28 days (3 uploads)");
    expect(score.sentence).toContain("not taken: 0.90× your channel's median at 28 days (2 uploads)");
    expect(relativeViews(t(true, 150, 27.9))).toBeCloseTo(1.5);
    expect(relativeViews(t(true, 150, 28))).toBeNull();
  });

  it("scores the ledger's title suggestions against the uploads as they are now", () => {
    const title = (id: string, suggested: string, replaced: string, video: string) =>
      entry({
        id,
        kind: "title",
        title: suggested,
        topic: replaced,
        madeAtMs: T0 + 2 * DAY,
        matchStatus: "confirmed",
        matchVideoId: video,
        views28: 300,
        baseline28: 200,
      });
    const uploads = new Map([
      ["v1", { title: "Why I quit coffee", publishedMs: T0 }],
      ["v2", { title: "Desk tour 2026", publishedMs: T0 }],
    ]);
    const score = scoreLedger(
      [
        title("a", "Why I quit coffee", "I quit coffee for 30 days (here is what happened)", "v1"),
        title("b", "Desk tour: 2026", "Desk tour 2026", "v2"),
      ],
      uploads,
    );
    expect(score.suggestions.find((s) => s.id === "a")!.taken).toBe(true);
    expect(score.suggestions.find((s) => s.id === "b")!.taken).toBe(false);
    expect(score.titles).toMatchObject({ suggested: 2, taken: 1, notTaken: 1, takenMedian: 1.5, notTakenMedian: 1.5 });
    expect(scoreLedger([]).titles.sentence).toMatch(/No title suggestion has been kept yet/);
  });
});
