import { Card } from "~/components/ui/card";
import type { StoredRpmAnalysis } from "../rpm.engines.server";
import { formatMoney } from "~/lib/format";
import { useViewerFormat } from "~/lib/use-viewer-format";

/** The previous kept runs, so a creator sees how their RPM moved between analyses. */
export function EarlierAnalyses({ runs }: { runs: StoredRpmAnalysis[] }) {
  const { date } = useViewerFormat();
  if (runs.length === 0) return null;
  return (
    <Card>
      <section aria-labelledby="rpm-earlier" className="text-sm">
        <h2 id="rpm-earlier" className="text-lg font-semibold">
          Earlier analyses
        </h2>
        <ul className="mt-2 space-y-1 text-slate-700 dark:text-slate-300">
          {runs.map((run) => (
            <li key={run.id}>
              <span className="font-medium">
                #{run.totalAnalyses}, {date(run.createdAt)}:
              </span>{" "}
              {run.analysis
                ? `${formatMoney(run.analysis.currentRPM)} RPM, ${run.recommendations.length} ${run.recommendations.length === 1 ? "recommendation" : "recommendations"}, +${formatMoney(run.analysis.potentialMonthlyIncrease)} potential per 28 days`
                : "no analysis (revenue data missing)"}
            </li>
          ))}
        </ul>
      </section>
    </Card>
  );
}
