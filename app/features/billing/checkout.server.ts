// What the pricing, success and account pages ask of Stripe (docs/billing.md): start a Checkout
// Session for a plan's own price, read a finished one back, open the customer portal and cancel
// at period end. Each refuses with an AppError in the spec's words (messages.ts), so a page always
// has something clear to show, including when Stripe is not configured here or does not answer.
import { and, eq, isNotNull, isNull, lte, or } from "drizzle-orm";
import { AppError } from "~/lib/errors";
import type { Db } from "~/lib/db/client.server";
import { pendingCheckouts } from "./tables";
import type { SessionUser } from "~/lib/auth/session.server";
import { BILLING_MESSAGES, ENTITLED_STATUSES, billingDate } from "./messages";
import type { PlanId } from "./plans";
import { checkoutSessionId } from "./schema";
import { priceIdFor, stripeErrorMessage, stripeFor } from "./stripe.server";
import { StripeApiError } from "./stripe-api.server";
import {
  type SubscriptionRow,
  customerIdOf,
  ensureCustomer,
  subscriptionRowOf,
  syncCustomerSubscription,
} from "./subscription-sync.server";
import { log } from "~/lib/log.server";

type BillingEnv = Parameters<typeof stripeFor>[0];
type Buyer = Pick<SessionUser, "id" | "email" | "isDemo">;

function logFailure(event: string, error: unknown) {
  log.warn(event, { detail: stripeErrorMessage(error) });
}

/** Answered to a second press while the first is still asking Stripe for the Checkout page. */
export const CHECKOUT_IN_PROGRESS =
  "Your checkout is already being prepared. If Stripe's page did not open, try again in a moment.";

/**
 * How long a started Checkout is offered again to a press for the same plan (one page, so two
 * tabs cannot pay twice), well inside the 24 hours Stripe keeps a Checkout Session open.
 */
export const CHECKOUT_REUSE_MS = 60 * 60 * 1000;
/** A claim whose request died before Stripe answered is taken over after this. */
export const CHECKOUT_CLAIM_MS = 60 * 1000;

type Claim = { claimId: string } | { url: string } | null;

/**
 * The user's right to ask Stripe for a Checkout now, taken in one statement: the row is (re)written
 * only when no other request holds it (a session already stored, or a claim gone stale), so of
 * two presses at once exactly one goes on. A session of the same plan started within the hour
 * is offered again instead of a new one.
 */
async function claimCheckout(db: Db, userId: string, planId: PlanId, now: Date): Promise<Claim> {
  const previous = await db.select().from(pendingCheckouts).where(eq(pendingCheckouts.userId, userId)).get();
  if (
    previous?.url &&
    !previous.completedAt &&
    previous.planId === planId &&
    now.getTime() - previous.startedAt.getTime() < CHECKOUT_REUSE_MS
  ) {
    return { url: previous.url };
  }
  const claimId = crypto.randomUUID();
  const fresh = { claimId, planId, sessionId: null, url: null, startedAt: now, checkedAt: null, completedAt: null };
  const [row] = await db
    .insert(pendingCheckouts)
    .values({ userId, ...fresh })
    .onConflictDoUpdate({
      target: pendingCheckouts.userId,
      set: fresh,
      setWhere: or(
        isNotNull(pendingCheckouts.sessionId),
        lte(pendingCheckouts.startedAt, new Date(now.getTime() - CHECKOUT_CLAIM_MS)),
      ),
    })
    .returning({ claimId: pendingCheckouts.claimId });
  return row?.claimId === claimId ? { claimId } : null;
}

/**
 * A Checkout Session for `planId`'s own price (mode subscription), for the user's stored customer:
 * its URL. Refuses the demo (forbidden), a second press while the first is being prepared
 * (conflict), and Stripe not configured (503) or failing (502) as "unavailable".
 */
export async function startCheckout(
  env: BillingEnv,
  db: Db,
  user: Buyer,
  planId: PlanId,
  origin: string,
  now = new Date(),
): Promise<string> {
  if (user.isDemo) throw new AppError("forbidden", BILLING_MESSAGES.signUpToSubscribe);
  const stripe = stripeFor(env);
  const price = priceIdFor(env, planId);
  if (!stripe || !price) throw new AppError("unavailable", BILLING_MESSAGES.checkoutUnconfigured);
  const claim = await claimCheckout(db, user.id, planId, now);
  if (!claim) throw new AppError("conflict", CHECKOUT_IN_PROGRESS);
  if ("url" in claim) return claim.url;
  const held = and(eq(pendingCheckouts.userId, user.id), eq(pendingCheckouts.claimId, claim.claimId));
  try {
    const customer = await ensureCustomer(stripe, db, user);
    const session = await stripe.checkoutSessions.create({
      mode: "subscription",
      customer,
      client_reference_id: user.id,
      line_items: [{ price, quantity: 1 }],
      success_url: `${origin}/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${origin}/pricing`,
      metadata: { userId: user.id, planId },
    });
    if (!session.url) throw new Error("Stripe returned a Checkout Session without a URL.");
    await db.update(pendingCheckouts).set({ sessionId: session.id, url: session.url }).where(held);
    return session.url;
  } catch (error) {
    logFailure("stripe-checkout-failed", error);
    // Released at once, so pressing again retries now rather than after the claim goes stale.
    await db.delete(pendingCheckouts).where(and(held, isNull(pendingCheckouts.sessionId)));
    throw new AppError("unavailable", BILLING_MESSAGES.checkoutFailed, { status: 502 });
  }
}

export type CheckoutConfirmation =
  { state: "none" } | { state: "processing" } | { state: "subscribed"; subscription: SubscriptionRow };

/** /success asks Stripe about a pending session at most this often per user; between, D1 answers. */
export const SUCCESS_CHECK_MS = 5_000;

const ENDED_STATUSES: readonly string[] = ["canceled", "incomplete_expired"];

/** What D1 already knows: the subscription the webhook (or an earlier visit) stored, if it is live. */
async function storedConfirmation(
  db: Db,
  userId: string,
  otherwise: CheckoutConfirmation,
): Promise<CheckoutConfirmation> {
  const stored = await subscriptionRowOf(db, userId);
  return stored && !ENDED_STATUSES.includes(stored.subscriptionStatus)
    ? { state: "subscribed", subscription: stored }
    : otherwise;
}

/**
 * /success: the user's own Checkout, synced from Stripe so the page is right before the webhook
 * arrives. Stripe is asked only about the session this user's last checkout started, at most once
 * every SUCCESS_CHECK_MS (one conditional UPDATE takes the turn), and never again once it is
 * paid: every other visit is answered from D1. Someone else's session, a bogus id or no id → "none".
 */
export async function confirmCheckout(
  env: BillingEnv,
  db: Db,
  user: Buyer | null,
  sessionIdInput: string | null,
  now = new Date(),
): Promise<CheckoutConfirmation> {
  const parsed = checkoutSessionId.safeParse(sessionIdInput);
  const stripe = stripeFor(env);
  if (!user || user.isDemo || !parsed.success || !stripe) return { state: "none" };
  const ours = and(eq(pendingCheckouts.userId, user.id), eq(pendingCheckouts.sessionId, parsed.data));
  const pending = await db
    .select({ completedAt: pendingCheckouts.completedAt })
    .from(pendingCheckouts)
    .where(ours)
    .get();
  if (!pending) return { state: "none" };
  if (pending.completedAt) return storedConfirmation(db, user.id, { state: "none" });
  const turn = await db
    .update(pendingCheckouts)
    .set({ checkedAt: now })
    .where(
      and(
        ours,
        isNull(pendingCheckouts.completedAt),
        or(
          isNull(pendingCheckouts.checkedAt),
          lte(pendingCheckouts.checkedAt, new Date(now.getTime() - SUCCESS_CHECK_MS)),
        ),
      ),
    )
    .returning({ userId: pendingCheckouts.userId });
  if (turn.length === 0) return storedConfirmation(db, user.id, { state: "processing" });

  const customerId = await customerIdOf(db, user.id);
  if (!customerId) return { state: "none" };
  let session;
  try {
    session = await stripe.checkoutSessions.retrieve(parsed.data);
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
    if (!row) return { state: "processing" };
    await db.update(pendingCheckouts).set({ completedAt: now }).where(ours);
    return { state: "subscribed", subscription: row };
  } catch (error) {
    logFailure("stripe-sync-failed", error);
    return storedConfirmation(db, user.id, { state: "processing" });
  }
}

/**
 * The Stripe customer portal for the user's customer, returning to `returnUrl`: its URL. Refuses
 * a user with no Stripe customer yet (not-found), and Stripe not here (503) or failing (502).
 */
export async function openPortal(env: BillingEnv, db: Db, user: Buyer, returnUrl: string): Promise<string> {
  const stripe = stripeFor(env);
  if (user.isDemo || !stripe) throw new AppError("unavailable", BILLING_MESSAGES.portalUnconfigured);
  const customer = await customerIdOf(db, user.id);
  if (!customer)
    throw new AppError(
      "not-found",
      BILLING_MESSAGES.portalFailed("you have no billing account yet. Choose a plan on the Pricing page first."),
    );
  try {
    const session = await stripe.portalSessions.create({ customer, return_url: returnUrl });
    return session.url;
  } catch (error) {
    logFailure("stripe-portal-failed", error);
    throw new AppError("unavailable", BILLING_MESSAGES.portalFailed(stripeErrorMessage(error)), { status: 502 });
  }
}

/**
 * A subscriber's change to another plan (a Pro owner at the channel limit choosing Creator+ on
 * /pricing): Stripe's customer portal opened on the confirmation of exactly that switch (flow
 * `subscription_update_confirm`: the new price and what the rest of the period costs, then
 * Confirm), coming back to Account Settings. Stripe applies it on confirmation and its
 * `customer.subscription.updated` webhook moves the stored plan; never a second Checkout, which
 * would start a second subscription. Answers the portal's URL; refuses like startCheckout, and a
 * subscription that is not one plan in force, or is the chosen plan already, as a conflict.
 */
export async function startPlanSwitch(
  env: BillingEnv,
  db: Db,
  user: Buyer,
  planId: PlanId,
  origin: string,
): Promise<string> {
  if (user.isDemo) throw new AppError("forbidden", BILLING_MESSAGES.signUpToSubscribe);
  const stripe = stripeFor(env);
  const price = priceIdFor(env, planId);
  if (!stripe || !price) throw new AppError("unavailable", BILLING_MESSAGES.portalUnconfigured);
  const row = await subscriptionRowOf(db, user.id);
  if (!row || !ENTITLED_STATUSES.includes(row.subscriptionStatus))
    throw new AppError("conflict", BILLING_MESSAGES.alreadySubscribed);
  if (row.priceId === price) throw new AppError("conflict", BILLING_MESSAGES.samePlan);
  const failed = (error: unknown) => {
    logFailure("stripe-plan-switch-failed", error);
    // Stripe refusing the request (a subscription it no longer holds, a price it does not sell) is
    // our record disagreeing with Stripe's, said in Stripe's words; only Stripe failing to answer
    // is a bad gateway.
    const message = BILLING_MESSAGES.portalFailed(stripeErrorMessage(error));
    return error instanceof StripeApiError && error.statusCode >= 400 && error.statusCode < 500
      ? new AppError("conflict", message)
      : new AppError("unavailable", message, { status: 502 });
  };
  // Read now, not from D1: the item id is Stripe's, and the price may have moved meanwhile.
  const subscription = await stripe.subscriptions.retrieve(row.subscriptionId).catch((error: unknown) => {
    throw failed(error);
  });
  const [item, ...more] = subscription.items.data;
  if (!item || more.length > 0) throw new AppError("conflict", BILLING_MESSAGES.alreadySubscribed);
  if (item.price.id === price) throw new AppError("conflict", BILLING_MESSAGES.samePlan);
  const back = `${origin}/account#subscription`;
  try {
    const session = await stripe.portalSessions.create({
      customer: row.customerId,
      return_url: back,
      flow_data: {
        type: "subscription_update_confirm",
        subscription_update_confirm: { subscription: subscription.id, items: [{ id: item.id, price, quantity: 1 }] },
        after_completion: { type: "redirect", redirect: { return_url: back } },
      },
    });
    return session.url;
  } catch (error) {
    throw failed(error);
  }
}

/**
 * Cancel at the end of the current period (access continues until then), then re-sync: the words
 * that say until when. Refuses no subscription (not-found), and Stripe not here (503) or failing (502).
 */
export async function cancelAtPeriodEnd(env: BillingEnv, db: Db, user: Buyer): Promise<string> {
  const stripe = stripeFor(env);
  if (user.isDemo || !stripe) throw new AppError("unavailable", BILLING_MESSAGES.cancelUnconfigured);
  const row = await subscriptionRowOf(db, user.id);
  if (!row || row.subscriptionStatus === "canceled" || row.subscriptionStatus === "incomplete_expired") {
    throw new AppError("not-found", BILLING_MESSAGES.noSubscription);
  }
  try {
    await stripe.subscriptions.update(row.subscriptionId, { cancel_at_period_end: true });
    const synced = await syncCustomerSubscription(env, db, row.customerId);
    return BILLING_MESSAGES.cancelled(billingDate(synced?.currentPeriodEnd ?? row.currentPeriodEnd));
  } catch (error) {
    logFailure("stripe-cancel-failed", error);
    throw new AppError("unavailable", BILLING_MESSAGES.cancelFailed(stripeErrorMessage(error)), { status: 502 });
  }
}
