// The account page's billing: the Subscription card's view and its two forms (portal, cancel).
import type { SessionUser } from "~/lib/auth/session.server";
import type { Db } from "~/lib/db/client.server";
import { AppError } from "~/lib/errors";
import { cancelAtPeriodEnd, openPortal } from "./checkout.server";
import type { Role } from "~/lib/auth/roles";
import type { BillingResult, SubscriptionCardView, WorkspacePlanView } from "./components/subscription-card";
import { BILLING_INTENTS, BILLING_MESSAGES, LIVE_STATUSES } from "./messages";
import { FREE_PLAN_NAME, type PlanId, featureEntry, planById } from "./plans";
import type { SubscriptionRow } from "./subscription-sync.server";
import type { stripeFor } from "./stripe.server";

type BillingEnv = Parameters<typeof stripeFor>[0];

export function subscriptionCardView(row: SubscriptionRow | null): SubscriptionCardView | null {
  if (!row) return null;
  return {
    planName: row.planId ? planById(row.planId).name : "Subscription",
    status: row.subscriptionStatus,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    cardBrand: row.paymentMethodBrand,
    cardLast4: row.paymentMethodLast4,
    live: LIVE_STATUSES.includes(row.subscriptionStatus),
    includesCoaching: row.planId !== null && featureEntry("coaching").plans[row.planId],
  };
}

/**
 * The card of someone whose role in the workspace they act in has no billing (a manager or viewer
 * of someone else's workspace): who manages it, and for a manager, who plans the team's work with
 * its limits, the plan's name; nothing of its subscription (status, dates, card), nothing of the
 * owner's billing for a viewer, and not the person's own subscription either, whose forms would act
 * on their own workspace's billing from this one.
 */
export function workspacePlanView(plan: PlanId | null, refusal: string, role: Role): WorkspacePlanView {
  return { planName: role === "viewer" ? null : plan ? planById(plan).name : FREE_PLAN_NAME, refusal };
}

export const isBillingIntent = (intent: unknown): boolean =>
  intent === BILLING_INTENTS.portal || intent === BILLING_INTENTS.cancel || intent === BILLING_INTENTS.cancelConfirmed;

/**
 * One of the card's forms: what the card shows next. `redirectTo`: the portal on this site (the
 * in-process fake's page). A refusal (Stripe not here or failing, no subscription) is an AppError.
 */
export async function billingAction(
  env: BillingEnv,
  db: Db,
  user: SessionUser,
  intent: string,
  origin: string,
): Promise<{ result: BillingResult; redirectTo?: string }> {
  if (intent === BILLING_INTENTS.portal) {
    const url = await openPortal(env, db, user, `${origin}/account`);
    // Our CSP keeps form submissions (and their redirects) on this site: Stripe's page is reached
    // from a page of ours, like Checkout.
    if (new URL(url).origin === origin) return { result: { ok: true, message: null }, redirectTo: url };
    return { result: { ok: true, message: null, location: url } };
  }
  if (intent === BILLING_INTENTS.cancel) {
    // Step one asks (spec's confirmation text); nothing changes until the second form.
    if (user.isDemo) throw new AppError("unavailable", BILLING_MESSAGES.cancelUnconfigured);
    return { result: { ok: true, message: null, confirmCancel: true } };
  }
  return { result: { ok: true, message: await cancelAtPeriodEnd(env, db, user) } };
}
