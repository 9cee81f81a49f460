// OAuth 2.1 for MCP clients (the MCP authorization spec, 2025-06-18): dynamic client registration
// (RFC 7591), the authorisation code grant with PKCE S256 only (RFC 7636), refresh tokens that
// rotate on every use, and revocation (RFC 7009). Public clients only: no client secrets.
// Guarantees: a redirect URI must equal one the client registered, character for character; a
// code works once, for 60 seconds, for the client and redirect URI it was issued to, and only with
// the verifier of its challenge.
import { and, eq, inArray, isNull, lt } from "drizzle-orm";
import { z } from "zod";
import type { SessionUser } from "~/lib/auth/session.server";
import type { Db } from "~/lib/db/client.server";
import { AppError } from "~/lib/errors";
import { DEFAULT_SCOPES, type Scope, parseScopes, scopeString } from "./scopes";
import { newId, newSecret, s256, sameText, secretHash } from "./secrets.server";
import { apiAuthCodes, apiClients, apiGrants, apiTokens } from "./tables";
import { currentStamp, issuePair } from "./tokens.server";

export const CODE_TTL_MS = 60 * 1000;

// ---------------------------------------------------------------------------------------------
// Registration (RFC 7591)

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);
const FORBIDDEN_SCHEMES = new Set(["javascript:", "data:", "file:", "vbscript:", "blob:", "about:"]);

/**
 * A redirect URI a client may register: https anywhere, http on a loopback address only (a
 * desktop app's local listener), or an app's private-use scheme (com.example.app:/callback);
 * never a fragment, never a scheme that runs or reads something in the browser.
 */
export function acceptableRedirectUri(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.hash || value.includes("#")) return false;
  if (url.protocol === "https:") return true;
  if (url.protocol === "http:") return LOOPBACK_HOSTS.has(url.hostname);
  return !FORBIDDEN_SCHEMES.has(url.protocol) && /^[a-z][a-z0-9+.-]*:$/.test(url.protocol);
}

export const registrationBody = z.object({
  redirect_uris: z
    .array(
      z.string().max(500).refine(acceptableRedirectUri, {
        error:
          "Each redirect URI must be https, http on a loopback address, or an app's own scheme, without a fragment.",
      }),
      {
        error: "redirect_uris must list the client's redirect URIs.",
      },
    )
    .min(1, { error: "redirect_uris must list at least one redirect URI." })
    .max(10, { error: "At most 10 redirect URIs." }),
  client_name: z.string().trim().max(100).optional(),
  token_endpoint_auth_method: z
    .literal("none", { error: 'Only public clients (token_endpoint_auth_method "none", with PKCE) can register.' })
    .optional(),
  grant_types: z
    .array(
      z.enum(["authorization_code", "refresh_token"], {
        error: "Only the authorization_code and refresh_token grants are supported.",
      }),
    )
    .optional(),
  response_types: z.array(z.literal("code", { error: 'Only the "code" response type is supported.' })).optional(),
  scope: z.string().max(200).optional(),
});

export type RegisteredClient = {
  client_id: string;
  client_id_issued_at: number;
  client_name: string;
  redirect_uris: string[];
  grant_types: string[];
  response_types: string[];
  token_endpoint_auth_method: "none";
};

export async function registerClient(
  db: Db,
  input: z.infer<typeof registrationBody>,
  now = new Date(),
): Promise<RegisteredClient> {
  const id = newId();
  const name = input.client_name || "Unnamed MCP client";
  await db.insert(apiClients).values({ id, name, redirectUris: input.redirect_uris });
  return {
    client_id: id,
    client_id_issued_at: Math.floor(now.getTime() / 1000),
    client_name: name,
    redirect_uris: input.redirect_uris,
    grant_types: ["authorization_code", "refresh_token"],
    response_types: ["code"],
    token_endpoint_auth_method: "none",
  };
}

// ---------------------------------------------------------------------------------------------
// Authorisation request (the consent page)

/** A checked authorisation request: what the consent page shows and the approval needs. */
export type AuthorizeRequest = {
  clientId: string;
  clientName: string;
  redirectUri: string;
  codeChallenge: string;
  state: string | null;
  scopes: Scope[];
};

export const OAUTH_MESSAGES = {
  unknownClient:
    "This application is not registered with Vidwise (unknown client_id). Ask its developer to register it again.",
  badRedirect: "The redirect URI is not one this application registered, so Vidwise will not send you there.",
  pkceRequired: "PKCE with code_challenge_method S256 is required.",
  responseType: "Only response_type=code is supported.",
} as const;

/**
 * A request that goes back to the client with an OAuth error: its redirect URI was checked, so the
 * page redirects to `details.redirectTo` instead of showing the message.
 */
function errorRedirect(redirectUri: string, error: string, description: string, state: string | null): AppError {
  const url = new URL(redirectUri);
  url.searchParams.set("error", error);
  url.searchParams.set("error_description", description);
  if (state) url.searchParams.set("state", state);
  return new AppError("invalid-input", description, { details: { redirectTo: url.toString() } });
}

const CHALLENGE = /^[A-Za-z0-9_-]{43,128}$/;

/**
 * RFC 8707: a client names the resource it wants a token for. This server issues tokens for its
 * own MCP endpoint only, so any other resource is refused rather than silently ignored.
 */
export function isOwnResource(resource: string, origin: string): boolean {
  const trimmed = resource.endsWith("/") ? resource.slice(0, -1) : resource;
  return trimmed === origin || trimmed === `${origin}/mcp`;
}

/**
 * The authorisation request checked. Why one cannot go on is thrown as an "invalid-input" AppError:
 * with `details.redirectTo` when the error goes back to the client (its redirect URI was checked),
 * otherwise for the page to show, since sending anyone to an unchecked URI would make Vidwise an
 * open redirector.
 */
export async function checkAuthorizeRequest(
  db: Db,
  params: URLSearchParams,
  origin: string,
): Promise<AuthorizeRequest> {
  const clientId = params.get("client_id") ?? "";
  const client = z.uuid().safeParse(clientId).success
    ? await db.select().from(apiClients).where(eq(apiClients.id, clientId)).get()
    : undefined;
  if (!client) throw new AppError("invalid-input", OAUTH_MESSAGES.unknownClient);
  const given = params.get("redirect_uri");
  // Exact string match (OAuth 2.1 §4.1.1); omitted only when the client registered exactly one.
  const redirectUri = given ?? (client.redirectUris.length === 1 ? client.redirectUris[0]! : null);
  if (!redirectUri || !client.redirectUris.includes(redirectUri))
    throw new AppError("invalid-input", OAUTH_MESSAGES.badRedirect);
  const state = (params.get("state") ?? "").slice(0, 500) || null;
  if (params.get("response_type") !== "code")
    throw errorRedirect(redirectUri, "unsupported_response_type", OAUTH_MESSAGES.responseType, state);
  const challenge = params.get("code_challenge") ?? "";
  if (params.get("code_challenge_method") !== "S256" || !CHALLENGE.test(challenge))
    throw errorRedirect(redirectUri, "invalid_request", OAUTH_MESSAGES.pkceRequired, state);
  const resource = params.get("resource");
  if (resource !== null && !isOwnResource(resource, origin))
    throw errorRedirect(redirectUri, "invalid_target", `This server issues tokens for ${origin}/mcp only.`, state);
  const asked = params.get("scope");
  const scopes = asked === null || asked.trim() === "" ? [...DEFAULT_SCOPES] : parseScopes(asked);
  if (scopes.length === 0)
    throw errorRedirect(
      redirectUri,
      "invalid_scope",
      "None of the requested scopes exists: use channel, comments, market, forecasts or revenue.",
      state,
    );
  return { clientId: client.id, clientName: client.name, redirectUri, codeChallenge: challenge, state, scopes };
}

export const CONSENT_MESSAGES = {
  demo: "Demo accounts cannot connect applications. Sign up to connect Vidwise to your assistant.",
  unverified:
    "Confirm your email address first (the link we mailed you, or resend it from Account Settings), then connect the application.",
  noScope: "Tick at least one kind of data to share, or choose Deny.",
} as const;

/** Why this user may not connect a client, or null. */
export function consentRefusal(user: SessionUser): string | null {
  if (user.isDemo) return CONSENT_MESSAGES.demo;
  if (!user.emailVerified) return CONSENT_MESSAGES.unverified;
  return null;
}

/**
 * The user allowed the client `granted` (a subset of what it asked for): one grant per user and
 * client (a second consent replaces the first's scopes), and a code for the redirect.
 */
export async function approve(
  db: Db,
  user: SessionUser,
  request: AuthorizeRequest,
  granted: Scope[],
  now = new Date(),
): Promise<string> {
  const scopes = scopeString(request.scopes.filter((s) => granted.includes(s)));
  const stamp = await currentStamp(db, user.id);
  if (stamp === null) throw new Error("no such account");
  const existing = await db
    .select({ id: apiGrants.id })
    .from(apiGrants)
    .where(and(eq(apiGrants.userId, user.id), eq(apiGrants.clientId, request.clientId)))
    .get();
  const grantId = existing?.id ?? newId();
  const code = newSecret("code");
  const codeRow = db.insert(apiAuthCodes).values({
    codeHash: await secretHash(code),
    grantId,
    redirectUri: request.redirectUri,
    codeChallenge: request.codeChallenge,
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
  });
  if (existing) {
    await db.batch([
      db.update(apiGrants).set({ scopes, credentialStamp: stamp }).where(eq(apiGrants.id, grantId)),
      codeRow,
    ]);
  } else {
    await db.batch([
      db
        .insert(apiGrants)
        .values({ id: grantId, userId: user.id, clientId: request.clientId, scopes, credentialStamp: stamp }),
      codeRow,
    ]);
  }
  const url = new URL(request.redirectUri);
  url.searchParams.set("code", code);
  if (request.state) url.searchParams.set("state", request.state);
  return url.toString();
}

/** The user said no: back to the client with access_denied (RFC 6749 §4.1.2.1). */
export function denial(request: AuthorizeRequest): string {
  const url = new URL(request.redirectUri);
  url.searchParams.set("error", "access_denied");
  if (request.state) url.searchParams.set("state", request.state);
  return url.toString();
}

// ---------------------------------------------------------------------------------------------
// Token endpoint

/** The token endpoint's error codes (RFC 6749 §5.2, RFC 8707). */
type TokenErrorCode = "invalid_request" | "invalid_grant" | "unsupported_grant_type" | "invalid_target";
type TokenBody = Awaited<ReturnType<typeof issuePair>>["body"];

/**
 * A token request refused (400): the description is the message, the OAuth `error` code rides in
 * `details.error`, and the endpoint (workers/mcp.ts) answers `{ error, error_description }`.
 */
function oauthRefusal(error: TokenErrorCode, description: string): AppError {
  return new AppError("invalid-input", description, { details: { error } });
}

const tokenRequest = z.discriminatedUnion("grant_type", [
  z.object({
    grant_type: z.literal("authorization_code"),
    code: z.string().min(1).max(200),
    redirect_uri: z.string().max(500).optional(),
    client_id: z.string().max(100),
    code_verifier: z.string().regex(/^[A-Za-z0-9._~-]{43,128}$/, {
      error: "code_verifier must be 43 to 128 unreserved characters (RFC 7636).",
    }),
  }),
  z.object({
    grant_type: z.literal("refresh_token"),
    refresh_token: z.string().min(1).max(200),
    client_id: z.string().max(100),
    scope: z.string().max(200).optional(),
  }),
]);

const invalidGrant = (description: string) => oauthRefusal("invalid_grant", description);

/** The token endpoint (RFC 6749 §3.2): a new pair for a code or a refresh token; a refusal is thrown. */
export async function tokenEndpoint(
  db: Db,
  form: Record<string, string>,
  origin: string,
  now = new Date(),
): Promise<TokenBody> {
  // RFC 8707: a token asked for another resource is refused, whatever the grant; tokens are only
  // ever for this server's /mcp (the authorisation request is held to the same rule).
  if (form.resource !== undefined && !isOwnResource(form.resource, origin))
    throw oauthRefusal("invalid_target", `This server issues tokens for ${origin}/mcp only.`);
  if (form.grant_type !== "authorization_code" && form.grant_type !== "refresh_token")
    throw oauthRefusal("unsupported_grant_type", "grant_type must be authorization_code or refresh_token.");
  const parsed = tokenRequest.safeParse(form);
  if (!parsed.success)
    throw oauthRefusal("invalid_request", parsed.error.issues[0]?.message ?? "Invalid token request.");
  const input = parsed.data;
  return input.grant_type === "authorization_code" ? exchangeCode(db, input, now) : refresh(db, input, now);
}

async function exchangeCode(
  db: Db,
  input: { code: string; redirect_uri?: string; client_id: string; code_verifier: string },
  now: Date,
): Promise<TokenBody> {
  const codeHash = await secretHash(input.code);
  // Everything is checked before the code is spent: a request without the verifier (anyone who
  // saw the code in a log or a referrer) gets nothing and leaves the code to its rightful client.
  const code = await db
    .select()
    .from(apiAuthCodes)
    .where(and(eq(apiAuthCodes.codeHash, codeHash), isNull(apiAuthCodes.usedAt)))
    .get();
  // A replayed code gets nothing. What its first use issued stays valid: the replay may come from
  // anyone who saw the code, but without the verifier (PKCE) it could not have been exchanged by
  // them in the first place, so revoking the rightful client's tokens would only hand an observer
  // a way to disconnect it (OAuth 2.1 §4.1.3 makes that revocation a SHOULD, not a MUST).
  if (!code) throw invalidGrant("This authorization code is invalid or has already been used.");
  if (code.expiresAt.getTime() <= now.getTime())
    throw invalidGrant("This authorization code has expired: authorise again.");
  const grant = await db.select().from(apiGrants).where(eq(apiGrants.id, code.grantId)).get();
  if (!grant || grant.clientId !== input.client_id)
    throw invalidGrant("This authorization code was issued to another client.");
  if ((input.redirect_uri ?? code.redirectUri) !== code.redirectUri)
    throw invalidGrant("redirect_uri does not match the one the code was issued for.");
  if (!sameText(await s256(input.code_verifier), code.codeChallenge))
    throw invalidGrant("The PKCE code_verifier does not match the code_challenge.");
  if (grant.credentialStamp !== (await currentStamp(db, grant.userId)))
    throw invalidGrant("The account's password changed since consent: authorise again.");
  // Spending it is one conditional write: of two exchanges racing with the right verifier, one wins.
  const [spent] = await db
    .update(apiAuthCodes)
    .set({ usedAt: now })
    .where(and(eq(apiAuthCodes.codeHash, codeHash), isNull(apiAuthCodes.usedAt)))
    .returning({ codeHash: apiAuthCodes.codeHash });
  if (!spent) throw invalidGrant("This authorization code is invalid or has already been used.");
  const { statements, body } = await issuePair(db, grant, now);
  const stored = await issuedForLiveGrant(db, grant.id, () =>
    db.batch([
      ...statements,
      db.delete(apiAuthCodes).where(and(eq(apiAuthCodes.grantId, grant.id), lt(apiAuthCodes.expiresAt, now))),
    ]),
  );
  if (!stored) throw invalidGrant("This application was disconnected: authorise again.");
  return body;
}

async function refresh(
  db: Db,
  input: { refresh_token: string; client_id: string; scope?: string },
  now: Date,
): Promise<TokenBody> {
  const tokenHash = await secretHash(input.refresh_token);
  const old = await db
    .select()
    .from(apiTokens)
    .where(and(eq(apiTokens.tokenHash, tokenHash), inArray(apiTokens.kind, ["refresh", "rotated"])))
    .get();
  // Past the life it was issued with, a token is merely unknown, used or not: the rotated row is
  // kept that long only (and the clean-up's timing must not decide whether a grant survives).
  if (!old || !old.grantId || old.expiresAt.getTime() <= now.getTime())
    throw invalidGrant("This refresh token is invalid, expired or revoked: authorise again.");
  // Reuse of a rotated token (OAuth 2.1 §4.3.1): the token leaked, and either its thief or the
  // rightful client holds the newer pair. Which one cannot be told, so the grant goes with every
  // token it issued, and the user connects the application again.
  if (old.kind === "rotated") throw await revokeReplayedGrant(db, old.grantId);
  const grant = await db.select().from(apiGrants).where(eq(apiGrants.id, old.grantId)).get();
  // Checked before the token is used, so presenting it under another client's id burns nothing.
  if (!grant || grant.clientId !== input.client_id)
    throw invalidGrant("This refresh token was issued to another client.");
  if (grant.credentialStamp !== (await currentStamp(db, grant.userId))) {
    await db.delete(apiGrants).where(eq(apiGrants.id, grant.id));
    throw invalidGrant("The account's password changed: authorise again.");
  }
  // Rotation: the token is marked "rotated" as it is used (one conditional write), so a copy is
  // worth nothing after; the row stays until it would have expired, so a second use is recognised.
  // Two refreshes racing with one token: only one conditional write can win; the loser is a reuse
  // like any other and ends the grant, the winner's new pair included (its insert is refused or
  // cascaded away). The server cannot tell a client's own double refresh from a thief's, and
  // clients refresh one at a time; a benign race costs a re-consent, a theft costs nothing more.
  const [rotated] = await db
    .update(apiTokens)
    .set({ kind: "rotated" })
    .where(and(eq(apiTokens.id, old.id), eq(apiTokens.kind, "refresh")))
    .returning({ id: apiTokens.id });
  if (!rotated) throw await revokeReplayedGrant(db, grant.id);
  // A client may ask for fewer scopes than granted, never more.
  const narrowed = input.scope ? parseScopes(input.scope).filter((s) => parseScopes(grant.scopes).includes(s)) : null;
  const { statements, body } = await issuePair(
    db,
    { ...grant, scopes: narrowed && narrowed.length ? scopeString(narrowed) : grant.scopes },
    now,
  );
  if (!(await issuedForLiveGrant(db, grant.id, () => db.batch([...statements]))))
    throw await revokeReplayedGrant(db, null);
  return body;
}

/**
 * Runs the batch that stores a new pair. The grant can vanish between the checks and this write
 * (the loser of a refresh race revokes it, or the user disconnects the client), and then the
 * tokens' foreign key refuses them: that is an answer (false: the grant is gone), not a 500.
 */
async function issuedForLiveGrant(db: Db, grantId: string, write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (error) {
    const stillThere = await db.select({ id: apiGrants.id }).from(apiGrants).where(eq(apiGrants.id, grantId)).get();
    if (stillThere) throw error;
    return false;
  }
}

/** Ends the grant a replayed refresh token belongs to; the refusal to throw. */
async function revokeReplayedGrant(db: Db, grantId: string | null): Promise<AppError> {
  if (grantId) await db.delete(apiGrants).where(eq(apiGrants.id, grantId));
  return invalidGrant(
    "This refresh token was already used, so this connection has been revoked for safety: authorise again.",
  );
}

/**
 * RFC 7009: a client gives up a token. An access token goes alone; a refresh token takes its whole
 * grant (the connection) with it, and so does a rotated one: deleting only its row would erase the
 * evidence of its reuse and leave the newer pair (perhaps a thief's) working. Unknown tokens are
 * not an error (the spec's 200 either way).
 */
export async function revokeToken(db: Db, token: string, clientId: string | null): Promise<void> {
  if (!token || token.length > 200) return;
  const row = await db
    .select({ id: apiTokens.id, kind: apiTokens.kind, grantId: apiTokens.grantId })
    .from(apiTokens)
    .where(eq(apiTokens.tokenHash, await secretHash(token)))
    .get();
  if (!row || !row.grantId) return;
  const grant = await db
    .select({ clientId: apiGrants.clientId })
    .from(apiGrants)
    .where(eq(apiGrants.id, row.grantId))
    .get();
  if (clientId && grant && grant.clientId !== clientId) return;
  if (row.kind === "refresh" || row.kind === "rotated") await db.delete(apiGrants).where(eq(apiGrants.id, row.grantId));
  else await db.delete(apiTokens).where(eq(apiTokens.id, row.id));
}
