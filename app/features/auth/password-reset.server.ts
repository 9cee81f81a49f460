// "Forgot password": a single-use link valid for one hour, sent by email, at most 3 an hour per
// account (anyone can type a victim's address: the cap is what stops mail-bombing). The answer to
// the request is the same whether or not the address has an account or its cap is used up, and
// the mail goes out after the response (waitUntil), so neither the words nor the timing tell.
import { eq, sql } from "drizzle-orm";
import { hashPassword } from "~/lib/auth/password.server";
import { findUsableToken, spendToken } from "~/lib/auth/one-time-token.server";
import { newSessionToken } from "~/lib/auth/session.server";
import type { Db } from "~/lib/db/client.server";
import { passwordResets, sessions, users } from "~/lib/auth/tables";
import { sendEmail } from "~/lib/email/email.server";

export const RESET_TTL_MS = 60 * 60 * 1000;
export const MAX_RESETS_PER_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;

/** Records the reset unless the account got its hourly share: count and insert are one statement. */
async function reserveReset(db: Db, id: string, userId: string, now: Date): Promise<boolean> {
  const at = now.getTime();
  const inserted = await db.all<{ id: string }>(sql`
    INSERT INTO ${passwordResets} (id, user_id, expires_at, created_at)
    SELECT ${id}, ${userId}, ${at + RESET_TTL_MS}, ${at}
    WHERE (SELECT count(*) FROM ${passwordResets}
           WHERE ${passwordResets.userId} = ${userId} AND ${passwordResets.createdAt} > ${at - HOUR_MS}) < ${MAX_RESETS_PER_HOUR}
    RETURNING id`);
  return inserted.length === 1;
}

/** Creates the token and mails the link, for a real account within its hourly cap; does nothing otherwise. */
export async function sendResetLink(env: Env, db: Db, email: string, origin: string, now = new Date()) {
  const user = await db.select({ id: users.id, isDemo: users.isDemo }).from(users).where(eq(users.email, email)).get();
  if (!user || user.isDemo) return;
  const { token, id } = await newSessionToken();
  if (!(await reserveReset(db, id, user.id, now))) return;
  const link = `${origin}/reset-password?token=${encodeURIComponent(token)}`;
  await sendEmail(env, db, {
    to: email,
    kind: "password-reset",
    secrets: [link],
    subject: "Reset your Vidwise password",
    text: [
      "Someone (hopefully you) asked to reset the password of your Vidwise account.",
      "",
      `Choose a new password here: ${link}`,
      "",
      "The link works once and expires in one hour. If you did not ask for it, ignore this email: your password stays as it is.",
    ].join("\n"),
  });
}

/** The reset's id when the token is known, unused and unexpired. */
export async function findUsableReset(db: Db, token: string | null, now = new Date()) {
  return findUsableToken(db, passwordResets, token, now);
}

/**
 * Sets the new password, spends the token, and ends every session of the account (whoever had
 * the old password is out). One transaction; a token used concurrently works only once.
 */
export async function completeReset(db: Db, token: string, newPassword: string, now = new Date()): Promise<boolean> {
  const reset = await findUsableReset(db, token, now);
  if (!reset) return false;
  const hash = await hashPassword(newPassword);
  const [spent] = await db.batch([
    spendToken(db, passwordResets, reset.id, now),
    db.update(users).set({ passwordHash: hash }).where(eq(users.id, reset.userId)),
    db.delete(sessions).where(eq(sessions.userId, reset.userId)),
  ]);
  return spent.length === 1;
}
