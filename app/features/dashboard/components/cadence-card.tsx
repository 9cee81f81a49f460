import { Card } from "~/components/ui/card";
import { compactNumber, countOf } from "~/lib/format";
import { BREAK_STUDY, type CadenceReport } from "../engine/cadence";
import type { SentimentMonth } from "../dashboard.engines.server";
import { useViewerFormat } from "~/lib/use-viewer-format";

const VERDICT_STYLE: Record<CadenceReport["verdict"], string> = {
  steady: "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200",
  busier: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  stretched: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200",
  slower: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  "long break": "bg-slate-200 text-slate-900 dark:bg-slate-800 dark:text-slate-100",
  "not enough history": "bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100",
};

function correlationText(r: number | null, windows: number): string {
  if (r === null) return `Not enough 28-day windows with uploads to relate cadence to views yet (${windows} of 8).`;
  const strength = Math.abs(r) < 0.2 ? "hardly" : Math.abs(r) < 0.5 ? "somewhat" : "clearly";
  const direction = r < 0 ? "fewer" : "more";
  return Math.abs(r) < 0.2
    ? `Across ${windows} months, views per upload hardly moved with how often you uploaded (correlation ${r.toFixed(2)}).`
    : `Across ${windows} months, busier months ${strength} brought ${direction} first-week views per upload (correlation ${r.toFixed(2)}).`;
}

/** The schedule, not the person: cadence against the channel's own baseline, breaks and what followed. */
export function CadenceCard({ cadence, sentiment }: { cadence: CadenceReport; sentiment: SentimentMonth[] }) {
  const { date, month } = useViewerFormat();
  const firstSentiment = sentiment[0];
  const lastSentiment = sentiment.at(-1);
  return (
    <Card data-testid="burnout">
      <h2 className="text-lg font-semibold">Burnout analysis: your upload schedule</h2>
      <p className="mt-2">
        <span className={`rounded px-2 py-0.5 text-sm font-semibold ${VERDICT_STYLE[cadence.verdict]}`}>
          {cadence.verdict}
        </span>
      </p>
      <p className="mt-2" data-testid="cadence-verdict">
        {cadence.text}
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-slate-600 dark:text-slate-400">Last 7 days</dt>
          <dd className="font-semibold tabular-nums">{countOf(cadence.uploadsLast7, "upload")}</dd>
        </div>
        <div>
          <dt className="text-slate-600 dark:text-slate-400">Last 28 days</dt>
          <dd className="font-semibold tabular-nums">{countOf(cadence.uploadsLast28, "upload")}</dd>
        </div>
        <div>
          <dt className="text-slate-600 dark:text-slate-400">Usual per 28 days</dt>
          <dd className="font-semibold tabular-nums">{cadence.usualPer28 ?? "—"}</dd>
        </div>
        <div>
          <dt className="text-slate-600 dark:text-slate-400">Usual gap</dt>
          <dd className="font-semibold tabular-nums">
            {cadence.usualGapDays === null
              ? "—"
              : `${countOf(cadence.usualGapDays, "day")}${cadence.gapSpreadDays === null ? "" : ` (± ${cadence.gapSpreadDays})`}`}
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-sm">{correlationText(cadence.cadenceViewsCorrelation, cadence.windows)}</p>
      <h3 className="mt-4 font-semibold">Your breaks and what followed</h3>
      {cadence.breaks.length === 0 ? (
        <p className="mt-1 text-sm">No long breaks in your upload history.</p>
      ) : (
        <ul className="mt-1 space-y-1 text-sm">
          {cadence.breaks.slice(0, 5).map((b) => (
            <li key={b.from}>
              {b.days} days from {date(b.from)} to {date(b.to)}: first-week views{" "}
              {b.viewsBefore === null || b.viewsAfter === null
                ? "not recorded around it"
                : `${compactNumber(Math.round(b.viewsBefore))} before, ${compactNumber(Math.round(b.viewsAfter))} after (median of up to 3 uploads each side)`}
              .
            </li>
          ))}
        </ul>
      )}
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        {BREAK_STUDY.text} (
        <a className="underline" href={BREAK_STUDY.href} rel="noreferrer" target="_blank">
          {BREAK_STUDY.source}
        </a>
        )
      </p>
      <h3 className="mt-4 font-semibold">Comment sentiment</h3>
      {firstSentiment && lastSentiment && sentiment.length >= 2 ? (
        <p className="mt-1 text-sm" data-testid="sentiment-trend">
          Mean sentiment of your viewers&apos; comments went from {firstSentiment.meanCompound.toFixed(2)} in{" "}
          {month(firstSentiment.month)} to {lastSentiment.meanCompound.toFixed(2)} in {month(lastSentiment.month)} (−1
          to +1; {sentiment.reduce((a, m) => a + m.comments, 0).toLocaleString("en-US")} scored comments).
        </p>
      ) : (
        <p className="mt-1 text-sm">
          Run Comment Sentiment to follow how your viewers&apos; mood moves with your schedule.
        </p>
      )}
    </Card>
  );
}
