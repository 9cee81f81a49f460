import { BenefitCards } from "~/components/marketing/benefit-cards";
import { CtaBand } from "~/components/marketing/cta-band";
import { type Feature, FeatureSection } from "~/features/waitlist/components/feature-section";
import {
  CompetitorFigure,
  IdeasFigure,
  RpmFigure,
  SentimentFigure,
  SeriesFigure,
} from "~/components/marketing/landing-figures";
import { SiteFooter } from "~/components/marketing/site-footer";
import { SiteHeader } from "~/components/marketing/site-header";
import { Link } from "react-router";
import { Testimonials } from "~/components/marketing/testimonials";
import { AccessDemoButton } from "~/components/welcome/access-demo-button";
import { buttonClass } from "~/components/ui/button";
import { ACCOUNT_MESSAGES } from "~/features/account/index";
import { WelcomeTrigger } from "~/features/waitlist/components/welcome-trigger";
import { PRODUCT_NAME } from "~/lib/brand";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/home";

// Served at "/" and "/landing" (the logout target); both point search engines at "/".
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: `${PRODUCT_NAME} — Know what to create before you record`,
    description:
      "Plain-English insights for YouTube creators: comment sentiment, competitor monitoring, content ideas, RPM tips and series planning. Start with one free analysis.",
    path: "/",
    matches,
  });

// A deleted account lands here with `?account=deleted` (the page's one flag): the confirmation is
// in the server's HTML, so it shows with JavaScript off too.
export function loader({ request }: Route.LoaderArgs) {
  return { accountDeleted: new URL(request.url).searchParams.get("account") === "deleted" };
}

const FEATURES: Feature[] = [
  {
    id: "comment-sentiment",
    eyebrow: "Comment sentiment dashboard",
    title: "Hear what your audience is really saying",
    description: `${PRODUCT_NAME} reads up to 1,000 of your channel's newest comment threads when you connect it (all of them on a smaller channel) and keeps reading new ones, emoji and slang included, sets the spam aside and turns what viewers keep saying into recommendations.`,
    points: [
      "Positive, neutral and negative share per video",
      "The questions viewers keep asking",
      "What to change in your next upload",
    ],
    tryLabel: "Try Comment Sentiment",
    figure: <SentimentFigure />,
  },
  {
    id: "competitor-monitor",
    eyebrow: "Competitor monitor",
    title: "See why their videos take off",
    description: `Track the channels you compete with. When one of their videos outperforms, ${PRODUCT_NAME} explains the likely reasons: topic, title, timing and format.`,
    points: [
      "Follow three to five channels in your niche",
      "New uploads ranked by momentum",
      "Key takeaways you can reuse",
    ],
    tryLabel: "Try Competitor Monitor",
    figure: <CompetitorFigure />,
  },
  {
    id: "content-ideas",
    eyebrow: "Content idea generator",
    title: "Ideas built from trends and your own results",
    description:
      "Video ideas built from what your viewers ask for, what is rising in your niche on YouTube and what has already worked on your channel, each with its reasoning.",
    points: [
      "Trend score and difficulty for each idea",
      "Best upload time and suggested tags",
      "A new batch every week",
    ],
    tryLabel: "Try Content Ideas",
    figure: <IdeasFigure />,
  },
  {
    id: "rpm-booster",
    eyebrow: "RPM booster tips",
    title: "Earn more from the views you already get",
    description:
      "Track your revenue per thousand views from your YouTube Studio export, see which of your own videos earn the most per view and why, and get monetisation recommendations ranked by impact.",
    points: [
      "Your RPM and its trend against your own earlier months",
      "Your top-earning videos as your benchmark",
      "Step-by-step actions, each with its priority",
    ],
    tryLabel: "Try RPM Booster",
    figure: <RpmFigure />,
  },
  {
    id: "series-planner",
    eyebrow: "Series planner",
    title: "Turn single videos into binge-worthy series",
    description: `${PRODUCT_NAME} groups your videos into logical series and suggests what to film next, so viewers keep watching and your watch time grows.`,
    points: [
      "Series suggested from your existing library",
      "Episode order you can rearrange",
      "Progress for every series you plan",
    ],
    tryLabel: "Try Series Planner",
    figure: <SeriesFigure />,
  },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <SiteHeader />
      <main>
        {loaderData.accountDeleted ? <AccountDeletedNotice /> : null}
        <Hero />
        <div className="divide-y divide-slate-200 dark:divide-slate-800">
          {FEATURES.map((feature, index) => (
            <FeatureSection key={feature.id} feature={feature} flip={index % 2 === 1} />
          ))}
        </div>
        <BenefitCards />
        <Testimonials />
        <CtaBand
          title="Start creating with confidence"
          actions={
            <>
              <WelcomeTrigger step="waitlist" source="/" variant="secondary" size="lg">
                Join Waitlist
              </WelcomeTrigger>
              <AccessDemoButton variant="secondary" size="lg" />
              <Link to="/signup" className={buttonClass("secondary", "lg")}>
                Create a free account
              </Link>
            </>
          }
        >
          <p>
            Join the waitlist for early access, open the demo and look around, or create a free account for your own
            channel.
          </p>
        </CtaBand>
      </main>
      <SiteFooter />
    </>
  );
}

/** What a person whose account was just deleted reads first: what went, and where what we keep is listed. */
function AccountDeletedNotice() {
  return (
    <div className="mx-auto max-w-4xl px-4 pt-6 sm:px-6">
      <div
        role="status"
        data-testid="account-deleted"
        className="rounded-lg border border-green-200 bg-green-50 p-4 text-green-900 dark:border-green-900 dark:bg-green-950 dark:text-green-100"
      >
        <p className="font-semibold">{ACCOUNT_MESSAGES.accountDeleted}</p>
        <p className="mt-1 text-sm">
          {ACCOUNT_MESSAGES.accountDeletedDetail} What little we keep, and for how long, is listed in our{" "}
          <Link to="/privacy#how-long" className="font-medium underline underline-offset-2">
            Privacy Policy
          </Link>
          .
        </p>
      </div>
    </div>
  );
}

function Hero() {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white dark:from-slate-900 dark:to-slate-950">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-24">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700 dark:text-red-300">
          For YouTube creators
        </p>
        <h1 className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl">
          Know what to create before you record
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-600 dark:text-slate-300">
          {PRODUCT_NAME} turns your channel and the market around it into plain-English insights. It reads your videos,
          your viewers&apos; comments and what is winning in your niche on YouTube, so you spend your time on videos
          your audience is waiting for.
        </p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <AccessDemoButton size="lg" />
          <WelcomeTrigger step="waitlist" source="/" variant="secondary" size="lg">
            Join Waitlist
          </WelcomeTrigger>
          <Link to="/signup" className={buttonClass("secondary", "lg")}>
            Create a free account
          </Link>
        </div>
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">
          Waitlist members hear first about new tools. Every account starts with one free analysis, no card required.
        </p>
      </div>
    </section>
  );
}
