// The offline Stripe fake speaks Stripe's API as the official client sends it: these run the
// real `stripe` package against it, so a drift in paths, encoding or shapes shows up here.
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { createFakeStripe, parseStripeForm, stripeSignature } from "./fake-stripe";

const SECRET = "whsec_unit_test";

function client(prices: Record<string, number> = { price_a: 2900 }) {
  const fake = createFakeStripe({
    webhookSecret: SECRET,
    prices,
    publicOrigin: "http://127.0.0.1:9",
  });
  const stripe = new Stripe("sk_test_unit", {
    httpClient: Stripe.createFetchHttpClient((input, init) => fake.fetch(new Request(input, init))),
    host: "stripe.fake",
    port: 80,
    protocol: "http",
    maxNetworkRetries: 0,
  });
  return { fake, stripe };
}

async function pay(fake: ReturnType<typeof createFakeStripe>, sessionUrl: string) {
  const path = new URL(sessionUrl).pathname;
  return fake.fetch(new Request(`http://stripe.fake${path}`, { method: "POST", body: "" }));
}

describe("fake Stripe", () => {
  it("parses Stripe's nested form encoding", () => {
    expect(
      parseStripeForm(
        new URLSearchParams(
          "line_items[0][price]=p&line_items[0][quantity]=1&expand[0]=a&expand[1]=b&metadata[k]=v&mode=subscription",
        ),
      ),
    ).toEqual({
      line_items: [{ price: "p", quantity: "1" }],
      expand: ["a", "b"],
      metadata: { k: "v" },
      mode: "subscription",
    });
  });

  it("runs a checkout with the official client: customer, session, Pay, subscription with the period end on its items", async () => {
    const { fake, stripe } = client();
    const customer = await stripe.customers.create({ email: "a@example.com" });
    const session = await stripe.checkout.sessions.create({
      mode: "subscription",
      customer: customer.id,
      line_items: [{ price: "price_a", quantity: 1 }],
      success_url: "http://app.test/success?session_id={CHECKOUT_SESSION_ID}",
      cancel_url: "http://app.test/pricing",
    });
    expect(session.url).toBe(`http://127.0.0.1:9/checkout/${session.id}`);
    const page = await (await fake.fetch(new Request(`http://stripe.fake/checkout/${session.id}`))).text();
    expect(page).toContain("Pay");
    expect(page).toContain('href="http://app.test/pricing"');
    const paid = await pay(fake, session.url!);
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(`http://app.test/success?session_id=${session.id}`);
    const done = await stripe.checkout.sessions.retrieve(session.id);
    expect(done.status).toBe("complete");
    const list = await stripe.subscriptions.list({
      customer: customer.id,
      status: "all",
      expand: ["data.default_payment_method"],
    });
    const sub = list.data[0]!;
    expect(sub.status).toBe("active");
    expect(sub.items.data[0]!.price.id).toBe("price_a");
    expect(sub.items.data[0]!.current_period_end).toBeGreaterThan(sub.created);
    expect((sub.default_payment_method as Stripe.PaymentMethod).card).toMatchObject({ brand: "visa", last4: "4242" });
  });

  it("signs events so Stripe's own verifier accepts them, and refuses them under another secret", async () => {
    const { fake, stripe } = client();
    const customer = await stripe.customers.create({});
    const session = await stripe.checkout.sessions.create({
      mode: "subscription",
      customer: customer.id,
      line_items: [{ price: "price_a" }],
      success_url: "http://app.test/s",
    });
    await pay(fake, session.url!);
    const events = (
      (await (await fake.fetch(new Request("http://stripe.fake/_fake/events"))).json()) as {
        data: { payload: string; signature: string; type: string }[];
      }
    ).data;
    expect(events.map((e) => e.type)).toEqual([
      "customer.subscription.created",
      "invoice.paid",
      "checkout.session.completed",
    ]);
    for (const event of events) {
      const verified = await stripe.webhooks.constructEventAsync(
        event.payload,
        event.signature,
        SECRET,
        undefined,
        Stripe.createSubtleCryptoProvider(),
      );
      expect(verified.type).toBe(event.type);
      await expect(
        stripe.webhooks.constructEventAsync(
          event.payload,
          event.signature,
          "whsec_other",
          undefined,
          Stripe.createSubtleCryptoProvider(),
        ),
      ).rejects.toThrow();
    }
    const header = await stripeSignature(SECRET, "{}", 1_700_000_000);
    expect(header).toMatch(/^t=1700000000,v1=[0-9a-f]{64}$/);
  });

  it("answers like Stripe: unknown price, missing key, unknown subscription", async () => {
    const { fake, stripe } = client();
    await expect(
      stripe.checkout.sessions.create({
        mode: "subscription",
        line_items: [{ price: "price_nope" }],
        success_url: "http://app.test/s",
      }),
    ).rejects.toThrow("No such price: 'price_nope'");
    await expect(stripe.subscriptions.retrieve("sub_missing")).rejects.toThrow("No such subscription: 'sub_missing'");
    const anonymous = await fake.fetch(new Request("http://stripe.fake/v1/customers", { method: "POST" }));
    expect(anonymous.status).toBe(401);
  });

  it("declines the next payment when asked: renewal → past_due with invoice.payment_failed", async () => {
    const { fake, stripe } = client();
    const customer = await stripe.customers.create({});
    const session = await stripe.checkout.sessions.create({
      mode: "subscription",
      customer: customer.id,
      line_items: [{ price: "price_a" }],
      success_url: "http://app.test/s",
    });
    await pay(fake, session.url!);
    const sub = (await stripe.subscriptions.list({ customer: customer.id })).data[0]!;
    await fake.fetch(
      new Request(`http://stripe.fake/_fake/customers/${customer.id}/fail_next_payment`, { method: "POST" }),
    );
    await fake.fetch(new Request(`http://stripe.fake/_fake/subscriptions/${sub.id}/renew`, { method: "POST" }));
    expect((await stripe.subscriptions.retrieve(sub.id)).status).toBe("past_due");
    const updated = await stripe.subscriptions.update(sub.id, { cancel_at_period_end: true });
    expect(updated.cancel_at_period_end).toBe(true);
  });

  it("opens the portal on a plan switch's confirmation (flow_data) and applies it on Confirm", async () => {
    const { fake, stripe } = client({ price_a: 2900, price_b: 14900 });
    const customer = await stripe.customers.create({});
    const session = await stripe.checkout.sessions.create({
      mode: "subscription",
      customer: customer.id,
      line_items: [{ price: "price_a" }],
      success_url: "http://app.test/s",
    });
    await pay(fake, session.url!);
    const sub = (await stripe.subscriptions.list({ customer: customer.id })).data[0]!;
    const item = sub.items.data[0]!;
    const portal = await stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: "http://app.test/account",
      flow_data: {
        type: "subscription_update_confirm",
        subscription_update_confirm: { subscription: sub.id, items: [{ id: item.id, price: "price_b", quantity: 1 }] },
        after_completion: { type: "redirect", redirect: { return_url: "http://app.test/account#subscription" } },
      },
    });
    expect(portal.flow).toMatchObject({
      type: "subscription_update_confirm",
      subscription_update_confirm: { subscription: sub.id, items: [{ id: item.id, price: "price_b" }] },
    });
    const path = new URL(portal.url).pathname;
    const page = await (await fake.fetch(new Request(`http://stripe.fake${path}`))).text();
    expect(page).toContain("Confirm your new plan");
    expect(page).toContain("$149.00 per month");
    const confirmed = await fake.fetch(
      new Request(`http://stripe.fake${path}`, {
        method: "POST",
        body: new URLSearchParams({ confirm: sub.id }),
        headers: { "content-type": "application/x-www-form-urlencoded" },
      }),
    );
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("location")).toBe("http://app.test/account#subscription");
    const after = await stripe.subscriptions.retrieve(sub.id);
    expect(after.items.data[0]!.price).toMatchObject({ id: "price_b", unit_amount: 14900 });
    const events = (await (await fake.fetch(new Request("http://stripe.fake/_fake/events"))).json()) as {
      data: { type: string; payload: string }[];
    };
    const last = JSON.parse(events.data.at(-1)!.payload) as { type: string; data: Record<string, unknown> };
    expect(last.type).toBe("customer.subscription.updated");
    expect(last.data.previous_attributes).toBeDefined();

    // Stripe's checks: a price it does not sell, an item that is not the subscription's.
    const flow = (id: string, price: string) =>
      stripe.billingPortal.sessions.create({
        customer: customer.id,
        flow_data: {
          type: "subscription_update_confirm",
          subscription_update_confirm: { subscription: sub.id, items: [{ id, price }] },
        },
      });
    await expect(flow(item.id, "price_nope")).rejects.toThrow("No such price: 'price_nope'");
    await expect(flow("si_other", "price_b")).rejects.toThrow("No such subscription item: 'si_other'");
  });
});
