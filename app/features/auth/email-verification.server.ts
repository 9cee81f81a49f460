// Email verification: a single-use link valid for 24 hours, mailed at sign-up and on request
// (at most 3 an hour). Until it is followed the account works on its own data, but admin rights
// and anything that spends the shared YouTube quota (market searches, trend keywords) wait.
import { and, count, eq, gt, isNull } from "drizzle-orm";
import { findUsableToken, spendToken } from "~/lib/auth/one-time-token.server";
import { type SessionUser, newSessionToken } from "~/lib/auth/session.server";
import type { Db } from "~/lib/db/client.server";
import { emailVerifications, users } from "~/lib/auth/tables";
import { sendEmail } from "~/lib/email/email.server";
import { AppError } from "~/lib/errors";

export const VERIFY_TTL_MS = 24 * 60 * 60 * 1000;
export const MAX_LINKS_PER_HOUR = 3;

export const VERIFY_REQUIRED =
  "Verify your email address first: follow the link we sent you, or send a new one from Account Settings.";
export const VERIFY_RESEND_LIMIT =
  "We have sent 3 links in the last hour. Please use the newest one, or try again later.";

/** True until the owner of a real account confirms the address; demo users never need to. */
export function mustConfirmEmail(user: Pick<SessionUser, "isDemo" | "emailVerified">): boolean {
  return !user.isDemo && !user.emailVerified;
}

/** Mails a fresh link to a real, unverified account; refused past the hourly limit (rate-limited). */
export async function sendVerificationLink(
  env: Env,
  db: Db,
  userId: string,
  origin: string,
  now = new Date(),
): Promise<void> {
  const user = await db
    .select({ email: users.email, isDemo: users.isDemo, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId))
    .get();
  if (!user || user.isDemo || user.verifiedAt) return;
  const [recent] = await db
    .select({ n: count() })
    .from(emailVerifications)
    .where(
      and(
        eq(emailVerifications.userId, userId),
        gt(emailVerifications.createdAt, new Date(now.getTime() - 60 * 60 * 1000)),
      ),
    );
  if ((recent?.n ?? 0) >= MAX_LINKS_PER_HOUR) throw new AppError("rate-limited", VERIFY_RESEND_LIMIT);
  const { token, id } = await newSessionToken();
  await db
    .insert(emailVerifications)
    .values({ id, userId, expiresAt: new Date(now.getTime() + VERIFY_TTL_MS), createdAt: now });
  const link = `${origin}/verify-email?token=${encodeURIComponent(token)}`;
  await sendEmail(env, db, {
    to: user.email,
    kind: "verify-email",
    secrets: [link],
    subject: "Confirm your Vidwise email address",
    text: [
      "Welcome to Vidwise! Confirm that this address is yours:",
      "",
      link,
      "",
      "The link works once and expires in 24 hours. If you did not sign up, ignore this email.",
    ].join("\n"),
  });
}

/** Marks the account verified when the token is known, unused and unexpired; one use only. */
export async function verifyEmail(db: Db, token: string | null, now = new Date()): Promise<boolean> {
  const row = await findUsableToken(db, emailVerifications, token, now);
  if (!row) return false;
  const [spent] = await db.batch([
    spendToken(db, emailVerifications, row.id, now),
    db
      .update(users)
      .set({ emailVerifiedAt: now })
      .where(and(eq(users.id, row.userId), isNull(users.emailVerifiedAt))),
  ]);
  return spent.length === 1;
}
