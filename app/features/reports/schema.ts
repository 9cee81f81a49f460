// Reports' inputs: Account Settings' two forms (one schema, by intent), the unsubscribe token, the
// report's period and channel, the report page's share forms and a shared report's token.
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
  SHARE_CREATE_INTENT,
  SHARE_RENEW_INTENT,
  SHARE_REVOKE_INTENT,
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

const period = z
  .enum(PERIOD_DAYS.map(String) as [string, ...string[]], { error: PERIOD_INVALID })
  .optional()
  .transform((v): PeriodDays => (v ? (Number(v) as PeriodDays) : DEFAULT_PERIOD_DAYS));

/** A YouTube channel id, as `?channel=` takes it; empty (a picker sent nothing): the channel chosen before. */
const channel = z
  .string()
  .max(100)
  .optional()
  .transform((v) => v || undefined);

/** `?period=7|28|90` (days; absent: 28), `?workspace=` (another workspace of the person's), `?channel=`. */
export const reportQuerySchema = z.object({
  period,
  workspace: z.string().max(100).optional(),
  channel,
});
export type ReportQuery = z.output<typeof reportQuerySchema>;

/** The report page's share forms: make a link to the report shown (its channel and period), stop it or renew it. */
export const shareFormSchema = z.object({
  intent: formText(z.enum([SHARE_CREATE_INTENT, SHARE_REVOKE_INTENT, SHARE_RENEW_INTENT])),
  period: formText(period),
  workspace: formText(z.string().max(100).optional()),
  channel: formText(channel),
});
export type ShareForm = z.output<typeof shareFormSchema>;

/** A shared report's token: 32 random bytes in base64url. Anything else opens nothing. */
export const sharedTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);
