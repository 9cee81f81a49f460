// Every input of the Series Planner checked once here: the page's form intents, the service's
// addPlannedVideo (called by the Content Idea Generator) and GET /api/series's query.
// Lengths count characters as people do (code points), so an emoji is one character.
import { z } from "zod";
import { formText } from "~/lib/validation";
import { SERIES_STATUSES } from "./engine/types";
import {
  MAX_DESCRIPTION_CHARACTERS,
  MAX_ESTIMATED_VIEWS_CHARACTERS,
  MAX_TITLE_CHARACTERS,
  SERIES_MESSAGES as M,
} from "./messages";

const characters = (text: string) => [...text].length;

/** A title: trimmed, inner whitespace folded to single spaces, required. */
const title = (required: string) =>
  z
    .string({ error: required })
    .transform((s) => s.replace(/\s+/g, " ").trim())
    .pipe(
      z
        .string()
        .min(1, required)
        .refine((s) => characters(s) <= MAX_TITLE_CHARACTERS, M.titleTooLong),
    );

const description = z
  .string({ error: M.descriptionTooLong })
  .transform((s) => s.replace(/\r\n?/g, "\n").trim())
  .pipe(z.string().refine((s) => characters(s) <= MAX_DESCRIPTION_CHARACTERS, M.descriptionTooLong));

/** Our own ids (UUIDs) and YouTube's video ids (11 characters): letters, digits, - and _. */
const id = z
  .string({ error: M.badId })
  .trim()
  .min(1, M.badId)
  .max(64, M.badId)
  .regex(/^[A-Za-z0-9_-]+$/, M.badId);

const status = z.enum(SERIES_STATUSES, { error: M.badStatus });

/** A real calendar day as YYYY-MM-DD between 2005 (YouTube's first year) and 2100. */
function isRealDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 2005 && year <= 2100 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Empty means "not scheduled". */
const publishDate = z
  .string({ error: M.badDate })
  .trim()
  .refine((s) => s === "" || isRealDate(s), M.badDate)
  .transform((s) => (s === "" ? null : s));

const estimatedViews = z
  .string({ error: M.estimatedViewsTooLong })
  .trim()
  .max(MAX_ESTIMATED_VIEWS_CHARACTERS, M.estimatedViewsTooLong)
  .transform((s) => (s === "" ? null : s))
  .nullable();

export const seriesTitleSchema = title(M.titleRequired);
export const videoTitleSchema = title(M.videoTitleRequired);

/** addPlannedVideo's input (the Content Idea Generator's "Save to series"). */
export const plannedVideoSchema = z.object({
  seriesId: id.nullable(),
  newSeriesTitle: z.string().optional(),
  title: videoTitleSchema,
  description: description,
  estimatedViews,
});

/**
 * The page's form, one intent per button. A field sent as a file (or not sent) reads as missing.
 * Parsed with `parseForm`; the first problem's message is the answer.
 */
export const seriesFormSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("analyze") }),
    z.object({ intent: z.literal("add-series"), title: formText(seriesTitleSchema) }),
    z.object({ intent: z.literal("delete-series"), seriesId: formText(id) }),
    z.object({ intent: z.literal("add-upload"), seriesId: formText(id), videoId: formText(id) }),
    z.object({
      intent: z.literal("add-planned"),
      seriesId: formText(id),
      title: formText(videoTitleSchema),
      description: formText(description.default("")),
    }),
    z.object({
      intent: z.literal("edit-video"),
      seriesId: formText(id),
      entryId: formText(id),
      title: formText(videoTitleSchema),
      description: formText(description.default("")),
      // An upload's status and date come from YouTube: its edit form sends neither.
      status: formText(status.optional()),
      publishDate: formText(publishDate.optional()),
    }),
    z.object({
      intent: z.literal("move-video"),
      seriesId: formText(id),
      entryId: formText(id),
      direction: formText(z.enum(["up", "down"], { error: M.badDirection })),
    }),
    z.object({ intent: z.literal("remove-video"), seriesId: formText(id), entryId: formText(id) }),
  ],
  { error: M.badIntent },
);

/** GET /api/series?status=…: an optional filter by series status. */
export const seriesQuerySchema = z.object({
  status: z.enum(SERIES_STATUSES, { error: `status must be one of ${SERIES_STATUSES.join(", ")}.` }).optional(),
});
