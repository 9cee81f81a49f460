// Single-use links mailed to the owner (password resets, email verification, sign-in links): the
// link carries a random token, the table keeps only its SHA-256 as the row id, and a row works
// once, before it expires. The tables share the shape: id, user_id, expires_at, used_at.
import { and, eq, gt, isNotNull, isNull, lt, or } from "drizzle-orm";
import type { Db } from "~/lib/db/client.server";
import { emailVerifications, passwordResets, signInLinks } from "./tables";
import { sha256Hex } from "~/lib/sha256";

export type OneTimeTokenTable = typeof passwordResets | typeof emailVerifications | typeof signInLinks;

/** The row's id and owner when the token is known, unused and unexpired; null otherwise. */
export async function findUsableToken(
  db: Db,
  table: OneTimeTokenTable,
  token: string | null,
  now = new Date(),
): Promise<{ id: string; userId: string } | null> {
  if (!token || token.length > 100) return null;
  const id = await sha256Hex(token);
  const row = await db
    .select({ id: table.id, userId: table.userId })
    .from(table)
    .where(and(eq(table.id, id), isNull(table.usedAt), gt(table.expiresAt, now)))
    .get();
  return row ?? null;
}

/**
 * The UPDATE that spends the row, for a db.batch with what the token grants: it returns the row
 * only when it was still unused, so a token used concurrently works only once.
 */
export function spendToken(db: Db, table: OneTimeTokenTable, id: string, now: Date) {
  return db
    .update(table)
    .set({ usedAt: now })
    .where(and(eq(table.id, id), isNull(table.usedAt)))
    .returning({ id: table.id });
}

/** Rows expired, or used, before `cutoff`: what the daily clean-up removes. */
export function spentBefore(table: OneTimeTokenTable, cutoff: Date) {
  return or(lt(table.expiresAt, cutoff), and(isNotNull(table.usedAt), lt(table.usedAt, cutoff)));
}
