// The daily clean-up: rows that have done their job are removed, so the database holds no
// expired credentials and no mail copies past their retention.
import { lt, sql } from "drizzle-orm";
import { deleteStaleThrottles } from "~/features/auth/lockout.server";
import { spentBefore } from "~/lib/auth/one-time-token.server";
import type { Db } from "~/lib/db/client.server";
import { emailOutbox, emailVerifications, passwordResets, quotaLedger, quotaUsage, sessions } from "~/lib/db/schema";
import { quotaDay } from "~/features/channel-data/youtube/quota";

const DAY_MS = 86_400_000;

/** How long each kind of row is kept once it has expired or been sent. */
export const RETENTION = {
  /** Admins read recent mail; older copies go. */
  outboxDays: 30,
  /** Quota attribution is for this month's audits. */
  quotaLedgerDays: 35,
  /** Daily counters: only today's matter; a week is kept for the status page and debugging. */
  quotaUsageDays: 7,
  /** Used or expired one-time links are kept a day, so a late click reads "expired", not "unknown". */
  tokensDays: 1,
} as const;

export type CleanupCounts = Record<"sessions" | "passwordResets" | "emailVerifications" | "outbox" | "quotaLedger" | "quotaUsage" | "loginThrottles", number>;

export async function dailyCleanup(db: Db, now = new Date()): Promise<CleanupCounts> {
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const tokenCutoff = ago(RETENTION.tokensDays);
  const [expiredSessions, resets, verifications, outbox, ledger, usage] = await db.batch([
    db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id }),
    db
      .delete(passwordResets)
      .where(spentBefore(passwordResets, tokenCutoff))
      .returning({ id: passwordResets.id }),
    db
      .delete(emailVerifications)
      .where(spentBefore(emailVerifications, tokenCutoff))
      .returning({ id: emailVerifications.id }),
    db.delete(emailOutbox).where(lt(emailOutbox.createdAt, ago(RETENTION.outboxDays))).returning({ id: emailOutbox.id }),
    db.delete(quotaLedger).where(lt(quotaLedger.createdAt, ago(RETENTION.quotaLedgerDays))).returning({ id: quotaLedger.id }),
    db
      .delete(quotaUsage)
      .where(sql`${quotaUsage.day} < ${quotaDay(ago(RETENTION.quotaUsageDays))}`)
      .returning({ day: quotaUsage.day }),
  ]);
  return {
    sessions: expiredSessions.length,
    passwordResets: resets.length,
    emailVerifications: verifications.length,
    outbox: outbox.length,
    quotaLedger: ledger.length,
    quotaUsage: usage.length,
    loginThrottles: await deleteStaleThrottles(db, now),
  };
}
