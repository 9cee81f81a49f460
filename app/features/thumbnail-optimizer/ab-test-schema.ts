// The body of POST /api/ab-test/evaluate, checked once here, and the endpoint's messages.
// { "metric"?: "ctr", "variants": [{ "name", "impressions", "clicks" }] } with 2–3 variants,
// unique names (ignoring case), whole counts 0–10^12 and clicks ≤ impressions.
import { z } from "zod";
import { MAX_VARIANTS, MIN_VARIANTS } from "./engine/ab-test";

export const AB_TEST_SIGNED_OUT_ERROR = "Sign in to evaluate A/B tests.";
export const AB_TEST_BODY_ERROR =
  'Send a JSON object with "variants": 2 or 3 items, each with name, impressions and clicks.';
export const AB_TEST_METRICS = ["ctr"] as const;

/** The largest impressions or clicks count: far above any real test, and a safe integer. */
export const MAX_AB_COUNT = 1e12;
export const MAX_VARIANT_NAME_LENGTH = 100;

const count = (name: "impressions" | "clicks") =>
  z
    .number({ error: `${name} must be a number.` })
    .min(0, { error: `${name} must be 0 or more.` })
    .max(MAX_AB_COUNT, { error: `${name} is at most 1,000,000,000,000.` })
    .int({ error: `${name} must be a whole number.` });

export const abVariantSchema = z
  .object(
    {
      name: z
        .string({ error: "name must be a string." })
        .trim()
        .min(1, { error: "name must not be empty." })
        .max(MAX_VARIANT_NAME_LENGTH, { error: `name is at most ${MAX_VARIANT_NAME_LENGTH} characters.` }),
      impressions: count("impressions"),
      clicks: count("clicks"),
    },
    { error: "Each variant must be an object with name, impressions and clicks." },
  )
  .refine((v) => v.clicks <= v.impressions, { message: "clicks must not exceed impressions.", path: ["clicks"] });

export const abTestBodySchema = z.object(
  {
    metric: z
      .enum(AB_TEST_METRICS, { error: 'metric must be "ctr" (click-through rate), the only metric so far.' })
      .default("ctr"),
    variants: z
      .array(abVariantSchema, { error: "variants must be a list." })
      .min(MIN_VARIANTS, { error: `variants must hold at least ${MIN_VARIANTS} variants.` })
      .max(MAX_VARIANTS, { error: `At most ${MAX_VARIANTS} variants per test.` })
      .superRefine((variants, ctx) => {
        const seen = new Set<string>();
        variants.forEach((variant, i) => {
          const key = variant.name.toLowerCase();
          if (seen.has(key))
            ctx.addIssue({
              code: "custom",
              message: "Variant names must be unique (ignoring case).",
              path: [i, "name"],
            });
          seen.add(key);
        });
      }),
  },
  { error: AB_TEST_BODY_ERROR },
);
