// Billing's words (spec §8 error catalogue, §4 Subscription), free of zod and of server code so
// components can import them.
export const BILLING_MESSAGES = {
  checkoutFailed: "Failed to start checkout process. Please try again.",
  checkoutUnconfigured:
    "Stripe functionality is not available in demo mode. Please contact support for subscription options.",
  signUpToSubscribe: "Please sign up for a real account to subscribe",
  unknownPlan: "Choose one of the plans on this page.",
  alreadySubscribed:
    "You already have a subscription. Change plans or update your card with Manage billing in Account Settings.",
  samePlan: "This is your plan already. Update your card or cancel with Manage billing in Account Settings.",
  cancelConfirm:
    "Are you sure you want to cancel your subscription? You will continue to have access until the end of your current billing period.",
  noSubscription: "No active subscription found.",
  cancelFailed: (message: string) => `Failed to cancel subscription: ${message}`,
  cancelUnconfigured: "Subscription management is not available in demo mode. Please contact support.",
  cancelled: (date: string) =>
    `Your subscription will be cancelled at the end of the current billing period (${date}). You keep access until then.`,
  portalFailed: (message: string) => `Failed to open billing portal: ${message}`,
  portalUnconfigured: "Customer portal is not available in demo mode. Please contact support for billing management.",
  // Deleting an account cancels its subscription first; these say why nothing was deleted.
  closureFailed: (message: string) =>
    `Your subscription could not be cancelled at Stripe (${message}), so nothing was deleted. Please try again in a moment, or contact support.`,
  closureUnconfigured:
    "Your subscription cannot be cancelled from this server right now, so nothing was deleted. Please contact support.",
  // Which settings are missing is in docs/billing.md: this module reaches the browser, so it names no secret.
  webhookUnconfigured: "Stripe webhooks are not configured on this server.",
  webhookBadSignature: "Invalid Stripe signature.",
} as const;

/** The account page's billing forms (one `intent` each). */
export const BILLING_INTENTS = {
  portal: "billing-portal",
  cancel: "cancel-subscription",
  cancelConfirmed: "cancel-subscription-confirmed",
} as const;

/** Stripe statuses in which the plan is in force (spec §4: 'active' counts as subscribed). */
export const ENTITLED_STATUSES: readonly string[] = ["active", "trialing"];

/**
 * Statuses of a subscription still running in Stripe, paid or not: the portal and cancelling
 * apply to it, and a second Checkout would start a second subscription beside it.
 */
export const LIVE_STATUSES: readonly string[] = [...ENTITLED_STATUSES, "past_due", "unpaid", "paused"];

/** "Renews on" or "Expires on" (spec §4: cancel_at_period_end decides). */
export function periodEndLabel(cancelAtPeriodEnd: boolean): string {
  return cancelAtPeriodEnd ? "Expires on" : "Renews on";
}

/** A period end (epoch seconds) as a calendar date, in UTC so server and browser agree. */
export function billingDate(epochSeconds: number | null): string {
  if (epochSeconds === null) return "—";
  return new Date(epochSeconds * 1000).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}

/** Stripe's status in words people read. */
export function statusLabel(status: string): string {
  const words: Record<string, string> = {
    active: "Active",
    trialing: "Trial",
    past_due: "Payment failed (past due)",
    unpaid: "Unpaid",
    canceled: "Cancelled",
    incomplete: "Awaiting payment",
    incomplete_expired: "Expired before payment",
    paused: "Paused",
  };
  return words[status] ?? status;
}
