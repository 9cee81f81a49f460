import type { ReactNode } from "react";
import { CtaBand } from "~/components/marketing/cta-band";
import { ChatIcon, CheckIcon, ClockIcon, TargetIcon, TrendUpIcon } from "~/components/marketing/icons";
import { SiteFooter } from "~/components/marketing/site-footer";
import { SiteHeader } from "~/components/marketing/site-header";
import { type TrendPanelState, TrendPanel } from "~/features/trends/components/trend-panel";
import { ButtonLink } from "~/components/ui/button";
import { getEnv, userContext } from "~/context";
import { FREE_ANALYSES } from "~/features/billing/index";
import { DAILY_LIVE_ANALYSES_PER_WORKSPACE } from "~/features/content-analyzer/index.server";
import { trendsForUser } from "~/features/trends/index.server";
import { getDb } from "~/lib/db/client.server";
import type { SessionUser } from "~/lib/auth/session.server";
import { PRODUCT_NAME } from "~/lib/brand";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/youtube";
import { log } from "~/lib/log.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: `${PRODUCT_NAME} for YouTube creators — Grow with data, not guesswork`,
    description: `Content gap analysis and audience demand insights for YouTube creators, viral potential prediction and optimal upload timing. ${FREE_OFFER}.`,
    path: "/youtube",
    matches,
  });

export async function loader({ context }: Route.LoaderArgs) {
  // What a free account may do today, from the Content Analyzer's own limit (never restated here).
  const dailyAnalyses = DAILY_LIVE_ANALYSES_PER_WORKSPACE;
  return { dailyAnalyses, trend: await trendPanelFor(context) };
}

async function trendPanelFor(context: Route.LoaderArgs["context"]): Promise<TrendPanelState | null> {
  // Only the panel's state leaves the server, never the session user itself.
  const user = context.get(userContext);
  const state = trendPanelState(user);
  if (state?.kind !== "pending" || !user) return state;
  try {
    // Spec: only the first trend is used.
    const [first] = await trendsForUser(getDb(getEnv(context)), user);
    return first ? { kind: "loaded", trend: first } : state;
  } catch (error) {
    log.error("youtube-page.failed", { error });
    return { kind: "unavailable", message: "Failed to load trend insights" };
  }
}

/**
 * Signed-in YouTube creators get the personalized section (spec §2). It also shows when the
 * topic is empty, so the panel's "complete your setup" prompt can reach the people it is for.
 * A real user with a topic sees the pending card until the 6-hourly job has measured it.
 */
function trendPanelState(user: SessionUser | null): TrendPanelState | null {
  if (!user || user.platform !== "youtube") return null;
  if (user.isDemo) return { kind: "demo" };
  const topic = user.primaryTopic.trim();
  if (!topic) return { kind: "setup" };
  return { kind: "pending", topic };
}

/**
 * The four feature cards (spec §2), each delivered by a tool (features/billing/plans.ts maps them).
 */
const FREE_OFFER = `${FREE_ANALYSES === 1 ? "One free analysis" : `${FREE_ANALYSES} free analyses`}, no card required`;

const FEATURES: { title: string; description: string; icon: ReactNode }[] = [
  {
    title: "Content Gap Analysis",
    description:
      "Search any content idea and see which angles pull views while few channels cover them well: the hidden gems in your niche.",
    icon: <TargetIcon className="h-6 w-6" />,
  },
  {
    title: "Viral Potential Predictor",
    description:
      "Before you film: the chance a planned title and topic reaches three times your channel's typical views.",
    icon: <TrendUpIcon className="h-6 w-6" />,
  },
  {
    title: "Audience Demand Insights",
    description:
      "Up to 1,000 of your channel's newest comment threads (a smaller channel's all), then the new ones, read and sorted: the questions and requests viewers repeat, and how they feel.",
    icon: <ChatIcon className="h-6 w-6" />,
  },
  {
    title: "Optimal Upload Timing",
    description: "The weekdays and hours your own uploads do best, measured from your channel's history.",
    icon: <ClockIcon className="h-6 w-6" />,
  },
];

const BENEFITS = [
  "Know what to create before you hit record",
  "Spot rising topics before your niche gets crowded",
  "Plain-English insights instead of spreadsheets",
  "Seasonal peaks for your topic once a year of trend data is in",
  FREE_OFFER,
];

export default function YouTubeLanding({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <SiteHeader />
      <main>
        <Hero dailyAnalyses={loaderData.dailyAnalyses} />
        {loaderData.trend ? (
          <section aria-labelledby="insights-title" className="py-12">
            <div className="mx-auto max-w-3xl px-4 sm:px-6">
              <h2 id="insights-title" className="text-2xl font-bold tracking-tight">
                Your personalized insights
              </h2>
              <div className="mt-6">
                <TrendPanel state={loaderData.trend} />
              </div>
            </div>
          </section>
        ) : null}
        <FeatureCards />
        <Benefits />
        <SuccessStory />
        <CtaBand
          title="Ready to create smarter?"
          actions={
            <>
              <ButtonLink to="/signup" variant="secondary" size="lg">
                Start Creating Smarter
              </ButtonLink>
              <ButtonLink to="/pricing" variant="secondary" size="lg">
                View Pricing
              </ButtonLink>
            </>
          }
        >
          <p>One free analysis, no card required. See what your audience wants next in minutes.</p>
        </CtaBand>
      </main>
      <SiteFooter social />
    </>
  );
}

function Hero({ dailyAnalyses }: { dailyAnalyses: number }) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white dark:from-slate-900 dark:to-slate-950">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-24">
        <p className="inline-flex rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-700 shadow-sm dark:bg-slate-800 dark:text-red-300">
          Built for YouTube creators
        </p>
        <h1 className="mt-4 text-4xl font-extrabold tracking-tight sm:text-5xl">
          Grow your channel with data, not guesswork
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-600 dark:text-slate-300">
          {PRODUCT_NAME} reads your videos, your viewers&apos; comments and what is winning in your niche on YouTube,
          then tells you in plain English what to make next and why it should work.
        </p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <ButtonLink to="/signup" size="lg">
            Start Creating Smarter
          </ButtonLink>
          <ButtonLink to="/pricing" variant="secondary" size="lg">
            View Pricing
          </ButtonLink>
        </div>
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">{`Every account starts with ${FREE_OFFER.charAt(0).toLowerCase()}${FREE_OFFER.slice(1)}; a plan has no monthly cap on analyses. Content Analyzer searches are limited to ${dailyAnalyses} new ones a day.`}</p>
      </div>
    </section>
  );
}

function FeatureCards() {
  return (
    <section aria-labelledby="features-title" className="py-16">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="features-title" className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
          Everything you need to grow on YouTube
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map((feature) => (
            <li
              key={feature.title}
              className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
            >
              <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-red-300">
                {feature.icon}
              </span>
              <h3 className="mt-4 text-lg font-semibold">{feature.title}</h3>
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{feature.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Benefits() {
  return (
    <section aria-labelledby="benefits-title" className="bg-slate-50 py-16 dark:bg-slate-900">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <h2 id="benefits-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Why YouTube creators use {PRODUCT_NAME}
        </h2>
        <ul className="mt-6 space-y-3">
          {BENEFITS.map((benefit) => (
            <li key={benefit} className="flex gap-3 text-slate-700 dark:text-slate-200">
              <span className="inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-emerald-700 text-white">
                <CheckIcon className="h-4 w-4" />
              </span>
              <span>{benefit}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function SuccessStory() {
  return (
    <section aria-labelledby="story-title" className="py-16">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <h2 id="story-title" className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
          A creator&apos;s story
        </h2>
        <figure className="mt-8 rounded-2xl border border-slate-200 bg-white p-8 shadow-sm dark:border-slate-800 dark:bg-slate-900">
          <blockquote className="text-lg text-slate-700 dark:text-slate-200">
            <p>
              “I was posting three videos a week and hoping one would land. The gap analysis showed me a question my
              niche kept searching for and nobody answered well. I made that video first, and it became the one new
              subscribers mention most.”
            </p>
          </blockquote>
          <figcaption className="mt-6 text-sm">
            <span className="block font-semibold">Dana R., gaming tutorials</span>
            <span className="block text-slate-600 dark:text-slate-400">Illustrative creator persona</span>
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
