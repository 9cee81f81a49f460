import { describe, expect, it } from "vitest";
import { video } from "./__fixtures__/market";
import { engagementLabel, engagementPercent, formatCount, median, viewsPerDay } from "./measures";

describe("engagement labels (spec §9: 5+ Exceptional, 2+ Strong, 1+ Moderate, else Low)", () => {
  it.each([
    [12, "Exceptional"],
    [5, "Exceptional"],
    [4.99, "Strong"],
    [2, "Strong"],
    [1.99, "Moderate"],
    [1, "Moderate"],
    [0.99, "Low"],
    [0, "Low"],
  ] as const)("%s%% is %s", (percent, label) => {
    expect(engagementLabel(percent)).toBe(label);
  });

  it("labels the rounded figure that is shown: 4.996% shows as 5.00 and is Exceptional", () => {
    const score = engagementPercent([video({ viewCount: 100_000, likeCount: 4_996, commentCount: 0 })]);
    expect(score).toBe(5);
    expect(engagementLabel(score!)).toBe("Exceptional");
  });
});

describe("engagementPercent", () => {
  it("pools (likes + comments) / views over measurable videos", () => {
    expect(
      engagementPercent([
        video({ viewCount: 1_000, likeCount: 30, commentCount: 10 }),
        video({ viewCount: 3_000, likeCount: 40, commentCount: 0 }),
      ]),
    ).toBe(2);
  });
  it("leaves out hidden likes and zero views, counts disabled comments as none", () => {
    expect(
      engagementPercent([
        video({ viewCount: 1_000, likeCount: 20, commentCount: null }),
        video({ viewCount: 50_000, likeCount: null, commentCount: 5_000 }),
        video({ viewCount: 0, likeCount: 3, commentCount: 1 }),
      ]),
    ).toBe(2);
  });
  it("is null when nothing is measurable", () => {
    expect(engagementPercent([])).toBeNull();
    expect(engagementPercent([video({ likeCount: null })])).toBeNull();
  });
});

describe("formats and medians", () => {
  it("formats counts as spec §9", () => {
    expect(formatCount(0)).toBe("0");
    expect(formatCount(999.4)).toBe("999");
    expect(formatCount(999.6)).toBe("1.0K");
    expect(formatCount(3_450)).toBe("3.5K");
    expect(formatCount(1_234_567)).toBe("1.2M");
    expect(formatCount(999_960)).toBe("1.0M");
    expect(formatCount(-5)).toBe("0");
  });
  it("takes medians of odd, even and empty lists, ignoring non-finite values", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
    expect(median([Number.NaN, 5])).toBe(5);
  });
  it("floors a video's age at one day for views per day", () => {
    const now = Date.parse("2026-11-01T12:00:00.000Z");
    expect(viewsPerDay(video({ viewCount: 500, publishedAt: "2026-11-01T10:00:00.000Z" }), now)).toBe(500);
    expect(viewsPerDay(video({ viewCount: 1_000, publishedAt: "2026-10-22T12:00:00.000Z" }), now)).toBe(100);
    expect(viewsPerDay(video({ publishedAt: "garbage" }), now)).toBeNull();
  });
});
