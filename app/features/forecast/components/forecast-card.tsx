import type { ReactNode } from "react";
import { Card } from "~/components/ui/card";
import { compactNumber, formatPercent, relativeAge } from "~/lib/format";
import type { BacktestSummary, Forecast } from "../engine/types";
import { BacktestNote } from "./backtest-sentence";
import { scoreColor, successColor } from "./colors";
import { FanChart } from "./fan-chart";

export type ForecastItem = { id: string; forecast: Forecast; backtest: BacktestSummary; basis: string; createdAt: string };

const percent = (value: number | null) => (value === null ? "—" : `${value.toFixed(0)}%`);
const percent1 = (value: number | null) => (value === null ? "—" : formatPercent(value));

function Metric({ label, children, className = "" }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className={`font-semibold tabular-nums ${className}`}>{children}</dd>
    </div>
  );
}

export function ForecastCard({ item, now }: { item: ForecastItem; now: Date }) {
  const f = item.forecast;
  const scores: [string, number | null][] = [
    ["Title score", f.titleScore],
    ["Topic score", f.topicScore],
    ["Timing score", f.timingScore],
    ["Overall score", f.overallScore],
  ];
  return (
    <Card className="space-y-4" data-testid="forecast-card">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <div className="min-w-0">
          <h3 className="break-words text-lg font-semibold">{f.title}</h3>
          <p className="break-words text-sm text-slate-600 dark:text-slate-400">Topic: {f.topic}</p>
        </div>
        <p className="text-xs text-slate-600 dark:text-slate-400">{relativeAge(item.createdAt, now)}</p>
      </div>

      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Metric label="Predicted views (28 days)">
          {compactNumber(f.predictedViews.expected)}
          <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">
            {compactNumber(f.predictedViews.min)} – {compactNumber(f.predictedViews.max)}
          </span>
        </Metric>
        <Metric label="Success probability" className={successColor(f.successProbability)}>
          <span data-testid="success-probability">{percent(f.successProbability)}</span>
        </Metric>
        <Metric label="Viral potential">{f.viralPotential ?? "—"}</Metric>
        <Metric label="Predicted CTR">{percent1(f.predictedCTR)}</Metric>
        <Metric label="Predicted engagement">{percent1(f.predictedEngagement)}</Metric>
        <Metric label="Competition">{f.competitionLevel ?? "—"}</Metric>
        <Metric label="Trend alignment">{f.trendAlignment === null ? "—" : `${Math.round(f.trendAlignment)}/100`}</Metric>
        {scores.map(([label, value]) => (
          <Metric key={label} label={label} className={scoreColor(value)}>
            {value === null ? "—" : `${Math.round(value)}/100`}
          </Metric>
        ))}
      </dl>

      <div className="grid gap-4 md:grid-cols-2">
        <FanChart min={f.predictedViews.min} expected={f.predictedViews.expected} max={f.predictedViews.max} title={f.title} />
        <BacktestNote backtest={item.backtest} basis={item.basis} />
      </div>

      <div className="space-y-2 text-sm">
        <p className="break-words text-slate-700 dark:text-slate-300">{f.reasoning}</p>
        {f.recommendations.length > 0 ? (
          <ul className="list-disc space-y-1 pl-5 text-slate-700 dark:text-slate-300">
            {f.recommendations.map((r) => (
              <li key={r} className="break-words">
                {r}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </Card>
  );
}
