// How sure a figure is with its count: a share's Wilson interval, a median's order statistics.

const Z95 = 1.959964;

/** The 95% Wilson interval of k in n, as fractions. */
export function wilson(k: number, n: number): { low: number; high: number } {
  if (n <= 0) return { low: 0, high: 1 };
  const p = k / n;
  const z2 = Z95 * Z95;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (Z95 * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** About 95% bounds of a median of n values: the values at ranks n/2 ∓ 1.96·√n/2 (1-based, sorted). */
export function medianBounds(values: readonly number[]): { low: number; high: number } | null {
  const n = values.length;
  if (n < 6) return null;
  const s = [...values].sort((a, b) => a - b);
  const lo = Math.max(1, Math.floor(n / 2 - (Z95 * Math.sqrt(n)) / 2));
  const hi = Math.min(n, Math.ceil(n / 2 + 1 + (Z95 * Math.sqrt(n)) / 2));
  return { low: s[lo - 1]!, high: s[hi - 1]! };
}
