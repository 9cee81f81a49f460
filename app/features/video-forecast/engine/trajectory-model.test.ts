import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { generateSampleWorld } from "~/dev/sample-world/generator";
import { trajectoriesFromDataset } from "./from-dataset";
import { gridHours, powerTrajectory, powerViews } from "./growth-fixtures";
import { relativeErrorCentre } from "./growth-pair";
import { GRID_STEP } from "./trajectory-grid";
import { fitTrajectoryModel, projectTrajectories, projectTrajectory } from "./trajectory-model";
import type { TrajectoryPoint } from "./types";

const SEED = 20_261_122;
const RUNS = 60;

describe("the intercept: least absolute relative error", () => {
  it("is the median of the log growth weighted by e^(−r)", () => {
    // 9 videos grew by 1, 11 by 2 (log). Plain median: 2. Weights: 9·e^−1 = 3.31 and 11·e^−2 = 1.49;
    // half the total (2.40) is reached at the first group, so the centre is 1.
    const residuals = new Float64Array([...new Array<number>(9).fill(1), ...new Array<number>(11).fill(2)]);
    expect(relativeErrorCentre(residuals)).toBe(1);
    // With a narrow spread it is the plain median.
    expect(relativeErrorCentre(new Float64Array([0.1, 0.2, 0.3, 0.4, 0.5]))).toBe(0.3);
  });
});

describe("fitTrajectoryModel + projectTrajectory, hand-computed", () => {
  it("projects a shared growth exactly (Szabo–Huberman's case: every video grows alike)", () => {
    // ln(1 + N) = a + 0.8·τ for every video, sizes from 50 to ~20,000 views at the cutoff.
    const training = Array.from({ length: 40 }, (_, i) => powerTrajectory(2 + i * 0.15, 0.8));
    const model = fitTrajectoryModel(training);
    const query = powerTrajectory(5, 0.8, 4, 20).points;
    const f = projectTrajectory(model, { id: "q", points: query, horizonHours: gridHours(36) });
    const exact = powerViews(5, 0.8, 36);
    expect(f.basis).toBe("model");
    expect(f.expected).toBe(Math.round(exact));
    // Growth never varied, so the calibrated interval collapses onto the point.
    expect(f.low).toBeGreaterThanOrEqual(Math.floor(exact) - 1);
    expect(f.high).toBeLessThanOrEqual(Math.ceil(exact) + 1);
  });

  it("tells fast growers from slow ones by their features, and falls back to the weighted median with one reading", () => {
    // 18 videos with k = 0.5 and 22 with k = 1.0, interleaved in time.
    const training = Array.from({ length: 40 }, (_, i) => powerTrajectory(2 + (i % 7) * 0.3, i % 20 < 9 ? 0.5 : 1.0));
    const model = fitTrajectoryModel(training);
    const horizon = gridHours(36);
    const slow = projectTrajectory(model, {
      id: "slow",
      points: powerTrajectory(4, 0.5, 4, 20).points,
      horizonHours: horizon,
    });
    const fast = projectTrajectory(model, {
      id: "fast",
      points: powerTrajectory(4, 1.0, 4, 20).points,
      horizonHours: horizon,
    });
    // Exact: e^(4 + k·36·step) − 1; the ridge shrinks the slopes a little, hence 10%.
    expect(slow.expected / powerViews(4, 0.5, 36)).toBeCloseTo(1, 1);
    expect(fast.expected / powerViews(4, 1.0, 36)).toBeCloseTo(1, 1);

    // One reading at grid age 20: no features to read. Growth 16 steps ahead is 0.5·16·step or
    // 1.0·16·step; weights 18·e^(−0.5Δ) vs 22·e^(−Δ) with Δ = 16·step = 2.77: 4.5 vs 1.4, so the
    // weighted median (and the forecast) is the slow growth, although most videos grew fast.
    const single = projectTrajectory(model, {
      id: "one",
      points: [{ hours: gridHours(20), views: Math.expm1(6) }],
      horizonHours: horizon,
    });
    expect(single.expected / Math.expm1(6 + 0.5 * 16 * GRID_STEP)).toBeCloseTo(1, 2);
  });

  it("answers the observed value when the horizon is not after the last reading", () => {
    const model = fitTrajectoryModel([]);
    const points = [
      { hours: 1, views: 99 },
      { hours: 3, views: 9999 },
    ];
    expect(projectTrajectory(model, { id: "a", points, horizonHours: 3 })).toEqual({
      id: "a",
      expected: 9999,
      low: 9999,
      high: 9999,
      basis: "observed",
    });
    // Between readings: ln(1 + views) linear in ln(1 + hours): 999 at the middle.
    expect(projectTrajectory(model, { id: "b", points, horizonHours: Math.sqrt(8) - 1 }).expected).toBe(999);
  });

  it("continues the video's own pace, widely, when nothing in training reaches the horizon", () => {
    const model = fitTrajectoryModel([powerTrajectory(3, 0.7, 4, 20)]);
    const f = projectTrajectory(model, {
      id: "far",
      points: powerTrajectory(3, 0.7, 4, 20).points,
      horizonHours: gridHours(60),
    });
    expect(f.basis).toBe("no-data");
    expect(f.low).toBe(Math.ceil(powerViews(3, 0.7, 20)));
    expect(f.expected).toBeGreaterThan(f.low);
    expect(f.high).toBeGreaterThan(f.expected);
  });
});

describe("robustness", () => {
  const sample = generateSampleWorld();
  const own = trajectoriesFromDataset(sample.own);
  const model = fitTrajectoryModel(own.slice(0, 180), {
    pool: sample.competitors.flatMap((d) => trajectoriesFromDataset(d)),
  });

  it("answers odd input with finite, ordered numbers", () => {
    const queries = [
      { id: "empty", points: [], horizonHours: 168 },
      { id: "nan", points: [{ hours: Number.NaN, views: 5 }], horizonHours: 168 },
      { id: "zero", points: [{ hours: 2, views: 0 }], horizonHours: 672 },
      {
        id: "huge",
        points: [
          { hours: 5, views: 4e11 },
          { hours: 30, views: 9e11 },
        ],
        horizonHours: 2160,
      },
      {
        id: "unsorted-dupes",
        points: [
          { hours: 30, views: 900 },
          { hours: 3, views: 40 },
          { hours: 30, views: 950 },
          { hours: 12, views: 300 },
        ],
        horizonHours: 168,
      },
      {
        id: "origin-reading",
        points: [
          { hours: 0, views: 1200 },
          { hours: 24, views: 1800 },
        ],
        horizonHours: 168,
      },
      { id: "bad-horizon", points: [{ hours: 3, views: 40 }], horizonHours: Number.NaN },
      { id: "years", points: [{ hours: 20000, views: 40 }], horizonHours: 90000 },
    ];
    for (const f of projectTrajectories(model, queries)) {
      for (const v of [f.expected, f.low, f.high]) expect(Number.isFinite(v), f.id).toBe(true);
      expect(f.low, f.id).toBeLessThanOrEqual(f.expected);
      expect(f.expected, f.id).toBeLessThanOrEqual(f.high);
    }
    const [empty, , zero, huge] = projectTrajectories(model, queries);
    expect(empty).toMatchObject({ expected: 0, basis: "no-data" });
    expect(zero?.expected).toBeGreaterThanOrEqual(0);
    expect(huge?.low).toBeGreaterThanOrEqual(9e11);
  });

  it("never goes below the last reading, and orders low <= expected <= high (property)", () => {
    const point = fc.record({
      hours: fc.oneof(fc.double({ min: -10, max: 20000, noNaN: false }), fc.constantFrom(0, 1, 24, 168)),
      views: fc.oneof(fc.double({ min: -5, max: 1e10, noNaN: false }), fc.integer({ min: 0, max: 5000 })),
    });
    fc.assert(
      fc.property(
        fc.array(point, { maxLength: 12 }),
        fc.double({ min: -10, max: 30000, noNaN: false }),
        (points, horizonHours) => {
          const f = projectTrajectory(model, { id: "p", points, horizonHours });
          expect([f.expected, f.low, f.high].every(Number.isFinite)).toBe(true);
          expect(f.low).toBeLessThanOrEqual(f.expected);
          expect(f.expected).toBeLessThanOrEqual(f.high);
          const usable = points.filter(
            (p) => Number.isFinite(p.hours) && Number.isFinite(p.views) && p.hours >= 0 && p.views >= 0,
          );
          const lastReading = usable.sort((a, b) => a.hours - b.hours || b.views - a.views).at(-1);
          if (lastReading && Number.isFinite(horizonHours) && horizonHours > lastReading.hours) {
            const maxViews = Math.max(...usable.map((p) => p.views));
            expect(f.low).toBeGreaterThanOrEqual(Math.ceil(maxViews));
          }
        },
      ),
      { seed: SEED, numRuns: RUNS },
    );
  });

  /** Real-looking queries: a held-back sample video cut after k of its readings. */
  const held = own.slice(180);
  const realistic = fc.record({
    video: fc.integer({ min: 0, max: held.length - 1 }),
    readings: fc.integer({ min: 1, max: 6 }),
  });
  const cut = (video: number, readings: number): TrajectoryPoint[] => (held[video]?.points ?? []).slice(0, readings);

  it("is monotone in the horizon (property)", () => {
    fc.assert(
      fc.property(
        realistic,
        fc.double({ min: 1, max: 5000, noNaN: true }),
        fc.double({ min: 1, max: 5000, noNaN: true }),
        ({ video, readings }, h1, h2) => {
          const points = cut(video, readings);
          const [a, b] = [Math.min(h1, h2), Math.max(h1, h2)];
          const fa = projectTrajectory(model, { id: "a", points, horizonHours: a });
          const fb = projectTrajectory(model, { id: "b", points, horizonHours: b });
          expect(fb.expected).toBeGreaterThanOrEqual(fa.expected);
          expect(fb.high).toBeGreaterThanOrEqual(fa.high);
        },
      ),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it("never widens the interval absurdly with more history (property)", () => {
    fc.assert(
      fc.property(realistic, fc.constantFrom(168, 720, 2160), ({ video, readings }, horizonHours) => {
        const less = projectTrajectory(model, { id: "less", points: cut(video, readings), horizonHours });
        const more = projectTrajectory(model, { id: "more", points: cut(video, readings + 1), horizonHours });
        if (more.basis === "observed" || less.basis === "observed") return;
        const width = (f: { low: number; high: number }) => f.high / Math.max(1, f.low);
        // One more reading may shift the interval, but not make it much wider than before.
        expect(width(more)).toBeLessThanOrEqual(width(less) * 1.25 + 0.05);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it("is deterministic", () => {
    const q = { id: "d", points: cut(3, 4), horizonHours: 2160 };
    const again = fitTrajectoryModel(own.slice(0, 180), {
      pool: sample.competitors.flatMap((d) => trajectoriesFromDataset(d)),
    });
    expect(projectTrajectory(again, q)).toEqual(projectTrajectory(model, q));
  });
});
