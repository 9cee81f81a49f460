// Repeated failed log-ins lock an email address for a while. Counted per address whether or
// not it has an account, so the lock itself reveals nothing.
import { eq, sql } from "drizzle-orm";
import type { Db } from "~/lib/db/client.server";
import { loginThrottle } from "~/lib/db/schema";

export const MAX_FAILURES = 5;
export const WINDOW_MS = 15 * 60 * 1000;
export const LOCK_MS = 15 * 60 * 1000;
export const LOCKED_MESSAGE = "Too many failed attempts for this account. Please wait 15 minutes and try again.";

export async function isLocked(db: Db, email: string, now = new Date()): Promise<boolean> {
  const row = await db.select({ lockedUntil: loginThrottle.lockedUntil }).from(loginThrottle).where(eq(loginThrottle.email, email)).get();
  return Boolean(row?.lockedUntil && row.lockedUntil > now);
}

/** Counts a failure; a fresh window starts when the last one is older than WINDOW_MS. */
export async function recordFailure(db: Db, email: string, now = new Date()) {
  const windowStart = now.getTime() - WINDOW_MS;
  // One upsert, so parallel failures cannot both read a stale count.
  await db
    .insert(loginThrottle)
    .values({ email, failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: loginThrottle.email,
      set: {
        failures: sql`CASE WHEN ${loginThrottle.windowStartedAt} < ${windowStart} THEN 1 ELSE ${loginThrottle.failures} + 1 END`,
        windowStartedAt: sql`CASE WHEN ${loginThrottle.windowStartedAt} < ${windowStart} THEN ${now.getTime()} ELSE ${loginThrottle.windowStartedAt} END`,
        lockedUntil: sql`CASE WHEN ${loginThrottle.windowStartedAt} >= ${windowStart} AND ${loginThrottle.failures} + 1 >= ${MAX_FAILURES} THEN ${now.getTime() + LOCK_MS} ELSE ${loginThrottle.lockedUntil} END`,
      },
    });
}

export async function clearFailures(db: Db, email: string) {
  await db.delete(loginThrottle).where(eq(loginThrottle.email, email));
}
