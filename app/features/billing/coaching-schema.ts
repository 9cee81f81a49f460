import { z } from "zod";
import { COACHING_AVAILABILITY_MAX, COACHING_GOAL_MAX, COACHING_MESSAGES as M } from "./coaching-messages";

// Textareas post CRLF line breaks but count them as one character: normalised first, so the
// server's limit is the one the user saw.
const text = (blank: string) =>
  z
    .string({ error: blank })
    .transform((value) => value.replace(/\r\n?/g, "\n"))
    .pipe(z.string().trim().min(1, blank));

export const coachingRequestSchema = z.object({
  goal: text(M.goalBlank).pipe(z.string().min(10, M.goalTooShort).max(COACHING_GOAL_MAX, M.goalTooLong)),
  availability: text(M.availabilityBlank).pipe(z.string().max(COACHING_AVAILABILITY_MAX, M.availabilityTooLong)),
});
