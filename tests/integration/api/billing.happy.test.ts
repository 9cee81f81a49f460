// GET /api/subscription and POST /api/stripe/webhook on the path everyone takes.
import { describe, expect, it } from "vitest";
import { signUp } from "../../helpers";
import { buy, call, customerOf, deliver, eventsFor } from "../billing-support";

describe("billing API, happy path", () => {
  it("a purchase's webhooks store the record GET /api/subscription returns (spec §3 fields)", async () => {
    const email = "api-billing-happy@example.com";
    const cookie = await signUp(email, undefined, { plan: null });
    const before = await call("GET", "/api/subscription", { cookie });
    expect(await before.json()).toEqual({ success: true, subscription: null });
    await buy(cookie, "pro");
    for (const event of await eventsFor((await customerOf(email))!)) {
      const response = await deliver(event);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ received: true });
    }
    const response = await call("GET", "/api/subscription", { cookie });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { success: true; subscription: Record<string, unknown> };
    expect(body.subscription).toMatchObject({
      subscription_status: "active",
      price_id: "price_fake_pro",
      plan_id: "pro",
      cancel_at_period_end: false,
      payment_method_brand: "visa",
      payment_method_last4: "4242",
    });
    expect(body.subscription.subscription_id).toMatch(/^sub_fake/);
    expect(Number.isInteger(body.subscription.current_period_end)).toBe(true);
  });
});
