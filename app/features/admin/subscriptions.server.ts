// /admin's billing figures, from billing's stored `subscriptions` rows (what Stripe last told us; see
// docs/billing.md). MRR counts what is being billed monthly now: active and past_due (Stripe
// keeps retrying a past_due invoice, and its own MRR counts them too); trialing is not paying
// yet, canceled / incomplete never paid for this period. A plan set to cancel at period end
// still counts until it ends. Summed per currency: amounts in different currencies never add.
import type { Db } from "~/lib/db/client.server";
import { subscriptionCountsForAdmin } from "~/features/billing/index.server";
import type { SubscriptionStats } from "./types";

export async function subscriptionStats(db: Db): Promise<SubscriptionStats> {
  const { groups, money } = await subscriptionCountsForAdmin(db);
  return {
    rows: groups
      .map((g) => ({ status: g.status, planId: g.planId, count: g.n }))
      .sort((a, b) => a.status.localeCompare(b.status) || String(a.planId).localeCompare(String(b.planId))),
    mrr: money.map((m) => ({
      currency: (m.currency ?? "usd").toUpperCase(),
      cents: Number(m.cents),
      subscriptions: m.n,
    })),
    total: groups.reduce((sum, g) => sum + g.n, 0),
  };
}
