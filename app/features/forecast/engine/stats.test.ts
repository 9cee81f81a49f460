import { describe, expect, it } from "vitest";
import {
  conformalBounds,
  exceedanceShare,
  inverseDiagonal,
  kthSmallest,
  median,
  normalCdf,
  percentileRank,
  solveSymmetric,
  weightedMedian,
} from "./stats";

describe("medians", () => {
  it("takes the middle value, or the mean of the middle two, ignoring non-finite values", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([Number.NaN, 5, Infinity])).toBe(5);
    expect(median([])).toBeNull();
  });

  it("weights: the smallest value where the cumulative weight reaches half", () => {
    // Weights 1, 1, 4 (total 6): cumulative 1, 2, 6 -> half (3) is reached at the third value.
    expect(weightedMedian([10, 20, 30], [1, 1, 4])).toBe(30);
    // Equal weights on an even count land exactly on half: the two middle values are averaged.
    expect(weightedMedian([10, 20, 30, 40], [1, 1, 1, 1])).toBe(25);
    expect(weightedMedian([10, 20], [0, 0])).toBeNull();
  });

  it("selects the k-th smallest", () => {
    expect(kthSmallest([5, 3, 9, 1, 7], 1)).toBe(1);
    expect(kthSmallest([5, 3, 9, 1, 7], 3)).toBe(5);
    expect(kthSmallest(new Float64Array([5, 3, 9, 1, 7]), 5)).toBe(9);
  });
});

describe("split conformal bounds", () => {
  it("takes the ⌈(n+1)(1-α/2)⌉-th order statistic from each side", () => {
    // n = 19 residuals 1..19, alpha = 0.2: rank ⌈20 × 0.9⌉ = 18 -> upper 18, lower the 2nd smallest.
    const residuals = Array.from({ length: 19 }, (_, i) => 19 - i);
    expect(conformalBounds(residuals, 0.2)).toEqual({ lower: 2, upper: 18, n: 19 });
  });

  it("has no finite bound with fewer than 9 residuals at 80%", () => {
    expect(conformalBounds([1, 2, 3, 4, 5, 6, 7, 8], 0.2)).toEqual({ lower: null, upper: null, n: 8 });
    // 9 residuals: rank ⌈10 × 0.9⌉ = 9, the largest.
    expect(conformalBounds([1, 2, 3, 4, 5, 6, 7, 8, 9], 0.2)).toEqual({ lower: 1, upper: 9, n: 9 });
  });
});

describe("probabilities and ranks", () => {
  it("smooths an exceedance share by half a count", () => {
    // 3 of 4 at or above 2: (3 + 0.5) / (4 + 1).
    expect(exceedanceShare([1, 2, 3, 4], 2)).toBeCloseTo(0.7, 12);
  });

  it("ranks with ties counted half", () => {
    expect(percentileRank(3, [1, 2, 3, 4])).toBe(62.5);
    expect(percentileRank(0, [1, 2])).toBe(0);
    expect(percentileRank(5, [])).toBe(50);
  });

  it("has the standard normal CDF", () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(normalCdf(1.2815515655446004)).toBeCloseTo(0.9, 6);
    expect(normalCdf(-1.959963984540054)).toBeCloseTo(0.025, 6);
  });
});

describe("linear algebra", () => {
  it("solves a symmetric positive definite system", () => {
    // [[4, 2], [2, 3]] x = [2, 1] -> x = [0.5, 0].
    const x = solveSymmetric(
      [
        [4, 2],
        [2, 3],
      ],
      [2, 1],
    );
    expect(x?.[0]).toBeCloseTo(0.5, 12);
    expect(x?.[1]).toBeCloseTo(0, 12);
    expect(
      solveSymmetric(
        [
          [1, 1],
          [1, 1],
        ],
        [1, 1],
      ),
    ).toBeNull();
  });

  it("gives the diagonal of the inverse", () => {
    // inverse of [[4, 2], [2, 3]] is [[3, -2], [-2, 4]] / 8.
    const d = inverseDiagonal([
      [4, 2],
      [2, 3],
    ]);
    expect(d?.[0]).toBeCloseTo(3 / 8, 12);
    expect(d?.[1]).toBeCloseTo(4 / 8, 12);
  });
});
