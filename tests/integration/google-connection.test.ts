// Connect with Google through the Worker against the offline Google fake: the OAuth round trip
// (authorization code + PKCE + a state bound to the session), every refusal with its message and
// nothing stored, token refresh, a revoked grant turning into "Reconnect", Disconnect and
// account deletion handing the grant back to Google.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { sampleWorld } from "../sample";
import { decryptToken, encryptToken, tokenKey } from "~/features/google-connection/crypto.server";
import {
  GOOGLE_MESSAGES,
  GOOGLE_SCOPES,
  NOT_CONFIGURED_MESSAGE,
  NOT_CONNECTED_MESSAGE,
  RECONNECT_MESSAGE,
} from "~/features/google-connection/messages";
import { accessTokenFor } from "~/features/google-connection/tokens.server";
import { getDb } from "~/lib/db/client.server";
import worker from "../../workers/app";
import { ORIGIN, demoCookie, freshIp, pageText, signUp, storeCount, storeRun, workspaceOf } from "../helpers";

/** Rows a Google grant brings (per-video, per-day, traffic) beside a Studio import's, in the workspace's store. */
async function analyticsFromBoth(teamChannelId: string) {
  await storeRun(
    teamChannelId,
    "INSERT OR REPLACE INTO video_analytics (workspace_id, video_id, views, source, updated_at) VALUES (?, 'v-google', 10, 'google', 0), (?, 'v-studio', 20, 'studio', 0)",
    teamChannelId,
    teamChannelId,
  );
  await storeRun(
    teamChannelId,
    "INSERT OR REPLACE INTO daily_analytics (workspace_id, video_id, date, views, source) VALUES (?, '', '2026-11-01', 5, 'google'), (?, '', '2026-11-02', 6, 'studio')",
    teamChannelId,
    teamChannelId,
  );
  await storeRun(
    teamChannelId,
    "INSERT OR REPLACE INTO traffic_sources (workspace_id, date, source_type, views) VALUES (?, '2026-11-01', 'YT_SEARCH', 3)",
    teamChannelId,
  );
}

/** The Google-sourced rows left, and the Studio import's. */
async function analyticsLeft(teamChannelId: string) {
  const q = (sql: string) => storeCount(teamChannelId, sql, teamChannelId);
  return {
    google:
      (await q("SELECT count(*) FROM video_analytics WHERE workspace_id = ? AND source = 'google'")) +
      (await q("SELECT count(*) FROM daily_analytics WHERE workspace_id = ? AND source = 'google'")) +
      (await q("SELECT count(*) FROM traffic_sources WHERE workspace_id = ?")),
    studio:
      (await q("SELECT count(*) FROM video_analytics WHERE workspace_id = ? AND source = 'studio'")) +
      (await q("SELECT count(*) FROM daily_analytics WHERE workspace_id = ? AND source = 'studio'")),
  };
}
import { seedSampleTemplate } from "../sample";

const GOOGLE_TEST_ENV = {
  GOOGLE_CLIENT_ID: "vidwise-test.apps.googleusercontent.com",
  GOOGLE_CLIENT_SECRET: "test-client-secret-value",
  TOKEN_ENCRYPTION_KEY: btoa(String.fromCharCode(...new Uint8Array(32).map((_, i) => (i * 37 + 11) % 256))),
  GOOGLE_OAUTH_BASE_URL: "http://google.fake",
};

const googleEnv = (overrides: Partial<Env> = {}): Env => ({ ...env, ...GOOGLE_TEST_ENV, ...overrides });

/** The Worker with the Google settings, as a browser would call it. */
async function call(
  method: "GET" | "POST",
  path: string,
  init: { cookie?: string; form?: Record<string, string>; overrides?: Partial<Env> } = {},
) {
  const ctx = createExecutionContext();
  const request = new Request(ORIGIN + path, {
    method,
    redirect: "manual",
    body: init.form ? new URLSearchParams(init.form) : undefined,
    headers: {
      ...(init.form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
      origin: ORIGIN,
      "cf-connecting-ip": freshIp(),
      ...(init.cookie ? { cookie: init.cookie } : {}),
    },
  });
  const response = await worker.fetch(request, googleEnv(init.overrides), ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/** POST /google/connect; with the in-process fake the answer already points at our callback. */
async function startConnect(cookie: string, includeRevenue = false) {
  const response = await call("POST", "/google/connect", {
    cookie,
    form: includeRevenue ? { includeRevenue: "1" } : {},
  });
  expect(response.status).toBe(302);
  const location = new URL(response.headers.get("location")!, ORIGIN);
  expect(location.pathname).toBe("/google/callback");
  return location;
}

const pathOf = (url: URL) => url.pathname + url.search;

async function connectionRow(teamChannelId: string) {
  return env.DB.prepare("SELECT * FROM google_connections WHERE workspace_id = ?")
    .bind(teamChannelId)
    .first<Record<string, unknown>>();
}

async function pendingStates() {
  return (await env.DB.prepare("SELECT count(*) AS n FROM oauth_states").first<{ n: number }>())!.n;
}

async function connect(email: string, includeRevenue = false) {
  const cookie = await signUp(email);
  const callback = await startConnect(cookie, includeRevenue);
  const done = await call("GET", pathOf(callback), { cookie });
  expect(done.status).toBe(302);
  expect(done.headers.get("location")).toBe("/account?google=connected");
  return { cookie, teamChannelId: await workspaceOf(email) };
}

const key = () => tokenKey(GOOGLE_TEST_ENV.TOKEN_ENCRYPTION_KEY);
/** accessTokenFor's refusal for a grant Google no longer honours: the sync records its words. */
const revoked = expect.objectContaining({ code: "unauthenticated", message: RECONNECT_MESSAGE });

describe("Connect with Google", () => {
  it("runs the whole round trip: PKCE, state, tokens sealed, the sample channel becomes the workspace's own", async () => {
    const ownId = sampleWorld().own.channel.youtubeId;
    const cookie = await signUp("google-round-trip@example.com");
    const callback = await startConnect(cookie, true);
    // What went to Google (the fake echoes scope back on its redirect).
    expect(callback.searchParams.get("scope")).toBe(
      [GOOGLE_SCOPES.youtube, GOOGLE_SCOPES.analytics, GOOGLE_SCOPES.revenue].join(" "),
    );
    expect(callback.searchParams.get("state")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await env.DB.prepare(
      "SELECT state_hash, code_verifier_ciphertext, expires_at, created_at FROM oauth_states",
    ).all<{
      state_hash: string;
      code_verifier_ciphertext: string;
      expires_at: number;
      created_at: number;
    }>();
    const mine = stored.results.at(-1)!;
    // The state is stored hashed, the verifier sealed, for 10 minutes.
    expect(mine.state_hash).not.toContain(callback.searchParams.get("state"));
    expect(mine.state_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(mine.code_verifier_ciphertext.startsWith("v1.")).toBe(true);
    expect(mine.expires_at - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(mine.expires_at - Date.now()).toBeLessThanOrEqual(10 * 60_000);

    const done = await call("GET", pathOf(callback), { cookie });
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/account?google=connected");

    const ws = await workspaceOf("google-round-trip@example.com");
    const row = (await connectionRow(ws))!;
    expect(row).toMatchObject({ channel_id: ownId, status: "active", include_revenue: 1 });
    // The Analytics backfill was started (analytics/backfill.server.ts): a run with its day range.
    expect(JSON.parse(String(row.sync_progress))).toHaveProperty("run");
    expect(String(row.scopes).split(" ").sort()).toEqual(
      [GOOGLE_SCOPES.analytics, GOOGLE_SCOPES.revenue, GOOGLE_SCOPES.youtube].sort(),
    );
    const k = await key();
    const refresh = await decryptToken(k, String(row.refresh_token_ciphertext), "refresh");
    const access = await decryptToken(k, String(row.access_token_ciphertext), "access");
    expect(refresh).toMatch(/^1\/\/fake-refresh-/);
    expect(access).toMatch(/^ya29\.fake-access-/);
    expect(String(row.refresh_token_ciphertext)).not.toContain(refresh);
    expect(Number(row.access_token_expires_at) - Date.now()).toBeGreaterThan(3000_000);
    // The state was spent: the same callback again is refused.
    const again = await call("GET", pathOf(callback), { cookie });
    expect(again.status).toBe(400);
    expect(await pageText(again)).toContain(GOOGLE_MESSAGES.stateMismatch);

    const own = await env.DB.prepare("SELECT id FROM channels WHERE workspace_id = ? AND role = 'own'")
      .bind(ws)
      .first<{ id: string }>();
    expect(own?.id).toBe(ownId);

    const page = await pageText(await call("GET", "/account?google=connected", { cookie }));
    expect(page).toContain(GOOGLE_MESSAGES.connected);
    expect(page).toContain("Disconnect Google");
    expect(page).toContain("Included");
  });

  it("asks only for the two read scopes when revenue is not ticked", async () => {
    const cookie = await signUp("google-no-revenue@example.com");
    const callback = await startConnect(cookie, false);
    expect(callback.searchParams.get("scope")).toBe(`${GOOGLE_SCOPES.youtube} ${GOOGLE_SCOPES.analytics}`);
    await call("GET", pathOf(callback), { cookie });
    const row = (await connectionRow(await workspaceOf("google-no-revenue@example.com")))!;
    expect(row.include_revenue).toBe(0);
    expect(String(row.scopes)).not.toContain("monetary");
  });

  it("refuses a missing, unknown, expired or another session's state (state mismatch) and stores nothing", async () => {
    const cookie = await signUp("google-state@example.com");
    const other = await signUp("google-state-other@example.com");
    const ws = await workspaceOf("google-state@example.com");
    const otherWs = await workspaceOf("google-state-other@example.com");
    const callback = await startConnect(cookie);
    const code = callback.searchParams.get("code")!;

    for (const path of [
      "/google/callback",
      `/google/callback?code=${encodeURIComponent(code)}`,
      `/google/callback?state=forged&code=${encodeURIComponent(code)}`,
    ]) {
      const response = await call("GET", path, { cookie });
      expect(response.status).toBe(400);
      expect(await pageText(response)).toContain(GOOGLE_MESSAGES.stateMismatch);
    }
    // Another session presenting this session's state (a forged callback link) gets nowhere...
    const stolen = await call("GET", pathOf(callback), { cookie: other });
    expect(stolen.status).toBe(400);
    expect(await pageText(stolen)).toContain(GOOGLE_MESSAGES.stateMismatch);
    expect(await connectionRow(otherWs)).toBeNull();
    expect(await connectionRow(ws)).toBeNull();

    // ...and an expired state is refused even in the right session.
    await env.DB.prepare("UPDATE oauth_states SET expires_at = ?")
      .bind(Date.now() - 1000)
      .run();
    const late = await call("GET", pathOf(callback), { cookie });
    expect(late.status).toBe(400);
    expect(await pageText(late)).toContain(GOOGLE_MESSAGES.stateMismatch);
    expect(await connectionRow(ws)).toBeNull();
  });

  it("refuses a code redeemed with another attempt's verifier (PKCE mismatch) and stores nothing", async () => {
    const cookie = await signUp("google-pkce@example.com");
    const first = await startConnect(cookie);
    const second = await startConnect(cookie);
    // The first attempt's code, presented with the second attempt's state (and so its verifier).
    const mixed = `/google/callback?state=${encodeURIComponent(second.searchParams.get("state")!)}&code=${encodeURIComponent(first.searchParams.get("code")!)}`;
    const response = await call("GET", mixed, { cookie });
    expect(response.status).toBe(400);
    expect(await pageText(response)).toContain(GOOGLE_MESSAGES.tokenFailed);
    expect(await connectionRow(await workspaceOf("google-pkce@example.com"))).toBeNull();
    // The code was spent at Google: even with the right state it cannot be replayed.
    const replay = await call("GET", pathOf(first), { cookie });
    expect(replay.status).toBe(400);
    expect(await pageText(replay)).toContain(GOOGLE_MESSAGES.tokenFailed);
    expect(await connectionRow(await workspaceOf("google-pkce@example.com"))).toBeNull();
  });

  it("says so when the person declines on Google's consent screen", async () => {
    const cookie = await signUp("google-denied@example.com");
    const callback = await startConnect(cookie);
    const denied = `/google/callback?error=access_denied&state=${encodeURIComponent(callback.searchParams.get("state")!)}`;
    const response = await call("GET", denied, { cookie });
    expect(response.status).toBe(400);
    expect(await pageText(response)).toContain(GOOGLE_MESSAGES.declined);
    expect(await connectionRow(await workspaceOf("google-denied@example.com"))).toBeNull();
    expect(
      await env.DB.prepare("SELECT count(*) AS n FROM channels WHERE workspace_id = ?")
        .bind(await workspaceOf("google-denied@example.com"))
        .first("n"),
    ).toBe(0);
  });

  it("names both channels when the authorised one is not the workspace's own, and stores nothing", async () => {
    const cookie = await signUp("google-wrong@example.com");
    const ws = await workspaceOf("google-wrong@example.com");
    await env.DB.prepare(
      "INSERT INTO channels (workspace_id, id, role, title, uploads_playlist_id) VALUES (?, 'UCsomeoneElsesChannel0001', 'own', 'Garden Diaries', 'UUsomeoneElsesChannel0001')",
    )
      .bind(ws)
      .run();
    const callback = await startConnect(cookie);
    const response = await call("GET", pathOf(callback), { cookie });
    expect(response.status).toBe(409);
    const text = await pageText(response);
    expect(text).toContain(
      `You authorised ${sampleWorld().own.channel.title}, but this workspace's channel is Garden Diaries`,
    );
    expect(await connectionRow(ws)).toBeNull();
  });

  it("refreshes an access token that expires within a minute, and keeps a fresh one", async () => {
    const { teamChannelId } = await connect("google-refresh@example.com");
    const db = getDb(googleEnv());
    const first = await accessTokenFor(googleEnv(), db, teamChannelId);
    expect(first).toMatchObject({ channelId: sampleWorld().own.channel.youtubeId, includeRevenue: false });
    const same = await accessTokenFor(googleEnv(), db, teamChannelId);
    expect(same.token).toBe(first.token);

    await env.DB.prepare("UPDATE google_connections SET access_token_expires_at = ? WHERE workspace_id = ?")
      .bind(Date.now() + 30_000, teamChannelId)
      .run();
    const refreshed = await accessTokenFor(googleEnv(), db, teamChannelId);
    expect(refreshed.token).not.toBe(first.token);
    const row = (await connectionRow(teamChannelId))!;
    expect(Number(row.access_token_expires_at) - Date.now()).toBeGreaterThan(3000_000);
    expect(await decryptToken(await key(), String(row.access_token_ciphertext), "access")).toBe(refreshed.token);
  });

  it("refuses when not configured or not connected, without touching Google", async () => {
    const { teamChannelId } = await connect("google-states@example.com");
    await expect(accessTokenFor(googleEnv({ GOOGLE_CLIENT_SECRET: "" }), getDb(env), teamChannelId)).rejects.toEqual(
      expect.objectContaining({ code: "unavailable", message: NOT_CONFIGURED_MESSAGE }),
    );
    await expect(accessTokenFor(googleEnv(), getDb(env), "no-such-workspace")).rejects.toEqual(
      expect.objectContaining({ code: "not-found", message: NOT_CONNECTED_MESSAGE }),
    );
  });

  it("marks a grant Google refuses as revoked, shows Reconnect, and a reconnect makes it active again", async () => {
    const { cookie, teamChannelId } = await connect("google-revoked@example.com");
    await analyticsFromBoth(teamChannelId);
    // The person revoked access in their Google account: Google no longer knows the refresh token.
    const sealed = await encryptToken(await key(), "1//fake-refresh-revoked-by-the-person", "refresh");
    await env.DB.prepare(
      "UPDATE google_connections SET refresh_token_ciphertext = ?, access_token_expires_at = ? WHERE workspace_id = ?",
    )
      .bind(sealed, Date.now() - 1000, teamChannelId)
      .run();
    await expect(accessTokenFor(googleEnv(), getDb(env), teamChannelId)).rejects.toEqual(revoked);
    const row = (await connectionRow(teamChannelId))!;
    expect(row.status).toBe("revoked");
    expect(row.access_token_ciphertext).toBeNull();
    // What the grant brought in went with it; the creator's own Studio files stay.
    expect(await analyticsLeft(teamChannelId)).toEqual({ google: 0, studio: 2 });
    await expect(accessTokenFor(googleEnv(), getDb(env), teamChannelId)).rejects.toEqual(revoked);

    const page = await pageText(await call("GET", "/account", { cookie }));
    expect(page).toContain("Reconnect needed");
    expect(page).toContain("Reconnect with Google");

    const callback = await startConnect(cookie);
    expect((await call("GET", pathOf(callback), { cookie })).status).toBe(302);
    expect((await connectionRow(teamChannelId))!.status).toBe("active");
    await expect(accessTokenFor(googleEnv(), getDb(env), teamChannelId)).resolves.toMatchObject({
      channelId: sampleWorld().own.channel.youtubeId,
    });
  });

  it("disconnects: revokes at Google and deletes the row", async () => {
    const { cookie, teamChannelId } = await connect("google-disconnect@example.com");
    await analyticsFromBoth(teamChannelId);
    const before = (await connectionRow(teamChannelId))!;
    const response = await call("POST", "/account", { cookie, form: { intent: "google-disconnect" } });
    expect(response.status).toBe(200);
    expect(await pageText(response)).toContain(GOOGLE_MESSAGES.disconnected);
    expect(await connectionRow(teamChannelId)).toBeNull();
    expect(await analyticsLeft(teamChannelId)).toEqual({ google: 0, studio: 2 });
    const page = await pageText(await call("GET", "/account", { cookie }));
    expect(page).toContain("Connect with Google");
    expect(page).not.toContain("Disconnect Google");
    // Both moves are on the owner's activity log.
    expect(page).toContain("google-disconnect@example.com · google connected: YouTube Analytics (Google)");
    expect(page).toContain("google-disconnect@example.com · google disconnected: YouTube Analytics (Google)");

    // Google forgot the grant: the old refresh token, put back, is refused.
    await env.DB.prepare(
      "INSERT INTO google_connections (workspace_id, user_id, channel_id, scopes, include_revenue, refresh_token_ciphertext, status, sync_state, sync_progress, connected_at, updated_at) VALUES (?, ?, ?, ?, 0, ?, 'active', 'done', '{}', ?, ?)",
    )
      .bind(
        teamChannelId,
        before.user_id,
        before.channel_id,
        before.scopes,
        before.refresh_token_ciphertext,
        Date.now(),
        Date.now(),
      )
      .run();
    await expect(accessTokenFor(googleEnv(), getDb(env), teamChannelId)).rejects.toEqual(revoked);

    const nothing = await call("POST", "/account", { cookie, form: { intent: "google-disconnect" } });
    expect(nothing.status).toBe(200);
    expect(await connectionRow(teamChannelId)).toBeNull();
  });

  it("revokes the grant when the account is deleted", async () => {
    const { cookie, teamChannelId } = await connect("google-delete@example.com");
    const before = (await connectionRow(teamChannelId))!;
    const deleted = await call("POST", "/account", {
      cookie,
      form: { intent: "delete-account", password: "correct horse battery" },
    });
    expect(deleted.status).toBe(302);
    expect(await connectionRow(teamChannelId)).toBeNull();
    // The same refresh token, tried for another workspace, is dead at Google.
    const { teamChannelId: other } = await connect("google-delete-other@example.com");
    await env.DB.prepare(
      "UPDATE google_connections SET refresh_token_ciphertext = ?, access_token_expires_at = ? WHERE workspace_id = ?",
    )
      .bind(before.refresh_token_ciphertext, Date.now() - 1000, other)
      .run();
    await expect(accessTokenFor(googleEnv(), getDb(env), other)).rejects.toEqual(revoked);
  });

  it("refuses the demo workspace and stores nothing", async () => {
    await seedSampleTemplate();
    const cookie = await demoCookie();
    const states = await pendingStates();
    const response = await call("POST", "/google/connect", { cookie, form: { includeRevenue: "1" } });
    expect(response.status).toBe(403);
    expect(await pageText(response)).toContain(GOOGLE_MESSAGES.demo);
    expect(await pendingStates()).toBe(states);
    const page = await pageText(await call("GET", "/account", { cookie }));
    expect(page).toContain(GOOGLE_MESSAGES.demo);
  });

  it("sends signed-out visitors to sign in", async () => {
    const start = await call("POST", "/google/connect", { form: {} });
    expect(start.status).toBe(302);
    expect(start.headers.get("location")).toMatch(/^\/login\?redirectTo=/);
    const back = await call("GET", "/google/callback?state=abc&code=def");
    expect(back.status).toBe(302);
    expect(back.headers.get("location")).toMatch(/^\/login\?redirectTo=/);
  });

  it("says the connection is not configured, while the Studio import keeps working", async () => {
    const cookie = await signUp("google-unconfigured@example.com");
    const overrides = {
      GOOGLE_CLIENT_ID: "",
      GOOGLE_CLIENT_SECRET: "",
      TOKEN_ENCRYPTION_KEY: "",
      GOOGLE_OAUTH_BASE_URL: "",
    };
    // A refusal that something we depend on is unavailable (503) is logged by the page, for whoever runs the server.
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await call("POST", "/google/connect", { cookie, form: {}, overrides });
    expect(response.status).toBe(503);
    expect(await pageText(response)).toContain("The Google connection is not configured on this server.");
    expect(logged.mock.calls.map((args) => String(args[0]))).toEqual([expect.stringContaining("page.unavailable")]);
    const page = await pageText(await call("GET", "/account", { cookie, overrides }));
    expect(page).toContain("The Google connection is not configured on this server.");
    expect(page).toContain("YouTube Studio");
    expect(page).not.toContain("Include revenue");
    // Nothing else was logged: the account page shows the state without an error.
    expect(logged).toHaveBeenCalledTimes(1);
  });
});
