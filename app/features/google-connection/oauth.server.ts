// Connect with Google: the authorization-code flow with PKCE (RFC 7636, S256) and a state bound
// to the session. The state and the verifier live in D1 (oauth_states: the state's SHA-256, the
// verifier sealed with TOKEN_ENCRYPTION_KEY) for 10 minutes and are spent on first use; a failed
// callback stores nothing. Tokens are never returned, rendered or logged.
import { and, eq, lt } from "drizzle-orm";
import { z } from "zod";
import { mustConfirmEmail, VERIFY_REQUIRED } from "~/features/auth/index.server";
import {
  claimRowChannel,
  ownChannelOf,
  startChannelSync,
  youtubeClientFor,
} from "~/features/channel-data/index.server";
import type { SessionUser } from "~/lib/auth/session.server";
import type { Db } from "~/lib/db/client.server";
import { googleConnections, oauthStates } from "./tables";
import { decryptToken, encryptToken } from "./crypto.server";
import { startGoogleBackfill } from "./analytics/backfill.server";
import { queueReachRead } from "./reach/reach-sync.server";
import { type GoogleSetup, googleSetup } from "./google-config.server";
import { GOOGLE_MESSAGES, GOOGLE_SCOPES, wrongChannelMessage } from "./messages";
import { revokeAtGoogle } from "./revoke.server";
import { AppError } from "~/lib/errors";
import { log } from "~/lib/log.server";

const STATE_TTL_MS = 10 * 60_000;

export const CALLBACK_PATH = "/google/callback";

function base64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary)
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/(?<!=)=+$/, "");
}

async function sha256(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
}

const hex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");

export function requestedScopes(includeRevenue: boolean, allowChanges = false): string[] {
  return [
    GOOGLE_SCOPES.youtube,
    GOOGLE_SCOPES.analytics,
    ...(includeRevenue ? [GOOGLE_SCOPES.revenue] : []),
    // The write scope only with the person's consent to changes.
    ...(allowChanges ? [GOOGLE_SCOPES.changes] : []),
  ];
}

/**
 * Starts the flow: the URL to send the browser to (Google's consent screen, or straight back from
 * the in-process fake). A refusal (demo, unconfirmed, not configured) is thrown as an AppError.
 */
export async function startGoogleConnect(
  env: Env,
  db: Db,
  user: SessionUser,
  options: { includeRevenue: boolean; allowChanges?: boolean; origin: string },
): Promise<string> {
  if (user.isDemo) throw new AppError("forbidden", GOOGLE_MESSAGES.demo);
  // Connecting syncs the authorised channel, which spends the YouTube allowance everyone shares.
  if (mustConfirmEmail(user)) throw new AppError("forbidden", VERIFY_REQUIRED);
  const setup = await googleSetup(env);
  if (!setup) throw new AppError("unavailable", GOOGLE_MESSAGES.notConfigured);

  const state = base64Url(crypto.getRandomValues(new Uint8Array(32)));
  // 32 random bytes → a 43-character verifier, within RFC 7636's 43..128.
  const verifier = base64Url(crypto.getRandomValues(new Uint8Array(32)));
  const challenge = base64Url(await sha256(verifier));
  const now = Date.now();
  await db.batch([
    // Abandoned attempts of anyone expire here rather than in a job.
    db.delete(oauthStates).where(lt(oauthStates.expiresAt, new Date(now))),
    db.insert(oauthStates).values({
      stateHash: hex(await sha256(state)),
      sessionId: user.sessionId,
      codeVerifierCiphertext: await encryptToken(setup.key, verifier, "pkce"),
      includeRevenue: options.includeRevenue,
      allowChanges: options.allowChanges ?? false,
      expiresAt: new Date(now + STATE_TTL_MS),
    }),
  ]);

  const url = new URL(setup.endpoints.authorize);
  const params: Record<string, string> = {
    client_id: setup.clientId,
    redirect_uri: options.origin + CALLBACK_PATH,
    response_type: "code",
    scope: requestedScopes(options.includeRevenue, options.allowChanges).join(" "),
    access_type: "offline",
    // Always show consent, so Google always returns a refresh token (also on a reconnect).
    prompt: "consent",
    // Not "true": a reconnect without consent to changes must not carry an earlier write grant along.
    include_granted_scopes: "false",
    state,
    code_challenge: challenge,
    code_challenge_method: "S256",
  };
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  if (setup.inProcessFake) {
    // The browser cannot open http://google.fake: ask the fake here; it consents and redirects back.
    const answer = await setup.fetch(new Request(url));
    const location = answer.headers.get("location");
    if (!location) throw new AppError("unavailable", GOOGLE_MESSAGES.googleError, { status: 502 });
    return location;
  }
  return url.toString();
}

const tokenAnswer = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().positive(),
  refresh_token: z.string().min(1).optional(),
  scope: z.string().default(""),
});

const channelsAnswer = z.object({
  items: z.array(z.object({ id: z.string().min(1), snippet: z.object({ title: z.string() }).optional() })).default([]),
});

const callbackParams = z.object({
  state: z.string().min(1).max(200),
  code: z.string().min(1).max(2000).optional(),
  error: z.string().max(200).optional(),
});

type Tokens = z.infer<typeof tokenAnswer>;

async function exchangeCode(
  setup: GoogleSetup,
  code: string,
  verifier: string,
  redirectUri: string,
): Promise<Tokens | null> {
  const response = await setup.fetch(
    new Request(setup.endpoints.token, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "authorization_code",
        code,
        code_verifier: verifier,
        client_id: setup.clientId,
        client_secret: setup.clientSecret,
        redirect_uri: redirectUri,
      }),
    }),
  );
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    // Google's error code only (invalid_grant, redirect_uri_mismatch...): the body has no secrets, the request does.
    const error = z.object({ error: z.string().max(60) }).safeParse(body);
    log.warn("google-code-exchange-failed", {
      status: response.status,
      error: error.success ? error.data.error : null,
    });
    return null;
  }
  const parsed = tokenAnswer.safeParse(body);
  return parsed.success ? parsed.data : null;
}

async function authorisedChannel(
  setup: GoogleSetup,
  accessToken: string,
): Promise<{ id: string; title: string } | null> {
  const url = new URL(setup.endpoints.channels);
  url.searchParams.set("part", "snippet");
  url.searchParams.set("mine", "true");
  const response = await setup.fetch(new Request(url, { headers: { authorization: `Bearer ${accessToken}` } }));
  if (!response.ok) throw new Error(`channels.list mine=true answered ${response.status}`);
  const parsed = channelsAnswer.safeParse(await response.json());
  const item = parsed.success ? parsed.data.items[0] : undefined;
  return item ? { id: item.id, title: item.snippet?.title ?? item.id } : null;
}

/**
 * Google's redirect back: checks everything before storing anything, and throws an AppError with
 * the page's words for any refusal.
 */
export async function completeGoogleConnect(
  env: Env,
  db: Db,
  user: SessionUser,
  url: URL,
): Promise<{ changesAllowed: boolean; changesAsked: boolean }> {
  if (user.isDemo) throw new AppError("forbidden", GOOGLE_MESSAGES.demo);
  if (mustConfirmEmail(user)) throw new AppError("forbidden", VERIFY_REQUIRED);
  const setup = await googleSetup(env);
  if (!setup) throw new AppError("unavailable", GOOGLE_MESSAGES.notConfigured);
  const params = callbackParams.safeParse(Object.fromEntries(url.searchParams));
  if (!params.success) throw new AppError("invalid-input", GOOGLE_MESSAGES.stateMismatch);

  // The state must be one this very session started, within 10 minutes; it is spent now, whatever follows.
  const stateHash = hex(await sha256(params.data.state));
  const [pending] = await db
    .delete(oauthStates)
    .where(and(eq(oauthStates.stateHash, stateHash), eq(oauthStates.sessionId, user.sessionId)))
    .returning();
  if (!pending || pending.expiresAt.getTime() < Date.now())
    throw new AppError("invalid-input", GOOGLE_MESSAGES.stateMismatch);

  if (params.data.error)
    throw new AppError(
      "invalid-input",
      params.data.error === "access_denied" ? GOOGLE_MESSAGES.declined : GOOGLE_MESSAGES.googleError,
    );
  if (!params.data.code) throw new AppError("invalid-input", GOOGLE_MESSAGES.googleError);
  const verifier = await decryptToken(setup.key, pending.codeVerifierCiphertext, "pkce");
  if (!verifier) throw new AppError("invalid-input", GOOGLE_MESSAGES.stateMismatch);

  let tokens: Tokens | null;
  try {
    tokens = await exchangeCode(setup, params.data.code, verifier, url.origin + CALLBACK_PATH);
  } catch (error) {
    log.warn("google-code-exchange-failed", { error: error instanceof Error ? error.name : "unknown" });
    throw new AppError("unavailable", GOOGLE_MESSAGES.unavailable, { status: 502 });
  }
  if (!tokens) throw new AppError("invalid-input", GOOGLE_MESSAGES.tokenFailed);
  // From here on, any refusal hands the grant back to Google, so nothing lingers on either side.
  const giveBack = () => revokeAtGoogle(setup, tokens.refresh_token ?? tokens.access_token);
  const refreshToken = tokens.refresh_token;
  if (!refreshToken) {
    await giveBack();
    throw new AppError("invalid-input", GOOGLE_MESSAGES.tokenFailed);
  }

  const granted = new Set(tokens.scope.split(" ").filter(Boolean));
  if (!granted.has(GOOGLE_SCOPES.youtube) || !granted.has(GOOGLE_SCOPES.analytics)) {
    await giveBack();
    throw new AppError("invalid-input", GOOGLE_MESSAGES.missingScopes);
  }

  let channel: { id: string; title: string } | null;
  try {
    channel = await authorisedChannel(setup, tokens.access_token);
  } catch (error) {
    log.warn("google-channel-lookup-failed", { error });
    await giveBack();
    throw new AppError("unavailable", GOOGLE_MESSAGES.unavailable, { status: 502 });
  }
  if (!channel) {
    await giveBack();
    throw new AppError("invalid-input", GOOGLE_MESSAGES.noChannel);
  }

  const own = await ownChannelOf(db, user.teamChannelId);
  if (own && own.id !== channel.id) {
    await giveBack();
    throw new AppError("conflict", wrongChannelMessage(channel.title, own.title));
  }
  if (!own) {
    // The authorised channel becomes the workspace's own, through the same claim and sync as
    // "Connect channel": it takes one of the plan's channels, or is refused like any other.
    const claim = await claimRowChannel(
      db,
      { team: user.teamId, teamChannelId: user.teamChannelId, youtubeId: channel.id },
      { already: GOOGLE_MESSAGES.channelTaken, limit: GOOGLE_MESSAGES.channelTaken },
    ).catch(async (refusal: unknown) => {
      await giveBack();
      throw refusal;
    });
    try {
      await startChannelSync(
        {
          db,
          source: youtubeClientFor(env, db, user.teamChannelId, { feature: "channel-start" }),
          queue: env.SYNC_QUEUE,
        },
        { teamChannelId: user.teamChannelId, input: { kind: "id", id: channel.id }, role: "own" },
      );
    } catch (error) {
      log.warn("google-channel-sync-failed", { error });
      await claim.release();
      await giveBack();
      throw new AppError("unavailable", GOOGLE_MESSAGES.channelFailed, { status: 502 });
    }
  }

  const previous = await db
    .select({ refresh: googleConnections.refreshTokenCiphertext })
    .from(googleConnections)
    .where(eq(googleConnections.teamChannelId, user.teamChannelId))
    .get();
  const now = new Date();
  const changesAllowed = pending.allowChanges && granted.has(GOOGLE_SCOPES.changes);
  const sealed = {
    userId: user.id,
    channelId: channel.id,
    scopes: [...granted].join(" "),
    includeRevenue: pending.includeRevenue && granted.has(GOOGLE_SCOPES.revenue),
    // What Google granted decides, not only what was asked: the person may untick the box there.
    changesAllowed,
    refreshTokenCiphertext: await encryptToken(setup.key, refreshToken, "refresh"),
    accessTokenCiphertext: await encryptToken(setup.key, tokens.access_token, "access"),
    accessTokenExpiresAt: new Date(now.getTime() + tokens.expires_in * 1000),
    status: "active" as const,
    syncState: "queued" as const,
    syncError: null,
    updatedAt: now,
  };
  // A reconnect keeps the sync progress and the days already synced, so the import resumes.
  await db
    .insert(googleConnections)
    .values({ teamChannelId: user.teamChannelId, ...sealed, syncProgress: {}, connectedAt: now })
    .onConflictDoUpdate({ target: googleConnections.teamChannelId, set: { ...sealed, connectedAt: now } });
  if (previous) {
    // The grant this one replaces (a reconnect) is handed back; it is usually dead already.
    const old = await decryptToken(setup.key, previous.refresh, "refresh");
    if (old && old !== refreshToken) {
      await revokeAtGoogle(setup, old);
      // Google may end the access tokens of the person's grant with it: the first use refreshes.
      await db
        .update(googleConnections)
        .set({ accessTokenCiphertext: null, accessTokenExpiresAt: null })
        .where(eq(googleConnections.teamChannelId, user.teamChannelId));
    }
  }
  try {
    // The three-year Analytics import (or its resumption on a reconnect), as queue steps.
    await startGoogleBackfill(env, db, user.teamChannelId);
  } catch (error) {
    // The grant is stored and good; the daily sync picks the import up if queueing failed now.
    log.warn("google-backfill-not-queued", { error });
  }
  // The reach report's job (impressions and CTR from the Reporting API) is made and read beside it.
  await queueReachRead(env.SYNC_QUEUE, user.teamChannelId);
  return { changesAllowed, changesAsked: pending.allowChanges };
}
