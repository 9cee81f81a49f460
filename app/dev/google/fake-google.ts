// An offline stand-in for Google's OAuth 2.0 server (authorize, token, revoke) and for the one
// YouTube Data API call the connection makes with the user's token (channels.list mine=true).
// Development and tests only: production never imports it (app/dev, docs/decisions/010-dev-fakes.md); the
// built Worker reaches the same fake served by a local process (scripts/fake-google-server.ts).
//
// It checks what Google checks and answers with Google's error bodies:
// - authorize needs response_type=code, a client_id, a redirect_uri, a state and an S256
//   code_challenge; it consents at once (no screen) and redirects back with a one-use code.
// - token (authorization_code) needs the same client and redirect_uri and a code_verifier whose
//   SHA-256 matches the challenge, else 400 invalid_grant; (refresh_token) a refresh token it
//   issued and that was not revoked, else 400 invalid_grant "Token has been expired or revoked.".
// - revoke forgets a refresh token (with its access tokens) or an access token.
// Where it must decide what a person would: the test parameters `fake_consent=deny` (the person
// clicks Cancel: error=access_denied) and `fake_channel=<id>` (the person picks that channel;
// default: the first channel it was given) on the authorize URL, and `fake_scope=<scopes>` (the
// person unticks some scopes: only those are granted).

export { FAKE_GOOGLE_ORIGIN } from "../origins";

export type FakeGoogleChannel = { id: string; title: string; handle: string | null };

const ACCESS_TOKEN_SECONDS = 3599;

type Grant = { clientId: string; channelId: string; scopes: string };
type PendingCode = Grant & { redirectUri: string; challenge: string; expiresAt: number };

function randomText(bytes = 24): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(bytes)));
}

function base64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary)
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/(?<!=)=+$/, "");
}

async function s256(verifier: string): Promise<string> {
  return base64Url(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier))));
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json; charset=utf-8" } });
}

const oauthError = (error: string, description: string, status = 400) =>
  json({ error, error_description: description }, status);

export function createFakeGoogle(channels: readonly FakeGoogleChannel[], now: () => number = Date.now) {
  const codes = new Map<string, PendingCode>();
  const refreshTokens = new Map<string, Grant>();
  const accessTokens = new Map<string, Grant & { refreshToken: string; expiresAt: number }>();

  function authorize(url: URL): Response {
    const p = url.searchParams;
    const redirectUri = p.get("redirect_uri");
    const clientId = p.get("client_id");
    if (!clientId || !redirectUri)
      return new Response("Error 400: invalid_request (client_id and redirect_uri are required)", { status: 400 });
    const back = new URL(redirectUri);
    const state = p.get("state");
    if (state) back.searchParams.set("state", state);
    const fail = (error: string) => {
      back.searchParams.set("error", error);
      return Response.redirect(back.toString(), 302);
    };
    if (p.get("response_type") !== "code" || !p.get("scope")) return fail("invalid_request");
    if (p.get("code_challenge_method") !== "S256" || !p.get("code_challenge")) return fail("invalid_request");
    if (p.get("fake_consent") === "deny") return fail("access_denied");
    const channelId = p.get("fake_channel") ?? channels[0]?.id;
    if (!channelId || !channels.some((c) => c.id === channelId)) return fail("access_denied");
    const requested = p.get("scope")!.split(" ").filter(Boolean);
    const scopes =
      p
        .get("fake_scope")
        ?.split(" ")
        .filter((s) => requested.includes(s)) ?? requested;
    const code = `4/fake-code-${randomText()}`;
    codes.set(code, {
      clientId,
      redirectUri,
      channelId,
      scopes: scopes.join(" "),
      challenge: p.get("code_challenge")!,
      expiresAt: now() + 10 * 60_000,
    });
    back.searchParams.set("code", code);
    back.searchParams.set("scope", scopes.join(" "));
    return Response.redirect(back.toString(), 302);
  }

  function issueAccess(grant: Grant, refreshToken: string) {
    const token = `ya29.fake-access-${randomText()}`;
    accessTokens.set(token, { ...grant, refreshToken, expiresAt: now() + ACCESS_TOKEN_SECONDS * 1000 });
    return token;
  }

  async function token(form: URLSearchParams): Promise<Response> {
    const clientId = form.get("client_id");
    if (!clientId || !form.get("client_secret"))
      return oauthError("invalid_client", "The OAuth client was not found.", 401);
    const grantType = form.get("grant_type");
    if (grantType === "authorization_code") {
      const code = form.get("code") ?? "";
      const pending = codes.get(code);
      codes.delete(code); // one use, whatever happens next
      if (!pending || pending.expiresAt < now() || pending.clientId !== clientId)
        return oauthError("invalid_grant", "Malformed auth code.");
      if (pending.redirectUri !== form.get("redirect_uri")) return oauthError("redirect_uri_mismatch", "Bad Request");
      const verifier = form.get("code_verifier");
      if (!verifier || (await s256(verifier)) !== pending.challenge)
        return oauthError("invalid_grant", "Invalid code verifier.");
      const grant: Grant = { clientId, channelId: pending.channelId, scopes: pending.scopes };
      const refreshToken = `1//fake-refresh-${randomText()}`;
      refreshTokens.set(refreshToken, grant);
      return json({
        access_token: issueAccess(grant, refreshToken),
        expires_in: ACCESS_TOKEN_SECONDS,
        refresh_token: refreshToken,
        scope: grant.scopes,
        token_type: "Bearer",
      });
    }
    if (grantType === "refresh_token") {
      const refreshToken = form.get("refresh_token") ?? "";
      const grant = refreshTokens.get(refreshToken);
      if (!grant || grant.clientId !== clientId)
        return oauthError("invalid_grant", "Token has been expired or revoked.");
      return json({
        access_token: issueAccess(grant, refreshToken),
        expires_in: ACCESS_TOKEN_SECONDS,
        scope: grant.scopes,
        token_type: "Bearer",
      });
    }
    return oauthError("unsupported_grant_type", "Invalid grant_type.");
  }

  function revoke(form: URLSearchParams): Response {
    const value = form.get("token") ?? "";
    if (refreshTokens.delete(value)) {
      for (const [access, grant] of accessTokens) if (grant.refreshToken === value) accessTokens.delete(access);
      return json({});
    }
    if (accessTokens.delete(value)) return json({});
    return oauthError("invalid_token", "Token expired or revoked");
  }

  function channelsMine(request: Request, url: URL): Response {
    const bearer = /^Bearer (.+)$/.exec(request.headers.get("authorization") ?? "")?.[1];
    const grant = bearer ? accessTokens.get(bearer) : undefined;
    if (!grant || grant.expiresAt < now()) {
      return json(
        { error: { code: 401, message: "Request had invalid authentication credentials.", status: "UNAUTHENTICATED" } },
        401,
      );
    }
    if (url.searchParams.get("mine") !== "true") {
      return json(
        { error: { code: 400, message: "No filter selected.", errors: [{ reason: "missingRequiredParameter" }] } },
        400,
      );
    }
    const channel = channels.find((c) => c.id === grant.channelId);
    const items = channel
      ? [
          {
            kind: "youtube#channel",
            etag: `fake-${channel.id}`,
            id: channel.id,
            snippet: { title: channel.title, customUrl: channel.handle ? `@${channel.handle}` : undefined },
          },
        ]
      : [];
    return json({
      kind: "youtube#channelListResponse",
      etag: "fake",
      pageInfo: { totalResults: items.length, resultsPerPage: 5 },
      items,
    });
  }

  return async function fakeGoogle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname;
    if (request.method === "GET" && path.endsWith("/o/oauth2/v2/auth")) return authorize(url);
    if (request.method === "GET" && path.endsWith("/youtube/v3/channels")) return channelsMine(request, url);
    if (request.method === "POST" && (path.endsWith("/token") || path.endsWith("/revoke"))) {
      // Google takes form bodies (revoke also takes ?token=).
      const form = new URLSearchParams(new TextDecoder().decode(await request.arrayBuffer()));
      if (path.endsWith("/revoke") && !form.has("token") && url.searchParams.has("token"))
        form.set("token", url.searchParams.get("token")!);
      return path.endsWith("/token") ? token(form) : revoke(form);
    }
    return json({ error: { code: 404, message: "Not found" } }, 404);
  };
}
