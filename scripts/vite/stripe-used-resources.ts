// A build-only Vite plugin: the `stripe` package defines all ~230 of Stripe's API resources
// (Issuing, Treasury, Terminal...) and attaches every one to each client, so no bundler can drop
// them; they are two thirds of the package in the Worker. The production build keeps the
// resources Vidwise calls (USED below) and replaces every other resource class by an empty one
// with the same name, so the client still constructs; calling an emptied resource's method fails
// loudly ("is not a function") rather than doing something else. Development and the vitest run
// use the package untouched; the browser tests (built Worker + the fake Stripe) exercise the
// trimmed client.
import { readFileSync } from "node:fs";
import type { Plugin } from "vite";

/** Resource files (under stripe/esm/resources/) the billing code uses: keep in step with app/features/billing. */
const USED = new Set([
  "Customers.js",
  "Checkout/Sessions.js",
  "Subscriptions.js",
  "SubscriptionItems.js",
  "BillingPortal/Sessions.js",
  "PaymentMethods.js",
  "Prices.js",
  "Invoices.js",
]);

const RESOURCE_FILE = /[\\/]node_modules[\\/]stripe[\\/]esm[\\/]resources[\\/](.+\.js)$/;

export function stripeUsedResources(): Plugin {
  return {
    name: "vidwise:stripe-used-resources",
    apply: "build",
    enforce: "pre",
    load(id) {
      const match = RESOURCE_FILE.exec(id.split("?")[0] ?? id);
      if (!match) return null;
      const file = match[1]!.replaceAll("\\", "/");
      if (USED.has(file)) return null;
      const source = readFileSync(id.split("?")[0]!, "utf8");
      const classes = [...source.matchAll(/^export class (\w+) extends StripeResource\b/gm)].map((m) => m[1]!);
      // Anything else exported (or no class at all): leave the file as it is.
      const exported = [...source.matchAll(/^export\s/gm)].length;
      if (classes.length === 0 || classes.length !== exported) return null;
      const base = /^import \{ StripeResource \} from '([^']+)';$/m.exec(source)?.[1];
      if (!base) return null;
      return [`import { StripeResource } from '${base}';`, ...classes.map((name) => `export class ${name} extends StripeResource {}`)].join("\n");
    },
  };
}
