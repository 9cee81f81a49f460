import { describe, expect, it } from "vitest";
import { logGamma, regularizedGammaP, regularizedGammaQ, stirlingRemainder } from "./gamma";

/** ln((n − 1)!) by summing logs: an independent lnΓ(n) for whole n. */
const logFactorialOf = (n: number) => {
  let sum = 0;
  for (let k = 2; k < n; k++) sum += Math.log(k);
  return sum;
};

describe("log-gamma", () => {
  it("is ln((n − 1)!) at whole numbers, small and large", () => {
    for (const n of [1, 2, 3, 5, 10, 11, 20, 57, 171, 1_000, 10_000]) {
      expect(logGamma(n)).toBeCloseTo(logFactorialOf(n), n < 200 ? 12 : 8);
    }
  });

  it("matches Γ(½) = √π and Γ(n + ½) = (2n)!/(4^n n!)·√π", () => {
    expect(logGamma(0.5)).toBeCloseTo(0.5 * Math.log(Math.PI), 14);
    // Γ(3.5) = 6!/(4³·3!)·√π = (15/8)·√π.
    expect(logGamma(3.5)).toBeCloseTo(Math.log((15 / 8) * Math.sqrt(Math.PI)), 14);
    expect(logGamma(0.001)).toBeCloseTo(Math.log(999.4237724845955), 10);
  });

  it("has a Stirling remainder of about 1/(12z) that stays accurate for huge arguments", () => {
    expect(stirlingRemainder(1e6)).toBeCloseTo(1 / 12e6, 18);
    expect(stirlingRemainder(1e12) * 12e12).toBeCloseTo(1, 12);
    // lnΓ(z + 1) − lnΓ(z) = ln z, even at 10^9 where lnΓ itself is ~2·10^10.
    const z = 1e9;
    const stirling = (x: number) => (x - 0.5) * Math.log(x) - x + 0.5 * Math.log(2 * Math.PI);
    expect(stirling(z + 1) - stirling(z) + stirlingRemainder(z + 1) - stirlingRemainder(z)).toBeCloseTo(Math.log(z), 5);
    expect(Number.isNaN(logGamma(0))).toBe(true);
    expect(Number.isNaN(logGamma(-1))).toBe(true);
  });
});

describe("regularized incomplete gamma", () => {
  it("is 1 − e^{−x} for a = 1 and e^{−x}(1 + x) tails for a = 2", () => {
    for (const x of [0.01, 0.5, 1, 2, 5, 30]) {
      expect(regularizedGammaP(1, x)).toBeCloseTo(-Math.expm1(-x), 14);
      expect(regularizedGammaQ(2, x)).toBeCloseTo(Math.exp(-x) * (1 + x), 14);
    }
  });

  it("gives erfc through Q(½, x²): erfc(1) = 0.157299207050285, erfc(3) = 2.20904969985854e-5", () => {
    expect(regularizedGammaQ(0.5, 1)).toBeCloseTo(0.157299207050285, 14);
    expect(regularizedGammaQ(0.5, 9) / 2.20904969985854e-5).toBeCloseTo(1, 12);
  });

  it("keeps P + Q = 1 on both sides of x = a + 1, and its limits", () => {
    for (const [a, x] of [
      [0.5, 0.2],
      [3, 3.9],
      [3, 4.1],
      [50, 40],
      [50, 70],
      [1000, 1000],
    ] as const) {
      expect(regularizedGammaP(a, x) + regularizedGammaQ(a, x)).toBeCloseTo(1, 14);
    }
    expect(regularizedGammaP(2, 0)).toBe(0);
    expect(regularizedGammaQ(2, 0)).toBe(1);
    expect(regularizedGammaQ(2, Infinity)).toBe(0);
    expect(Number.isNaN(regularizedGammaP(-1, 1))).toBe(true);
  });
});
