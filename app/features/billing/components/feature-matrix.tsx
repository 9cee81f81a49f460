import { FEATURE_MATRIX, FREE_ANALYSES, PLANS, type FeatureMatrixEntry } from "../plans";
import { PlanTable } from "./plan-table";
import { CheckIcon } from "~/components/marketing/icons";
import { listOf } from "~/lib/format";

/** "Included with Pro and Creator+": what a phone shows in place of the plan columns. */
function includedWith(entry: FeatureMatrixEntry): string {
  return `Included with ${listOf(PLANS.filter((plan) => entry.plans[plan.id]).map((plan) => plan.name))}`;
}

const INCLUDED = (
  <>
    <CheckIcon className="mx-auto h-5 w-5 text-emerald-700 dark:text-emerald-400" />
    <span className="sr-only">Included</span>
  </>
);

export function FeatureMatrix() {
  return (
    <PlanTable
      label="Feature comparison table"
      caption="Features included in each plan"
      firstColumn="Feature"
      columns={PLANS}
      minWidth="sm:min-w-[36rem]"
      rows={FEATURE_MATRIX.map((entry) => ({
        key: entry.key,
        title: entry.name,
        detail: entry.description,
        // Where it is in the app: nothing is sold that no tool delivers.
        note: (
          <span className="mt-1 block text-xs text-slate-500 dark:text-slate-400">In the app: {entry.deliveredBy}</span>
        ),
        phoneLine: includedWith(entry),
        cells: PLANS.map((plan) => (entry.plans[plan.id] ? INCLUDED : null)),
      }))}
      footer={
        <p className="border-t border-slate-200 px-4 py-3 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-300">
          Every plan has no monthly cap on analyses (Content Analyzer searches and idea batches: 20 a day each, to share
          YouTube's daily allowance). Without a plan, an account runs{" "}
          {FREE_ANALYSES === 1 ? "one free analysis" : `${FREE_ANALYSES} free analyses`}, no card required.
        </p>
      }
    />
  );
}
