// Vidwise's own Stripe client: the eight calls billing makes, over fetch (docs/billing.md).
// Replaces the `stripe` package, which put ~116 KB of minified code (~22 KB gzipped) in a Worker
// held to 400 KB (docs/decisions/005-worker-size.md) for the eight endpoints below.
//
// Method: Stripe's v1 REST API as documented. A Bearer secret key; the API version the package
// pinned (STRIPE_API_VERSION: the response shapes below are that version's); parameters form-encoded
// with Stripe's brackets (`line_items[0][price]`, `metadata[userId]`, `expand[]`), in the query
// string for GET and DELETE; JSON back, or `{ error: { type, code, message } }` with a 4xx/5xx.
//
// Guarantees:
// - Every attempt is cut off after 20 s (AbortSignal), so a page never waits on Stripe for longer.
// - One retry, after a network failure, a 5xx, a 429 or Stripe-Should-Retry: true, unless Stripe
//   says Stripe-Should-Retry: false. Safe because every POST carries an Idempotency-Key (the
//   caller's, or a fresh one reused by its retry: Stripe answers the retry with the first result),
//   and GET and DELETE are idempotent by definition in Stripe's API.
// - Failures throw: StripeApiError for Stripe's own error answers (with its `code`, e.g.
//   "resource_missing"), StripeConnectionError when no answer came. Messages are the ones the
//   package used, since pages show them ("Failed to cancel subscription: {message}").
// - Only the fields billing reads are typed (the objects carry many more).

/** The API version the `stripe` package 23.1.0 pinned; every shape below is this version's. */
export const STRIPE_API_VERSION = "2026-10-28.endive";

export const STRIPE_TIMEOUT_MS = 20_000;
/** Stripe's libraries wait about this long before their first retry. */
const RETRY_DELAY_MS = 500;

// ---- The objects billing reads (Stripe's API reference, the fields used and nothing else) ----

export type StripeCustomer = { id: string; object: "customer" };

export type StripePrice = { id: string; unit_amount: number | null; currency: string };

export type StripeSubscriptionItem = {
  id: string;
  price: StripePrice;
  /** Since API 2025-03-31 the billing period lives on each item, not on the subscription. */
  current_period_end: number;
};

export type StripePaymentMethod = { id: string; card?: { brand: string; last4: string } | null };

export type StripeSubscription = {
  id: string;
  object: "subscription";
  customer: string | StripeCustomer;
  status: string;
  /** Epoch seconds. */
  created: number;
  cancel_at_period_end: boolean;
  items: { data: StripeSubscriptionItem[] };
  /** An id, or the object when the call expanded it. */
  default_payment_method: string | StripePaymentMethod | null;
};

export type StripeCheckoutSession = {
  id: string;
  object: "checkout.session";
  url: string | null;
  customer: string | StripeCustomer | null;
  client_reference_id: string | null;
  /** open, complete or expired. */
  status: string | null;
};

export type StripePortalSession = { id: string; url: string };

/**
 * A portal session's deep link (Stripe's `flow_data`): here the confirmation of one plan switch,
 * the subscription's one item moved to another price; Stripe shows the price and proration and
 * applies it when the customer confirms. The price must be among the portal configuration's
 * `features.subscription_update.products` (docs/billing.md, Configure Stripe).
 */
export type StripePortalFlow = {
  type: "subscription_update_confirm";
  subscription_update_confirm: {
    subscription: string;
    items: { id: string; price: string; quantity: number }[];
  };
  after_completion?: { type: "redirect"; redirect: { return_url: string } };
};

export type StripeList<T> = { object: "list"; data: T[]; has_more: boolean; url: string };

/** A webhook event: which kind, and the object it is about (read for its customer only). */
export type StripeEvent = { id: string; type: string; data: { object: unknown } };

// ---- Errors ----

/** Stripe answered with an error (`{ error: { type, code, message } }`). */
export class StripeApiError extends Error {
  readonly type: string;
  readonly code: string | undefined;
  readonly param: string | undefined;
  readonly statusCode: number;
  readonly requestId: string | undefined;
  constructor(detail: {
    type: string;
    code?: string;
    param?: string;
    message: string;
    statusCode: number;
    requestId?: string;
  }) {
    super(detail.message);
    this.name = "StripeApiError";
    this.type = detail.type;
    this.code = detail.code;
    this.param = detail.param;
    this.statusCode = detail.statusCode;
    this.requestId = detail.requestId;
  }
}

/** No answer from Stripe: the network failed or the 20 s ran out. */
export class StripeConnectionError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "StripeConnectionError";
  }
}

// ---- Form encoding ----

type Param = string | number | boolean | null | undefined | readonly Param[] | { readonly [key: string]: Param };
export type StripeParams = { readonly [key: string]: Param };

/**
 * Stripe's form encoding: nested objects as `a[b]`, arrays of objects as `a[0][b]`, arrays of
 * plain values as `a[]`. Undefined is left out; null is sent empty, which Stripe reads as "unset".
 */
export function encodeStripeParams(params: StripeParams): URLSearchParams {
  const form = new URLSearchParams();
  const add = (key: string, value: Param) => {
    if (value === undefined) return;
    if (value === null) form.append(key, "");
    else if (Array.isArray(value)) {
      const list = value as readonly Param[];
      const scalars = list.every((item) => item === null || typeof item !== "object");
      list.forEach((item, i) => add(scalars ? `${key}[]` : `${key}[${i}]`, item));
    } else if (typeof value === "object") {
      for (const [name, inner] of Object.entries(value)) add(`${key}[${name}]`, inner);
    } else form.append(key, String(value));
  };
  for (const [key, value] of Object.entries(params)) add(key, value);
  return form;
}

// ---- The client ----

export type StripeTransport = (request: Request) => Promise<Response>;

export type StripeClientOptions = {
  secretKey: string;
  /** Stripe's API by default; the offline fake's address in development and tests. */
  baseUrl?: string;
  transport: StripeTransport;
  /** Waits before the retry; the tests pass one that does not wait. */
  sleep?: (ms: number) => Promise<void>;
};

type Method = "GET" | "POST" | "DELETE";

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function shouldRetry(response: Response): boolean {
  const advice = response.headers.get("stripe-should-retry");
  if (advice === "false") return false;
  if (advice === "true") return true;
  return response.status === 429 || response.status >= 500;
}

function isTimeout(error: unknown): boolean {
  return error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError");
}

async function resultOf<T>(response: Response): Promise<T> {
  const requestId = response.headers.get("request-id") ?? undefined;
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new StripeApiError({
      type: "api_error",
      message: "Invalid JSON received from the Stripe API",
      statusCode: response.status,
      requestId,
    });
  }
  const error = (body as { error?: unknown } | null)?.error;
  if (!response.ok || error) {
    const e = (typeof error === "object" && error !== null ? error : {}) as Record<string, unknown>;
    const text = (key: string) => (typeof e[key] === "string" ? (e[key] as string) : undefined);
    throw new StripeApiError({
      type: text("type") ?? "api_error",
      code: text("code"),
      param: text("param"),
      message: text("message") ?? `Stripe answered ${response.status}.`,
      statusCode: response.status,
      requestId,
    });
  }
  return body as T;
}

export function createStripeClient(options: StripeClientOptions) {
  // Scheme, host and port only, as the package read STRIPE_API_BASE_URL: the API lives under /v1.
  const base = new URL(options.baseUrl ?? "https://api.stripe.com").origin;
  const sleep = options.sleep ?? wait;

  async function call<T>(method: Method, path: string, params: StripeParams = {}, idempotencyKey?: string): Promise<T> {
    const form = encodeStripeParams(params).toString();
    const query = method !== "POST" && form ? `?${form}` : "";
    const headers: Record<string, string> = {
      Authorization: `Bearer ${options.secretKey}`,
      "Stripe-Version": STRIPE_API_VERSION,
      Accept: "application/json",
    };
    if (method === "POST") {
      headers["Content-Type"] = "application/x-www-form-urlencoded";
      // The same key on the retry: Stripe replays the first attempt's result instead of acting twice.
      headers["Idempotency-Key"] = idempotencyKey ?? `vidwise-${crypto.randomUUID()}`;
    }
    const attempt = () =>
      options.transport(
        new Request(`${base}/v1${path}${query}`, {
          method,
          headers,
          body: method === "POST" ? form : undefined,
          signal: AbortSignal.timeout(STRIPE_TIMEOUT_MS),
        }),
      );

    let retried = 0;
    for (;;) {
      let response: Response;
      try {
        response = await attempt();
      } catch (error) {
        if (retried === 0) {
          retried += 1;
          await sleep(RETRY_DELAY_MS);
          continue;
        }
        throw new StripeConnectionError(
          isTimeout(error)
            ? `Request aborted due to timeout being reached (${STRIPE_TIMEOUT_MS}ms)`
            : `An error occurred with our connection to Stripe. Request was retried ${retried} times.`,
          { cause: error },
        );
      }
      if (!response.ok && retried === 0 && shouldRetry(response)) {
        await response.body?.cancel();
        retried += 1;
        await sleep(RETRY_DELAY_MS);
        continue;
      }
      return resultOf<T>(response);
    }
  }

  const id = encodeURIComponent;
  return {
    customers: {
      create: (params: { email: string; metadata?: Record<string, string> }, options?: { idempotencyKey?: string }) =>
        call<StripeCustomer>("POST", "/customers", params, options?.idempotencyKey),
    },
    checkoutSessions: {
      create: (params: {
        mode: "subscription";
        customer: string;
        client_reference_id: string;
        line_items: { price: string; quantity: number }[];
        success_url: string;
        cancel_url: string;
        metadata?: Record<string, string>;
      }) => call<StripeCheckoutSession>("POST", "/checkout/sessions", params),
      retrieve: (sessionId: string) => call<StripeCheckoutSession>("GET", `/checkout/sessions/${id(sessionId)}`),
    },
    portalSessions: {
      create: (params: { customer: string; return_url: string; flow_data?: StripePortalFlow }) =>
        call<StripePortalSession>("POST", "/billing_portal/sessions", params),
    },
    subscriptions: {
      list: (params: { customer: string; status?: "all"; limit?: number; expand?: string[] }) =>
        call<StripeList<StripeSubscription>>("GET", "/subscriptions", params),
      retrieve: (subscriptionId: string) => call<StripeSubscription>("GET", `/subscriptions/${id(subscriptionId)}`),
      update: (subscriptionId: string, params: { cancel_at_period_end: boolean }) =>
        call<StripeSubscription>("POST", `/subscriptions/${id(subscriptionId)}`, params),
      /** Cancels now (DELETE): no more invoices. */
      cancel: (subscriptionId: string) => call<StripeSubscription>("DELETE", `/subscriptions/${id(subscriptionId)}`),
    },
  };
}

export type StripeClient = ReturnType<typeof createStripeClient>;
