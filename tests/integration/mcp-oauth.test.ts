// The MCP server's authorisation (docs/api-access.md), driven with fetch as an MCP client drives
// it: discovery, registration, consent on Vidwise's page, PKCE, codes, refresh, revocation. Each
// endpoint: what works, what is refused and why, and the attacks (replay, PKCE mismatch,
// unregistered redirect URI, expired code, a revoked or stale token, another client's code).
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { dailyCleanup } from "~/features/housekeeping/cleanup.server";
import { getDb } from "~/lib/db/client.server";
import { acceptedFormTargets } from "../../workers/middleware";
import {
  atStartOfRateWindow,
  count,
  demoCookie,
  freshIp,
  get,
  pageText,
  postForm,
  request,
  signUp,
  signUpUnverified,
} from "../helpers";
import {
  REDIRECT,
  authorizeUrl,
  codeFor,
  connect,
  consent,
  pkcePair,
  registerClient,
  rpc,
  scopeBoxes,
  tokenRequest,
} from "./mcp-support";

describe("discovery", () => {
  it("refuses /mcp without a token with 401 and where to find the authorisation server", async () => {
    const { response } = await rpc(null, "initialize", {
      protocolVersion: "2025-06-18",
      capabilities: {},
      clientInfo: { name: "t", version: "1" },
    });
    expect(response.status).toBe(401);
    const challenge = response.headers.get("www-authenticate") ?? "";
    expect(challenge).toMatch(/^Bearer /);
    const metadataUrl = /resource_metadata="([^"]+)"/.exec(challenge)?.[1];
    expect(metadataUrl).toBe("http://vidwise.test/.well-known/oauth-protected-resource/mcp");
    const resource = (await (await get(new URL(metadataUrl!).pathname)).json()) as {
      resource: string;
      authorization_servers: string[];
      scopes_supported: string[];
    };
    expect(resource.resource).toBe("http://vidwise.test/mcp");
    expect(resource.scopes_supported).toEqual(["channel", "comments", "market", "forecasts", "revenue"]);
    const server = (await (await get("/.well-known/oauth-authorization-server")).json()) as Record<string, unknown>;
    expect(server).toMatchObject({
      issuer: resource.authorization_servers[0],
      authorization_endpoint: "http://vidwise.test/oauth/authorize",
      token_endpoint: "http://vidwise.test/oauth/token",
      registration_endpoint: "http://vidwise.test/oauth/register",
      code_challenge_methods_supported: ["S256"],
      token_endpoint_auth_methods_supported: ["none"],
    });
  });

  it("answers GET /mcp with 405 (no server-initiated stream) and an invalid token with 401 invalid_token", async () => {
    const response = await get("/mcp");
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
    const { response: bad } = await rpc("vwa_not-a-real-token-at-all-0000000000", "ping");
    expect(bad.status).toBe(401);
    expect(bad.headers.get("www-authenticate")).toContain('error="invalid_token"');
  });
});

describe("POST /oauth/register", () => {
  it("registers a public client with its redirect URIs", async () => {
    const response = await request("POST", "/oauth/register", {
      body: { client_name: "Claude", redirect_uris: [REDIRECT, "https://claude.ai/api/mcp/auth_callback"] },
    });
    expect(response.status).toBe(201);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      client_name: "Claude",
      token_endpoint_auth_method: "none",
      redirect_uris: [REDIRECT, "https://claude.ai/api/mcp/auth_callback"],
    });
    expect(await count("SELECT count(*) AS n FROM api_clients WHERE id = ?", body.client_id)).toBe(1);
  });

  it("refuses redirect URIs that are not https, loopback http or an app scheme, and confidential clients", async () => {
    for (const uri of ["javascript:alert(1)", "http://evil.example/cb", "https://ok.example/cb#frag", "not a url"]) {
      const response = await request("POST", "/oauth/register", { body: { redirect_uris: [uri] } });
      expect(response.status, uri).toBe(400);
      expect(await response.json()).toMatchObject({ error: "invalid_redirect_uri" });
    }
    expect((await request("POST", "/oauth/register", { body: {} })).status).toBe(400);
    const secret = await request("POST", "/oauth/register", {
      body: { redirect_uris: [REDIRECT], token_endpoint_auth_method: "client_secret_basic" },
    });
    expect(secret.status).toBe(400);
    expect(await secret.json()).toMatchObject({ error: "invalid_client_metadata" });
    expect(
      (await request("POST", "/oauth/register", { body: "{not json", contentType: "application/json" })).status,
    ).toBe(400);
  });
});

describe("the consent page (GET/POST /oauth/authorize)", () => {
  it("sends a signed-out visitor to log in and back to the same request", async () => {
    const clientId = await registerClient();
    const path = authorizeUrl({ client_id: clientId, code_challenge: (await pkcePair()).challenge });
    const response = await get(path);
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("location")!, "http://vidwise.test");
    expect(location.pathname).toBe("/login");
    expect(location.searchParams.get("redirectTo")).toBe(path);
  });

  it("shows the client, the requested scopes (revenue unticked) and a form that works without JavaScript", async () => {
    const cookie = await signUp("mcp-consent-page@example.com");
    const clientId = await registerClient([REDIRECT], "Desk Assistant");
    const response = await get(
      authorizeUrl({ client_id: clientId, code_challenge: (await pkcePair()).challenge, scope: "channel revenue" }),
      { cookie },
    );
    expect(response.status).toBe(200);
    // Browsers check form-action against the form's redirect too: the page allows the registered
    // redirect URI's origin, and nothing else beyond 'self'; the internal header is not sent.
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("form-action 'self' http://127.0.0.1:33418;");
    expect(response.headers.get("x-vidwise-form-target")).toBeNull();
    const html = await response.text();
    expect(html).toContain("Desk Assistant");
    expect(html).toMatch(/<form[^>]* method="post"/);
    expect(scopeBoxes(html)).toEqual([
      { scope: "channel", checked: true },
      { scope: "revenue", checked: false },
    ]);
    expect(html).toMatch(/<input type="hidden" name="decision" value="allow"/);
    expect(html).toMatch(/<button[^>]*name="deny"/);
  });

  it("adds only a bare origin or app scheme to a page's form-action, never policy text", () => {
    expect(acceptedFormTargets("https://claude.ai")).toEqual(["https://claude.ai"]);
    expect(acceptedFormTargets("http://[::1]:9")).toEqual(["http://[::1]:9"]);
    expect(acceptedFormTargets("cursor:")).toEqual(["cursor:"]);
    for (const bad of [
      "https://a.example; script-src *",
      "https://a.example/path",
      "javascript:",
      "data:",
      "*",
      "'unsafe-inline'",
      null,
    ])
      expect(acceptedFormTargets(bad), String(bad)).toEqual([]);
  });

  it("never redirects to a URI the client did not register, nor for an unknown client", async () => {
    const cookie = await signUp("mcp-consent-redirect@example.com");
    const clientId = await registerClient();
    const { challenge } = await pkcePair();
    for (const path of [
      authorizeUrl({ client_id: clientId, code_challenge: challenge, redirect_uri: "https://evil.example/steal" }),
      authorizeUrl({ client_id: clientId, code_challenge: challenge, redirect_uri: `${REDIRECT}/extra` }),
      authorizeUrl({ client_id: crypto.randomUUID(), code_challenge: challenge }),
    ]) {
      for (const response of [
        await get(path, { cookie }),
        await postForm(path, { decision: "allow", scope_channel: "yes" }, { cookie }),
      ]) {
        expect(response.status, path).toBe(400);
        expect(response.headers.get("location")).toBeNull();
        expect(await response.text()).toMatch(/not one this application registered|not registered with Vidwise/);
      }
    }
    expect(await count("SELECT count(*) AS n FROM api_auth_codes")).toBe(0);
  });

  it("requires PKCE S256: without it the client gets invalid_request, and no code", async () => {
    const cookie = await signUp("mcp-consent-pkce@example.com");
    const clientId = await registerClient();
    for (const params of [
      { code_challenge: undefined },
      { code_challenge: (await pkcePair()).challenge, code_challenge_method: "plain" },
    ]) {
      const response = await get(authorizeUrl({ client_id: clientId, state: "s1", ...params }), { cookie });
      expect(response.status).toBe(302);
      const location = new URL(response.headers.get("location")!);
      expect(location.origin + location.pathname).toBe(REDIRECT);
      expect(location.searchParams.get("error")).toBe("invalid_request");
      expect(location.searchParams.get("state")).toBe("s1");
      expect(location.searchParams.get("code")).toBeNull();
    }
  });

  it("refuses a token for another resource (RFC 8707) and accepts its own /mcp", async () => {
    const cookie = await signUp("mcp-consent-resource@example.com");
    const clientId = await registerClient();
    const { challenge } = await pkcePair();
    const other = await get(
      authorizeUrl({ client_id: clientId, code_challenge: challenge, resource: "https://other.example/mcp" }),
      { cookie },
    );
    expect(new URL(other.headers.get("location")!).searchParams.get("error")).toBe("invalid_target");
    expect(
      (
        await get(
          authorizeUrl({ client_id: clientId, code_challenge: challenge, resource: "http://vidwise.test/mcp" }),
          { cookie },
        )
      ).status,
    ).toBe(200);
  });

  it("refuses demo accounts and unconfirmed ones (403, no code)", async () => {
    const clientId = await registerClient();
    const { challenge } = await pkcePair();
    const path = authorizeUrl({ client_id: clientId, code_challenge: challenge });
    const demo = await demoCookie();
    const unverified = await signUpUnverified("mcp-consent-unverified@example.com");
    for (const [cookie, words] of [
      [demo, /Demo accounts cannot connect/],
      [unverified, /Confirm your email/],
    ] as const) {
      const page = await get(path, { cookie });
      expect(page.status).toBe(403);
      expect(await page.text()).toMatch(words);
      const post = await postForm(path, { decision: "allow", scope_channel: "yes" }, { cookie });
      expect(post.status).toBe(403);
      expect(post.headers.get("location")).toBeNull();
    }
    expect(await count("SELECT count(*) AS n FROM api_grants")).toBe(0);
  });

  it("sends access_denied back when the user denies, and grants nothing", async () => {
    const cookie = await signUp("mcp-consent-deny@example.com");
    const clientId = await registerClient();
    const response = await consent(
      cookie,
      authorizeUrl({ client_id: clientId, code_challenge: (await pkcePair()).challenge, state: "st" }),
      { decision: "deny" },
    );
    const location = new URL(response.headers.get("location")!);
    expect(location.searchParams.get("error")).toBe("access_denied");
    expect(location.searchParams.get("state")).toBe("st");
    expect(await count("SELECT count(*) AS n FROM api_grants WHERE client_id = ?", clientId)).toBe(0);
  });

  it("asks again when Allow is pressed with every box unticked, and grants nothing", async () => {
    const cookie = await signUp("mcp-consent-none@example.com");
    const clientId = await registerClient();
    const response = await consent(
      cookie,
      authorizeUrl({ client_id: clientId, code_challenge: (await pkcePair()).challenge }),
      { tick: [] },
    );
    expect(response.status).toBe(400);
    expect(response.headers.get("location")).toBeNull();
    expect(await pageText(response)).toContain("Tick at least one kind of data to share, or choose Deny.");
    expect(await count("SELECT count(*) AS n FROM api_grants WHERE client_id = ?", clientId)).toBe(0);
  });

  it("refuses a consent posted from another site", async () => {
    const cookie = await signUp("mcp-consent-csrf@example.com");
    const clientId = await registerClient();
    const path = authorizeUrl({ client_id: clientId, code_challenge: (await pkcePair()).challenge });
    const response = await postForm(
      path,
      { decision: "allow", scope_channel: "yes" },
      { cookie, headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" } },
    );
    expect(response.status).toBe(403);
    expect(await count("SELECT count(*) AS n FROM api_grants WHERE client_id = ?", clientId)).toBe(0);
  });
});

describe("POST /oauth/token", () => {
  it("exchanges a code with the right verifier once; a replay gets nothing", async () => {
    const cookie = await signUp("mcp-token-replay@example.com");
    const clientId = await registerClient();
    const { verifier, challenge } = await pkcePair();
    const code = await codeFor(cookie, clientId, challenge);
    expect(code).toMatch(/^vwc_/);
    const exchange = {
      grant_type: "authorization_code",
      code,
      redirect_uri: REDIRECT,
      client_id: clientId,
      code_verifier: verifier,
    };
    const first = await tokenRequest(exchange);
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("no-store");
    const tokens = (await first.json()) as {
      access_token: string;
      refresh_token: string;
      expires_in: number;
      scope: string;
      token_type: string;
    };
    expect(tokens).toMatchObject({
      token_type: "Bearer",
      expires_in: 3600,
      scope: "channel comments market forecasts",
    });
    expect((await rpc(tokens.access_token, "ping")).response.status).toBe(200);
    // Stored hashed: neither the code nor the tokens appear in D1.
    const dump = JSON.stringify([
      await env.DB.prepare("SELECT * FROM api_tokens").all(),
      await env.DB.prepare("SELECT * FROM api_auth_codes").all(),
    ]);
    for (const secret of [code, tokens.access_token, tokens.refresh_token]) expect(dump).not.toContain(secret);

    const replay = await tokenRequest(exchange);
    expect(replay.status).toBe(400);
    const refused = (await replay.json()) as Record<string, unknown>;
    expect(refused).toMatchObject({ error: "invalid_grant" });
    expect(refused.access_token).toBeUndefined();
    expect(
      await count(
        "SELECT count(*) AS n FROM api_tokens t JOIN users u ON u.id = t.user_id WHERE u.email = ? AND t.kind = 'access'",
        "mcp-token-replay@example.com",
      ),
    ).toBe(1);
    // The rightful client keeps working.
    expect((await rpc(tokens.access_token, "ping")).response.status).toBe(200);
  });

  it("refuses a PKCE mismatch, another client's code, another redirect URI and an expired code", async () => {
    const cookie = await signUp("mcp-token-attacks@example.com");
    const clientId = await registerClient();
    const otherClient = await registerClient();
    const { verifier, challenge } = await pkcePair();
    const cases: [Record<string, string>, RegExp][] = [
      [{ code_verifier: (await pkcePair()).verifier }, /PKCE/],
      [{ client_id: otherClient }, /another client/],
      [{ redirect_uri: "http://127.0.0.1:33418/other" }, /redirect_uri/],
    ];
    for (const [change, message] of cases) {
      const code = await codeFor(cookie, clientId, challenge);
      const response = await tokenRequest({
        grant_type: "authorization_code",
        code,
        redirect_uri: REDIRECT,
        client_id: clientId,
        code_verifier: verifier,
        ...change,
      });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: string; error_description: string; access_token?: string };
      expect(body.error).toBe("invalid_grant");
      expect(body.error_description).toMatch(message);
      expect(body.access_token).toBeUndefined();
    }
    const code = await codeFor(cookie, clientId, challenge);
    await env.DB.prepare("UPDATE api_auth_codes SET expires_at = ? WHERE used_at IS NULL")
      .bind(Date.now() - 1000)
      .run();
    const expired = await tokenRequest({
      grant_type: "authorization_code",
      code,
      redirect_uri: REDIRECT,
      client_id: clientId,
      code_verifier: verifier,
    });
    expect(expired.status).toBe(400);
    expect(((await expired.json()) as { error_description: string }).error_description).toMatch(/expired/);
    expect(
      await count(
        "SELECT count(*) AS n FROM api_tokens t JOIN users u ON u.id = t.user_id WHERE u.email = ?",
        "mcp-token-attacks@example.com",
      ),
    ).toBe(0);
  });

  it("holds one address to 10 token requests a minute (429 with Retry-After)", async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    await atStartOfRateWindow(60, 10);
    for (let i = 0; i < 11; i++)
      statuses.push(
        (
          await request("POST", "/oauth/token", {
            ip,
            body: "grant_type=refresh_token&refresh_token=vwr_x&client_id=y",
            contentType: "application/x-www-form-urlencoded",
          })
        ).status,
      );
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it("answers malformed requests with the OAuth error words", async () => {
    expect(await (await tokenRequest({ grant_type: "password", username: "a", password: "b" })).json()).toMatchObject({
      error: "unsupported_grant_type",
    });
    expect(
      await (
        await tokenRequest({ grant_type: "authorization_code", code: "x", client_id: "y", code_verifier: "short" })
      ).json(),
    ).toMatchObject({ error: "invalid_request" });
    expect(
      await (await tokenRequest({ grant_type: "refresh_token", refresh_token: "vwr_nothing", client_id: "y" })).json(),
    ).toMatchObject({ error: "invalid_grant" });
  });

  it("leaves a code to its rightful client when someone who saw it presents a wrong verifier", async () => {
    const cookie = await signUp("mcp-token-burn@example.com");
    const clientId = await registerClient();
    const { verifier, challenge } = await pkcePair();
    const code = await codeFor(cookie, clientId, challenge);
    const observer = await tokenRequest({
      grant_type: "authorization_code",
      code,
      redirect_uri: REDIRECT,
      client_id: clientId,
      code_verifier: (await pkcePair()).verifier,
    });
    expect(observer.status).toBe(400);
    expect(await observer.json()).toMatchObject({ error: "invalid_grant" });
    const rightful = await tokenRequest({
      grant_type: "authorization_code",
      code,
      redirect_uri: REDIRECT,
      client_id: clientId,
      code_verifier: verifier,
    });
    expect(rightful.status).toBe(200);
    expect(await rightful.json()).toMatchObject({ token_type: "Bearer" });
  });

  it("revokes the grant when a rotated refresh token is used again: every token it issued stops working", async () => {
    const cookie = await signUp("mcp-token-refresh-replay@example.com");
    const first = await connect(cookie);
    const rotated = await tokenRequest({
      grant_type: "refresh_token",
      refresh_token: first.refresh_token,
      client_id: first.clientId,
    });
    const second = (await rotated.json()) as { access_token: string; refresh_token: string };
    expect((await rpc(second.access_token, "ping")).response.status).toBe(200);

    const replay = await tokenRequest({
      grant_type: "refresh_token",
      refresh_token: first.refresh_token,
      client_id: first.clientId,
    });
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ error: "invalid_grant" });
    expect((await rpc(second.access_token, "ping")).response.status).toBe(401);
    expect(
      (
        await tokenRequest({
          grant_type: "refresh_token",
          refresh_token: second.refresh_token,
          client_id: first.clientId,
        })
      ).status,
    ).toBe(400);
    expect(
      await count(
        "SELECT count(*) AS n FROM api_grants g JOIN users u ON u.id = g.user_id WHERE u.email = ?",
        "mcp-token-refresh-replay@example.com",
      ),
    ).toBe(0);
  });

  it("burns nothing when a refresh token is presented under another client's id", async () => {
    const cookie = await signUp("mcp-token-refresh-other@example.com");
    const first = await connect(cookie);
    const stolen = await tokenRequest({
      grant_type: "refresh_token",
      refresh_token: first.refresh_token,
      client_id: await registerClient(),
    });
    expect(stolen.status).toBe(400);
    const own = await tokenRequest({
      grant_type: "refresh_token",
      refresh_token: first.refresh_token,
      client_id: first.clientId,
    });
    expect(own.status).toBe(200);
  });

  it("rotates refresh tokens: the new pair works, the used refresh token never again", async () => {
    const cookie = await signUp("mcp-token-refresh@example.com");
    const first = await connect(cookie);
    const refreshed = await tokenRequest({
      grant_type: "refresh_token",
      refresh_token: first.refresh_token,
      client_id: first.clientId,
    });
    expect(refreshed.status).toBe(200);
    const second = (await refreshed.json()) as { access_token: string; refresh_token: string; scope: string };
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.scope).toBe(first.scope);
    expect((await rpc(second.access_token, "ping")).response.status).toBe(200);
    const again = await tokenRequest({
      grant_type: "refresh_token",
      refresh_token: first.refresh_token,
      client_id: first.clientId,
    });
    expect(again.status).toBe(400);
    // Another client cannot use this client's refresh token.
    const stolen = await tokenRequest({
      grant_type: "refresh_token",
      refresh_token: second.refresh_token,
      client_id: await registerClient(),
    });
    expect(stolen.status).toBe(400);
  });
});

describe("revocation", () => {
  it("POST /oauth/revoke with the refresh token disconnects the client", async () => {
    const cookie = await signUp("mcp-revoke-endpoint@example.com");
    const tokens = await connect(cookie);
    const response = await request("POST", "/oauth/revoke", {
      body: new URLSearchParams({ token: tokens.refresh_token, client_id: tokens.clientId }).toString(),
      contentType: "application/x-www-form-urlencoded",
    });
    expect(response.status).toBe(200);
    expect((await rpc(tokens.access_token, "ping")).response.status).toBe(401);
    expect(
      (
        await tokenRequest({
          grant_type: "refresh_token",
          refresh_token: tokens.refresh_token,
          client_id: tokens.clientId,
        })
      ).status,
    ).toBe(400);
  });

  it("Account Settings lists the connected client and disconnects it", async () => {
    const cookie = await signUp("mcp-revoke-settings@example.com");
    const tokens = await connect(cookie);
    await rpc(tokens.access_token, "ping");
    const page = await (await get("/account", { cookie })).text();
    expect(page).toContain("Connected applications");
    expect(page).toContain("Test assistant");
    const grantId = /name="intent" value="api-client-revoke"\/><input type="hidden" name="id" value="([^"]+)"/.exec(
      page,
    )?.[1];
    expect(grantId).toBeTruthy();
    // Another account cannot disconnect it.
    const other = await signUp("mcp-revoke-settings-other@example.com");
    const foreign = await postForm("/account", { intent: "api-client-revoke", id: grantId! }, { cookie: other });
    expect(foreign.status).toBe(404);
    expect((await rpc(tokens.access_token, "ping")).response.status).toBe(200);
    const response = await postForm("/account", { intent: "api-client-revoke", id: grantId! }, { cookie });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Application disconnected");
    expect((await rpc(tokens.access_token, "ping")).response.status).toBe(401);
    expect(
      (
        await tokenRequest({
          grant_type: "refresh_token",
          refresh_token: tokens.refresh_token,
          client_id: tokens.clientId,
        })
      ).status,
    ).toBe(400);
  });

  it("a password change revokes every client's access and refresh tokens", async () => {
    const password = "correct horse battery";
    const cookie = await signUp("mcp-revoke-password@example.com", password);
    const tokens = await connect(cookie);
    const changed = await postForm(
      "/account",
      {
        intent: "password",
        currentPassword: password,
        newPassword: "a brand new password 2",
        confirmPassword: "a brand new password 2",
      },
      { cookie },
    );
    expect(changed.status).toBe(200);
    expect((await rpc(tokens.access_token, "ping")).response.status).toBe(401);
    expect(
      (
        await tokenRequest({
          grant_type: "refresh_token",
          refresh_token: tokens.refresh_token,
          client_id: tokens.clientId,
        })
      ).status,
    ).toBe(400);
    expect(await (await get("/account", { cookie })).text()).not.toContain("Test assistant");
  });

  it("deleting the account deletes its grants and tokens", async () => {
    const password = "correct horse battery";
    const email = "mcp-revoke-delete@example.com";
    const cookie = await signUp(email, password, { plan: null });
    const userId = (await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(email).first<{ id: string }>())!
      .id;
    const tokens = await connect(cookie);
    const deleted = await postForm("/account", { intent: "delete-account", password }, { cookie });
    expect(deleted.status).toBe(302);
    expect((await rpc(tokens.access_token, "ping")).response.status).toBe(401);
    expect(await count("SELECT count(*) AS n FROM api_tokens WHERE user_id = ?", userId)).toBe(0);
    expect(await count("SELECT count(*) AS n FROM api_grants WHERE user_id = ?", userId)).toBe(0);
  });
});

describe("the daily clean-up", () => {
  it("removes expired codes and tokens and clients never connected in a week, and keeps live ones", async () => {
    const cookie = await signUp("mcp-cleanup@example.com");
    const live = await connect(cookie);
    const expiring = await connect(cookie);
    const abandoned = await registerClient();
    const weekAgo = Date.now() - 8 * 86_400_000;
    await env.DB.prepare("UPDATE api_clients SET created_at = ? WHERE id IN (?, ?)")
      .bind(weekAgo, abandoned, live.clientId)
      .run();
    await env.DB.prepare(
      "UPDATE api_tokens SET expires_at = ? WHERE grant_id = (SELECT id FROM api_grants WHERE client_id = ?)",
    )
      .bind(Date.now() - 1000, expiring.clientId)
      .run();
    const counts = await dailyCleanup(getDb(env));
    expect(counts.apiAccess).toBeGreaterThanOrEqual(3);
    expect(await count("SELECT count(*) AS n FROM api_clients WHERE id = ?", abandoned)).toBe(0);
    // A client with a grant stays, however old; its live tokens work.
    expect(await count("SELECT count(*) AS n FROM api_clients WHERE id = ?", live.clientId)).toBe(1);
    expect((await rpc(live.access_token, "ping")).response.status).toBe(200);
    expect(
      await count(
        "SELECT count(*) AS n FROM api_tokens WHERE grant_id = (SELECT id FROM api_grants WHERE client_id = ?)",
        expiring.clientId,
      ),
    ).toBe(0);
  });
});
