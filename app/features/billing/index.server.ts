// Billing's public entry: who the viewer is and what their plan allows. Every feature's use-case
// takes a Viewer, asks `viewer.can(feature)`, meters its own runs with `meteredFor` and says what
// it withheld with `locked(feature, fields)`; pages, /api and the assistant call those use-cases
// and check no plan themselves, so the three cannot drift apart.
import { teamOwnerOf } from "~/lib/auth/workspace-owner.server";
import type { Db } from "~/lib/db/client.server";
import { AppError } from "~/lib/errors";
import { type CoachingBooking, coachingBookingsOf } from "./coaching.server";
import { FREE_ANALYSIS_NOT_FROM_APPS, entitlementsFor, featureLockedError } from "./entitlements";
import {
  type AnalysisTool,
  type SubscriptionRow,
  currentPlanOf,
  entitlementsOf,
  meteredRun,
} from "./entitlements.server";
import { type FeatureKey, type PlanId, cheapestPlanWith, featureEntry } from "./plans";

export type { AnalysisTool } from "./entitlements.server";
export type { FeatureKey, PlanId } from "./plans";
export { ANALYSIS_LIMIT_ERROR, FREE_ANALYSIS_NOT_FROM_APPS, lockedText } from "./entitlements";

/** The signed-in user a use-case acts for: their workspace and what its plan allows now. */
export type Viewer = {
  userId: string;
  teamChannelId: string;
  isDemo: boolean;
  /**
   * Whose plan and allowance the work in `teamChannelId` uses: the workspace's owner (an
   * editor or manager needs the tools and none of the billing). The person themselves in their own
   * workspace.
   */
  payerId: string;
  /** The payer's plan held now; null on Free and in the demo. */
  plan: PlanId | null;
  /** Whether the plan (or the demo, which has everything) includes the feature. */
  can(feature: FeatureKey): boolean;
};

type ViewerUser = {
  id: string;
  teamChannelId: string;
  isDemo: boolean;
  homeTeamId?: string;
  /** The workspace `teamChannelId` is a channel of (SessionUser's); `teamChannelId` itself when absent. */
  teamId?: string;
};

/** Built once per request from the session user: the payer, then one read of their subscription. */
export async function viewerOf(db: Db, user: ViewerUser, now = new Date()): Promise<Viewer> {
  const payerId = await payerOf(db, user);
  const plan = user.isDemo ? null : (await currentPlanOf(db, { id: payerId, isDemo: false }, now)).planId;
  return viewerFor(user, plan, payerId);
}

/**
 * Who pays for work in the acting workspace: the person whose own workspace it is (a personal
 * workspace has exactly one such user, `users.workspace_id`). A member working in someone else's
 * workspace spends that workspace's plan and allowance, never their own.
 */
async function payerOf(db: Db, user: ViewerUser): Promise<string> {
  const team = user.teamId ?? user.teamChannelId;
  if (user.isDemo || !user.homeTeamId || user.homeTeamId === team) return user.id;
  return (await teamOwnerOf(db, team))?.id ?? user.id;
}

/**
 * The same viewer from a plan already known. What the plan includes is entitlementsFor's answer
 * (the feature matrix; Free has what every plan has; the demo has everything), not a second rule.
 */
export function viewerFor(user: ViewerUser, plan: PlanId | null, payerId = user.id): Viewer {
  const { features } = entitlementsFor({ planId: plan, isDemo: user.isDemo, analysesUsed: 0 });
  return {
    userId: user.id,
    teamChannelId: user.teamChannelId,
    isDemo: user.isDemo,
    payerId,
    plan,
    can: (feature) => features[feature],
  };
}

/** A viewer as plain data, for a call to the engines Worker (RPC carries no functions). */
export type ViewerData = Omit<Viewer, "can">;

export const viewerData = ({ userId, teamChannelId, isDemo, payerId, plan }: Viewer): ViewerData => ({
  userId,
  teamChannelId,
  isDemo,
  payerId,
  plan,
});

/** The viewer again on the engines Worker's side: `can` is entitlementsFor's answer for the plan, as above. */
export const viewerFromData = (data: ViewerData): Viewer =>
  viewerFor({ id: data.userId, teamChannelId: data.teamChannelId, isDemo: data.isDemo }, data.plan, data.payerId);

/** What a result withheld: the same words on the page, in /api and in the assistant. */
export type Locked = {
  key: FeatureKey;
  /** The feature's name, e.g. "Optimal Upload Timing". */
  feature: string;
  /** The cheapest plan that includes it, e.g. "Pro". */
  plan: string;
  /** The result's fields left out or emptied (dotted paths of the /api answer). */
  fields: string[];
  /** "… is included with Pro and up. Choose a plan at /pricing." */
  message: string;
};

export function locked(feature: FeatureKey, fields: string[] = []): Locked {
  return {
    key: feature,
    feature: featureEntry(feature).name,
    plan: cheapestPlanWith(feature).name,
    fields,
    message: featureLockedError(feature),
  };
}

/** The /api form of a locked list (no internal key). */
export function lockedForApi(
  list: readonly Locked[],
): { feature: string; plan: string; fields: string[]; message: string }[] {
  return list.map(({ feature, plan, fields, message }) => ({ feature, plan, fields, message }));
}

/**
 * Runs one analysis under the viewer's allowance: counted first; given back when `run` throws or
 * when `counts` says the outcome analysed nothing. Use-cases call this, never the edges. A free
 * account with no analysis left is refused with a plan-limit AppError (402 at every door).
 * `spendFree: false` is for doors that promised not to use the free analysis (a connected
 * application's MCP calls): a free account is refused there, with the way to run it in the app.
 */
export async function meteredFor<T>(
  db: Db,
  viewer: Viewer,
  tool: AnalysisTool,
  run: () => Promise<T>,
  counts?: (result: T) => boolean,
  options: { spendFree?: boolean } = {},
): Promise<T> {
  if (options.spendFree === false && viewer.plan === null && !viewer.isDemo)
    throw new AppError("plan-limit", FREE_ANALYSIS_NOT_FROM_APPS);
  // The payer's allowance: a member's run in an owner's workspace counts there.
  return meteredRun(db, { id: viewer.payerId, isDemo: viewer.isDemo }, tool, run, counts);
}

/** The plan as the pricing and account pages show it: id, name and the stored subscription row. */
export async function planSummary(
  db: Db,
  viewer: Viewer,
  now = new Date(),
): Promise<{ planId: PlanId | null; name: string; subscription: SubscriptionRow | null } | null> {
  if (viewer.isDemo) return null;
  return currentPlanOf(db, { id: viewer.userId, isDemo: viewer.isDemo }, now);
}

/**
 * The coaching page (Creator+): whether the viewer's own plan includes it (the demo books no
 * sessions) and, when it does, their bookings; otherwise `locked` names the plan.
 */
export async function coachingPage(
  db: Db,
  viewer: Viewer,
): Promise<{ included: boolean; bookings: CoachingBooking[]; locked: Locked[] }> {
  const included = !viewer.isDemo && viewer.can("coaching");
  if (!included) return { included, bookings: [], locked: [locked("coaching")] };
  return { included, bookings: await coachingBookingsOf(db, viewer.userId), locked: [] };
}

// What the other features' server code reads of billing (docs/decisions/009-feature-tiers.md).
export { closeBillingForDeletion, closureRecords } from "./account-closure.server";
export { channelsIncludedSql, currentPlanOf, hasFeature, userHasFeatureSql } from "./entitlements.server";

// The plans and the price each sells at here: the offline Stripe fake (app/dev/stripe) charges these.
export { PLANS } from "./plans";
export { priceIdFor } from "./stripe.server";
// What /admin reads of the stored subscriptions.
export { type SubscriptionCounts, subscriptionCountsForAdmin } from "./admin-reads.server";

// What the pages and Workers (the edges) import of this feature.
export { requestCoaching } from "./coaching.server";
export { billingAction, isBillingIntent, subscriptionCardView } from "./account-billing.server";
/** What the acting workspace's plan allows now and the allowance left (the app's plan badge): the payer's. */
export async function workspaceEntitlementsOf(db: Db, user: ViewerUser, now = new Date()) {
  return entitlementsOf(db, { id: await payerOf(db, user), isDemo: user.isDemo }, now);
}
export { startCheckout, startPlanSwitch, confirmCheckout } from "./checkout.server";
export { cancelLiveSubscriptions, isClosedCustomer } from "./account-closure.server";
export { stripeFor, webhookSecretOf, verifiedEvent } from "./stripe.server";
export { subscriptionRowOf, syncCustomerSubscription } from "./subscription-sync.server";
export { checkoutForm, coachingForm } from "./schema";
export { stripeEvents } from "./tables";
