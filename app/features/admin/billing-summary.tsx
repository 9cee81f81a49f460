import { StatsRow } from "~/components/ui/stat-tile";
import { isPlanId, planById } from "~/features/billing/index";
import { formatMoney, wholeNumber } from "~/lib/format";
import type { SubscriptionStats } from "./types";

/** /admin: MRR and subscriptions by status and plan, from the stored rows. */
export function BillingSummary({ stats }: { stats: SubscriptionStats }) {
  return (
    <section aria-labelledby="admin-billing" className="space-y-3">
      <h2 id="admin-billing" className="text-lg font-semibold">
        Subscriptions
      </h2>
      <StatsRow
        stats={[
          ...(stats.mrr.length > 0
            ? stats.mrr.map((m) => ({
                label: `MRR (${m.currency})`,
                value: formatMoney(m.cents / 100, m.currency),
                hint: `${wholeNumber(m.subscriptions)} active or past due`,
              }))
            : [{ label: "MRR", value: formatMoney(0, "USD"), hint: "no active subscriptions" }]),
          { label: "Subscriptions stored", value: wholeNumber(stats.total) },
        ]}
      />
      {stats.rows.length > 0 ? (
        <div tabIndex={0} role="region" aria-label="Subscriptions by status and plan" className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-slate-200 dark:border-slate-800">
                <th scope="col" className="py-2 pr-4">
                  Status
                </th>
                <th scope="col" className="py-2 pr-4">
                  Plan
                </th>
                <th scope="col" className="py-2 text-right">
                  Subscriptions
                </th>
              </tr>
            </thead>
            <tbody>
              {stats.rows.map((row) => (
                <tr key={`${row.status}-${row.planId}`} className="border-b border-slate-100 dark:border-slate-800">
                  <td className="py-2 pr-4">{row.status}</td>
                  <td className="py-2 pr-4">
                    {isPlanId(row.planId) ? planById(row.planId).name : (row.planId ?? "Unknown price")}
                  </td>
                  <td className="py-2 text-right tabular-nums">{wholeNumber(row.count)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">No subscriptions yet.</p>
      )}
    </section>
  );
}
