import { describe, expect, it } from "vitest";
import { fewVideosInterval, sizeFactor } from "./few-videos-spread";
import { FEW_VIDEOS_SPREAD } from "./few-videos-spread-data";
import { chooseCandidate, candidatePoint, type Residual } from "./video-backtest";

describe("the few-videos range", () => {
  it("widens by √(1 + π/(2n)) for a median of n uploads", () => {
    // n = 2: √(1 + π/4) = 1.3363; n = 50: √(1 + π/100) = 1.0156.
    expect(sizeFactor(2)).toBeCloseTo(Math.sqrt(1 + Math.PI / 4), 12);
    expect(sizeFactor(0)).toBe(sizeFactor(1));
    const two = fewVideosInterval(2);
    expect(two.lower).toBeCloseTo(FEW_VIDEOS_SPREAD.lower * 1.3363, 3);
    expect(two.upper).toBeCloseTo(FEW_VIDEOS_SPREAD.upper * 1.3363, 3);
    const many = fewVideosInterval(50);
    expect(many.upper - many.lower).toBeLessThan(two.upper - two.lower);
    expect(many.lower).toBeLessThanOrEqual(0);
    expect(many.upper).toBeGreaterThanOrEqual(0);
  });

  it("was calibrated on real channels", () => {
    expect(FEW_VIDEOS_SPREAD.cases).toBeGreaterThan(50);
    expect(FEW_VIDEOS_SPREAD.lower).toBeLessThan(0);
    expect(FEW_VIDEOS_SPREAD.upper).toBeGreaterThan(0);
  });
});

describe("shrinking to the channel's median", () => {
  const at = Date.UTC(2026, 0, 1);
  const resolved = (values: number[]): Residual[] =>
    values.map((value, i) => ({ publishedMs: at - (100 + i) * 86_400_000, isShort: false, value }));

  it("issues the median until ten uploads have resolved, and while no model beats it", () => {
    expect(chooseCandidate({ median: resolved([0.1]), level: resolved([0]), full: resolved([0]) }, at, false)).toBe(
      "median",
    );
    // Twelve resolved: mean capped |error| median 0.3, level 0.4, full 0.2 → full.
    const twelve = (v: number) => resolved(new Array<number>(12).fill(v));
    expect(chooseCandidate({ median: twelve(0.3), level: twelve(0.4), full: twelve(-0.2) }, at, false)).toBe("full");
    expect(chooseCandidate({ median: twelve(0.3), level: twelve(0.4), full: twelve(0.5) }, at, false)).toBe("median");
    // A tie stays with the median.
    expect(chooseCandidate({ median: twelve(0.3), level: twelve(0.3), full: twelve(0.3) }, at, false)).toBe("median");
  });

  it("issues the candidate's point", () => {
    const p = { point: 5, level: 4 };
    expect(candidatePoint("full", p, 3)).toBe(5);
    expect(candidatePoint("level", p, 3)).toBe(4);
    expect(candidatePoint("median", p, 3)).toBe(3);
    expect(candidatePoint("median", p, null)).toBe(4);
  });
});
