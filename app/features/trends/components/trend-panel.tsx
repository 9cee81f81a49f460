import type { ReactNode } from "react";
import { ButtonLink } from "~/components/ui/button";
import { LineChart } from "~/components/charts/line-chart";
import type { TrendRecord } from "~/features/trends/trends.server";
import { ClockIcon, SparkIcon, TrendUpIcon } from "~/components/marketing/icons";
import { useViewerFormat } from "~/lib/use-viewer-format";
import { trendWord } from "~/lib/trend-words";

/**
 * What the trend panel can show (spec §2 Trend panel). The loader decides; the panel only
 * renders. "pending" is the honest answer while no trend data exists for the topic: we never
 * show made-up numbers in its place.
 */
export type TrendPanelState =
  | { kind: "demo" }
  | { kind: "setup" }
  | { kind: "pending"; topic: string }
  | { kind: "unavailable"; message: string }
  | { kind: "loaded"; trend: TrendRecord };

export function TrendPanel({ state }: { state: TrendPanelState }) {
  switch (state.kind) {
    case "demo":
      return (
        <PanelCard
          icon={<SparkIcon className="h-6 w-6" />}
          title="Create a real account for trend insights"
          action={<ButtonLink to="/signup">Create Your Account</ButtonLink>}
        >
          Trend insights are built from live YouTube data for your own topic, so the demo cannot show them. Sign up to
          see how interest in your niche is moving.
        </PanelCard>
      );
    case "setup":
      return (
        <PanelCard
          icon={<SparkIcon className="h-6 w-6" />}
          title="Complete your setup"
          action={<ButtonLink to="/account">Complete Setup</ButtonLink>}
        >
          Add your primary topic in Account Settings and we will start tracking how interest in it changes.
        </PanelCard>
      );
    case "pending":
      return (
        <PanelCard icon={<ClockIcon className="h-6 w-6" />} title="Trend Analysis Pending">
          We are gathering trend data for <strong className="font-semibold">“{state.topic}”</strong>. Check back in a
          few hours.
        </PanelCard>
      );
    case "loaded":
      return <TrendSummary trend={state.trend} />;
    case "unavailable":
      return (
        <PanelCard icon={<TrendUpIcon className="h-6 w-6" />} title="Trend Data Unavailable" tone="error">
          {state.message}
        </PanelCard>
      );
  }
}

function PanelCard({
  icon,
  title,
  children,
  action,
  tone = "neutral",
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  action?: ReactNode;
  tone?: "neutral" | "error";
}) {
  const frame =
    tone === "error"
      ? "border-red-300 bg-red-50 dark:border-red-900 dark:bg-red-950"
      : "border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900";
  return (
    <div role={tone === "error" ? "alert" : undefined} className={`rounded-xl border p-6 shadow-sm ${frame}`}>
      <div className="flex items-start gap-4">
        <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-red-300">
          {icon}
        </span>
        <div>
          <h3 className="text-lg font-semibold">{title}</h3>
          <p className="mt-1 text-slate-600 dark:text-slate-300">{children}</p>
          {action ? <div className="mt-4">{action}</div> : null}
        </div>
      </div>
    </div>
  );
}

const URGENCY_CLASSES = {
  high: "border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100",
  medium: "border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100",
  low: "border-slate-300 bg-slate-50 text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100",
} as const;

/** The loaded panel: the summary card, the insight cards and the interest chart (spec §2). */
function TrendSummary({ trend }: { trend: TrendRecord }) {
  const v = trend.trend_velocity;
  const arrow = v === null || v === 0 ? "→" : v > 0 ? "↑" : "↓";
  const { date, shortDay } = useViewerFormat();
  return (
    <div className="space-y-4 text-left">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
        <h3 className="text-xl font-bold capitalize">{trend.keyword}</h3>
        <dl className="mt-4 grid grid-cols-2 gap-4 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-slate-600 dark:text-slate-400">Velocity (week over week)</dt>
            <dd className="text-lg font-semibold">
              <span aria-hidden="true">{arrow} </span>
              {trend.velocity_text}
            </dd>
          </div>
          <div>
            <dt className="text-slate-600 dark:text-slate-400">Signal</dt>
            <dd className="text-lg font-semibold">{trendWord(trend.trend_signal)}</dd>
          </div>
          <div>
            <dt className="text-slate-600 dark:text-slate-400">Peak season</dt>
            <dd className="text-lg font-semibold">{trend.seasonal_peak_month ?? "Unknown"}</dd>
          </div>
          <div>
            <dt className="text-slate-600 dark:text-slate-400">Last updated</dt>
            <dd>{date(trend.last_updated)}</dd>
          </div>
          <div>
            <dt className="text-slate-600 dark:text-slate-400">Data points</dt>
            <dd>{trend.data_points}</dd>
          </div>
        </dl>
        {trend.interest_over_time.length > 1 ? (
          <div className="mt-4">
            <LineChart
              title="Interest over time (median views per day of recent top videos)"
              points={trend.interest_over_time.map((p) => ({ label: shortDay(p.date), value: p.value }))}
              format={(n) => Math.round(n).toLocaleString("en-US")}
            />
          </div>
        ) : null}
      </div>
      {trend.insights.length > 0 ? (
        <ul className="grid gap-3 sm:grid-cols-2">
          {trend.insights.map((insight) => (
            <li key={insight.title} className={`rounded-xl border p-4 ${URGENCY_CLASSES[insight.urgency]}`}>
              <p className="text-xs font-semibold uppercase tracking-wide">{insight.urgency} urgency</p>
              <p className="mt-1 font-semibold">{insight.title}</p>
              <p className="mt-1 text-sm">{insight.description}</p>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
