import { describe, expect, it } from "vitest";
import { REFERENCE_HOURS } from "./age-curve";
import { HOUR_MS, actualLn28, knownLn28, prepareHistory, reliability } from "./history";
import { looksLikeShort, titleFeatures, titleTokens } from "./title-text";

const NOW = Date.parse("2026-06-01T00:00:00Z");
const hoursAgo = (h: number) => new Date(NOW - h * HOUR_MS).toISOString();
/** A flat curve (views do not change with age) makes the 28-day scale the identity. */
const FLAT = { hours: [1, 10_000], logRatio: [0, 0] };

describe("prepareHistory", () => {
  it("drops what cannot be used and sorts oldest first", () => {
    const videos = prepareHistory(
      [
        { title: "b", publishedAt: hoursAgo(100), views: 10 },
        { title: "future", publishedAt: hoursAgo(-5), views: 10 },
        { title: "no date", publishedAt: "yesterday", views: 10 },
        { title: "nan", publishedAt: hoursAgo(50), views: Number.NaN },
        { title: "a #shorts", publishedAt: hoursAgo(300), views: 20 },
      ],
      NOW,
    );
    expect(videos.map((v) => [v.title, v.index, v.isShort])).toEqual([
      ["a #shorts", 0, true],
      ["b", 1, false],
    ]);
  });

  it("marks Shorts by flag, #shorts or a minute or less", () => {
    expect(looksLikeShort("x", 45, null)).toBe(true);
    expect(looksLikeShort("x", 400, null)).toBe(false);
    expect(looksLikeShort("x #Shorts", null, null)).toBe(true);
    expect(looksLikeShort("x #shorts", 20, false)).toBe(false);
  });
});

describe("views known at a moment", () => {
  const [v] = prepareHistory(
    [
      {
        title: "t",
        publishedAt: hoursAgo(2000),
        views: 5000,
        snapshots: [
          { hours: 24, views: 999 },
          { hours: 600, views: 2999 },
          { hours: 700, views: 3999 },
          { hours: 2000, views: 5000 },
        ],
      },
    ],
    NOW,
  );
  const published = NOW - 2000 * HOUR_MS;

  it("uses only readings taken by then", () => {
    // At 100 h only the 24 h reading existed, and it is old enough (24 h >= half of 48 h).
    expect(knownLn28(v!, published + 100 * HOUR_MS, NOW, FLAT)).toBeCloseTo(Math.log(1000), 9);
    // At 650 h: the 600 h reading.
    expect(knownLn28(v!, published + 650 * HOUR_MS, NOW, FLAT)).toBeCloseTo(Math.log(3000), 9);
    // Under two days old: not known.
    expect(knownLn28(v!, published + 30 * HOUR_MS, NOW, FLAT)).toBeNull();
  });

  it("reads day 28 itself once the reading after it was taken", () => {
    // Between 600 h (ln 3000) and 700 h (ln 4000), linear in ln(1 + hours).
    const t = (Math.log1p(REFERENCE_HOURS) - Math.log1p(600)) / (Math.log1p(700) - Math.log1p(600));
    const exact = Math.log(3000) + t * (Math.log(4000) - Math.log(3000));
    expect(knownLn28(v!, published + 800 * HOUR_MS, NOW, FLAT)).toBeCloseTo(exact, 9);
    expect(actualLn28(v!, NOW, FLAT)).toBeCloseTo(exact, 9);
  });

  it("reads a channel connected late from its first reading, as a views-only count is read", () => {
    // One reading, taken at 2000 h (today): before it nothing was read, so the backtest's past
    // moments use it (through the curve), instead of knowing nothing and issuing the median.
    const [late] = prepareHistory(
      [{ title: "t", publishedAt: hoursAgo(2000), views: 5000, snapshots: [{ hours: 2000, views: 5000 }] }],
      NOW,
    );
    expect(knownLn28(late!, published + 100 * HOUR_MS, NOW, FLAT)).toBeCloseTo(Math.log(5001), 9);
    // Still unknown while the upload itself was under two days old.
    expect(knownLn28(late!, published + 30 * HOUR_MS, NOW, FLAT)).toBeNull();
    // A first reading too young to say anything (under a day) is not stretched to other moments.
    const [young] = prepareHistory(
      [{ title: "t", publishedAt: hoursAgo(2000), views: 50, snapshots: [{ hours: 10, views: 50 }] }],
      NOW,
    );
    expect(knownLn28(young!, published + 5 * HOUR_MS + 48 * HOUR_MS, NOW, FLAT)).toBeNull();
  });

  it("counts a young upload's figure less", () => {
    expect(reliability(v!, published + REFERENCE_HOURS * HOUR_MS)).toBe(1);
    expect(reliability(v!, published + (REFERENCE_HOURS / 4) * HOUR_MS)).toBeCloseTo(0.5, 12);
  });
});

describe("title text", () => {
  it("keeps topic words, folds plurals, drops stopwords and numbers", () => {
    expect(titleTokens("The 5 Best Budget Laptops for Students in 2026!")).toEqual([
      "best",
      "budget",
      "laptop",
      "student",
    ]);
  });

  it("measures title features", () => {
    const f = titleFeatures("I Tried 3 Budget Laptops vs a MacBook — SHOCKING results? 🔥 (2026)");
    expect(f).toMatchObject({
      number: 1,
      year: 1,
      question: 1,
      brackets: 1,
      capsWord: 1,
      versus: 1,
      firstPerson: 1,
      emoji: 1,
      long: 1,
      short: 0,
    });
    expect(titleFeatures("USB SSD tips")).toMatchObject({ capsWord: 0, short: 1, number: 0 });
  });
});
