// Billing input, checked by zod on the server only (components import messages.ts instead).
import { z } from "zod";
import { optionalText } from "~/lib/validation";

/** A plan card's form: which plan to buy. */
export const checkoutForm = z.object({ plan: z.enum(["starter", "pro", "creator"]) });

/** Stripe Checkout Session ids (`cs_test_…`, `cs_live_…`); anything else is not one. */
export const checkoutSessionId = z.string().regex(/^cs_[A-Za-z0-9_]{1,250}$/);

/**
 * The coaching page's form: a request's goal and availability, passed through as typed (the
 * use-case, requestCoaching, checks them with coachingRequestSchema and its own messages).
 */
export const coachingForm = z.discriminatedUnion(
  "intent",
  [z.object({ intent: z.literal("request"), goal: optionalText, availability: optionalText })],
  { error: "Unknown action." },
);
