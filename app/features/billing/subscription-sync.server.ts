// The one way a subscription reaches D1: re-read the customer's subscriptions from Stripe and
// upsert one row per user (docs/billing.md). Webhooks, /success and the account page's actions
// all call syncCustomerSubscription, so the stored row is whatever Stripe says now, never what
// an event's payload said at the time: duplicates and out-of-order events cannot leave it stale.
//
// Which subscription is "current" when a customer has several: one whose plan is in force
// (active, trialing), else one that still needs attention (past_due, unpaid, paused, incomplete),
// else the newest ended one (canceled, incomplete_expired), so a lapsed plan reads "Cancelled"
// rather than vanishing. Only a customer with no subscription at all has no row.
import { eq } from "drizzle-orm";
import type { Db } from "~/lib/db/client.server";
import { stripeCustomers, subscriptions } from "./tables";
import type { SessionUser } from "~/lib/auth/session.server";
import { ENTITLED_STATUSES } from "./messages";
import type { StripeClient, StripeSubscription } from "./stripe-api.server";
import { planForPrice, stripeFor } from "./stripe.server";

export type SubscriptionRow = typeof subscriptions.$inferSelect;

const NEEDS_ATTENTION = ["past_due", "unpaid", "paused", "incomplete"];

function rank(status: string): number {
  if (ENTITLED_STATUSES.includes(status)) return 0;
  if (NEEDS_ATTENTION.includes(status)) return 1;
  return 2;
}

/** The subscription that describes the customer now (see the top of this file). */
export function currentSubscription(list: readonly StripeSubscription[]): StripeSubscription | null {
  return [...list].sort((a, b) => rank(a.status) - rank(b.status) || b.created - a.created)[0] ?? null;
}

/** The latest period end among the items (API 2025-03-31+: it lives on the items), epoch seconds. */
export function periodEndOf(subscription: StripeSubscription): number | null {
  const ends = subscription.items.data
    .map((item) => item.current_period_end)
    .filter((n): n is number => typeof n === "number");
  return ends.length > 0 ? Math.max(...ends) : null;
}

function cardOf(subscription: StripeSubscription): { brand: string | null; last4: string | null } {
  const pm = subscription.default_payment_method;
  if (pm && typeof pm === "object" && pm.card) return { brand: pm.card.brand, last4: pm.card.last4 };
  return { brand: null, last4: null };
}

type SyncEnv = Parameters<typeof stripeFor>[0];

/** The stored row of a user (null: never subscribed, or Stripe has no subscription for them). */
export async function subscriptionRowOf(db: Db, userId: string): Promise<SubscriptionRow | null> {
  return (await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).get()) ?? null;
}

export async function customerIdOf(db: Db, userId: string): Promise<string | null> {
  const row = await db
    .select({ customerId: stripeCustomers.customerId })
    .from(stripeCustomers)
    .where(eq(stripeCustomers.userId, userId))
    .get();
  return row?.customerId ?? null;
}

/**
 * The user's Stripe customer, created once and stored before their first checkout (so every
 * later event names a customer we know). The idempotency key makes two concurrent first
 * checkouts get the same customer from Stripe; the insert ignores the loser's duplicate row.
 */
export async function ensureCustomer(
  stripe: StripeClient,
  db: Db,
  user: Pick<SessionUser, "id" | "email">,
): Promise<string> {
  const known = await customerIdOf(db, user.id);
  if (known) return known;
  const customer = await stripe.customers.create(
    { email: user.email, metadata: { userId: user.id } },
    { idempotencyKey: `vidwise-customer-${user.id}` },
  );
  await db.insert(stripeCustomers).values({ userId: user.id, customerId: customer.id }).onConflictDoNothing();
  return (await customerIdOf(db, user.id)) ?? customer.id;
}

/**
 * Reads the customer's subscriptions from Stripe and stores the current one for the user who owns
 * the customer. Returns the stored row (null when there is none, or the customer is not ours).
 * Throws when Stripe fails: callers answer with their own message (or 500 so Stripe retries).
 */
export async function syncCustomerSubscription(
  env: SyncEnv,
  db: Db,
  customerId: string,
): Promise<SubscriptionRow | null> {
  const stripe = stripeFor(env);
  if (!stripe) return null;
  const owner = await db
    .select({ userId: stripeCustomers.userId })
    .from(stripeCustomers)
    .where(eq(stripeCustomers.customerId, customerId))
    .get();
  // A customer made elsewhere (the Stripe dashboard, another app on the same account): not ours.
  if (!owner) return null;
  const list = await stripe.subscriptions.list({
    customer: customerId,
    status: "all",
    limit: 20,
    expand: ["data.default_payment_method"],
  });
  const current = currentSubscription(list.data);
  if (!current) {
    await db.delete(subscriptions).where(eq(subscriptions.userId, owner.userId));
    return null;
  }
  const price = current.items.data[0]?.price;
  const card = cardOf(current);
  const values = {
    userId: owner.userId,
    customerId,
    subscriptionId: current.id,
    subscriptionStatus: current.status,
    priceId: price?.id ?? "",
    planId: planForPrice(env, price?.id),
    currentPeriodEnd: periodEndOf(current),
    cancelAtPeriodEnd: current.cancel_at_period_end,
    paymentMethodBrand: card.brand,
    paymentMethodLast4: card.last4,
    unitAmount: price?.unit_amount ?? null,
    currency: price?.currency ?? null,
    updatedAt: new Date(),
  };
  const { userId: _userId, ...changes } = values;
  await db.insert(subscriptions).values(values).onConflictDoUpdate({ target: subscriptions.userId, set: changes });
  return subscriptionRowOf(db, owner.userId);
}
