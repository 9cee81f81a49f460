// Reports' inputs: Account Settings' two forms (one schema, by intent), the unsubscribe token and
// the report's period.
import { z } from "zod";
import { formText } from "~/lib/validation";
import { DEFAULT_PERIOD_DAYS, PERIOD_DAYS, type PeriodDays } from "./engine/figures";
import {
  BRANDING_INTENT,
  BRANDING_LOGO_INVALID,
  BRANDING_NAME_MISSING,
  BRANDING_NAME_TOO_LONG,
  DIGEST_INTENT,
  PERIOD_INVALID,
  UNSUBSCRIBE_MALFORMED,
} from "./messages";

/** A logo address: https only (a report printed from an http page must not load mixed content). */
const logoUrl = z
  .string()
  .trim()
  .max(500, BRANDING_LOGO_INVALID)
  .refine((value) => {
    if (!value) return true;
    try {
      const url = new URL(value);
      return url.protocol === "https:" && !url.username && !url.password && url.hostname.includes(".");
    } catch {
      return false;
    }
  }, BRANDING_LOGO_INVALID);

const brandingFields = z
  .object({
    intent: z.literal(BRANDING_INTENT),
    agencyName: formText(z.string().trim().max(80, BRANDING_NAME_TOO_LONG).default("")),
    logoUrl: formText(logoUrl.default("")),
  })
  // A logo without a name would print an unnamed report: both empty clears the branding.
  .refine((v) => v.agencyName !== "" || v.logoUrl === "", { message: BRANDING_NAME_MISSING, path: ["agencyName"] });

/** Account Settings' reports forms: the digest checkbox (unchecked: no field at all) and the branding. */
export const reportsFormSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal(DIGEST_INTENT),
    // A checkbox: "on" when ticked, absent otherwise.
    subscribe: formText(z.literal("on").optional()),
  }),
  brandingFields,
]);
export type ReportsForm = z.infer<typeof reportsFormSchema>;

/** 32 random bytes in base64url: 43 characters. */
export const digestUnsubscribeSchema = z.object({
  token: z.string({ error: UNSUBSCRIBE_MALFORMED }).regex(/^[A-Za-z0-9_-]{43}$/, UNSUBSCRIBE_MALFORMED),
});

/** `?period=7|28|90` (days); absent: 28. */
export const reportQuerySchema = z.object({
  period: z
    .enum(PERIOD_DAYS.map(String) as [string, ...string[]], { error: PERIOD_INVALID })
    .optional()
    .transform((v): PeriodDays => (v ? (Number(v) as PeriodDays) : DEFAULT_PERIOD_DAYS)),
  workspace: z.string().max(100).optional(),
});
