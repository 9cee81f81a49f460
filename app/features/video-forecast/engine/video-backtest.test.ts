import { describe, expect, it } from "vitest";
import { generateSampleWorld } from "~/dev/sample-world/generator";
import { DEFAULT_AGE_CURVES } from "./age-curve";
import { historyFromDataset, trajectoriesFromDataset } from "./from-dataset";
import { HOUR_MS, prepareHistory } from "./history";
import { buildContext } from "./prepublication-model";
import {
  FEW_RESIDUALS_LOG_SD,
  ape,
  calibrationOf,
  chooseCandidate,
  exceedance,
  intervalFrom,
  recalibrated,
  residualWindow,
  runBacktest,
  summarise,
  type OriginRecord,
} from "./video-backtest";

const DAY = 24 * HOUR_MS;

describe("calibration residuals", () => {
  const residuals = Array.from({ length: 30 }, (_, i) => ({ publishedMs: i * DAY, isShort: false, value: i / 10 }));

  it("uses only forecasts whose 28-day actual was in by then, the most recent 40", () => {
    // At day 40, uploads up to day 12 are resolved (12 + 28 = 40).
    expect(residualWindow(residuals, 40 * DAY, false)).toEqual(Array.from({ length: 13 }, (_, i) => i / 10));
    expect(residualWindow(residuals, 10 * DAY, false)).toEqual([]);
  });

  it("falls back to all formats when a format has fewer than 20", () => {
    const mixed = residuals.map((r, i) => ({ ...r, isShort: i % 3 === 0 }));
    const shorts = residualWindow(mixed, 100 * DAY, true);
    expect(shorts).toHaveLength(30);
    expect(residualWindow(mixed, 100 * DAY, false)).toHaveLength(20);
  });

  it("bounds the interval by split conformal order statistics, or a wide log-normal", () => {
    // 19 residuals −0.9 … 0.9: the 18th smallest is 0.8 and the 2nd smallest −0.8.
    const r = Array.from({ length: 19 }, (_, i) => (i - 9) / 10);
    const interval = intervalFrom(r);
    expect(interval.conformal).toBe(true);
    expect(interval.lower).toBeCloseTo(-0.8, 12);
    expect(interval.upper).toBeCloseTo(0.8, 12);
    expect(intervalFrom([0.1, 0.2])).toEqual({
      lower: -1.2815515655446004 * FEW_RESIDUALS_LOG_SD,
      upper: 1.2815515655446004 * FEW_RESIDUALS_LOG_SD,
      conformal: false,
    });
  });

  it("reads probabilities off the residuals", () => {
    const r = Array.from({ length: 19 }, (_, i) => (i - 9) / 10);
    // point 0, threshold 0.35: residuals 0.4 … 0.9 (6 of 19) reach it: (6 + 0.5) / 20.
    expect(exceedance(0, r, 0.35)).toBeCloseTo(6.5 / 20, 12);
    expect(exceedance(0, [], 0)).toBeCloseTo(0.5, 6);
  });

  it("issues the effects only once they beat the level on resolved uploads", () => {
    const at = 1000 * DAY;
    const history = (level: number, full: number) => ({
      level: Array.from({ length: 12 }, (_, i) => ({
        publishedMs: i * DAY,
        isShort: false,
        value: i % 2 ? level : -level,
      })),
      full: Array.from({ length: 12 }, (_, i) => ({
        publishedMs: i * DAY,
        isShort: false,
        value: i % 2 ? full : -full,
      })),
    });
    expect(chooseCandidate(history(0.5, 0.3), at, false)).toBe("full");
    expect(chooseCandidate(history(0.3, 0.5), at, false)).toBe("level");
    expect(chooseCandidate({ level: [], full: [] }, at, false)).toBe("level");
  });

  it("issues the median moved by the signals unless a model measurably beat it on the same uploads", () => {
    const at = 1000 * DAY;
    const of = (values: readonly number[]) =>
      values.map((value, i) => ({ publishedMs: i * DAY, isShort: false, value }));
    const twelve = (v: number) => of(new Array<number>(12).fill(v));
    // Too few resolved to tell, or nothing resolved yet: the signals.
    expect(chooseCandidate({ median: [], signals: [], level: [], full: [] }, at, false)).toBe("signals");
    // The full model's capped errors are 0.1 smaller on every upload: measurably better.
    expect(
      chooseCandidate({ median: twelve(0.5), signals: twelve(0.3), level: twelve(0.4), full: twelve(0.2) }, at, false),
    ).toBe("full");
    // Smaller on average (0.30 against 0.35) but only by luck on a few uploads: the paired gain is
    // under two standard errors, so the signals stay (the plain median never competes with them).
    const signals = of([0.3, 0.3, 0.3, 0.3, 0.3, 0.3, 0.3, 0.3, 0.3, 0.3, 0.3, 0.3]);
    const lucky = of([0.9, 0.0, 0.9, 0.0, 0.9, 0.0, 0.0, 0.0, 0.0, 0.6, 0.0, 0.0]);
    expect(chooseCandidate({ median: twelve(0.1), signals, level: twelve(0.4), full: lucky }, at, false)).toBe(
      "signals",
    );
  });
});

describe("errors", () => {
  it("computes the absolute percentage error on the views scale", () => {
    expect(ape(Math.log(151), Math.log(101))).toBeCloseTo(50, 9);
    expect(summarise([])).toEqual({ mdape: null, coverage80: null, n: 0 });
  });
});

describe("runBacktest on the sample channel", () => {
  it("forecasts each upload from the ones before it, and beats the channel's median", () => {
    const world = generateSampleWorld();
    const now = Date.parse(world.generatedAt);
    const ctx = buildContext(prepareHistory(historyFromDataset(world.own), now), now, DEFAULT_AGE_CURVES);
    const { records, summary } = runBacktest(ctx, { uploads: Infinity });
    expect(records.length).toBeGreaterThan(200);
    // Every upload is forecast after the one before it: the records are in publication order.
    for (let i = 1; i < records.length; i++)
      expect(records[i]!.publishedMs).toBeGreaterThan(records[i - 1]!.publishedMs);
    const baseline = records.map((r) => ape(r.baseline!, r.actual)).sort((a, b) => a - b)[records.length >> 1]!;
    expect(summary.mdape!).toBeLessThan(baseline);
    expect(summary.coverage80!).toBeGreaterThan(0.7);
    expect(summary.coverage80!).toBeLessThan(0.9);
    // The shown backtest is the last 40.
    expect(runBacktest(ctx).summary.n).toBe(40);
  });

  it("puts snapshots in publication order with hours since publication", () => {
    const world = generateSampleWorld();
    const trajectories = trajectoriesFromDataset(world.competitors[0]!);
    for (let i = 1; i < trajectories.length; i++)
      expect(Date.parse(trajectories[i]!.publishedAt)).toBeGreaterThanOrEqual(
        Date.parse(trajectories[i - 1]!.publishedAt),
      );
    const first = trajectories[0]!.points;
    expect(first[0]!.hours).toBeGreaterThan(0.9);
    expect(first[0]!.hours).toBeLessThan(1.3);
  });
});

describe("calibrationOf: a reliability table and Brier score, hand-computed", () => {
  it("bins the probabilities and compares them with the running base rate", () => {
    // Said 0.9 three times (two happened), 0.1 once (did not), 0.5 once (happened).
    const c = calibrationOf([
      { p: 0.9, happened: true },
      { p: 0.9, happened: true },
      { p: 0.9, happened: false },
      { p: 0.1, happened: false },
      { p: 0.5, happened: true },
    ]);
    expect(c.n).toBe(5);
    // Brier: (0.1² + 0.1² + 0.9² + 0.1² + 0.5²) / 5 = (0.01 + 0.01 + 0.81 + 0.01 + 0.25) / 5 = 0.218.
    expect(c.brier).toBeCloseTo(0.218, 12);
    // The base rate so far: 0.5 (none seen), 1, 1, 2/3, 2/4 against 1, 1, 0, 0, 1:
    // (0.25 + 0 + 1 + (2/3)² + 0.25) / 5 = 0.3889: the probabilities beat it.
    expect(c.brierConstant).toBeCloseTo((0.25 + 0 + 1 + 4 / 9 + 0.25) / 5, 12);
    expect(c.table.map((r) => r.n)).toEqual([1, 0, 1, 0, 3]);
    expect(c.table[4]).toMatchObject({ from: 0.8, to: 1, said: 0.9 });
    expect(c.table[4]!.happened).toBeCloseTo(2 / 3, 12);
    expect(c.table[1]).toMatchObject({ n: 0, said: null, happened: null });
    // Fewer than 20 forecasts: not shown, however good.
    expect(c.shown).toBe(false);
  });

  it("shows a probability measured on 20+ forecasts only when it beats the base rate", () => {
    const sharp = Array.from({ length: 20 }, (_, i) => ({ p: i % 2 === 0 ? 0.9 : 0.1, happened: i % 2 === 0 }));
    expect(calibrationOf(sharp).shown).toBe(true);
    // Always 0.5 on alternating outcomes: Brier 0.25, and the running base rate does about as well.
    const flat = Array.from({ length: 20 }, (_, i) => ({ p: 0.5, happened: i % 2 === 0 }));
    const c = calibrationOf(flat);
    expect(c.brier).toBeCloseTo(0.25, 12);
    expect(c.shown).toBe(c.brier! < c.brierConstant!);
    expect(calibrationOf([]).shown).toBe(false);
  });
});

describe("recalibrated: a probability read through the channel's own record", () => {
  const rec = (publishedMs: number, beat: number, actual: number): OriginRecord => ({
    index: 0,
    candidate: "level",
    publishedMs,
    isShort: false,
    actual,
    point: 0,
    low: 0,
    high: 0,
    baseline: 5,
    said: { median: 5, beat, viral: 0.01 },
  });
  it("shrinks the bin's hit rate among resolved forecasts towards the raw probability, hand-computed", () => {
    const at = 100 * DAY;
    const records = [
      rec(0, 0.9, 6), // resolved, said 80–100%, beat the median (6 >= 5)
      rec(DAY, 0.85, 4), // resolved, same bin, did not
      rec(2 * DAY, 0.95, 4.5), // resolved, same bin, did not
      rec(3 * DAY, 0.3, 6), // resolved, another bin: not counted
      rec(90 * DAY, 0.9, 6), // published 10 days before: not resolved, not counted
    ];
    // (1 hit + 5 · 0.85) / (3 + 5) = 5.25 / 8.
    expect(recalibrated(records, at, 0.85, "beat")).toBeCloseTo(5.25 / 8, 12);
    // No resolved forecast in the bin: the raw probability.
    expect(recalibrated(records, at, 0.5, "beat")).toBeCloseTo(0.5, 12);
  });
});
