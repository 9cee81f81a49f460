// Market figures the forecast card shows, computed from what the market tools stored.
//
// trendAlignment (0–100): the topic's latest interest as a share of its highest over the stored
// window of trend points (the Trends feature's interest_over_time). 100 = the topic is at its
// peak right now; 20 = interest is a fifth of what it was at its best. The same scale Google
// Trends uses for interest, read at the last point, so a creator can check it there.
// Null when there are no finite points or the peak is 0 (nothing measured).

export function trendAlignmentOf(points: readonly { value: number }[] | null | undefined): number | null {
  if (!Array.isArray(points)) return null;
  const values = points.map((p) => Number(p?.value)).filter((v) => Number.isFinite(v) && v >= 0);
  const latest = values[values.length - 1];
  const peak = values.length > 0 ? Math.max(...values) : 0;
  if (latest === undefined || !(peak > 0)) return null;
  return Math.round((latest / peak) * 100);
}
