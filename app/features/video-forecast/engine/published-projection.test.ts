import { describe, expect, it } from "vitest";
import { DEFAULT_AGE_CURVES, REFERENCE_HOURS, logRatioAt } from "./age-curve";
import { publishedCheck } from "./published-check";
import { projectPublished, publishedCurves } from "./published-projection";

const curve = DEFAULT_AGE_CURVES.long;
const DAY = 24;

describe("projectPublished", () => {
  it("grows a week-old upload by the curve's week-to-28-days ratio, about 1.2x on real trending videos", () => {
    const f = projectPublished(598_144, 8 * DAY, curve);
    expect(f.expected / 598_144).toBeGreaterThan(1.05);
    expect(f.expected / 598_144).toBeLessThan(1.4);
    expect(f.low).toBeGreaterThanOrEqual(598_144);
    expect(f.high).toBeLessThan(3 * 598_144);
    expect(f.low).toBeLessThanOrEqual(f.expected);
    expect(f.high).toBeGreaterThanOrEqual(f.expected);
  });

  it("gives a day-old upload more growth and a wider range than a week-old one", () => {
    const day = projectPublished(10_000, DAY, curve);
    const week = projectPublished(10_000, 7 * DAY, curve);
    expect(day.expected).toBeGreaterThan(week.expected);
    expect(day.high / day.low).toBeGreaterThan(week.high / week.low);
  });

  it("keeps an upload past 28 days at the views it has", () => {
    expect(projectPublished(5_000, REFERENCE_HOURS + 10 * DAY, curve)).toEqual({
      expected: 5_000,
      low: 5_000,
      high: 5_000,
    });
  });

  it("never answers NaN or below zero for odd input", () => {
    for (const [views, age] of [
      [Number.NaN, 10],
      [-5, 10],
      [100, Number.NaN],
      [100, -3],
    ] as const) {
      const f = projectPublished(views, age, curve);
      for (const v of [f.low, f.expected, f.high]) expect(Number.isFinite(v) && v >= 0).toBe(true);
    }
  });
});

describe("publishedCurves and publishedCheck", () => {
  // Ten uploads that each grew exactly as a curve twice as steep as the default says.
  const steep = (hours: number) => 2 * logRatioAt(curve, hours);
  const trajectories = Array.from({ length: 10 }, (_, i) => {
    const at28 = 10_000 * (i + 1);
    return {
      isShort: false,
      points: [DAY, 3 * DAY, 7 * DAY, 14 * DAY, 28 * DAY, 35 * DAY].map((hours) => ({
        hours,
        views: Math.round(Math.expm1(Math.log1p(at28) + steep(Math.min(hours, REFERENCE_HOURS)))),
      })),
    };
  });

  it("uses the channel's own curve when its uploads' readings give one, else the trending curve", () => {
    expect(publishedCurves([]).source).toBe("default");
    const own = publishedCurves(trajectories);
    expect(own.source).toBe("channel");
    expect(logRatioAt(own.curves.long, 7 * DAY)).toBeCloseTo(steep(7 * DAY), 1);
  });

  it("checks the projection from a week old against the views reached at 28 days", () => {
    const own = publishedCheck(trajectories, publishedCurves(trajectories).curves);
    expect(own.n).toBe(10);
    expect(own.mdape!).toBeLessThan(0.02);
    const trending = publishedCheck(trajectories, DEFAULT_AGE_CURVES);
    expect(trending.mdape!).toBeGreaterThan(own.mdape!);
  });
});
