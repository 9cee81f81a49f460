import { href } from "react-router";
import { CheckIcon } from "~/components/marketing/icons";
import { SiteFooter } from "~/components/marketing/site-footer";
import { SiteHeader } from "~/components/marketing/site-header";
import { ButtonLink } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { getEnv, userContext } from "~/context";
import { confirmCheckout } from "~/features/billing/index.server";
import { Confetti } from "~/features/billing/components/confetti";
import { periodEndLabel, statusLabel } from "~/features/billing/index";
import { type PlanId, planById, planFeatures } from "~/features/billing/index";
import { DAILY_LIVE_ANALYSES_PER_WORKSPACE } from "~/features/content-analyzer/index.server";
import { MANUAL_BATCHES_PER_DAY } from "~/features/content-ideas/index.server";
import { getDb } from "~/lib/db/client.server";
import { PRODUCT_NAME } from "~/lib/brand";
import { pageMeta } from "~/lib/seo";
import { useRootData } from "~/lib/root-data";
import type { Route } from "./+types/success";
import { useViewerFormat } from "~/lib/use-viewer-format";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...pageMeta({
    // Only a confirmed subscription is called one (see the loader).
    title: loaderData?.subscription
      ? `Welcome to ${PRODUCT_NAME} — Subscription confirmed`
      : `Subscriptions · ${PRODUCT_NAME}`,
    description: `Where ${PRODUCT_NAME} confirms a new subscription once checkout has finished.`,
    path: "/success",
    matches,
  }),
  // A thank-you page, not something to find in search results.
  { name: "robots", content: "noindex" },
];

type Benefit = { title: string; description: string };
type SubscriptionSummary = {
  planName: string;
  status: string;
  dateLabel: string;
  /** The period's end, epoch seconds; shown in the viewer's zone and locale. */
  periodEnd: number | null;
  sessionId: string;
  benefits: Benefit[];
};

/** How long "Processing" keeps checking (every 2 s) before saying where to look instead. */
const POLL_SECONDS = 2;
const MAX_POLLS = 30;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const sessionId = url.searchParams.get("session_id");
  const polls = Math.min(MAX_POLLS, Math.max(0, Number.parseInt(url.searchParams.get("wait") ?? "0", 10) || 0));
  // Only the signed-in buyer's own finished session is confirmed, synced from Stripe right now
  // (before the webhook, if need be). Anyone else, or any other id, sees "nothing to confirm".
  const result = await confirmCheckout(getEnv(context), getDb(getEnv(context)), context.get(userContext), sessionId);
  if (result.state === "processing") {
    const next = new URLSearchParams({ session_id: sessionId ?? "", wait: String(polls + 1) });
    return { subscription: null, processing: true, refresh: polls < MAX_POLLS ? `${href("/success")}?${next}` : null };
  }
  if (result.state === "none") return { subscription: null, processing: false, refresh: null };
  const row = result.subscription;
  const subscription: SubscriptionSummary = {
    planName: row.planId ? planById(row.planId).name : "Subscription",
    status: statusLabel(row.subscriptionStatus),
    dateLabel: row.cancelAtPeriodEnd ? periodEndLabel(true) : "Next billing date",
    periodEnd: row.currentPeriodEnd,
    sessionId: sessionId ?? "",
    benefits: benefitsOf(row.planId),
  };
  return { subscription, processing: false, refresh: null };
}

/**
 * What the plan just bought includes, each line true of that plan (the spec's list named
 * "Unlimited Analysis" and "Priority Support", which the product does not offer as such: the
 * market tools share YouTube's daily allowance, and support answers every account alike).
 */
function benefitsOf(planId: PlanId | null): Benefit[] {
  const features = planId ? planFeatures(planId) : [];
  return [
    {
      title: "No Monthly Analysis Cap",
      description: `Run every tool on your channel as often as your data changes. Content Analyzer searches and idea batches: ${DAILY_LIVE_ANALYSES_PER_WORKSPACE} and ${MANUAL_BATCHES_PER_DAY} a day, to share YouTube's daily allowance.`,
    },
    ...features.map((feature) => ({ title: feature.name, description: feature.description })),
    {
      title: "Export Reports",
      description: "CSV downloads of your tables, to take your findings into your own planning tools.",
    },
  ];
}

export default function Success({ loaderData }: Route.ComponentProps) {
  const { subscription, processing, refresh } = loaderData;
  return (
    <>
      <SiteHeader />
      <main className="bg-gradient-to-b from-brand-50 to-white px-4 py-16 dark:from-slate-900 dark:to-slate-950">
        {processing ? (
          <div className="mx-auto flex max-w-xl flex-col items-center gap-3 text-center" role="status">
            {/* Checks again every 2 s, with or without JavaScript, until Stripe confirms. */}
            {refresh ? <meta httpEquiv="refresh" content={`${POLL_SECONDS};url=${refresh}`} /> : null}
            {refresh ? <Spinner /> : null}
            <h1 className="text-xl font-semibold">Processing your subscription...</h1>
            {refresh ? null : (
              <p className="text-slate-600 dark:text-slate-300">
                Stripe has not confirmed the payment yet. Your plan appears in Account Settings as soon as it does; if
                you closed the checkout page before paying, choose your plan again on the Pricing page.
              </p>
            )}
          </div>
        ) : subscription ? (
          <Subscribed subscription={subscription} />
        ) : (
          <NothingToConfirm />
        )}
      </main>
      <SiteFooter />
    </>
  );
}

function Subscribed({ subscription }: { subscription: SubscriptionSummary }) {
  const { date } = useViewerFormat();
  return (
    <div className="mx-auto max-w-2xl rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <Confetti seed={subscription.sessionId} />
      <span className="mx-auto inline-flex h-14 w-14 items-center justify-center rounded-full bg-emerald-700 text-white">
        <CheckIcon className="h-8 w-8" />
      </span>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight">Welcome to {PRODUCT_NAME}!</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">
        Thank you for subscribing. Your account is ready, so you can start planning your next video with real insights
        today.
      </p>

      <dl className="mx-auto mt-6 grid max-w-md gap-3 rounded-xl bg-slate-50 p-4 text-left text-sm sm:grid-cols-3 dark:bg-slate-800">
        <SummaryItem term="Plan" value={subscription.planName} />
        <SummaryItem term="Status" value={subscription.status} />
        <SummaryItem
          term={subscription.dateLabel}
          value={subscription.periodEnd === null ? "—" : date(subscription.periodEnd * 1000)}
        />
      </dl>

      <h2 className="mt-8 text-lg font-semibold">What you get</h2>
      <ul className="mx-auto mt-4 grid max-w-xl gap-3 text-left sm:grid-cols-2">
        {subscription.benefits.map((benefit) => (
          <li key={benefit.title} className="flex gap-3 rounded-lg bg-slate-50 p-3 dark:bg-slate-800">
            <CheckIcon className="mt-0.5 h-5 w-5 shrink-0 text-emerald-700 dark:text-emerald-400" />
            <span>
              <span className="block font-semibold">{benefit.title}</span>
              <span className="block text-sm text-slate-600 dark:text-slate-300">{benefit.description}</span>
            </span>
          </li>
        ))}
      </ul>

      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        {/* The spec's /analyze leads to the Content Analyzer (app/routes/billing/analyze.ts). */}
        <ButtonLink to="/analyze" size="lg">
          Start Analyzing
        </ButtonLink>
        <ButtonLink to="/dashboard" variant="secondary" size="lg">
          Go to Dashboard
        </ButtonLink>
      </div>
    </div>
  );
}

/** Anyone who lands here without a finished checkout: no thanks, and a way on. */
function NothingToConfirm() {
  const user = useRootData()?.user;
  return (
    <div className="mx-auto max-w-2xl rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <h1 className="text-3xl font-extrabold tracking-tight">There is no subscription to confirm</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">
        This page confirms a new subscription once checkout has finished, for the account that paid. There is no
        finished checkout here to confirm. Every {PRODUCT_NAME} account starts with one free analysis, no card required;
        the plans are on the Pricing page.
      </p>
      <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
        {user ? (
          <>
            <ButtonLink to="/dashboard" size="lg">
              Go to Dashboard
            </ButtonLink>
            <ButtonLink to="/pricing" variant="secondary" size="lg">
              View Pricing
            </ButtonLink>
          </>
        ) : (
          <>
            <ButtonLink to="/signup" size="lg">
              Create a free account
            </ButtonLink>
            <ButtonLink to="/pricing" variant="secondary" size="lg">
              View Pricing
            </ButtonLink>
          </>
        )}
      </div>
    </div>
  );
}

function SummaryItem({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt className="text-slate-600 dark:text-slate-300">{term}</dt>
      <dd className="font-semibold">{value}</dd>
    </div>
  );
}
