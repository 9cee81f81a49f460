import { Hono } from "hono/tiny";
import { cancelLiveSubscriptions, isClosedCustomer } from "~/features/billing/index.server";
import { BILLING_MESSAGES } from "~/features/billing/index";
import { stripeFor, webhookSecretOf, verifiedEvent } from "~/features/billing/index.server";
import { subscriptionRowOf, syncCustomerSubscription } from "~/features/billing/index.server";
import { getDb } from "~/lib/db/client.server";
import { stripeEvents } from "~/features/billing/index.server";
import { eq } from "drizzle-orm";
import type { ApiEnv } from "../app-env";
import { BODY_LIMITS, readBodyWithin } from "../body-limits";
import { TOO_LARGE_ERROR, apiError } from "./errors";
import { requireUser } from "./session";

// Stripe webhooks and the subscription read (docs/billing.md).
export const billing = new Hono<ApiEnv>();

/** Stripe's events are a few KB; anything far larger is not one (workers/body-limits.ts). */
export const MAX_WEBHOOK_BYTES = BODY_LIMITS.stripeWebhook;

/** The events after which the customer's subscription is re-read from Stripe. */
export const SYNC_EVENTS: ReadonlySet<string> = new Set([
  "checkout.session.completed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "customer.subscription.paused",
  "customer.subscription.resumed",
  "invoice.paid",
  "invoice.payment_failed",
]);

function customerOf(object: unknown): string | null {
  const customer = (object as { customer?: unknown } | null)?.customer;
  if (typeof customer === "string") return customer;
  if (customer && typeof customer === "object" && typeof (customer as { id?: unknown }).id === "string")
    return (customer as { id: string }).id;
  return null;
}

// POST /api/stripe/webhook: Stripe's server-to-server call (no session, no Origin header, so the
// same-origin guard lets it through). The signature is checked on the raw body before anything
// is read or stored; each event id is processed once; the payload only says WHICH customer
// changed: the state itself is re-read from Stripe (events arrive late, twice, out of order).
billing.post("/stripe/webhook", async (c) => {
  const stripe = stripeFor(c.env);
  const secret = webhookSecretOf(c.env);
  if (!stripe || !secret) return apiError(c, 503, BILLING_MESSAGES.webhookUnconfigured);
  // Read with a running count (a chunked body has no length to check first), never past the cap.
  const body = await readBodyWithin(c.req.raw, MAX_WEBHOOK_BYTES);
  if (!body) return apiError(c, 413, TOO_LARGE_ERROR);
  const raw = new TextDecoder().decode(body);
  const signature = c.req.header("stripe-signature");
  if (!signature) return apiError(c, 400, BILLING_MESSAGES.webhookBadSignature);
  let event;
  try {
    event = await verifiedEvent(raw, signature, secret);
  } catch {
    return apiError(c, 400, BILLING_MESSAGES.webhookBadSignature);
  }
  const db = getDb(c.env);
  const seen = await db
    .select({ id: stripeEvents.eventId })
    .from(stripeEvents)
    .where(eq(stripeEvents.eventId, event.id))
    .get();
  if (seen) return c.json({ received: true, duplicate: true });
  const customer = customerOf(event.data.object);
  if (customer && (await isClosedCustomer(db, customer))) {
    // The account was deleted (its subscriptions cancelled first): nothing to store. A subscription
    // that started after all (a Checkout paid in another tab) is cancelled too. A failure answers
    // 500 and records nothing, so Stripe retries.
    if (SYNC_EVENTS.has(event.type)) await cancelLiveSubscriptions(stripe, customer);
    await db.insert(stripeEvents).values({ eventId: event.id, type: event.type }).onConflictDoNothing();
    return c.json({ received: true, ignored: true });
  }
  // A failure here answers 500 and records nothing, so Stripe retries the event later.
  if (customer && SYNC_EVENTS.has(event.type)) await syncCustomerSubscription(c.env, db, customer);
  await db.insert(stripeEvents).values({ eventId: event.id, type: event.type }).onConflictDoNothing();
  return c.json({ received: true });
});

// GET /api/subscription: the signed-in user's subscription record (spec §3), or null. Demo users
// have none (spec §6: their subscription is not fetched).
billing.get("/subscription", requireUser(), async (c) => {
  const user = c.get("user");
  const row = user.isDemo ? null : await subscriptionRowOf(getDb(c.env), user.id);
  return c.json({
    success: true,
    subscription: row
      ? {
          subscription_id: row.subscriptionId,
          subscription_status: row.subscriptionStatus,
          price_id: row.priceId,
          plan_id: row.planId,
          current_period_end: row.currentPeriodEnd,
          cancel_at_period_end: row.cancelAtPeriodEnd,
          payment_method_brand: row.paymentMethodBrand,
          payment_method_last4: row.paymentMethodLast4,
        }
      : null,
  });
});
