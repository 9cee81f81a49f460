// The sentiment score of each video, oldest to newest, on a fixed 0-10 scale.
//
// The plot is an SVG stretched to its box (preserveAspectRatio="none") while every label is HTML:
// text inside a scaled SVG shrinks with the card and was unreadable on a phone. Lines and dots
// keep their pixel width through vector-effect="non-scaling-stroke" (a dot is a zero-length line
// with round caps). No inline styles: the Content-Security-Policy has no 'unsafe-inline'.

import { useViewerFormat } from "~/lib/use-viewer-format";

export type ScorePoint = { label: string; date: string; score: number };

const MAX = 10;
/** Dates written under the x axis at most; the others are in the dots' tooltips and the table. */
const MAX_DATE_LABELS = 4;

/** Which points get a date under the axis: first, last and evenly spaced ones between. */
export function labelledIndices(count: number, max = MAX_DATE_LABELS): Set<number> {
  if (count <= max) return new Set(Array.from({ length: count }, (_, i) => i));
  const out = new Set<number>();
  for (let k = 0; k < max; k++) out.add(Math.round((k * (count - 1)) / (max - 1)));
  return out;
}

/** The point's x in the plot, in percent: the middle of its equal-width column (as the date labels are). */
const xOf = (index: number, count: number) => ((index + 0.5) / count) * 100;
const yOf = (score: number) => 100 - (Math.min(MAX, Math.max(0, score)) / MAX) * 100;

export function SentimentScoreChart({ title, points }: { title: string; points: ScorePoint[] }) {
  // Publish dates in the viewer's zone and locale ("Nov 20"), as every page shows them.
  const { shortDate: dateLabel } = useViewerFormat();
  if (points.length === 0) return null;
  const n = points.length;
  const path = points
    .map((p, i) => `${i === 0 ? "M" : "L"}${xOf(i, n).toFixed(2)},${yOf(p.score).toFixed(2)}`)
    .join(" ");
  const labelled = labelledIndices(n);
  return (
    <figure className="flex h-full flex-col">
      <figcaption className="text-sm font-semibold">{title}</figcaption>
      <p className="mb-3 text-xs text-slate-600 dark:text-slate-400">
        Score out of 10 for each video, by publish date.
      </p>
      <div className="flex min-h-48 flex-1 gap-2" aria-hidden="true">
        <div className="relative w-5 shrink-0 text-right text-xs tabular-nums text-slate-600 dark:text-slate-400">
          <span className="absolute top-0 right-0 -translate-y-1/2">10</span>
          <span className="absolute top-1/2 right-0 -translate-y-1/2">5</span>
          <span className="absolute right-0 bottom-0 translate-y-1/2">0</span>
        </div>
        <div className="relative flex-1">
          <svg
            viewBox="0 0 100 100"
            preserveAspectRatio="none"
            className="absolute inset-0 h-full w-full overflow-visible"
          >
            {[0, 50, 100].map((y) => (
              <line
                key={y}
                x1={0}
                x2={100}
                y1={y}
                y2={y}
                vectorEffect="non-scaling-stroke"
                strokeDasharray={y === 100 ? undefined : "3 4"}
                className={
                  y === 100 ? "stroke-slate-400 dark:stroke-slate-500" : "stroke-slate-200 dark:stroke-slate-700"
                }
              />
            ))}
            {n > 1 ? (
              <path
                d={path}
                fill="none"
                strokeWidth={2.5}
                vectorEffect="non-scaling-stroke"
                className="stroke-brand-600 dark:stroke-brand-400"
              />
            ) : null}
            {points.map((p, i) => (
              <path
                key={`${p.label}-${i}`}
                d={`M${xOf(i, n).toFixed(2)},${yOf(p.score).toFixed(2)}h0`}
                strokeWidth={8}
                strokeLinecap="round"
                vectorEffect="non-scaling-stroke"
                className="stroke-brand-600 dark:stroke-brand-400"
              >
                <title>{`${p.label} (${dateLabel(p.date)}): ${p.score.toFixed(1)}/10`}</title>
              </path>
            ))}
          </svg>
        </div>
      </div>
      <div className="mt-2 ml-7 flex text-xs text-slate-600 dark:text-slate-400" aria-hidden="true">
        {points.map((p, i) => (
          // The end labels lean inwards so they stay inside the card on a narrow screen.
          <span
            key={`${p.label}-${i}`}
            className={`flex min-w-0 flex-1 whitespace-nowrap ${n > 1 && i === 0 ? "justify-start" : n > 1 && i === n - 1 ? "justify-end" : "justify-center"}`}
          >
            {labelled.has(i) ? dateLabel(p.date) : ""}
          </span>
        ))}
      </div>
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Video</th>
            <th scope="col">Published</th>
            <th scope="col">Score out of 10</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p, i) => (
            <tr key={`${p.label}-${i}`}>
              <th scope="row">{p.label}</th>
              <td>{dateLabel(p.date)}</td>
              <td>{p.score.toFixed(1)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
