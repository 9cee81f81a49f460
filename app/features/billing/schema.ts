// Billing input, checked by zod on the server only (components import messages.ts instead).
import { z } from "zod";

/** A plan card's form: which plan to buy. */
export const checkoutForm = z.object({ plan: z.enum(["starter", "pro", "creator"]) });

/** Stripe Checkout Session ids (`cs_test_…`, `cs_live_…`); anything else is not one. */
export const checkoutSessionId = z.string().regex(/^cs_[A-Za-z0-9_]{1,250}$/);
