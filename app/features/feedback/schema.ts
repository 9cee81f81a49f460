import { z } from "zod";
import { DEFAULT_FEEDBACK_CATEGORY, FEEDBACK_CATEGORIES, FEEDBACK_MAX_LENGTH, FEEDBACK_MESSAGES } from "./messages";

// Browsers submit a textarea's line breaks as CRLF but count them as one character against
// maxlength; normalising first keeps the server's limit the one the visitor saw.
const message = z
  .string({ error: FEEDBACK_MESSAGES.blank })
  .transform((value) => value.replace(/\r\n?/g, "\n"))
  .pipe(z.string().trim().min(1, FEEDBACK_MESSAGES.blank).max(FEEDBACK_MAX_LENGTH, FEEDBACK_MESSAGES.tooLong));

export const feedbackSchema = z.object({
  // Missing means the default; anything else must be one of the four types.
  category: z.enum(FEEDBACK_CATEGORIES, { error: FEEDBACK_MESSAGES.invalidType }).default(DEFAULT_FEEDBACK_CATEGORY),
  message,
});
