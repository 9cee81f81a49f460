import { Card } from "~/components/ui/card";
import { countOf, nounFor } from "~/lib/format";
import type { StoredAnalyzed } from "../idea-shapes";

/** What the newest batch looked at (the Trends Analyzed tile's breakdown) and what was missing. */
export function AnalyzedPanel({ analyzed }: { analyzed: StoredAnalyzed }) {
  const { dropped } = analyzed;
  return (
    <Card>
      <section aria-labelledby="analyzed-heading" className="space-y-3">
        <h2 id="analyzed-heading" className="text-lg font-semibold">
          What this batch looked at
        </h2>
        <ul className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-5">
          <li>
            <span className="block text-xl font-bold tabular-nums">
              {analyzed.trends === null ? "—" : analyzed.trends.toLocaleString("en-US")}
            </span>{" "}
            keyword {nounFor(analyzed.trends ?? 0, "trend")} (Trends Analyzed)
          </li>
          <li>
            <span className="block text-xl font-bold tabular-nums">{analyzed.keywords.toLocaleString("en-US")}</span>{" "}
            {analyzed.keywords === 1 ? "keyword or search" : "keywords and searches"}
          </li>
          <li>
            <span className="block text-xl font-bold tabular-nums">{analyzed.clusters.toLocaleString("en-US")}</span>{" "}
            topic {nounFor(analyzed.clusters, "cluster")}
          </li>
          <li>
            <span className="block text-xl font-bold tabular-nums">{analyzed.videos.toLocaleString("en-US")}</span>{" "}
            {nounFor(analyzed.videos, "video")}
          </li>
          <li>
            <span className="block text-xl font-bold tabular-nums">{analyzed.comments.toLocaleString("en-US")}</span>{" "}
            analyzed viewer {nounFor(analyzed.comments, "comment")}, all dates
          </li>
        </ul>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {countOf(analyzed.candidates, "topic")} had evidence; left out: {dropped.coveredRecently} covered by your
          uploads in the last 60 days, {dropped.dismissed} dismissed, {dropped.previousBatch} shown in the previous
          batch.
        </p>
        {analyzed.missing.length > 0 ? (
          <div>
            <h3 className="text-sm font-semibold">Sources not included yet</h3>
            <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
              {analyzed.missing.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </section>
    </Card>
  );
}
