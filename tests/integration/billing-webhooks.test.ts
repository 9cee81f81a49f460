// Stripe webhooks and the account page's subscription card, through the Worker against the
// in-process fake: signatures checked on the raw body, each event processed once, the stored row
// always Stripe's current state whatever order events arrive in, payment failure, cancel at
// period end, the portal, and the unconfigured server's stub texts.
import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { BILLING_INTENTS, BILLING_MESSAGES } from "~/features/billing/messages";
import { pageText, signUp } from "../helpers";
import {
  UNCONFIGURED,
  buy,
  call,
  customerOf,
  deliver,
  eventsFor,
  fakeStripe,
  subscriptionRow,
} from "./billing-support";

const eventCount = async () =>
  (await env.DB.prepare("SELECT count(*) AS n FROM stripe_events").first<{ n: number }>())!.n;

async function subscribed(email: string, plan = "pro") {
  const cookie = await signUp(email, undefined, { plan: null });
  await buy(cookie, plan);
  const customer = (await customerOf(email))!;
  const subId = (
    (await (await fakeStripe("GET", `/v1/subscriptions?customer=${customer}`)).json()) as { data: { id: string }[] }
  ).data[0]!.id;
  return { cookie, customer, subId };
}

describe("POST /api/stripe/webhook", () => {
  it("stores the subscription from a checkout's events (before /success is opened)", async () => {
    const email = "hook-store@example.com";
    const { customer } = await subscribed(email, "creator");
    const events = await eventsFor(customer);
    expect(events.map((e) => e.type)).toEqual([
      "customer.subscription.created",
      "invoice.paid",
      "checkout.session.completed",
    ]);
    for (const event of events) expect((await deliver(event)).status).toBe(200);
    expect(await subscriptionRow(email)).toMatchObject({
      plan_id: "creator",
      subscription_status: "active",
      price_id: "price_fake_creator_plus",
    });
  });

  it("rejects a wrong or missing signature with 400 and stores nothing", async () => {
    const email = "hook-bad-signature@example.com";
    const { customer } = await subscribed(email);
    const [event] = await eventsFor(customer);
    const before = await eventCount();
    const forged = event!.signature.replace(/v1=[0-9a-f]+/, `v1=${"0".repeat(64)}`);
    for (const signature of [forged, "", "t=1,v1=abc"]) {
      const response = await deliver(event!, signature);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ success: false, error: BILLING_MESSAGES.webhookBadSignature });
    }
    // A valid signature on a changed body is just as wrong.
    const tampered = await call("POST", "/api/stripe/webhook", {
      body: event!.payload.replace("customer.subscription", "customer.subscriptiox"),
      headers: { "stripe-signature": event!.signature },
    });
    expect(tampered.status).toBe(400);
    expect(await eventCount()).toBe(before);
    expect(await subscriptionRow(email)).toBeNull();
  });

  it("processes the same event once: a duplicate changes nothing", async () => {
    const email = "hook-duplicate@example.com";
    const { customer, subId } = await subscribed(email);
    const created = (await eventsFor(customer))[0]!;
    expect(await (await deliver(created)).json()).toEqual({ received: true });
    const first = await subscriptionRow(email);
    // Stripe changes in the meantime; the replayed old event must not trigger a re-read.
    await fakeStripe("POST", `/v1/subscriptions/${subId}`, { cancel_at_period_end: "true" });
    const again = await deliver(created);
    expect(await again.json()).toEqual({ received: true, duplicate: true });
    expect(await subscriptionRow(email)).toEqual(first);
    const stored = await env.DB.prepare("SELECT count(*) AS n FROM stripe_events WHERE event_id = ?")
      .bind(created.id)
      .first<{ n: number }>();
    expect(stored!.n).toBe(1);
  });

  it("ends in Stripe's current state whatever order the events arrive in", async () => {
    const email = "hook-order@example.com";
    const { customer, subId } = await subscribed(email);
    await fakeStripe("POST", `/v1/subscriptions/${subId}`, { cancel_at_period_end: "true" });
    const events = await eventsFor(customer);
    expect(events.at(-1)!.type).toBe("customer.subscription.updated");
    // Newest first, then the oldest again at the end: the last one processed is stale.
    for (const event of [...events].reverse()) await deliver(event);
    expect(await subscriptionRow(email)).toMatchObject({ subscription_status: "active", cancel_at_period_end: 1 });
  });

  it("a failed renewal makes the subscription past_due, shown on the account page, and the plan lapses", async () => {
    const email = "hook-payment-failed@example.com";
    const { cookie, customer, subId } = await subscribed(email);
    expect((await fakeStripe("POST", `/_fake/customers/${customer}/fail_next_payment`)).status).toBe(200);
    expect((await fakeStripe("POST", `/_fake/subscriptions/${subId}/renew`)).status).toBe(200);
    const failed = (await eventsFor(customer)).filter((e) => e.type === "invoice.payment_failed");
    expect(failed).toHaveLength(1);
    expect((await deliver(failed[0]!)).status).toBe(200);
    expect(await subscriptionRow(email)).toMatchObject({ subscription_status: "past_due" });
    const account = await pageText(await call("GET", "/account", { cookie }));
    expect(account).toContain("Payment failed (past due)");
    expect(account).toContain("The last payment failed");
    expect(account).toMatch(/Account type<\/dt><dd[^>]*>Free User</);
    // The next renewal succeeds: active again.
    await fakeStripe("POST", `/_fake/subscriptions/${subId}/renew`);
    const paid = (await eventsFor(customer)).filter((e) => e.type === "invoice.paid").at(-1)!;
    await deliver(paid);
    expect(await subscriptionRow(email)).toMatchObject({ subscription_status: "active" });
  });

  it("a subscription ended in Stripe is stored as cancelled and the account falls back to Free User", async () => {
    const email = "hook-deleted@example.com";
    const { cookie, customer, subId } = await subscribed(email);
    await fakeStripe("POST", `/_fake/subscriptions/${subId}/cancel_now`);
    const deleted = (await eventsFor(customer)).find((e) => e.type === "customer.subscription.deleted")!;
    expect((await deliver(deleted)).status).toBe(200);
    expect(await subscriptionRow(email)).toMatchObject({ subscription_status: "canceled" });
    const account = await pageText(await call("GET", "/account", { cookie }));
    expect(account).toMatch(/Account type<\/dt><dd[^>]*>Free User</);
    expect(account).not.toContain("Cancel subscription");
  });

  it("answers 503 when Stripe is not configured", async () => {
    const response = await call("POST", "/api/stripe/webhook", {
      body: "{}",
      headers: { "stripe-signature": "t=1,v1=00" },
      overrides: UNCONFIGURED,
    });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ success: false, error: BILLING_MESSAGES.webhookUnconfigured });
  });
});

describe("Account subscription card", () => {
  it("shows plan, status, Renews on and the card; cancel asks first, then Expires on and no Cancel button", async () => {
    const email = "account-cancel@example.com";
    const { cookie, customer } = await subscribed(email, "starter");
    for (const event of await eventsFor(customer)) await deliver(event);
    let page = await pageText(await call("GET", "/account", { cookie }));
    expect(page).toMatch(/Account type<\/dt><dd[^>]*>Starter</);
    expect(page).toContain("Renews on");
    expect(page).toContain("Visa •••• 4242");
    expect(page).toContain("Cancel subscription");

    const ask = await call("POST", "/account", { cookie, form: { intent: BILLING_INTENTS.cancel } });
    expect(ask.status).toBe(200);
    expect(await pageText(ask)).toContain(BILLING_MESSAGES.cancelConfirm);
    expect(await subscriptionRow(email)).toMatchObject({ cancel_at_period_end: 0 });

    const done = await call("POST", "/account", { cookie, form: { intent: BILLING_INTENTS.cancelConfirmed } });
    expect(done.status).toBe(200);
    const text = await pageText(done);
    expect(text).toContain("Your subscription will be cancelled at the end of the current billing period");
    expect(await subscriptionRow(email)).toMatchObject({ cancel_at_period_end: 1, subscription_status: "active" });
    page = await pageText(await call("GET", "/account", { cookie }));
    expect(page).toContain("Expires on");
    expect(page).not.toContain("Renews on");
    expect(page).not.toContain("Cancel subscription");
    // Still on the plan until the period ends.
    expect(page).toMatch(/Account type<\/dt><dd[^>]*>Starter</);
  });

  it("opens the billing portal (the fake's page on this site) with a way back", async () => {
    const email = "account-portal@example.com";
    const { cookie, customer } = await subscribed(email);
    for (const event of await eventsFor(customer)) await deliver(event);
    const response = await call("POST", "/account", { cookie, form: { intent: BILLING_INTENTS.portal } });
    expect(response.status).toBe(302);
    const portal = response.headers.get("location")!;
    expect(new URL(portal, "http://vidwise.test").pathname).toMatch(/^\/fake-stripe\/portal\/bps_fake/);
    const page = await pageText(await call("GET", portal, { cookie }));
    expect(page).toContain("Billing portal");
    expect(page).toContain('href="http://vidwise.test/account"');
  });

  it("says the spec's texts: no subscription, and the stubs when Stripe is not configured", async () => {
    const cookie = await signUp("account-free@example.com", undefined, { plan: null });
    const none = await call("POST", "/account", { cookie, form: { intent: BILLING_INTENTS.cancelConfirmed } });
    expect(none.status).toBe(404);
    expect(await pageText(none)).toContain(BILLING_MESSAGES.noSubscription);
    // Stripe missing or failing is an "unavailable" refusal: the page logs it.
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const cancel = await call("POST", "/account", {
      cookie,
      form: { intent: BILLING_INTENTS.cancelConfirmed },
      overrides: UNCONFIGURED,
    });
    expect(cancel.status).toBe(503);
    expect(await pageText(cancel)).toContain(BILLING_MESSAGES.cancelUnconfigured);
    const portal = await call("POST", "/account", {
      cookie,
      form: { intent: BILLING_INTENTS.portal },
      overrides: UNCONFIGURED,
    });
    expect(portal.status).toBe(503);
    expect(await pageText(portal)).toContain(BILLING_MESSAGES.portalUnconfigured);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('"event":"page.unavailable"'));
    const free = await pageText(await call("GET", "/account", { cookie }));
    expect(free).toMatch(/Account type<\/dt><dd[^>]*>Free User</);
  });

  it("shows 'Failed to cancel subscription: {message}' when Stripe refuses", async () => {
    const email = "account-cancel-fails@example.com";
    const { cookie, customer, subId } = await subscribed(email);
    for (const event of await eventsFor(customer)) await deliver(event);
    // Ended in Stripe while our row still says active: Stripe refuses the update.
    await fakeStripe("POST", `/_fake/subscriptions/${subId}/cancel_now`);
    // Stripe missing or failing is an "unavailable" refusal: the page logs it.
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await call("POST", "/account", { cookie, form: { intent: BILLING_INTENTS.cancelConfirmed } });
    expect(response.status).toBe(502);
    expect(await pageText(response)).toContain(
      "Failed to cancel subscription: A canceled subscription can only update",
    );
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('"event":"page.unavailable"'));
  });
});
