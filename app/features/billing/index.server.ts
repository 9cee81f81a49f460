// Billing's public entry: who the viewer is and what their plan allows. Every feature's use-case
// takes a Viewer, asks `viewer.can(feature)`, meters its own runs with `meteredFor` and says what
// it withheld with `locked(feature, fields)`; pages, /api and the assistant call those use-cases
// and check no plan themselves, so the three cannot drift apart.

export type { AnalysisTool } from "./entitlements.server";
export type { FeatureKey, PlanId } from "./plans";
export { ANALYSIS_LIMIT_ERROR, FREE_ANALYSIS_NOT_FROM_APPS, lockedText } from "./entitlements";
export {
  planSummary,
  type Viewer,
  type ViewerData,
  viewerData,
  viewerFor,
  viewerFromData,
  viewerOf,
  type PayerPlan,
  payerPlanContext,
  payerPlanOnce,
  viewerInRequest,
  workspaceEntitlementsOf,
} from "./viewer.server";
export { type Locked, locked, lockedForApi, meteredFor } from "./plan-gates.server";

// What the other features' server code reads of billing (docs/decisions/009-feature-tiers.md).
export { closeBillingForDeletion, closureRecords } from "./account-closure.server";
export { channelsIncludedSql, currentPlanOf, hasFeature, userHasFeatureSql } from "./entitlements.server";

// The plans and the price each sells at here: the offline Stripe fake (app/dev/stripe) charges these.
export { PLANS } from "./plans";
export { priceIdFor } from "./stripe.server";
// What /admin reads of the stored subscriptions.
export { type SubscriptionCounts, subscriptionCountsForAdmin } from "./admin-reads.server";

// What the pages and Workers (the edges) import of this feature.
export { coachingPage, requestCoaching } from "./coaching.server";
export { billingAction, isBillingIntent, subscriptionCardView, workspacePlanView } from "./account-billing.server";
export { startCheckout, startPlanSwitch, confirmCheckout } from "./checkout.server";
export { cancelLiveSubscriptions, isClosedCustomer } from "./account-closure.server";
export { stripeFor, webhookSecretOf, verifiedEvent } from "./stripe.server";
export { subscriptionRowOf, syncCustomerSubscription } from "./subscription-sync.server";
export { checkoutForm, coachingForm } from "./schema";
export { stripeEvents } from "./tables";
