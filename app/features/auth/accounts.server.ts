// Creating accounts and demo workspaces, checking passwords. Each account is a workspace, a user,
// its owner membership and a first session, written in one db.batch so a failure leaves none of them behind.
import { and, asc, eq, inArray } from "drizzle-orm";
import { dummyPasswordHash, hashPassword, verifyPassword } from "~/lib/auth/password.server";
import { DEMO_TTL_MS, SESSION_TTL_MS, insertSession, newSessionToken, sessionCookie } from "~/lib/auth/session.server";
import { type Db, isUniqueViolation } from "~/lib/db/client.server";
import { type RawStatement, rawBatch, toRaw } from "~/lib/db/raw-batch";
import { users, workspaceMembers, workspaces } from "~/lib/auth/tables";
import { AppError } from "~/lib/errors";

/** Why createAccount refused. Sign-up never shows it: it answers as for a new account. */
export const ACCOUNT_EXISTS = "This email address has an account already.";

/**
 * A new account and its first session's cookie; a "conflict" AppError when the address has one
 * already (nothing is created or changed). Sign-up answers both alike (app/routes/auth/signup.tsx,
 * with `lookAlikeSessionCookie` for a taken address): the owner is mailed instead, so the form never
 * says which addresses have accounts. The password is hashed either way, so the time taken says
 * little either.
 */
export async function createAccount(
  db: Db,
  request: Request,
  input: { email: string; password: string },
): Promise<{ cookie: string; userId: string }> {
  const [existing, passwordHash] = await Promise.all([
    db.select({ id: users.id }).from(users).where(eq(users.email, input.email)).get(),
    hashPassword(input.password),
  ]);
  if (existing) throw new AppError("conflict", ACCOUNT_EXISTS);

  const teamId = crypto.randomUUID();
  const userId = crypto.randomUUID();
  const { token, id: sessionId } = await newSessionToken();
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  try {
    await db.batch([
      db.insert(workspaces).values({ id: teamId, kind: "personal" }),
      db.insert(users).values({
        id: userId,
        email: input.email,
        passwordHash,
        homeTeamId: teamId,
      }),
      // The person owns the workspace made with the account (members and roles).
      db.insert(workspaceMembers).values({ teamId, userId, role: "owner" }),
      insertSession(db, { id: sessionId, userId, expiresAt, request }),
    ]);
  } catch (error) {
    // Two sign-ups with one email at the same moment: the second loses at the unique index.
    if (isUniqueViolation(error)) throw new AppError("conflict", ACCOUNT_EXISTS);
    throw error;
  }
  return { userId, cookie: sessionCookie(request, token, expiresAt) };
}

/**
 * What sign-up sets when the address has an account: a session cookie like a new account's (name,
 * attributes, a fresh random token of the same length, the same expiry) that opens nothing, since
 * its token is stored nowhere. A stranger watching the answer cannot tell it from a new account's.
 */
export async function lookAlikeSessionCookie(request: Request): Promise<string> {
  const { token } = await newSessionToken();
  return sessionCookie(request, token, new Date(Date.now() + SESSION_TTL_MS));
}

/** The user id when email and password match; null otherwise, in about the same time either way. */
export async function checkCredentials(db: Db, email: string, password: string): Promise<string | null> {
  const user = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email))
    .get();
  if (!user?.passwordHash) {
    await verifyPassword(password, await dummyPasswordHash());
    return null;
  }
  return (await verifyPassword(password, user.passwordHash)) ? user.id : null;
}

/**
 * A visitor's private demo: its own workspace that expires after a day, a demo user and a
 * session. `populate` adds the statements that fill the workspace (the sample channel and the
 * tools' first results, for the new user); they run in the same transaction, so a demo is never
 * half-made.
 */
export async function createDemoAccount(
  db: Db,
  request: Request,
  populate: (teamId: string, userId: string) => RawStatement[] = () => [],
): Promise<{ cookie: string; userId: string }> {
  const teamId = crypto.randomUUID();
  const userId = crypto.randomUUID();
  const { token, id: sessionId } = await newSessionToken();
  const expiresAt = new Date(Date.now() + DEMO_TTL_MS);
  await rawBatch(db, [
    toRaw(db.insert(workspaces).values({ id: teamId, kind: "demo", expiresAt })),
    toRaw(
      db.insert(users).values({
        id: userId,
        email: `demo-${userId.slice(0, 8)}@demo.vidwise.app`,
        isDemo: true,
        homeTeamId: teamId,
      }),
    ),
    toRaw(insertSession(db, { id: sessionId, userId, expiresAt, request })),
    ...populate(teamId, userId),
  ]);
  return { userId, cookie: sessionCookie(request, token, expiresAt) };
}

/**
 * The user a week's demo base asks the tools as (features/demo-showcase): a demo user of that
 * 'sample' workspace, with no password and no session, so nobody can sign in as it; it goes with
 * the base. Its plain INSERT is the showcase's claim: null when the base has one already (two
 * preparations at once: only the first runs the tools).
 */
export async function claimShowcaseUser(db: Db, teamId: string): Promise<string | null> {
  const userId = crypto.randomUUID();
  const email = `showcase-${teamId.replace(/[^a-z0-9-]/gi, "-").toLowerCase()}@demo.vidwise.app`;
  try {
    await db.insert(users).values({ id: userId, email, isDemo: true, homeTeamId: teamId });
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
  return userId;
}

/** Live demo workspaces kept at most, unless MAX_LIVE_DEMOS says otherwise. */
export const DEFAULT_MAX_LIVE_DEMOS = 500;

/**
 * Makes room for one more demo under the cap: the oldest demo workspaces beyond it are removed
 * (their visitors land on the front page at their next click). A flood of demos thus costs a
 * bounded amount of storage, whatever its rate.
 */
export async function reclaimOldestDemos(db: Db, maxLive: number) {
  const live = await db.$count(workspaces, eq(workspaces.kind, "demo"));
  const excess = live - maxLive + 1;
  if (excess <= 0) return 0;
  // One statement, whatever the excess: the oldest ids are picked by a subquery, never bound.
  const oldest = db
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(eq(workspaces.kind, "demo"))
    .orderBy(asc(workspaces.createdAt), asc(workspaces.id))
    .limit(excess);
  const removed = await db.delete(workspaces).where(inArray(workspaces.id, oldest)).returning({ id: workspaces.id });
  return removed.length;
}

export async function deleteDemoWorkspace(db: Db, teamId: string) {
  await db.delete(workspaces).where(and(eq(workspaces.id, teamId), eq(workspaces.kind, "demo")));
}
