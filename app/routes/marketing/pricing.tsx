import { Link, data, href, redirect, useNavigation } from "react-router";
import { FeatureMatrix } from "~/features/billing/components/feature-matrix";
import { CheckIcon } from "~/components/marketing/icons";
import { PlanTable } from "~/features/billing/components/plan-table";
import { type PricingViewer, PlanCard } from "~/features/billing/components/plan-card";
import { PricingFaq } from "~/components/marketing/pricing-faq";
import { SiteFooter } from "~/components/marketing/site-footer";
import { SiteHeader } from "~/components/marketing/site-header";
import { ErrorBox } from "~/components/ui/error-box";
import { getEnv, userContext } from "~/context";
import { startCheckout, startPlanSwitch } from "~/features/billing/index.server";
import { SubscriptionBanner, type SubscriptionSummary } from "~/features/billing/components/subscription-banner";
import { planSummary, viewerOf } from "~/features/billing/index.server";
import { BILLING_MESSAGES, ENTITLED_STATUSES, LIVE_STATUSES } from "~/features/billing/index";
import { FREE_ANALYSES, PLANS, TEAM_ALLOWANCES, type TeamColumn, planById } from "~/features/billing/index";
import { checkoutForm } from "~/features/billing/index.server";
import { getDb } from "~/lib/db/client.server";
import { answerRefusal } from "~/lib/refusal.server";
import { PRODUCT_NAME } from "~/lib/brand";
import { pageMeta } from "~/lib/seo";
import { useRootData } from "~/lib/root-data";
import { actionRoleRefusal } from "~/lib/auth/require-role.server";
import { mayNot } from "~/lib/auth/roles";
import type { Route } from "./+types/pricing";
import { withQuery } from "~/lib/links";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: `Pricing — ${PRODUCT_NAME} plans for YouTube creators`,
    description:
      "Starter $29/mo, Pro $79/mo and Creator+ $149/mo. Compare what each plan includes; every account starts with one free analysis, no card required.",
    path: "/pricing",
    matches,
  });

/** The teams table's columns: Free, then each plan as its card names it. */
const TEAM_COLUMNS: readonly { id: TeamColumn; name: string }[] = [
  { id: "free", name: "Free" },
  ...PLANS.map((plan) => ({ id: plan.id, name: plan.name })),
];

/** What each plan gives a team: members, channels, client reports, the weekly digest. */
function TeamTable() {
  return (
    <PlanTable
      label="Team and agency features by plan"
      caption="What each plan gives a team"
      firstColumn="For teams"
      columns={TEAM_COLUMNS}
      minWidth="sm:min-w-[40rem]"
      testId="team-table"
      rows={TEAM_ALLOWANCES.map((row) => ({
        key: row.label,
        title: row.label,
        detail: row.detail,
        phoneLine: TEAM_COLUMNS.map((column) => `${column.name}: ${row.values[column.id] ?? "not included"}`).join(
          " · ",
        ),
        cells: TEAM_COLUMNS.map((column) => row.values[column.id] ?? null),
      }))}
    />
  );
}

const CREATOR_BENEFITS = [
  "Insights from your own videos, your viewers' comments and your YouTube Studio exports",
  "The metrics creators care about: RPM, watch time and suggested reach",
  "What is winning in your niche right now, read from YouTube search",
  "Your topic's seasonal peak, once a year of trend data is in",
  `${FREE_ANALYSES === 1 ? "One free analysis" : `${FREE_ANALYSES} free analyses`} to try it on your own channel, no card required`,
  "Cancel anytime from Account Settings: you keep your plan until the end of the period you paid for",
];

export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(userContext);
  // Demo users have no subscription to fetch (spec §6).
  if (!user || user.isDemo) return { currentPlanId: null, subscription: null, billingRefusal: null };
  // A manager or viewer of someone else's workspace buys nothing here (the action refuses it): the
  // cards say who chooses that workspace's plan, instead of offering the person's own plan's buttons.
  const billingRefusal = mayNot(user.role, "billing");
  if (billingRefusal) return { currentPlanId: null, subscription: null, billingRefusal };
  const db = getDb(getEnv(context));
  const { planId, subscription } = (await planSummary(db, await viewerOf(db, user)))!;
  const shown: SubscriptionSummary | null =
    subscription &&
    subscription.subscriptionStatus !== "canceled" &&
    subscription.subscriptionStatus !== "incomplete_expired"
      ? {
          planName: subscription.planId ? planById(subscription.planId).name : "Subscription",
          status: subscription.subscriptionStatus,
          currentPeriodEnd: subscription.currentPeriodEnd,
          cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
        }
      : null;
  return { currentPlanId: planId, subscription: shown, billingRefusal: null };
}

// A plan card's form: a Checkout Session for that plan's own price, then Stripe's page.
export async function action({ request, context, pattern }: Route.ActionArgs) {
  const user = context.get(userContext);
  const parsed = checkoutForm.safeParse({ plan: (await request.formData()).get("plan") });
  if (!parsed.success) return data({ message: BILLING_MESSAGES.unknownPlan, location: null }, { status: 400 });
  // Visitors sign in first and come back here to choose (spec: sign up to subscribe).
  if (!user) return redirect(withQuery(href("/login"), { redirectTo: href("/pricing") }));
  // Only a workspace's owner buys.
  const refusal = await actionRoleRefusal(user, request, pattern);
  if (refusal) return data({ message: refusal, location: null }, { status: 403 });
  const env = getEnv(context);
  const db = getDb(env);
  // A paid plan in force switches to the chosen one on Stripe's confirmation page (the portal's
  // plan-switch flow); one waiting for a card update (past_due…) is sorted out in the billing
  // portal first. Never a second Checkout: it would start a second subscription.
  const held = await planSummary(db, await viewerOf(db, user));
  const origin = new URL(request.url).origin;
  const subscribed = held?.subscription && ENTITLED_STATUSES.includes(held.subscription.subscriptionStatus);
  if (
    !subscribed &&
    held &&
    (held.planId || (held.subscription && LIVE_STATUSES.includes(held.subscription.subscriptionStatus)))
  ) {
    return data({ message: BILLING_MESSAGES.alreadySubscribed, location: null }, { status: 409 });
  }
  let url: string;
  try {
    url = subscribed
      ? await startPlanSwitch(env, db, user, parsed.data.plan, origin)
      : await startCheckout(env, db, user, parsed.data.plan, origin);
  } catch (error) {
    return answerRefusal(error, (message) => ({ message, location: null }));
  }
  // The page's CSP lets forms submit to this site only (form-action 'self'), which browsers apply
  // to a form's redirects too: Stripe's page (Checkout or the portal's plan switch) is reached
  // from a page of ours (a refresh, with a link as fallback). A same-site URL (the in-process
  // fake's pages in development) is a redirect.
  if (new URL(url).origin === origin) return redirect(url);
  return data({ message: null, location: url, switching: Boolean(subscribed) });
}

export default function Pricing({ loaderData, actionData }: Route.ComponentProps) {
  const user = useRootData()?.user;
  const viewer: PricingViewer = !user
    ? "visitor"
    : user.isDemo
      ? "demo"
      : loaderData.billingRefusal
        ? "not-payer"
        : "member";
  const navigation = useNavigation();
  const location = actionData?.location ?? null;
  const switching = Boolean(actionData && "switching" in actionData && actionData.switching);

  return (
    <>
      <SiteHeader />
      <main>
        <section className="bg-gradient-to-b from-brand-50 to-white dark:from-slate-900 dark:to-slate-950">
          <div className="mx-auto max-w-3xl px-4 pb-8 pt-16 text-center sm:px-6">
            <p className="inline-flex rounded-full bg-brand-600 px-3 py-1 text-sm font-semibold text-white">
              YouTube Focused
            </p>
            <h1 className="mt-4 text-4xl font-extrabold tracking-tight sm:text-5xl">Plans for YouTube creators</h1>
            <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">
              Know what to create before you record. Choose the plan that fits your channel.
            </p>
            {loaderData.subscription ? <SubscriptionBanner subscription={loaderData.subscription} /> : null}
            {loaderData.billingRefusal ? (
              <p className="mx-auto mt-6 max-w-xl rounded-lg bg-slate-100 p-3 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-200">
                {loaderData.billingRefusal} To choose a plan of your own, switch to your own workspace in{" "}
                <Link to="/account#workspaces" className="font-semibold text-brand-700 underline dark:text-brand-400">
                  Account Settings
                </Link>
                .
              </p>
            ) : null}
            {location ? (
              <div role="status" className="mx-auto mt-6 max-w-xl text-sm">
                <meta httpEquiv="refresh" content={`0;url=${location}`} />
                <p>
                  {switching ? "Taking you to Stripe to confirm your new plan…" : "Taking you to secure checkout…"}{" "}
                  <a href={location} className="font-semibold text-brand-700 underline dark:text-brand-400">
                    {switching ? "Continue to confirm the switch" : "Continue to checkout"}
                  </a>
                </p>
              </div>
            ) : null}
            {actionData?.message && navigation.state === "idle" ? (
              <div className="mx-auto mt-6 max-w-xl text-left">
                <ErrorBox>{actionData.message}</ErrorBox>
              </div>
            ) : null}
          </div>
        </section>

        <section aria-labelledby="plans-title" className="py-8">
          <h2 id="plans-title" className="sr-only">
            Plans
          </h2>
          {/* One column until three cards fit with their labels on one line each. */}
          <div className="mx-auto grid max-w-md gap-8 px-4 pt-3 sm:px-6 lg:max-w-6xl lg:grid-cols-3">
            {PLANS.map((plan) => (
              <PlanCard key={plan.id} plan={plan} viewer={viewer} currentPlanId={loaderData.currentPlanId} />
            ))}
          </div>
        </section>

        <section aria-labelledby="matrix-title" className="py-12">
          <div className="mx-auto max-w-5xl px-4 sm:px-6">
            <h2 id="matrix-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
              Compare plans
            </h2>
            <div className="mt-6">
              <FeatureMatrix />
            </div>
          </div>
        </section>

        <section aria-labelledby="teams-title" className="pb-12">
          <div className="mx-auto max-w-5xl px-4 sm:px-6">
            <h2 id="teams-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
              For teams and agencies
            </h2>
            <p className="mt-2 text-slate-600 dark:text-slate-300">
              What each plan gives a workspace and the people in it. Every plan counts for the whole workspace: its
              members work on the owner&apos;s plan.
            </p>
            <div className="mt-6">
              <TeamTable />
            </div>
          </div>
        </section>

        <section aria-labelledby="benefits-title" className="bg-slate-50 py-12 dark:bg-slate-900">
          <div className="mx-auto max-w-3xl px-4 sm:px-6">
            <h2 id="benefits-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
              YouTube Creator Benefits
            </h2>
            <ul className="mt-6 space-y-3">
              {CREATOR_BENEFITS.map((benefit) => (
                <li key={benefit} className="flex gap-3 text-slate-700 dark:text-slate-200">
                  <CheckIcon className="mt-0.5 h-5 w-5 shrink-0 text-emerald-700 dark:text-emerald-400" />
                  <span>{benefit}</span>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section aria-labelledby="faq-title" className="py-12">
          <div className="mx-auto max-w-5xl px-4 sm:px-6">
            <h2 id="faq-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
              Frequently asked questions
            </h2>
            <div className="mt-6">
              <PricingFaq />
            </div>
          </div>
        </section>
      </main>
      <SiteFooter />
    </>
  );
}
