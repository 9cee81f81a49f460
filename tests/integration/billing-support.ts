// Billing test helpers: the Worker called as a browser would (with optional setting overrides),
// the in-process Stripe fake's test hooks, and the purchase through its Checkout page.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { expect } from "vitest";
import { fakeStripeFor } from "~/dev/stripe/in-process";
import worker from "../../workers/app";
import { ORIGIN, freshIp, pageText } from "../helpers";

/** The test bindings with the app's own settings type (cloudflare:test types only wrangler's). */
export const testEnv = env as unknown as Env;

export const PRICES = {
  starter: "price_fake_starter",
  pro: "price_fake_pro",
  creator: "price_fake_creator_plus",
} as const;

/** The settings of a server without Stripe. */
export const UNCONFIGURED: Partial<Env> = {
  STRIPE_SECRET_KEY: undefined,
  STRIPE_WEBHOOK_SECRET: undefined,
  STRIPE_PRICE_STARTER: undefined,
  STRIPE_PRICE_PRO: undefined,
  STRIPE_PRICE_CREATOR_PLUS: undefined,
  STRIPE_API_BASE_URL: undefined,
};

type CallInit = {
  cookie?: string;
  form?: Record<string, string>;
  body?: string;
  headers?: Record<string, string>;
  overrides?: Partial<Env>;
};

/** The Worker, as a browser on our own site calls it (no redirects followed). */
export async function call(method: "GET" | "POST", path: string, init: CallInit = {}) {
  const ctx = createExecutionContext();
  const request = new Request(new URL(path, ORIGIN), {
    method,
    redirect: "manual",
    body: init.form ? new URLSearchParams(init.form) : init.body,
    headers: {
      ...(init.form ? { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN } : {}),
      "cf-connecting-ip": freshIp(),
      ...(init.cookie ? { cookie: init.cookie } : {}),
      ...init.headers,
    },
  });
  const response = await worker.fetch(request, { ...env, ...init.overrides }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/** The in-process fake itself (its API with the test key, its pages, its test hooks). */
export async function fakeStripe(method: string, path: string, form?: Record<string, string>) {
  const fake = fakeStripeFor(testEnv);
  return fake(
    new Request(`http://stripe.fake${path}`, {
      method,
      body: form ? new URLSearchParams(form) : undefined,
      headers: {
        authorization: `Bearer ${testEnv.STRIPE_SECRET_KEY}`,
        ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
      },
    }),
  );
}

export type FakeEvent = { id: string; type: string; payload: string; signature: string };

/** Every event the fake has emitted so far, each with a fresh valid signature. */
export async function fakeEvents(): Promise<FakeEvent[]> {
  const response = await fakeStripe("GET", "/_fake/events");
  return ((await response.json()) as { data: FakeEvent[] }).data;
}

/** Events about one customer (tests share the fake). */
export async function eventsFor(customerId: string): Promise<FakeEvent[]> {
  return (await fakeEvents()).filter((e) => {
    const object = (JSON.parse(e.payload) as { data: { object: { customer?: string } } }).data.object;
    return object.customer === customerId;
  });
}

/** Delivers one event to our webhook, signed as Stripe would (or with `signature`). */
export function deliver(event: FakeEvent, signature = event.signature) {
  return call("POST", "/api/stripe/webhook", {
    body: event.payload,
    headers: { "content-type": "application/json", "stripe-signature": signature },
  });
}

/** Posts a plan card's form; returns the Checkout page path on our site (the in-process fake). */
export async function startCheckout(cookie: string, plan: string, overrides?: Partial<Env>) {
  const response = await call("POST", "/pricing", { cookie, form: { plan }, overrides });
  expect(response.status).toBe(302);
  const location = new URL(response.headers.get("location")!, ORIGIN);
  expect(location.pathname).toMatch(/^\/fake-stripe\/checkout\/cs_test_fake[0-9a-f]+$/);
  return location.pathname;
}

/** The whole purchase: plan card → Checkout "Pay" → back on /success. Returns the session id. */
export async function buy(cookie: string, plan: string) {
  const checkoutPath = await startCheckout(cookie, plan);
  const page = await call("GET", checkoutPath, { cookie });
  expect(await pageText(page)).toContain("Pay");
  const paid = await call("POST", checkoutPath, { cookie, form: {} });
  expect(paid.status).toBe(303);
  const success = new URL(paid.headers.get("location")!);
  expect(success.pathname).toBe("/success");
  const sessionId = success.searchParams.get("session_id")!;
  expect(sessionId).toMatch(/^cs_test_fake/);
  return { sessionId, successPath: success.pathname + success.search, checkoutPath };
}

export async function subscriptionRow(email: string) {
  return env.DB.prepare("SELECT s.* FROM subscriptions s JOIN users u ON u.id = s.user_id WHERE u.email = ?")
    .bind(email)
    .first<Record<string, unknown>>();
}

export async function customerOf(email: string) {
  const row = await env.DB.prepare(
    "SELECT c.customer_id AS id FROM stripe_customers c JOIN users u ON u.id = c.user_id WHERE u.email = ?",
  )
    .bind(email)
    .first<{ id: string }>();
  return row?.id ?? null;
}
