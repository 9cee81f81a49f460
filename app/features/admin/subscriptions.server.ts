// /admin's billing figures, from the stored `subscriptions` rows (what Stripe last told us; see
// docs/billing.md). MRR counts what is being billed monthly now: active and past_due (Stripe
// keeps retrying a past_due invoice, and its own MRR counts them too); trialing is not paying
// yet, canceled / incomplete never paid for this period. A plan set to cancel at period end
// still counts until it ends. Summed per currency: amounts in different currencies never add.
import { count, sql } from "drizzle-orm";
import type { Db } from "~/lib/db/client.server";
import { subscriptions } from "~/features/billing/index.server";
import type { SubscriptionStats } from "./types";

export const MRR_STATUSES = ["active", "past_due"] as const;

export async function subscriptionStats(db: Db): Promise<SubscriptionStats> {
  const [groups, money] = await Promise.all([
    db
      .select({ status: subscriptions.subscriptionStatus, planId: subscriptions.planId, n: count() })
      .from(subscriptions)
      .groupBy(subscriptions.subscriptionStatus, subscriptions.planId),
    db
      .select({
        currency: subscriptions.currency,
        cents: sql<number>`coalesce(sum(${subscriptions.unitAmount}), 0)`,
        n: count(),
      })
      .from(subscriptions)
      .where(sql`${subscriptions.subscriptionStatus} IN ('active', 'past_due') AND ${subscriptions.unitAmount} IS NOT NULL`)
      .groupBy(subscriptions.currency),
  ]);
  return {
    rows: groups
      .map((g) => ({ status: g.status, planId: g.planId, count: g.n }))
      .sort((a, b) => a.status.localeCompare(b.status) || String(a.planId).localeCompare(String(b.planId))),
    mrr: money.map((m) => ({ currency: (m.currency ?? "usd").toUpperCase(), cents: Number(m.cents), subscriptions: m.n })),
    total: groups.reduce((sum, g) => sum + g.n, 0),
  };
}
