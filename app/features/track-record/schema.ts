// The track record's inputs, checked once here: the page's one-click match form and
// GET /api/track-record's query.
import { z } from "zod";
import { formText } from "~/lib/validation";
import { INVALID_FORM_ERROR } from "./messages";

/** Our ids (UUIDs) and YouTube's video ids: letters, digits, - and _. */
const id = formText(
  z
    .string({ error: INVALID_FORM_ERROR })
    .trim()
    .min(1, INVALID_FORM_ERROR)
    .max(64, INVALID_FORM_ERROR)
    .regex(/^[A-Za-z0-9_-]+$/, INVALID_FORM_ERROR),
);

/** The page's form: this upload (the proposed one, or one picked from the list), not this one, or never made. */
export const trackRecordForm = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("confirm"), suggestionId: id, videoId: id }),
    z.object({ intent: z.literal("reject"), suggestionId: id }),
    z.object({ intent: z.literal("unmade"), suggestionId: id }),
  ],
  { error: INVALID_FORM_ERROR },
);

/** GET /api/track-record?channel=… (a YouTube channel id; optional while a workspace has one channel). */
export const trackRecordQuery = z.object({
  channel: z
    .string()
    .trim()
    .max(64)
    .regex(/^[A-Za-z0-9_-]*$/)
    .optional(),
});
