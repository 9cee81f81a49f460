import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../../workers/app";
import { ORIGIN } from "../../helpers";

async function getWith(path: string, overrides: Partial<Env>) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(ORIGIN + path), { ...env, ...overrides }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

describe("the status endpoints when a service is down", () => {
  it("say the YouTube API is not configured when there is no key: 503 in the shared shape, with the status fields", async () => {
    const response = await getWith("/api/youtube-insights/status", { YOUTUBE_API_KEY: "" });
    expect(response.status).toBe(503);
    const detail = "YouTube API is not configured. Please contact support.";
    expect(await response.json()).toMatchObject({ success: false, error: detail, ok: false, configured: false, detail });
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
});
