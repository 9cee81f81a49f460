// Development only: the browser's way to the in-process Stripe fake's pages (Checkout, the
// customer portal), which live inside the Worker at http://stripe.fake where no browser can go.
// GET and POST /fake-stripe/<path> are handed to the fake as /<path>. With settings that do not
// point at the in-process fake it is a plain 404. app/routes.ts lists this route outside
// production builds only, so a deployed Worker has neither the route nor the fake.
// Typed from react-router itself: typegen runs as a production build, where this route is not listed.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { getEnv } from "~/context";
import { FAKE_STRIPE_DEV_PATH, FAKE_STRIPE_ORIGIN, fakeStripeFor, usesInProcessStripe } from "./in-process";

const notFound = () =>
  new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });

async function forward(request: Request, env: Env): Promise<Response> {
  if (!import.meta.env.DEV || !usesInProcessStripe(env)) return notFound();
  const url = new URL(request.url);
  const path = url.pathname.slice(FAKE_STRIPE_DEV_PATH.length);
  // Only the pages a browser opens: the API and the test hooks stay out of the browser's reach.
  if (!/^\/(checkout|portal)\/[A-Za-z0-9_]+$/.test(path)) return notFound();
  const body = request.method === "POST" ? await request.text() : undefined;
  return fakeStripeFor(env)(
    new Request(`${FAKE_STRIPE_ORIGIN}${path}${url.search}`, {
      method: request.method,
      body,
      headers: { "content-type": "application/x-www-form-urlencoded" },
    }),
  );
}

export function loader({ request, context }: LoaderFunctionArgs) {
  return forward(request, getEnv(context));
}

export function action({ request, context }: ActionFunctionArgs) {
  return forward(request, getEnv(context));
}
