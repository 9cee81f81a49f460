// Plan tiers and what each includes (spec §3 Plan, §6 plan tiers, §9 prices). Checkout is not
// built yet; when it is, each plan's Stripe price id belongs in configuration, keyed by `id`.
// Until then every page says so plainly (PAID_PLANS_OPEN_SOON) and sells nothing as ready that
// is not (`comingSoon` below).

/** Said wherever a paid plan is offered, until checkout exists. */
export const PAID_PLANS_OPEN_SOON = "Paid plans open soon.";

/** The short form, for lists of benefits. */
export const FREE_TODAY = "Free while paid plans are on the way, no card required";

/**
 * What a free account may do today; reads on from PAID_PLANS_OPEN_SOON. The number is the
 * Content Analyzer's daily limit of new (uncached) analyses per account, passed in by a loader
 * from DAILY_LIVE_ANALYSES_PER_WORKSPACE so no page restates it by hand.
 */
export function freeUntilPlansOpen(dailyAnalyses: number): string {
  return `Every account is free until they do, including up to ${dailyAnalyses} new Content Analyzer searches a day. No card required.`;
}

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
    description: "For creators finding their footing: see what your audience asks for and where to start.",
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

export function isPlanId(value: unknown): value is PlanId {
  return PLANS.some((plan) => plan.id === value);
}

export type FeatureMatrixEntry = {
  name: string;
  description: string;
  platforms: readonly string[];
  plans: Record<PlanId, boolean>;
  /** Sold with the plan but not built yet: every list marks it "Coming soon". */
  comingSoon?: boolean;
};

const ALL = { starter: true, pro: true, creator: true } as const;
const PRO_AND_UP = { starter: false, pro: true, creator: true } as const;
const CREATOR_ONLY = { starter: false, pro: false, creator: true } as const;

export const FEATURE_MATRIX: readonly FeatureMatrixEntry[] = [
  {
    name: "Live Visibility Score",
    description: "How discoverable each video is in search and suggestions, updated as it gains views.",
    platforms: ["YouTube"],
    plans: ALL,
    comingSoon: true,
  },
  {
    name: "Content Gap Analysis",
    description: "The angles of a topic that pull views while few channels cover them well.",
    platforms: ["YouTube"],
    plans: PRO_AND_UP,
  },
  {
    name: "Audience Demand Insights",
    description: "The questions and requests your viewers repeat in their comments, ranked by how many ask.",
    platforms: ["YouTube"],
    plans: PRO_AND_UP,
  },
  {
    name: "Optimal Upload Timing",
    description: "The days and hours your audience is most active, from your own analytics.",
    platforms: ["YouTube"],
    plans: PRO_AND_UP,
    comingSoon: true,
  },
  {
    name: "Seasonal Topic Surge Alerts",
    description: "Your topic's yearly peak month, flagged ahead of time once a year of trend data is in.",
    platforms: ["YouTube"],
    plans: PRO_AND_UP,
  },
  {
    name: "Viral Potential Predictor",
    description: "How a title and topic compare with videos that broke out in your niche.",
    platforms: ["YouTube"],
    plans: PRO_AND_UP,
    comingSoon: true,
  },
  {
    name: "1-on-1 Channel Strategy Coaching",
    description: "A session with a strategist who works through your channel's data with you.",
    platforms: ["YouTube"],
    plans: CREATOR_ONLY,
  },
];

/** The features a plan includes, in matrix order, for the lists on each plan card. */
export function planFeatures(id: PlanId): FeatureMatrixEntry[] {
  return FEATURE_MATRIX.filter((entry) => entry.plans[id]);
}
