import type { ReactNode } from "react";
import { Link } from "react-router";
import { Card } from "~/components/ui/card";
import { ANALYSIS_LIMIT_ERROR, ANALYSIS_LIMIT_TITLE, FREE_ANALYSIS_NOT_FROM_APPS, lockedText } from "../entitlements";
import type { FeatureKey } from "../plans";

/**
 * What a page shows in place of a section the plan does not include: what the feature is and
 * which plan unlocks it. None of the section's data reaches the page (the loader leaves it out).
 */
export function LockedFeature({ feature }: { feature: FeatureKey }) {
  const text = lockedText(feature);
  return (
    <Card>
      <div data-locked-feature={feature}>
        <h2 className="text-lg font-semibold">{text.title}</h2>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{text.body}</p>
        <p className="mt-3 text-sm">
          <Link to="/pricing" className="font-semibold text-brand-700 underline underline-offset-2 dark:text-red-300">
            See plans and pricing
          </Link>
        </p>
      </div>
    </Card>
  );
}

/**
 * What a run refused past the free analysis shows: a plan's limit, not an error, so it is headed
 * as what it is and leads to the plans. `message` is the refusal's own text (the same as /api's).
 */
export function AnalysisLimitNotice({ message = ANALYSIS_LIMIT_ERROR }: { message?: string }) {
  return (
    <div
      role="alert"
      data-testid="analysis-limit"
      className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/60 dark:text-amber-50"
    >
      <h2 className="text-base font-semibold">{ANALYSIS_LIMIT_TITLE}</h2>
      <p className="mt-1">{message}</p>
      <p className="mt-2">
        <Link to="/pricing" className="font-semibold underline underline-offset-2">
          Choose a plan
        </Link>
      </p>
    </div>
  );
}

/**
 * A tool's refusal as ToolResults takes it: the free analysis used up is the plan's notice (no
 * error heading), anything else stays the tool's error.
 */
export function refusalOf(error: string | null | undefined): { error: string | null; notice: ReactNode } {
  if (error === ANALYSIS_LIMIT_ERROR || error === FREE_ANALYSIS_NOT_FROM_APPS)
    return { error: null, notice: <AnalysisLimitNotice message={error} /> };
  return { error: error ?? null, notice: null };
}
