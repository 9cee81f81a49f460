import { describe, expect, it } from "vitest";
import { DEFAULT_AGE_CURVES, REFERENCE_HOURS, ageCurveFromTrajectories, ln28, logRatioAt } from "./age-curve";
import { REAL_AGE_CURVE } from "~/lib/stats";

describe("age curves", () => {
  it("reads the curve linearly in ln(1 + hours), continuing the end slopes", () => {
    const curve = { hours: [Math.E - 1, Math.E ** 3 - 1], logRatio: [-1, 0] };
    expect(logRatioAt(curve, Math.E ** 2 - 1)).toBeCloseTo(-0.5, 12);
    // Past the last age the last slope (0.5 per unit of τ) continues; before the first, the first.
    expect(logRatioAt(curve, Math.E ** 5 - 1)).toBeCloseTo(1, 12);
    expect(logRatioAt(curve, 0)).toBeCloseTo(-1.5, 12);
  });

  it("puts views at another age on the 28-day scale", () => {
    const curve = { hours: [167, REFERENCE_HOURS], logRatio: [-Math.log(2), 0] };
    // At 7 days the curve says half of the 28-day views: 500 (+1) then means 1,001 (+1) at 28 days.
    expect(Math.expm1(ln28(500, 167, curve))).toBeCloseTo(1001, 6);
  });

  it("is the median curve of the trajectories, non-decreasing and 0 at 28 days", () => {
    const points = (k: number) =>
      [24, 168, 336, 672, 1500, 4000].map((hours) => ({ hours, views: Math.round(1000 * Math.pow(hours / 672, k)) }));
    const curve = ageCurveFromTrajectories(Array.from({ length: 9 }, (_, i) => ({ points: points(0.3 + 0.02 * i) })));
    expect(curve).not.toBeNull();
    expect(logRatioAt(curve!, REFERENCE_HOURS)).toBeCloseTo(0, 9);
    const values = curve!.logRatio;
    for (let i = 1; i < values.length; i++) expect(values[i]).toBeGreaterThanOrEqual(values[i - 1] as number);
    // The median video has k = 0.38: at 7 days, (168 / 672)^0.38.
    expect(Math.exp(logRatioAt(curve!, 168))).toBeCloseTo(Math.pow(0.25, 0.38), 2);
    expect(ageCurveFromTrajectories([{ points: points(0.3) }])).toBeNull();
  });

  it("ships defaults from the real trajectories: 0 at 28 days, never falling, the same for Shorts", () => {
    for (const curve of [DEFAULT_AGE_CURVES.long, DEFAULT_AGE_CURVES.short]) {
      expect(curve.hours).toEqual([...REAL_AGE_CURVE.hours]);
      expect(logRatioAt(curve, REFERENCE_HOURS)).toBeCloseTo(0, 9);
      for (let i = 1; i < curve.logRatio.length; i++)
        expect(curve.logRatio[i]).toBeGreaterThanOrEqual(curve.logRatio[i - 1] as number);
    }
    // A day after publication a trending video has about e^−0.97 ≈ 38% of its 28-day views (measured, age-curve-default.ts).
    expect(Math.exp(logRatioAt(DEFAULT_AGE_CURVES.long, 24))).toBeCloseTo(Math.exp(REAL_AGE_CURVE.logRatio[0]), 9);
  });
});
