// Checkout through the Worker against the in-process Stripe fake: each plan card buys its own
// price, the customer is made once, /success confirms only the buyer's own finished session,
// and every refusal (visitor, demo, unconfigured server, Stripe failing) says the spec's words.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { BILLING_MESSAGES } from "~/features/billing/messages";
import { demoCookie, pageText, signUp } from "../helpers";
import { PRICES, UNCONFIGURED, buy, call, customerOf, fakeStripe, startCheckout, subscriptionRow } from "./billing-support";

describe("Checkout", () => {
  for (const [plan, price] of Object.entries(PRICES)) {
    it(`the ${plan} card buys the ${plan} price, and /success confirms it before any webhook`, async () => {
      const email = `buy-${plan}@example.com`;
      const cookie = await signUp(email, undefined, { plan: null });
      const { successPath } = await buy(cookie, plan);
      // No webhook delivered yet: /success reads Stripe itself.
      expect(await subscriptionRow(email)).toBeNull();
      const page = await pageText(await call("GET", successPath, { cookie }));
      expect(page).toContain("Welcome to");
      const name = { starter: "Starter", pro: "Pro", creator: "Creator+" }[plan]!;
      expect(page).toContain(name);
      expect(page).toContain("Active");
      expect(page).toContain("Next billing date");
      expect(page).toMatch(/href="\/analyze"/);
      const row = await subscriptionRow(email);
      expect(row).toMatchObject({ price_id: price, plan_id: plan, subscription_status: "active", cancel_at_period_end: 0, payment_method_brand: "visa", payment_method_last4: "4242", currency: "usd" });
      expect(row!.unit_amount).toBe({ starter: 2900, pro: 7900, creator: 14900 }[plan]);
      // About a month ahead, in epoch seconds, from the subscription's items.
      const days = ((row!.current_period_end as number) - Date.now() / 1000) / 86400;
      expect(days).toBeGreaterThan(27);
      expect(days).toBeLessThan(32);
    });
  }

  it("creates the Stripe customer once per user, before checkout, and sends the user's id along", async () => {
    const email = "customer-once@example.com";
    const cookie = await signUp(email, undefined, { plan: null });
    const first = await startCheckout(cookie, "starter");
    const second = await startCheckout(cookie, "pro");
    const count = await env.DB.prepare("SELECT count(*) AS n FROM stripe_customers c JOIN users u ON u.id = c.user_id WHERE u.email = ?").bind(email).first<{ n: number }>();
    expect(count!.n).toBe(1);
    const customer = await customerOf(email);
    const userId = (await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(email).first<{ id: string }>())!.id;
    for (const path of [first, second]) {
      const session = (await (await fakeStripe("GET", `/v1/checkout/sessions/${path.split("/").pop()}`)).json()) as Record<string, string>;
      expect(session.customer).toBe(customer);
      expect(session.client_reference_id).toBe(userId);
      expect(session.mode).toBe("subscription");
      expect(session.success_url).toBe("http://vidwise.test/success?session_id={CHECKOUT_SESSION_ID}");
      expect(session.cancel_url).toBe("http://vidwise.test/pricing");
    }
  });

  it("shows the banner and 'Current plan' on /pricing once subscribed, and refuses a second checkout", async () => {
    const email = "banner@example.com";
    const cookie = await signUp(email, undefined, { plan: null });
    const { successPath } = await buy(cookie, "pro");
    await call("GET", successPath, { cookie });
    const pricing = await pageText(await call("GET", "/pricing", { cookie }));
    expect(pricing).toContain("Your plan: Pro");
    expect(pricing).toMatch(/Renews on [A-Z][a-z]+ \d{1,2}, \d{4}/);
    expect(pricing).toContain("Current plan");
    expect(pricing).not.toContain("open soon");
    const again = await call("POST", "/pricing", { cookie, form: { plan: "creator" } });
    expect(again.status).toBe(409);
    expect(await pageText(again)).toContain(BILLING_MESSAGES.alreadySubscribed);
  });

  it("sends signed-out visitors to sign in and back to /pricing", async () => {
    const response = await call("POST", "/pricing", { form: { plan: "pro" } });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/login?redirectTo=%2Fpricing");
  });

  it("refuses demo users without calling Stripe", async () => {
    const cookie = await demoCookie();
    const before = (await env.DB.prepare("SELECT count(*) AS n FROM stripe_customers").first<{ n: number }>())!.n;
    const response = await call("POST", "/pricing", { cookie, form: { plan: "starter" } });
    expect(response.status).toBe(403);
    expect(await pageText(response)).toContain(BILLING_MESSAGES.signUpToSubscribe);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM stripe_customers").first<{ n: number }>())!.n).toBe(before);
  });

  it("answers an unknown plan with 400", async () => {
    const cookie = await signUp("bad-plan@example.com", undefined, { plan: null });
    const response = await call("POST", "/pricing", { cookie, form: { plan: "enterprise" } });
    expect(response.status).toBe(400);
    expect(await pageText(response)).toContain(BILLING_MESSAGES.unknownPlan);
  });

  it("says the stub text when Stripe is not configured, and stores nothing", async () => {
    const email = "unconfigured@example.com";
    const cookie = await signUp(email, undefined, { plan: null });
    const response = await call("POST", "/pricing", { cookie, form: { plan: "pro" }, overrides: UNCONFIGURED });
    expect(response.status).toBe(503);
    expect(await pageText(response)).toContain(BILLING_MESSAGES.checkoutUnconfigured);
    expect(await customerOf(email)).toBeNull();
  });

  it("says 'Failed to start checkout process' when Stripe refuses", async () => {
    const cookie = await signUp("stripe-fails@example.com", undefined, { plan: null });
    // A price Stripe does not know: the fake answers 404 resource_missing, as Stripe does.
    const response = await call("POST", "/pricing", { cookie, form: { plan: "pro" }, overrides: { STRIPE_PRICE_PRO: "price_not_in_stripe" } });
    expect(response.status).toBe(502);
    expect(await pageText(response)).toContain(BILLING_MESSAGES.checkoutFailed);
  });
});

describe("/success", () => {
  it("confirms nothing for someone else's session, a bogus id, or no id", async () => {
    const buyer = await signUp("success-owner@example.com", undefined, { plan: null });
    const { successPath } = await buy(buyer, "starter");
    const other = await signUp("success-other@example.com", undefined, { plan: null });
    for (const [cookie, path] of [
      [other, successPath],
      [undefined, successPath],
      [buyer, "/success?session_id=cs_test_fakedoesnotexist"],
      [buyer, "/success?session_id=<script>"],
      [buyer, "/success"],
    ] as const) {
      const page = await pageText(await call("GET", path, { cookie }));
      expect(page).toContain("There is no subscription to confirm");
      expect(page).not.toContain("Welcome to");
    }
    expect(await subscriptionRow("success-other@example.com")).toBeNull();
  });

  it("shows 'Processing your subscription...' and checks again every 2 s while the session is unpaid", async () => {
    const cookie = await signUp("success-processing@example.com", undefined, { plan: null });
    const checkoutPath = await startCheckout(cookie, "pro");
    const sessionId = checkoutPath.split("/").pop()!;
    const response = await call("GET", `/success?session_id=${sessionId}`, { cookie });
    const page = await pageText(response);
    expect(page).toContain("Processing your subscription...");
    expect(page).toContain(`content="2;url=/success?session_id=${sessionId}&wait=1"`);
    expect(page).not.toContain("Welcome to");
  });
});
