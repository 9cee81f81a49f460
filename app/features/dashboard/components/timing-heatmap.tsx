import { Card } from "~/components/ui/card";
import { BLOCKS, type TimingReport, WEEKDAYS, blockLabel, slotText } from "~/lib/upload-timing";

function cellStyle(ratio: number | null): string {
  if (ratio === null) return "bg-slate-50 text-slate-700 dark:bg-slate-900 dark:text-slate-300";
  if (ratio >= 1.25) return "bg-green-200 text-green-950 dark:bg-green-900 dark:text-green-100";
  if (ratio >= 1.05) return "bg-green-100 text-green-950 dark:bg-green-950 dark:text-green-200";
  if (ratio > 0.95) return "bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100";
  if (ratio > 0.8) return "bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-200";
  return "bg-red-100 text-red-950 dark:bg-red-950 dark:text-red-200";
}

const pct = (ratio: number) => `${ratio >= 1 ? "+" : "−"}${Math.abs(Math.round((ratio - 1) * 100))}%`;

/** First-week views by weekday and time of day, relative to the channel's median, with the count in each cell. */
export function TimingHeatmap({ timing }: { timing: TimingReport }) {
  // With no upload measured, a grid of 42 dashes says nothing the sentence above does not.
  const measured = timing.cells.some((c) => c.n > 0);
  return (
    <Card data-testid="upload-timing">
      <h2 className="text-lg font-semibold">Optimal upload timing</h2>
      {/* Large type holds the short answer; the sentence below says why. */}
      <p className="mt-2 text-xl font-bold" data-testid="timing-slot">
        {slotText(timing.recommendation) ?? "Any time: none stands out"}
      </p>
      <p className="mt-1 text-sm" data-testid="timing-recommendation">
        {timing.recommendation.text}
      </p>
      {measured ? <TimingGrid timing={timing} /> : null}
    </Card>
  );
}

function TimingGrid({ timing }: { timing: TimingReport }) {
  return (
    <>
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
        Long-form uploads of about the last two years, by publish weekday and time ({timing.timeZone}): first-week views
        against your median of{" "}
        {timing.medianViews7d === null ? "—" : Math.round(timing.medianViews7d).toLocaleString("en-US")}, with the
        number of uploads in each cell. A weekday or time is recommended only when it beat your other uploads by more
        than chance allows across the 13 weekdays and times compared (adjusted intervals) and holds at least 5 uploads.
      </p>
      <div className="mt-3 overflow-x-auto" tabIndex={0} role="region" aria-label="Upload timing heatmap">
        <table className="w-full min-w-[36rem] border-separate border-spacing-0.5 text-center text-xs">
          <caption className="sr-only">
            First-week views relative to your median, by weekday and time of day; n is the number of uploads
          </caption>
          <thead>
            <tr>
              <th scope="col" className="p-1 text-left font-semibold">
                Day
              </th>
              {Array.from({ length: BLOCKS }, (_, b) => (
                <th key={b} scope="col" className="p-1 font-semibold">
                  {blockLabel(b)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {WEEKDAYS.map((day, weekday) => (
              <tr key={day}>
                <th scope="row" className="p-1 text-left font-semibold">
                  {day.slice(0, 3)}
                </th>
                {timing.cells
                  .filter((c) => c.weekday === weekday)
                  .map((c) => (
                    <td key={c.block} className={`rounded p-1.5 tabular-nums ${cellStyle(c.ratio)}`}>
                      {c.ratio === null ? "—" : pct(c.ratio)}
                      <span className="block text-[10px]">n={c.n}</span>
                    </td>
                  ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
