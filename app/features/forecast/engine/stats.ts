// Small numeric helpers the forecasters share. Everything here treats non-finite input as
// absent rather than letting a NaN travel into a figure a creator reads.

export function isFiniteNumber(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value);
}

/** Median of the finite values (mean of the middle two for an even count); null for none. */
export { median } from "~/lib/stats";

export function mean(values: readonly number[]): number | null {
  let sum = 0;
  let n = 0;
  for (const v of values) {
    if (!Number.isFinite(v)) continue;
    sum += v;
    n++;
  }
  return n === 0 ? null : sum / n;
}

type WeightedItem = { v: number; w: number };

/** The finite values with a finite positive weight, sorted by value, and their total weight. */
function weightedItems(values: readonly number[], weights: readonly number[]): { items: WeightedItem[]; total: number } {
  const items: WeightedItem[] = [];
  let total = 0;
  for (let i = 0; i < values.length; i++) {
    const v = values[i] as number;
    const w = weights[i] ?? 0;
    if (!Number.isFinite(v) || !Number.isFinite(w) || w <= 0) continue;
    items.push({ v, w });
    total += w;
  }
  items.sort((a, b) => a.v - b.v);
  return { items, total };
}

/**
 * Weighted median: the smallest value at which the cumulative weight reaches half the total
 * (the average of the two values when it lands exactly on half, as the plain median does).
 * Null when no value has positive weight.
 */
export function weightedMedian(values: readonly number[], weights: readonly number[]): number | null {
  const { items, total } = weightedItems(values, weights);
  if (items.length === 0) return null;
  const half = total / 2;
  let cumulative = 0;
  for (let i = 0; i < items.length; i++) {
    const item = items[i] as WeightedItem;
    cumulative += item.w;
    if (Math.abs(cumulative - half) <= 1e-12 * total && i + 1 < items.length) return (item.v + (items[i + 1] as WeightedItem).v) / 2;
    if (cumulative >= half) return item.v;
  }
  return (items[items.length - 1] as WeightedItem).v;
}

/**
 * Weighted trimmed mean: the mean of the middle of the weighted distribution, with `trim` of the
 * total weight cut from each end (a weight straddling a cut counts in part). Robust to a few
 * extreme values like a median, but steady where a median jumps between two clusters.
 */
export function weightedTrimmedMean(values: readonly number[], weights: readonly number[], trim: number): number | null {
  const { items, total } = weightedItems(values, weights);
  if (items.length === 0) return null;
  const from = total * trim;
  const to = total * (1 - trim);
  let cumulative = 0;
  let sum = 0;
  let kept = 0;
  for (const { v, w } of items) {
    const start = cumulative;
    cumulative += w;
    const part = Math.max(0, Math.min(cumulative, to) - Math.max(start, from));
    sum += part * v;
    kept += part;
  }
  return kept > 0 ? sum / kept : weightedMedian(values, weights);
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
export function conformalBounds(residuals: readonly number[], alpha: number): { lower: number | null; upper: number | null; n: number } {
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

/** Percentile rank of `value` among `population`, ties counted half, 0..100; 50 for none. */
export function percentileRank(value: number, population: readonly number[]): number {
  let below = 0;
  let ties = 0;
  let n = 0;
  for (const v of population) {
    if (!Number.isFinite(v)) continue;
    n++;
    // Equal up to rounding noise: effects computed from the same coefficients differ by ulps.
    if (Math.abs(v - value) <= 1e-9 * Math.max(1, Math.abs(value))) ties++;
    else if (v < value) below++;
  }
  if (n === 0) return 50;
  return (100 * (below + ties / 2)) / n;
}

/** Standard normal CDF (Abramowitz & Stegun 7.1.26 through erf; |error| < 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** z such that P(Z <= z) = 0.9: the half-width of a central 80% normal interval, in sigmas. */
export const Z80 = 1.2815515655446004;

/** Lower-triangular Cholesky factor of a symmetric positive definite matrix; null if it is not. */
export function cholesky(a: readonly (readonly number[])[]): number[][] | null {
  const n = a.length;
  const l: number[][] = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  for (let i = 0; i < n; i++) {
    const li = l[i] as number[];
    for (let j = 0; j <= i; j++) {
      const lj = l[j] as number[];
      let sum = (a[i] as number[])[j] as number;
      for (let k = 0; k < j; k++) sum -= (li[k] as number) * (lj[k] as number);
      if (i === j) {
        if (!(sum > 1e-12)) return null;
        li[i] = Math.sqrt(sum);
      } else {
        li[j] = sum / (lj[j] as number);
      }
    }
  }
  return l;
}

/** Solve L Lᵀ x = b with a Cholesky factor. */
export function choleskySolve(l: readonly (readonly number[])[], b: readonly number[]): number[] {
  const n = b.length;
  const y = new Array<number>(n).fill(0);
  for (let i = 0; i < n; i++) {
    let sum = b[i] as number;
    for (let k = 0; k < i; k++) sum -= ((l[i] as number[])[k] as number) * (y[k] as number);
    y[i] = sum / ((l[i] as number[])[i] as number);
  }
  const x = new Array<number>(n).fill(0);
  for (let i = n - 1; i >= 0; i--) {
    let sum = y[i] as number;
    for (let k = i + 1; k < n; k++) sum -= ((l[k] as number[])[i] as number) * (x[k] as number);
    x[i] = sum / ((l[i] as number[])[i] as number);
  }
  return x;
}

/** Solve the symmetric positive definite system A x = b; null if A is singular or the answer is not finite. */
export function solveSymmetric(a: readonly (readonly number[])[], b: readonly number[]): number[] | null {
  const l = cholesky(a);
  if (!l) return null;
  const x = choleskySolve(l, b);
  return x.every(Number.isFinite) ? x : null;
}

/** The diagonal of A⁻¹ for a symmetric positive definite A (for standard errors); null if singular. */
export function inverseDiagonal(a: readonly (readonly number[])[]): number[] | null {
  const l = cholesky(a);
  if (!l) return null;
  const n = a.length;
  // diag(A⁻¹)_j = Σ_k (L⁻¹)_kj²: solve L z = e_j for each j (forward substitution only).
  const out = new Array<number>(n).fill(0);
  for (let j = 0; j < n; j++) {
    const z = new Array<number>(n).fill(0);
    let sum = 0;
    for (let i = j; i < n; i++) {
      let v = i === j ? 1 : 0;
      for (let k = j; k < i; k++) v -= ((l[i] as number[])[k] as number) * (z[k] as number);
      z[i] = v / ((l[i] as number[])[i] as number);
      sum += (z[i] as number) ** 2;
    }
    out[j] = sum;
  }
  return out;
}
