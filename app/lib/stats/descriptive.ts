// Descriptive statistics every engine shares: one definition of each, so a median or a rank means
// the same thing on every page.
//
// Method and accuracy:
// - Every function ignores non-finite values (NaN, ±Infinity): a missing figure must not turn a
//   whole statistic into NaN. Empty input gives null (or 50 for a rank: no evidence either way).
// - Sums are plain left-to-right sums in input order (error ≤ n·ε·Σ|x|, ample for the few
//   thousand values the engines pass); the variance is the two-pass formula Σ(x − mean)² / (n − 1),
//   which has none of the cancellation of Σx² − n·mean².
// - median: the middle value, or the mean of the middle two for an even count.
// - quantile: Hyndman & Fan type 7 (R's and NumPy's default): linear interpolation between the
//   order statistics at position (n − 1)·p, so p = 0 is the minimum and p = 1 the maximum.
// - percentileRank: the mid-rank rule, 100·(below + ties/2)/n, computed in one division so an exact
//   half (23.5 of 40 = 57.5) is exactly 57.5 and rounds the same on every page.
// - Weighted median and trimmed mean for robust baselines that must not jump between clusters.

/** A figure to one decimal place, as every page and answer writes a ratio or a rate (2.35 → 2.4). */
export function round1(x: number): number {
  return Math.round(x * 10) / 10;
}

function finite(values: Iterable<number>): number[] {
  const out: number[] = [];
  for (const v of values) if (Number.isFinite(v)) out.push(v);
  return out;
}

/** Arithmetic mean of the finite values; null when there are none. */
export function mean(values: Iterable<number>): number | null {
  let sum = 0;
  let n = 0;
  for (const v of values) {
    if (!Number.isFinite(v)) continue;
    sum += v;
    n++;
  }
  return n === 0 ? null : sum / n;
}

/** Median of the finite numbers (mean of the middle two for an even count); null when there are none. */
export function median(values: Iterable<number>): number | null {
  const sorted = finite(values).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * Type-7 quantile of values already sorted ascending (all finite, at least one), for hot loops
 * that sort once (e.g. a bootstrap's replicates). p is clamped to [0, 1].
 */
export function quantileOfSorted(sorted: ArrayLike<number>, p: number): number {
  const position = (sorted.length - 1) * Math.min(1, Math.max(0, p));
  const lower = Math.floor(position);
  const upper = Math.min(sorted.length - 1, lower + 1);
  return sorted[lower]! + (sorted[upper]! - sorted[lower]!) * (position - lower);
}

/** Type-7 (linear interpolation) quantile of the finite values at p in [0, 1]; null for none. */
export function quantile(values: Iterable<number>, p: number): number | null {
  const sorted = finite(values).sort((a, b) => a - b);
  return sorted.length === 0 ? null : quantileOfSorted(sorted, p);
}

export type PercentileRankOptions = {
  /**
   * Values within tieTolerance × max(1, |value|) of `value` count as ties (default 0: exact
   * equality). For figures computed from the same inputs that differ only by rounding noise.
   */
  tieTolerance?: number;
  /**
   * `value` is itself one of `population`: rank it among the others (one equal entry is itself
   * and is left out), so the best of n is 100 and the worst 0 rather than 100·(n − ½)/n.
   */
  memberOfPopulation?: boolean;
};

/**
 * Percentile rank of `value` in `population`, 0..100, by the mid-rank rule: the share of finite
 * values below it plus half the share equal to it. 50 when there is nothing to compare with.
 */
export function percentileRank(
  value: number,
  population: Iterable<number>,
  options: PercentileRankOptions = {},
): number {
  const tolerance = (options.tieTolerance ?? 0) * Math.max(1, Math.abs(value));
  let below = 0;
  let ties = 0;
  let n = 0;
  for (const v of population) {
    if (!Number.isFinite(v)) continue;
    n++;
    if (Math.abs(v - value) <= tolerance || v === value) ties++;
    else if (v < value) below++;
  }
  if (options.memberOfPopulation && ties > 0) {
    ties--;
    n--;
  }
  if (n === 0) return 50;
  return (100 * (below + ties / 2)) / n;
}

/** Sample variance (n − 1 denominator) of the finite values; null for fewer than two. */
export function variance(values: Iterable<number>): number | null {
  const list = finite(values);
  if (list.length < 2) return null;
  const m = list.reduce((a, b) => a + b, 0) / list.length;
  return list.reduce((a, b) => a + (b - m) ** 2, 0) / (list.length - 1);
}

/** Sample standard deviation (n − 1 denominator) of the finite values; null for fewer than two. */
export function standardDeviation(values: Iterable<number>): number | null {
  const v = variance(values);
  return v === null ? null : Math.sqrt(v);
}

/** Pearson correlation of two equally long series; NaN when either is constant. */
export function pearson(a: readonly number[], b: readonly number[]): number {
  const n = a.length;
  const ma = a.reduce((x, y) => x + y, 0) / n;
  const mb = b.reduce((x, y) => x + y, 0) / n;
  let sab = 0;
  let saa = 0;
  let sbb = 0;
  for (let i = 0; i < n; i++) {
    const da = a[i]! - ma;
    const db = b[i]! - mb;
    sab += da * db;
    saa += da * da;
    sbb += db * db;
  }
  return sab / Math.sqrt(saa * sbb);
}

type WeightedItem = { v: number; w: number };

/** The finite values with a finite positive weight, sorted by value, and their total weight. */
function weightedItems(
  values: readonly number[],
  weights: readonly number[],
): { items: WeightedItem[]; total: number } {
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
    if (Math.abs(cumulative - half) <= 1e-12 * total && i + 1 < items.length)
      return (item.v + (items[i + 1] as WeightedItem).v) / 2;
    if (cumulative >= half) return item.v;
  }
  return (items[items.length - 1] as WeightedItem).v;
}

/**
 * Weighted trimmed mean: the mean of the middle of the weighted distribution, with `trim` of the
 * total weight cut from each end (a weight straddling a cut counts in part). Robust to a few
 * extreme values like a median, but steady where a median jumps between two clusters.
 */
export function weightedTrimmedMean(
  values: readonly number[],
  weights: readonly number[],
  trim: number,
): number | null {
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
