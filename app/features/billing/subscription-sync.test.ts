// Which of a customer's subscriptions describes them, and where the period end is read from.
import { describe, expect, it } from "vitest";
import type { StripeSubscription } from "./stripe-api.server";
import { currentSubscription, periodEndOf } from "./subscription-sync.server";

const sub = (id: string, status: string, created: number, ends: number[] = [created + 30 * 86400]) =>
  ({
    id,
    status,
    created,
    items: { data: ends.map((end) => ({ current_period_end: end })) },
  }) as unknown as StripeSubscription;

describe("currentSubscription", () => {
  it("prefers a plan in force, then one needing attention, then the newest ended one", () => {
    expect(
      currentSubscription([sub("old", "canceled", 1), sub("live", "active", 0), sub("due", "past_due", 2)])!.id,
    ).toBe("live");
    expect(currentSubscription([sub("ended", "canceled", 5), sub("due", "past_due", 1)])!.id).toBe("due");
    expect(currentSubscription([sub("a", "canceled", 1), sub("b", "canceled", 9)])!.id).toBe("b");
    expect(currentSubscription([sub("t", "trialing", 1), sub("a", "active", 2)])!.id).toBe("a");
    expect(currentSubscription([])).toBeNull();
  });
});

describe("periodEndOf", () => {
  it("reads the items' current_period_end (API 2025-03-31+), the latest when several", () => {
    expect(periodEndOf(sub("s", "active", 0, [100, 300, 200]))).toBe(300);
    expect(periodEndOf(sub("s", "active", 0, []))).toBeNull();
  });
});
