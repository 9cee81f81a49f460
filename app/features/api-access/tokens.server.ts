// Bearer tokens: who a presented token speaks for, and the issuing, listing and revoking of them.
// A token works only while it is unexpired, its grant (for OAuth tokens) exists, and the account's
// password is the one it was given under (credential stamp, secrets.server.ts).
import { and, desc, eq, gt, inArray, lt, ne, or } from "drizzle-orm";
import { type SessionUser, sessionUserColumns, toSessionUser } from "~/lib/auth/session.server";
import { users } from "~/lib/auth/tables";
import type { Db } from "~/lib/db/client.server";
import { type Scope, parseScopes, scopeString } from "./scopes";
import { credentialStampOf, newId, newSecret, secretHash } from "./secrets.server";
import { apiClients, apiGrants, apiTokens } from "./tables";

export const ACCESS_TTL_MS = 60 * 60 * 1000;
export const REFRESH_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** last_used_at is written at most this often per token: one D1 write a minute, not one per call. */
const LAST_USED_RESOLUTION_MS = 60 * 1000;

/** The account behind a valid token, with what the token may read. */
export type TokenHolder = { user: SessionUser; scopes: Scope[]; tokenId: string; kind: "access" | "personal" };

/** The current credential stamp of an account (null when there is no such account). */
export async function currentStamp(db: Db, userId: string): Promise<string | null> {
  const row = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId)).get();
  return row ? credentialStampOf(row.hash) : null;
}

/**
 * The account a bearer token (access or personal) speaks for, or null: unknown, expired, revoked,
 * or given under a password that has since changed (such a token is deleted here).
 */
export async function authenticate(db: Db, token: string, now = new Date()): Promise<TokenHolder | null> {
  if (token.length < 20 || token.length > 200) return null;
  const row = await db
    .select({
      id: apiTokens.id,
      kind: apiTokens.kind,
      scopes: apiTokens.scopes,
      stamp: apiTokens.credentialStamp,
      grantId: apiTokens.grantId,
      lastUsedAt: apiTokens.lastUsedAt,
      user: sessionUserColumns,
      passwordHash: users.passwordHash,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(
      and(
        eq(apiTokens.tokenHash, await secretHash(token)),
        inArray(apiTokens.kind, ["access", "personal"]),
        gt(apiTokens.expiresAt, now),
      ),
    )
    .get();
  if (!row || (row.kind !== "access" && row.kind !== "personal")) return null;
  if (row.stamp !== (await credentialStampOf(row.passwordHash))) {
    await revokeStale(db, row.user.id, row.stamp);
    return null;
  }
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
    const touchToken = db.update(apiTokens).set({ lastUsedAt: now }).where(eq(apiTokens.id, row.id));
    if (row.grantId)
      await db.batch([touchToken, db.update(apiGrants).set({ lastUsedAt: now }).where(eq(apiGrants.id, row.grantId))]);
    else await touchToken;
  }
  return {
    tokenId: row.id,
    kind: row.kind,
    scopes: parseScopes(row.scopes),
    // Not a browser session: nothing that acts on "this session" applies to a token.
    user: toSessionUser(row.user, `api-token:${row.id}`),
  };
}

/** Deletes a user's grants and tokens given under a password other than the current one. */
async function revokeStale(db: Db, userId: string, staleStamp: string) {
  await db.batch([
    db.delete(apiGrants).where(and(eq(apiGrants.userId, userId), eq(apiGrants.credentialStamp, staleStamp))),
    db.delete(apiTokens).where(and(eq(apiTokens.userId, userId), eq(apiTokens.credentialStamp, staleStamp))),
  ]);
}

/**
 * Deletes a user's grants and tokens given under an old password, and their expired tokens: Account
 * Settings calls it before listing, so the lists (and the table) hold only what still works.
 */
export async function purgeDead(db: Db, userId: string, now = new Date()): Promise<string | null> {
  const stamp = await currentStamp(db, userId);
  if (stamp === null) return null;
  await db.batch([
    db.delete(apiGrants).where(and(eq(apiGrants.userId, userId), ne(apiGrants.credentialStamp, stamp))),
    db
      .delete(apiTokens)
      .where(and(eq(apiTokens.userId, userId), or(ne(apiTokens.credentialStamp, stamp), lt(apiTokens.expiresAt, now)))),
  ]);
  return stamp;
}

export type IssuedPair = {
  access_token: string;
  refresh_token: string;
  token_type: "Bearer";
  expires_in: number;
  scope: string;
};

/** A fresh access and refresh token for a grant (the statements, to batch with the code's or old token's use). */
export async function issuePair(
  db: Db,
  grant: { id: string; userId: string; scopes: string; credentialStamp: string },
  now = new Date(),
) {
  const access = newSecret("access");
  const refresh = newSecret("refresh");
  const common = {
    userId: grant.userId,
    grantId: grant.id,
    scopes: grant.scopes,
    credentialStamp: grant.credentialStamp,
  };
  const statements = [
    db.insert(apiTokens).values({
      ...common,
      id: newId(),
      tokenHash: await secretHash(access),
      kind: "access",
      expiresAt: new Date(now.getTime() + ACCESS_TTL_MS),
    }),
    db.insert(apiTokens).values({
      ...common,
      id: newId(),
      tokenHash: await secretHash(refresh),
      kind: "refresh",
      expiresAt: new Date(now.getTime() + REFRESH_TTL_MS),
    }),
    // Expired tokens of the grant go as new ones arrive: the table holds live tokens only.
    db.delete(apiTokens).where(and(eq(apiTokens.grantId, grant.id), lt(apiTokens.expiresAt, now))),
  ] as const;
  const body: IssuedPair = {
    access_token: access,
    refresh_token: refresh,
    token_type: "Bearer",
    expires_in: ACCESS_TTL_MS / 1000,
    scope: grant.scopes,
  };
  return { statements, body };
}

// ---------------------------------------------------------------------------------------------
// Account Settings: connected clients and personal tokens.

export type ConnectedClient = {
  grantId: string;
  clientName: string;
  scopes: Scope[];
  connectedAt: Date;
  lastUsedAt: Date | null;
};
export type PersonalToken = {
  id: string;
  name: string;
  scopes: Scope[];
  createdAt: Date;
  expiresAt: Date;
  lastUsedAt: Date | null;
};

export async function connectedClients(db: Db, userId: string, now = new Date()): Promise<ConnectedClient[]> {
  const stamp = await purgeDead(db, userId, now);
  const rows = await db
    .select({
      grantId: apiGrants.id,
      clientName: apiClients.name,
      scopes: apiGrants.scopes,
      connectedAt: apiGrants.createdAt,
      lastUsedAt: apiGrants.lastUsedAt,
    })
    .from(apiGrants)
    .innerJoin(apiClients, eq(apiClients.id, apiGrants.clientId))
    .where(and(eq(apiGrants.userId, userId), eq(apiGrants.credentialStamp, stamp ?? "")))
    .orderBy(desc(apiGrants.createdAt));
  return rows.map((r) => ({ ...r, scopes: parseScopes(r.scopes) }));
}

/** Disconnects a client: the grant and all its tokens. Only the user's own grant; false if none. */
export async function revokeGrant(db: Db, userId: string, grantId: string): Promise<boolean> {
  const deleted = await db
    .delete(apiGrants)
    .where(and(eq(apiGrants.id, grantId), eq(apiGrants.userId, userId)))
    .returning({ id: apiGrants.id });
  return deleted.length > 0;
}

export async function personalTokens(db: Db, userId: string, now = new Date()): Promise<PersonalToken[]> {
  const stamp = await purgeDead(db, userId, now);
  const rows = await db
    .select({
      id: apiTokens.id,
      name: apiTokens.name,
      scopes: apiTokens.scopes,
      createdAt: apiTokens.createdAt,
      expiresAt: apiTokens.expiresAt,
      lastUsedAt: apiTokens.lastUsedAt,
    })
    .from(apiTokens)
    .where(
      and(
        eq(apiTokens.userId, userId),
        eq(apiTokens.kind, "personal"),
        eq(apiTokens.credentialStamp, stamp ?? ""),
        gt(apiTokens.expiresAt, now),
      ),
    )
    .orderBy(desc(apiTokens.createdAt));
  return rows.map((r) => ({ ...r, name: r.name ?? "", scopes: parseScopes(r.scopes) }));
}

export async function createPersonalToken(
  db: Db,
  userId: string,
  input: { name: string; scopes: Scope[]; days: number },
  now = new Date(),
): Promise<string> {
  const stamp = await currentStamp(db, userId);
  if (stamp === null) throw new Error("no such account");
  const token = newSecret("personal");
  await db.insert(apiTokens).values({
    id: newId(),
    tokenHash: await secretHash(token),
    kind: "personal",
    userId,
    name: input.name,
    scopes: scopeString(input.scopes),
    credentialStamp: stamp,
    expiresAt: new Date(now.getTime() + input.days * 24 * 60 * 60 * 1000),
  });
  return token;
}

export async function revokePersonalToken(db: Db, userId: string, tokenId: string): Promise<boolean> {
  const deleted = await db
    .delete(apiTokens)
    .where(and(eq(apiTokens.id, tokenId), eq(apiTokens.userId, userId), eq(apiTokens.kind, "personal")))
    .returning({ id: apiTokens.id });
  return deleted.length > 0;
}
