import { describe, expect, it } from "vitest";
import { generateSampleWorld } from "~/dev/sample-world/generator";
import { trajectoriesFromDataset } from "./from-dataset";
import { backtestCases, scoreForecasts, trajectoryBacktest } from "./trajectory-backtest";
import { flatBaseline, pintoBaseline, szaboHubermanBaseline } from "./trajectory-baselines";

describe("backtest cases", () => {
  const video = {
    points: [
      { hours: 1, views: 10 },
      { hours: 6, views: 60 },
      { hours: 24, views: 200 },
      { hours: 170, views: 900 },
      { hours: 700, views: 1300 },
    ],
  };

  it("takes a reading within 10% of the horizon's age as its actual, and cuts at readings at least 20% of age before it", () => {
    const cases = backtestCases([video], { horizonsHours: [168, 672, 2160] });
    // 7 days: the 170 h reading; 28 days: the 700 h reading; 90 days: no reading reaches it.
    expect(cases.map((c) => [c.cutoffHours, c.requestedHorizonHours, c.query.horizonHours, c.actual])).toEqual([
      [1, 168, 170, 900],
      [6, 168, 170, 900],
      [24, 168, 170, 900],
      [1, 672, 700, 1300],
      [6, 672, 700, 1300],
      [24, 672, 700, 1300],
      [170, 672, 700, 1300],
    ]);
    expect(cases[2]?.query.points.map((p) => p.hours)).toEqual([1, 6, 24]);
  });

  it("interpolates an actual only between readings at most ×2 apart in age", () => {
    const daily = { points: Array.from({ length: 40 }, (_, d) => ({ hours: 12 + 24 * d, views: 100 * (d + 1) })) };
    const cases = backtestCases([daily], { horizonsHours: [500], maxCutoffsPerVideo: 2 });
    expect(cases).toHaveLength(2);
    expect(cases[0]?.query.horizonHours).toBe(492);
    const sparse = {
      points: [
        { hours: 10, views: 5 },
        { hours: 2000, views: 900 },
      ],
    };
    expect(backtestCases([sparse], { horizonsHours: [500] })).toEqual([]);
  });
});

describe("scores", () => {
  it("computes median APE, MRSE and coverage by hand", () => {
    const cases = [100, 200, 400].map((actual) => ({
      query: { id: "x", points: [], horizonHours: 1 },
      actual,
      cutoffHours: 0,
      requestedHorizonHours: 1,
    }));
    const forecasts = [
      { expected: 150, low: 90, high: 160 }, // APE 50%, RSE 0.25, inside
      { expected: 180, low: 210, high: 300 }, // APE 10%, RSE 0.01, outside
      { expected: 400, low: 300, high: 500 }, // APE 0, RSE 0, inside
    ];
    const s = scoreForecasts(cases, forecasts);
    expect(s.n).toBe(3);
    expect(s.mdape).toBeCloseTo(10, 10);
    expect(s.mrse).toBeCloseTo(0.26 / 3, 12);
    expect(s.coverage80).toBeCloseTo(2 / 3, 12);
  });
});

describe("baselines, hand-computed", () => {
  const training = [
    {
      points: [
        { hours: 10, views: 99 },
        { hours: 100, views: 199 },
      ],
    },
    {
      points: [
        { hours: 10, views: 99 },
        { hours: 100, views: 799 },
      ],
    },
  ];
  const query = { id: "q", points: [{ hours: 10, views: 49 }], horizonHours: 100 };

  it("Szabo–Huberman multiplies by the exp of the mean log growth", () => {
    // ln(1+N) grew by ln 2 and ln 8: mean ln 4, so 50 → 200 on the (1 + N) scale.
    expect(szaboHubermanBaseline(training)(query).expected).toBeCloseTo(199, 6);
  });

  it("flat keeps the last reading", () => {
    expect(flatBaseline()(query).expected).toBe(49);
  });

  it("Pinto's linear model reproduces an exact proportional rule", () => {
    // Every video ends at exactly 3× its views at the cutoff: Θ·X = 3·N(t_i) fits with zero error.
    const exact = Array.from({ length: 12 }, (_, i) => ({
      points: [
        { hours: 1, views: 10 + i },
        { hours: 3, views: 40 + 3 * i },
        { hours: 10, views: 100 + 7 * i },
        { hours: 100, views: 3 * (100 + 7 * i) },
      ],
    }));
    const f = pintoBaseline(exact)({ id: "p", points: exact[5]!.points.slice(0, 3), horizonHours: 100 });
    expect(f.expected / (3 * 135)).toBeCloseTo(1, 3);
  });
});

describe("trajectoryBacktest on the sample channel", () => {
  it("holds back the newest quarter and measures the model on it", () => {
    const world = generateSampleWorld();
    const own = trajectoriesFromDataset(world.own);
    const b = trajectoryBacktest(own);
    expect(b.n).toBeGreaterThan(200);
    expect(b.mdape).toBeGreaterThan(0);
    expect(b.mdape).toBeLessThan(25);
    expect(b.coverage80).toBeGreaterThan(0.65);
    expect(b.coverage80).toBeLessThan(0.95);
    expect(trajectoryBacktest([])).toEqual({ n: 0, mdape: null, mrse: null, coverage80: null, medianWidthRatio: null });
  });
});
