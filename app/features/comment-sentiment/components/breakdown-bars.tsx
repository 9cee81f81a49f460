// Positive / neutral / negative shares per video as 100% bars, with a legend. SVG widths, not
// inline styles, so the page needs no 'unsafe-inline' in its Content-Security-Policy.
import type { SentimentRecord } from "../report.server";

const PARTS = [
  { key: "positive", label: "Positive", fill: "fill-green-500", swatch: "bg-green-500" },
  { key: "neutral", label: "Neutral", fill: "fill-slate-400", swatch: "bg-slate-400" },
  { key: "negative", label: "Negative", fill: "fill-red-500", swatch: "bg-red-500" },
] as const;

export function BreakdownLegend() {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700 dark:text-slate-300" aria-label="Legend">
      {PARTS.map((part) => (
        <li key={part.key} className="flex items-center gap-1.5">
          <span aria-hidden="true" className={`inline-block h-2.5 w-2.5 rounded-sm ${part.swatch}`} />
          {part.label}
        </li>
      ))}
    </ul>
  );
}

export function BreakdownBars({ title, records }: { title: string; records: SentimentRecord[] }) {
  if (records.length === 0) return null;
  return (
    <figure>
      <figcaption className="text-sm font-semibold">{title}</figcaption>
      <div className="mt-1 mb-3">
        <BreakdownLegend />
      </div>
      <ul className="space-y-2">
        {records.map((record) => {
          const b = record.sentimentBreakdown;
          let offset = 0;
          return (
            <li key={record.id} className="text-xs">
              <span className="mb-0.5 flex justify-between gap-2 text-slate-700 dark:text-slate-300">
                <span className="truncate">{record.videoTitle}</span>
                {record.sentimentScore === null ? null : (
                  <span className="shrink-0 tabular-nums text-slate-600 dark:text-slate-400" aria-hidden="true">
                    {b.positive}% · {b.neutral}% · {b.negative}%
                  </span>
                )}
              </span>
              {record.sentimentScore === null ? (
                <span className="block text-slate-600 italic dark:text-slate-400">No scorable comments</span>
              ) : (
                <>
                  <svg
                    viewBox="0 0 100 4"
                    preserveAspectRatio="none"
                    className="h-3 w-full overflow-hidden rounded-full"
                    aria-hidden="true"
                  >
                    <rect width="100" height="4" className="fill-slate-100 dark:fill-slate-800" />
                    {PARTS.map((part) => {
                      const width = b[part.key];
                      const rect = <rect key={part.key} x={offset} width={width} height="4" className={part.fill} />;
                      offset += width;
                      return rect;
                    })}
                  </svg>
                  <span className="sr-only">{PARTS.map((part) => `${part.label} ${b[part.key]}%`).join(", ")}</span>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </figure>
  );
}
