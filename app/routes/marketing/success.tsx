import { CheckIcon } from "~/components/marketing/icons";
import { SiteFooter } from "~/components/marketing/site-footer";
import { SiteHeader } from "~/components/marketing/site-header";
import { ButtonLink } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { PAID_PLANS_OPEN_SOON } from "~/features/billing/plans";
import { PRODUCT_NAME } from "~/lib/brand";
import { pageMeta } from "~/lib/seo";
import { useRootData } from "~/root";
import type { Route } from "./+types/success";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...pageMeta({
    // Only a confirmed subscription is called one (see the loader).
    title: loaderData?.subscription ? `Welcome to ${PRODUCT_NAME} — Subscription confirmed` : `Subscriptions · ${PRODUCT_NAME}`,
    description: `Where ${PRODUCT_NAME} confirms a new subscription once checkout has finished.`,
    path: "/success",
    matches,
  }),
  // A thank-you page, not something to find in search results.
  { name: "robots", content: "noindex" },
];

type SubscriptionSummary = { planName: string; status: string; nextBillingDate: string };

export function loader() {
  // Billing is not built yet, so no checkout session exists to confirm and there is no
  // subscription record to read: whoever opens this page gets the honest "nothing to confirm".
  // Once billing lands, this reads the member's subscription from the checkout session, and
  // returns `processing` while Stripe's confirmation is on its way.
  return { subscription: null as SubscriptionSummary | null, processing: false };
}

const BENEFITS = [
  { title: "Unlimited Analysis", description: "Analyze as many content ideas as you like." },
  { title: "Advanced Insights", description: "Content gaps and audience demand for your niche." },
  { title: "Priority Support", description: "Your questions go to the front of the queue." },
  { title: "Export Reports", description: "Take your findings into your own planning tools." },
];

export default function Success({ loaderData }: Route.ComponentProps) {
  const { subscription, processing } = loaderData;
  return (
    <>
      <SiteHeader />
      <main className="bg-gradient-to-b from-brand-50 to-white px-4 py-16 dark:from-slate-900 dark:to-slate-950">
        {processing ? (
          <div className="mx-auto flex max-w-xl flex-col items-center gap-3 text-center">
            <Spinner />
            <h1 className="text-xl font-semibold">Processing your subscription...</h1>
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
  return (
    <div className="mx-auto max-w-2xl rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900">
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
        <SummaryItem term="Next billing date" value={subscription.nextBillingDate} />
      </dl>

      <h2 className="mt-8 text-lg font-semibold">What you get</h2>
      <ul className="mx-auto mt-4 grid max-w-xl gap-3 text-left sm:grid-cols-2">
        {BENEFITS.map((benefit) => (
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
        {/* The spec links /analyze, which we do not have: the Content Analyzer is its home. */}
        <ButtonLink to="/youtube-tool" size="lg">
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
        This page confirms a new subscription once checkout has finished. {PAID_PLANS_OPEN_SOON} Until they do, every{" "}
        {PRODUCT_NAME} account is free, no card required.
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
            <ButtonLink to="/waitlist?from=%2Fpricing" variant="secondary" size="lg">
              Join Waitlist
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
