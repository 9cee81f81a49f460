import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../../workers/app";
import { ORIGIN, get } from "../../helpers";

async function analyticsStatusWith(overrides: Record<string, string>) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request(`${ORIGIN}/api/youtube-analytics/status`),
    { ...env, ...overrides } as Env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return response;
}

describe("GET /api/youtube-insights/status and /api/youtube-analytics/status", () => {
  it("report the YouTube Data API answering (through the fake) and the Google connection's state", async () => {
    const insights = await get("/api/youtube-insights/status");
    expect(insights.status).toBe(200);
    expect(await insights.json()).toMatchObject({ service: "youtube-data-api", ok: true, configured: true });
    const analytics = await get("/api/youtube-analytics/status");
    expect(analytics.status).toBe(200);
    expect(await analytics.json()).toMatchObject({ service: "youtube-analytics-api", ok: true });
  });

  it("say when Connect with Google is not configured, without calling it an error: Studio imports keep working", async () => {
    const response = await analyticsStatusWith({
      GOOGLE_CLIENT_ID: "",
      GOOGLE_CLIENT_SECRET: "",
      TOKEN_ENCRYPTION_KEY: "",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      service: "youtube-analytics-api",
      ok: true,
      configured: false,
      connection: "not-configured",
      sync: null,
      detail: "Connect with Google is not configured on this server. YouTube Studio CSV imports keep working.",
    });
  });

  it("say the connection is available but not made when the server is configured and nobody is signed in", async () => {
    const response = await analyticsStatusWith({
      GOOGLE_CLIENT_ID: "id",
      GOOGLE_CLIENT_SECRET: "secret",
      TOKEN_ENCRYPTION_KEY: "key",
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ ok: true, configured: true, connection: "not-connected", sync: null });
    expect(Object.keys(body).sort()).toEqual([
      "checkedAt",
      "configured",
      "connection",
      "detail",
      "ok",
      "service",
      "sync",
    ]);
  });
});
