// The billing API's refusals: bad or missing signatures, bodies too large, an unconfigured server,
// and events about customers that are not ours.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { BILLING_MESSAGES } from "~/features/billing/messages";
import { stripeSignature } from "~/dev/stripe/fake-stripe";
import { UNCONFIGURED, call, testEnv } from "../billing-support";

const eventBody = (id: string, customer: string) =>
  JSON.stringify({
    id,
    object: "event",
    type: "customer.subscription.updated",
    api_version: "2026-10-28.endive",
    created: 1,
    data: { object: { id: "sub_x", object: "subscription", customer } },
  });

describe("POST /api/stripe/webhook, errors", () => {
  it("400 without a Stripe-Signature header, nothing stored", async () => {
    const response = await call("POST", "/api/stripe/webhook", { body: eventBody("evt_nosig", "cus_x") });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, error: BILLING_MESSAGES.webhookBadSignature });
    expect(await env.DB.prepare("SELECT count(*) AS n FROM stripe_events").first()).toEqual({ n: 0 });
  });

  it("400 for a signature made with another secret, or too old to trust (replay)", async () => {
    const body = eventBody("evt_other_secret", "cus_x");
    const now = Math.floor(Date.now() / 1000);
    for (const signature of [
      await stripeSignature("whsec_someone_else", body, now),
      await stripeSignature(testEnv.STRIPE_WEBHOOK_SECRET!, body, now - 3600),
    ]) {
      const response = await call("POST", "/api/stripe/webhook", { body, headers: { "stripe-signature": signature } });
      expect(response.status).toBe(400);
    }
    expect(await env.DB.prepare("SELECT count(*) AS n FROM stripe_events").first()).toEqual({ n: 0 });
  });

  it("accepts a signed event about a customer that is not ours, and stores no subscription", async () => {
    const body = eventBody("evt_foreign_customer", "cus_not_ours");
    const signature = await stripeSignature(testEnv.STRIPE_WEBHOOK_SECRET!, body, Math.floor(Date.now() / 1000));
    const response = await call("POST", "/api/stripe/webhook", { body, headers: { "stripe-signature": signature } });
    expect(response.status).toBe(200);
    expect(
      await env.DB.prepare("SELECT count(*) AS n FROM subscriptions WHERE customer_id = 'cus_not_ours'").first(),
    ).toEqual({ n: 0 });
  });

  it("413 for a body far larger than any event", async () => {
    const body = "x".repeat(600 * 1024);
    const response = await call("POST", "/api/stripe/webhook", { body, headers: { "stripe-signature": "t=1,v1=00" } });
    expect(response.status).toBe(413);
  });

  it("503 with a clear message when Stripe is not configured", async () => {
    const response = await call("POST", "/api/stripe/webhook", { body: "{}", overrides: UNCONFIGURED });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ success: false, error: BILLING_MESSAGES.webhookUnconfigured });
  });
});

describe("GET /api/subscription, errors", () => {
  it("401 without a session", async () => {
    const response = await call("GET", "/api/subscription");
    expect(response.status).toBe(401);
    expect(((await response.json()) as { success: boolean }).success).toBe(false);
  });
});
