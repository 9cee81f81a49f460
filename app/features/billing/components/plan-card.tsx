import { Form, Link, useNavigation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { BILLING_MESSAGES } from "../messages";
import { CHANNELS_INCLUDED, type Plan, type PlanId, planFeatures } from "../plans";

/** What a plan holds of channels: enforced when a channel is added. */
const channelsLine = (n: number) => (n === 1 ? "1 YouTube channel" : `Up to ${n} YouTube channels in one workspace`);
import { CheckIcon } from "~/components/marketing/icons";

/**
 * Who is looking decides what a plan's button does (spec §6: demo users cannot subscribe):
 * visitors and members post the plan to /pricing (visitors are sent to sign in first); a member
 * with a plan in force sees "Current plan" on theirs, and another plan's button switches to it
 * on Stripe's confirmation page (never a second Checkout); a manager or viewer of someone else's
 * workspace ("not-payer") gets no button: that workspace's owner chooses its plan.
 */
export type PricingViewer = "visitor" | "member" | "demo" | "not-payer";

export function PlanCard({
  plan,
  viewer,
  currentPlanId = null,
}: {
  plan: Plan;
  viewer: PricingViewer;
  currentPlanId?: PlanId | null;
}) {
  const titleId = `plan-${plan.id}-title`;
  const current = currentPlanId === plan.id;
  return (
    <article
      aria-labelledby={titleId}
      className={`relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm dark:bg-slate-900 ${
        plan.mostPopular || current
          ? "border-brand-600 ring-2 ring-brand-600 dark:border-red-400 dark:ring-red-400"
          : "border-slate-200 dark:border-slate-800"
      }`}
    >
      {current ? (
        <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-emerald-700 px-3 py-1 text-xs font-semibold text-white">
          Your plan
        </p>
      ) : plan.mostPopular ? (
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
        <li className="flex gap-2">
          <CheckIcon className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700 dark:text-emerald-400" />
          <span>{channelsLine(CHANNELS_INCLUDED[plan.id])}</span>
        </li>
        {planFeatures(plan.id).map((feature) => (
          <li key={feature.name} className="flex gap-2">
            <CheckIcon className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700 dark:text-emerald-400" />
            <span>{feature.name}</span>
          </li>
        ))}
      </ul>
      <div className="mt-8">
        <PlanAction plan={plan} viewer={viewer} currentPlanId={currentPlanId} />
      </div>
    </article>
  );
}

function PlanAction({
  plan,
  viewer,
  currentPlanId,
}: {
  plan: Plan;
  viewer: PricingViewer;
  currentPlanId: PlanId | null;
}) {
  const navigation = useNavigation();
  if (viewer === "not-payer") {
    return (
      <p className="rounded-lg bg-slate-100 p-3 text-center text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-200">
        Chosen by the workspace&apos;s owner
      </p>
    );
  }
  if (viewer === "demo") {
    return (
      <div className="rounded-lg bg-slate-100 p-3 text-center text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-200">
        <p>{BILLING_MESSAGES.signUpToSubscribe}</p>
        <Link
          to="/signup"
          className="mt-1 inline-block font-semibold text-brand-700 underline underline-offset-2 dark:text-red-300"
        >
          Sign up
        </Link>
      </div>
    );
  }
  if (currentPlanId === plan.id) {
    return (
      <p className={buttonClass("secondary", "md", "min-h-11 w-full cursor-default")} aria-current="true">
        Current plan
      </p>
    );
  }
  const busy = navigation.state !== "idle" && navigation.formData?.get("plan") === plan.id;
  if (currentPlanId) {
    // The same form: the server sees the plan in force and opens Stripe's confirmation of the switch.
    return (
      <Form method="post" action="/pricing">
        <input type="hidden" name="plan" value={plan.id} />
        <button
          type="submit"
          disabled={navigation.state !== "idle"}
          className={buttonClass("secondary", "md", "min-h-11 w-full text-balance")}
        >
          {busy ? "Opening Stripe…" : `Switch to ${plan.name}`}
        </button>
        <p className="mt-2 text-center text-xs text-slate-600 dark:text-slate-300">
          Stripe shows the new price and what the rest of this period costs before you confirm.
        </p>
      </Form>
    );
  }
  // Each card posts its own plan (the spec's shared Starter price id is a defect).
  return (
    <Form method="post" action="/pricing">
      <input type="hidden" name="plan" value={plan.id} />
      <button
        type="submit"
        disabled={navigation.state !== "idle"}
        // A long label may still wrap on a narrow card: balanced and centred, never ragged-left.
        className={buttonClass(plan.mostPopular ? "primary" : "secondary", "md", "min-h-11 w-full text-balance")}
      >
        {busy ? "Opening checkout…" : plan.buttonLabel}
      </button>
      {viewer === "visitor" ? (
        <p className="mt-2 text-center text-xs text-slate-600 dark:text-slate-300">
          New here?{" "}
          <Link to="/signup" className="font-semibold text-brand-700 underline underline-offset-2 dark:text-red-300">
            Create an account
          </Link>{" "}
          first, then choose your plan.
        </p>
      ) : null}
    </Form>
  );
}
