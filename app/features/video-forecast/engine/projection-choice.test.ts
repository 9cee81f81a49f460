import { describe, expect, it } from "vitest";
import { chooseProjection, fitNoGrowth, queryWeights, scoreWeighted } from "./projection-choice";
import { trajectoryBacktestSentence } from "./narrative";
import type { BacktestCase } from "./trajectory-backtest";
import type { Trajectory, TrajectoryPoint } from "./types";

const caseOf = (points: TrajectoryPoint[], horizonHours: number, actual: number): BacktestCase => ({
  query: { id: "c", points, horizonHours },
  actual,
  cutoffHours: points[points.length - 1]!.hours,
  requestedHorizonHours: horizonHours,
});

describe("queryWeights: held-back cases weighted to look like the request", () => {
  const single1 = caseOf([{ hours: 0, views: 100 }], 24, 150); // one reading, 1 day ahead (band ≤ 1.5)
  const single3 = caseOf([{ hours: 0, views: 100 }], 72, 200); // one reading, 3 days ahead (band ≤ 3.5)
  const several1 = caseOf(
    [
      { hours: 0, views: 100 },
      { hours: 24, views: 150 },
    ],
    48,
    180,
  ); // two readings, 1 day ahead
  const cases = [single1, single3, several1];

  it("gives each query's unit to the cases of its stratum, else of its kind", () => {
    const queries = [
      { id: "a", points: [{ hours: 500, views: 9 }], horizonHours: 520 }, // single, 0.83 days: single1
      { id: "b", points: [{ hours: 0, views: 9 }], horizonHours: 30 }, // single, 1.25 days: single1
      {
        id: "c",
        points: [
          { hours: 0, views: 9 },
          { hours: 24, views: 12 },
        ],
        horizonHours: 24 + 72,
      }, // several, 3 days: no such case, so all "several" cases (several1)
      { id: "d", points: [{ hours: 10, views: 9 }], horizonHours: 5 }, // answered by its readings: nothing
    ];
    expect(queryWeights(cases, queries)).toEqual([2, 0, 1]);
  });

  it("weighs every case 1 without queries", () => {
    expect(queryWeights(cases, [])).toEqual([1, 1, 1]);
    expect(queryWeights(cases, undefined)).toEqual([1, 1, 1]);
  });

  it("scores with those weights", () => {
    // Errors: 150 vs 150 → 0%; 100 vs 200 → 50%; 240 vs 180 → 33.3%. Weights 2, 0, 1: the
    // weighted median (half of 3 reached at the first case) is 0%; coverage counts weights.
    const forecasts = [
      { expected: 150, low: 140, high: 160 },
      { expected: 100, low: 100, high: 120 },
      { expected: 240, low: 200, high: 260 },
    ];
    const s = scoreWeighted(cases, forecasts, [2, 0, 1]);
    expect(s.n).toBe(2);
    expect(s.mdape).toBe(0);
    expect(s.coverage80).toBeCloseTo(2 / 3, 12);
    expect(s.mrse).toBeCloseTo(((240 / 180 - 1) ** 2 * 1) / 3, 12);
  });
});

describe("no growth as a candidate", () => {
  it("answers the last reading, with a range from the training's growth per √day", () => {
    // Growth to the last reading, per √day: ln(201/101)/√1 = 0.688 and ln(401/101)/√4 = 0.689;
    // two values: the conformal level min(1, 0.9·3/2) = 1 takes the larger.
    const training: Trajectory[] = [
      {
        points: [
          { hours: 0, views: 100 },
          { hours: 24, views: 200 },
        ],
      },
      {
        points: [
          { hours: 0, views: 100 },
          { hours: 96, views: 400 },
        ],
      },
    ];
    const [f] = fitNoGrowth(training)([{ id: "q", points: [{ hours: 0, views: 1000 }], horizonHours: 24 }]);
    const q90 = Math.log(401 / 101) / 2;
    expect(f).toMatchObject({ id: "q", expected: 1000, low: 1000, basis: "model" });
    expect(f!.high).toBe(Math.ceil(Math.expm1(Math.log1p(1000) + q90)));
  });

  it("is chosen when no model beats it on the held-back training", () => {
    // Videos that never gain a view: no growth is exact, and any model predicting growth is worse.
    const flat = Array.from({ length: 40 }, (_, i) => ({
      points: [0, 24, 48, 72].map((h) => ({ hours: h, views: 1000 + 13 * i })),
    }));
    const chosen = chooseProjection(flat, {
      queries: [{ id: "q", points: [{ hours: 0, views: 5000 }], horizonHours: 72 }],
    });
    expect(chosen.kind).toBe("no-growth");
    expect(chosen.backtest.mdape).toBe(0);
    expect(chosen.project([{ id: "q", points: [{ hours: 0, views: 5000 }], horizonHours: 72 }])[0]).toMatchObject({
      expected: 5000,
      low: 5000,
    });
  });

  it("a chosen model's backtest is never worse than no growth's on the same cases", () => {
    const growing = Array.from({ length: 60 }, (_, i) => ({
      points: Array.from({ length: 2 + (i % 4) }, (_, d) => ({
        hours: 24 * d,
        views: Math.round((2000 + 97 * i) * Math.exp(0.3 * d)),
      })),
    }));
    const chosen = chooseProjection(growing, {
      queries: [{ id: "q", points: [{ hours: 0, views: 5000 }], horizonHours: 48 }],
    });
    expect(chosen.kind).not.toBe("no-growth");
    expect(chosen.backtest.mdape!).toBeLessThan(chosen.candidates["no-growth"].mdape!);
  });
});

describe("the backtest in words", () => {
  it("states the fractions as percentages a creator reads", () => {
    expect(trajectoryBacktestSentence({ n: 119, mdape: 0.2149, coverage80: 0.904, noGrowthMdape: 0.521 })).toBe(
      "Checked on 119 cases from videos held back from the training and cut like these: the forecast was off by 21% (median), where assuming no more views would be off by 52%; 90% of them landed inside the 80% range.",
    );
    expect(trajectoryBacktestSentence({ n: 0, mdape: null, coverage80: null, noGrowthMdape: null })).toMatch(
      /^Not checked: the training has too few videos/,
    );
  });
});
