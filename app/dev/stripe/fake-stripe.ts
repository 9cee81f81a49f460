// An offline stand-in for the part of Stripe's API that Vidwise uses, with Stripe's paths, its
// form-encoded bodies (`line_items[0][price]=…`), its object shapes (API 2025-03-31 and later:
// the period end lives on the subscription's items) and its error bodies. Development and tests
// only: production never imports it (app/dev, docs/decisions/010-dev-fakes.md); the built Worker reaches the same fake
// served on a local port (scripts/fake-stripe-server.ts).
//
// API (Bearer sk_… required, like Stripe):
//   POST /v1/customers                     GET /v1/customers/:id
//   POST /v1/checkout/sessions             GET /v1/checkout/sessions/:id
//   GET  /v1/subscriptions?customer=&status=   GET/POST/DELETE /v1/subscriptions/:id
//   POST /v1/billing_portal/sessions       GET /v1/payment_methods/:id, GET /v1/payment_methods?customer=
// Pages the browser opens (no key):
//   GET  /checkout/:id   Stripe Checkout: a "Pay" form (works without JavaScript) that pays with a
//                        Visa ending 4242, starts the subscription and redirects to success_url
//                        ({CHECKOUT_SESSION_ID} filled in); a link back to cancel_url.
//   GET  /portal/:id     the customer portal: the plan, "Switch to" each other price, "Cancel plan"
//                        (at period end), a return link. A session made with
//                        flow_data[type]=subscription_update_confirm opens on the confirmation of
//                        that one switch (Confirm applies it, then after_completion's redirect);
//                        flow_data[type]=subscription_update opens on the choice of a new price.
// Test hooks (no key), for what a person or the passing of time would do:
//   GET  /_fake/events                               every event, with a fresh signature header
//   POST /_fake/customers/:id/fail_next_payment      the next charge (checkout or renewal) is declined
//   POST /_fake/subscriptions/:id/renew              a billing period passes: invoice.paid, or
//                                                    invoice.payment_failed and status past_due
//   POST /_fake/subscriptions/:id/cancel_now         ends it at once (customer.subscription.deleted)
//   POST /_fake/subscriptions/:id/fail_next_cancel   the next DELETE of it answers Stripe's 500
//                                                    api_error (not retried) and changes nothing
//   POST /_fake/checkout/sessions/:id/complete       as if the person pressed Pay
//
// Webhooks: every change emits Stripe's events (checkout.session.completed,
// customer.subscription.created/updated/deleted, invoice.paid, invoice.payment_failed), signed
// like Stripe (Stripe-Signature `t=…,v1=…`, HMAC-SHA256 of `${t}.${payload}` with the webhook
// secret). They are POSTed to `webhookUrl` when given, else to `${app}/api/stripe/webhook` when
// the app (the origin of the success or return URL) is on a loopback address; tests read them
// from /_fake/events and deliver them themselves, in any order and as often as they like.

// Relative: scripts/fake-stripe-server.ts runs this file under tsx, without the "~" alias.
import { log } from "../../lib/log.server";

export const FAKE_STRIPE_API_VERSION = "2026-10-28.endive";

type Json = Record<string, unknown>;

export type FakeStripeOptions = {
  webhookSecret: string;
  /** Price id → monthly amount in cents. Any other price is "No such price", as on Stripe. */
  prices: Record<string, number>;
  /** Where the browser opens the hosted pages, from the app's origin (the in-process fake). */
  hostedBase?: (appOrigin: string) => string;
  /** Where the browser opens the hosted pages (the fake on a local port). */
  publicOrigin?: string;
  /** Deliver webhooks here instead of to the app found from the success URL. */
  webhookUrl?: string;
  now?: () => number;
};

type Customer = {
  id: string;
  object: "customer";
  email: string | null;
  name: string | null;
  metadata: Json;
  created: number;
  livemode: false;
};
type Session = {
  id: string;
  object: "checkout.session";
  mode: string;
  customer: string | null;
  client_reference_id: string | null;
  success_url: string;
  cancel_url: string | null;
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid";
  subscription: string | null;
  url: string | null;
  metadata: Json;
  created: number;
  expires_at: number;
  livemode: false;
  priceId: string;
  declined: boolean;
};
type PaymentMethod = {
  id: string;
  object: "payment_method";
  type: "card";
  customer: string;
  card: { brand: string; last4: string; exp_month: number; exp_year: number; country: string };
  created: number;
  livemode: false;
};
type Subscription = {
  id: string;
  object: "subscription";
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  created: number;
  start_date: number;
  default_payment_method: string | null;
  latest_invoice: string | null;
  currency: string;
  metadata: Json;
  livemode: false;
  items: { object: "list"; data: SubscriptionItem[]; has_more: false; url: string };
};
type SubscriptionItem = {
  id: string;
  object: "subscription_item";
  subscription: string;
  quantity: number;
  current_period_start: number;
  current_period_end: number;
  price: {
    id: string;
    object: "price";
    unit_amount: number;
    currency: string;
    recurring: { interval: "month"; interval_count: 1 };
    type: "recurring";
    active: true;
  };
};
type PortalSession = {
  id: string;
  object: "billing_portal.session";
  customer: string;
  return_url: string | null;
  url: string;
  created: number;
  livemode: false;
  /** Stripe's `flow` (the deep link asked for with flow_data), or null for the portal's home. */
  flow: PortalFlow | null;
};
type PortalFlow = {
  type: "subscription_update" | "subscription_update_confirm";
  after_completion: { type: "redirect"; redirect: { return_url: string } } | { type: "portal_homepage" };
  subscription_update: { subscription: string } | null;
  subscription_update_confirm: {
    subscription: string;
    items: { id: string; price: string; quantity: number }[];
    discounts: [];
  } | null;
};
type StoredEvent = { id: string; type: string; created: number; payload: string; delivered: boolean };

function randomId(prefix: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `${prefix}_fake${[...bytes].map((b) => b.toString(16).padStart(2, "0")).join("")}`;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", "request-id": randomId("req") },
  });

function stripeError(status: number, message: string, extra: Json = {}): Response {
  return json({ error: { type: "invalid_request_error", message, ...extra } }, status);
}

const noSuch = (kind: string, id: string, param = "id") =>
  stripeError(404, `No such ${kind}: '${id}'`, { code: "resource_missing", param });

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(title: string, body: string, status = 200): Response {
  const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5"><p style="font-size: .8rem; color: #555">Test mode · offline Stripe fake</p>${body}</body></html>`;
  return new Response(html, { status, headers: { "content-type": "text/html; charset=utf-8" } });
}

/** Stripe's form encoding (`a[b][0][c]=v`, `expand[]=x`) to nested objects and arrays. */
export function parseStripeForm(params: URLSearchParams): Json {
  const root: Json = {};
  for (const [key, value] of params) {
    const parts = key.split(/\[|\]\[|\]/).filter((part, i, all) => !(part === "" && i === all.length - 1));
    let node: Record<string, unknown> = root;
    parts.forEach((rawPart, i) => {
      const part = rawPart === "" ? String(Object.keys(node).length) : rawPart;
      if (i === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  const arrays = (value: unknown): unknown => {
    if (typeof value !== "object" || value === null) return value;
    const entries = Object.entries(value as Json).map(([k, v]) => [k, arrays(v)] as const);
    if (entries.length > 0 && entries.every(([k], i) => k === String(i))) return entries.map(([, v]) => v);
    return Object.fromEntries(entries);
  };
  return arrays(root) as Json;
}

/** One calendar month after `seconds` (Stripe bills monthly plans on the same day each month). */
function addMonth(seconds: number): number {
  const date = new Date(seconds * 1000);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return Math.floor(date.getTime() / 1000);
}

async function hmacHex(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const signature = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(message)));
  return [...signature].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** The Stripe-Signature header for `payload` at `timestamp` (seconds). */
export async function stripeSignature(secret: string, payload: string, timestamp: number): Promise<string> {
  return `t=${timestamp},v1=${await hmacHex(secret, `${timestamp}.${payload}`)}`;
}

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

export function createFakeStripe(options: FakeStripeOptions) {
  const nowSeconds = () => Math.floor((options.now ?? Date.now)() / 1000);
  const customers = new Map<string, Customer>();
  const sessions = new Map<string, Session>();
  const paymentMethods = new Map<string, PaymentMethod>();
  const subscriptions = new Map<string, Subscription>();
  const portalSessions = new Map<string, PortalSession>();
  const events: StoredEvent[] = [];
  const declineNext = new Set<string>();
  const failNextCancel = new Set<string>();
  /** Portal sessions whose flow was completed: they open on the portal's home from then on. */
  const completedFlows = new Set<string>();
  let appOrigin: string | null = null;

  function remember(url: string | null | undefined) {
    if (!url) return;
    try {
      appOrigin = new URL(url).origin;
    } catch {
      // Not a URL: Stripe would have refused it already.
    }
  }

  function hostedUrl(path: string, appUrl: string): string {
    if (options.publicOrigin) return `${options.publicOrigin}${path}`;
    const origin = new URL(appUrl).origin;
    return `${options.hostedBase ? options.hostedBase(origin) : origin}${path}`;
  }

  function paymentMethodOf(id: string | null) {
    return id ? (paymentMethods.get(id) ?? null) : null;
  }

  /** A subscription as the API returns it, with `default_payment_method` expanded when asked. */
  function subscriptionView(sub: Subscription, expand: readonly string[], prefix = "") {
    const view: Json = { ...sub };
    if (expand.includes(`${prefix}default_payment_method`))
      view.default_payment_method = paymentMethodOf(sub.default_payment_method);
    return view;
  }

  function sessionView(session: Session, expand: readonly string[]) {
    const { priceId: _price, declined: _declined, ...view } = session;
    const out: Json = { ...view };
    if (expand.includes("subscription") && session.subscription) {
      const sub = subscriptions.get(session.subscription);
      out.subscription = sub ? subscriptionView(sub, expand, "subscription.") : session.subscription;
    }
    if (expand.includes("customer") && session.customer)
      out.customer = customers.get(session.customer) ?? session.customer;
    return out;
  }

  async function emit(type: string, object: unknown, previousAttributes?: Json) {
    const event = {
      id: randomId("evt"),
      object: "event",
      api_version: FAKE_STRIPE_API_VERSION,
      created: nowSeconds(),
      data: previousAttributes ? { object, previous_attributes: previousAttributes } : { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    events.push({
      id: event.id,
      type,
      created: event.created,
      payload: JSON.stringify(event, null, 2),
      delivered: false,
    });
  }

  function webhookTarget(): string | null {
    if (options.webhookUrl) return options.webhookUrl;
    if (!appOrigin || !LOOPBACK.has(new URL(appOrigin).hostname)) return null;
    return `${appOrigin}/api/stripe/webhook`;
  }

  /** Sends what is not delivered yet, in order, as Stripe would (a failure stays pending). */
  async function deliverPending() {
    const target = webhookTarget();
    if (!target) return;
    for (const event of events) {
      if (event.delivered) continue;
      try {
        const signature = await stripeSignature(options.webhookSecret, event.payload, nowSeconds());
        const response = await fetch(target, {
          method: "POST",
          body: event.payload,
          headers: {
            "content-type": "application/json; charset=utf-8",
            "stripe-signature": signature,
            "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
          },
        });
        await response.body?.cancel();
        event.delivered = response.ok;
      } catch (error) {
        log.warn("fake-stripe.delivery-failed", { type: event.type, target, error });
        return;
      }
    }
  }

  function firstItem(sub: Subscription): SubscriptionItem {
    return sub.items.data[0]!;
  }

  function invoiceFor(sub: Subscription, paid: boolean) {
    const item = firstItem(sub);
    const id = randomId("in");
    sub.latest_invoice = id;
    return {
      id,
      object: "invoice",
      customer: sub.customer,
      status: paid ? "paid" : "open",
      amount_due: item.price.unit_amount,
      amount_paid: paid ? item.price.unit_amount : 0,
      currency: item.price.currency,
      period_start: item.current_period_start,
      period_end: item.current_period_end,
      parent: { type: "subscription_details", subscription_details: { subscription: sub.id } },
      lines: {
        object: "list",
        data: [
          {
            id: randomId("il"),
            object: "line_item",
            amount: item.price.unit_amount,
            pricing: { price_details: { price: item.price.id } },
          },
        ],
      },
      created: nowSeconds(),
      livemode: false,
    };
  }

  /** Pay: the card is charged, the subscription starts, the events go out (Stripe's usual order). */
  async function completeSession(session: Session): Promise<{ ok: true } | { ok: false; message: string }> {
    if (session.status !== "open") return { ok: false, message: `This Checkout Session is ${session.status}.` };
    const customerId = session.customer ?? (await createCustomer({})).id;
    session.customer = customerId;
    if (declineNext.delete(customerId)) {
      session.declined = true;
      return { ok: false, message: "Your card was declined." };
    }
    const created = nowSeconds();
    const pm: PaymentMethod = {
      id: randomId("pm"),
      object: "payment_method",
      type: "card",
      customer: customerId,
      card: {
        brand: "visa",
        last4: "4242",
        exp_month: 12,
        exp_year: new Date(created * 1000).getUTCFullYear() + 3,
        country: "US",
      },
      created,
      livemode: false,
    };
    paymentMethods.set(pm.id, pm);
    const subId = randomId("sub");
    const sub: Subscription = {
      id: subId,
      object: "subscription",
      customer: customerId,
      status: "active",
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      created,
      start_date: created,
      default_payment_method: pm.id,
      latest_invoice: null,
      currency: "usd",
      metadata: {},
      livemode: false,
      items: {
        object: "list",
        has_more: false,
        url: `/v1/subscription_items?subscription=${subId}`,
        data: [
          {
            id: randomId("si"),
            object: "subscription_item",
            subscription: subId,
            quantity: 1,
            current_period_start: created,
            current_period_end: addMonth(created),
            price: {
              id: session.priceId,
              object: "price",
              unit_amount: options.prices[session.priceId]!,
              currency: "usd",
              recurring: { interval: "month", interval_count: 1 },
              type: "recurring",
              active: true,
            },
          },
        ],
      },
    };
    subscriptions.set(subId, sub);
    session.status = "complete";
    session.payment_status = "paid";
    session.subscription = subId;
    await emit("customer.subscription.created", structuredClone(sub));
    await emit("invoice.paid", invoiceFor(sub, true));
    await emit("checkout.session.completed", sessionView(session, []));
    return { ok: true };
  }

  async function createCustomer(body: Json): Promise<Customer> {
    const customer: Customer = {
      id: randomId("cus"),
      object: "customer",
      email: typeof body.email === "string" ? body.email : null,
      name: typeof body.name === "string" ? body.name : null,
      metadata: (body.metadata as Json | undefined) ?? {},
      created: nowSeconds(),
      livemode: false,
    };
    customers.set(customer.id, customer);
    return customer;
  }

  async function updateSubscription(sub: Subscription, body: Json) {
    if (sub.status === "canceled")
      return stripeError(400, "A canceled subscription can only update its cancellation_details and metadata.");
    if (body.cancel_at_period_end !== undefined) {
      const cancel = body.cancel_at_period_end === "true";
      sub.cancel_at_period_end = cancel;
      sub.cancel_at = cancel ? firstItem(sub).current_period_end : null;
      sub.canceled_at = cancel ? nowSeconds() : null;
    }
    if (body.metadata && typeof body.metadata === "object")
      sub.metadata = { ...sub.metadata, ...(body.metadata as Json) };
    await emit("customer.subscription.updated", structuredClone(sub));
    return null;
  }

  /** A plan switch: the one item moves to another price now, as the portal's confirmation applies it. */
  async function switchPrice(sub: Subscription, priceId: string) {
    const item = firstItem(sub);
    const previous = structuredClone(sub.items);
    item.price = { ...item.price, id: priceId, unit_amount: options.prices[priceId]! };
    const event = structuredClone(sub) as Json;
    await emit("customer.subscription.updated", event, { items: previous });
  }

  async function cancelNow(sub: Subscription) {
    sub.status = "canceled";
    sub.ended_at = nowSeconds();
    sub.canceled_at ??= sub.ended_at;
    await emit("customer.subscription.deleted", structuredClone(sub));
  }

  /** A billing period passes: the renewal is charged, or declined (past_due, as Stripe's retries begin). */
  async function renew(sub: Subscription) {
    const item = firstItem(sub);
    if (sub.cancel_at_period_end) return cancelNow(sub);
    if (declineNext.delete(sub.customer)) {
      sub.status = "past_due";
      await emit("invoice.payment_failed", invoiceFor(sub, false));
      await emit("customer.subscription.updated", structuredClone(sub));
      return;
    }
    if (sub.status === "active" || sub.status === "trialing") {
      item.current_period_start = item.current_period_end;
      item.current_period_end = addMonth(item.current_period_end);
    }
    sub.status = "active";
    await emit("invoice.paid", invoiceFor(sub, true));
    await emit("customer.subscription.updated", structuredClone(sub));
  }

  async function api(request: Request, url: URL, parts: string[]): Promise<Response> {
    const auth = request.headers.get("authorization") ?? "";
    if (!/^Bearer sk_(test|live)_\S+$/.test(auth)) {
      return json({ error: { type: "invalid_request_error", message: "Invalid API Key provided." } }, 401);
    }
    const body =
      request.method === "GET" || request.method === "DELETE"
        ? {}
        : parseStripeForm(new URLSearchParams(await request.text()));
    const query = parseStripeForm(url.searchParams);
    const expand = [
      ...((query.expand as string[] | undefined) ?? []),
      ...((body.expand as string[] | undefined) ?? []),
    ];
    const [resource, id, sub] = parts;
    const method = request.method;

    if (resource === "customers" && !id && method === "POST") return json(await createCustomer(body));
    if (resource === "customers" && id && !sub && method === "GET") {
      const customer = customers.get(id);
      return customer ? json(customer) : noSuch("customer", id);
    }

    if (resource === "checkout" && id === "sessions") {
      const sessionId = sub;
      if (!sessionId && method === "POST") return createSession(body);
      if (sessionId && method === "GET") {
        const session = sessions.get(sessionId);
        return session ? json(sessionView(session, expand)) : noSuch("checkout.session", sessionId);
      }
    }

    if (resource === "subscriptions" && !id && method === "GET") {
      const status = typeof query.status === "string" ? query.status : null;
      const customer = typeof query.customer === "string" ? query.customer : null;
      const limit = Math.min(100, Number(query.limit ?? 10) || 10);
      const data = [...subscriptions.values()]
        .filter((s) => !customer || s.customer === customer)
        // Stripe lists every status but canceled unless asked for `all` (or a status).
        .filter((s) => (status === "all" ? true : status ? s.status === status : s.status !== "canceled"))
        .sort((a, b) => b.created - a.created)
        .slice(0, limit)
        .map((s) => subscriptionView(s, expand, "data."));
      return json({ object: "list", data, has_more: false, url: "/v1/subscriptions" });
    }
    if (resource === "subscriptions" && id) {
      const found = subscriptions.get(id);
      if (!found) return noSuch("subscription", id);
      if (method === "GET") return json(subscriptionView(found, expand));
      if (method === "POST") {
        const refused = await updateSubscription(found, body);
        if (refused) return refused;
        await deliverPending();
        return json(subscriptionView(found, expand));
      }
      if (method === "DELETE") {
        if (failNextCancel.delete(id)) {
          // Stripe's outage answer; Stripe-Should-Retry: false so the client reports it at once.
          const failed = json(
            { error: { type: "api_error", message: "An error occurred with our connection to Stripe." } },
            500,
          );
          failed.headers.set("stripe-should-retry", "false");
          return failed;
        }
        await cancelNow(found);
        await deliverPending();
        return json(subscriptionView(found, expand));
      }
    }

    if (resource === "billing_portal" && id === "sessions" && !sub && method === "POST") {
      const customer = typeof body.customer === "string" ? body.customer : "";
      if (!customers.has(customer)) return noSuch("customer", customer, "customer");
      const returnUrl = typeof body.return_url === "string" ? body.return_url : null;
      const flow = portalFlow(customer, body.flow_data);
      if (flow instanceof Response) return flow;
      remember(returnUrl);
      const portalId = randomId("bps");
      const session: PortalSession = {
        id: portalId,
        object: "billing_portal.session",
        customer,
        return_url: returnUrl,
        url: returnUrl
          ? hostedUrl(`/portal/${portalId}`, returnUrl)
          : `${options.publicOrigin ?? "http://stripe.fake"}/portal/${portalId}`,
        created: nowSeconds(),
        livemode: false,
        flow,
      };
      portalSessions.set(portalId, session);
      return json(session);
    }

    if (resource === "payment_methods" && id && method === "GET") {
      const pm = paymentMethods.get(id);
      return pm ? json(pm) : noSuch("payment_method", id);
    }
    if (resource === "payment_methods" && !id && method === "GET") {
      const customer = typeof query.customer === "string" ? query.customer : null;
      return json({
        object: "list",
        data: [...paymentMethods.values()].filter((pm) => pm.customer === customer),
        has_more: false,
        url: "/v1/payment_methods",
      });
    }

    return stripeError(404, `Unrecognized request URL (${method}: ${url.pathname}).`);
  }

  /** flow_data checked as Stripe checks it (the flows Vidwise uses), or Stripe's 400/404. */
  function portalFlow(customer: string, raw: unknown): PortalFlow | null | Response {
    if (raw === undefined) return null;
    const data = (typeof raw === "object" && raw !== null ? raw : {}) as Json;
    const type = data.type;
    if (type !== "subscription_update" && type !== "subscription_update_confirm")
      return stripeError(
        400,
        `Invalid flow_data[type]: must be one of subscription_update, subscription_update_confirm.`,
        {
          param: "flow_data[type]",
        },
      );
    const detail = ((data[type] as Json | undefined) ?? {}) as Json;
    const subId = typeof detail.subscription === "string" ? detail.subscription : "";
    const param = `flow_data[${type}][subscription]`;
    if (!subId) return stripeError(400, `Missing required param: ${param}.`, { param, code: "parameter_missing" });
    const sub = subscriptions.get(subId);
    if (!sub || sub.customer !== customer) return noSuch("subscription", subId, param);
    if (sub.status === "canceled" || sub.status === "incomplete_expired")
      return stripeError(400, "The subscription is not active and cannot be updated.", { param });
    const after = (data.after_completion as Json | undefined) ?? {};
    const redirectUrl = ((after.redirect as Json | undefined) ?? {}).return_url;
    const afterCompletion: PortalFlow["after_completion"] =
      after.type === "redirect" && typeof redirectUrl === "string"
        ? { type: "redirect", redirect: { return_url: redirectUrl } }
        : { type: "portal_homepage" };
    if (type === "subscription_update")
      return {
        type,
        after_completion: afterCompletion,
        subscription_update: { subscription: subId },
        subscription_update_confirm: null,
      };
    const items = (detail.items as Json[] | undefined) ?? [];
    const wanted = items[0] ?? {};
    const itemParam = `flow_data[${type}][items]`;
    // Stripe: exactly one item, the subscription's own, moved to a price the portal sells.
    if (items.length !== 1)
      return stripeError(400, "Exactly one item can be updated in this flow.", { param: itemParam });
    if (wanted.id !== firstItem(sub).id || sub.items.data.length !== 1)
      return noSuch("subscription item", String(wanted.id ?? ""), `${itemParam}[0][id]`);
    const price = typeof wanted.price === "string" ? wanted.price : "";
    if (!(price in options.prices)) return noSuch("price", price, `${itemParam}[0][price]`);
    return {
      type,
      after_completion: afterCompletion,
      subscription_update: null,
      subscription_update_confirm: {
        subscription: subId,
        items: [{ id: firstItem(sub).id, price, quantity: Number(wanted.quantity ?? 1) || 1 }],
        discounts: [],
      },
    };
  }

  async function createSession(body: Json): Promise<Response> {
    if (body.mode !== "subscription" && body.mode !== "payment" && body.mode !== "setup") {
      return stripeError(400, "Missing required param: mode.", { param: "mode", code: "parameter_missing" });
    }
    const successUrl = typeof body.success_url === "string" ? body.success_url : "";
    if (!/^https?:\/\//.test(successUrl))
      return stripeError(400, "Not a valid URL", { param: "success_url", code: "url_invalid" });
    const lineItems = (body.line_items as Json[] | undefined) ?? [];
    const priceId = typeof lineItems[0]?.price === "string" ? lineItems[0].price : "";
    if (!priceId)
      return stripeError(400, "Missing required param: line_items[0][price].", {
        param: "line_items[0][price]",
        code: "parameter_missing",
      });
    if (!(priceId in options.prices)) return noSuch("price", priceId, "line_items[0][price]");
    const customer = typeof body.customer === "string" ? body.customer : null;
    if (customer && !customers.has(customer)) return noSuch("customer", customer, "customer");
    remember(successUrl);
    const created = nowSeconds();
    const id = randomId("cs_test");
    const session: Session = {
      id,
      object: "checkout.session",
      mode: body.mode,
      customer,
      client_reference_id: typeof body.client_reference_id === "string" ? body.client_reference_id : null,
      success_url: successUrl,
      cancel_url: typeof body.cancel_url === "string" ? body.cancel_url : null,
      status: "open",
      payment_status: "unpaid",
      subscription: null,
      url: hostedUrl(`/checkout/${id}`, successUrl),
      metadata: (body.metadata as Json | undefined) ?? {},
      created,
      expires_at: created + 24 * 3600,
      livemode: false,
      priceId,
      declined: false,
    };
    sessions.set(id, session);
    return json(sessionView(session, []));
  }

  function successRedirect(session: Session): Response {
    const location = session.success_url.replace("{CHECKOUT_SESSION_ID}", session.id);
    return new Response(null, { status: 303, headers: { location } });
  }

  function checkoutPage(session: Session, message: string | null): Response {
    const amount = options.prices[session.priceId] ?? 0;
    const cancel = session.cancel_url ? `<p><a href="${escapeHtml(session.cancel_url)}">← Back (cancel)</a></p>` : "";
    if (session.status !== "open") {
      return page("Checkout", `<h1>This checkout has ended</h1><p>Status: ${session.status}.</p>${cancel}`, 410);
    }
    const error = message ? `<p role="alert" style="color: #b00020">${escapeHtml(message)}</p>` : "";
    return page(
      "Checkout",
      `<h1>Subscribe</h1>
<p>Price <code>${escapeHtml(session.priceId)}</code>: <strong>$${(amount / 100).toFixed(2)}</strong> per month.</p>
${error}
<form method="post">
<p>Card: Visa •••• 4242 (test card)</p>
<button type="submit" style="font-size: 1.1rem; padding: .5rem 1.5rem">Pay</button>
</form>
${cancel}`,
      message ? 402 : 200,
    );
  }

  const priceText = (priceId: string) =>
    `<code>${escapeHtml(priceId)}</code> ($${((options.prices[priceId] ?? 0) / 100).toFixed(2)} per month)`;

  /** A form that moves `sub` to `priceId` (the portal's plan switch). */
  const switchForm = (sub: Subscription, priceId: string) =>
    `<form method="post"><input type="hidden" name="switch" value="${escapeHtml(sub.id)}"><input type="hidden" name="price" value="${escapeHtml(priceId)}"><button type="submit">Switch to ${escapeHtml(priceId)}</button></form>`;

  /** The flow a portal session was opened on, while it is not completed yet. */
  const openFlow = (portal: PortalSession) => (portal.flow && !completedFlows.has(portal.id) ? portal.flow : null);

  function flowPage(portal: PortalSession, flow: PortalFlow): Response | null {
    const subId = flow.subscription_update_confirm?.subscription ?? flow.subscription_update?.subscription ?? "";
    const sub = subscriptions.get(subId);
    if (!sub) return null;
    const current = firstItem(sub).price.id;
    const back = portal.return_url ? `<p><a href="${escapeHtml(portal.return_url)}">Back</a></p>` : "";
    const confirm = flow.subscription_update_confirm;
    if (confirm) {
      const next = confirm.items[0]!.price;
      return page(
        "Confirm your new plan",
        `<h1>Confirm your new plan</h1>
<p>From ${priceText(current)} to ${priceText(next)}, starting now. The difference for the rest of this period is prorated on the next invoice.</p>
<form method="post"><input type="hidden" name="confirm" value="${escapeHtml(sub.id)}"><button type="submit" style="font-size: 1.1rem; padding: .5rem 1.5rem">Confirm</button></form>
${back}`,
      );
    }
    const choices = Object.keys(options.prices)
      .filter((id) => id !== current)
      .map((id) => `<li>${priceText(id)} ${switchForm(sub, id)}</li>`)
      .join("");
    return page(
      "Update your plan",
      `<h1>Update your plan</h1><p>Now: ${priceText(current)}.</p><ul>${choices}</ul>${back}`,
    );
  }

  function portalPage(portal: PortalSession, note: string | null): Response {
    const flow = openFlow(portal);
    const flowed = flow ? flowPage(portal, flow) : null;
    if (flowed) return flowed;
    const subs = [...subscriptions.values()].filter((s) => s.customer === portal.customer && s.status !== "canceled");
    const rows = subs
      .map((s) => {
        const item = firstItem(s);
        const pm = paymentMethodOf(s.default_payment_method);
        const end = new Date(item.current_period_end * 1000).toISOString().slice(0, 10);
        const cancel = s.cancel_at_period_end
          ? `<p>Cancels on ${end}.</p>`
          : `<form method="post"><input type="hidden" name="cancel" value="${escapeHtml(s.id)}"><button type="submit">Cancel plan</button></form>`;
        const switches = Object.keys(options.prices)
          .filter((id) => id !== item.price.id)
          .map((id) => switchForm(s, id))
          .join("");
        return `<section><h2>${escapeHtml(item.price.id)}</h2><p>Status: ${s.status}. Current period ends ${end}.</p><p>Card: ${pm ? `${pm.card.brand} •••• ${pm.card.last4}` : "none"}</p>${switches}${cancel}</section>`;
      })
      .join("");
    const back = portal.return_url ? `<p><a href="${escapeHtml(portal.return_url)}">Return to the app</a></p>` : "";
    return page(
      "Billing portal",
      `<h1>Billing portal</h1>${note ? `<p role="status">${escapeHtml(note)}</p>` : ""}${rows || "<p>No active subscriptions.</p>"}${back}`,
    );
  }

  async function hosted(request: Request, parts: string[]): Promise<Response> {
    const [kind, id] = parts;
    if (kind === "checkout" && id) {
      const session = sessions.get(id);
      if (!session) return page("Checkout", "<h1>Not found</h1><p>No such checkout session.</p>", 404);
      if (request.method === "POST") {
        const result = await completeSession(session);
        await deliverPending();
        return result.ok ? successRedirect(session) : checkoutPage(session, result.message);
      }
      return checkoutPage(session, null);
    }
    if (kind === "portal" && id) {
      const portal = portalSessions.get(id);
      if (!portal) return page("Billing portal", "<h1>Not found</h1><p>No such portal session.</p>", 404);
      if (request.method === "POST") {
        const form = new URLSearchParams(await request.text());
        const flow = openFlow(portal);
        const confirm = flow?.subscription_update_confirm;
        const switched = form.has("confirm") || form.has("switch");
        const sub = subscriptions.get(form.get("confirm") ?? form.get("switch") ?? form.get("cancel") ?? "");
        if (!sub || sub.customer !== portal.customer || sub.status === "canceled")
          return portalPage(portal, "No such subscription.");
        if (switched) {
          const priceId = form.has("confirm") ? confirm?.items[0]?.price : form.get("price");
          if (!priceId || !(priceId in options.prices) || (form.has("confirm") && confirm?.subscription !== sub.id))
            return portalPage(portal, "There is no plan switch to confirm here.");
          await switchPrice(sub, priceId);
          await deliverPending();
          if (flow) completedFlows.add(portal.id);
          if (flow?.after_completion.type === "redirect")
            return new Response(null, {
              status: 303,
              headers: { location: flow.after_completion.redirect.return_url },
            });
          return portalPage(portal, "Your plan was updated.");
        }
        await updateSubscription(sub, { cancel_at_period_end: "true" });
        await deliverPending();
        return portalPage(portal, "Your plan will be cancelled at the end of the billing period.");
      }
      return portalPage(portal, null);
    }
    return page("Not found", "<h1>Not found</h1>", 404);
  }

  async function hooks(request: Request, parts: string[]): Promise<Response> {
    const [kind, id, action] = parts;
    if (kind === "events" && request.method === "GET") {
      const data = await Promise.all(
        events.map(async (event) => ({
          id: event.id,
          type: event.type,
          delivered: event.delivered,
          payload: event.payload,
          signature: await stripeSignature(options.webhookSecret, event.payload, nowSeconds()),
        })),
      );
      return json({ data });
    }
    if (request.method !== "POST") return stripeError(405, "Test hooks take POST.");
    if (kind === "customers" && id && action === "fail_next_payment") {
      if (!customers.has(id)) return noSuch("customer", id);
      declineNext.add(id);
      return json({ ok: true });
    }
    if (kind === "subscriptions" && id) {
      const sub = subscriptions.get(id);
      if (!sub) return noSuch("subscription", id);
      if (action === "renew") await renew(sub);
      else if (action === "cancel_now") await cancelNow(sub);
      else if (action === "fail_next_cancel") failNextCancel.add(id);
      else return stripeError(404, `Unknown test hook ${action}.`);
      await deliverPending();
      return json(subscriptionView(sub, ["default_payment_method"]));
    }
    if (kind === "checkout" && id === "sessions" && action) {
      const session = sessions.get(action);
      if (!session) return noSuch("checkout.session", action);
      const result = await completeSession(session);
      await deliverPending();
      return result.ok
        ? json(sessionView(session, ["subscription"]))
        : stripeError(402, result.message, { type: "card_error", code: "card_declined" });
    }
    return stripeError(404, "Unknown test hook.");
  }

  async function fetchHandler(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const parts = url.pathname.split("/").filter(Boolean).map(decodeURIComponent);
    if (parts[0] === "v1") return api(request, url, parts.slice(1));
    if (parts[0] === "_fake") return hooks(request, parts.slice(1));
    if (parts[0] === "checkout" || parts[0] === "portal") return hosted(request, parts);
    return stripeError(404, `Unrecognized request URL (${request.method}: ${url.pathname}).`);
  }

  return { fetch: fetchHandler };
}
