import { Link, useRouteLoaderData } from "react-router";
import type { ShellPlan } from "./app-shell";

/**
 * The line under a tool's run button for a free account: that the run uses the one free
 * analysis, or, once used, where more come from. Reads the app layout's loader (the same count
 * the shell shows); plans and the demo get nothing.
 */
export function RunAllowanceNote() {
  const plan = useRouteLoaderData<{ user: { plan?: ShellPlan } }>("routes/app/layout")?.user.plan;
  if (!plan || plan.left === null) return null;
  return (
    <p className="mt-2 text-xs text-slate-600 dark:text-slate-400" data-testid="run-allowance">
      {plan.left > 0 ? (
        "Uses your one free analysis."
      ) : (
        <>
          Free analysis used.{" "}
          <Link to="/pricing" className="font-semibold text-brand-700 underline underline-offset-2 dark:text-red-300">
            A plan has no monthly cap on analyses
          </Link>
        </>
      )}
    </p>
  );
}
