// Stripe for this deployment: the client, and which price sells which plan (docs/billing.md).
// The official `stripe` package with its fetch HTTP client (no Node APIs on Workers). Stripe's
// API by default; STRIPE_API_BASE_URL points it elsewhere: the offline fake, in-process at
// http://stripe.fake for `npm run dev` and the tests, or on a local port for `npm start`.
// Unconfigured (no STRIPE_SECRET_KEY) → null, and every page says so with the spec's stub texts.
//
// This file knows no fake: where the edge installed one in front of the configured host
// (lib/in-process-hosts.server.ts; app/dev/stripe, development and tests only), the client's
// transport hands it the calls.
import Stripe from "stripe";
import { outboundFetch, servedInProcess } from "~/lib/in-process-hosts.server";
import { PLANS, type PlanId } from "./plans";

type StripeEnv = Pick<
  Env,
  | "STRIPE_SECRET_KEY"
  | "STRIPE_WEBHOOK_SECRET"
  | "STRIPE_PRICE_STARTER"
  | "STRIPE_PRICE_PRO"
  | "STRIPE_PRICE_CREATOR_PLUS"
  | "STRIPE_API_BASE_URL"
>;

const PRICE_SETTING: Record<PlanId, keyof StripeEnv> = {
  starter: "STRIPE_PRICE_STARTER",
  pro: "STRIPE_PRICE_PRO",
  creator: "STRIPE_PRICE_CREATOR_PLUS",
};

/** The configured price id of a plan, or null when this deployment does not sell it. */
export function priceIdFor(env: StripeEnv, planId: PlanId): string | null {
  return env[PRICE_SETTING[planId]]?.trim() || null;
}

/** Which of our plans a Stripe price belongs to (null: a price this deployment does not sell). */
export function planForPrice(env: StripeEnv, priceId: string | null | undefined): PlanId | null {
  if (!priceId) return null;
  return PLANS.find((plan) => priceIdFor(env, plan.id) === priceId)?.id ?? null;
}

export function isStripeConfigured(env: StripeEnv): boolean {
  return Boolean(env.STRIPE_SECRET_KEY?.trim());
}

type FetchFn = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/** Stripe's fetch client calls with (input, init); the installed in-process host takes a Request. */
function inProcessFetch(env: StripeEnv): FetchFn {
  const send = outboundFetch(env);
  return (input, init) => send(new Request(input, init));
}

/** A Stripe client for this deployment, or null when Stripe is not configured. */
export function stripeFor(env: StripeEnv): Stripe | null {
  const key = env.STRIPE_SECRET_KEY?.trim();
  if (!key) return null;
  const base = env.STRIPE_API_BASE_URL?.trim();
  const address = base ? new URL(base) : null;
  return new Stripe(key, {
    httpClient: Stripe.createFetchHttpClient(servedInProcess(base, env) ? inProcessFetch(env) : undefined),
    // A failed call is answered to the person at once (they can retry); webhooks are retried by Stripe.
    maxNetworkRetries: 1,
    timeout: 20_000,
    ...(address
      ? {
          host: address.hostname,
          port: address.port || (address.protocol === "http:" ? 80 : 443),
          protocol: address.protocol === "http:" ? "http" : "https",
        }
      : {}),
  });
}

/** The webhook signing secret, or null when webhooks cannot be verified here. */
export function webhookSecretOf(env: StripeEnv): string | null {
  return env.STRIPE_WEBHOOK_SECRET?.trim() || null;
}

/** Verifies Stripe-Signature on the raw body (async SubtleCrypto: the sync path throws on workerd). */
export async function verifiedEvent(stripe: Stripe, rawBody: string, signature: string, secret: string): Promise<Stripe.Event> {
  return stripe.webhooks.constructEventAsync(rawBody, signature, secret, undefined, Stripe.createSubtleCryptoProvider());
}

/** The message of a Stripe (or network) failure, for the spec's "Failed to …: {message}" texts. */
export function stripeErrorMessage(error: unknown): string {
  if (error instanceof Stripe.errors.StripeError) return error.message;
  return error instanceof Error ? error.message : "Stripe could not be reached.";
}
