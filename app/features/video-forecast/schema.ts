// Video Forecast's inputs, checked once here for the page's form and both API bodies.
import { z } from "zod";
import {
  MAX_HISTORY,
  MAX_ID_LENGTH,
  MAX_POINTS,
  MAX_TITLE_LENGTH,
  MAX_TOPIC_LENGTH,
  MAX_TRAINING,
  MAX_VIDEOS,
} from "./limits";
import { MISSING_INPUT_ERROR } from "./messages";

/** Hours up to ~20 years; views up to 10^13: anything larger is not a YouTube count. */
const MAX_HOURS = 24 * 366 * 20;
const MAX_COUNT = 1e13;

const count = (name: string) =>
  z
    .number({ error: `${name} must be a number.` })
    .refine(Number.isFinite, { message: `${name} must be a finite number.` })
    .min(0, { error: `${name} must be 0 or more.` })
    .max(MAX_COUNT, { error: `${name} is too large.` });

const optionalCount = (name: string) => count(name).nullable().optional();

const hours = (name: string) =>
  z
    .number({ error: `${name} must be a number.` })
    .refine(Number.isFinite, { message: `${name} must be a finite number.` })
    .min(0, { error: `${name} must be 0 or more.` })
    .max(MAX_HOURS, { error: `${name} is at most ${MAX_HOURS} (20 years).` });

export const pointSchema = z.object({
  hours: hours("hours"),
  views: count("views"),
  likes: optionalCount("likes"),
  comments: optionalCount("comments"),
});

const pointsSchema = z
  .array(pointSchema, { error: "points must be a list of readings." })
  .max(MAX_POINTS, { error: `At most ${MAX_POINTS} points per video.` });

export const trajectoryBodySchema = z.object(
  {
    training: z
      .array(z.object({ points: pointsSchema }, { error: "Each training item must be an object with points." }), {
        error: "training must be a list.",
      })
      .max(MAX_TRAINING, { error: `At most ${MAX_TRAINING} training trajectories per call.` })
      .optional(),
    videos: z
      .array(
        z.object(
          {
            id: z
              .string({ error: "id must be a string." })
              .min(1, { error: "id must not be empty." })
              .max(MAX_ID_LENGTH, { error: `id is at most ${MAX_ID_LENGTH} characters.` }),
            points: pointsSchema,
            horizonHours: hours("horizonHours"),
          },
          { error: "Each video must be an object with id, points and horizonHours." },
        ),
        { error: "videos must be a list." },
      )
      .min(1, { error: "videos must hold at least one video." })
      .max(MAX_VIDEOS, { error: `At most ${MAX_VIDEOS} videos per call.` }),
  },
  { error: "Send a JSON object with videos (and optionally training)." },
);

export type TrajectoryBody = z.output<typeof trajectoryBodySchema>;

const requiredText = (name: string, max: number) =>
  z
    .string({ error: MISSING_INPUT_ERROR })
    .trim()
    .min(1, { error: MISSING_INPUT_ERROR })
    .max(max, { error: `The ${name} is at most ${max} characters.` });

const isoDate = z
  .string({ error: "publishedAt must be a date string." })
  .max(64, { error: "publishedAt must be a date string." })
  .refine((s) => Number.isFinite(Date.parse(s)), { message: "publishedAt must be a valid date (ISO 8601)." });

export const historyVideoSchema = z.object(
  {
    title: z
      .string({ error: "A history title must be a string." })
      .max(1_000, { error: "A history title is at most 1,000 characters." }),
    publishedAt: isoDate,
    views: count("views"),
    durationSeconds: optionalCount("durationSeconds"),
  },
  { error: "Each history item must be an object with title, publishedAt and views." },
);

export const videoBodySchema = z.object(
  {
    title: requiredText("title", MAX_TITLE_LENGTH),
    topic: requiredText("topic", MAX_TOPIC_LENGTH),
    history: z
      .array(historyVideoSchema, { error: "history must be a list." })
      .max(MAX_HISTORY, { error: `At most ${MAX_HISTORY} history videos per call.` })
      .optional(),
  },
  { error: MISSING_INPUT_ERROR },
);

export type VideoBody = z.output<typeof videoBodySchema>;

/** The page's form: the same two fields, from FormData. */
export const forecastFormSchema = z.object({
  title: requiredText("title", MAX_TITLE_LENGTH),
  topic: requiredText("topic", MAX_TOPIC_LENGTH),
});

export function parseForecastForm(
  form: FormData,
): { ok: true; title: string; topic: string } | { ok: false; error: string } {
  const parsed = forecastFormSchema.safeParse({ title: form.get("title") ?? "", topic: form.get("topic") ?? "" });
  if (parsed.success) return { ok: true, ...parsed.data };
  return { ok: false, error: parsed.error.issues[0]?.message ?? MISSING_INPUT_ERROR };
}
