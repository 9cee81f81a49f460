import { describe, expect, it } from "vitest";
import { normalCdf, normalPdf, normalQuantile, normalSf } from "./normal";

describe("standard normal", () => {
  it("matches table values of Φ", () => {
    expect(normalCdf(0)).toBe(0.5);
    expect(normalCdf(1)).toBeCloseTo(0.841344746068543, 14);
    // 1.959964 is z_0.975 rounded (z_0.975 = 1.95996398…): Φ(−1.959964) = 0.0249999991.
    expect(normalCdf(-1.959964)).toBeCloseTo(0.025, 8);
    expect(normalCdf(2.5)).toBeCloseTo(0.993790334674224, 14);
    expect(normalPdf(0)).toBeCloseTo(1 / Math.sqrt(2 * Math.PI), 15);
  });

  it("keeps relative accuracy far in the tails", () => {
    // Q(10) = 7.61985302416053e-24 (tables). Beyond, the asymptotic series
    // Q(z) = φ(z)/z·(1 − 1/z² + 3/z⁴ − 15/z⁶ + 105/z⁸ − …), whose next term is < 1e-9 of it for z ≥ 20.
    expect(normalSf(10) / 7.61985302416053e-24).toBeCloseTo(1, 10);
    for (const z of [20, 30, 37]) {
      const w = 1 / (z * z);
      const series = (normalPdf(z) / z) * (1 - w + 3 * w ** 2 - 15 * w ** 3 + 105 * w ** 4);
      expect(normalSf(z) / series).toBeCloseTo(1, 9);
    }
    expect(normalCdf(-10)).toBe(normalSf(10));
    expect(normalSf(-40)).toBe(1);
  });

  it("inverts: z_0.975 = 1.959964, z_0.8 = 0.841621, z_0.95 = 1.644854", () => {
    expect(normalQuantile(0.975)).toBeCloseTo(1.959964, 6);
    expect(normalQuantile(0.8)).toBeCloseTo(0.841621, 6);
    expect(normalQuantile(0.95)).toBeCloseTo(1.644854, 6);
    expect(normalQuantile(0.025)).toBeCloseTo(-1.959964, 6);
    expect(normalQuantile(0.5)).toBe(0);
    expect(normalQuantile(0)).toBe(-Infinity);
    expect(normalQuantile(1)).toBe(Infinity);
    expect(Number.isNaN(normalQuantile(1.5))).toBe(true);
  });

  it("round-trips Φ⁻¹(Φ(z)) = z from −8 to 5, and 1 − p to −z", () => {
    // For z > 0 the double Φ(z) near 1 keeps 1 − Φ(z) only to ~1e-16 absolute, hence the looser check.
    for (let z = -8; z <= 5; z += 0.37) expect(normalQuantile(normalCdf(z))).toBeCloseTo(z, z > 0 ? 6 : 10);
    for (const p of [1e-12, 1e-5, 0.01, 0.3]) expect(normalQuantile(1 - p)).toBeCloseTo(-normalQuantile(p), 4);
    // Q(37) ≈ 5.7e-300 and d ln Q/dz ≈ −z there: Φ⁻¹(1e-300) ≈ −(37 + ln 5.7 / 37) ≈ −37.047.
    expect(normalQuantile(1e-300)).toBeCloseTo(-37.047, 2);
    expect(normalCdf(normalQuantile(1e-300)) / 1e-300).toBeCloseTo(1, 10);
  });
});
