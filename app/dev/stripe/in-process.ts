// The Stripe fake inside the Worker (`npm run dev` and the tests): one per isolate, since the
// sessions and subscriptions it makes must be known to its next call. It sells this deployment's
// own prices (the STRIPE_PRICE_* settings at the plans' monthly amounts) and signs webhooks with
// its STRIPE_WEBHOOK_SECRET; the browser opens its Checkout and portal pages through the app's
// development route at /fake-stripe (pages-route.ts).
import { PLANS, priceIdFor } from "~/features/billing/index.server";
import type { HostSettings } from "~/lib/in-process-hosts.server";
import { FAKE_STRIPE_ORIGIN } from "../origins";
import { createFakeStripe } from "./fake-stripe";

export { FAKE_STRIPE_ORIGIN };

/** Where the in-process fake's pages (checkout, portal) are served to the browser in development. */
export const FAKE_STRIPE_DEV_PATH = "/fake-stripe";

let fake: ((request: Request) => Promise<Response>) | undefined;

/** The in-process fake, built from the first settings it is asked with. */
export function fakeStripeFor(settings: HostSettings): (request: Request) => Promise<Response> {
  if (!fake) {
    const prices: Record<string, number> = {};
    for (const plan of PLANS) {
      const id = priceIdFor(settings, plan.id);
      if (id) prices[id] = plan.monthlyPrice * 100;
    }
    fake = createFakeStripe({
      webhookSecret: settings.STRIPE_WEBHOOK_SECRET?.trim() ?? "",
      prices,
      hostedBase: (appOrigin) => `${appOrigin}${FAKE_STRIPE_DEV_PATH}`,
    }).fetch;
  }
  return fake;
}

/** Whether these settings point Stripe at the in-process fake. */
export function usesInProcessStripe(settings: HostSettings): boolean {
  return (settings.STRIPE_API_BASE_URL ?? "").trim().startsWith(FAKE_STRIPE_ORIGIN);
}
