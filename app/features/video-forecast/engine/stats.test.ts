import { describe, expect, it } from "vitest";
import { conformalBounds, exceedanceShare, kthSmallest } from "./stats";

describe("order statistics", () => {
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

describe("probabilities", () => {
  it("smooths an exceedance share by half a count", () => {
    // 3 of 4 at or above 2: (3 + 0.5) / (4 + 1).
    expect(exceedanceShare([1, 2, 3, 4], 2)).toBeCloseTo(0.7, 12);
  });
});
