import { LineChart } from "~/components/charts/line-chart";
import { Card } from "~/components/ui/card";
import { compactNumber } from "~/lib/format";
import type { FunnelStage, Kpi, KpiReport } from "../engine/kpis";
import { FUNNEL_LABELS, KPI_COPY, KPI_PANEL_TITLE, KPI_PRO_TIP } from "../kpi-copy";
import { useViewerFormat } from "~/lib/use-viewer-format";

/** A KPI's value in its unit. */
export function formatKpi(value: number, unit: Kpi["unit"]): string {
  if (unit === "percent") return `${value.toFixed(2)}%`;
  if (unit === "minutes") return `${value.toFixed(1)} min`;
  return `${value.toFixed(2)} per 1,000`;
}

function formatChange(change: number, unit: Kpi["unit"]): string {
  const sign = change > 0 ? "+" : change < 0 ? "−" : "±";
  const size = Math.abs(change);
  if (unit === "percent") return `${sign}${size.toFixed(2)} pts`;
  if (unit === "minutes") return `${sign}${size.toFixed(1)} min`;
  return `${sign}${size.toFixed(2)}`;
}

function KpiCard({ kpi }: { kpi: Kpi }) {
  const { month: monthLabel } = useViewerFormat();
  const copy = KPI_COPY[kpi.key];
  const points = kpi.series
    .filter((p) => p.value !== null)
    .map((p) => ({ label: monthLabel(p.month), value: p.value! }));
  return (
    <Card className="flex flex-col gap-2" data-testid={`kpi-${kpi.key}`}>
      <h3 className="font-semibold">{copy.label}</h3>
      {kpi.value === null ? (
        <p className="rounded-md bg-slate-100 p-3 text-sm dark:bg-slate-800">
          <span className="font-semibold">Not measured yet.</span> {kpi.missing}
        </p>
      ) : (
        <>
          <p className="text-3xl font-bold tabular-nums">{formatKpi(kpi.value, kpi.unit)}</p>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Last 28 days
            {kpi.change !== null && kpi.previous !== null ? (
              <>
                {" · "}
                <span
                  className={kpi.change >= 0 ? "text-green-700 dark:text-green-400" : "text-red-700 dark:text-red-400"}
                >
                  {formatChange(kpi.change, kpi.unit)}
                </span>{" "}
                against the 28 days before ({formatKpi(kpi.previous, kpi.unit)})
              </>
            ) : null}
          </p>
          {points.length >= 2 ? (
            <LineChart
              title={`${copy.label}, month by month`}
              points={points}
              format={(v) => formatKpi(v, kpi.unit)}
              height={120}
            />
          ) : null}
        </>
      )}
      <p className="text-sm">{copy.description}</p>
      <p className="text-sm">
        <span className="font-semibold">Why it matters:</span> {copy.why}
      </p>
      <p className="text-sm text-slate-600 dark:text-slate-400">{copy.bonus}</p>
    </Card>
  );
}

function Funnel({ stages }: { stages: FunnelStage[] }) {
  const top = stages[0]?.value ?? null;
  if (stages.every((s) => s.value === null)) return null;
  return (
    <div className="mt-2" data-testid="viewer-funnel">
      <h3 className="font-semibold">Your viewer funnel, last 28 days</h3>
      <ol className="mt-2 space-y-1.5">
        {stages.map((s, i) => {
          const previous = i > 0 ? stages[i - 1]!.value : null;
          const width =
            top && s.value !== null
              ? Math.max(2, (Math.log10(Math.max(1, s.value)) / Math.log10(Math.max(10, top))) * 100)
              : 0;
          return (
            <li key={s.key} className="text-sm">
              <div className="flex flex-wrap justify-between gap-2">
                <span>{FUNNEL_LABELS[s.key]}</span>
                <span className="tabular-nums">
                  {s.value === null ? "not in your export" : compactNumber(s.value)}
                  {previous && s.value !== null ? (
                    <span className="text-slate-600 dark:text-slate-400">
                      {s.value <= previous
                        ? ` (${((s.value / previous) * 100).toFixed(1)}% of the stage before)`
                        : " (more than the stage before: views also come from outside thumbnail impressions, such as external links, embeds and notifications)"}
                    </span>
                  ) : null}
                </span>
              </div>
              <div className="mt-0.5 h-2 rounded bg-slate-100 dark:bg-slate-800" aria-hidden="true">
                <div className="h-2 rounded bg-brand-600 dark:bg-brand-400" style={{ width: `${width}%` }} />
              </div>
            </li>
          );
        })}
      </ol>
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
        Bars on a logarithmic scale, so every stage stays visible.
      </p>
    </div>
  );
}

/** The spec's collapsible panel, open by default; a <details> so Show/Hide works without JavaScript. */
export function KpiPanel({ report, source }: { report: KpiReport; source: string | null }) {
  const { calendarDay } = useViewerFormat();
  return (
    <details
      open
      className="group rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
      data-testid="kpi-panel"
    >
      <summary className="flex cursor-pointer list-none flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{KPI_PANEL_TITLE}</h2>
        <span className="rounded-md border border-slate-300 px-2 py-1 text-sm dark:border-slate-700">
          <span className="group-open:hidden">Show KPIs</span>
          <span className="hidden group-open:inline">Hide KPIs</span>
        </span>
      </summary>
      {report.window ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          28 days to {calendarDay(report.window.to)}
          {source ? `, from ${source}` : ""}.
        </p>
      ) : null}
      <div className="mt-3 grid gap-4 md:grid-cols-2">
        {report.kpis.map((kpi) => (
          <KpiCard key={kpi.key} kpi={kpi} />
        ))}
      </div>
      <Funnel stages={report.funnel} />
      <p className="mt-4 rounded-md bg-brand-50 p-3 text-sm dark:bg-slate-800">{KPI_PRO_TIP}</p>
    </details>
  );
}
