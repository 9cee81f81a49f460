import { describe, expect, it } from "vitest";
import { betaLogPdf, betaPdf, incompleteBetaWithTerms, logBeta, regularizedIncompleteBeta } from "./beta";
import { logGamma } from "./gamma";

/** P(Binomial(n, p) ≥ k), summed term by term in log space: equals I_p(k, n − k + 1) (independent check). */
function binomialUpperTail(n: number, k: number, p: number): number {
  const logFactorial = (m: number) => {
    let sum = 0;
    for (let i = 2; i <= m; i++) sum += Math.log(i);
    return sum;
  };
  let total = 0;
  for (let j = k; j <= n; j++) {
    total += Math.exp(
      logFactorial(n) - logFactorial(j) - logFactorial(n - j) + j * Math.log(p) + (n - j) * Math.log1p(-p),
    );
  }
  return total;
}

describe("beta function", () => {
  it("is 1/12 at (2, 3) and lnΓ(a) + lnΓ(b) − lnΓ(a + b) elsewhere", () => {
    // B(2, 3) = 1!·2!/4! = 2/24.
    expect(logBeta(2, 3)).toBeCloseTo(Math.log(1 / 12), 14);
    expect(logBeta(1, 1)).toBeCloseTo(0, 14);
    for (const [a, b] of [
      [30, 40],
      [0.5, 0.5],
      [7.5, 300],
      [1, 5000],
    ] as const) {
      expect(logBeta(a, b)).toBeCloseTo(logGamma(a) + logGamma(b) - logGamma(a + b), 9);
    }
    expect(logBeta(0.5, 0.5)).toBeCloseTo(Math.log(Math.PI), 12);
  });

  it("stays accurate for parameters in the millions (duplication formula)", () => {
    // Γ(2a) = 2^{2a−1}Γ(a)Γ(a + ½)/√π gives ln B(a, a) = lnΓ(a) − lnΓ(a + ½) − (2a − 1)ln 2 + ½ln π, and
    // lnΓ(a + ½) − lnΓ(a) = ½ln a − 1/(8a) + O(a⁻³): ln B(a, a) = −½ln a + 1/(8a) − (2a − 1)ln 2 + ½ln π.
    for (const a of [1e6, 1e9]) {
      const expected = -0.5 * Math.log(a) + 1 / (8 * a) - (2 * a - 1) * Math.LN2 + 0.5 * Math.log(Math.PI);
      expect(logBeta(a, a) - expected).toBeCloseTo(0, a > 1e8 ? 5 : 8);
    }
  });
});

describe("beta density", () => {
  it("matches closed forms", () => {
    expect(betaPdf(0.5, 2, 3)).toBeCloseTo(12 * 0.5 * 0.25, 13); // 1/B(2,3) · x(1 − x)² = 12·x(1 − x)²
    expect(betaPdf(0.3, 1, 1)).toBeCloseTo(1, 14);
    expect(betaPdf(0, 1, 5)).toBeCloseTo(5, 13); // b(1 − x)^{b − 1}
    expect(betaPdf(1, 4, 1)).toBeCloseTo(4, 13); // a·x^{a − 1}
    expect(betaPdf(1, 1, 2)).toBe(0);
    expect(betaPdf(0, 3, 1)).toBe(0);
    expect(betaLogPdf(-0.1, 2, 2)).toBe(-Infinity);
    expect(betaLogPdf(1.1, 2, 2)).toBe(-Infinity);
  });

  it("peaks at 1/(sd·√2π) for huge counts, the normal limit", () => {
    // Beta(5e10 + 1, 9.5e11 + 1): mean ≈ 0.05, sd = √(0.05·0.95/10^12) ≈ 2.1794e-7; skewness ~1e-5.
    const a = 5e10 + 1;
    const b = 9.5e11 + 1;
    const mean = a / (a + b);
    const sd = Math.sqrt((a * b) / ((a + b) ** 2 * (a + b + 1)));
    expect(betaPdf(mean, a, b) * sd * Math.sqrt(2 * Math.PI)).toBeCloseTo(1, 4);
    // One sd away the density is e^{−½} of the peak (to the normal limit's accuracy).
    expect(betaPdf(mean + sd, a, b) / betaPdf(mean, a, b)).toBeCloseTo(Math.exp(-0.5), 4);
  });
});

describe("regularized incomplete beta", () => {
  it("I_0.5(2, 3) = 0.6875: P(Bin(4, ½) ≥ 2) = (6 + 4 + 1)/16", () => {
    expect(regularizedIncompleteBeta(0.5, 2, 3)).toBeCloseTo(0.6875, 14);
  });

  it("I_x(1, 1) = x, I_x(a, 1) = x^a, I_x(1, b) = 1 − (1 − x)^b", () => {
    for (const x of [0.001, 0.2, 0.5, 0.77, 0.999]) {
      expect(regularizedIncompleteBeta(x, 1, 1)).toBeCloseTo(x, 14);
      for (const a of [2, 3.5, 40]) expect(regularizedIncompleteBeta(x, a, 1)).toBeCloseTo(x ** a, 13);
      for (const b of [2, 7, 250]) expect(regularizedIncompleteBeta(x, 1, b)).toBeCloseTo(1 - (1 - x) ** b, 13);
    }
  });

  it("equals binomial tails and the symmetry I_x(a, b) = 1 − I_{1−x}(b, a)", () => {
    for (const [n, k, p] of [
      [60, 20, 0.3],
      [200, 12, 0.05],
      [1000, 70, 0.06],
      [30, 29, 0.9],
    ] as const) {
      expect(regularizedIncompleteBeta(p, k, n - k + 1)).toBeCloseTo(binomialUpperTail(n, k, p), 12);
    }
    for (const [x, a, b] of [
      [0.3, 4, 9],
      [0.05, 51, 951],
      [0.9, 2.5, 0.7],
    ] as const) {
      expect(regularizedIncompleteBeta(x, a, b) + regularizedIncompleteBeta(1 - x, b, a)).toBeCloseTo(1, 13);
    }
  });

  it("is ½ at the centre of symmetric posteriors in the millions, and its ends are exact", () => {
    expect(regularizedIncompleteBeta(0.5, 1e6, 1e6)).toBeCloseTo(0.5, 9);
    expect(regularizedIncompleteBeta(0, 3, 4)).toBe(0);
    expect(regularizedIncompleteBeta(1, 3, 4)).toBe(1);
    expect(Number.isNaN(regularizedIncompleteBeta(0.5, 0, 1))).toBe(true);
  });

  it("needs about √(size) continued-fraction terms, and says so when capped", () => {
    const centre = (n: number) => incompleteBetaWithTerms(0.05, 0.05 * n, 0.95 * n).terms;
    expect(centre(1e4)).toBeLessThan(300);
    expect(centre(1e6)).toBeGreaterThan(centre(1e4));
    expect(Number.isNaN(incompleteBetaWithTerms(0.05, 5e7, 9.5e8, { maxTerms: 10 }).value)).toBe(true);
  });
});
