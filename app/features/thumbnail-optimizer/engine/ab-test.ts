// The A/B test statistics of thumbnail and title tests: which variant's click-through rate (CTR)
// is best, how sure we are, and how much longer to run. Pure and deterministic (no sampling);
// POST /api/ab-test/evaluate answers with `abTestResponse(evaluateAbTest(variants))`.
//
// Decisions (they go into the README):
// - Rates are fractions in 0–1. ctr = clicks / impressions exactly, 0 when impressions = 0.
// - ctrLow/ctrHigh: the Wilson score 95% interval (z = 1.959964), which stays inside [0, 1] and
//   behaves at 0 clicks and small counts; with no impressions it is the whole [0, 1].
// - probabilityBest: each variant's CTR has the posterior Beta(1 + clicks, 1 + impressions − clicks)
//   (uniform prior); P(i is best) = ∫ f_i(x) Π_{j≠i} F_j(x) dx, integrated (not simulated) with
//   composite Simpson's rule on a grid concentrated around the posteriors: breakpoints every half
//   standard deviation out to ±20 sd of every posterior (clipped to [0, 1]), 8 Simpson steps
//   between neighbouring breakpoints. Densities are computed in log space (beta.ts). The CDFs are
//   the regularized incomplete beta function by its continued fraction while a + b ≤ 10^6; above
//   that the fraction needs thousands of terms per point (it grows like √(a + b)), so the CDF is
//   the running integral of the same density on the same grid (a rule exact for quadratics on
//   each step, consistent with Simpson's). The probabilities are normalised to sum to 1 (removing
//   numerical drift of ~1e-10) and rounded to 4 decimals; identical variants get exactly equal shares.
// - pValue: 2 variants, the pooled two-proportion z-test, two-sided; 3 variants, Pearson's
//   chi-square test of homogeneity on the 2×3 table of clicks and non-clicks (2 df). For two
//   variants χ² = z², so both give the same p-value. A variant with no impressions has an empty
//   column and is left out of the test (one df fewer); with fewer than two variants with
//   impressions, or a pooled rate of 0 or 1 (no variation at all), pValue = 1. Reported to 6
//   significant digits, never rounded to 0 (a p-value below the smallest double is reported as
//   Number.MIN_VALUE).
//   With the uniform prior a variant with no impressions yet has a flat posterior (mean 0.5), so it
//   keeps a real chance of being best until it is shown: that is the honest answer.
// - winner: the variant with the highest probabilityBest, only when pValue < 0.05 and that
//   probabilityBest ≥ 0.95, both read as reported (rounded), so the answer never contradicts its
//   own figures; else null. One more condition: the winner must also have impressions and the
//   highest observed CTR. Under the uniform prior a variant with (almost) no data can lead on its
//   prior alone when the others' rates are low (A 10^6/10,000, B 10^6/12,000, C 1/0 gives C
//   probabilityBest 0.976 and p ≈ 1e-40 from the chi-square test, driven by A vs B): calling C the
//   winner there would be absurd.
// - impressionsNeeded: null when there is a winner. Otherwise the current best and runner-up by
//   observed CTR (among variants with impressions; ties go to the earlier variant) are the tested
//   pair, and the answer is the additional impressions, in total over all k variants with future
//   traffic split equally (k·m, m per variant), for a two-sided two-proportion test of that pair at
//   α = 0.05 to reach 80% power if the observed rates are the true ones: the smallest whole m with
//     |p1 − p2| ≥ z_{α/2}·√(p̄(1 − p̄)(1/n1 + 1/n2)) + z_β·√(p1(1 − p1)/n1 + p2(1 − p2)/n2)
//   for n1, n2 = the pair's impressions + m and p̄ their pooled rate. With equal impressions n0 this
//   is the standard per-group formula n = (z_{α/2}·√(2p̄(1 − p̄)) + z_β·√(p1(1 − p1) + p2(1 − p2)))² / (p1 − p2)²
//   (p̄ = (p1 + p2)/2): m = ⌈n⌉ − n0, and the answer k·⌈n⌉ − (impressions so far). With unequal
//   impressions it is still exact for the stated test, where "k·n minus the total" would
//   under-count the smaller group.
//   Special cases, told apart by `inconclusiveReason`:
//   · "no-impressions-yet": fewer than two variants have impressions: no observed difference, null;
//   · "no-difference-yet": the pair's observed rates are equal (all-zero clicks included): no finite
//     sample size detects a difference of 0, null;
//   · "borderline": the formula says the impressions already suffice (m = 0), yet there is no winner
//     (small counts, where the normal approximation is optimistic and probabilityBest can stay
//     below 0.95 while p < 0.05, or a p-value just above 0.05). Then "keep running: 0 more" would
//     be a contradiction, so the answer is the fewest additional impressions (again k·m) after
//     which these same rules would name a winner if every variant kept its observed rate (projected
//     clicks = clicks + m·ctr; a variant with no impressions yet at the others' pooled rate);
//   · "needs-more-impressions": the power formula's answer, the usual case.
import { betaLogPdf, chiSquareHomogeneity, normalQuantile, normalSf, regularizedIncompleteBeta } from "~/lib/stats";

export const ALPHA = 0.05;
export const POWER = 0.8;
export const WIN_PROBABILITY = 0.95;
/** z_{0.975}, the two-sided 95% normal quantile used by the Wilson interval. */
export const Z_95 = 1.959964;
export const MIN_VARIANTS = 2;
export const MAX_VARIANTS = 3;

export const METHODS = {
  interval: "Wilson score interval, 95% (z = 1.959964)",
  probabilityBest:
    "Beta(1 + clicks, 1 + impressions − clicks) posteriors (uniform prior), P(best) by numerical integration",
  pValueTwo: "Pooled two-proportion z-test, two-sided",
  pValueMore:
    "Chi-square test of homogeneity on the 2×k table of clicks and non-clicks (k − 1 df; equals z² for two variants)",
  impressionsNeeded:
    "Two-sided two-proportion test of the best vs the runner-up by CTR, 80% power at α = 0.05, traffic split equally",
} as const;

export type AbVariantInput = { name: string; impressions: number; clicks: number };

export type AbVariantResult = {
  name: string;
  /** clicks / impressions, 0 when impressions = 0. */
  ctr: number;
  /** Wilson score 95% interval; [0, 1] when impressions = 0. */
  ctrLow: number;
  ctrHigh: number;
  /** P(this variant has the highest true CTR), rounded to 4 decimals. */
  probabilityBest: number;
  impressions: number;
  clicks: number;
};

export type InconclusiveReason = "no-impressions-yet" | "no-difference-yet" | "borderline" | "needs-more-impressions";

export type AbTestEvaluation = {
  variants: AbVariantResult[];
  winner: string | null;
  /** The two-sided p-value (6 significant digits, never 0). */
  pValue: number;
  /** Additional impressions in total across all variants; null with a winner or when no finite answer. */
  impressionsNeeded: number | null;
  /** Why there is no winner yet; null with a winner. */
  inconclusiveReason: InconclusiveReason | null;
  /** The best and runner-up by observed CTR, the pair the sample size is computed for. */
  testedPair: { best: string; runnerUp: string } | null;
  /** m, the additional impressions per variant (impressionsNeeded = m × number of variants). */
  additionalPerVariant: number | null;
  test: { method: "two-proportion-z" | "chi-square-homogeneity"; statistic: number; df: number };
  alpha: typeof ALPHA;
  power: typeof POWER;
  winProbability: typeof WIN_PROBABILITY;
  methods: typeof METHODS & { pValue: string };
};

/** Exactly the fields POST /api/ab-test/evaluate answers with. */
export type AbTestResponse = {
  variants: { name: string; ctr: number; ctrLow: number; ctrHigh: number; probabilityBest: number }[];
  winner: string | null;
  pValue: number;
  impressionsNeeded: number | null;
};

// ---------------------------------------------------------------------------------------------
// Intervals and tests

/** The Wilson score interval for `clicks` out of `impressions` (z = 1.959964 by default). */
export function wilsonInterval(clicks: number, impressions: number, z = Z_95): { low: number; high: number } {
  if (impressions <= 0) return { low: 0, high: 1 };
  const p = clicks / impressions;
  const z2n = (z * z) / impressions;
  const centre = p + z2n / 2;
  const half = z * Math.sqrt((p * (1 - p)) / impressions + z2n / (4 * impressions));
  const low = clicks <= 0 ? 0 : Math.max(0, (centre - half) / (1 + z2n));
  const high = clicks >= impressions ? 1 : Math.min(1, (centre + half) / (1 + z2n));
  return { low, high };
}

/** The pooled two-proportion z-test, two-sided; z = 0 and p = 1 with an empty group or a pooled rate of 0 or 1. */
export function twoProportionZTest(
  a: { impressions: number; clicks: number },
  b: { impressions: number; clicks: number },
): { z: number; pValue: number } {
  if (a.impressions <= 0 || b.impressions <= 0) return { z: 0, pValue: 1 };
  const pooled = (a.clicks + b.clicks) / (a.impressions + b.impressions);
  if (pooled <= 0 || pooled >= 1) return { z: 0, pValue: 1 };
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / a.impressions + 1 / b.impressions));
  const z = (a.clicks / a.impressions - b.clicks / b.impressions) / se;
  return { z, pValue: Math.min(1, 2 * normalSf(Math.abs(z))) };
}

/** The standard per-group sample size for a two-sided two-proportion test (unrounded): ∞ when p1 = p2. */
export function impressionsPerGroup(p1: number, p2: number, alpha = ALPHA, power = POWER): number {
  const difference = p1 - p2;
  if (difference === 0) return Infinity;
  const zAlpha = normalQuantile(1 - alpha / 2);
  const zBeta = normalQuantile(power);
  const mean = (p1 + p2) / 2;
  const root = zAlpha * Math.sqrt(2 * mean * (1 - mean)) + zBeta * Math.sqrt(p1 * (1 - p1) + p2 * (1 - p2));
  return (root * root) / (difference * difference);
}

export type Pair = { p1: number; p2: number; n1: number; n2: number };

/** Whether a two-sided test of the pair, with m more impressions in each group, has the power asked for. */
function hasPower({ p1, p2, n1, n2 }: Pair, m: number, zAlpha: number, zBeta: number): boolean {
  const a = n1 + m;
  const b = n2 + m;
  const pooled = (p1 * a + p2 * b) / (a + b);
  const needed =
    zAlpha * Math.sqrt(pooled * (1 - pooled) * (1 / a + 1 / b)) +
    zBeta * Math.sqrt((p1 * (1 - p1)) / a + (p2 * (1 - p2)) / b);
  return Math.abs(p1 - p2) >= needed;
}

/** The smallest whole m ≥ 0 with ok(m), for a predicate that turns true and stays so; null if not by `cap`. */
function smallestWhole(ok: (m: number) => boolean, cap: number): number | null {
  if (ok(0)) return 0;
  let high = 1;
  while (!ok(high)) {
    if (high >= cap) return null;
    high *= 2;
  }
  let low = high / 2; // ok(low) is false (or low is 0, checked above)
  if (high === 1) low = 0;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (ok(middle)) high = middle;
    else low = middle;
  }
  return high;
}

/**
 * The fewest additional impressions per group for the pair's two-sided test at `alpha` to reach
 * `power`, with equal additions to both groups (0 when it already has it).
 */
export function additionalPerGroup(pair: Pair, alpha = ALPHA, power = POWER): number | null {
  // null only when the rates are equal: no sample size detects a difference of 0.
  if (pair.p1 === pair.p2) return null;
  const zAlpha = normalQuantile(1 - alpha / 2);
  const zBeta = normalQuantile(power);
  const found = smallestWhole((m) => hasPower(pair, m, zAlpha, zBeta), 2 ** 50);
  if (found !== null) return found;
  // Past 10^15 per group (rates a hair apart) the impressions so far hardly matter: the
  // equal-groups formula, rounded up, less the smaller group's impressions.
  return Math.max(0, Math.ceil(impressionsPerGroup(pair.p1, pair.p2, alpha, power)) - Math.min(pair.n1, pair.n2));
}

// ---------------------------------------------------------------------------------------------
// P(best) by numerical integration

/** Posteriors with a + b above this take their CDF from the running integral, not the continued fraction. */
export const CONTINUED_FRACTION_MAX_SIZE = 1_000_000;
const SD_REACH = 20;
const BREAKS_PER_SD = 2;
const SIMPSON_STEPS = 8;

export type BetaParameters = { a: number; b: number };
export type CdfMethod = "auto" | "continued-fraction" | "running-integral";

/** The integration grid: nodes, and for each step between nodes the weights of a rule exact for quadratics. */
type Grid = { x: number[]; steps: { h: number; firstHalf: boolean }[] };

function gridFor(posteriors: readonly BetaParameters[]): Grid {
  const breaks: number[] = [];
  for (const { a, b } of posteriors) {
    const s = a + b;
    const mean = a / s;
    const sd = Math.sqrt((a * b) / (s * s * (s + 1)));
    for (let k = -SD_REACH * BREAKS_PER_SD; k <= SD_REACH * BREAKS_PER_SD; k++) {
      breaks.push(Math.min(1, Math.max(0, mean + (k / BREAKS_PER_SD) * sd)));
    }
  }
  breaks.sort((u, v) => u - v);
  const unique = breaks.filter((value, i) => i === 0 || value > (breaks[i - 1] as number));
  const x: number[] = [unique[0] as number];
  const steps: Grid["steps"] = [];
  for (let i = 1; i < unique.length; i++) {
    const from = unique[i - 1] as number;
    const to = unique[i] as number;
    const h = (to - from) / SIMPSON_STEPS;
    for (let k = 1; k <= SIMPSON_STEPS; k++) {
      x.push(k === SIMPSON_STEPS ? to : from + k * h);
      steps.push({ h, firstHalf: k % 2 === 1 });
    }
  }
  return { x, steps };
}

/**
 * The running integral of values g on the grid: out[k] = ∫_{x0}^{xk} g. Each step uses the three
 * nodes of its Simpson pair, h/12·(5g0 + 8g1 − g2) for the first half and h/12·(−g0 + 8g1 + 5g2)
 * for the second, which add up to Simpson's h/3·(g0 + 4g1 + g2) over the pair.
 */
function runningIntegral(grid: Grid, g: readonly number[]): number[] {
  const out = new Array<number>(g.length);
  out[0] = 0;
  for (let k = 0; k < grid.steps.length; k++) {
    const { h, firstHalf } = grid.steps[k] as Grid["steps"][number];
    const [g0, g1, g2] = firstHalf ? [g[k], g[k + 1], g[k + 2]] : [g[k - 1], g[k], g[k + 1]];
    const part = firstHalf
      ? 5 * (g0 as number) + 8 * (g1 as number) - (g2 as number)
      : -(g0 as number) + 8 * (g1 as number) + 5 * (g2 as number);
    out[k + 1] = (out[k] as number) + (h / 12) * part;
  }
  return out;
}

/**
 * P(X_i is the largest) for independent X_i ~ Beta(a_i, b_i) (a_i, b_i ≥ 1), unrounded, summing
 * to 1. `cdf` forces one way of computing the CDFs (tests compare them); "auto" picks per posterior.
 */
export function probabilityBest(posteriors: readonly BetaParameters[], cdf: CdfMethod = "auto"): number[] {
  const k = posteriors.length;
  if (k === 0) return [];
  if (k === 1) return [1];
  const grid = gridFor(posteriors);
  const densities = posteriors.map(({ a, b }) => grid.x.map((x) => Math.exp(betaLogPdf(x, a, b))));
  const masses = densities.map((f) => runningIntegral(grid, f));
  const cdfs = posteriors.map(({ a, b }, j) => {
    const useFraction = cdf === "continued-fraction" || (cdf === "auto" && a + b <= CONTINUED_FRACTION_MAX_SIZE);
    if (useFraction) return grid.x.map((x) => regularizedIncompleteBeta(x, a, b));
    const running = masses[j] as number[];
    const total = running[running.length - 1] as number;
    return running.map((m) => Math.min(1, m / total));
  });
  const raw = posteriors.map((_, i) => {
    const f = densities[i] as number[];
    const mass = (masses[i] as number[])[grid.x.length - 1] as number;
    const integrand = grid.x.map((_x, node) => {
      let product = (f[node] as number) / mass;
      for (let j = 0; j < k; j++) if (j !== i) product *= (cdfs[j] as number[])[node] as number;
      return product;
    });
    const running = runningIntegral(grid, integrand);
    return Math.max(0, running[running.length - 1] as number);
  });
  const sum = raw.reduce((total, p) => total + p, 0);
  if (!(sum > 0) || !Number.isFinite(sum)) return posteriors.map(() => 1 / k);
  return raw.map((p) => p / sum);
}

// ---------------------------------------------------------------------------------------------
// The evaluation

const round4 = (x: number) => Math.round(x * 10_000) / 10_000;

/** 6 significant digits, never 0 (a p-value that underflows is reported as the smallest double). */
export function reportedPValue(p: number): number {
  if (!(p > 0)) return Number.MIN_VALUE;
  return Math.min(1, Number(p.toPrecision(6)));
}

type Counts = { impressions: number; clicks: number };

function pValueOf(variants: readonly Counts[]): { pValue: number; test: AbTestEvaluation["test"] } {
  if (variants.length === 2) {
    const [a, b] = variants as [Counts, Counts];
    const { z, pValue } = twoProportionZTest(a, b);
    const df = a.impressions > 0 && b.impressions > 0 ? 1 : 0;
    return { pValue, test: { method: "two-proportion-z", statistic: z, df } };
  }
  const { statistic, df, pValue } = chiSquareHomogeneity(variants);
  return { pValue, test: { method: "chi-square-homogeneity", statistic, df } };
}

/** The reported probabilities, p-value and winner of these counts (clicks may be fractional: projections). */
function decide(variants: readonly Counts[], cdf: CdfMethod = "auto") {
  const probabilities = probabilityBest(
    variants.map((v) => ({ a: 1 + v.clicks, b: 1 + v.impressions - v.clicks })),
    cdf,
  ).map(round4);
  const { pValue, test } = pValueOf(variants);
  const reported = reportedPValue(pValue);
  let leader = 0;
  for (let i = 1; i < probabilities.length; i++)
    if ((probabilities[i] as number) > (probabilities[leader] as number)) leader = i;
  const rate = (v: Counts) => v.clicks / v.impressions;
  const lead = variants[leader] as Counts;
  const leadsOnData = lead.impressions > 0 && variants.every((v) => v.impressions === 0 || rate(v) <= rate(lead));
  const wins = reported < ALPHA && (probabilities[leader] as number) >= WIN_PROBABILITY && leadsOnData;
  return { probabilities, pValue: reported, test, winner: wins ? leader : null };
}

/** The full evaluation of 2–3 variants' impressions and clicks (whole numbers, clicks ≤ impressions). */
export function evaluateAbTest(input: readonly AbVariantInput[]): AbTestEvaluation {
  const variants = input.map((v) => ({ name: v.name, impressions: v.impressions, clicks: v.clicks }));
  const k = variants.length;
  const ctrs = variants.map((v) => (v.impressions > 0 ? v.clicks / v.impressions : 0));
  const { probabilities, pValue, test, winner } = decide(variants);

  const results: AbVariantResult[] = variants.map((v, i) => {
    const { low, high } = wilsonInterval(v.clicks, v.impressions);
    return {
      name: v.name,
      ctr: ctrs[i] as number,
      ctrLow: low,
      ctrHigh: high,
      probabilityBest: probabilities[i] as number,
      impressions: v.impressions,
      clicks: v.clicks,
    };
  });

  // The tested pair: the two highest observed CTRs among variants with impressions (stable order).
  const ranked = variants
    .map((v, i) => ({ i, ctr: ctrs[i] as number, impressions: v.impressions }))
    .filter((v) => v.impressions > 0)
    .sort((u, v) => v.ctr - u.ctr || u.i - v.i);
  const [best, runnerUp] = ranked;
  const testedPair = best && runnerUp ? { best: variants[best.i]!.name, runnerUp: variants[runnerUp.i]!.name } : null;

  let impressionsNeeded: number | null = null;
  let inconclusiveReason: InconclusiveReason | null = null;
  let perVariant: number | null = null;
  if (winner === null) {
    if (!best || !runnerUp) inconclusiveReason = "no-impressions-yet";
    else if (best.ctr === runnerUp.ctr) inconclusiveReason = "no-difference-yet";
    else {
      const perGroup = additionalPerGroup({
        p1: best.ctr,
        p2: runnerUp.ctr,
        n1: best.impressions,
        n2: runnerUp.impressions,
      });
      if (perGroup !== null && perGroup > 0) {
        inconclusiveReason = "needs-more-impressions";
        perVariant = perGroup;
      } else {
        inconclusiveReason = "borderline";
        perVariant = additionalUntilWinner(variants, ctrs);
      }
    }
  }

  if (perVariant !== null) impressionsNeeded = perVariant * k;

  return {
    variants: results,
    winner: winner === null ? null : variants[winner]!.name,
    pValue,
    impressionsNeeded,
    inconclusiveReason,
    testedPair,
    additionalPerVariant: perVariant,
    test,
    alpha: ALPHA,
    power: POWER,
    winProbability: WIN_PROBABILITY,
    methods: { ...METHODS, pValue: k === 2 ? METHODS.pValueTwo : METHODS.pValueMore },
  };
}

/** The fewest m ≥ 1 more impressions per variant, at the observed rates, after which the rules name a winner. */
function additionalUntilWinner(variants: readonly Counts[], ctrs: readonly number[]): number | null {
  const seen = variants.filter((v) => v.impressions > 0);
  const pooled = seen.reduce((sum, v) => sum + v.clicks, 0) / seen.reduce((sum, v) => sum + v.impressions, 0);
  const rate = (i: number) => ((variants[i] as Counts).impressions > 0 ? (ctrs[i] as number) : pooled);
  const projected = (m: number) =>
    variants.map((v, i) => ({ impressions: v.impressions + m, clicks: v.clicks + m * rate(i) }));
  // Up to ~80 evaluations: the cheaper running-integral CDFs (they agree with the fraction to ~1e-8).
  return smallestWhole((m) => m > 0 && decide(projected(m), "running-integral").winner !== null, 2 ** 40);
}

/** Exactly the contract's fields, for the endpoint. */
export function abTestResponse(evaluation: AbTestEvaluation): AbTestResponse {
  return {
    variants: evaluation.variants.map(({ name, ctr, ctrLow, ctrHigh, probabilityBest }) => ({
      name,
      ctr,
      ctrLow,
      ctrHigh,
      probabilityBest,
    })),
    winner: evaluation.winner,
    pValue: evaluation.pValue,
    impressionsNeeded: evaluation.impressionsNeeded,
  };
}
