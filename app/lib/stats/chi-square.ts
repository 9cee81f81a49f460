// Chi-square tail areas, and the chi-square test of homogeneity on a 2×k table of clicks and
// non-clicks (k variants). For k = 2 the statistic is exactly the square of the pooled
// two-proportion z statistic, so both tests give the same two-sided p-value. Tail areas are
// Q(df/2, x/2) from gamma.ts, as accurate as it is (1e-14 absolute).
import { regularizedGammaQ } from "./gamma";

/** P(X > x) for X ~ χ²(df): Q(df/2, x/2). 1 for x ≤ 0; exp(−x/2) exactly when df = 2. */
export function chiSquareSf(x: number, df: number): number {
  if (!(df > 0) || Number.isNaN(x)) return Number.NaN;
  if (x <= 0) return 1;
  if (df === 2) return Math.exp(-0.5 * x);
  return regularizedGammaQ(0.5 * df, 0.5 * x);
}

export type Counts = { impressions: number; clicks: number };

export type HomogeneityTest = {
  /** Pearson's χ² = Σ (clicks_i − n_i·p̄)² / (n_i·p̄(1 − p̄)), over the variants with impressions. */
  statistic: number;
  /** Degrees of freedom: (variants with impressions) − 1; 0 when there is nothing to compare. */
  df: number;
  pValue: number;
};

/**
 * The chi-square test of homogeneity of click rates. Variants with no impressions add an empty
 * column and are left out (fewer degrees of freedom). With fewer than two such variants, or a
 * pooled rate of 0 or 1 (no variation at all), there is no evidence of a difference: p = 1.
 */
export function chiSquareHomogeneity(variants: readonly Counts[]): HomogeneityTest {
  const seen = variants.filter((v) => v.impressions > 0);
  const df = seen.length - 1;
  const total = seen.reduce((sum, v) => sum + v.impressions, 0);
  const clicks = seen.reduce((sum, v) => sum + v.clicks, 0);
  if (df < 1 || clicks === 0 || clicks === total) return { statistic: 0, df: Math.max(df, 0), pValue: 1 };
  const pooled = clicks / total;
  const variance = pooled * (1 - pooled);
  let statistic = 0;
  for (const v of seen) {
    const deviation = v.clicks - v.impressions * pooled;
    statistic += (deviation * deviation) / (v.impressions * variance);
  }
  return { statistic, df, pValue: chiSquareSf(statistic, df) };
}
