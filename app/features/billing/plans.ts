// Plan tiers and what each includes (spec §3 Plan, §6 plan tiers, §9 prices): the one place the
// pricing page, the app's pages and /api read. Each matrix entry names the feature key the pages
// and endpoints check (entitlements.ts) and the tool that delivers it, so nothing is sold that no
// tool does. Stripe price ids live in configuration (STRIPE_PRICE_*), keyed by plan `id`.

export type PlanId = "starter" | "pro" | "creator";

export type Plan = {
  id: PlanId;
  name: string;
  /** Display price, e.g. "$29". */
  price: string;
  /** US dollars per month, for sorting and structured data. */
  monthlyPrice: number;
  description: string;
  buttonLabel: string;
  mostPopular: boolean;
};

export const PLANS: readonly Plan[] = [
  {
    id: "starter",
    name: "Starter",
    price: "$29",
    monthlyPrice: 29,
    description:
      "For creators finding their footing: every tool on your own channel with no monthly cap on analyses, without the Pro insights the table below marks.",
    buttonLabel: "Start Smart for $29",
    mostPopular: false,
  },
  {
    id: "pro",
    name: "Pro",
    price: "$79",
    monthlyPrice: 79,
    description: "For growing channels: find the gaps in your niche and the topics your audience is asking for.",
    buttonLabel: "Unlock Full Creator Insights",
    mostPopular: true,
  },
  {
    id: "creator",
    name: "Creator+",
    price: "$149",
    monthlyPrice: 149,
    description: "For serious creators: every insight plus 1-on-1 strategy coaching for your channel.",
    buttonLabel: "Dominate Your Niche",
    mostPopular: false,
  },
];

/** What the account type reads without a current plan. */
export const FREE_PLAN_NAME = "Free User";

/**
 * Channels one workspace may hold: a creator's main channel, a Shorts channel and a
 * second-language one on Pro; an agency's clients on Creator+. Free and Starter: one.
 */
export const CHANNELS_INCLUDED: Record<PlanId | "free", number> = { free: 1, starter: 1, pro: 3, creator: 10 };

/** The channels a workspace on `plan` may hold (null: Free); the demo holds its one sample channel. */
export function channelsIncluded(plan: PlanId | null): number {
  return CHANNELS_INCLUDED[plan ?? "free"];
}

/**
 * White-label client reports: the plans whose client reports carry the agency's name and
 * logo instead of Vidwise's, decided by the workspace owner's plan (app/features/reports).
 */
export const WHITE_LABEL_PLANS: readonly PlanId[] = ["pro", "creator"];

/** A column of the teams table: Free and each plan. */
export type TeamColumn = PlanId | "free";

/**
 * One row of the pricing page's table for teams and agencies: what each plan gives, in
 * words, or null where it is not included. Read from the rules the app enforces (CHANNELS_INCLUDED,
 * WHITE_LABEL_PLANS), never typed twice.
 */
export type TeamAllowance = { label: string; detail: string; values: Record<TeamColumn, string | null> };

const onEveryPlan = (text: string): Record<TeamColumn, string> => ({
  free: text,
  starter: text,
  pro: text,
  creator: text,
});

const channelsText = (n: number) => (n === 1 ? "1 channel" : `${n} channels`);

export const TEAM_ALLOWANCES: readonly TeamAllowance[] = [
  {
    label: "Members",
    detail:
      "The owner invites people by email as managers (every tool and setting, no billing) or viewers (read and export). No limit on members.",
    values: onEveryPlan("Unlimited"),
  },
  {
    label: "Channels per workspace",
    detail:
      "A creator's main, Shorts and second-language channels, or an agency's clients, each shown one at a time with its own data.",
    values: {
      free: channelsText(CHANNELS_INCLUDED.free),
      starter: channelsText(CHANNELS_INCLUDED.starter),
      pro: channelsText(CHANNELS_INCLUDED.pro),
      creator: channelsText(CHANNELS_INCLUDED.creator),
    },
  },
  {
    label: "White-label client reports",
    detail:
      "The client report of a channel, made for printing to PDF and as a CSV, carries your agency's name and logo instead of Vidwise's.",
    values: {
      free: null,
      starter: null,
      pro: WHITE_LABEL_PLANS.includes("pro") ? "Included" : null,
      creator: WHITE_LABEL_PLANS.includes("creator") ? "Included" : null,
    },
  },
  {
    label: "Client report by link",
    detail:
      "A link your client opens without signing in: one channel's report, its figures fresh on each open. Owners and managers make and stop links.",
    values: onEveryPlan("Included"),
  },
  {
    label: "Weekly digest",
    detail:
      "Every Monday morning, an email to each member who opts in (with a confirmed address): last week's uploads and views, the best upload and the next ideas, a section per channel.",
    values: {
      ...onEveryPlan("Included"),
      // What viewers asked for is Audience Demand Insights: Pro and up, in the digest too.
      pro: "Included, with what viewers asked for",
      creator: "Included, with what viewers asked for",
    },
  },
];

/** Analyses a free account may run (spec: "one free analysis with no card required"). */
export const FREE_ANALYSES = 1;

export function isPlanId(value: unknown): value is PlanId {
  return PLANS.some((plan) => plan.id === value);
}

export function planById(id: PlanId): Plan {
  const plan = PLANS.find((p) => p.id === id);
  if (!plan) throw new Error(`unknown plan ${id}`);
  return plan;
}

/** The features the pages and /api check (see entitlements.ts). */
export type FeatureKey =
  | "visibility-score"
  | "content-gaps"
  | "audience-demand"
  | "upload-timing"
  | "surge-alerts"
  | "viral-potential"
  | "coaching";

export type FeatureMatrixEntry = {
  key: FeatureKey;
  name: string;
  description: string;
  /** Where in the app the feature is: the tool and section that deliver it. */
  deliveredBy: string;
  /** The page to see it on. */
  href: string;
  platforms: readonly string[];
  plans: Record<PlanId, boolean>;
};

const ALL = { starter: true, pro: true, creator: true } as const;
const PRO_AND_UP = { starter: false, pro: true, creator: true } as const;
const CREATOR_ONLY = { starter: false, pro: false, creator: true } as const;

export const FEATURE_MATRIX: readonly FeatureMatrixEntry[] = [
  {
    key: "visibility-score",
    name: "Live Visibility Score",
    description:
      "How visible your channel is in the latest 28 days against its own earlier months: impressions, click-through rate, new videos' views at 7 days and net subscribers.",
    deliveredBy: "Dashboard: the Live Visibility Score card",
    href: "/dashboard",
    platforms: ["YouTube"],
    plans: ALL,
  },
  {
    key: "content-gaps",
    name: "Content Gap Analysis",
    description: "The topics in a niche that pull more views per video than the market while few videos cover them.",
    deliveredBy: "Content Analyzer: the topic opportunities of a search",
    href: "/youtube-tool",
    platforms: ["YouTube"],
    plans: PRO_AND_UP,
  },
  {
    key: "audience-demand",
    name: "Audience Demand Insights",
    description: "The videos and questions your viewers ask for in their comments, ranked by how many ask.",
    deliveredBy: "Comment Sentiment: viewer requests and questions",
    href: "/comment-sentiment",
    platforms: ["YouTube"],
    plans: PRO_AND_UP,
  },
  {
    key: "upload-timing",
    name: "Optimal Upload Timing",
    description: "The weekdays and hours your uploads do best, measured from your own channel's history.",
    deliveredBy: "Dashboard: the upload timing section",
    href: "/dashboard",
    platforms: ["YouTube"],
    plans: PRO_AND_UP,
  },
  {
    key: "surge-alerts",
    name: "Seasonal Topic Surge Alerts",
    description:
      "An email when a topic you follow starts its yearly climb, measured from a year of search-interest data.",
    deliveredBy: "Surge alert digests by email",
    href: "/dashboard",
    platforms: ["YouTube"],
    plans: PRO_AND_UP,
  },
  {
    key: "viral-potential",
    name: "Viral Potential Predictor",
    description:
      "The chance a planned title and topic reaches three times your channel's typical views, from your own history.",
    deliveredBy: "Video Forecast: the viral potential of each forecast",
    href: "/video-forecast",
    platforms: ["YouTube"],
    plans: PRO_AND_UP,
  },
  {
    key: "coaching",
    name: "1-on-1 Channel Strategy Coaching",
    description: "A session with a strategist who works through your channel's data with you.",
    deliveredBy: "Coaching: a request form our team answers",
    href: "/coaching",
    platforms: ["YouTube"],
    plans: CREATOR_ONLY,
  },
];

export function featureEntry(key: FeatureKey): FeatureMatrixEntry {
  const entry = FEATURE_MATRIX.find((e) => e.key === key);
  if (!entry) throw new Error(`unknown feature ${key}`);
  return entry;
}

/** The cheapest plan that includes a feature: what a locked section names. */
export function cheapestPlanWith(key: FeatureKey): Plan {
  const entry = featureEntry(key);
  const plan = PLANS.find((p) => entry.plans[p.id]);
  if (!plan) throw new Error(`no plan includes ${key}`);
  return plan;
}

/** The features a plan includes, in matrix order, for the lists on each plan card. */
export function planFeatures(id: PlanId): FeatureMatrixEntry[] {
  return FEATURE_MATRIX.filter((entry) => entry.plans[id]);
}
