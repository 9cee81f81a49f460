import { z } from "zod";
import { emailField } from "~/lib/validation";

export const WAITLIST_MESSAGES = {
  invalid: "Please enter a valid email address",
  duplicate: "This email is already on our waitlist!",
  failed: "Failed to join waitlist. Please try again.",
  unexpected: "An unexpected error occurred. Please try again.",
  rateLimited: "Too many attempts from your network. Please wait a minute and try again.",
  success: "You're on the list!",
  successDetail: "We'll notify you when the product launches. Thank you for your interest!",
} as const;

// Pages a visitor can join from; anything else is recorded as "/".
const SOURCES = ["/", "/landing", "/youtube", "/pricing", "/waitlist"] as const;

export const waitlistSchema = z.object({
  email: emailField,
  source: z
    .string()
    .optional()
    .transform((value) => (SOURCES as readonly string[]).includes(value ?? "") ? value! : "/"),
  // Honeypot: invisible to people, filled in by naive bots.
  website: z.string().max(2000).optional(),
});

export type WaitlistInput = z.infer<typeof waitlistSchema>;
