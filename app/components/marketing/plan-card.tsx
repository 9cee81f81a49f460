import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { type Plan, planFeatures } from "~/features/billing/plans";
import { ComingSoonBadge } from "./coming-soon-badge";
import { CheckIcon } from "./icons";

/** Who is looking decides where a plan's button leads (spec §6: demo users cannot subscribe). */
export type PricingViewer = "visitor" | "member" | "demo";

export function PlanCard({ plan, viewer }: { plan: Plan; viewer: PricingViewer }) {
  const titleId = `plan-${plan.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className={`relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm dark:bg-slate-900 ${
        plan.mostPopular
          ? "border-brand-600 ring-2 ring-brand-600 dark:border-red-400 dark:ring-red-400"
          : "border-slate-200 dark:border-slate-800"
      }`}
    >
      {plan.mostPopular ? (
        <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white">
          Most Popular
        </p>
      ) : null}
      <h3 id={titleId} className="text-xl font-bold">
        {plan.name}
      </h3>
      <p className="mt-3">
        <span className="text-4xl font-extrabold tracking-tight">{plan.price}</span>
        <span className="text-slate-600 dark:text-slate-300">/mo</span>
      </p>
      <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">{plan.description}</p>
      <ul className="mt-6 flex-1 space-y-2 text-sm">
        {planFeatures(plan.id).map((feature) => (
          <li key={feature.name} className="flex gap-2">
            <CheckIcon className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700 dark:text-emerald-400" />
            <span>
              {feature.name}
              {feature.comingSoon ? <ComingSoonBadge className="ml-2 align-middle" /> : null}
            </span>
          </li>
        ))}
      </ul>
      <div className="mt-8">
        <PlanAction plan={plan} viewer={viewer} />
      </div>
    </article>
  );
}

function PlanAction({ plan, viewer }: { plan: Plan; viewer: PricingViewer }) {
  if (viewer === "demo") {
    return (
      <div className="rounded-lg bg-slate-100 p-3 text-center text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-200">
        <p>Please sign up for a real account to subscribe</p>
        <Link
          to="/signup"
          className="mt-1 inline-block font-semibold text-brand-700 underline underline-offset-2 dark:text-red-300"
        >
          Sign up
        </Link>
      </div>
    );
  }
  // Each card carries its own plan id (the spec's shared Starter price id is a defect). Members
  // land on Account Settings, which says the plan is not on sale yet and offers the waitlist.
  const to = viewer === "member" ? `/account?plan=${plan.id}` : `/signup?plan=${plan.id}`;
  return (
    <Link
      to={to}
      // A long label may still wrap on a narrow card: balanced and centred, never ragged-left.
      className={buttonClass(plan.mostPopular ? "primary" : "secondary", "md", "min-h-11 w-full text-balance")}
    >
      {plan.buttonLabel}
    </Link>
  );
}
