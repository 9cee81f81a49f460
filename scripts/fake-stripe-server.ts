// The offline Stripe fake (app/dev/stripe/fake-stripe.ts) as a local HTTP server (see
// fake-server.ts): the built Worker calls its API, the browser opens its Checkout and portal
// pages, and it POSTs signed webhooks to the app that made the session (a loopback origin).
// Prices and the webhook secret come from the environment (scripts/start.mjs passes the
// app's .dev.vars values), each plan at its list price.
//   npx tsx scripts/fake-stripe-server.ts --port N
import { PLANS } from "../app/features/billing/plans";
import { createFakeStripe } from "../app/dev/stripe/fake-stripe";
import { serveFake } from "./fake-server";

const args = process.argv.slice(2);
const port = args.includes("--port") ? Number(args[args.indexOf("--port") + 1]) : 0;
if (!port) {
  console.error("fake-stripe-server needs --port N (its pages' addresses include it).");
  process.exit(1);
}
const setting = {
  starter: "STRIPE_PRICE_STARTER",
  pro: "STRIPE_PRICE_PRO",
  creator: "STRIPE_PRICE_CREATOR_PLUS",
} as const;
const prices: Record<string, number> = {};
for (const plan of PLANS) {
  const id = process.env[setting[plan.id]]?.trim();
  if (id) prices[id] = plan.monthlyPrice * 100;
}
serveFake(
  "http://stripe.fake",
  createFakeStripe({
    webhookSecret: process.env.STRIPE_WEBHOOK_SECRET ?? "",
    prices,
    publicOrigin: `http://127.0.0.1:${port}`,
  }).fetch,
);
