// Stripe for this deployment: the client, and which price sells which plan (docs/billing.md).
// Our own client over fetch (stripe-api.server.ts; decision 005 says why not the package). Stripe's
// API by default; STRIPE_API_BASE_URL points it elsewhere: the offline fake, in-process at
// http://stripe.fake for `npm run dev` and the tests, or on a local port for `npm start`.
// Unconfigured (no STRIPE_SECRET_KEY) → null, and every page says so with the spec's stub texts.
//
// This file knows no fake: where the edge installed one in front of the configured host
// (lib/in-process-hosts.server.ts; app/dev/stripe, development and tests only), the client's
// transport hands it the calls.
import { z } from "zod";
import { outboundFetch, servedInProcess } from "~/lib/in-process-hosts.server";
import { PLANS, type PlanId } from "./plans";
import { type StripeClient, type StripeEvent, createStripeClient } from "./stripe-api.server";
import { verifyStripeSignature } from "./stripe-signature.server";

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

/** A Stripe client for this deployment, or null when Stripe is not configured. */
export function stripeFor(env: StripeEnv): StripeClient | null {
  const key = env.STRIPE_SECRET_KEY?.trim();
  if (!key) return null;
  const base = env.STRIPE_API_BASE_URL?.trim() || undefined;
  return createStripeClient({
    secretKey: key,
    baseUrl: base,
    // The in-process fake where the edge installed one in front of this host; the network otherwise.
    transport: servedInProcess(base, env) ? outboundFetch(env) : (request) => fetch(request),
  });
}

/** The webhook signing secret, or null when webhooks cannot be verified here. */
export function webhookSecretOf(env: StripeEnv): string | null {
  return env.STRIPE_WEBHOOK_SECRET?.trim() || null;
}

/** What the webhook reads of an event; anything else in the payload is left alone. */
const eventShape = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  data: z.object({ object: z.unknown() }),
});

/**
 * The event in `rawBody` once its Stripe-Signature checks out (stripe-signature.server.ts).
 * Throws on a bad signature and on a signed body that is not an event.
 */
export async function verifiedEvent(rawBody: string, signature: string, secret: string): Promise<StripeEvent> {
  await verifyStripeSignature(rawBody, signature, secret);
  const { id, type, data } = eventShape.parse(JSON.parse(rawBody));
  return { id, type, data: { object: data.object } };
}

/** The message of a Stripe (or network) failure, for the spec's "Failed to …: {message}" texts. */
export function stripeErrorMessage(error: unknown): string {
  // StripeApiError carries Stripe's own message; StripeConnectionError says what went wrong on the way.
  return error instanceof Error ? error.message : "Stripe could not be reached.";
}
