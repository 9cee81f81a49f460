// The stopping rule of a test run on YouTube, read once a day: a mixture sequential probability
// ratio test (mSPRT; Johari, Pekelis & Walsh, "Always valid inference", 2017) on the difference of
// two variants' rates. A fixed-sample test read every day finds a "winner" among equal variants far
// more often than its α says; this rule's chance of ever naming a false winner, however many days
// it is read, stays at most α.
//
// Method. For a pair (A, B) with n impressions and c clicks each so far, θ̂ = ĉ_B/n_B − ĉ_A/n_A and
// V = p̂_A(1 − p̂_A)/n_A + p̂_B(1 − p̂_B)/n_B (the plug-in variance). Under a normal mixture N(0, τ²)
// over the true difference the likelihood ratio against "no difference" is
//   Λ = √(V / (V + τ²)) · exp(τ² θ̂² / (2V(V + τ²))),
// and 1/Λ is an always-valid p-value. Its confidence sequence (the differences not yet ruled out)
// is θ̂ ± √(V(V + τ²)/τ² · (2 ln(1/α) + ln((V + τ²)/V))). With three variants every pair is tested
// at α/3 (Bonferroni), so the chance of any false winner stays at most α.
// - A winner: the variant whose confidence sequence against every other lies wholly above 0.
// - Cannot become clear: every pair's sequence lies within ±δ (no difference worth acting on is
//   left possible, δ = MIN_RELATIVE_DIFFERENCE of the pooled rate), or the horizon is reached.
// τ is set to the difference the test is for (δ): the rule is most sensitive there.
// The same rule judges a Shorts test on views per day (n days, mean and variance of the daily
// views), since Shorts impressions are not counted as long-form ones.

export const SEQUENTIAL_ALPHA = 0.05;
/** The smallest difference worth acting on: 10% of the pooled rate (a 5.0% CTR against 5.5%). */
export const MIN_RELATIVE_DIFFERENCE = 0.1;
/** A test that has not become clear in this many days ends with the original kept. */
export const MAX_TEST_DAYS = 42;

export type ArmTotals = { impressions: number; clicks: number };
/** One pair's evidence: the estimate, its variance and its always-valid interval. */
export type PairEvidence = { a: number; b: number; difference: number; low: number; high: number; pValue: number };

export type SequentialVerdict =
  | { state: "winner"; winner: number; pairs: PairEvidence[] }
  | { state: "no-difference"; pairs: PairEvidence[] }
  | { state: "continue"; pairs: PairEvidence[] };

/** The mSPRT's always-valid p-value and interval for one estimate (variance V, mixture variance τ²). */
export function msprt(difference: number, variance: number, tau2: number, alpha: number) {
  if (!(variance > 0) || !(tau2 > 0)) return { pValue: 1, low: -Infinity, high: Infinity };
  const lambda =
    Math.sqrt(variance / (variance + tau2)) * Math.exp((tau2 * difference ** 2) / (2 * variance * (variance + tau2)));
  const half = Math.sqrt(
    ((variance * (variance + tau2)) / tau2) * (2 * Math.log(1 / alpha) + Math.log((variance + tau2) / variance)),
  );
  return { pValue: Math.min(1, 1 / lambda), low: difference - half, high: difference + half };
}

const pairsOf = (k: number) => {
  const out: [number, number][] = [];
  for (let a = 0; a < k; a++) for (let b = a + 1; b < k; b++) out.push([a, b]);
  return out;
};

/** Decides from arms' estimates and variances (rates or daily means): shared by CTR and Shorts' views. */
function decide(estimates: { mean: number; variance: number }[], scale: number, alpha: number): SequentialVerdict {
  const pairs = pairsOf(estimates.length);
  const perPair = alpha / pairs.length;
  const delta = MIN_RELATIVE_DIFFERENCE * scale;
  const evidence: PairEvidence[] = pairs.map(([a, b]) => {
    const difference = estimates[b]!.mean - estimates[a]!.mean;
    const r = msprt(difference, estimates[a]!.variance + estimates[b]!.variance, delta ** 2, perPair);
    return { a, b, difference, ...r };
  });
  for (let v = 0; v < estimates.length; v++) {
    const beatsAll = evidence.every((e) => (e.a === v ? e.high < 0 : e.b === v ? e.low > 0 : true));
    if (beatsAll) return { state: "winner", winner: v, pairs: evidence };
  }
  if (evidence.every((e) => e.low > -delta && e.high < delta)) return { state: "no-difference", pairs: evidence };
  return { state: "continue", pairs: evidence };
}

/** The verdict on CTR after a day's look: arms are the variants' impressions and clicks so far. */
export function sequentialCtrVerdict(arms: readonly ArmTotals[], alpha = SEQUENTIAL_ALPHA): SequentialVerdict {
  const total = arms.reduce((s, a) => s + a.impressions, 0);
  const pooled = total > 0 ? arms.reduce((s, a) => s + a.clicks, 0) / total : 0;
  if (arms.some((a) => a.impressions === 0) || pooled === 0) return { state: "continue", pairs: [] };
  return decide(
    arms.map((a) => {
      const p = a.clicks / a.impressions;
      // A rate of exactly 0 or 1 has no plug-in variance: the pooled rate's stands in.
      const q = p > 0 && p < 1 ? p : pooled;
      return { mean: p, variance: (q * (1 - q)) / a.impressions };
    }),
    pooled,
    alpha,
  );
}

/** The verdict on views per day (Shorts): each arm's daily views on the days it was live. */
export function sequentialDailyVerdict(
  days: readonly (readonly number[])[],
  alpha = SEQUENTIAL_ALPHA,
): SequentialVerdict {
  if (days.some((d) => d.length < 2)) return { state: "continue", pairs: [] };
  const estimates = days.map((d) => {
    const mean = d.reduce((s, x) => s + x, 0) / d.length;
    const variance = d.reduce((s, x) => s + (x - mean) ** 2, 0) / (d.length - 1);
    // Whole views: a variance of 0 (identical days) is floored at the Poisson variance of the mean.
    return { mean, variance: Math.max(variance, mean, 1) / d.length };
  });
  const scale = estimates.reduce((s, e) => s + e.mean, 0) / estimates.length;
  return decide(estimates, scale, alpha);
}

/**
 * How many days a test of `variants` variants, alternated day by day, needs for a difference of
 * MIN_RELATIVE_DIFFERENCE at the channel's own `ctr` to come out clear (the confidence sequence's
 * half-width below that difference), given the video's impressions per day: null when even
 * MAX_TEST_DAYS are not enough.
 */
export function daysToClear(
  impressionsPerDay: number,
  ctr: number,
  variants: number,
  alpha = SEQUENTIAL_ALPHA,
): number | null {
  if (!(impressionsPerDay > 0) || !(ctr > 0 && ctr < 1)) return null;
  const pairs = pairsOf(variants).length;
  const delta = MIN_RELATIVE_DIFFERENCE * ctr;
  for (let day = variants; day <= MAX_TEST_DAYS; day++) {
    const perArm = Math.floor(day / variants) * impressionsPerDay || 0;
    if (perArm === 0) continue;
    const variance = (2 * ctr * (1 - ctr)) / perArm;
    const r = msprt(0, variance, delta ** 2, alpha / pairs);
    if (r.high < delta) return day;
  }
  return null;
}
