import { describe, expect, it } from "vitest";
import { chiSquareHomogeneity, chiSquareSf } from "./chi-square";
import { normalSf } from "./normal";

describe("chi-square tail", () => {
  it("has the closed forms e^{−x/2} (2 df), e^{−x/2}(1 + x/2) (4 df) and 2·Q(√x) (1 df)", () => {
    for (const x of [0.1, 1, 5.991465, 12, 80]) {
      expect(chiSquareSf(x, 2)).toBeCloseTo(Math.exp(-x / 2), 15);
      expect(chiSquareSf(x, 4)).toBeCloseTo(Math.exp(-x / 2) * (1 + x / 2), 14);
      expect(chiSquareSf(x, 1)).toBeCloseTo(2 * normalSf(Math.sqrt(x)), 14);
    }
  });

  it("puts 5% above the usual critical values", () => {
    expect(chiSquareSf(3.841459, 1)).toBeCloseTo(0.05, 6);
    expect(chiSquareSf(5.991465, 2)).toBeCloseTo(0.05, 6);
    expect(chiSquareSf(0, 2)).toBe(1);
  });
});

describe("chi-square test of homogeneity", () => {
  it("on a 2×3 table by hand", () => {
    // 1000/50, 1000/80, 1000/65: pooled p̄ = 195/3000 = 0.065, p̄(1 − p̄) = 0.060775; expected clicks 65 each.
    // χ² = ((−15)² + 15² + 0²) / (1000 · 0.060775) = 450/60.775 = 7.404360…; p = e^{−χ²/2} = 0.024670.
    const test = chiSquareHomogeneity([
      { impressions: 1000, clicks: 50 },
      { impressions: 1000, clicks: 80 },
      { impressions: 1000, clicks: 65 },
    ]);
    expect(test.df).toBe(2);
    expect(test.statistic).toBeCloseTo(450 / 60.775, 10);
    expect(test.pValue).toBeCloseTo(Math.exp(-450 / 60.775 / 2), 12);
    expect(test.pValue).toBeCloseTo(0.02467, 5);
  });

  it("is z² with the same p-value for two variants", () => {
    // 1000/50 vs 1000/80: se = √(0.065·0.935·2/1000) = 0.0110250; z = 0.03/se = 2.721095; z² = 7.404360.
    const test = chiSquareHomogeneity([
      { impressions: 1000, clicks: 50 },
      { impressions: 1000, clicks: 80 },
    ]);
    const z = 0.03 / Math.sqrt((0.065 * 0.935 * 2) / 1000);
    expect(test.df).toBe(1);
    expect(test.statistic).toBeCloseTo(z * z, 10);
    expect(test.pValue).toBeCloseTo(2 * normalSf(z), 12);
  });

  it("leaves out empty variants and answers p = 1 without variation", () => {
    const withEmpty = chiSquareHomogeneity([
      { impressions: 1000, clicks: 50 },
      { impressions: 0, clicks: 0 },
      { impressions: 1000, clicks: 80 },
    ]);
    expect(withEmpty.df).toBe(1);
    expect(withEmpty.statistic).toBeCloseTo(450 / 60.775, 10);
    expect(
      chiSquareHomogeneity([
        { impressions: 10, clicks: 0 },
        { impressions: 20, clicks: 0 },
        { impressions: 5, clicks: 0 },
      ]),
    ).toEqual({ statistic: 0, df: 2, pValue: 1 });
    expect(
      chiSquareHomogeneity([
        { impressions: 10, clicks: 10 },
        { impressions: 20, clicks: 20 },
      ]).pValue,
    ).toBe(1);
    expect(
      chiSquareHomogeneity([
        { impressions: 10, clicks: 3 },
        { impressions: 0, clicks: 0 },
      ]).pValue,
    ).toBe(1);
  });
});
