import type { ReactNode } from "react";
import { Link } from "react-router";
import { EstimateBadge } from "~/components/legal/estimate-badge";
import { Card } from "~/components/ui/card";
import { compactNumber, formatPercent, relativeAge } from "~/lib/format";
import type { BacktestSummary, Forecast } from "../engine/types";
import { BacktestNote } from "./backtest-sentence";
import { scoreColor, successColor } from "./colors";
import { FanChart } from "./fan-chart";

export type ForecastItem = {
  id: string;
  forecast: Forecast;
  backtest: BacktestSummary;
  basis: string;
  createdAt: string;
};

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

/** Shown instead of a "0 – 0" range when neither the channel nor the market gave anything to forecast from. */
export const NO_FORECAST_REASON =
  "No forecast: no upload with views and no market data for this topic yet. Search the topic in the Content Analyzer, or forecast again once your uploads have views.";
/** What to connect when a market figure was not measured (never a bare "—"). */
export const competitionHint = (topic: string) => `Not measured: search "${topic}" in the Content Analyzer`;

function NotMeasured({ children }: { children: ReactNode }) {
  return <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">{children}</span>;
}

/**
 * Where trend alignment comes from: the trends job measures each confirmed account's primary
 * topic every 6 hours, and nothing else a creator can set, so that setting is the way to get it.
 */
export function TrendHint({ topic }: { topic: string }) {
  return (
    <NotMeasured>
      Not measured: trends are read every 6 hours for your primary topic.{" "}
      <Link to="/account" className="font-semibold text-brand-700 hover:underline dark:text-brand-400">
        Set it to “{topic}” in Account Settings
      </Link>
      .
    </NotMeasured>
  );
}

export function ForecastCard({
  item,
  now,
  viralIncluded = true,
}: {
  item: ForecastItem;
  now: Date;
  /** False when the plan leaves out the Viral Potential Predictor: its empty value is the plan's, not a missing measure. */
  viralIncluded?: boolean;
}) {
  const f = item.forecast;
  const nothingToForecast = item.basis === "none" || (f.predictedViews.max === 0 && f.predictedViews.expected === 0);
  // Each score with what it rests on (forecasts stored before the notes existed have none).
  const scores: [string, number | null, string | undefined][] = [
    ["Title score", f.titleScore, f.scoreNotes?.title],
    ["Topic score", f.topicScore, f.scoreNotes?.topic],
    ["Timing score", f.timingScore, f.scoreNotes?.timing],
    ["Overall score", f.overallScore, undefined],
  ];
  return (
    <Card className="space-y-4" data-testid="forecast-card">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <div className="min-w-0">
          <h3 className="wrap-anywhere text-lg font-semibold">{f.title}</h3>
          <p className="wrap-anywhere text-sm text-slate-600 dark:text-slate-400">Topic: {f.topic}</p>
        </div>
        {/* Every figure on this card is computed by Vidwise: one label for them all. */}
        <div className="flex flex-wrap items-center gap-2">
          <EstimateBadge />
          <p className="text-xs text-slate-600 dark:text-slate-400">{relativeAge(item.createdAt, now)}</p>
        </div>
      </div>

      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Metric label="Predicted views (28 days)">
          {nothingToForecast ? (
            // A "0 – 0" range would read as a forecast of no views; there is simply nothing to forecast from.
            <span
              className="block text-xs font-normal text-slate-600 dark:text-slate-400"
              data-testid="no-forecast-reason"
            >
              {NO_FORECAST_REASON}
            </span>
          ) : (
            <>
              {compactNumber(f.predictedViews.expected)}
              <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">
                {compactNumber(f.predictedViews.min)} – {compactNumber(f.predictedViews.max)}
              </span>
            </>
          )}
        </Metric>
        <Metric label="Chance it beats your median" className={successColor(f.successProbability)}>
          {f.successProbability === null && f.probabilityCheck ? (
            <NotMeasured>Not shown: not measured on your channel</NotMeasured>
          ) : (
            <span data-testid="success-probability">{percent(f.successProbability)}</span>
          )}
        </Metric>
        <Metric label="Viral potential">
          {f.viralPotential === null && f.probabilityCheck && viralIncluded ? (
            <NotMeasured>Not shown: not measured on your channel</NotMeasured>
          ) : (
            (f.viralPotential ?? "—")
          )}
        </Metric>
        <Metric label="Predicted CTR">
          {f.predictedCTR === null && f.reach ? (
            <NotMeasured>Not measured: no Studio export and no reach figures for this format</NotMeasured>
          ) : (
            percent1(f.predictedCTR)
          )}
          {/* A CTR from the reach report says so: it is the median first week, not a Studio lifetime figure. */}
          {f.predictedCTRSource === "reach" && f.reach?.firstDays ? (
            <NotMeasured>
              Median first {f.reach.firstDays.days} days of {f.reach.firstDays.uploads} uploads, YouTube&apos;s reach
              report
            </NotMeasured>
          ) : null}
        </Metric>
        <Metric label="Predicted engagement">{percent1(f.predictedEngagement)}</Metric>
        <Metric label="Competition">
          {f.competitionLevel ?? <NotMeasured>{competitionHint(f.topic)}</NotMeasured>}
        </Metric>
        <Metric label="Trend alignment">
          {f.trendAlignment === null ? <TrendHint topic={f.topic} /> : `${Math.round(f.trendAlignment)}/100`}
        </Metric>
        {scores.map(([label, value, note]) => (
          <Metric key={label} label={label} className={scoreColor(value)}>
            {value === null ? note ? <NotMeasured>{note}</NotMeasured> : "—" : `${Math.round(value)}/100`}
            {/* What the score rests on, so a 50 that means "no difference" is not read as a middling title. */}
            {value !== null && note ? (
              <span className="block text-xs font-normal text-slate-600 dark:text-slate-400" data-testid="score-note">
                {note}
              </span>
            ) : null}
          </Metric>
        ))}
      </dl>

      <div className="grid gap-4 md:grid-cols-2">
        {nothingToForecast ? null : (
          <FanChart
            min={f.predictedViews.min}
            expected={f.predictedViews.expected}
            max={f.predictedViews.max}
            title={f.title}
          />
        )}
        <div className="space-y-2">
          <BacktestNote backtest={item.backtest} basis={item.basis} />
          {f.probabilityCheck ? (
            <p className="text-xs text-slate-600 dark:text-slate-400" data-testid="probability-check">
              {f.probabilityCheck.sentence}
            </p>
          ) : null}
        </div>
      </div>

      <div className="space-y-2 text-sm">
        <p className="break-words text-slate-700 dark:text-slate-300">{f.reasoning}</p>
        {f.reach ? (
          <p className="break-words text-slate-700 dark:text-slate-300" data-testid="reach-evidence">
            {f.reach.sentence}
          </p>
        ) : null}
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
