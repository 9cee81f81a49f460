import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  mean,
  median,
  pearson,
  percentileRank,
  quantile,
  quantileOfSorted,
  standardDeviation,
  variance,
  weightedMedian,
  weightedTrimmedMean,
} from "./index";

/** Finite doubles of a size the engines see (views, ratios, logs), so sums cannot overflow. */
const value = fc.double({ min: -1e9, max: 1e9, noNaN: true, noDefaultInfinity: true });
const values = fc.array(value, { minLength: 1, maxLength: 60 });
const probability = fc.double({ min: 0, max: 1, noNaN: true });

describe("median", () => {
  it("takes the middle value, or the mean of the middle two, ignoring non-finite values", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([Number.NaN, 5, Infinity])).toBe(5);
    expect(median([])).toBeNull();
    expect(median(new Float64Array([2, 8]))).toBe(5);
  });

  it("lies between the minimum and the maximum and ignores the order of the values", () => {
    fc.assert(
      fc.property(
        values.chain((xs) =>
          fc.tuple(fc.constant(xs), fc.shuffledSubarray(xs, { minLength: xs.length, maxLength: xs.length })),
        ),
        ([xs, shuffled]) => {
          const m = median(xs)!;
          expect(m).toBeGreaterThanOrEqual(Math.min(...xs));
          expect(m).toBeLessThanOrEqual(Math.max(...xs));
          // `+ 0` makes -0 and 0 one value: which of the two sits in the middle depends on the order.
          expect(median(shuffled)! + 0).toBe(m + 0);
        },
      ),
    );
  });

  it("has at least half the values on each side", () => {
    fc.assert(
      fc.property(values, (xs) => {
        const m = median(xs)!;
        expect(2 * xs.filter((x) => x <= m).length).toBeGreaterThanOrEqual(xs.length);
        expect(2 * xs.filter((x) => x >= m).length).toBeGreaterThanOrEqual(xs.length);
      }),
    );
  });

  it("is the type-7 quantile at ½", () => {
    fc.assert(
      fc.property(values, (xs) => {
        expect(quantile(xs, 0.5)).toBeCloseTo(median(xs)!, 6);
      }),
    );
  });
});

describe("quantile (type 7)", () => {
  it("interpolates between order statistics: the 90th percentile of 1..10 is 9.1", () => {
    expect(quantile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.9)).toBeCloseTo(9.1, 12);
    expect(quantile([10, 1, 5], 0.25)).toBe(3);
    expect(quantile([Number.NaN], 0.5)).toBeNull();
    expect(quantileOfSorted(new Float64Array([1, 2, 4]), 0.75)).toBe(3);
  });

  it("is the minimum at 0, the maximum at 1, and never decreases as p grows", () => {
    fc.assert(
      fc.property(values, probability, probability, (xs, p, q) => {
        expect(quantile(xs, 0) === Math.min(...xs)).toBe(true); // ===, not Object.is: -0 and 0 are the same value here
        expect(quantile(xs, 1) === Math.max(...xs)).toBe(true);
        const [lo, hi] = p <= q ? [p, q] : [q, p];
        expect(quantile(xs, lo)!).toBeLessThanOrEqual(quantile(xs, hi)!);
      }),
    );
  });
});

describe("percentileRank (mid-rank: ties count half)", () => {
  it("counts ties as half and is 50 with nothing to compare", () => {
    expect(percentileRank(3, [1, 2, 3, 4])).toBe(62.5);
    expect(percentileRank(0, [1, 2])).toBe(0);
    expect(percentileRank(5, [1, 5, 5, 9])).toBe(50);
    expect(percentileRank(10, [1, 2, 3, 4])).toBe(100);
    expect(percentileRank(5, [])).toBe(50);
  });

  it("computes an exact half exactly, so every page rounds 23 of 40 (57.5) to 58", () => {
    // 3 below and 17 ties of 20: (3 + 8.5)/20 = 57.5. Dividing first gave 57.49999999999999 (57).
    const population = [1, 1, 1, ...new Array<number>(17).fill(2)];
    expect(percentileRank(2, population)).toBe(57.5);
    expect(Math.round(percentileRank(2, population))).toBe(58);
  });

  it("ranks a member among the others: best 100, worst 0, a lone one 50", () => {
    const scores = [0.5, 1, 1, 4];
    expect(scores.map((s) => percentileRank(s, scores, { memberOfPopulation: true }))).toEqual([0, 50, 50, 100]);
    expect(percentileRank(7, [7], { memberOfPopulation: true })).toBe(50);
  });

  it("treats values within the tolerance as ties", () => {
    expect(percentileRank(1, [1 + 1e-12, 0], { tieTolerance: 1e-9 })).toBe(75);
    expect(percentileRank(1, [1 + 1e-12, 0])).toBe(50);
  });

  it("stays in [0, 100] and never falls as the value rises", () => {
    fc.assert(
      fc.property(values, value, value, (xs, a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const rLo = percentileRank(lo, xs);
        const rHi = percentileRank(hi, xs);
        expect(rLo).toBeGreaterThanOrEqual(0);
        expect(rHi).toBeLessThanOrEqual(100);
        expect(rLo).toBeLessThanOrEqual(rHi);
      }),
    );
  });

  it("averages to 50 over the members themselves (mid-ranks are symmetric)", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -5, max: 5 }), { minLength: 2, maxLength: 40 }), (xs) => {
        const ranks = xs.map((x) => percentileRank(x, xs, { memberOfPopulation: true }));
        expect(ranks.reduce((s, r) => s + r, 0) / ranks.length).toBeCloseTo(50, 9);
      }),
    );
  });
});

describe("mean, variance and standard deviation", () => {
  it("use n − 1 and skip non-finite values", () => {
    expect(mean([1, 2, Number.NaN, 6])).toBe(3);
    expect(mean([])).toBeNull();
    expect(variance([2, 4, 4, 4, 5, 5, 7, 9])).toBeCloseTo(32 / 7, 12);
    expect(standardDeviation([2, 4, 4, 4, 5, 5, 7, 9])).toBeCloseTo(Math.sqrt(32 / 7), 12);
    expect(standardDeviation([5])).toBeNull();
    expect(standardDeviation([1, Infinity])).toBeNull();
  });

  it("keep the mean between min and max; the spread ignores a shift and scales with |c|", () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -1e4, max: 1e4, noNaN: true }), { minLength: 2, maxLength: 40 }),
        fc.double({ min: -100, max: 100, noNaN: true }),
        (xs, c) => {
          const m = mean(xs)!;
          expect(m).toBeGreaterThanOrEqual(Math.min(...xs) - 1e-9);
          expect(m).toBeLessThanOrEqual(Math.max(...xs) + 1e-9);
          const sd = standardDeviation(xs)!;
          expect(sd).toBeGreaterThanOrEqual(0);
          expect(standardDeviation(xs.map((x) => x + c))!).toBeCloseTo(sd, 6);
          expect(standardDeviation(xs.map((x) => x * c))!).toBeCloseTo(Math.abs(c) * sd, 4);
        },
      ),
    );
  });
});

describe("weighted median and trimmed mean", () => {
  it("weights: the smallest value where the cumulative weight reaches half", () => {
    // Weights 1, 1, 4 (total 6): cumulative 1, 2, 6 -> half (3) is reached at the third value.
    expect(weightedMedian([10, 20, 30], [1, 1, 4])).toBe(30);
    // Equal weights on an even count land exactly on half: the two middle values are averaged.
    expect(weightedMedian([10, 20, 30, 40], [1, 1, 1, 1])).toBe(25);
    expect(weightedMedian([10, 20], [0, 0])).toBeNull();
  });

  it("equal weights give the plain median, and a trimmed mean between min and max", () => {
    fc.assert(
      fc.property(values, (xs) => {
        const ones = xs.map(() => 1);
        expect(weightedMedian(xs, ones)).toBeCloseTo(median(xs)!, 6);
        const t = weightedTrimmedMean(xs, ones, 0.2)!;
        expect(t).toBeGreaterThanOrEqual(Math.min(...xs) - 1e-6);
        expect(t).toBeLessThanOrEqual(Math.max(...xs) + 1e-6);
      }),
    );
  });
});

describe("pearson", () => {
  it("is 1 for a rising line, −1 for a falling one, and within [−1, 1]", () => {
    expect(pearson([1, 2, 3], [2, 4, 6])).toBeCloseTo(1, 12);
    expect(pearson([1, 2, 3], [3, 2, 1])).toBeCloseTo(-1, 12);
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: -100, max: 100 }), fc.integer({ min: -100, max: 100 })), {
          minLength: 3,
          maxLength: 30,
        }),
        (pairs) => {
          const r = pearson(
            pairs.map((p) => p[0]),
            pairs.map((p) => p[1]),
          );
          if (!Number.isNaN(r)) expect(Math.abs(r)).toBeLessThanOrEqual(1 + 1e-12);
        },
      ),
    );
  });
});
