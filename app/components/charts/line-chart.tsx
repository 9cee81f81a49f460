// A small dependency-free line chart. The SVG draws only lines and dots; every word and number
// (the value axis, the dates under it) is HTML text at the page's own size, so it stays
// readable on a phone instead of shrinking with the drawing (10 units of a 600-unit viewBox
// were about 5 px at 320 px wide). Screen readers get the same numbers as a table.
export type LinePoint = { label: string; value: number };

const WIDTH = 600;

/** Which points get a date under the axis: all of a series of three or fewer, else first, middle and last (room for three dates on a phone). */
export function axisLabelIndexes(count: number, most = 3): number[] {
  if (count <= most) return Array.from({ length: count }, (_, i) => i);
  return [...new Set([0, Math.round((count - 1) / 2), count - 1])];
}

export function LineChart({
  title,
  points,
  min,
  max,
  format = (v) => v.toFixed(1),
  height = 160,
}: {
  title: string;
  points: LinePoint[];
  min?: number;
  max?: number;
  format?: (value: number) => string;
  height?: number;
}) {
  if (points.length === 0) return null;
  // Dots sit this far inside the drawing so the first and last are not cut in half.
  const inset = 8;
  const lo = min ?? Math.min(...points.map((p) => p.value));
  const hi = max ?? Math.max(...points.map((p) => p.value));
  const span = hi - lo || 1;
  const xFraction = (i: number) => (points.length === 1 ? 0.5 : i / (points.length - 1));
  const x = (i: number) => inset + xFraction(i) * (WIDTH - 2 * inset);
  const y = (v: number) => height - inset - ((v - lo) / span) * (height - 2 * inset);
  const path = points.map((p, i) => `${i === 0 ? "M" : "L"}${x(i).toFixed(1)},${y(p.value).toFixed(1)}`).join(" ");
  const labelled = axisLabelIndexes(points.length);
  return (
    <figure>
      <figcaption className="mb-2 text-sm font-semibold">{title}</figcaption>
      <div className="flex gap-2" aria-hidden="true">
        <div className="flex shrink-0 flex-col justify-between py-0.5 text-right text-xs tabular-nums text-slate-600 dark:text-slate-400">
          <span>{format(hi)}</span>
          <span>{format(lo)}</span>
        </div>
        <div className="min-w-0 flex-1">
          <svg viewBox={`0 0 ${WIDTH} ${height}`} className="block h-auto w-full" focusable="false">
            <line
              x1={0}
              x2={WIDTH}
              y1={height - inset}
              y2={height - inset}
              className="stroke-slate-300 dark:stroke-slate-700"
            />
            <line
              x1={0}
              x2={WIDTH}
              y1={inset}
              y2={inset}
              className="stroke-slate-200 dark:stroke-slate-800"
              strokeDasharray="4 4"
            />
            <path d={path} fill="none" strokeWidth={2.5} className="stroke-brand-600 dark:stroke-brand-400" />
            {points.map((p, i) => (
              <circle
                key={`${p.label}-${i}`}
                cx={x(i)}
                cy={y(p.value)}
                r={3.5}
                className="fill-brand-600 dark:fill-brand-400"
              >
                <title>{`${p.label}: ${format(p.value)}`}</title>
              </circle>
            ))}
          </svg>
          <div className="relative mt-1 h-4 text-xs text-slate-600 dark:text-slate-400" data-testid="chart-x-axis">
            {labelled.map((i) => (
              <span
                key={i}
                className="absolute top-0 whitespace-nowrap"
                // First label hangs right of its point, last hangs left, others centre on it.
                style={{
                  left: `${(x(i) / WIDTH) * 100}%`,
                  transform:
                    i === 0 && points.length > 1
                      ? "none"
                      : i === points.length - 1 && points.length > 1
                        ? "translateX(-100%)"
                        : "translateX(-50%)",
                }}
              >
                {points[i]!.label}
              </span>
            ))}
          </div>
        </div>
      </div>
      <table className="sr-only">
        <caption>{title}</caption>
        <tbody>
          {points.map((p, i) => (
            <tr key={`${p.label}-${i}`}>
              <th scope="row">{p.label}</th>
              <td>{format(p.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
