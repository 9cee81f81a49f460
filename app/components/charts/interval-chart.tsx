// Dot-and-whisker chart: each row's estimate as a dot and its interval as a line, on one shared
// scale, so "which effects are clear of zero" and "which variant is ahead" read at a glance.
// Drawn with positioned HTML boxes, not SVG, so labels keep the page's text size at any width.
// It shows the same numbers as the table beside it, which screen readers read instead (the chart
// is hidden from them rather than announced twice).
export type IntervalRow = {
  label: string;
  value: number;
  low: number;
  high: number;
  /** Drawn in the accent colour: the rows the page calls clear (significant, or the leader). */
  emphasis?: boolean;
};

/** The scale's ends: every interval and, when asked, zero, with a little room on both sides. */
export function intervalDomain(rows: IntervalRow[], includeZero: boolean): [number, number] {
  const values = rows.flatMap((r) => [r.low, r.high, r.value]).filter(Number.isFinite);
  if (includeZero) values.push(0);
  if (values.length === 0) return [0, 1];
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const pad = (hi - lo || Math.abs(hi) || 1) * 0.05;
  return [lo - pad, hi + pad];
}

export function IntervalChart({
  rows,
  format,
  zeroLine = false,
  caption,
}: {
  rows: IntervalRow[];
  format: (value: number) => string;
  /** Draw and include zero (for effects, where "crosses zero" means "no clear effect"). */
  zeroLine?: boolean;
  caption: string;
}) {
  const shown = rows.filter((r) => Number.isFinite(r.value) && Number.isFinite(r.low) && Number.isFinite(r.high));
  if (shown.length === 0) return null;
  const [lo, hi] = intervalDomain(shown, zeroLine);
  const at = (v: number) => `${(((v - lo) / (hi - lo)) * 100).toFixed(2)}%`;
  return (
    <figure aria-hidden="true" className="space-y-1" data-testid="interval-chart">
      <figcaption className="text-xs text-slate-600 dark:text-slate-400">{caption}</figcaption>
      <div className="grid grid-cols-[minmax(0,9rem)_1fr] items-center gap-x-3 gap-y-1.5 text-xs sm:grid-cols-[minmax(0,14rem)_1fr]">
        {shown.map((row) => (
          <div key={row.label} className="contents">
            <span className="truncate text-slate-700 dark:text-slate-300" title={row.label}>
              {row.label}
            </span>
            <div className="relative h-4">
              {zeroLine ? (
                <span className="absolute inset-y-0 w-px bg-slate-400 dark:bg-slate-500" style={{ left: at(0) }} />
              ) : null}
              <span
                className={`absolute top-1/2 h-0.5 -translate-y-1/2 ${row.emphasis ? "bg-brand-600 dark:bg-brand-400" : "bg-slate-400 dark:bg-slate-500"}`}
                style={{ left: at(row.low), width: `calc(${at(row.high)} - ${at(row.low)})` }}
              />
              <span
                className={`absolute top-1/2 h-2.5 w-2.5 -translate-x-1/2 -translate-y-1/2 rounded-full ${row.emphasis ? "bg-brand-600 dark:bg-brand-400" : "bg-slate-500 dark:bg-slate-400"}`}
                style={{ left: at(row.value) }}
              />
            </div>
          </div>
        ))}
        <span />
        <div className="relative h-4 tabular-nums text-slate-600 dark:text-slate-400">
          <span className="absolute left-0">{format(lo)}</span>
          {zeroLine && lo < 0 && hi > 0 ? (
            <span className="absolute -translate-x-1/2" style={{ left: at(0) }}>
              0
            </span>
          ) : null}
          <span className="absolute right-0">{format(hi)}</span>
        </div>
      </div>
    </figure>
  );
}
