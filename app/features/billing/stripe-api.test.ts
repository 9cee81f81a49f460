// Our Stripe client: what it sends (encoding, headers, retries) against a scripted transport, and
// a whole purchase against the offline fake (which fake-stripe.test.ts proves speaks Stripe's API
// as the official package sends it).
import { describe, expect, it } from "vitest";
import { createFakeStripe } from "~/dev/stripe/fake-stripe";
import {
  STRIPE_API_VERSION,
  STRIPE_TIMEOUT_MS,
  StripeApiError,
  StripeConnectionError,
  type StripeTransport,
  createStripeClient,
  encodeStripeParams,
} from "./stripe-api.server";

type Step = Response | Error;

/** A transport that answers from a script, one step per call, and records what it was sent. */
function scripted(...steps: Step[]) {
  const sent: { method: string; url: string; headers: Headers; body: string }[] = [];
  const transport: StripeTransport = async (request) => {
    sent.push({ method: request.method, url: request.url, headers: request.headers, body: await request.text() });
    const step = steps.shift();
    if (!step) throw new Error("the script ran out");
    if (step instanceof Error) throw step;
    return step;
  };
  const waits: number[] = [];
  const client = createStripeClient({
    secretKey: "sk_test_abc",
    baseUrl: "https://stripe.test/",
    transport,
    sleep: async (ms) => void waits.push(ms),
  });
  return { client, sent, waits };
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });
const stripeError = (status: number, error: Record<string, string>, headers: Record<string, string> = {}) =>
  json({ error }, status, headers);
const SUBSCRIPTION = { id: "sub_1", object: "subscription", status: "active" };

describe("encodeStripeParams", () => {
  it("writes nested objects, arrays of objects and arrays of values the way Stripe reads them", () => {
    const form = encodeStripeParams({
      mode: "subscription",
      line_items: [{ price: "price_1", quantity: 1 }],
      metadata: { userId: "u1", planId: "pro" },
      expand: ["data.default_payment_method", "customer"],
      cancel_at_period_end: true,
      skipped: undefined,
      description: null,
    });
    expect([...form]).toEqual([
      ["mode", "subscription"],
      ["line_items[0][price]", "price_1"],
      ["line_items[0][quantity]", "1"],
      ["metadata[userId]", "u1"],
      ["metadata[planId]", "pro"],
      ["expand[]", "data.default_payment_method"],
      ["expand[]", "customer"],
      ["cancel_at_period_end", "true"],
      ["description", ""],
    ]);
    expect(form.toString()).toContain("line_items%5B0%5D%5Bprice%5D=price_1");
  });
});

describe("the Stripe client", () => {
  it("sends the key, the pinned version and the parameters in the query for GET", async () => {
    const { client, sent } = scripted(
      json({ object: "list", data: [SUBSCRIPTION], has_more: false, url: "/v1/subscriptions" }),
    );
    const list = await client.subscriptions.list({
      customer: "cus_1",
      status: "all",
      limit: 20,
      expand: ["data.default_payment_method"],
    });
    expect(list.data.map((s) => s.id)).toEqual(["sub_1"]);
    const [request] = sent;
    expect(request!.method).toBe("GET");
    const url = new URL(request!.url);
    expect(url.origin + url.pathname).toBe("https://stripe.test/v1/subscriptions");
    expect([...url.searchParams]).toEqual([
      ["customer", "cus_1"],
      ["status", "all"],
      ["limit", "20"],
      ["expand[]", "data.default_payment_method"],
    ]);
    expect(request!.headers.get("authorization")).toBe("Bearer sk_test_abc");
    expect(request!.headers.get("stripe-version")).toBe(STRIPE_API_VERSION);
    expect(request!.headers.get("idempotency-key")).toBeNull();
    expect(request!.body).toBe("");
  });

  it("form-encodes POST bodies and sends the caller's Idempotency-Key", async () => {
    const { client, sent } = scripted(json({ id: "cus_1", object: "customer" }));
    const customer = await client.customers.create(
      { email: "a+b@example.com", metadata: { userId: "u1" } },
      { idempotencyKey: "vidwise-customer-u1" },
    );
    expect(customer.id).toBe("cus_1");
    expect(sent[0]!.url).toBe("https://stripe.test/v1/customers");
    expect(sent[0]!.headers.get("content-type")).toBe("application/x-www-form-urlencoded");
    expect(sent[0]!.headers.get("idempotency-key")).toBe("vidwise-customer-u1");
    expect([...new URLSearchParams(sent[0]!.body)]).toEqual([
      ["email", "a+b@example.com"],
      ["metadata[userId]", "u1"],
    ]);
  });

  it("escapes ids in paths", async () => {
    const { client, sent } = scripted(json({ id: "cs_1" }));
    await client.checkoutSessions.retrieve("cs_1/../customers");
    expect(new URL(sent[0]!.url).pathname).toBe("/v1/checkout/sessions/cs_1%2F..%2Fcustomers");
  });

  it("retries a POST once after a 5xx with the same Idempotency-Key, so Stripe acts at most once", async () => {
    const { client, sent, waits } = scripted(
      stripeError(503, { type: "api_error", message: "Try again." }),
      json({ ...SUBSCRIPTION, cancel_at_period_end: true }),
    );
    const updated = await client.subscriptions.update("sub_1", { cancel_at_period_end: true });
    expect(updated.cancel_at_period_end).toBe(true);
    expect(sent).toHaveLength(2);
    const [first, second] = sent.map((r) => r.headers.get("idempotency-key"));
    expect(first).toMatch(/^vidwise-[0-9a-f-]{36}$/);
    expect(second).toBe(first);
    expect(waits).toHaveLength(1);
  });

  it("retries a GET once after a network failure or a 429, never twice", async () => {
    const network = scripted(new TypeError("fetch failed"), json({ id: "cs_1", status: "complete" }));
    expect((await network.client.checkoutSessions.retrieve("cs_1")).status).toBe("complete");
    expect(network.sent).toHaveLength(2);

    const limited = scripted(
      stripeError(429, { type: "rate_limit_error", message: "Too many requests." }),
      json({ id: "cs_1" }),
    );
    await limited.client.checkoutSessions.retrieve("cs_1");
    expect(limited.sent).toHaveLength(2);

    const down = scripted(new TypeError("fetch failed"), new TypeError("fetch failed"), json({ id: "never" }));
    const error = await down.client.checkoutSessions.retrieve("cs_1").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StripeConnectionError);
    expect((error as Error).message).toBe(
      "An error occurred with our connection to Stripe. Request was retried 1 times.",
    );
    expect(down.sent).toHaveLength(2);

    const failing = scripted(
      stripeError(500, { type: "api_error", message: "First." }),
      stripeError(502, { type: "api_error", message: "Second." }),
    );
    await expect(failing.client.checkoutSessions.retrieve("cs_1")).rejects.toThrow("Second.");
    expect(failing.sent).toHaveLength(2);
  });

  it("does not retry a 4xx, nor a 5xx Stripe marks Stripe-Should-Retry: false", async () => {
    const refused = scripted(
      stripeError(400, {
        type: "invalid_request_error",
        code: "resource_missing",
        param: "customer",
        message: "No such customer: 'cus_x'",
      }),
    );
    const error = await refused.client.portalSessions
      .create({ customer: "cus_x", return_url: "https://app.test/account" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StripeApiError);
    expect(error).toMatchObject({
      type: "invalid_request_error",
      code: "resource_missing",
      param: "customer",
      statusCode: 400,
      message: "No such customer: 'cus_x'",
    });
    expect(refused.sent).toHaveLength(1);

    const final = scripted(
      stripeError(
        500,
        { type: "api_error", message: "An error occurred with our connection to Stripe." },
        { "stripe-should-retry": "false" },
      ),
      json(SUBSCRIPTION),
    );
    await expect(final.client.subscriptions.cancel("sub_1")).rejects.toThrow(
      "An error occurred with our connection to Stripe.",
    );
    expect(final.sent).toHaveLength(1);
    expect(final.sent[0]!.method).toBe("DELETE");
  });

  it("says when the 20 s ran out, and when Stripe's answer is not JSON", async () => {
    const timeout = () => new DOMException("The operation was aborted due to timeout", "TimeoutError");
    const slow = scripted(timeout(), timeout());
    await expect(slow.client.checkoutSessions.retrieve("cs_1")).rejects.toThrow(
      `Request aborted due to timeout being reached (${STRIPE_TIMEOUT_MS}ms)`,
    );
    expect(STRIPE_TIMEOUT_MS).toBe(20_000);

    const html = scripted(new Response("<html>Bad gateway</html>", { status: 200 }));
    await expect(html.client.checkoutSessions.retrieve("cs_1")).rejects.toThrow(
      "Invalid JSON received from the Stripe API",
    );
  });

  it("cuts every attempt off with an abort signal", async () => {
    const signals: AbortSignal[] = [];
    const client = createStripeClient({
      secretKey: "sk_test_abc",
      transport: async (request) => {
        signals.push(request.signal);
        return json({ id: "cs_1" });
      },
    });
    await client.checkoutSessions.retrieve("cs_1");
    expect(signals).toHaveLength(1);
    expect(signals[0]!.aborted).toBe(false);
  });
});

describe("the Stripe client against the offline fake", () => {
  it("buys, reads back, opens the portal, cancels at period end and cancels now", async () => {
    const fake = createFakeStripe({
      webhookSecret: "whsec_unit",
      prices: { price_pro: 2900 },
      publicOrigin: "http://127.0.0.1:9",
    });
    const stripe = createStripeClient({
      secretKey: "sk_test_unit",
      baseUrl: "http://stripe.fake",
      transport: fake.fetch,
    });

    const customer = await stripe.customers.create(
      { email: "c@example.com", metadata: { userId: "u1" } },
      { idempotencyKey: "vidwise-customer-u1" },
    );
    const session = await stripe.checkoutSessions.create({
      mode: "subscription",
      customer: customer.id,
      client_reference_id: "u1",
      line_items: [{ price: "price_pro", quantity: 1 }],
      success_url: "http://app.test/success?session_id={CHECKOUT_SESSION_ID}",
      cancel_url: "http://app.test/pricing",
      metadata: { userId: "u1", planId: "pro" },
    });
    expect(session.url).toBe(`http://127.0.0.1:9/checkout/${session.id}`);
    expect((await stripe.checkoutSessions.retrieve(session.id)).status).toBe("open");
    await fake.fetch(new Request(`http://stripe.fake/checkout/${session.id}`, { method: "POST", body: "" }));

    const done = await stripe.checkoutSessions.retrieve(session.id);
    expect(done).toMatchObject({ status: "complete", customer: customer.id, client_reference_id: "u1" });
    const list = await stripe.subscriptions.list({
      customer: customer.id,
      status: "all",
      limit: 20,
      expand: ["data.default_payment_method"],
    });
    const subscription = list.data[0]!;
    expect(subscription.status).toBe("active");
    expect(subscription.items.data[0]).toMatchObject({
      price: { id: "price_pro", unit_amount: 2900, currency: "usd" },
    });
    expect(subscription.default_payment_method).toMatchObject({ card: { brand: "visa", last4: "4242" } });

    const portal = await stripe.portalSessions.create({ customer: customer.id, return_url: "http://app.test/account" });
    expect(portal.url).toContain("/portal/");
    expect(
      (await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true })).cancel_at_period_end,
    ).toBe(true);
    expect((await stripe.subscriptions.cancel(subscription.id)).status).toBe("canceled");

    const missing = await stripe.checkoutSessions.retrieve("cs_missing").catch((e: unknown) => e);
    expect(missing).toMatchObject({
      code: "resource_missing",
      statusCode: 404,
      message: "No such checkout.session: 'cs_missing'",
    });
    await expect(
      createStripeClient({ secretKey: "nope", baseUrl: "http://stripe.fake", transport: fake.fetch }).customers.create({
        email: "x@example.com",
      }),
    ).rejects.toThrow("Invalid API Key provided.");
  });
});
