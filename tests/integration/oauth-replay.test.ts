// Replays and races at the token endpoint (docs/api-access.md, "Authorisation"): a code and a
// refresh token are each spent by exactly one request however many arrive at once, a used refresh
// token stays recognisable until it would have expired (and no longer), and its reuse, whether
// at /oauth/token or /oauth/revoke, ends the grant rather than wiping the evidence.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { dailyCleanup } from "~/features/housekeeping/cleanup.server";
import { getDb } from "~/lib/db/client.server";
import { count, request, signUp } from "../helpers";
import { REDIRECT, codeFor, connect, pkcePair, registerClient, rpc, tokenRequest } from "./mcp-support";

const grantsOf = (email: string) =>
  count("SELECT count(*) AS n FROM api_grants g JOIN users u ON u.id = g.user_id WHERE u.email = ?", email);

function refreshWith(refreshToken: string, clientId: string) {
  return tokenRequest({ grant_type: "refresh_token", refresh_token: refreshToken, client_id: clientId });
}

describe("authorization codes", () => {
  it("a wrong verifier leaves the code usable; the right one then gets tokens, once", async () => {
    const cookie = await signUp("oauth-replay-code@example.com");
    const clientId = await registerClient();
    const { verifier, challenge } = await pkcePair();
    const code = await codeFor(cookie, clientId, challenge);
    const exchange = { grant_type: "authorization_code", code, redirect_uri: REDIRECT, client_id: clientId };

    const burn = await tokenRequest({ ...exchange, code_verifier: (await pkcePair()).verifier });
    expect(burn.status).toBe(400);
    expect(await burn.json()).toMatchObject({ error: "invalid_grant" });
    const rightful = await tokenRequest({ ...exchange, code_verifier: verifier });
    expect(rightful.status).toBe(200);
    const tokens = (await rightful.json()) as { access_token: string };
    expect((await rpc(tokens.access_token, "tools/list")).response.status).toBe(200);
    // Still single-use.
    expect((await tokenRequest({ ...exchange, code_verifier: verifier })).status).toBe(400);
  });

  it("of two exchanges at once with the right verifier, exactly one gets tokens", async () => {
    const cookie = await signUp("oauth-replay-code-race@example.com");
    const clientId = await registerClient();
    const { verifier, challenge } = await pkcePair();
    const code = await codeFor(cookie, clientId, challenge);
    const exchange = {
      grant_type: "authorization_code",
      code,
      redirect_uri: REDIRECT,
      client_id: clientId,
      code_verifier: verifier,
    };
    const statuses = (await Promise.all([tokenRequest(exchange), tokenRequest(exchange)])).map((r) => r.status);
    expect(statuses.sort()).toEqual([200, 400]);
    expect(
      await count(
        "SELECT count(*) AS n FROM api_tokens t JOIN users u ON u.id = t.user_id WHERE u.email = ? AND t.kind = 'access'",
        "oauth-replay-code-race@example.com",
      ),
    ).toBe(1);
  });
});

describe("refresh token reuse", () => {
  it("rt1 used again after rotation: invalid_grant, and at2 and rt2 stop working", async () => {
    const email = "oauth-replay-refresh@example.com";
    const first = await connect(await signUp(email));
    const rotated = await refreshWith(first.refresh_token, first.clientId);
    expect(rotated.status).toBe(200);
    const second = (await rotated.json()) as { access_token: string; refresh_token: string };
    expect((await rpc(second.access_token, "tools/list")).response.status).toBe(200);

    const replay = await refreshWith(first.refresh_token, first.clientId);
    expect(replay.status).toBe(400);
    const body = (await replay.json()) as { error: string; access_token?: string };
    expect(body.error).toBe("invalid_grant");
    expect(body.access_token).toBeUndefined();
    expect((await rpc(second.access_token, "tools/list")).response.status).toBe(401);
    expect((await rpc(first.access_token, "tools/list")).response.status).toBe(401);
    expect((await refreshWith(second.refresh_token, first.clientId)).status).toBe(400);
    expect(await grantsOf(email)).toBe(0);
  });

  it("two refreshes at once with one token: one rotation wins, the other is a reuse and ends the grant", async () => {
    const email = "oauth-replay-refresh-race@example.com";
    const first = await connect(await signUp(email));
    const responses = await Promise.all([
      refreshWith(first.refresh_token, first.clientId),
      refreshWith(first.refresh_token, first.clientId),
    ]);
    // Never a server error: the winner either got its pair before the loser revoked the grant
    // (and that pair is dead now), or is refused like the loser.
    for (const response of responses) expect([200, 400]).toContain(response.status);
    expect(responses.some((r) => r.status === 400)).toBe(true);
    for (const response of responses) {
      const body = (await response.json()) as { error?: string; access_token?: string; refresh_token?: string };
      if (response.status === 400) expect(body.error).toBe("invalid_grant");
      else {
        expect((await rpc(body.access_token!, "tools/list")).response.status).toBe(401);
        expect((await refreshWith(body.refresh_token!, first.clientId)).status).toBe(400);
      }
    }
    expect(await grantsOf(email)).toBe(0);
    expect(
      await count("SELECT count(*) AS n FROM api_tokens t JOIN users u ON u.id = t.user_id WHERE u.email = ?", email),
    ).toBe(0);
  });

  it("revoking a rotated refresh token at /oauth/revoke ends the grant, not just the used row", async () => {
    const email = "oauth-replay-revoke-rotated@example.com";
    const first = await connect(await signUp(email));
    const second = (await (await refreshWith(first.refresh_token, first.clientId)).json()) as {
      access_token: string;
      refresh_token: string;
    };
    const revoked = await request("POST", "/oauth/revoke", {
      body: new URLSearchParams({ token: first.refresh_token, client_id: first.clientId }).toString(),
      contentType: "application/x-www-form-urlencoded",
    });
    expect(revoked.status).toBe(200);
    expect((await rpc(second.access_token, "tools/list")).response.status).toBe(401);
    expect(await grantsOf(email)).toBe(0);
  });

  it("a used refresh token is kept only until it would have expired: then it is gone, and the grant lives on", async () => {
    const email = "oauth-replay-expiry@example.com";
    const first = await connect(await signUp(email));
    const second = (await (await refreshWith(first.refresh_token, first.clientId)).json()) as {
      access_token: string;
      refresh_token: string;
    };
    const rotatedRows = () =>
      count(
        "SELECT count(*) AS n FROM api_tokens t JOIN users u ON u.id = t.user_id WHERE u.email = ? AND t.kind = 'rotated'",
        email,
      );
    expect(await rotatedRows()).toBe(1);
    await env.DB.prepare(
      "UPDATE api_tokens SET expires_at = ? WHERE kind = 'rotated' AND user_id = (SELECT id FROM users WHERE email = ?)",
    )
      .bind(Date.now() - 1000, email)
      .run();
    // Past its life the old token is merely unknown, whether or not the clean-up has run yet: it
    // revokes nothing.
    expect((await refreshWith(first.refresh_token, first.clientId)).status).toBe(400);
    expect((await rpc(second.access_token, "tools/list")).response.status).toBe(200);
    await dailyCleanup(getDb(env));
    expect(await rotatedRows()).toBe(0);
    expect((await refreshWith(first.refresh_token, first.clientId)).status).toBe(400);
    expect((await rpc(second.access_token, "tools/list")).response.status).toBe(200);
    expect(await grantsOf(email)).toBe(1);
    // And with the grant: disconnecting deletes its used rows too.
    await refreshWith(second.refresh_token, first.clientId);
    expect(await rotatedRows()).toBe(1);
    await request("POST", "/oauth/revoke", {
      body: new URLSearchParams({ token: second.refresh_token, client_id: first.clientId }).toString(),
      contentType: "application/x-www-form-urlencoded",
    });
    expect(await rotatedRows()).toBe(0);
  });
});
