// Billing's public entry for client-safe values (platform tier): plans and the words for a locked
// feature. Server code (the viewer, metering, Stripe) is in index.server.ts.
export { lockedText } from "./entitlements";
export { type FeatureKey, isPlanId, planById } from "./plans";

// What the pages and Workers (the edges) import of this feature.
export {
  COACHING_AVAILABILITY_MAX,
  COACHING_GOAL_MAX,
  COACHING_MESSAGES,
  COACHING_STATUS_TEXT,
} from "./coaching-messages";
export {
  CHANNELS_INCLUDED,
  channelsIncluded,
  featureEntry,
  FREE_PLAN_NAME,
  FREE_ANALYSES,
  PLANS,
  type PlanId,
  planFeatures,
  TEAM_ALLOWANCES,
  type TeamColumn,
  WHITE_LABEL_PLANS,
} from "./plans";
export { allowanceText } from "./entitlements";
export { BILLING_MESSAGES, ENTITLED_STATUSES, LIVE_STATUSES, periodEndLabel, statusLabel } from "./messages";
