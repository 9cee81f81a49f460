// Personal API tokens (docs/api-access.md): created in Account Settings (named, scoped, shown once,
// stored hashed), accepted as `Authorization: Bearer` on /api's read and analysis endpoints with the same user,
// plan and limits as the session; last-used time, revocation, scopes, demo and password rules.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import {
  atStartOfRateWindow,
  count,
  demoCookie,
  get,
  pageText,
  postForm,
  request,
  signUp,
  signUpUnverified,
} from "../helpers";
import { seedSampleTemplate } from "../sample";
import { giveSampleData } from "./mcp-support";

beforeAll(async () => {
  await seedSampleTemplate();
}, 60_000);

const TOKEN = /vwp_[A-Za-z0-9_-]{43}/;

async function createToken(cookie: string, fields: Record<string, string | string[]> = {}) {
  const body = new URLSearchParams({ intent: "api-token-create", name: "weekly report", days: "90" });
  const scopes = fields.scope ?? ["channel", "comments", "market", "forecasts"];
  for (const [key, value] of Object.entries(fields)) if (key !== "scope") body.set(key, String(value));
  for (const scope of Array.isArray(scopes) ? scopes : [scopes]) body.append("scope", scope);
  const response = await postForm("/account", Object.fromEntries(body) as Record<string, string>, { cookie });
  return response;
}

/** postForm takes a flat record; repeated `scope` fields need the raw body. */
async function createTokenRaw(cookie: string, scopes: string[], name = "weekly report") {
  const body = new URLSearchParams({ intent: "api-token-create", name, days: "90" });
  for (const scope of scopes) body.append("scope", scope);
  return request("POST", "/account", {
    body: body.toString(),
    contentType: "application/x-www-form-urlencoded",
    cookie,
  });
}

const api = (path: string, token: string, method = "GET") =>
  request(method, path, { headers: { authorization: `Bearer ${token}` } });

describe("creating a personal token in Account Settings", () => {
  it("shows the token once, stores only its hash, and lists it by name with its scopes", async () => {
    const cookie = await signUp("tokens-create@example.com");
    const response = await createTokenRaw(cookie, ["channel", "market"]);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("shown only once");
    const token = TOKEN.exec(html)?.[0];
    expect(token).toBeTruthy();
    expect(JSON.stringify(await env.DB.prepare("SELECT * FROM api_tokens").all())).not.toContain(token!);
    const page = await pageText(await get("/account", { cookie }));
    expect(page).not.toContain(token!);
    expect(page).toContain("weekly report");
    // Dates in words in the viewer's locale (en-US without an Accept-Language), never raw ISO.
    expect(page).toMatch(
      /channel, market · created [A-Z][a-z]{2} \d{1,2}, 20\d\d · expires [A-Z][a-z]{2} \d{1,2}, 20\d\d/,
    );
    expect(page).toMatch(/last used never/);
  });

  it("refuses a missing name, no scope, an odd lifetime, demo and unconfirmed accounts", async () => {
    const cookie = await signUp("tokens-refusals@example.com");
    expect(await (await createTokenRaw(cookie, ["channel"], "")).text()).toContain("Name the token");
    expect(await (await createTokenRaw(cookie, [])).text()).toContain("Tick at least one");
    expect((await createToken(cookie, { days: "7", scope: "channel" })).status).toBe(400);
    const demo = await demoCookie();
    const demoAttempt = await createTokenRaw(demo, ["channel"]);
    expect(demoAttempt.status).toBe(403);
    expect(await demoAttempt.text()).toContain("Demo accounts cannot create API tokens");
    const unverified = await createTokenRaw(await signUpUnverified("tokens-unverified@example.com"), ["channel"]);
    expect(unverified.status).toBe(403);
    expect(
      await count(
        "SELECT count(*) AS n FROM api_tokens t JOIN users u ON u.id = t.user_id WHERE u.email IN ('tokens-refusals@example.com', 'tokens-unverified@example.com') OR u.is_demo = 1",
      ),
    ).toBe(0);
  });
});

describe("a personal token on /api", () => {
  it("reads the same data as the session, records its last use, and stays inside its scopes", async () => {
    const email = "tokens-use@example.com";
    const cookie = await signUp(email);
    await giveSampleData(email);
    const token = TOKEN.exec(await (await createTokenRaw(cookie, ["channel", "market"])).text())![0];
    const withToken = await api("/api/dashboard", token);
    expect(withToken.status).toBe(200);
    const withCookie = await get("/api/dashboard", { cookie });
    const [a, b] = [
      (await withToken.json()) as Record<string, unknown>,
      (await withCookie.json()) as Record<string, unknown>,
    ];
    expect(a.kpis).toEqual(b.kpis);
    expect(a.channel).toEqual(b.channel);
    expect(
      await count(
        "SELECT count(*) AS n FROM api_tokens t JOIN users u ON u.id = t.user_id WHERE u.email = ? AND t.last_used_at IS NOT NULL",
        email,
      ),
    ).toBe(1);

    const revenue = await api("/api/rpm", token);
    expect(revenue.status).toBe(403);
    expect(await revenue.json()).toMatchObject({
      success: false,
      error: 'This token was not granted the "revenue" scope.',
    });
    expect(revenue.headers.get("www-authenticate")).toContain("insufficient_scope");
    // The assistant's chat reads every family at once: it needs a session.
    const ask = await request("POST", "/api/ask", {
      body: { message: "How is my channel doing?" },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(ask.status).toBe(403);
    expect(await ask.json()).toMatchObject({
      error: "This endpoint does not accept API tokens: it needs a signed-in session.",
    });
  });

  it("runs an analysis of sent data under its scope, metered by the account's plan as in the app", async () => {
    const cookie = await signUp("tokens-analyze@example.com", undefined, { plan: null });
    const commentsToken = TOKEN.exec(await (await createTokenRaw(cookie, ["comments"])).text())![0];
    const channelToken = TOKEN.exec(await (await createTokenRaw(cookie, ["channel"], "channel only")).text())![0];
    const body = { comments: [{ id: "c1", text: "This was the clearest explanation I have seen, thank you!" }] };
    const bearer = (token: string) => ({ body, headers: { authorization: `Bearer ${token}` } });

    const outOfScope = await request("POST", "/api/comments/analyze", bearer(channelToken));
    expect(outOfScope.status).toBe(403);
    expect(await outOfScope.json()).toMatchObject({ error: 'This token was not granted the "comments" scope.' });

    const first = await request("POST", "/api/comments/analyze", bearer(commentsToken));
    expect(first.status).toBe(200);
    const scored = (await first.json()) as { comments: { id: string; sentiment: { label: string } }[] };
    expect(scored.comments.map((c) => [c.id, c.sentiment.label])).toEqual([["c1", "positive"]]);
    // A free account has one analysis: the token spent it, so the next one is refused (402), as in the app.
    const second = await request("POST", "/api/comments/analyze", bearer(commentsToken));
    expect(second.status).toBe(402);
  });

  it("is refused when unknown or revoked, with 401 and WWW-Authenticate", async () => {
    const cookie = await signUp("tokens-revoke@example.com");
    const token = TOKEN.exec(await (await createTokenRaw(cookie, ["channel"])).text())![0];
    expect((await api("/api/dashboard", token)).status).toBe(200);
    const unknown = await api("/api/dashboard", "vwp_" + "x".repeat(43));
    expect(unknown.status).toBe(401);
    expect(unknown.headers.get("www-authenticate")).toMatch(/^Bearer .*error="invalid_token"/);
    const id = /name="intent" value="api-token-revoke"\/><input type="hidden" name="id" value="([^"]+)"/.exec(
      await (await get("/account", { cookie })).text(),
    )![1]!;
    // Another account cannot revoke it.
    const stranger = await signUp("tokens-revoke-stranger@example.com");
    expect((await postForm("/account", { intent: "api-token-revoke", id }, { cookie: stranger })).status).toBe(404);
    expect((await api("/api/dashboard", token)).status).toBe(200);
    const revoked = await postForm("/account", { intent: "api-token-revoke", id }, { cookie });
    expect(revoked.status).toBe(200);
    expect((await api("/api/dashboard", token)).status).toBe(401);
  });

  it("reads only its own account's data", async () => {
    const owner = "tokens-owner@example.com";
    const ownerCookie = await signUp(owner);
    await giveSampleData(owner);
    const strangerToken = TOKEN.exec(
      await (await createTokenRaw(await signUp("tokens-other@example.com"), ["channel"])).text(),
    )![0];
    const ownerChannel = (await (await get("/api/channel", { cookie: ownerCookie })).json()) as Record<string, unknown>;
    const strangerResponse = await api("/api/channel", strangerToken);
    // The token is accepted; its account simply has no channel.
    expect(strangerResponse.status).toBe(404);
    const strangerChannel = (await strangerResponse.json()) as Record<string, unknown>;
    expect(Object.keys(ownerChannel).length).toBeGreaterThan(1);
    expect(JSON.stringify(ownerChannel)).toContain("Northwind");
    expect(JSON.stringify(strangerChannel)).not.toContain("Northwind");
  });

  it("stops working when the password changes", async () => {
    const password = "correct horse battery";
    const cookie = await signUp("tokens-password@example.com", password);
    const token = TOKEN.exec(await (await createTokenRaw(cookie, ["channel"])).text())![0];
    expect((await api("/api/dashboard", token)).status).toBe(200);
    await postForm(
      "/account",
      {
        intent: "password",
        currentPassword: password,
        newPassword: "another long password",
        confirmPassword: "another long password",
      },
      { cookie },
    );
    expect((await api("/api/dashboard", token)).status).toBe(401);
    expect(
      await count(
        "SELECT count(*) AS n FROM api_tokens WHERE name = 'weekly report' AND user_id = (SELECT id FROM users WHERE email = ?)",
        "tokens-password@example.com",
      ),
    ).toBe(0);
  });

  it("answers 429 with Retry-After past 60 requests a minute", async () => {
    const cookie = await signUp("tokens-limit@example.com");
    const token = TOKEN.exec(await (await createTokenRaw(cookie, ["channel"])).text())![0];
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    await atStartOfRateWindow(60, 25);
    for (let i = 0; i < 61; i++) {
      const response = await api("/api/dashboard", token);
      statuses.push(response.status);
      if (response.status === 429) retryAfter = response.headers.get("retry-after");
    }
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
    expect(retryAfter).toBe("60");
  }, 90_000); // may first wait up to 30 s for a fresh rate-limit window

  it("counts all of an account's tokens together: 120 a minute, then 429 on any of them", async () => {
    const cookie = await signUp("tokens-user-limit@example.com");
    const tokens = [];
    for (const name of ["one", "two", "three"])
      tokens.push(TOKEN.exec(await (await createTokenRaw(cookie, ["channel"], name)).text())![0]);
    const statuses: number[] = [];
    await atStartOfRateWindow(60, 30);
    for (const token of tokens.slice(0, 2))
      for (let i = 0; i < 60; i++) statuses.push((await api("/api/dashboard", token)).status);
    expect(statuses.every((s) => s === 200)).toBe(true);
    const third = await api("/api/dashboard", tokens[2]!);
    expect(third.status).toBe(429);
    expect(third.headers.get("retry-after")).toBe("60");
  }, 90_000); // may first wait up to 30 s for a fresh rate-limit window

  it("stops working after a password reset too (any new password hash), without anyone revoking it", async () => {
    const email = "tokens-reset@example.com";
    const cookie = await signUp(email);
    const token = TOKEN.exec(await (await createTokenRaw(cookie, ["channel"])).text())![0];
    expect((await api("/api/dashboard", token)).status).toBe(200);
    await env.DB.prepare("UPDATE users SET password_hash = 'scrypt$reset-elsewhere' WHERE email = ?").bind(email).run();
    expect((await api("/api/dashboard", token)).status).toBe(401);
  });
});
