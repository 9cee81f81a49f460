// Google tokens never leave the server: every response of the connect round trip (and of its
// failures, refresh and disconnect) and every line logged meanwhile is scanned for the tokens
// the fake issued, for the shape of any token it issues, and for the client secret and the key.
// (The client assets are scanned by tests/e2e/google-connection.test.ts, which has the build.)
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { decryptToken, tokenKey } from "~/features/google-connection/crypto.server";
import { accessTokenFor } from "~/features/google-connection/tokens.server";
import { getDb } from "~/lib/db/client.server";
import worker from "../../workers/app";
import { ORIGIN, freshIp, signUp, workspaceOf } from "../helpers";

const GOOGLE_TEST_ENV = {
  GOOGLE_CLIENT_ID: "vidwise-leak-test.apps.googleusercontent.com",
  GOOGLE_CLIENT_SECRET: "leak-test-client-secret-7f3a9",
  TOKEN_ENCRYPTION_KEY: btoa(String.fromCharCode(...new Uint8Array(32).map((_, i) => (i * 53 + 7) % 256))),
  GOOGLE_OAUTH_BASE_URL: "http://google.fake",
};
const testEnv = (): Env => ({ ...env, ...GOOGLE_TEST_ENV });

/** Everything that went out: status line, headers and body of each response. */
const seen: string[] = [];
const logged: unknown[][] = [];
const errors: unknown[][] = [];
const METHODS = ["log", "info", "warn", "debug"] as const;
const spies: { mockRestore(): void }[] = [];

beforeEach(() => {
  seen.length = 0;
  logged.length = 0;
  errors.length = 0;
  for (const method of METHODS)
    spies.push(vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void logged.push(args)));
  spies.push(vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void errors.push(args)));
});
afterEach(() => {
  for (const spy of spies.splice(0)) spy.mockRestore();
});

async function call(method: "GET" | "POST", path: string, cookie: string, form?: Record<string, string>) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request(ORIGIN + path, {
      method,
      redirect: "manual",
      body: form ? new URLSearchParams(form) : undefined,
      headers: {
        ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
        origin: ORIGIN,
        "cf-connecting-ip": freshIp(),
        cookie,
      },
    }),
    testEnv(),
    ctx,
  );
  await waitOnExecutionContext(ctx);
  const body = await response.clone().text();
  seen.push(
    `${method} ${path} → ${response.status}\n${[...response.headers].map(([k, v]) => `${k}: ${v}`).join("\n")}\n\n${body}`,
  );
  return response;
}

const callbackPath = (response: Response) => {
  const url = new URL(response.headers.get("location")!, ORIGIN);
  return {
    path: url.pathname + url.search,
    state: url.searchParams.get("state")!,
    code: url.searchParams.get("code")!,
  };
};

async function storedTokens(teamChannelId: string) {
  const row = await env.DB.prepare(
    "SELECT refresh_token_ciphertext AS r, access_token_ciphertext AS a FROM google_connections WHERE workspace_id = ?",
  )
    .bind(teamChannelId)
    .first<{ r: string; a: string | null }>();
  const key = await tokenKey(GOOGLE_TEST_ENV.TOKEN_ENCRYPTION_KEY);
  return [await decryptToken(key, row!.r, "refresh"), row!.a ? await decryptToken(key, row!.a, "access") : null].filter(
    (t): t is string => Boolean(t),
  );
}

describe("Google tokens", () => {
  it("never appear in a response or a log line, through connect, failures, refresh, the account page and disconnect", async () => {
    const email = "google-leak@example.com";
    const cookie = await signUp(email);
    const teamChannelId = await workspaceOf(email);
    const tokens = new Set<string>();

    // A refused attempt first (PKCE mismatch: another attempt's code), which logs Google's error.
    const first = callbackPath(await call("POST", "/google/connect", cookie, { includeRevenue: "1" }));
    const second = callbackPath(await call("POST", "/google/connect", cookie, { includeRevenue: "1" }));
    expect(
      (
        await call(
          "GET",
          `/google/callback?state=${encodeURIComponent(second.state)}&code=${encodeURIComponent(first.code)}`,
          cookie,
        )
      ).status,
    ).toBe(400);

    // The round trip.
    const attempt = callbackPath(await call("POST", "/google/connect", cookie, { includeRevenue: "1" }));
    expect((await call("GET", attempt.path, cookie)).status).toBe(302);
    for (const token of await storedTokens(teamChannelId)) tokens.add(token);
    await call("GET", "/account?google=connected", cookie);
    await call("GET", "/account?status=check", cookie);

    // A refresh, then the page again.
    await env.DB.prepare("UPDATE google_connections SET access_token_expires_at = ? WHERE workspace_id = ?")
      .bind(Date.now() - 1, teamChannelId)
      .run();
    await accessTokenFor(testEnv(), getDb(env), teamChannelId);
    for (const token of await storedTokens(teamChannelId)) tokens.add(token);
    await call("GET", "/account", cookie);
    await call("GET", "/account.data", cookie);

    await call("POST", "/account", cookie, { intent: "google-disconnect" });
    await call("GET", "/account", cookie);

    // The scan must be able to fail: it found refresh and both access tokens to look for.
    expect(tokens.size).toBe(3);
    expect(seen.length).toBeGreaterThan(8);
    const logLines = logged.map((args) => args.map((a) => (typeof a === "string" ? a : JSON.stringify(a))).join(" "));
    const errorLines = errors.map((args) => args.map(String).join(" "));
    expect(errorLines).toEqual([]);
    const haystacks = [...seen, ...logLines, ...errorLines];
    const needles = [
      ...tokens,
      GOOGLE_TEST_ENV.GOOGLE_CLIENT_SECRET,
      GOOGLE_TEST_ENV.TOKEN_ENCRYPTION_KEY,
      "fake-refresh-",
      "fake-access-",
      "code_verifier",
    ];
    for (const text of haystacks) {
      for (const needle of needles)
        expect(text.includes(needle), `${needle.slice(0, 16)}… in: ${text.slice(0, 200)}`).toBe(false);
    }
    // The failed exchange was logged, by Google's error code alone.
    expect(
      logLines.some((line) => line.includes("google-code-exchange-failed") && line.includes("invalid_grant")),
    ).toBe(true);
  });
});
