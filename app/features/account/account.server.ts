// The account page's changes: settings, password, sessions, deletion. Every function acts on
// the signed-in user's own rows only; ids from the form are always checked against the user.
// Each answers with the words the page shows on success and refuses with an AppError; a refusal
// that points at one field of its form names it in `details.field`.
import { and, desc, eq, ne } from "drizzle-orm";
import { LOCKED_MESSAGE, confirmPassword } from "~/features/auth/index.server";
import { closeBillingForDeletion, closureRecords } from "~/features/billing/index.server";
import { anonymiseActor } from "~/features/team/index.server";
import { hashPassword } from "~/lib/auth/password.server";
import type { SessionUser } from "~/lib/auth/session.server";
import type { Db } from "~/lib/db/client.server";
import { forgetAddressInOutbox } from "~/lib/email/forget-address.server";
import { AppError } from "~/lib/errors";
import { sessions, users, workspaces } from "~/lib/auth/tables";
import { firstIssue } from "~/lib/validation";
import { ACCOUNT_MESSAGES } from "./messages";
import { newPasswordSchema, passwordSchema, settingsSchema } from "./schema";

/** Whether the account has a password (a sign-in link that confirmed the address cleared it). */
export async function hasPassword(db: Db, userId: string): Promise<boolean> {
  const row = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId)).get();
  return Boolean(row?.hash);
}

export async function updateSettings(
  db: Db,
  user: SessionUser,
  values: Record<string, string | undefined>,
): Promise<string> {
  const parsed = settingsSchema.safeParse(values);
  if (!parsed.success) throw new AppError("invalid-input", firstIssue(parsed.error));
  try {
    await db.update(users).set({ primaryTopic: parsed.data.primaryTopic }).where(eq(users.id, user.id));
  } catch (error) {
    // Logged here with its cause: the door logs only the words it answered with.
    throw new AppError("unavailable", ACCOUNT_MESSAGES.settingsFailed, { status: 500, cause: error });
  }
  return ACCOUNT_MESSAGES.topicUpdated;
}

/**
 * Sets a new password, confirmed by the current one (`client` is the address's throttle key: a
 * wrong current password counts as a failed log-in, and a locked email refuses with 429). An
 * account without a password (its address confirmed by a sign-in link, which cleared the one set
 * before) sets its first one without it: the session is the mailbox owner's.
 */
export async function changePassword(
  db: Db,
  user: SessionUser,
  values: Record<string, string | undefined>,
  client: string,
): Promise<string> {
  if (user.isDemo) throw new AppError("forbidden", ACCOUNT_MESSAGES.demoNoPassword);
  const firstPassword = !(await hasPassword(db, user.id));
  const parsed = (firstPassword ? newPasswordSchema : passwordSchema).safeParse(values);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError("invalid-input", issue?.message ?? ACCOUNT_MESSAGES.fillAll, {
      details: { field: String(issue?.path[0] ?? "") },
    });
  }
  if (!firstPassword) {
    const confirmation = await confirmPassword(db, user.id, values.currentPassword ?? "", client);
    if (confirmation === "locked")
      throw new AppError("rate-limited", LOCKED_MESSAGE, { details: { field: "currentPassword" } });
    if (confirmation === "wrong")
      throw new AppError("invalid-input", ACCOUNT_MESSAGES.currentWrong, { details: { field: "currentPassword" } });
  }
  try {
    // The new password and the end of every other session land together.
    await db.batch([
      db
        .update(users)
        .set({ passwordHash: await hashPassword(parsed.data.newPassword) })
        .where(eq(users.id, user.id)),
      db.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.id, user.sessionId))),
    ]);
  } catch (error) {
    throw new AppError("unavailable", ACCOUNT_MESSAGES.passwordFailed, { status: 500, cause: error });
  }
  return ACCOUNT_MESSAGES.passwordUpdated;
}

export async function listSessions(db: Db, user: SessionUser) {
  const rows = await db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(eq(sessions.userId, user.id))
    .orderBy(desc(sessions.createdAt))
    .limit(50);
  return rows.map((s) => ({
    // Session ids are token hashes: only a short prefix leaves the server, as a display key.
    key: s.id.slice(0, 12),
    current: s.id === user.sessionId,
    createdAt: s.createdAt.toISOString(),
    expiresAt: s.expiresAt.toISOString(),
    device: describeUserAgent(s.userAgent),
  }));
}

/**
 * Ends every other session; with `alsoRevoke` (the route passes API access's revocation, since
 * account imports no top-tier feature) every connected application and personal token too.
 */
export async function signOutOtherSessions(
  db: Db,
  user: SessionUser,
  alsoRevoke?: (userId: string) => Promise<unknown>,
): Promise<string> {
  await db.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.id, user.sessionId)));
  if (alsoRevoke) await alsoRevoke(user.id);
  return alsoRevoke ? ACCOUNT_MESSAGES.othersAndAppsSignedOut : ACCOUNT_MESSAGES.othersSignedOut;
}

/**
 * Removes the user's workspace; users, sessions and every channel-data row go with it (cascade),
 * after any running subscription is cancelled at Stripe.
 * The password confirms it: a session left open on a shared computer cannot delete an account.
 */
/**
 * `releaseGrants` hands back what a data feature holds outside D1 for the workspace (the Google
 * grant): the route passes it, since account (platform tier) imports no data feature
 * (docs/decisions/009-feature-tiers.md).
 */
export async function deleteAccount(
  db: Db,
  user: SessionUser,
  password: string | undefined,
  client: string,
  env: Env,
  releaseGrants: (teamChannelId: string) => Promise<unknown>,
): Promise<void> {
  if (user.isDemo) throw new AppError("forbidden", ACCOUNT_MESSAGES.deleteDemo);
  const onPassword = { details: { field: "password" } };
  if (!(await hasPassword(db, user.id)))
    throw new AppError("invalid-input", ACCOUNT_MESSAGES.deleteNeedsPassword, onPassword);
  // The same counters and locks as the log-in: a held session cannot guess its way to a deletion.
  const confirmation = password ? await confirmPassword(db, user.id, password, client) : "wrong";
  if (confirmation === "locked") throw new AppError("rate-limited", LOCKED_MESSAGE, onPassword);
  if (confirmation === "wrong") throw new AppError("invalid-input", ACCOUNT_MESSAGES.deleteConfirm, onPassword);
  // Stripe first: a subscription left running would keep charging an account that is gone. If it
  // cannot be cancelled, this throws (in words that say nothing was deleted) and nothing is.
  const billing = await closeBillingForDeletion(env, db, user.id);
  // The account's own workspace goes with it, never one it acts in as a member (the role
  // check already keeps non-owners out): members of it fall back to their own.
  // Hand the Google grant back before its tokens go with the workspace (the row would cascade anyway).
  await releaseGrants(user.homeTeamId);
  // The minimal billing record and the deletion land together, and the outbox's copies of mail
  // to or about the address go with them (no cascade reaches them: the outbox keys by address).
  await db.batch([
    db.delete(workspaces).where(eq(workspaces.id, user.homeTeamId)),
    forgetAddressInOutbox(db, user.email),
    // Other teams' activity logs keep what this person did (changes on YouTube included), not who.
    anonymiseActor(db, user.email),
    ...closureRecords(db, billing, new Date()),
  ]);
}

function describeUserAgent(ua: string | null): string {
  if (!ua) return "Unknown device";
  const browser = /Edg\//.test(ua)
    ? "Edge"
    : /Chrome\//.test(ua)
      ? "Chrome"
      : /Firefox\//.test(ua)
        ? "Firefox"
        : /Safari\//.test(ua)
          ? "Safari"
          : "Browser";
  const os = /Android/.test(ua)
    ? "Android"
    : /iPhone|iPad/.test(ua)
      ? "iOS"
      : /Mac OS X/.test(ua)
        ? "macOS"
        : /Windows/.test(ua)
          ? "Windows"
          : /Linux/.test(ua)
            ? "Linux"
            : "";
  return os ? `${browser} on ${os}` : browser;
}
