// The Content Idea Generator's inputs, checked here for the page's forms and the API.
import { z } from "zod";
import { formText } from "~/lib/validation";
import {
  GENERATE_BODY_ERROR,
  IDEA_NOT_FOUND_ERROR,
  MAX_SERIES_TITLE,
  SERIES_CHOICE_ERROR,
  SERIES_TITLE_REQUIRED,
  SERIES_TITLE_TOO_LONG,
  UNKNOWN_ACTION_ERROR,
} from "./messages";

/** Idea ids are UUIDs we made; anything else names no idea. */
export const ideaIdSchema = z.string({ error: IDEA_NOT_FOUND_ERROR }).trim().uuid(IDEA_NOT_FOUND_ERROR);

/** The select's value: an existing series id (a UUID) or "new". */
const seriesChoice = z
  .string({ error: SERIES_CHOICE_ERROR })
  .trim()
  .refine((v) => v === "new" || z.string().uuid().safeParse(v).success, SERIES_CHOICE_ERROR);

const newSeriesTitle = z
  .string()
  .optional()
  .transform((s) => (s ?? "").trim().replace(/\s+/g, " "))
  .pipe(z.string().refine((s) => [...s].length <= MAX_SERIES_TITLE, SERIES_TITLE_TOO_LONG));

/**
 * The page's form, one intent per button: generate a batch, dismiss an idea, or save one to a
 * series (an existing one, or "new" with its title). A field sent as a file reads as missing.
 */
export const ideasForm = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("generate") }),
    z.object({ intent: z.literal("dismiss"), ideaId: formText(ideaIdSchema) }),
    z
      .object({
        intent: z.literal("save-series"),
        ideaId: formText(ideaIdSchema),
        seriesId: formText(seriesChoice),
        newSeriesTitle: formText(newSeriesTitle),
      })
      .refine((v) => v.seriesId !== "new" || v.newSeriesTitle.length > 0, {
        message: SERIES_TITLE_REQUIRED,
        path: ["newSeriesTitle"],
      }),
  ],
  { error: UNKNOWN_ACTION_ERROR },
);

/**
 * POST /api/ideas/generate takes nothing: no body (the endpoint validates an empty body as {}), or
 * an empty JSON object. Anything else (other fields, another JSON value, text that is not JSON) is
 * refused, so a client that believes it can steer generation learns it cannot.
 */
export const generateBodySchema = z.object({}, { error: GENERATE_BODY_ERROR }).strict();
