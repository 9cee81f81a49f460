import { describe, expect, it } from "vitest";
import {
  BAND_EDGES_DAYS,
  bandIndex,
  fitGrowthRatio,
  pairFeatures,
  projectGrowthRatio,
  ratioCentre,
  recentRate,
  residualQuantiles,
  weightedQuantile,
  type GrowthRatioFit,
  type ResidualQuantiles,
} from "./growth-ratio";
import { GROWTH_RATIO_PRIOR } from "./growth-ratio-prior";
import { chooseProjection, lastReadingCases } from "./projection-choice";
import type { Trajectory } from "./types";

const flatQuantiles = (q10: number, q50: number, q90: number): ResidualQuantiles => ({
  bands: [...BAND_EDGES_DAYS, Infinity].map((maxDays) => ({ maxDays, n: 0, q10: 0, q50: 0, q90: 0 })),
  scaled: { n: 0, q10, q50, q90 },
});

/** Every video grows by exactly 0.2 log-views (of 1 + N) a day. */
const exactPrior: GrowthRatioFit = {
  centre: 0,
  beta: [0.2, 0, 0, 0, 0, 0],
  residuals: { single: flatQuantiles(-0.1, 0, 0.1), recent: flatQuantiles(-0.05, 0, 0.05) },
  trainedOn: 0,
};

/** Daily readings from `startHours`, ln(1 + N) = ln(1 + start) + 0.2·day. */
function steady(start: number, days: number, startHours = 0): Trajectory {
  return {
    points: Array.from({ length: days + 1 }, (_, d) => ({
      hours: startHours + 24 * d,
      views: Math.round((1 + start) * Math.exp(0.2 * d) - 1),
    })),
  };
}

describe("growth-ratio features, hand-computed", () => {
  it("are days ahead, log days ahead, and the slopes scaled by them", () => {
    // Cutoff at 24 h with ln(1 + N) = 5, target at 72 h, centre 4, recent rate 0.3 a day.
    const x = pairFeatures(24, 5, 0.3, 72, 4);
    expect(x[0]).toBe(2);
    expect(x[1]).toBeCloseTo(Math.log(3), 12); // ln(1 + 2)
    expect(x[2]).toBe(2); // d·(5 − 4)
    expect(x[3]).toBeCloseTo(Math.log(3), 12); // ℓ·(5 − 4)
    expect(x[4]).toBeCloseTo(0.6, 12); // d·r
    expect(x[5]).toBe(2); // d·m, m = 1
    // A single reading: no rate, r = m = 0.
    expect(pairFeatures(24, 5, null, 72, 4).slice(4)).toEqual([0, 0]);
  });

  it("depend on the hours between readings only, not on where the hours start", () => {
    // A video first seen at hour 0 and the same readings 500 hours later: the same features.
    expect(pairFeatures(0, 7, null, 96, 6)).toEqual(pairFeatures(500, 7, null, 596, 6));
    const at = (start: number) =>
      projectGrowthRatio(GROWTH_RATIO_PRIOR, {
        id: "s",
        points: [
          { hours: start, views: 50_000 },
          { hours: start + 24, views: 70_000 },
        ],
        horizonHours: start + 24 * 5,
      });
    expect(at(0)).toEqual(at(1_000));
  });

  it("centres a point where the median ratio error is smallest, not at the median log residual", () => {
    // Residuals −0.5, 0 and 0.5: the median log residual is 0, where the middle error of the
    // three is 1 − e^−0.5 = 39.3%. Shifted up by c (0 < c < 0.5) the errors are e^(c + 0.5) − 1,
    // e^c − 1 and 1 − e^(c − 0.5), the middle one the larger of the last two, least where they
    // meet: e^c·(1 + e^−0.5) = 2, c = 0.2191 (both 24.5%). Shifted down, the mirror image:
    // e^c·(1 + e^0.5) = 2, c = −0.2809, also 24.5%. The grid (steps of 0.005 from −0.5, the
    // first best kept) lands within a step of the lower one.
    const c = ratioCentre([-0.5, 0, 0.5], [1, 1, 1]);
    expect(Math.abs(c - Math.log(2 / (1 + Math.exp(0.5))))).toBeLessThanOrEqual(0.005);
    const errors = [-0.5, 0, 0.5].map((r) => Math.abs(Math.exp(c - r) - 1)).sort((x, y) => x - y);
    expect(errors[1]).toBeCloseTo(0.245, 2);
    // A narrow symmetric spread: about the median.
    expect(Math.abs(ratioCentre([-0.01, 0, 0.01], [1, 1, 1]))).toBeLessThanOrEqual(0.005);
  });

  it("measures recent growth per day from a reading at least 12 hours earlier", () => {
    const readings = [
      { hours: 0, y: 1 },
      { hours: 20, y: 2 },
      { hours: 30, y: 2.5 },
    ];
    // From the 30 h reading, the 20 h one is only 10 h back: the rate is from hour 0, (2.5 − 1)·24/30.
    expect(recentRate(readings, 2)).toBeCloseTo(1.2, 12);
    expect(recentRate(readings, 1)).toBeCloseTo(1.2, 12); // (2 − 1)·24/20
    expect(recentRate(readings, 0)).toBeNull();
  });

  it("takes weighted quantiles and sorts days ahead into bands", () => {
    expect(weightedQuantile([4, 1, 3, 2], [1, 1, 1, 1], 0.5)).toBe(2);
    expect(weightedQuantile([1, 2, 3, 4], [0, 0, 1, 3], 0.5)).toBe(4);
    expect(bandIndex(1)).toBe(0);
    expect(bandIndex(2)).toBe(1);
    expect(bandIndex(500)).toBe(BAND_EDGES_DAYS.length);
  });

  it("widens a band it has no residuals for with the square root of the days ahead", () => {
    const q = flatQuantiles(-0.1, 0, 0.2);
    expect(residualQuantiles(q, 0.5)).toEqual({ q10: -0.1, q50: 0, q90: 0.2 }); // √max(1, d) = 1
    const far = residualQuantiles(q, 16);
    expect(far.q10).toBeCloseTo(-0.4, 12);
    expect(far.q90).toBeCloseTo(0.8, 12);
  });
});

describe("fitGrowthRatio + projectGrowthRatio", () => {
  it("projects an exact shared growth exactly", () => {
    // Prior and data agree (0.2 a day), so the ridge leaves the slopes where they are.
    const training = Array.from({ length: 60 }, (_, i) => steady(100 + 37 * i, 1 + (i % 6), 24 * (i % 9)));
    const fit = fitGrowthRatio(training, exactPrior);
    expect(fit.beta[0]).toBeCloseTo(0.2, 3); // views are whole numbers: not exactly 0.2
    // One reading of 1,000 views, two days ahead: 1,001·e^0.4 − 1 = 1,492.3.
    const f = projectGrowthRatio(fit, { id: "q", points: [{ hours: 100, views: 1000 }], horizonHours: 148 });
    expect(f).toMatchObject({ id: "q", expected: 1492, basis: "model" });
    // Every residual is (about) 0: the interval closes onto the point.
    expect(f.low).toBeGreaterThanOrEqual(1490);
    expect(f.high).toBeLessThanOrEqual(1494);
  });

  it("never goes below the last reading, answers the observed value at or before it, and nothing for no readings", () => {
    const shrinking: GrowthRatioFit = { ...exactPrior, beta: [-1, 0, 0, 0, 0, 0] };
    const f = projectGrowthRatio(shrinking, { id: "s", points: [{ hours: 0, views: 500 }], horizonHours: 240 });
    expect(f.low).toBe(500);
    expect(f.expected).toBe(500);
    expect(
      projectGrowthRatio(exactPrior, {
        id: "o",
        points: [
          { hours: 10, views: 7 },
          { hours: 50, views: 9 },
        ],
        horizonHours: 40,
      }),
    ).toMatchObject({ expected: 9, low: 9, high: 9, basis: "observed" });
    expect(projectGrowthRatio(exactPrior, { id: "n", points: [], horizonHours: 40 })).toMatchObject({
      expected: 0,
      low: 0,
      high: 0,
      basis: "no-data",
    });
  });

  it("answers from the prior alone without training, with ordered, finite figures", () => {
    const fit = fitGrowthRatio([], GROWTH_RATIO_PRIOR);
    expect(fit).toBe(GROWTH_RATIO_PRIOR);
    for (const days of [0.5, 3, 30, 400]) {
      const f = projectGrowthRatio(fit, {
        id: "p",
        points: [{ hours: 5, views: 12_345 }],
        horizonHours: 5 + 24 * days,
      });
      expect(f.low).toBeGreaterThanOrEqual(12_345);
      expect(f.low).toBeLessThanOrEqual(f.expected);
      expect(f.expected).toBeLessThanOrEqual(f.high);
      expect(Number.isFinite(f.high)).toBe(true);
    }
  });

  it("the shipped prior grows a trending video and gives a single reading a wider band than a video with a recent rate", () => {
    const one = projectGrowthRatio(GROWTH_RATIO_PRIOR, {
      id: "1",
      points: [{ hours: 48, views: 100_000 }],
      horizonHours: 48 + 72,
    });
    const two = projectGrowthRatio(GROWTH_RATIO_PRIOR, {
      id: "2",
      points: [
        { hours: 24, views: 90_000 },
        { hours: 48, views: 100_000 },
      ],
      horizonHours: 48 + 72,
    });
    expect(one.expected).toBeGreaterThan(100_000);
    expect(one.high / one.low).toBeGreaterThan(two.high / two.low);
  });
});

describe("projection choice", () => {
  it("cuts each held-back video at its readings and projects it to its last", () => {
    const cases = lastReadingCases([
      {
        points: [
          { hours: 0, views: 10 },
          { hours: 24, views: 20 },
          { hours: 48, views: 30 },
        ],
      },
    ]);
    expect(cases.map((c) => [c.cutoffHours, c.query.points.length, c.query.horizonHours, c.actual])).toEqual([
      [0, 1, 48, 30],
      [24, 2, 48, 30],
    ]);
  });

  it("answers with the model that did better on the held-back part, and reports its backtest", () => {
    const training = Array.from({ length: 80 }, (_, i) => steady(1000 + 91 * i, 2 + (i % 5), 24 * (i % 11)));
    const chosen = chooseProjection(training);
    expect(chosen.backtest.n).toBeGreaterThan(0);
    if (chosen.other.mdape !== null) expect(chosen.backtest.mdape as number).toBeLessThanOrEqual(chosen.other.mdape);
    const [f] = chosen.project([{ id: "x", points: [{ hours: 0, views: 1000 }], horizonHours: 48 }]);
    // Steady 0.2 a day: 1,001·e^0.4 − 1 = 1,492 within a few percent whichever model answers.
    expect(Math.abs((f?.expected ?? 0) / 1492 - 1)).toBeLessThan(0.05);
  });
});
