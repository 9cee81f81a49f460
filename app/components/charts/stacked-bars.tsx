// Horizontal 100% bars, one per row, e.g. positive / neutral / negative per video. SVG widths,
// not inline styles, so the page needs no 'unsafe-inline' in its Content-Security-Policy.
export type StackedRow = { label: string; parts: { name: string; value: number; className: string }[] };

export function StackedBars({ title, rows }: { title: string; rows: StackedRow[] }) {
  if (rows.length === 0) return null;
  return (
    <figure>
      <figcaption className="mb-2 text-sm font-semibold">{title}</figcaption>
      <ul className="space-y-2">
        {rows.map((row) => {
          const total = row.parts.reduce((n, p) => n + p.value, 0) || 1;
          let offset = 0;
          return (
            <li key={row.label} className="text-xs">
              <span className="mb-0.5 block truncate text-slate-700 dark:text-slate-300">{row.label}</span>
              <svg
                viewBox="0 0 100 4"
                preserveAspectRatio="none"
                className="h-3 w-full overflow-hidden rounded-full"
                aria-hidden="true"
              >
                <rect width="100" height="4" className="fill-slate-100 dark:fill-slate-800" />
                {row.parts.map((p) => {
                  const width = (p.value / total) * 100;
                  const rect = <rect key={p.name} x={offset} width={width} height="4" className={p.className} />;
                  offset += width;
                  return rect;
                })}
              </svg>
              <span className="sr-only">
                {row.parts.map((p) => `${p.name} ${Math.round((p.value / total) * 100)}%`).join(", ")}
              </span>
            </li>
          );
        })}
      </ul>
    </figure>
  );
}
