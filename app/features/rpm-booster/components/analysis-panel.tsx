import type { ReactNode } from "react";
import { LineChart } from "~/components/charts/line-chart";
import { buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { formatMoney, wholeNumber } from "~/lib/format";
import type { RpmAnalysis } from "../engine/types";
import { trendText } from "../format";
import { trendWord, trendWordInText } from "~/lib/trend-words";
import { useViewerFormat } from "~/lib/use-viewer-format";

const TREND: Record<RpmAnalysis["monthlyTrend"], { label: string; arrow: string; style: string }> = {
  increasing: { label: trendWord("increasing"), arrow: "↑", style: "text-emerald-700 dark:text-emerald-400" },
  decreasing: { label: trendWord("decreasing"), arrow: "↓", style: "text-red-700 dark:text-red-400" },
  stable: { label: trendWord("stable"), arrow: "→", style: "text-slate-700 dark:text-slate-300" },
};

function Figure({ label, value, note }: { label: string; value: ReactNode; note: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="mt-0.5 text-xl font-bold tabular-nums">{value}</dd>
      <dd className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">{note}</dd>
    </div>
  );
}

/** The spec's RPM analysis: the channel's RPM now, its trend and its own benchmarks. */
export function AnalysisPanel({
  analysis,
  run,
  source,
  dailyOrigin,
  csvHref,
}: {
  analysis: RpmAnalysis;
  run: string;
  source: string;
  /** Whose daily revenue the history is drawn from: Studio's, the Google connection's or both. */
  dailyOrigin: string;
  csvHref: string | null;
}) {
  const trend = TREND[analysis.monthlyTrend];
  const { calendarDay: dayText } = useViewerFormat();
  return (
    <Card>
      <section aria-labelledby="rpm-analysis" className="space-y-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id="rpm-analysis" className="text-lg font-semibold">
              Your RPM analysis
            </h2>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              {run}. {source}
            </p>
          </div>
          {csvHref ? (
            // A plain link: the CSV is a file download, not a page React Router should render.
            <a href={csvHref} download className={buttonClass("secondary", "sm")}>
              Download RPM by video (CSV)
            </a>
          ) : null}
        </div>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Figure
            label="Current RPM (last 28 days)"
            value={formatMoney(analysis.currentRPM)}
            note={`${formatMoney(analysis.revenue28)} on ${wholeNumber(analysis.views28)} views, ${dayText(analysis.window.from)} – ${dayText(analysis.window.to)}`}
          />
          <Figure
            label="Monthly trend"
            value={
              <span className={trend.style}>
                <span aria-hidden="true">{trend.arrow} </span>
                {trend.label} {trendText(analysis.trendPercentage)}
              </span>
            }
            note={`RPM of these 28 days against the 28 days before (within ±5% reads ${trendWordInText("stable")})`}
          />
          <Figure
            label="Potential monthly increase"
            value={`+${formatMoney(analysis.potentialMonthlyIncrease)}`}
            note={`per 28 days from ${analysis.totalRecommendations} ${analysis.totalRecommendations === 1 ? "recommendation" : "recommendations"}; they overlap, so read it as an upper bound`}
          />
          <Figure
            label="Your median RPM"
            value={analysis.channelMedianRPM === null ? "—" : formatMoney(analysis.channelMedianRPM)}
            note="median per-video RPM of your videos with 1,000+ views"
          />
          <Figure
            label="Top performer RPM"
            value={analysis.topPerformerRPM === null ? "—" : formatMoney(analysis.topPerformerRPM)}
            note={
              analysis.topPerformerRPM === null
                ? "needs at least 10 videos with 1,000+ views"
                : "where your top 10% of videos by RPM start"
            }
          />
          <Figure
            label="Industry average"
            value="Not shown"
            note={`${analysis.nicheNote}: YouTube publishes no RPM by niche and third-party tables disagree several-fold, so you are compared with your own videos.`}
          />
        </dl>
        {analysis.history && analysis.history.length >= 2 ? (
          <LineChart
            title={`RPM over time (each point: 28 days of ${dailyOrigin})`}
            points={analysis.history.map((w) => ({ label: dayText(w.to), value: w.rpm }))}
            format={(v) => formatMoney(v)}
            height={140}
          />
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            RPM over time appears once your daily revenue rows cover at least two 28-day periods.
          </p>
        )}
      </section>
    </Card>
  );
}
