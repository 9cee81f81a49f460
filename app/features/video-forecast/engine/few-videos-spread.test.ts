import { describe, expect, it } from "vitest";
import { fewVideosInterval, medianInterval, ownSpreadInterval, sizeFactor } from "./few-videos-spread";
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

describe("ownSpreadInterval: the channel's own spread, hand-computed", () => {
  it("takes the leave-one-out residuals against the others' median", () => {
    // Values 0, 0, 1, 1, 2. Others' medians: 1, 1, 0.5, 0.5, 0.5 → |residuals| 1, 1, 0.5, 0.5, 1.5,
    // median 1. σ = 1.4826 · 1 / √(1 + π/8) = 1.2563; half width 1.2816 · σ · √(1 + π/10) = 1.8457.
    const r = ownSpreadInterval([0, 0, 1, 1, 2])!;
    const half = 1.2815515655446004 * (1.4826 / Math.sqrt(1 + Math.PI / 8)) * Math.sqrt(1 + Math.PI / 10);
    expect(half).toBeCloseTo(1.8457, 3);
    expect(r.upper).toBeCloseTo(half, 12);
    expect(r.lower).toBeCloseTo(-half, 12);
    expect(ownSpreadInterval([1, 2, 3])).toBeNull();
  });

  it("never narrows the range measured on real channels", () => {
    // Five identical uploads: no spread of their own, so the measured range stands.
    expect(medianInterval([3, 3, 3, 3, 3])).toEqual(fewVideosInterval(5));
    const wide = medianInterval([0, 0, 1, 1, 2]);
    expect(wide.upper).toBeGreaterThanOrEqual(fewVideosInterval(5).upper);
    expect(wide.lower).toBeLessThanOrEqual(fewVideosInterval(5).lower);
  });
});
