// Billing's public entry for client-safe values (platform tier): plans and the words for a locked
// feature. Server code (the viewer, metering, Stripe) is in index.server.ts.
export { lockedText } from "./entitlements";
export { type FeatureKey, isPlanId, planById } from "./plans";
