// The admins' warning that the day's shared YouTube units are running out: one mail per Pacific
// day (YouTube's quota day), sent when a call takes the day past QUOTA_ALERT_SHARE of the budget.
import type { Db } from "~/lib/db/client.server";
import { adminEmails } from "~/lib/admin-emails";
import { sendEmail } from "~/lib/email/email.server";
import { PRODUCT_NAME } from "~/lib/brand";
import { log } from "~/lib/log.server";
import { wholeNumber } from "~/lib/format";
import { sql } from "drizzle-orm";
import { QUOTA_ALERT_SHARE, type SharedUnitsSpent } from "./quota-gate.server";

/** What mailing the admins needs; a caller without it (a probe, a test) mails nobody. */
export type AlertEnv = Partial<Pick<Env, "ADMIN_EMAILS" | "EMAIL" | "EMAIL_FROM" | "EMAIL_DELIVERY">>;

/**
 * The quota_usage row that marks the day's alert as sent. It lives beside the day's counters,
 * so housekeeping's pruning of old quota days removes it with them.
 */
export const QUOTA_ALERT_BUCKET = "alert:units";

/**
 * Takes the day's alert, in one conditional insert: whoever inserts the marker sends the mail,
 * so two Workers (or a budget changed mid-day, crossing the share twice) never mail twice.
 */
async function claimDaysAlert(db: Db, day: string, used: number): Promise<boolean> {
  const claimed = await db.all<{ bucket: string }>(sql`
    INSERT INTO quota_usage (day, bucket, used) VALUES (${day}, ${QUOTA_ALERT_BUCKET}, ${used})
    ON CONFLICT (day, bucket) DO NOTHING
    RETURNING bucket`);
  return claimed.length > 0;
}

export function quotaAlertMail(spent: SharedUnitsSpent) {
  const share = Math.round((spent.used / spent.limit) * 100);
  return {
    subject: `${PRODUCT_NAME}: ${share}% of today's YouTube quota is spent`,
    text: [
      `The YouTube Data API units shared by every creator reached ${wholeNumber(spent.used)} of today's budget of ${wholeNumber(spent.limit)} (${share}%, the alert is sent at ${Math.round(QUOTA_ALERT_SHARE * 100)}%).`,
      `Quota day ${spent.day} (Pacific time, when YouTube resets the allowance). Once the budget is spent, refreshes, starts and searches are refused until the reset.`,
      "The admin page's YouTube quota section shows today's units by feature and the last 30 days.",
      "This mail is sent at most once a quota day.",
    ].join("\n\n"),
  };
}

/** Mails every admin once for the day; nothing when ADMIN_EMAILS is empty or the day's mail went. */
export async function alertAdminsOfQuota(env: AlertEnv, db: Db, spent: SharedUnitsSpent): Promise<number> {
  const admins = [...adminEmails(env.ADMIN_EMAILS)];
  if (admins.length === 0) return 0;
  if (!(await claimDaysAlert(db, spent.day, spent.used))) return 0;
  const mail = quotaAlertMail(spent);
  let sent = 0;
  for (const to of admins) {
    try {
      await sendEmail(env, db, { to, kind: "quota-alert", ...mail });
      sent += 1;
    } catch (error) {
      log.error("quota-alert.failed", { error });
    }
  }
  return sent;
}
