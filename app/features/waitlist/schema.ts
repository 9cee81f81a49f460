import { z } from "zod";
import { emailField } from "~/lib/validation";

// Pages a visitor can join from; anything else is recorded as "/".
const SOURCES = ["/", "/landing", "/youtube", "/pricing", "/waitlist"] as const;

export const waitlistSchema = z.object({
  email: emailField,
  source: z
    .string()
    .optional()
    .transform((value) => ((SOURCES as readonly string[]).includes(value ?? "") ? value! : "/")),
  // Honeypot: invisible to people, filled in by naive bots.
  website: z.string().max(2000).optional(),
});
