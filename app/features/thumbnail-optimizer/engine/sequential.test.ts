import { describe, expect, it } from "vitest";
import { twoProportionZTest } from "./ab-test";
import {
  MAX_TEST_DAYS,
  SEQUENTIAL_ALPHA,
  daysToClear,
  sequentialCtrVerdict,
  sequentialDailyVerdict,
} from "./sequential";

/** A seeded generator (mulberry32): the simulation is the same on every run. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const clicksOf = (random: () => number, impressions: number, ctr: number) => {
  let c = 0;
  for (let i = 0; i < impressions; i++) if (random() < ctr) c++;
  return c;
};

/**
 * Runs `runs` tests of `rates.length` variants alternated day by day (each variant one whole day in
 * turn, `perDay` impressions that day), read after every day up to `days`; returns how many named
 * a winner, and which.
 */
function simulate(rates: number[], opts: { runs: number; days: number; perDay: number; seed: number }) {
  const random = seeded(opts.seed);
  const winners: number[] = [];
  let naive = 0;
  for (let run = 0; run < opts.runs; run++) {
    const arms = rates.map(() => ({ impressions: 0, clicks: 0 }));
    let naiveCalled = false;
    let stopped = false;
    for (let day = 0; day < opts.days; day++) {
      const v = day % rates.length;
      arms[v]!.impressions += opts.perDay;
      arms[v]!.clicks += clicksOf(random, opts.perDay, rates[v]!);
      // The fixed-sample test read daily, for comparison (two variants only).
      if (rates.length === 2 && arms[1]!.impressions > 0 && !naiveCalled) {
        if (twoProportionZTest(arms[0]!, arms[1]!).pValue < SEQUENTIAL_ALPHA) naiveCalled = true;
      }
      if (stopped) continue;
      const verdict = sequentialCtrVerdict(arms);
      if (verdict.state === "winner") winners.push(verdict.winner);
      stopped = verdict.state !== "continue";
    }
    if (naiveCalled) naive++;
  }
  return { winners, naive };
}

describe("the sequential stopping rule on CTR, read every day", () => {
  it("names a false winner among two equal variants in at most α of tests over six weeks of daily looks, where a z-test read daily does far more often", () => {
    const runs = 400;
    const { winners, naive } = simulate([0.05, 0.05], { runs, days: MAX_TEST_DAYS, perDay: 800, seed: 71 });
    expect(winners.length / runs).toBeLessThanOrEqual(SEQUENTIAL_ALPHA);
    // The reason for the rule: peeking at a fixed-sample test every day inflates its false winners.
    expect(naive / runs).toBeGreaterThan(2 * SEQUENTIAL_ALPHA);
  });

  it("keeps the false-winner rate at most α with three equal variants too", () => {
    const runs = 300;
    const { winners } = simulate([0.04, 0.04, 0.04], { runs, days: MAX_TEST_DAYS, perDay: 600, seed: 7 });
    expect(winners.length / runs).toBeLessThanOrEqual(SEQUENTIAL_ALPHA);
  });

  it("finds a real 30% difference and names the better variant", () => {
    const runs = 100;
    const { winners } = simulate([0.05, 0.065], { runs, days: MAX_TEST_DAYS, perDay: 2000, seed: 11 });
    expect(winners.length / runs).toBeGreaterThan(0.9);
    expect(winners.every((w) => w === 1)).toBe(true);
  });

  it("waits while a variant has no impressions, and ends when no difference worth acting on is left possible", () => {
    expect(
      sequentialCtrVerdict([
        { impressions: 1000, clicks: 50 },
        { impressions: 0, clicks: 0 },
      ]).state,
    ).toBe("continue");
    const huge = 50_000_000;
    expect(
      sequentialCtrVerdict([
        { impressions: huge, clicks: huge * 0.05 },
        { impressions: huge, clicks: huge * 0.0501 },
      ]).state,
    ).toBe("no-difference");
  });
});

describe("the sequential rule on Shorts' daily views", () => {
  it("names no winner between two Shorts titles whose daily views are alike", () => {
    expect(
      sequentialDailyVerdict([
        [100, 120, 90, 110],
        [105, 95, 115, 100],
      ]).state,
    ).toBe("continue");
  });
  it("names the title whose every day is far above the other's", () => {
    const a = Array.from({ length: 12 }, (_, i) => 100 + (i % 3));
    const b = Array.from({ length: 12 }, (_, i) => 300 + (i % 3));
    expect(sequentialDailyVerdict([a, b])).toMatchObject({ state: "winner", winner: 1 });
  });
});

describe("how long a test takes on a channel's own impressions", () => {
  it("is shorter with more impressions a day and null when six weeks cannot be enough", () => {
    const many = daysToClear(20_000, 0.05, 2)!;
    const few = daysToClear(5_000, 0.05, 2)!;
    expect(many).toBeLessThan(few);
    expect(daysToClear(50, 0.05, 2)).toBeNull();
    expect(daysToClear(0, 0.05, 2)).toBeNull();
    // Three variants take longer than two on the same traffic.
    expect(daysToClear(20_000, 0.05, 3)!).toBeGreaterThan(many);
  });
});
