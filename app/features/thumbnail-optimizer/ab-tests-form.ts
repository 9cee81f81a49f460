// The optimizer page's A/B test forms, checked with zod: creating a test, recording each
// variant's results, and the ids the other buttons post. Every message names what to fix.
import { z } from "zod";
import type { NewTest, VariantResult } from "./ab-tests.engines.server";
import { MAX_VARIANT_NAME } from "./limits";

const DATE = /^\d{4}-\d{2}-\d{2}$/;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .transform((s) => s.trim().replace(/\s+/g, " "))
    .pipe(z.string().min(1, `${label} is required.`).max(max, `${label} is at most ${max} characters.`));

const optionalText = (max: number, label: string) =>
  z
    .string()
    .transform((s) => s.trim().replace(/\s+/g, " "))
    .pipe(z.string().max(max, `${label} is at most ${max} characters.`));

export const testIdSchema = z.string().uuid("That test does not exist.");

const createSchema = z
  .object({
    name: text("The test's name", 100),
    element: z.enum(["title", "thumbnail"], { error: "Choose whether the test compares titles or thumbnails." }),
    metric: z.enum(["ctr", "watch-share"], { error: "Choose how results are recorded." }),
    videoId: z
      .string()
      .trim()
      .max(64)
      .regex(/^[A-Za-z0-9_-]*$/, "That video is not in your channel's library.")
      .transform((s) => (s === "" ? null : s)),
    variant0: text("Variant A", MAX_VARIANT_NAME),
    variant1: text("Variant B", MAX_VARIANT_NAME),
    variant2: optionalText(MAX_VARIANT_NAME, "Variant C"),
  })
  .refine(
    (v) =>
      new Set([v.variant0, v.variant1, v.variant2].filter(Boolean).map((n) => n.toLowerCase())).size ===
      [v.variant0, v.variant1, v.variant2].filter(Boolean).length,
    {
      message: "Give each variant a different name.",
    },
  );

type Check<T> = { ok: true; value: T } | { ok: false; error: string };

const field = (form: FormData, name: string) => String(form.get(name) ?? "");

export function parseCreateTest(form: FormData): Check<NewTest> {
  const parsed = createSchema.safeParse({
    name: field(form, "name"),
    element: field(form, "element"),
    metric: field(form, "metric"),
    videoId: field(form, "videoId"),
    variant0: field(form, "variant0"),
    variant1: field(form, "variant1"),
    variant2: field(form, "variant2"),
  });
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? "Check the test's fields." };
  const v = parsed.data;
  return {
    ok: true,
    value: {
      name: v.name,
      element: v.element,
      metric: v.metric,
      videoId: v.videoId,
      variants: [v.variant0, v.variant1, v.variant2].filter((n) => n.length > 0),
    },
  };
}

const count = (label: string) =>
  z
    .string()
    .trim()
    .transform((s) => (s === "" ? "0" : s.replace(/[,\s]/g, "")))
    .pipe(z.string().regex(/^\d{1,13}$/, `${label} must be a whole number, 0 or more.`))
    .transform(Number);

const share = (label: string) =>
  z
    .string()
    .trim()
    .transform((s) => s.replace(/%$/, ""))
    .pipe(
      z.union([
        z.literal("").transform(() => null),
        z
          .string()
          .regex(/^\d{1,3}(\.\d{1,2})?$/, `${label} must be a percentage between 0 and 100.`)
          .transform(Number)
          .refine((n) => n <= 100, `${label} must be a percentage between 0 and 100.`),
      ]),
    );

const date = (label: string) =>
  z
    .string()
    .trim()
    .pipe(
      z.union([z.literal("").transform(() => null), z.string().regex(DATE, `${label} must be a date (YYYY-MM-DD).`)]),
    );

/** Results for `variants` variants (names only for messages): every field of each, checked together. */
export function parseResults(
  form: FormData,
  names: readonly string[],
  metric: "ctr" | "watch-share",
): Check<VariantResult[]> {
  const results: VariantResult[] = [];
  for (const [i, name] of names.entries()) {
    const schema = z
      .object({
        impressions: count(`Impressions of “${name}”`),
        clicks: count(`Clicks of “${name}”`),
        watchShare: share(`Watch time share of “${name}”`),
        liveFrom: date(`The first live day of “${name}”`),
        liveTo: date(`The last live day of “${name}”`),
      })
      .refine((r) => r.clicks <= r.impressions, `“${name}” cannot have more clicks than impressions.`)
      .refine(
        (r) => !r.liveFrom || !r.liveTo || r.liveFrom <= r.liveTo,
        `The live dates of “${name}” are the wrong way round.`,
      )
      .refine(
        (r) => metric !== "watch-share" || r.watchShare !== null,
        `Enter the watch time share of “${name}” from Test & Compare.`,
      );
    const parsed = schema.safeParse({
      impressions: field(form, `impressions${i}`),
      clicks: field(form, `clicks${i}`),
      watchShare: field(form, `watchShare${i}`),
      liveFrom: field(form, `liveFrom${i}`),
      liveTo: field(form, `liveTo${i}`),
    });
    if (!parsed.success)
      return { ok: false, error: parsed.error.issues[0]?.message ?? `Check the results of “${name}”.` };
    results.push(parsed.data);
  }
  if (metric === "watch-share") {
    const total = results.reduce((sum, r) => sum + (r.watchShare ?? 0), 0);
    if (total > 100.5) return { ok: false, error: "Watch time shares add up to more than 100%." };
  }
  return { ok: true, value: results };
}
