// One-time sign-in links: the way in for the owner of an email whose all-addresses lock has
// tripped (lockout.server.ts). Like reset links: the link carries a random token, the table keeps
// only its SHA-256, a link works once and for 15 minutes, and following it asks for a button press
// (a POST), so mail scanners that open links do not spend it.
//
// Mails are capped per account and per reason, 3 an hour each: "password" links go out when the
// right password is typed while locked (a stranger cannot earn them), "request" links when the
// login page's button is pressed (anyone can, so its cap is what stops mail-bombing).
import { and, eq, isNull, sql } from "drizzle-orm";
import { findUsableToken, spendToken } from "~/lib/auth/one-time-token.server";
import { newSessionToken } from "~/lib/auth/session.server";
import type { Db } from "~/lib/db/client.server";
import { sessions, signInLinks, users } from "~/lib/auth/tables";
import { sendEmail } from "~/lib/email/email.server";

export const SIGN_IN_LINK_TTL_MS = 15 * 60 * 1000;
export const MAX_SIGN_IN_LINKS_PER_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;

export type SignInLinkReason = "password" | "request" | "sign-up";

/**
 * Records a new link unless the account already got its hourly share for this reason: the count
 * and the insert are one statement, so parallel requests cannot both slip under the cap.
 */
async function reserveLink(
  db: Db,
  row: { id: string; userId: string; reason: SignInLinkReason },
  now: Date,
): Promise<boolean> {
  const at = now.getTime();
  const inserted = await db.all<{ id: string }>(sql`
    INSERT INTO ${signInLinks} (id, user_id, expires_at, created_at, reason)
    SELECT ${row.id}, ${row.userId}, ${at + SIGN_IN_LINK_TTL_MS}, ${at}, ${row.reason}
    WHERE (SELECT count(*) FROM ${signInLinks}
           WHERE ${signInLinks.userId} = ${row.userId} AND ${signInLinks.reason} = ${row.reason} AND ${signInLinks.createdAt} > ${at - HOUR_MS}) < ${MAX_SIGN_IN_LINKS_PER_HOUR}
    RETURNING id`);
  return inserted.length === 1;
}

/**
 * Mails a sign-in link to the account with this email, within the cap; does nothing for an
 * unknown email or a demo. The caller answers the same either way and sends after the response.
 */
export async function sendSignInLink(
  env: Env,
  db: Db,
  email: string,
  origin: string,
  reason: SignInLinkReason,
  now = new Date(),
) {
  const user = await db.select({ id: users.id, isDemo: users.isDemo }).from(users).where(eq(users.email, email)).get();
  if (!user || user.isDemo) return "no-account" as const;
  const { token, id } = await newSessionToken();
  if (!(await reserveLink(db, { id, userId: user.id, reason }, now))) return "capped" as const;
  const link = `${origin}/login/link?token=${encodeURIComponent(token)}`;
  await sendEmail(env, db, reason === "sign-up" ? accountExistsMail(email, link, origin) : lockedMail(email, link));
  return "sent" as const;
}

function lockedMail(email: string, link: string) {
  return {
    to: email,
    kind: "sign-in-link" as const,
    secrets: [link],
    subject: "Your Vidwise sign-in link",
    text: [
      "Someone (hopefully you) is signing in to your Vidwise account. It is locked against passwords for now, after many failed log-ins from many places, so here is a one-time sign-in link:",
      "",
      link,
      "",
      "The link works once and expires in 15 minutes. If you did not ask for it, ignore this email: nobody can sign in without it, and you may want to choose a stronger password once you are in.",
    ].join("\n"),
  };
}

/** Sign-up with an address that has an account: the owner is told, and given a way in. */
function accountExistsMail(email: string, link: string, origin: string) {
  return {
    to: email,
    kind: "sign-in-link" as const,
    secrets: [link],
    subject: "You already have a Vidwise account",
    text: [
      "Someone, maybe you, tried to create a Vidwise account with this address. You already have one, so nothing was created or changed.",
      "",
      "If it was you, this one-time link signs you in (it works once, for 15 minutes):",
      "",
      link,
      "",
      `Or log in at ${origin}/login, or choose a new password at ${origin}/forgot-password. If it was not you, ignore this email: nobody can sign in without the link or your password.`,
    ].join("\n"),
  };
}

/** The link's row when the token is known, unused and unexpired. */
export async function findUsableSignInLink(db: Db, token: string | null, now = new Date()) {
  return findUsableToken(db, signInLinks, token, now);
}

export type SpentSignInLink = { userId: string; confirmedAddress: boolean };

/**
 * Spends the link and returns its owner, or null when it is unknown, used or expired; a link used
 * twice at once works only once. Following it proves the mailbox, so an unconfirmed address
 * becomes confirmed on the way — and then whoever registered the address before its owner could
 * prove it is shut out: every session of the account ends and the password set before is cleared
 * (which also ends every API token and application grant given under it: their credential stamp
 * no longer matches). The owner chooses a password in Account Settings. All in one batch, with the
 * spend: the link cannot confirm the address and leave the earlier sessions behind.
 */
export async function spendSignInLink(db: Db, token: string, now = new Date()): Promise<SpentSignInLink | null> {
  const row = await findUsableSignInLink(db, token, now);
  if (!row) return null;
  const unconfirmed = and(eq(users.id, row.userId), isNull(users.emailVerifiedAt));
  const [spent, , confirmed] = await db.batch([
    spendToken(db, signInLinks, row.id, now),
    // Before the address is marked confirmed, while "unconfirmed" still picks the row out.
    db
      .delete(sessions)
      .where(and(eq(sessions.userId, row.userId), sql`EXISTS (SELECT 1 FROM ${users} WHERE ${unconfirmed})`)),
    db.update(users).set({ emailVerifiedAt: now, passwordHash: null }).where(unconfirmed).returning({ id: users.id }),
  ]);
  return spent.length === 1 ? { userId: row.userId, confirmedAddress: confirmed.length === 1 } : null;
}
