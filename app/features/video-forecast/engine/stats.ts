// Numeric helpers only the forecasters use (conformal bounds, smoothed exceedance). Everything
// here treats non-finite input as absent rather than letting a NaN travel into a figure a creator
// reads. The general statistics (median, mean, ranks, normal CDF, linear algebra) are in ~/lib/stats.

export function isFiniteNumber(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value);
}

/** The k-th smallest (1-based) of an array, which it reorders (Hoare's selection). */
export function kthSmallest(values: Float64Array | number[], k: number): number {
  let lo = 0;
  let hi = values.length - 1;
  const target = k - 1;
  while (lo < hi) {
    const pivot = values[(lo + hi) >> 1] as number;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while ((values[i] as number) < pivot) i++;
      while ((values[j] as number) > pivot) j--;
      if (i <= j) {
        const t = values[i] as number;
        values[i] = values[j] as number;
        values[j] = t;
        i++;
        j--;
      }
    }
    if (target <= j) hi = j;
    else if (target >= i) lo = i;
    else return values[target] as number;
  }
  return values[target] as number;
}

/**
 * Split conformal bounds from calibration residuals (actual - predicted, in log space) for a
 * central (1 - alpha) interval. Each side takes the ⌈(n+1)(1-alpha/2)⌉-th order statistic of its
 * own tail (Lei et al. 2018 with asymmetric scores), so a skewed residual distribution — growth
 * is bounded below by zero and unbounded above — gives a skewed interval instead of a
 * symmetric one that is too wide on the side where nothing happens. Null on a side when there
 * are too few residuals for that rank to exist (n < 2/alpha - 1).
 */
export function conformalBounds(
  residuals: readonly number[],
  alpha: number,
): { lower: number | null; upper: number | null; n: number } {
  const r = residuals.filter(Number.isFinite);
  const n = r.length;
  const rank = Math.ceil((n + 1) * (1 - alpha / 2));
  if (n === 0 || rank > n) return { lower: null, upper: null, n };
  const upper = kthSmallest(r.slice(), rank);
  // The lower bound is the rank-th largest: the (n + 1 - rank)-th smallest.
  const lower = kthSmallest(r.slice(), n + 1 - rank);
  return { lower, upper, n };
}

/**
 * Share of a predictive sample at or above a threshold, with half a count of smoothing on each
 * side so a probability from 20 residuals is never reported as a certain 0% or 100%.
 */
export function exceedanceShare(sample: readonly number[], threshold: number): number {
  let above = 0;
  let n = 0;
  for (const v of sample) {
    if (!Number.isFinite(v)) continue;
    n++;
    if (v >= threshold) above++;
  }
  return (above + 0.5) / (n + 1);
}

/** z such that P(Z <= z) = 0.9: the half-width of a central 80% normal interval, in sigmas. */
export const Z80 = 1.2815515655446004;
