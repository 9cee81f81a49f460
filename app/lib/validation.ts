import { z } from "zod";

// The spec's pattern: no spaces, one at-sign, text, a dot, text. The domain's first dot after its
// first character is the one that counts, so nothing backtracks (/^[^\s@]+@[^\s@]+\.[^\s@]+$/ said
// the same, quadratically in the dots of a long input).
const EMAIL_PATTERN = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;
export const INVALID_EMAIL = "Please enter a valid email address";

/** Trimmed, lower-cased, at most 254 characters (the SMTP limit). */
export const emailField = z
  .string({ error: INVALID_EMAIL })
  .trim()
  .max(254, INVALID_EMAIL)
  .regex(EMAIL_PATTERN, INVALID_EMAIL)
  .transform((value) => value.toLowerCase());

/** First error message of a failed parse, for forms that show one message. */
export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? "Invalid input";
}

/** Form fields arrive as strings or files; anything but a string becomes undefined. */
export function formValues(form: FormData, names: readonly string[]) {
  const values: Record<string, string | undefined> = {};
  for (const name of names) {
    const value = form.get(name);
    values[name] = typeof value === "string" ? value : undefined;
  }
  return values;
}
