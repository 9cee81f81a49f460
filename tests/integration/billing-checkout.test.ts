// Checkout through the Worker against the in-process Stripe fake: each plan card buys its own
// price, the customer is made once, /success confirms only the buyer's own finished session,
// and every refusal (visitor, demo, unconfigured server, Stripe failing) says the spec's words.
import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import {
  CHECKOUT_IN_PROGRESS,
  SUCCESS_CHECK_MS,
  startCheckout as startCheckoutFor,
} from "~/features/billing/checkout.server";
import { BILLING_MESSAGES } from "~/features/billing/messages";
import { getDb } from "~/lib/db/client.server";
import { AppError } from "~/lib/errors";
import { demoCookie, pageText, signUp, userIdOf } from "../helpers";
import {
  PRICES,
  UNCONFIGURED,
  buy,
  call,
  customerOf,
  deliver,
  eventsFor,
  fakeStripe,
  startCheckout,
  subscriptionRow,
  testEnv,
} from "./billing-support";

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
      // "What you get" lists what this plan includes, and nothing a cheaper plan lacks.
      expect(page).toContain("Live Visibility Score");
      expect(page.includes("Content Gap Analysis"), plan).toBe(plan !== "starter");
      expect(page.includes("1-on-1 Channel Strategy Coaching"), plan).toBe(plan === "creator");
      expect(page).not.toMatch(/Unlimited Analysis|Priority Support/);
      const row = await subscriptionRow(email);
      expect(row).toMatchObject({
        price_id: price,
        plan_id: plan,
        subscription_status: "active",
        cancel_at_period_end: 0,
        payment_method_brand: "visa",
        payment_method_last4: "4242",
        currency: "usd",
      });
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
    const count = await env.DB.prepare(
      "SELECT count(*) AS n FROM stripe_customers c JOIN users u ON u.id = c.user_id WHERE u.email = ?",
    )
      .bind(email)
      .first<{ n: number }>();
    expect(count!.n).toBe(1);
    const customer = await customerOf(email);
    const userId = (await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(email).first<{ id: string }>())!
      .id;
    for (const path of [first, second]) {
      const session = (await (
        await fakeStripe("GET", `/v1/checkout/sessions/${path.split("/").pop()}`)
      ).json()) as Record<string, string>;
      expect(session.customer).toBe(customer);
      expect(session.client_reference_id).toBe(userId);
      expect(session.mode).toBe("subscription");
      expect(session.success_url).toBe("http://vidwise.test/success?session_id={CHECKOUT_SESSION_ID}");
      expect(session.cancel_url).toBe("http://vidwise.test/pricing");
    }
  });

  it("shows the banner and 'Current plan' on /pricing once subscribed, and never starts a second checkout", async () => {
    const email = "banner@example.com";
    const cookie = await signUp(email, undefined, { plan: null });
    const { successPath } = await buy(cookie, "pro");
    await call("GET", successPath, { cookie });
    const pricing = await pageText(await call("GET", "/pricing", { cookie }));
    expect(pricing).toContain("Your plan: Pro");
    expect(pricing).toMatch(/Renews on [A-Z][a-z]+ \d{1,2}, \d{4}/);
    expect(pricing).toContain("Current plan");
    expect(pricing).not.toContain("open soon");
    expect(pricing).toContain("Switch to Creator+");
    // The plan in force: nothing to buy. Another plan: Stripe's plan-switch confirmation, not a Checkout.
    const again = await call("POST", "/pricing", { cookie, form: { plan: "pro" } });
    expect(again.status).toBe(409);
    expect(await pageText(again)).toContain(BILLING_MESSAGES.samePlan);
    const other = await call("POST", "/pricing", { cookie, form: { plan: "creator" } });
    expect(other.status).toBe(302);
    expect(new URL(other.headers.get("location")!, "http://vidwise.test").pathname).toMatch(/^\/fake-stripe\/portal\//);
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
    // Stripe missing here is an "unavailable" refusal: the page logs it.
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await call("POST", "/pricing", { cookie, form: { plan: "pro" }, overrides: UNCONFIGURED });
    expect(response.status).toBe(503);
    expect(await pageText(response)).toContain(BILLING_MESSAGES.checkoutUnconfigured);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('"event":"page.unavailable"'));
    expect(await customerOf(email)).toBeNull();
  });

  it("says 'Failed to start checkout process' when Stripe refuses", async () => {
    const cookie = await signUp("stripe-fails@example.com", undefined, { plan: null });
    // A price Stripe does not know: the fake answers 404 resource_missing, as Stripe does.
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await call("POST", "/pricing", {
      cookie,
      form: { plan: "pro" },
      overrides: { STRIPE_PRICE_PRO: "price_not_in_stripe" },
    });
    expect(response.status).toBe(502);
    expect(await pageText(response)).toContain(BILLING_MESSAGES.checkoutFailed);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('"event":"page.unavailable"'));
  });
});

describe("two checkouts at once", () => {
  it("two presses of a plan card at once open one Checkout", async () => {
    const email = "checkout-race@example.com";
    const cookie = await signUp(email, undefined, { plan: null });
    // The session's first page settles first, so both posts reach the check together.
    await call("GET", "/pricing", { cookie });
    const answers = await Promise.all([0, 1].map(() => call("POST", "/pricing", { cookie, form: { plan: "pro" } })));
    const opened = answers
      .filter((r) => r.status === 302)
      .map((r) => new URL(r.headers.get("location")!, "http://vidwise.test").pathname);
    expect(opened.length).toBeGreaterThan(0);
    expect(new Set(opened).size).toBe(1);
    for (const refused of answers.filter((r) => r.status !== 302)) {
      expect(refused.status).toBe(409);
      expect(await pageText(refused)).toContain(CHECKOUT_IN_PROGRESS);
    }
  });

  it("of two checkouts started at the same moment, only one asks Stripe for a session", async () => {
    const email = "checkout-race-direct@example.com";
    await signUp(email, undefined, { plan: null });
    const user = { id: await userIdOf(email), email, isDemo: false };
    const db = getDb(testEnv);
    const outcomes = await Promise.allSettled(
      (["starter", "creator"] as const).map((plan) => startCheckoutFor(testEnv, db, user, plan, "http://vidwise.test")),
    );
    const opened = outcomes.filter((o) => o.status === "fulfilled");
    const refused = outcomes.filter((o) => o.status === "rejected");
    expect(opened).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.reason).toBeInstanceOf(AppError);
    expect(refused[0]!.reason).toMatchObject({ code: "conflict", status: 409, message: CHECKOUT_IN_PROGRESS });
    const row = await env.DB.prepare("SELECT session_id FROM pending_checkouts WHERE user_id = ?")
      .bind(user.id)
      .first<{ session_id: string }>();
    expect(opened[0]!.value).toContain(row!.session_id);
  });

  it("the same plan pressed again later opens the same Checkout; another plan opens a new one", async () => {
    const cookie = await signUp("checkout-again@example.com", undefined, { plan: null });
    const first = await startCheckout(cookie, "starter");
    expect(await startCheckout(cookie, "starter")).toBe(first);
    expect(await startCheckout(cookie, "pro")).not.toBe(first);
  });
});

describe("/success asks Stripe sparingly", () => {
  it("at most once every few seconds per user; in between the page answers from D1", async () => {
    const email = "success-throttle@example.com";
    const cookie = await signUp(email, undefined, { plan: null });
    const sessionId = (await startCheckout(cookie, "pro")).split("/").pop()!;
    const successPath = `/success?session_id=${sessionId}`;
    expect(await pageText(await call("GET", successPath, { cookie }))).toContain("Processing your subscription...");
    // Paid at Stripe; no webhook delivered.
    expect((await fakeStripe("POST", `/_fake/checkout/sessions/${sessionId}/complete`)).status).toBe(200);
    // A visit right after does not ask Stripe again: still processing, nothing stored.
    expect(await pageText(await call("GET", successPath, { cookie }))).toContain("Processing your subscription...");
    expect(await subscriptionRow(email)).toBeNull();
    // Once the interval has passed (moved back here rather than waited for), Stripe is asked.
    await env.DB.prepare("UPDATE pending_checkouts SET checked_at = checked_at - ? WHERE session_id = ?")
      .bind(SUCCESS_CHECK_MS, sessionId)
      .run();
    expect(await pageText(await call("GET", successPath, { cookie }))).toContain("Welcome to");
    expect(await subscriptionRow(email)).toMatchObject({ plan_id: "pro", subscription_status: "active" });
    // Paid and stored: later visits never reach Stripe (here unreachable) and still confirm.
    const offline = await pageText(
      await call("GET", successPath, { cookie, overrides: { STRIPE_API_BASE_URL: "http://127.0.0.1:9" } }),
    );
    expect(offline).toContain("Welcome to");
  });

  it("shows what the webhook stored without asking Stripe", async () => {
    const email = "success-webhook@example.com";
    const cookie = await signUp(email, undefined, { plan: null });
    const sessionId = (await startCheckout(cookie, "starter")).split("/").pop()!;
    const successPath = `/success?session_id=${sessionId}`;
    await call("GET", successPath, { cookie });
    await fakeStripe("POST", `/_fake/checkout/sessions/${sessionId}/complete`);
    for (const event of await eventsFor((await customerOf(email))!)) expect((await deliver(event)).status).toBe(200);
    const page = await pageText(
      await call("GET", successPath, { cookie, overrides: { STRIPE_API_BASE_URL: "http://127.0.0.1:9" } }),
    );
    expect(page).toContain("Welcome to");
    expect(page).toContain("Starter");
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
