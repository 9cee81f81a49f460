// A small dependency-free SVG line chart. Screen readers get the same numbers as a table.
export type LinePoint = { label: string; value: number };

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
  const width = 600;
  const pad = 24;
  const lo = min ?? Math.min(...points.map((p) => p.value));
  const hi = max ?? Math.max(...points.map((p) => p.value));
  const span = hi - lo || 1;
  const x = (i: number) => pad + (points.length === 1 ? (width - 2 * pad) / 2 : (i * (width - 2 * pad)) / (points.length - 1));
  const y = (v: number) => height - pad - ((v - lo) / span) * (height - 2 * pad);
  const path = points.map((p, i) => `${i === 0 ? "M" : "L"}${x(i).toFixed(1)},${y(p.value).toFixed(1)}`).join(" ");
  return (
    <figure>
      <figcaption className="mb-2 text-sm font-semibold">{title}</figcaption>
      <svg viewBox={`0 0 ${width} ${height}`} className="h-auto w-full" role="img" aria-label={title}>
        <line x1={pad} x2={width - pad} y1={height - pad} y2={height - pad} className="stroke-slate-300 dark:stroke-slate-700" />
        <line x1={pad} x2={width - pad} y1={pad} y2={pad} className="stroke-slate-200 dark:stroke-slate-800" strokeDasharray="4 4" />
        <text x={2} y={pad + 4} className="fill-slate-600 text-[10px] dark:fill-slate-400">{format(hi)}</text>
        <text x={2} y={height - pad + 4} className="fill-slate-600 text-[10px] dark:fill-slate-400">{format(lo)}</text>
        <path d={path} fill="none" strokeWidth={2.5} className="stroke-brand-600 dark:stroke-brand-400" />
        {points.map((p, i) => (
          <circle key={`${p.label}-${i}`} cx={x(i)} cy={y(p.value)} r={3.5} className="fill-brand-600 dark:fill-brand-400">
            <title>{`${p.label}: ${format(p.value)}`}</title>
          </circle>
        ))}
      </svg>
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
