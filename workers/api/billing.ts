import { Hono } from "hono";
import type { ApiEnv } from "../app-env";

// Stripe webhooks and the subscription read (docs/billing.md). Filled in by the billing work.
export const billing = new Hono<ApiEnv>();
