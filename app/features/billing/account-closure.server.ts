// Billing when an account is deleted (docs/billing.md): every subscription still running at Stripe
// is cancelled at once, before anything is deleted here, so nobody keeps paying for an account
// that no longer exists. What is kept afterwards is only Stripe's ids and the time
// (closed_stripe_customers), so the webhooks that follow are recognised and answered.
import { eq } from "drizzle-orm";
import type { Db } from "~/lib/db/client.server";
import { AppError } from "~/lib/errors";
import { closedStripeCustomers, stripeCustomers, subscriptions } from "./tables";
import { type StripeClient, type StripeList, type StripeSubscription, StripeApiError } from "./stripe-api.server";
import { BILLING_MESSAGES } from "./messages";
import { stripeErrorMessage, stripeFor } from "./stripe.server";
import { log } from "~/lib/log.server";

type BillingEnv = Parameters<typeof stripeFor>[0];

/** Statuses after which a subscription never charges again: nothing to cancel. */
const ENDED = new Set(["canceled", "incomplete_expired"]);

/** Each Stripe customer of the account, with the subscriptions cancelled just now. */
export type BillingClosure = { customerId: string; cancelled: string[] }[];

/** Stripe says the customer does not exist (a row written by hand, another Stripe account). */
function isMissingCustomer(error: unknown): boolean {
  return error instanceof StripeApiError && error.code === "resource_missing";
}

/**
 * Cancels, immediately, every subscription of `customerId` that could still charge (active,
 * trialing, past_due, unpaid, paused, incomplete). Returns the ids cancelled. Throws when Stripe
 * fails; a customer Stripe does not know has nothing to cancel.
 */
export async function cancelLiveSubscriptions(stripe: StripeClient, customerId: string): Promise<string[]> {
  let list: StripeList<StripeSubscription>;
  try {
    // A customer has one subscription, two after a double checkout: 100 is far more than enough.
    list = await stripe.subscriptions.list({ customer: customerId, status: "all", limit: 100 });
  } catch (error) {
    if (isMissingCustomer(error)) return [];
    throw error;
  }
  const cancelled: string[] = [];
  for (const subscription of list.data) {
    if (ENDED.has(subscription.status)) continue;
    await stripe.subscriptions.cancel(subscription.id);
    cancelled.push(subscription.id);
  }
  return cancelled;
}

/** The Stripe customers the user has: the one we created, and any a stored subscription names. */
async function customerIdsOf(db: Db, userId: string): Promise<{ ours: string[]; all: string[] }> {
  const [customer, subscription] = await Promise.all([
    db.select({ id: stripeCustomers.customerId }).from(stripeCustomers).where(eq(stripeCustomers.userId, userId)).get(),
    db.select({ id: subscriptions.customerId }).from(subscriptions).where(eq(subscriptions.userId, userId)).get(),
  ]);
  const ours = customer ? [customer.id] : [];
  return { ours, all: [...new Set([...ours, ...(subscription ? [subscription.id] : [])])] };
}

/**
 * Step one of deleting an account: cancel its subscriptions at Stripe now. Refuses (and nothing
 * may be deleted) when Stripe fails (502), or when the user has a Stripe customer but Stripe is
 * not configured here (503), since then nobody could stop the charges: both "unavailable".
 */
export async function closeBillingForDeletion(env: BillingEnv, db: Db, userId: string): Promise<BillingClosure> {
  const { ours, all } = await customerIdsOf(db, userId);
  if (all.length === 0) return [];
  const stripe = stripeFor(env);
  if (!stripe) {
    if (ours.length > 0) throw new AppError("unavailable", BILLING_MESSAGES.closureUnconfigured);
    return [];
  }
  const customers: BillingClosure = [];
  try {
    for (const customerId of all)
      customers.push({ customerId, cancelled: await cancelLiveSubscriptions(stripe, customerId) });
  } catch (error) {
    log.warn("stripe-cancel-on-delete-failed", { detail: stripeErrorMessage(error) });
    throw new AppError("unavailable", BILLING_MESSAGES.closureFailed(stripeErrorMessage(error)), { status: 502 });
  }
  return customers;
}

/** The statements that keep the minimal record; run in the same batch as the deletion. */
export function closureRecords(db: Db, closure: BillingClosure, now: Date) {
  return closure.map(({ customerId, cancelled }) =>
    db
      .insert(closedStripeCustomers)
      .values({ customerId, subscriptionIds: cancelled, closedAt: now })
      .onConflictDoUpdate({
        target: closedStripeCustomers.customerId,
        set: { subscriptionIds: cancelled, closedAt: now },
      }),
  );
}

/** Whether the customer belonged to a deleted account. */
export async function isClosedCustomer(db: Db, customerId: string): Promise<boolean> {
  const row = await db
    .select({ id: closedStripeCustomers.customerId })
    .from(closedStripeCustomers)
    .where(eq(closedStripeCustomers.customerId, customerId))
    .get();
  return row !== undefined;
}
