// The stored subscriptions as /admin reads them (what Stripe last told us; docs/billing.md):
// counts by status and plan, and the amounts billed now per currency. MRR counts active and
// past_due (Stripe keeps retrying a past_due invoice, and its own MRR counts them too).
import { count, sql } from "drizzle-orm";
import type { Db } from "~/lib/db/client.server";
import { subscriptions } from "./tables";

export type SubscriptionCounts = {
  groups: { status: string; planId: (typeof subscriptions.$inferSelect)["planId"]; n: number }[];
  money: { currency: string | null; cents: number; n: number }[];
};

export async function subscriptionCountsForAdmin(db: Db): Promise<SubscriptionCounts> {
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
      .where(
        sql`${subscriptions.subscriptionStatus} IN ('active', 'past_due') AND ${subscriptions.unitAmount} IS NOT NULL`,
      )
      .groupBy(subscriptions.currency),
  ]);
  return { groups, money };
}
