import { FeatureMatrix } from "~/components/marketing/feature-matrix";
import { CheckIcon } from "~/components/marketing/icons";
import { type PricingViewer, PlanCard } from "~/components/marketing/plan-card";
import { PricingFaq } from "~/components/marketing/pricing-faq";
import { SiteFooter } from "~/components/marketing/site-footer";
import { SiteHeader } from "~/components/marketing/site-header";
import { PLANS } from "~/features/billing/plans";
import { PRODUCT_NAME } from "~/lib/brand";
import { pageMeta } from "~/lib/seo";
import { useRootData } from "~/root";
import type { Route } from "./+types/pricing";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: `Pricing — ${PRODUCT_NAME} plans for YouTube creators`,
    description:
      "Starter $29/mo, Pro $79/mo and Creator+ $149/mo. Compare what each plan includes, from the Live Visibility Score to 1-on-1 channel strategy coaching.",
    path: "/pricing",
    matches,
  });

const CREATOR_BENEFITS = [
  "Insights built on YouTube's own data and analytics interfaces",
  "The metrics creators care about: RPM, watch time and suggested reach",
  "Video ideas from real search demand and keyword research",
  "Seasonal topic surge alerts before your niche peaks",
  "One free analysis for every new account, no card required",
];

export default function Pricing() {
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
              Know what to create before you record. Start with one free analysis, then choose the plan that fits your
              channel.
            </p>
          </div>
        </section>

        <section aria-labelledby="plans-title" className="py-8">
          <h2 id="plans-title" className="sr-only">
            Plans
          </h2>
          <div className="mx-auto grid max-w-6xl gap-8 px-4 pt-3 sm:px-6 md:grid-cols-3">
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
