import { Link } from "react-router";
import { Card } from "~/components/ui/card";
import { wholeNumber } from "~/lib/format";
import type { Portfolio, PortfolioRow } from "../engine/portfolio";
import type { Kpi, KpiKey } from "../engine/kpis";
import { KPI_COPY } from "../kpi-copy";
import { formatKpi } from "./kpi-panel";

const KPI_KEYS: KpiKey[] = ["subscriberGrowth", "suggestedReach", "watchTimePerViewer", "viewerFunnel"];

function kpiCell(kpis: Kpi[], key: KpiKey) {
  const kpi = kpis.find((k) => k.key === key);
  return kpi && kpi.value !== null ? formatKpi(kpi.value, kpi.unit) : "not known";
}

const count = (n: number | null) => (n === null ? "hidden" : wholeNumber(n));

/**
 * The dashboard's portfolio view: every channel of the workspace in one table, each row
 * opening that channel's dashboard, and the total with the KPIs rolled up (the engine's note says how).
 */
export function PortfolioCard({ portfolio }: { portfolio: Portfolio }) {
  const row = (
    r: Pick<PortfolioRow, "subscriberCount" | "videoCount" | "recentUploads" | "recentUploadViews" | "kpis">,
  ) => (
    <>
      <td className="px-2 py-2 text-right tabular-nums">{count(r.subscriberCount)}</td>
      <td className="px-2 py-2 text-right tabular-nums">{wholeNumber(r.videoCount)}</td>
      <td className="px-2 py-2 text-right tabular-nums">{wholeNumber(r.recentUploads)}</td>
      <td className="px-2 py-2 text-right tabular-nums">{wholeNumber(r.recentUploadViews)}</td>
      {KPI_KEYS.map((key) => (
        <td key={key} className="px-2 py-2 text-right tabular-nums">
          {kpiCell(r.kpis.kpis, key)}
        </td>
      ))}
    </>
  );
  return (
    <Card id="portfolio">
      <h2 className="text-lg font-semibold">All channels</h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Each channel of this workspace, and the workspace as a whole. Open a channel to see its own dashboard.
      </p>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full min-w-[48rem] text-sm">
          <caption className="sr-only">KPIs of each channel and of all channels together</caption>
          <thead>
            <tr className="border-b border-slate-200 text-left dark:border-slate-800">
              <th scope="col" className="px-2 py-2">
                Channel
              </th>
              <th scope="col" className="px-2 py-2 text-right">
                Subscribers
              </th>
              <th scope="col" className="px-2 py-2 text-right">
                Videos
              </th>
              <th scope="col" className="px-2 py-2 text-right">
                Uploads, last 28 days
              </th>
              <th scope="col" className="px-2 py-2 text-right">
                Their views
              </th>
              {KPI_KEYS.map((key) => (
                <th key={key} scope="col" className="px-2 py-2 text-right">
                  {KPI_COPY[key].label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {portfolio.rows.map((r) => (
              <tr key={r.id} className="border-b border-slate-100 dark:border-slate-800">
                <th scope="row" className="px-2 py-2 text-left font-medium">
                  <Link
                    to={`/dashboard?channel=${encodeURIComponent(r.id)}`}
                    className="text-brand-700 underline dark:text-brand-400"
                  >
                    {r.title}
                  </Link>
                </th>
                {row(r)}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="font-semibold">
              <th scope="row" className="px-2 py-2 text-left">
                All {portfolio.rows.length} channels
              </th>
              {row(portfolio.total)}
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">{portfolio.note}</p>
    </Card>
  );
}
