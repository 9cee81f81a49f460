// /admin's "YouTube quota" section: where today's shared units went, the last 30 days, and how
// many creators the budget holds at today's rate, so the operator sees a squeeze coming.
import { EmptyState } from "~/components/ui/empty-state";
import { StatsRow } from "~/components/ui/stat-tile";
import { QUOTA_FEATURE_LABELS, QUOTA_TREND_DAYS, type QuotaReport } from "~/features/channel-data/index";
import { wholeNumber } from "~/lib/format";

const CELL = "py-2 pr-4";
const NUMBER_CELL = "py-2 pr-4 text-right tabular-nums";

function percent(part: number, whole: number) {
  return whole > 0 ? Math.round((part / whole) * 100) : 0;
}

function TodayByFeature({ report }: { report: QuotaReport }) {
  if (report.byFeature.length === 0)
    return (
      <EmptyState title="No YouTube calls today">
        Nothing has called the YouTube Data API since the quota day began (midnight Pacific time).
      </EmptyState>
    );
  return (
    <div tabIndex={0} role="region" aria-label="Today's YouTube units by feature" className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Today's YouTube units by feature</caption>
        <thead>
          <tr className="border-b border-slate-200 dark:border-slate-800">
            <th scope="col" className={CELL}>
              Feature
            </th>
            <th scope="col" className="py-2 pr-4 text-right">
              Units
            </th>
            <th scope="col" className="py-2 pr-4 text-right">
              Calls
            </th>
            <th scope="col" className="py-2 text-right">
              Searches
            </th>
          </tr>
        </thead>
        <tbody>
          {report.byFeature.map((row) => (
            <tr key={row.feature} className="border-b border-slate-100 dark:border-slate-800">
              <th scope="row" className={`${CELL} font-normal`}>
                {QUOTA_FEATURE_LABELS[row.feature]}
              </th>
              <td className={NUMBER_CELL}>{wholeNumber(row.units)}</td>
              <td className={NUMBER_CELL}>{wholeNumber(row.calls)}</td>
              <td className="py-2 text-right tabular-nums">{wholeNumber(row.searches)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One bar a day, drawn against the budget; the numbers are in the table for screen readers too. */
function Trend({ report }: { report: QuotaReport }) {
  const spentDays = report.trend.filter((d) => d.units > 0).length;
  if (spentDays === 0)
    return (
      <EmptyState title={`No units spent in the last ${QUOTA_TREND_DAYS} days`}>
        The trend fills in as creators connect channels and the daily refresh runs.
      </EmptyState>
    );
  const scale = Math.max(report.budget, ...report.trend.map((d) => d.units));
  return (
    <div
      tabIndex={0}
      role="region"
      aria-label={`Units a day, last ${QUOTA_TREND_DAYS} days`}
      className="overflow-x-auto"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">YouTube units spent each quota day, oldest first</caption>
        <thead>
          <tr className="border-b border-slate-200 dark:border-slate-800">
            <th scope="col" className={CELL}>
              Day
            </th>
            <th scope="col" className="py-2 pr-4 text-right">
              Units
            </th>
            <th scope="col" className="w-1/2 py-2">
              <span className="sr-only">Share of the budget</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {report.trend.map((d) => (
            <tr key={d.day} className="border-b border-slate-100 dark:border-slate-800">
              <th scope="row" className={`${CELL} font-normal tabular-nums`}>
                <time dateTime={d.day}>{d.day}</time>
              </th>
              <td className={NUMBER_CELL}>{wholeNumber(d.units)}</td>
              <td className="py-2">
                <div className="h-2 rounded bg-slate-100 dark:bg-slate-800" aria-hidden="true">
                  <div
                    className={`h-2 rounded ${d.units >= report.budget * report.alertShare ? "bg-amber-500 dark:bg-amber-400" : "bg-brand-600 dark:bg-brand-500"}`}
                    style={{ width: `${Math.min(100, (d.units / scale) * 100)}%` }}
                  />
                </div>
                <span className="sr-only">{percent(d.units, report.budget)}% of the budget</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Changes made on creators' channels (youtube-actions): their own daily budget beside the reads'. */
export type WritesReport = {
  budget: { deployment: number; team: number };
  unitsPerWrite: number;
  /** Newest day first; today is the first row when anything was written today. */
  days: { day: string; writes: number; units: number; teams: number; failed: number }[];
  today: string;
};

function WritesSection({ writes }: { writes: WritesReport }) {
  const today = writes.days.find((d) => d.day === writes.today) ?? { writes: 0, units: 0, teams: 0, failed: 0 };
  const perDay = Math.floor(writes.budget.deployment / writes.unitsPerWrite);
  return (
    <>
      <h3 className="text-base font-semibold">Changes on YouTube (writes)</h3>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Today {wholeNumber(today.writes)} write{today.writes === 1 ? "" : "s"} by {wholeNumber(today.teams)} workspace
        {today.teams === 1 ? "" : "s"}: {wholeNumber(today.units)} of the {wholeNumber(writes.budget.deployment)} units
        kept for writes ({wholeNumber(perDay)} writes of {writes.unitsPerWrite} units; each workspace at most{" "}
        {wholeNumber(Math.floor(writes.budget.team / writes.unitsPerWrite))}), apart from the reads&apos; budget above.
        {today.failed > 0 ? ` ${wholeNumber(today.failed)} refused by YouTube (their units count too).` : ""}
      </p>
      {writes.days.length > 0 ? (
        <table className="w-full text-sm">
          <caption className="sr-only">Writes on YouTube each quota day, newest first</caption>
          <thead>
            <tr className="text-left text-slate-600 dark:text-slate-400">
              <th scope="col" className={CELL}>
                Day (Pacific)
              </th>
              <th scope="col" className={NUMBER_CELL}>
                Writes
              </th>
              <th scope="col" className={NUMBER_CELL}>
                Units
              </th>
              <th scope="col" className={NUMBER_CELL}>
                Workspaces
              </th>
              <th scope="col" className={NUMBER_CELL}>
                Refused
              </th>
            </tr>
          </thead>
          <tbody>
            {writes.days.map((d) => (
              <tr key={d.day} className="border-t border-slate-200 dark:border-slate-800">
                <td className={CELL}>{d.day}</td>
                <td className={NUMBER_CELL}>{wholeNumber(d.writes)}</td>
                <td className={NUMBER_CELL}>{wholeNumber(d.units)}</td>
                <td className={NUMBER_CELL}>{wholeNumber(d.teams)}</td>
                <td className={NUMBER_CELL}>{wholeNumber(d.failed)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </>
  );
}

export function QuotaSummary({ report, writes }: { report: QuotaReport; writes?: WritesReport }) {
  const mean = report.activeWorkspaces > 0 ? report.unitsToday / report.activeWorkspaces : 0;
  return (
    <section aria-labelledby="admin-quota" className="space-y-4">
      <h2 id="admin-quota" className="text-lg font-semibold">
        YouTube quota
      </h2>
      <StatsRow
        stats={[
          {
            label: "Units today",
            value: wholeNumber(report.unitsToday),
            hint: `${percent(report.unitsToday, report.budget)}% of the ${wholeNumber(report.budget)} budgeted (day ${report.day}, Pacific)`,
          },
          {
            label: "Workspaces that spent today",
            value: wholeNumber(report.activeWorkspaces),
            hint: report.activeWorkspaces > 0 ? `${wholeNumber(Math.round(mean))} units each on average` : undefined,
          },
          {
            label: "Creators the budget holds",
            value: report.creatorsAtTodaysRate === null ? "–" : wholeNumber(report.creatorsAtTodaysRate),
            hint: "at today's rate",
          },
          {
            label: "Busiest workspace today",
            value: wholeNumber(report.busiestWorkspaceUnits),
            hint: `of its ${wholeNumber(report.workspaceShare)}-unit daily share`,
          },
        ]}
      />
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {report.creatorsAtTodaysRate === null
          ? `How many creators the budget holds is worked out once a workspace has spent units today.`
          : `At today's rate the daily budget of ${wholeNumber(report.budget)} units holds about ${wholeNumber(report.creatorsAtTodaysRate)} creators: the budget divided by today's ${wholeNumber(report.unitsToday)} units shared among the ${wholeNumber(report.activeWorkspaces)} workspaces whose calls are in today's ledger.`}{" "}
        Each workspace may spend at most {wholeNumber(report.workspaceShare)} units a day, all its channels together, so
        no few accounts can spend everyone's allowance; free-plan workspaces together spend at most{" "}
        {wholeNumber(report.freeTeamsUnits)}, keeping {wholeNumber(Math.max(0, report.budget - report.freeTeamsUnits))}{" "}
        for paying ones. The admins are mailed once a day when {Math.round(report.alertShare * 100)}% of the budget is
        spent. Searches have their own daily allowance and are counted apart from units.
      </p>
      <h3 className="text-base font-semibold">Today by feature</h3>
      <TodayByFeature report={report} />
      <h3 className="text-base font-semibold">Units a day, last {QUOTA_TREND_DAYS} days</h3>
      <Trend report={report} />
      {writes ? <WritesSection writes={writes} /> : null}
    </section>
  );
}
