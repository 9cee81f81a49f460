import { Card } from "~/components/ui/card";
import { EstimateBadge } from "~/components/legal/estimate-badge";
import { compactNumber, countOf } from "~/lib/format";
import type { VisibilityPartKey, VisibilityScore } from "../engine/visibility";
import { useViewerFormat } from "~/lib/use-viewer-format";

const PART_LABELS: Record<VisibilityPartKey, string> = {
  impressions: "Impressions",
  ctr: "Impressions click-through rate",
  newVideoViews: "Views of new videos at 7 days (median)",
  subscribers: "Net subscribers",
};

function partValue(key: VisibilityPartKey, value: number): string {
  if (key === "ctr") return `${value.toFixed(2)}%`;
  return compactNumber(Math.round(value));
}

function scoreColour(score: number): string {
  if (score >= 70) return "text-green-700 dark:text-green-400";
  if (score >= 40) return "text-amber-700 dark:text-amber-400";
  return "text-red-700 dark:text-red-400";
}

/** The score with its parts, so it explains itself. */
export function VisibilityCard({ score }: { score: VisibilityScore }) {
  const { calendarDay } = useViewerFormat();
  return (
    <Card data-testid="visibility-score">
      <h2 className="flex flex-wrap items-center gap-2 text-lg font-semibold">
        Live Visibility Score <EstimateBadge />
      </h2>
      {score.value === null ? (
        <p className="mt-2 text-sm">Not enough history to score yet: each part below says what it needs.</p>
      ) : (
        <p className="mt-2">
          <span className={`text-4xl font-bold tabular-nums ${scoreColour(score.value)}`}>{score.value}</span>
          <span className="text-slate-600 dark:text-slate-400"> / 100</span>
          {score.partsScored < score.parts.length ? (
            <span className="ml-2 text-sm font-semibold text-amber-800 dark:text-amber-300">
              partial: {score.partsScored} of {score.parts.length} parts
            </span>
          ) : null}
        </p>
      )}
      {score.value !== null && score.basis ? (
        <p className="mt-1 text-sm" data-testid="visibility-basis">
          {score.basis}
        </p>
      ) : null}
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        How visible your channel is in the 28 days to {score.window ? calendarDay(score.window.to) : "your newest data"}{" "}
        against its own earlier months: each part is a percentile among your channel&apos;s earlier 28-day windows (50 =
        a typical month, 90 = better than 9 in 10), combined with the weights shown.
      </p>
      <div className="mt-3 overflow-x-auto" tabIndex={0} role="region" aria-label="Parts of the Live Visibility Score">
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-slate-200 dark:border-slate-800">
              <th scope="col" className="py-1.5 pr-3 font-semibold">
                Part
              </th>
              <th scope="col" className="py-1.5 pr-3 font-semibold">
                Last 28 days
              </th>
              <th scope="col" className="py-1.5 pr-3 font-semibold">
                Percentile
              </th>
              <th scope="col" className="py-1.5 font-semibold">
                Weight
              </th>
            </tr>
          </thead>
          <tbody>
            {score.parts.map((p) => (
              <tr key={p.key} className="border-b border-slate-100 align-top dark:border-slate-800/60">
                <th scope="row" className="py-1.5 pr-3 font-normal">
                  {PART_LABELS[p.key]}
                </th>
                <td className="py-1.5 pr-3 tabular-nums">{p.value === null ? "—" : partValue(p.key, p.value)}</td>
                <td className="py-1.5 pr-3 tabular-nums">
                  {p.percentile === null ? (
                    <span className="text-slate-600 dark:text-slate-400">{p.missing}</span>
                  ) : (
                    `${p.percentile} (among ${countOf(p.history, "earlier window")})`
                  )}
                </td>
                <td className="py-1.5 tabular-nums">{Math.round(p.weight * 100)}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
