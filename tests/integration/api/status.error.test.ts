import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../../workers/app";
import { RECONNECT_MESSAGE } from "~/features/google-connection/analytics/backfill.server";
import { ORIGIN, signUp } from "../../helpers";

async function getWith(path: string, overrides: Partial<Env>, headers: Record<string, string> = {}) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(ORIGIN + path, { headers }), { ...env, ...overrides }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

describe("the status endpoints when a service is down", () => {
  it("say the YouTube API is not configured when there is no key: 503 in the shared shape, with the status fields", async () => {
    const response = await getWith("/api/youtube-insights/status", { YOUTUBE_API_KEY: "" });
    expect(response.status).toBe(503);
    const detail = "YouTube API is not configured. Please contact support.";
    expect(await response.json()).toMatchObject({
      success: false,
      error: detail,
      ok: false,
      configured: false,
      detail,
    });
  });

  it("say the database is not answering when D1 fails", async () => {
    const failingDb = {
      prepare: () => {
        throw new Error("D1_ERROR: database unavailable");
      },
    } as unknown as D1Database;
    const response = await getWith("/api/youtube-analytics/status", { DB: failingDb });
    expect(response.status).toBe(503);
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({ success: false, error: "The database is not answering.", ok: false });
    expect(text).not.toContain("D1_ERROR");
  });

  it("say Reconnect, as an error, when Google refused the signed-in user's saved grant", async () => {
    const cookie = await signUp("status-revoked@example.com");
    const user = (await env.DB.prepare(
      "SELECT id, workspace_id FROM users WHERE email = 'status-revoked@example.com'",
    ).first<{ id: string; workspace_id: string }>())!;
    await env.DB.prepare(
      `INSERT INTO google_connections (workspace_id, user_id, channel_id, scopes, include_revenue, refresh_token_ciphertext, status, sync_state, sync_progress, sync_error, connected_at, updated_at)
       VALUES (?, ?, 'UCxxxxxxxxxxxxxxxxxxxxxx', 'yt-analytics.readonly', 0, 'v1.sealed.elsewhere', 'revoked', 'failed', '{}', ?, ?, ?)`,
    )
      .bind(user.workspace_id, user.id, RECONNECT_MESSAGE, Date.now(), Date.now())
      .run();
    const response = await getWith("/api/youtube-analytics/status", {}, { cookie });
    expect(response.status).toBe(503);
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({
      success: false,
      error: RECONNECT_MESSAGE,
      ok: false,
      connection: "reconnect",
    });
    expect(text).not.toContain("v1.sealed.elsewhere");
  });
});
