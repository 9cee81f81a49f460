// The Content Idea Generator's inputs, checked here for the page's forms and the API.
import { z } from "zod";
import {
  GENERATE_BODY_ERROR,
  IDEA_NOT_FOUND_ERROR,
  MAX_SERIES_TITLE,
  SERIES_CHOICE_ERROR,
  SERIES_TITLE_REQUIRED,
  SERIES_TITLE_TOO_LONG,
} from "./messages";

/** Idea ids are UUIDs we made; anything else names no idea. */
export const ideaIdSchema = z.string({ error: IDEA_NOT_FOUND_ERROR }).trim().uuid(IDEA_NOT_FOUND_ERROR);

/** The select's value: an existing series id (a UUID) or "new". */
const seriesChoice = z
  .string({ error: SERIES_CHOICE_ERROR })
  .trim()
  .refine((v) => v === "new" || z.string().uuid().safeParse(v).success, SERIES_CHOICE_ERROR);

const saveToSeries = z
  .object({
    ideaId: ideaIdSchema,
    seriesId: seriesChoice,
    newSeriesTitle: z
      .string()
      .optional()
      .transform((s) => (s ?? "").trim().replace(/\s+/g, " "))
      .pipe(z.string().refine((s) => [...s].length <= MAX_SERIES_TITLE, SERIES_TITLE_TOO_LONG)),
  })
  .refine((v) => v.seriesId !== "new" || v.newSeriesTitle.length > 0, {
    message: SERIES_TITLE_REQUIRED,
    path: ["newSeriesTitle"],
  });

type Check<T> = { ok: true; value: T } | { ok: false; error: string };

function first<T>(parsed: z.ZodSafeParseResult<T>, fallback: string): Check<T> {
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, error: parsed.error.issues[0]?.message ?? fallback };
}

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : undefined;
};

export function parseIdeaId(form: FormData): Check<string> {
  return first(ideaIdSchema.safeParse(field(form, "ideaId")), IDEA_NOT_FOUND_ERROR);
}

export function parseSaveToSeries(
  form: FormData,
): Check<{ ideaId: string; seriesId: string | null; newSeriesTitle: string }> {
  const parsed = first(
    saveToSeries.safeParse({
      ideaId: field(form, "ideaId"),
      seriesId: field(form, "seriesId"),
      newSeriesTitle: field(form, "newSeriesTitle"),
    }),
    SERIES_CHOICE_ERROR,
  );
  if (!parsed.ok) return parsed;
  const { ideaId, seriesId, newSeriesTitle } = parsed.value;
  return { ok: true, value: { ideaId, seriesId: seriesId === "new" ? null : seriesId, newSeriesTitle } };
}

/**
 * POST /api/ideas/generate takes nothing: no body (the endpoint validates an empty body as {}), or
 * an empty JSON object. Anything else (other fields, another JSON value, text that is not JSON) is
 * refused, so a client that believes it can steer generation learns it cannot.
 */
export const generateBodySchema = z.object({}, { error: GENERATE_BODY_ERROR }).strict();
