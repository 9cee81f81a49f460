// Development only: the browser's way to the in-process Stripe fake's pages (Checkout, the
// customer portal), which live inside the Worker at http://stripe.fake where no browser can go.
// GET and POST /fake-stripe/<path> are handed to the fake as /<path>. Anywhere else (production
// builds, or settings that do not point at the in-process fake) it is a plain 404, and the fake
// itself is not in the bundle (stripe.server.ts imports it behind import.meta.env.DEV).
import { getEnv } from "~/context";
import { FAKE_STRIPE_DEV_PATH, FAKE_STRIPE_ORIGIN, inProcessFakeStripe, usesInProcessFake } from "~/features/billing/stripe.server";
import type { Route } from "./+types/fake-stripe";

const notFound = () => new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });

async function forward(request: Request, env: Env): Promise<Response> {
  if (!import.meta.env.DEV || !usesInProcessFake(env)) return notFound();
  const url = new URL(request.url);
  const path = url.pathname.slice(FAKE_STRIPE_DEV_PATH.length);
  // Only the pages a browser opens: the API and the test hooks stay out of the browser's reach.
  if (!/^\/(checkout|portal)\/[A-Za-z0-9_]+$/.test(path)) return notFound();
  const fake = await inProcessFakeStripe(env);
  const body = request.method === "POST" ? await request.text() : undefined;
  return fake(new Request(`${FAKE_STRIPE_ORIGIN}${path}${url.search}`, { method: request.method, body, headers: { "content-type": "application/x-www-form-urlencoded" } }));
}

export function loader({ request, context }: Route.LoaderArgs) {
  return forward(request, getEnv(context));
}

export function action({ request, context }: Route.ActionArgs) {
  return forward(request, getEnv(context));
}
