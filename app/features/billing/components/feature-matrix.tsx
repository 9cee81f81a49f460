import { FEATURE_MATRIX, FREE_ANALYSES, PLANS, type FeatureMatrixEntry } from "../plans";
import { CheckIcon, DashIcon } from "~/components/marketing/icons";
import { listOf } from "~/lib/format";

/** "Included with Pro and Creator+": what a phone shows in place of the plan columns. */
function includedWith(entry: FeatureMatrixEntry): string {
  return `Included with ${listOf(PLANS.filter((plan) => entry.plans[plan.id]).map((plan) => plan.name))}`;
}

export function FeatureMatrix() {
  return (
    // On a phone the plan columns give way to a line under each feature naming its plans, so
    // nothing sits off-screen; from `sm` up it is the full table. Focusable so keyboard users can
    // scroll it sideways should it still not fit.
    <div
      role="region"
      aria-label="Feature comparison table"
      tabIndex={0}
      className="relative overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800"
    >
      <table className="w-full border-collapse text-left text-sm sm:min-w-[36rem]">
        <caption className="sr-only">Features included in each plan</caption>
        <thead className="bg-slate-50 dark:bg-slate-900">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Feature
            </th>
            {PLANS.map((plan) => (
              <th key={plan.id} scope="col" className="hidden px-4 py-3 text-center font-semibold sm:table-cell">
                {plan.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {FEATURE_MATRIX.map((entry) => (
            <tr key={entry.key}>
              <th scope="row" className="px-4 py-3 font-normal">
                <span className="block font-semibold">{entry.name}</span>
                <span className="block text-slate-600 dark:text-slate-400">{entry.description}</span>
                {/* Where it is in the app: nothing is sold that no tool delivers. */}
                <span className="mt-1 block text-xs text-slate-500 dark:text-slate-400">
                  In the app: {entry.deliveredBy}
                </span>
                <span className="mt-1 block text-xs font-semibold text-emerald-800 sm:hidden dark:text-emerald-300">
                  {includedWith(entry)}
                </span>
              </th>
              {PLANS.map((plan) => (
                <td key={plan.id} className="hidden px-4 py-3 text-center sm:table-cell">
                  {entry.plans[plan.id] ? (
                    <>
                      <CheckIcon className="mx-auto h-5 w-5 text-emerald-700 dark:text-emerald-400" />
                      <span className="sr-only">Included</span>
                    </>
                  ) : (
                    <>
                      <DashIcon className="mx-auto h-5 w-5 text-slate-500 dark:text-slate-400" />
                      <span className="sr-only">Not included</span>
                    </>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="border-t border-slate-200 px-4 py-3 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-300">
        Every plan has no monthly cap on analyses (Content Analyzer searches and idea batches: 20 a day each, to share
        YouTube's daily allowance). Without a plan, an account runs{" "}
        {FREE_ANALYSES === 1 ? "one free analysis" : `${FREE_ANALYSES} free analyses`}, no card required.
      </p>
    </div>
  );
}
