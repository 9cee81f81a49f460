import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ALPHA,
  POWER,
  abTestResponse,
  additionalPerGroup,
  evaluateAbTest,
  impressionsPerGroup,
  probabilityBest,
  reportedPValue,
  twoProportionZTest,
  wilsonInterval,
  type AbVariantInput,
} from "./ab-test";
import { normalCdf, regularizedIncompleteBeta } from "~/lib/stats";

const variants = (...rows: [name: string, impressions: number, clicks: number][]): AbVariantInput[] =>
  rows.map(([name, impressions, clicks]) => ({ name, impressions, clicks }));

/** ln B(a, b) for whole a, b from factorials summed as logs: independent of the engine's routines. */
function logBetaWhole(a: number, b: number): number {
  const logFactorial = (n: number) => {
    let sum = 0;
    for (let i = 2; i <= n; i++) sum += Math.log(i);
    return sum;
  };
  return logFactorial(a - 1) + logFactorial(b - 1) - logFactorial(a + b - 1);
}

/**
 * P(X_B > X_A) for X_A ~ Beta(αA, βA), X_B ~ Beta(αB, βB), αB whole, by the finite sum
 * Σ_{i=0}^{αB−1} B(αA + i, βA + βB) / ((βB + i)·B(1 + i, βB)·B(αA, βA)) (Evan Miller's closed form).
 */
function probabilityBBeatsA(alphaA: number, betaA: number, alphaB: number, betaB: number): number {
  let total = 0;
  for (let i = 0; i < alphaB; i++) {
    total += Math.exp(
      logBetaWhole(alphaA + i, betaA + betaB) -
        Math.log(betaB + i) -
        logBetaWhole(1 + i, betaB) -
        logBetaWhole(alphaA, betaA),
    );
  }
  return total;
}

/** The posteriors of (impressions, clicks) counts. */
const posterior = (impressions: number, clicks: number) => ({ a: 1 + clicks, b: 1 + impressions - clicks });

describe("Wilson score interval", () => {
  it("50 clicks of 1,000: [0.038130, 0.065314]", () => {
    // z² = 3.841459, z²/n = 0.003841459; centre = (0.05 + 0.0019207)/1.0038415 = 0.051722;
    // half = 1.959964·√(0.05·0.95/1000 + 0.003841459/4000)/1.0038415 = 1.959964·0.0069614/1.0038415 = 0.013592.
    const { low, high } = wilsonInterval(50, 1000);
    expect(low).toBeCloseTo(0.03813, 5);
    expect(high).toBeCloseTo(0.065314, 5);
  });

  it("behaves at 0 clicks, all clicks and no impressions", () => {
    // p = 0: centre and half are both (z²/2n)/(1 + z²/n), so the interval is [0, z²/(n + z²)].
    const z2 = 1.959964 ** 2;
    expect(wilsonInterval(0, 10)).toEqual({ low: 0, high: expect.closeTo(z2 / (10 + z2), 12) });
    expect(wilsonInterval(10, 10)).toEqual({ low: expect.closeTo(10 / (10 + z2), 12), high: 1 });
    expect(wilsonInterval(0, 0)).toEqual({ low: 0, high: 1 });
  });
});

describe("two-proportion z-test", () => {
  it("1000/50 vs 1000/80: z = −2.721095, two-sided p = 0.0065066", () => {
    // p1 = 0.05, p2 = 0.08, p̄ = 130/2000 = 0.065; se = √(0.065·0.935·(2/1000)) = √0.00012155 = 0.0110250;
    // z = −0.03/0.0110250 = −2.721095; p = 2·(1 − Φ(2.721095)) = 2·0.0032533 = 0.0065066.
    const { z, pValue } = twoProportionZTest({ impressions: 1000, clicks: 50 }, { impressions: 1000, clicks: 80 });
    expect(z).toBeCloseTo(-2.721095, 5);
    expect(pValue).toBeCloseTo(0.0065066, 6);
  });

  it("is p = 1 without variation or without impressions", () => {
    expect(twoProportionZTest({ impressions: 100, clicks: 0 }, { impressions: 50, clicks: 0 })).toEqual({
      z: 0,
      pValue: 1,
    });
    expect(twoProportionZTest({ impressions: 100, clicks: 100 }, { impressions: 50, clicks: 50 })).toEqual({
      z: 0,
      pValue: 1,
    });
    expect(twoProportionZTest({ impressions: 0, clicks: 0 }, { impressions: 50, clicks: 5 })).toEqual({
      z: 0,
      pValue: 1,
    });
  });

  it("reports p-values to 6 significant digits, never as 0", () => {
    expect(reportedPValue(0.00650659748)).toBe(0.0065066);
    expect(reportedPValue(0)).toBe(Number.MIN_VALUE);
    expect(reportedPValue(1e-200)).toBe(1e-200);
    expect(reportedPValue(1)).toBe(1);
  });
});

describe("probability of being best", () => {
  it("splits evenly between identical variants", () => {
    expect(probabilityBest([posterior(1000, 50), posterior(1000, 50)])).toEqual([0.5, 0.5]);
    const three = probabilityBest([posterior(1000, 50), posterior(1000, 50), posterior(1000, 50)]);
    expect(three[0]).toBe(three[1]);
    expect(three[1]).toBe(three[2]);
    expect(three[0]).toBeCloseTo(1 / 3, 15);
    expect(probabilityBest([posterior(0, 0), posterior(0, 0), posterior(0, 0)]).map((p) => p * 3)).toEqual([
      expect.closeTo(1, 12),
      expect.closeTo(1, 12),
      expect.closeTo(1, 12),
    ]);
  });

  it("matches closed forms: P(Beta(2,1) > Beta(1,1)) = ∫2x·x dx = 2/3; U, U, Beta(2,1) → ¼, ¼, ½", () => {
    const [a, b] = probabilityBest([
      { a: 1, b: 1 },
      { a: 2, b: 1 },
    ]);
    expect(b).toBeCloseTo(2 / 3, 8);
    expect(a).toBeCloseTo(1 / 3, 8);
    // P(U best) = ∫ 1·x·x² dx = ¼ each; P(Beta(2,1) best) = ∫ 2x·x² dx = ½.
    const three = probabilityBest([
      { a: 1, b: 1 },
      { a: 1, b: 1 },
      { a: 2, b: 1 },
    ]);
    expect(three[0]).toBeCloseTo(0.25, 8);
    expect(three[1]).toBeCloseTo(0.25, 8);
    expect(three[2]).toBeCloseTo(0.5, 8);
    // P(Beta(6,1) > Beta(1,2)) = 1 − ∫2(1 − x)·x⁶ dx = 1 − 2(1/7 − 1/8) = 27/28.
    expect(
      probabilityBest([
        { a: 1, b: 2 },
        { a: 6, b: 1 },
      ])[1],
    ).toBeCloseTo(27 / 28, 8);
  });

  it("agrees with the exact finite sum for whole parameters", () => {
    for (const [nA, cA, nB, cB] of [
      [1000, 50, 1000, 80],
      [200, 12, 180, 17],
      [30, 2, 10, 3],
      [5000, 250, 5200, 250],
    ] as const) {
      const exact = probabilityBBeatsA(1 + cA, 1 + nA - cA, 1 + cB, 1 + nB - cB);
      expect(probabilityBest([posterior(nA, cA), posterior(nB, cB)])[1]).toBeCloseTo(exact, 7);
    }
  });

  it("computes the same with the continued-fraction CDF and with the running integral", () => {
    for (const ps of [
      [posterior(1000, 50), posterior(1000, 60), posterior(900, 44)],
      [posterior(100_000, 5000), posterior(100_000, 5100)],
      [posterior(0, 0), posterior(40, 3), posterior(300_000, 15_000)],
    ]) {
      const viaFraction = probabilityBest(ps, "continued-fraction");
      const viaIntegral = probabilityBest(ps, "running-integral");
      viaFraction.forEach((p, i) => expect(p).toBeCloseTo(viaIntegral[i] as number, 7));
    }
  });

  it("works for millions and a trillion impressions (peaked posteriors): the normal limit", () => {
    // Posteriors this narrow are nearly normal: P(B > A) ≈ Φ((μB − μA)/√(σA² + σB²)).
    for (const [n, cA, cB] of [
      [1e6, 50_000, 50_300],
      [1e9, 5e7, 5e7 + 8_000],
      [1e12, 5e10, 5e10 + 200_000],
    ] as const) {
      const ps = [posterior(n, cA), posterior(n, cB)];
      const moments = ps.map(({ a, b }) => ({ mean: a / (a + b), variance: (a * b) / ((a + b) ** 2 * (a + b + 1)) }));
      const [mA, mB] = moments as [{ mean: number; variance: number }, { mean: number; variance: number }];
      const normal = normalCdf((mB.mean - mA.mean) / Math.sqrt(mA.variance + mB.variance));
      expect(probabilityBest(ps)[1]).toBeCloseTo(normal, 4);
    }
  });

  it("mixes a point-like posterior with a broad one: P(broad best) = 1 − I_0.05(3, 29)", () => {
    // A: 10^9 impressions at 5% (sd 7e-6, a near point mass); B: 30 impressions, 2 clicks → Beta(3, 29).
    const [a, b] = probabilityBest([posterior(1e9, 5e7), posterior(30, 2)]);
    expect(b).toBeCloseTo(1 - regularizedIncompleteBeta(0.05, 3, 29), 4);
    expect((a as number) + (b as number)).toBeCloseTo(1, 12);
  });
});

describe("sample size", () => {
  it("p1 = 0.05, p2 = 0.06: 8,158 per group", () => {
    // z_0.975 = 1.959964, z_0.8 = 0.841621, p̄ = 0.055:
    // 1.959964·√(2·0.055·0.945) = 1.959964·0.322413 = 0.631918; 0.841621·√(0.0475 + 0.0564) = 0.841621·0.322335 = 0.271284;
    // (0.903202)² / 0.01² = 8157.7 → 8,158.
    const n = impressionsPerGroup(0.05, 0.06);
    expect(n).toBeCloseTo(8157.7, 0);
    expect(Math.ceil(n)).toBe(8158);
    expect(impressionsPerGroup(0.06, 0.05)).toBe(n);
    expect(impressionsPerGroup(0.05, 0.05)).toBe(Infinity);
  });

  it("with equal groups, adds ⌈n⌉ − n0 to each", () => {
    expect(additionalPerGroup({ p1: 0.06, p2: 0.05, n1: 1000, n2: 1000 })).toBe(8158 - 1000);
    expect(additionalPerGroup({ p1: 0.06, p2: 0.05, n1: 9000, n2: 9000 })).toBe(0);
    expect(additionalPerGroup({ p1: 0.05, p2: 0.05, n1: 10, n2: 10 })).toBeNull();
  });

  it("with unequal groups, the fewest equal additions that give the pair 80% power", () => {
    // |p1 − p2| ≥ z_{α/2}·√(p̄q̄(1/n1 + 1/n2)) + z_β·√(p1q1/n1 + p2q2/n2), p̄ pooled: true at m, false at m − 1.
    const zA = 1.959963984540054;
    const zB = 0.8416212335729143;
    const powered = (p1: number, p2: number, n1: number, n2: number) => {
      const pooled = (p1 * n1 + p2 * n2) / (n1 + n2);
      return (
        Math.abs(p1 - p2) >=
        zA * Math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2)) +
          zB * Math.sqrt((p1 * (1 - p1)) / n1 + (p2 * (1 - p2)) / n2)
      );
    };
    for (const [p1, p2, n1, n2] of [
      [0.06, 0.05, 1000, 100_000],
      [0.3, 0.1, 5, 50],
      [0.051, 0.05, 2e6, 10],
    ] as const) {
      const m = additionalPerGroup({ p1, p2, n1, n2 }) as number;
      expect(m).toBeGreaterThan(0);
      expect(powered(p1, p2, n1 + m, n2 + m)).toBe(true);
      expect(powered(p1, p2, n1 + m - 1, n2 + m - 1)).toBe(false);
    }
    // "2·8,158 − the total" would say 0 here, though the small group is far short of 8,158.
    expect(additionalPerGroup({ p1: 0.06, p2: 0.05, n1: 1000, n2: 100_000 })).toBe(3101);
  });

  it("answers rates a hair apart with a finite (huge) number", () => {
    const m = additionalPerGroup({ p1: 0.05 + 1e-12, p2: 0.05, n1: 1e12, n2: 1e12 }) as number;
    expect(m).toBeGreaterThan(1e20);
    expect(Number.isFinite(m)).toBe(true);
  });
});

describe("evaluateAbTest", () => {
  it("names a clear winner: 1000/50 vs 1000/80", () => {
    const result = evaluateAbTest(variants(["A", 1000, 50], ["B", 1000, 80]));
    expect(result.winner).toBe("B");
    expect(result.pValue).toBeCloseTo(0.0065066, 7);
    expect(result.impressionsNeeded).toBeNull();
    expect(result.inconclusiveReason).toBeNull();
    const [a, b] = result.variants;
    expect(a).toMatchObject({
      name: "A",
      ctr: 0.05,
      ctrLow: expect.closeTo(0.03813, 5),
      ctrHigh: expect.closeTo(0.065314, 5),
    });
    expect(b!.ctr).toBe(0.08);
    // P(B best) from the exact finite sum for Beta(51, 951) vs Beta(81, 921), rounded to 4 decimals.
    expect(b!.probabilityBest).toBe(Math.round(probabilityBBeatsA(51, 951, 81, 921) * 10_000) / 10_000);
    expect(b!.probabilityBest).toBe(0.9967);
    expect(a!.probabilityBest + b!.probabilityBest).toBeCloseTo(1, 10);
    expect(result.test).toEqual({ method: "two-proportion-z", statistic: expect.closeTo(-2.721095, 5), df: 1 });
    expect(result).toMatchObject({ alpha: ALPHA, power: POWER, winProbability: 0.95 });
  });

  it("keeps running when p ≥ 0.05: 1000/50 vs 1000/60 needs 2·8,158 − 2,000 = 14,316 more", () => {
    // p̄ = 0.055, se = √(0.055·0.945·0.002) = 0.010196, z = 0.98082, p = 2·(1 − Φ(0.98082)) = 0.32668.
    const result = evaluateAbTest(variants(["A", 1000, 50], ["B", 1000, 60]));
    expect(result.winner).toBeNull();
    expect(result.pValue).toBeCloseTo(0.32668, 4);
    expect(result.impressionsNeeded).toBe(14_316);
    expect(result.additionalPerVariant).toBe(7158);
    expect(result.inconclusiveReason).toBe("needs-more-impressions");
    expect(result.testedPair).toEqual({ best: "B", runnerUp: "A" });
  });

  it("needs both rules: P(best) ≥ 0.95 with p ≥ 0.05 is no winner", () => {
    // 1000/50 vs 1000/68: p̄ = 0.059, se = 0.010537, z = 1.7082, p = 0.0876; P(B best) ≈ 0.956.
    const result = evaluateAbTest(variants(["A", 1000, 50], ["B", 1000, 68]));
    expect(result.variants[1]!.probabilityBest).toBeGreaterThanOrEqual(0.95);
    expect(result.pValue).toBeGreaterThan(0.05);
    expect(result.winner).toBeNull();
    expect(result.impressionsNeeded).toBe(2 * (Math.ceil(impressionsPerGroup(0.068, 0.05)) - 1000));
  });

  it("needs both rules: p < 0.05 with P(best) < 0.95 is no winner, and the borderline answer is positive", () => {
    // A 1/0, B 3/3: pooled 3/4, se = √(0.75·0.25·(1 + 1/3)) = 0.5, z = 2, p = 0.0455003.
    // A ~ Beta(1, 2), B ~ Beta(4, 1): P(A > B) = ∫2(1 − x)x⁴ dx = 2(1/5 − 1/6) = 1/15, so P(B best) = 0.9333.
    // The power formula already says enough (m = 0); one more impression each at the observed rates
    // (A 2/0, B 4/4) gives P(A > B) = ∫3(1 − x)²x⁵ dx = 3·B(6, 3) = 1/56, P(B) = 0.9821, and z = 2.449, p = 0.0143: a winner.
    const result = evaluateAbTest(variants(["A", 1, 0], ["B", 3, 3]));
    expect(result.pValue).toBeCloseTo(0.0455003, 7);
    expect(result.variants[1]!.probabilityBest).toBe(0.9333);
    expect(result.winner).toBeNull();
    expect(result.inconclusiveReason).toBe("borderline");
    expect(result.impressionsNeeded).toBe(2);
    const after = evaluateAbTest(variants(["A", 2, 0], ["B", 4, 4]));
    expect(after.winner).toBe("B");
    expect(after.variants[1]!.probabilityBest).toBe(0.9821);
  });

  it("counts P(best) = 0.95 exactly as enough: 2/2 vs 0/2", () => {
    // A ~ Beta(3, 1), B ~ Beta(1, 3): P(B > A) = ∫3x²(1 − x)³ dx = 3·B(3, 4) = 3·(2!3!/6!) = 0.05; z = 2, p = 0.0455.
    const result = evaluateAbTest(variants(["A", 2, 2], ["B", 2, 0]));
    expect(result.variants.map((v) => v.probabilityBest)).toEqual([0.95, 0.05]);
    expect(result.winner).toBe("A");
  });

  it("tests three variants with the chi-square test of homogeneity (2 df)", () => {
    // 5000/250, 5000/330, 5000/260: p̄ = 840/15000 = 0.056, expected 280 each;
    // χ² = (30² + 50² + 20²)/(5000·0.056·0.944) = 3800/264.32 = 14.37651, p = e^{−χ²/2} = 0.000755405.
    const result = evaluateAbTest(variants(["A", 5000, 250], ["B", 5000, 330], ["C", 5000, 260]));
    expect(result.test).toEqual({
      method: "chi-square-homogeneity",
      statistic: expect.closeTo(3800 / 264.32, 9),
      df: 2,
    });
    expect(result.pValue).toBe(Number(Math.exp(-3800 / 264.32 / 2).toPrecision(6)));
    expect(result.winner).toBe("B");
    expect(result.variants.reduce((sum, v) => sum + v.probabilityBest, 0)).toBeCloseTo(1, 3);
  });

  it("gives the same p-value by chi-square and z for two variants (χ² = z²)", () => {
    const two = evaluateAbTest(variants(["A", 1000, 50], ["B", 1000, 80]));
    // A third variant with no impressions drops out of the chi-square test, leaving A vs B with 1 df.
    const withEmpty = evaluateAbTest(variants(["A", 1000, 50], ["B", 1000, 80], ["C", 0, 0]));
    expect(withEmpty.test.method).toBe("chi-square-homogeneity");
    expect(withEmpty.test.df).toBe(1);
    expect(withEmpty.test.statistic).toBeCloseTo(two.test.statistic ** 2, 10);
    expect(withEmpty.pValue).toBe(two.pValue);
  });

  it("for three inconclusive variants, sizes the best vs the runner-up and multiplies by three", () => {
    // 1000/50, 1000/80, 1000/65: p = 0.02467 < 0.05 but P(B best) = 0.9 < 0.95; pair B (0.08) vs C (0.065).
    const result = evaluateAbTest(variants(["A", 1000, 50], ["B", 1000, 80], ["C", 1000, 65]));
    expect(result.pValue).toBeCloseTo(0.02467, 5);
    expect(result.winner).toBeNull();
    expect(result.testedPair).toEqual({ best: "B", runnerUp: "C" });
    expect(result.impressionsNeeded).toBe(3 * (Math.ceil(impressionsPerGroup(0.08, 0.065)) - 1000));
  });

  it("handles millions of impressions", () => {
    const result = evaluateAbTest(variants(["A", 1e6, 50_000], ["B", 1e6, 50_300]));
    expect(result.winner).toBeNull();
    expect(result.variants[1]!.probabilityBest).toBeCloseTo(0.8345, 3);
    expect(result.impressionsNeeded).toBe(2 * (Math.ceil(impressionsPerGroup(0.0503, 0.05)) - 1e6));
    const huge = evaluateAbTest(variants(["A", 1e12, 0], ["B", 1e12, 1e11], ["C", 1e12, 5e10]));
    expect(huge.winner).toBe("B");
    expect(huge.pValue).toBeGreaterThan(0);
    expect(huge.variants.map((v) => v.probabilityBest)).toEqual([0, 1, 0]);
  });

  it("handles no impressions at all", () => {
    const result = evaluateAbTest(variants(["A", 0, 0], ["B", 0, 0], ["C", 0, 0]));
    expect(result.variants).toEqual(
      ["A", "B", "C"].map((name) => ({
        name,
        ctr: 0,
        ctrLow: 0,
        ctrHigh: 1,
        probabilityBest: 0.3333,
        impressions: 0,
        clicks: 0,
      })),
    );
    expect(result).toMatchObject({
      winner: null,
      pValue: 1,
      impressionsNeeded: null,
      inconclusiveReason: "no-impressions-yet",
      testedPair: null,
    });
    // One variant seen is still no comparison; its unseen rival keeps the uniform prior.
    const one = evaluateAbTest(variants(["A", 0, 0], ["B", 100, 5]));
    expect(one).toMatchObject({
      winner: null,
      pValue: 1,
      impressionsNeeded: null,
      inconclusiveReason: "no-impressions-yet",
    });
  });

  it("never names a variant that leads on its prior alone", () => {
    // C unseen: P(C best) = P(U > ~0.012) ≈ 0.988 on its flat prior; A vs B is overwhelming (p ≈ 7e-42).
    const result = evaluateAbTest(variants(["A", 1e6, 10_000], ["B", 1e6, 12_000], ["C", 0, 0]));
    expect(result.variants[2]!.probabilityBest).toBeGreaterThan(0.95);
    expect(result.pValue).toBeLessThan(0.05);
    expect(result.winner).toBeNull();
    // One impression without a click: P(C best) = P(Beta(1, 2) > ~0.012) = (1 − 0.012)² ≈ 0.976, still no winner.
    const shownOnce = evaluateAbTest(variants(["A", 1e6, 10_000], ["B", 1e6, 12_000], ["C", 1, 0]));
    expect(shownOnce.variants[2]!.probabilityBest).toBeCloseTo(0.976, 2);
    expect(shownOnce.winner).toBeNull();
    // A and B already have the power to tell 1% from 1.2% (m = 0): C has to be shown. Projected at the
    // pooled 1.1%, C is ruled out once (0.012 − 0.011)/√(0.011/m) ≈ 1.645, m ≈ 0.011·1645² ≈ 30,000.
    expect(result.inconclusiveReason).toBe("borderline");
    const m = result.additionalPerVariant!;
    expect(m).toBeGreaterThan(20_000);
    expect(m).toBeLessThan(45_000);
    expect(result.impressionsNeeded).toBe(3 * m);
    const at = (extra: number) =>
      evaluateAbTest(
        variants(
          ["A", 1e6 + extra, 10_000 + extra * 0.01],
          ["B", 1e6 + extra, 12_000 + extra * 0.012],
          ["C", extra, extra * 0.011],
        ),
      ).winner;
    expect(at(m)).toBe("B");
    expect(at(m - 1)).toBeNull();
  });

  it("has no finite answer when the leading rates are equal", () => {
    const noClicks = evaluateAbTest(variants(["A", 500, 0], ["B", 800, 0]));
    expect(noClicks).toMatchObject({
      winner: null,
      pValue: 1,
      impressionsNeeded: null,
      inconclusiveReason: "no-difference-yet",
    });
    expect(noClicks.variants.map((v) => v.ctrLow)).toEqual([0, 0]);
    const tiedLeaders = evaluateAbTest(variants(["A", 1000, 50], ["B", 2000, 100], ["C", 1000, 30]));
    expect(tiedLeaders).toMatchObject({
      winner: null,
      impressionsNeeded: null,
      inconclusiveReason: "no-difference-yet",
    });
  });

  it("answers with exactly the contract's fields", () => {
    const response = abTestResponse(evaluateAbTest(variants(["Old thumbnail", 1200, 60], ["New thumbnail", 1100, 70])));
    expect(Object.keys(response).sort()).toEqual(["impressionsNeeded", "pValue", "variants", "winner"]);
    for (const v of response.variants)
      expect(Object.keys(v).sort()).toEqual(["ctr", "ctrHigh", "ctrLow", "name", "probabilityBest"]);
    expect(response.variants.map((v) => v.name)).toEqual(["Old thumbnail", "New thumbnail"]);
  });

  it("keeps its invariants on any counts", () => {
    const counts = fc
      .tuple(fc.nat({ max: 2_000 }), fc.double({ min: 0, max: 1, noNaN: true }))
      .map(([n, share]) => ({ impressions: n, clicks: Math.floor(n * share) }));
    fc.assert(
      fc.property(fc.array(counts, { minLength: 2, maxLength: 3 }), (rows) => {
        const result = evaluateAbTest(rows.map((r, i) => ({ name: `V${i}`, ...r })));
        const sum = result.variants.reduce((s, v) => s + v.probabilityBest, 0);
        expect(Math.abs(sum - 1)).toBeLessThanOrEqual(2e-4);
        for (const v of result.variants) {
          expect(v.ctrLow).toBeLessThanOrEqual(v.ctr + 1e-12);
          expect(v.ctr).toBeLessThanOrEqual(v.ctrHigh + 1e-12);
          expect(v.probabilityBest).toBeGreaterThanOrEqual(0);
          expect(v.probabilityBest).toBeLessThanOrEqual(1);
        }
        expect(result.pValue).toBeGreaterThan(0);
        expect(result.pValue).toBeLessThanOrEqual(1);
        const top = Math.max(...result.variants.map((v) => v.probabilityBest));
        if (result.winner !== null) {
          expect(result.pValue).toBeLessThan(0.05);
          expect(result.variants.find((v) => v.name === result.winner)!.probabilityBest).toBe(top);
          expect(top).toBeGreaterThanOrEqual(0.95);
          expect(result.impressionsNeeded).toBeNull();
          const winner = result.variants.find((v) => v.name === result.winner)!;
          expect(winner.impressions).toBeGreaterThan(0);
          for (const v of result.variants) if (v.impressions > 0) expect(v.ctr).toBeLessThanOrEqual(winner.ctr);
        } else {
          expect(result.pValue >= 0.05 || top < 0.95).toBe(true);
          if (result.impressionsNeeded !== null) {
            expect(Number.isInteger(result.impressionsNeeded)).toBe(true);
            expect(result.impressionsNeeded).toBeGreaterThan(0);
          } else expect(["no-impressions-yet", "no-difference-yet"]).toContain(result.inconclusiveReason);
        }
      }),
      { numRuns: 300, seed: 20260601 },
    );
  });
});
