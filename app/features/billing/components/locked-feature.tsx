import { Link } from "react-router";
import { Card } from "~/components/ui/card";
import { lockedText } from "../entitlements";
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

/** The message a run refused past the free analysis shows, with the way to more. */
export function AnalysisLimitNotice() {
  return (
    <div
      role="alert"
      className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/60 dark:text-amber-50"
    >
      <p className="font-semibold">You have used your free analysis.</p>
      <p className="mt-1">
        Every plan has no monthly cap on analyses.{" "}
        <Link to="/pricing" className="font-semibold underline underline-offset-2">
          Choose a plan
        </Link>
      </p>
    </div>
  );
}
