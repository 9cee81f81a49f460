// Horizontal 100% bars, one per row, e.g. positive / neutral / negative per video. SVG widths,
// not inline styles, so the page needs no 'unsafe-inline' in its Content-Security-Policy.
export type StackedPart = { name: string; value: number; className: string };
export type StackedRow = {
  /** Unique among the rows; the label when not given. */
  key?: string;
  label: string;
  /** A short reading of the parts beside the label, for sighted readers (screen readers hear the shares). */
  note?: string;
  /** Said in place of the bar when the row has nothing to draw. */
  empty?: string;
  parts: StackedPart[];
};
/** A legend entry: the part's name and its swatch's background class. */
export type StackedLegendEntry = { name: string; swatch: string };

export function StackedBars({
  title,
  rows,
  legend,
}: {
  title: string;
  rows: StackedRow[];
  legend?: StackedLegendEntry[];
}) {
  if (rows.length === 0) return null;
  return (
    <figure>
      <figcaption className={legend ? "text-sm font-semibold" : "mb-2 text-sm font-semibold"}>{title}</figcaption>
      {legend && (
        <div className="mt-1 mb-3">
          <Legend entries={legend} />
        </div>
      )}
      <ul className="space-y-2">
        {rows.map((row) => (
          <li key={row.key ?? row.label} className="text-xs">
            {row.note === undefined ? (
              <span className="mb-0.5 block truncate text-slate-700 dark:text-slate-300">{row.label}</span>
            ) : (
              <span className="mb-0.5 flex justify-between gap-2 text-slate-700 dark:text-slate-300">
                <span className="truncate">{row.label}</span>
                <span className="shrink-0 tabular-nums text-slate-600 dark:text-slate-400" aria-hidden="true">
                  {row.note}
                </span>
              </span>
            )}
            {row.empty === undefined ? (
              <Bar parts={row.parts} />
            ) : (
              <span className="block text-slate-600 italic dark:text-slate-400">{row.empty}</span>
            )}
          </li>
        ))}
      </ul>
    </figure>
  );
}

function Bar({ parts }: { parts: StackedPart[] }) {
  const total = parts.reduce((n, p) => n + p.value, 0) || 1;
  const widths = parts.map((p) => (p.value / total) * 100);
  const offsets = widths.map((_, i) => widths.slice(0, i).reduce((a, b) => a + b, 0));
  return (
    <>
      <svg
        viewBox="0 0 100 4"
        preserveAspectRatio="none"
        className="h-3 w-full overflow-hidden rounded-full"
        aria-hidden="true"
      >
        <rect width="100" height="4" className="fill-slate-100 dark:fill-slate-800" />
        {parts.map((p, i) => (
          <rect key={p.name} x={offsets[i]} width={widths[i]} height="4" className={p.className} />
        ))}
      </svg>
      <span className="sr-only">{parts.map((p, i) => `${p.name} ${Math.round(widths[i]!)}%`).join(", ")}</span>
    </>
  );
}

function Legend({ entries }: { entries: StackedLegendEntry[] }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700 dark:text-slate-300" aria-label="Legend">
      {entries.map((entry) => (
        <li key={entry.name} className="flex items-center gap-1.5">
          <span aria-hidden="true" className={`inline-block h-2.5 w-2.5 rounded-sm ${entry.swatch}`} />
          {entry.name}
        </li>
      ))}
    </ul>
  );
}
