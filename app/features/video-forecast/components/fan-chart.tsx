// The forecast over the video's first 28 days: the median line and the 80% band, shaped by the
// typical growth curve of a video (the engine's default age curve). Inline SVG that scales to its
// box; the numbers are also in a screen-reader table (table.sr-only never widens the page).
import { useId } from "react";
import { compactNumber } from "~/lib/format";
import { DEFAULT_AGE_CURVES, logRatioAt } from "../engine/age-curve";

const DAYS = [0, 1, 2, 3, 5, 7, 10, 14, 21, 28] as const;
const W = 320;
const H = 180;
const PAD = { left: 44, right: 12, top: 12, bottom: 28 };

/** Views at `day` for a 28-day total, following the typical growth curve. */
export function viewsAtDay(total28: number, day: number, isShort = false): number {
  if (day <= 0) return 0;
  const curve = isShort ? DEFAULT_AGE_CURVES.short : DEFAULT_AGE_CURVES.long;
  const ratio = day >= 28 ? 0 : Math.min(0, logRatioAt(curve, day * 24));
  return Math.max(0, Math.expm1(Math.log1p(Math.max(0, total28)) + ratio));
}

export function FanChart({ min, expected, max, title }: { min: number; expected: number; max: number; title: string }) {
  const id = useId();
  const top = Math.max(1, max, expected);
  const x = (day: number) => PAD.left + (day / 28) * (W - PAD.left - PAD.right);
  const y = (views: number) => PAD.top + (1 - views / top) * (H - PAD.top - PAD.bottom);
  const rows = DAYS.map((d) => ({
    day: d,
    low: viewsAtDay(min, d),
    mid: viewsAtDay(expected, d),
    high: viewsAtDay(max, d),
  }));
  const band = [
    ...rows.map((r) => `${x(r.day)},${y(r.high)}`),
    ...[...rows].reverse().map((r) => `${x(r.day)},${y(r.low)}`),
  ].join(" ");
  const line = rows.map((r) => `${x(r.day)},${y(r.mid)}`).join(" ");
  const summary = `Forecast for "${title}": about ${compactNumber(expected)} views by day 28, 80% range ${compactNumber(min)} to ${compactNumber(max)}.`;
  return (
    <figure className="min-w-0">
      <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full max-w-md" role="img" aria-labelledby={`${id}-cap`}>
        <line
          x1={PAD.left}
          y1={H - PAD.bottom}
          x2={W - PAD.right}
          y2={H - PAD.bottom}
          className="stroke-slate-400"
          strokeWidth={1}
        />
        <line
          x1={PAD.left}
          y1={PAD.top}
          x2={PAD.left}
          y2={H - PAD.bottom}
          className="stroke-slate-400"
          strokeWidth={1}
        />
        {[0, 0.5, 1].map((f) => (
          <text
            key={f}
            x={PAD.left - 4}
            y={y(top * f) + 4}
            textAnchor="end"
            className="fill-slate-600 text-[10px] dark:fill-slate-300"
          >
            {compactNumber(top * f)}
          </text>
        ))}
        {[0, 7, 14, 21, 28].map((d) => (
          <text
            key={d}
            x={x(d)}
            y={H - PAD.bottom + 14}
            textAnchor="middle"
            className="fill-slate-600 text-[10px] dark:fill-slate-300"
          >
            {d === 0 ? "day 0" : `${d}`}
          </text>
        ))}
        <polygon points={band} className="fill-brand-100 dark:fill-brand-800" opacity={0.8} />
        <polyline points={line} fill="none" className="stroke-brand-700 dark:stroke-brand-300" strokeWidth={2} />
      </svg>
      <figcaption id={`${id}-cap`} className="mt-1 text-xs wrap-anywhere text-slate-600 dark:text-slate-400">
        {summary} Shaded: the 80% range; line: the median.
      </figcaption>
      <table className="sr-only">
        <caption>Forecast views by day since publication</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Low (80%)</th>
            <th scope="col">Median</th>
            <th scope="col">High (80%)</th>
          </tr>
        </thead>
        <tbody>
          {rows.slice(1).map((r) => (
            <tr key={r.day}>
              <th scope="row">{r.day}</th>
              <td>{compactNumber(r.low)}</td>
              <td>{compactNumber(r.mid)}</td>
              <td>{compactNumber(r.high)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
