// Repeated failed log-ins lock an email for a while, on two counters:
// - per (email, client address): 5 failures in 15 minutes lock that pair for 15 minutes. A
//   guesser at one address (an IPv6 client counts by its /64, see clientKey) is stopped; the
//   creator, logging in from their own address, is not.
// - per email, from anywhere: 50 failures in 15 minutes lock the email everywhere, the brake on a
//   guesser spread over many addresses. A stranger with ten addresses can trip it for any known
//   email and keep it tripped, so while it holds a password alone no longer signs in (guessing
//   stays stopped) but the right password earns a one-time sign-in link mailed to the address
//   (sign-in-link.server.ts): only the mailbox's owner can use it, and the stranger cannot use up
//   its hourly cap without the password. docs/decisions/007-lockout.md has the reasoning.
// Counted whether or not the email has an account, so the lock itself reveals nothing. While the
// all-addresses lock holds, every attempt counts, right or wrong (login.tsx): otherwise the next
// answer from an address would say whether its last guess was right.
// Retyping the password while signed in (changing it, deleting the account) goes through the same
// counters and locks (confirmPassword): a held session cannot guess at scrypt speed either.
import { eq, inArray, sql } from "drizzle-orm";
import { verifyPassword } from "~/lib/auth/password.server";
import { users } from "~/lib/auth/tables";
import type { Db } from "~/lib/db/client.server";
import { loginThrottle } from "./tables";

export const MAX_FAILURES = 5;
export const MAX_FAILURES_PER_EMAIL = 50;
export const WINDOW_MS = 15 * 60 * 1000;
export const LOCK_MS = 15 * 60 * 1000;
export const LOCKED_MESSAGE = "Too many failed attempts for this account. Please wait 15 minutes and try again.";

/** Which locks hold for an email: the one at this client address, the one everywhere. */
export type LockState = { here: boolean; everywhere: boolean };

/** The throttle rows' keys: one for the pair, one for the email alone. */
function keys(email: string, client: string) {
  return { pair: `${email}|${client}`, global: email };
}

export async function lockState(db: Db, email: string, client: string, now = new Date()): Promise<LockState> {
  const { pair, global } = keys(email, client);
  const rows = await db
    .select({ key: loginThrottle.email, lockedUntil: loginThrottle.lockedUntil })
    .from(loginThrottle)
    .where(inArray(loginThrottle.email, [pair, global]));
  const locked = (key: string) =>
    rows.some((row) => row.key === key && Boolean(row.lockedUntil && row.lockedUntil > now));
  return { here: locked(pair), everywhere: locked(global) };
}

/** Counts a failure on both counters; a fresh window starts when the last one is older than WINDOW_MS. */
export async function recordFailure(db: Db, email: string, client: string, now = new Date()) {
  const { pair, global } = keys(email, client);
  await db.batch([count(db, pair, MAX_FAILURES, now), count(db, global, MAX_FAILURES_PER_EMAIL, now)]);
}

function count(db: Db, key: string, limit: number, now: Date) {
  const windowStart = now.getTime() - WINDOW_MS;
  // One upsert, so parallel failures cannot both read a stale count.
  return db
    .insert(loginThrottle)
    .values({
      email: key,
      failures: 1,
      windowStartedAt: now,
      lockedUntil: limit <= 1 ? new Date(now.getTime() + LOCK_MS) : null,
    })
    .onConflictDoUpdate({
      target: loginThrottle.email,
      set: {
        failures: sql`CASE WHEN ${loginThrottle.windowStartedAt} < ${windowStart} THEN 1 ELSE ${loginThrottle.failures} + 1 END`,
        windowStartedAt: sql`CASE WHEN ${loginThrottle.windowStartedAt} < ${windowStart} THEN ${now.getTime()} ELSE ${loginThrottle.windowStartedAt} END`,
        lockedUntil: sql`CASE WHEN ${loginThrottle.windowStartedAt} >= ${windowStart} AND ${loginThrottle.failures} + 1 >= ${limit} THEN ${now.getTime() + LOCK_MS} ELSE ${loginThrottle.lockedUntil} END`,
      },
    });
}

/** A successful log-in clears its own pair; the email-wide counter runs out by itself. */
export async function clearFailures(db: Db, email: string, client: string) {
  await db.delete(loginThrottle).where(eq(loginThrottle.email, keys(email, client).pair));
}

export type PasswordConfirmation = "right" | "wrong" | "locked";

/**
 * A signed-in user retyping their password to confirm a change: "locked" (nothing checked) while
 * either lock holds for their email at this address, else right or wrong, a wrong one counted as
 * a failed log-in. Under the all-addresses lock a password alone confirms nothing, as it signs
 * nobody in; the owner can still choose a new one through a mailed reset link.
 */
export async function confirmPassword(
  db: Db,
  userId: string,
  password: string,
  client: string,
  now = new Date(),
): Promise<PasswordConfirmation> {
  const row = await db
    .select({ email: users.email, hash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .get();
  if (!row) return "wrong";
  const lock = await lockState(db, row.email, client, now);
  if (lock.here || lock.everywhere) return "locked";
  if (row.hash && password.length <= 1024 && (await verifyPassword(password, row.hash))) return "right";
  await recordFailure(db, row.email, client, now);
  return "wrong";
}

/** Rows whose window and lock are both over (the daily clean-up). */
export async function deleteStaleThrottles(db: Db, now = new Date()) {
  const before = now.getTime() - WINDOW_MS;
  const result = await db
    .delete(loginThrottle)
    .where(
      sql`${loginThrottle.windowStartedAt} < ${before} AND (${loginThrottle.lockedUntil} IS NULL OR ${loginThrottle.lockedUntil} < ${now.getTime()})`,
    )
    .returning({ email: loginThrottle.email });
  return result.length;
}
