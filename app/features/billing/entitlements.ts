// What a user may do, worked out from their current plan: pure, so the pages, /api and the
// engine tests share one answer. The D1 side (reading the subscription, counting analyses) is
// entitlements.server.ts; the plan catalogue is plans.ts.
import { ENTITLED_STATUSES } from "./messages";
import {
  FEATURE_MATRIX,
  FREE_ANALYSES,
  FREE_PLAN_NAME,
  type FeatureKey,
  type PlanId,
  cheapestPlanWith,
  featureEntry,
  planById,
} from "./plans";

/** The subscription fields the decision reads (a `subscriptions` row satisfies it). */
export type SubscriptionFacts = {
  subscriptionStatus: string;
  planId: PlanId | null;
  /** Epoch seconds; null when Stripe gave none. */
  currentPeriodEnd: number | null;
  cancelAtPeriodEnd: boolean;
};

/**
 * The plan a subscription gives now, or null (Free). Active or trialing counts until the period
 * it paid for ends; cancel at period end keeps the plan until then. A row whose period is over
 * (a missed webhook, a lapsed plan) falls back to Free rather than trusting a stale status.
 */
export function planFromSubscription(sub: SubscriptionFacts | null, now: Date): PlanId | null {
  if (!sub || !sub.planId) return null;
  if (!ENTITLED_STATUSES.includes(sub.subscriptionStatus)) return null;
  if (sub.currentPeriodEnd !== null && sub.currentPeriodEnd * 1000 <= now.getTime()) return null;
  return sub.planId;
}

export function planName(planId: PlanId | null): string {
  return planId ? planById(planId).name : FREE_PLAN_NAME;
}

export type Entitlements = {
  planId: PlanId | null;
  /** The plan's name, or "Free User". */
  planName: string;
  /** The demo: every tool and feature, on the sample channel. */
  demo: boolean;
  features: Record<FeatureKey, boolean>;
  /** Analyses the account may run in all; null: unlimited. */
  analysisAllowance: number | null;
  analysesUsed: number;
  /** Analyses left; null: unlimited. */
  analysesLeft: number | null;
};

export function entitlementsFor(input: { planId: PlanId | null; isDemo: boolean; analysesUsed: number }): Entitlements {
  const { planId, isDemo, analysesUsed } = input;
  const features = Object.fromEntries(
    FEATURE_MATRIX.map((entry) => [entry.key, isDemo || (planId === null ? freeHas(entry.key) : entry.plans[planId])]),
  ) as Record<FeatureKey, boolean>;
  const allowance = isDemo || planId !== null ? null : FREE_ANALYSES;
  return {
    planId,
    planName: isDemo ? "Demo" : planName(planId),
    demo: isDemo,
    features,
    analysisAllowance: allowance,
    analysesUsed,
    analysesLeft: allowance === null ? null : Math.max(0, allowance - analysesUsed),
  };
}

/** Free accounts see what every plan includes (the Live Visibility Score), with one analysis. */
function freeHas(key: FeatureKey): boolean {
  const entry = featureEntry(key);
  return entry.plans.starter && entry.plans.pro && entry.plans.creator;
}

export function canRunAnalysis(e: Entitlements): boolean {
  return e.analysesLeft === null || e.analysesLeft > 0;
}

// ---------------------------------------------------------------------------------------------
// The words users read (plain strings: client components import this module).

/** The heading of that refusal on a page: a plan's limit, not an error. */
export const ANALYSIS_LIMIT_TITLE = "Your free analysis is used";

export const ANALYSIS_LIMIT_ERROR =
  "You have used your free analysis. Choose a plan on the pricing page (/pricing) to run analyses with no monthly cap.";

/** A free account's analysis asked for by a connected application, which may not use it up. */
export const FREE_ANALYSIS_NOT_FROM_APPS =
  "This is an analysis, and a connected application cannot use your free account's one analysis: run it in Vidwise itself, or choose a plan on the pricing page (/pricing) to run analyses from anywhere.";

/** The shell's one line about the allowance. */
export function allowanceText(e: Entitlements): string {
  if (e.demo) return "Demo: every tool unlocked on the sample channel";
  if (e.analysesLeft === null) return `${e.planName} plan: no monthly cap on analyses`;
  if (e.analysesLeft === 0) return "Free analysis used: a plan lifts the cap";
  return `${e.analysesLeft} of ${e.analysisAllowance} free ${e.analysisAllowance === 1 ? "analysis" : "analyses"} left`;
}

/** What a locked section says: the feature, what it does, and the plan that unlocks it. */
export function lockedText(key: FeatureKey): { title: string; body: string; plan: string } {
  const entry = featureEntry(key);
  const plan = cheapestPlanWith(key);
  const others = key === "coaching" ? "" : " and up";
  return {
    title: `${entry.name} is part of ${plan.name}${others}`,
    body: `${entry.description} Included with ${plan.name}${others}.`,
    plan: plan.name,
  };
}

/** The /api refusal for a feature the plan does not include. */
export function featureLockedError(key: FeatureKey): string {
  const plan = cheapestPlanWith(key);
  return `${featureEntry(key).name} is included with ${plan.name}${key === "coaching" ? "" : " and up"}. Choose a plan at /pricing.`;
}
