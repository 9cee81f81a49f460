// What the pricing, success and account pages ask of Stripe (docs/billing.md): start a Checkout
// Session for a plan's own price, read a finished one back, open the customer portal and cancel
// at period end. Each answers with the spec's words (messages.ts) instead of throwing, so a page
// always has something clear to show, including when Stripe is not configured here.
import type { Db } from "~/lib/db/client.server";
import type { SessionUser } from "~/lib/auth/session.server";
import { BILLING_MESSAGES, billingDate } from "./messages";
import type { PlanId } from "./plans";
import { checkoutSessionId } from "./schema";
import { priceIdFor, stripeErrorMessage, stripeFor } from "./stripe.server";
import { type SubscriptionRow, customerIdOf, ensureCustomer, subscriptionRowOf, syncCustomerSubscription } from "./subscription-sync.server";
import { log } from "~/lib/log.server";

type BillingEnv = Parameters<typeof stripeFor>[0];
type Buyer = Pick<SessionUser, "id" | "email" | "isDemo">;

export type Outcome = { ok: true; url: string } | { ok: false; status: number; message: string };

function logFailure(event: string, error: unknown) {
  log.warn(event, { detail: stripeErrorMessage(error) });
}

/** A Checkout Session for `planId`'s own price (mode subscription), for the user's stored customer. */
export async function startCheckout(env: BillingEnv, db: Db, user: Buyer, planId: PlanId, origin: string): Promise<Outcome> {
  if (user.isDemo) return { ok: false, status: 403, message: BILLING_MESSAGES.signUpToSubscribe };
  const stripe = stripeFor(env);
  const price = priceIdFor(env, planId);
  if (!stripe || !price) return { ok: false, status: 503, message: BILLING_MESSAGES.checkoutUnconfigured };
  try {
    const customer = await ensureCustomer(stripe, db, user);
    const session = await stripe.checkout.sessions.create({
      mode: "subscription",
      customer,
      client_reference_id: user.id,
      line_items: [{ price, quantity: 1 }],
      success_url: `${origin}/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${origin}/pricing`,
      metadata: { userId: user.id, planId },
    });
    if (!session.url) throw new Error("Stripe returned a Checkout Session without a URL.");
    return { ok: true, url: session.url };
  } catch (error) {
    logFailure("stripe-checkout-failed", error);
    return { ok: false, status: 502, message: BILLING_MESSAGES.checkoutFailed };
  }
}

export type CheckoutConfirmation =
  | { state: "none" }
  | { state: "processing" }
  | { state: "subscribed"; subscription: SubscriptionRow };

/**
 * /success: the user's own finished Checkout Session, synced from Stripe at once so the page is
 * right before the webhook arrives. Someone else's session, a bogus id or no id → "none".
 */
export async function confirmCheckout(env: BillingEnv, db: Db, user: Buyer | null, sessionIdInput: string | null): Promise<CheckoutConfirmation> {
  const parsed = checkoutSessionId.safeParse(sessionIdInput);
  const stripe = stripeFor(env);
  if (!user || user.isDemo || !parsed.success || !stripe) return { state: "none" };
  const customerId = await customerIdOf(db, user.id);
  if (!customerId) return { state: "none" };
  let session;
  try {
    session = await stripe.checkout.sessions.retrieve(parsed.data);
  } catch (error) {
    logFailure("stripe-session-read-failed", error);
    return { state: "none" };
  }
  const sessionCustomer = typeof session.customer === "string" ? session.customer : session.customer?.id;
  if (sessionCustomer !== customerId || session.client_reference_id !== user.id) return { state: "none" };
  if (session.status === "expired") return { state: "none" };
  if (session.status !== "complete") return { state: "processing" };
  try {
    const row = await syncCustomerSubscription(env, db, customerId);
    return row ? { state: "subscribed", subscription: row } : { state: "processing" };
  } catch (error) {
    logFailure("stripe-sync-failed", error);
    const stored = await subscriptionRowOf(db, user.id);
    return stored ? { state: "subscribed", subscription: stored } : { state: "processing" };
  }
}

/** The Stripe customer portal for the user's customer, returning to `returnUrl`. */
export async function openPortal(env: BillingEnv, db: Db, user: Buyer, returnUrl: string): Promise<Outcome> {
  const stripe = stripeFor(env);
  if (user.isDemo || !stripe) return { ok: false, status: 503, message: BILLING_MESSAGES.portalUnconfigured };
  const customer = await customerIdOf(db, user.id);
  if (!customer) return { ok: false, status: 404, message: BILLING_MESSAGES.portalFailed("you have no billing account yet. Choose a plan on the Pricing page first.") };
  try {
    const session = await stripe.billingPortal.sessions.create({ customer, return_url: returnUrl });
    return { ok: true, url: session.url };
  } catch (error) {
    logFailure("stripe-portal-failed", error);
    return { ok: false, status: 502, message: BILLING_MESSAGES.portalFailed(stripeErrorMessage(error)) };
  }
}

export type CancelOutcome = { ok: boolean; status: number; message: string };

/** Cancel at the end of the current period (access continues until then), then re-sync. */
export async function cancelAtPeriodEnd(env: BillingEnv, db: Db, user: Buyer): Promise<CancelOutcome> {
  const stripe = stripeFor(env);
  if (user.isDemo || !stripe) return { ok: false, status: 503, message: BILLING_MESSAGES.cancelUnconfigured };
  const row = await subscriptionRowOf(db, user.id);
  if (!row || row.subscriptionStatus === "canceled" || row.subscriptionStatus === "incomplete_expired") {
    return { ok: false, status: 404, message: BILLING_MESSAGES.noSubscription };
  }
  try {
    await stripe.subscriptions.update(row.subscriptionId, { cancel_at_period_end: true });
    const synced = await syncCustomerSubscription(env, db, row.customerId);
    return { ok: true, status: 200, message: BILLING_MESSAGES.cancelled(billingDate(synced?.currentPeriodEnd ?? row.currentPeriodEnd)) };
  } catch (error) {
    logFailure("stripe-cancel-failed", error);
    return { ok: false, status: 502, message: BILLING_MESSAGES.cancelFailed(stripeErrorMessage(error)) };
  }
}
