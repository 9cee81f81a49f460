// The one way other code gets a Google access token for a workspace. Refreshes a token that has
// expired or expires within a minute; a grant Google refuses (revoked by the person, expired,
// or sealed with another key) marks the connection revoked, and the account page says Reconnect.
// No token to give is a refusal (an AppError whose words the sync records on the connection);
// Google unreachable is a GoogleTokenError, retried later. Tokens never leave the server and are
// never logged.
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "~/lib/db/client.server";
import { AppError } from "~/lib/errors";
import { forgetGoogleAnalytics } from "~/features/channel-data/index.server";
import { googleConnections } from "./tables";
import { decryptToken, encryptToken } from "./crypto.server";
import { googleSetup } from "./google-config.server";
import { NOT_CONFIGURED_MESSAGE, NOT_CONNECTED_MESSAGE, RECONNECT_MESSAGE } from "./messages";

export type AccessToken = { token: string; channelId: string; includeRevenue: boolean };

/** Google could not be asked (network, 5xx): the grant may be fine, so the caller retries later. */
export class GoogleTokenError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "GoogleTokenError";
  }
}

const REFRESH_MARGIN_MS = 60_000;

const refreshed = z.object({ access_token: z.string().min(1), expires_in: z.number().positive() });

/**
 * A working access token for the workspace's grant. Refuses with an AppError: "unavailable" (Google
 * not configured here), "not-found" (no connection), "unauthenticated" (the grant is revoked, now or
 * before). Throws GoogleTokenError when Google could not be asked.
 */
export async function accessTokenFor(
  env: Env,
  db: Db,
  teamChannelId: string,
  // `fresh`: the stored access token was refused (401), so a new one is asked for whatever its expiry.
  options: { fresh?: boolean } = {},
): Promise<AccessToken> {
  const setup = await googleSetup(env);
  if (!setup) throw new AppError("unavailable", NOT_CONFIGURED_MESSAGE);
  const row = await db.select().from(googleConnections).where(eq(googleConnections.teamChannelId, teamChannelId)).get();
  if (!row) throw new AppError("not-found", NOT_CONNECTED_MESSAGE);
  const revoked = () => new AppError("unauthenticated", RECONNECT_MESSAGE);
  if (row.status === "revoked") throw revoked();
  const granted = { channelId: row.channelId, includeRevenue: row.includeRevenue };

  if (
    !options.fresh &&
    row.accessTokenCiphertext &&
    row.accessTokenExpiresAt &&
    row.accessTokenExpiresAt.getTime() - REFRESH_MARGIN_MS > Date.now()
  ) {
    const token = await decryptToken(setup.key, row.accessTokenCiphertext, "access");
    if (token) return { token, ...granted };
  }

  const markRevoked = async () => {
    await db
      .update(googleConnections)
      .set({ status: "revoked", accessTokenCiphertext: null, accessTokenExpiresAt: null, updatedAt: new Date() })
      .where(eq(googleConnections.teamChannelId, teamChannelId));
    // The grant stopped working: what it brought in goes with it (the creator reconnects to read it again).
    await forgetGoogleAnalytics(db, teamChannelId);
    return revoked();
  };
  const refreshToken = await decryptToken(setup.key, row.refreshTokenCiphertext, "refresh");
  // Sealed with another key (TOKEN_ENCRYPTION_KEY was rotated): unusable, so the person reconnects.
  if (!refreshToken) throw await markRevoked();

  let response: Response;
  try {
    response = await setup.fetch(
      new Request(setup.endpoints.token, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          grant_type: "refresh_token",
          refresh_token: refreshToken,
          client_id: setup.clientId,
          client_secret: setup.clientSecret,
        }),
      }),
    );
  } catch (error) {
    throw new GoogleTokenError(
      `Google's token endpoint could not be reached (${error instanceof Error ? error.name : "unknown"})`,
    );
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = z.object({ error: z.string() }).safeParse(body);
    if (error.success && error.data.error === "invalid_grant") throw await markRevoked();
    throw new GoogleTokenError(
      `Google's token endpoint answered ${response.status}${error.success ? ` ${error.data.error.slice(0, 60)}` : ""}`,
    );
  }
  const parsed = refreshed.safeParse(body);
  if (!parsed.success) throw new GoogleTokenError("Google's token endpoint answered without an access token");
  await db
    .update(googleConnections)
    .set({
      accessTokenCiphertext: await encryptToken(setup.key, parsed.data.access_token, "access"),
      accessTokenExpiresAt: new Date(Date.now() + parsed.data.expires_in * 1000),
      updatedAt: new Date(),
    })
    .where(eq(googleConnections.teamChannelId, teamChannelId));
  return { token: parsed.data.access_token, ...granted };
}
