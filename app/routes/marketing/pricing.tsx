import { FeatureMatrix } from "~/components/marketing/feature-matrix";
import { CheckIcon } from "~/components/marketing/icons";
import { type PricingViewer, PlanCard } from "~/components/marketing/plan-card";
import { PricingFaq } from "~/components/marketing/pricing-faq";
import { SiteFooter } from "~/components/marketing/site-footer";
import { SiteHeader } from "~/components/marketing/site-header";
import { FREE_TODAY, PAID_PLANS_OPEN_SOON, PLANS, freeUntilPlansOpen } from "~/features/billing/plans";
import { DAILY_LIVE_ANALYSES_PER_WORKSPACE } from "~/features/content-analyzer/market.server";
import { PRODUCT_NAME } from "~/lib/brand";
import { pageMeta } from "~/lib/seo";
import { useRootData } from "~/root";
import type { Route } from "./+types/pricing";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: `Pricing — ${PRODUCT_NAME} plans for YouTube creators`,
    description:
      "Starter $29/mo, Pro $79/mo and Creator+ $149/mo, opening soon. Compare what each plan will include; until then every account is free.",
    path: "/pricing",
    matches,
  });

const CREATOR_BENEFITS = [
  "Insights from your own videos, your viewers' comments and your YouTube Studio exports",
  "The metrics creators care about: RPM, watch time and suggested reach",
  "What is winning in your niche right now, read from YouTube search",
  "Your topic's seasonal peak, once a year of trend data is in",
  FREE_TODAY,
];

export function loader() {
  // The Content Analyzer's own daily limit, so the free-tier sentence never drifts from the code.
  return { dailyAnalyses: DAILY_LIVE_ANALYSES_PER_WORKSPACE };
}

export default function Pricing({ loaderData }: Route.ComponentProps) {
  const user = useRootData()?.user;
  const viewer: PricingViewer = !user ? "visitor" : user.isDemo ? "demo" : "member";

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
            <p
              role="note"
              className="mx-auto mt-6 max-w-xl rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-900 dark:bg-amber-950/60 dark:text-amber-100"
            >
              <strong className="font-semibold">{PAID_PLANS_OPEN_SOON}</strong> {freeUntilPlansOpen(loaderData.dailyAnalyses)}
            </p>
          </div>
        </section>

        <section aria-labelledby="plans-title" className="py-8">
          <h2 id="plans-title" className="sr-only">
            Plans
          </h2>
          {/* One column until three cards fit with their labels on one line each. */}
          <div className="mx-auto grid max-w-md gap-8 px-4 pt-3 sm:px-6 lg:max-w-6xl lg:grid-cols-3">
            {PLANS.map((plan) => (
              <PlanCard key={plan.id} plan={plan} viewer={viewer} />
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
