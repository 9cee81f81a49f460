import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { CROSS_SITE_ERROR } from "../../../workers/middleware";
import worker from "../../../workers/app";
import { CROSS_SITE_HEADERS, ORIGIN, get, request } from "../../helpers";

describe("GET /api/health, security", () => {
  it("is public: no session needed, and it says nothing about any account", async () => {
    const response = await get("/api/health");
    expect(response.status).toBe(200);
    expect(Object.keys((await response.json()) as object).sort()).toEqual(["db", "dbLatencyMs", "ok", "time"]);
  });

  it("never shows D1's own error text", async () => {
    const failingDb = {
      prepare: () => {
        throw new Error("D1_ERROR: no such table: secret_stuff");
      },
    } as unknown as D1Database;
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const ctx = createExecutionContext();
      const response = await worker.fetch(new Request(`${ORIGIN}/api/health`), { ...env, DB: failingDb }, ctx);
      await waitOnExecutionContext(ctx);
      const text = await response.text();
      expect(text).not.toContain("D1_ERROR");
      expect(text).not.toContain("secret_stuff");
    } finally {
      logged.mockRestore();
    }
  });

  it("refuses a cross-site POST with 403 in the shared shape", async () => {
    const response = await request("POST", "/api/health", { body: {}, headers: CROSS_SITE_HEADERS });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ success: false, error: CROSS_SITE_ERROR });
  });

  it("takes no body: a broken POST is a JSON 404, a large one a JSON 413 before anything reads it", async () => {
    const broken = await request("POST", "/api/health", { body: "{{" });
    expect(broken.status).toBe(404);
    expect(await broken.json()).toMatchObject({ success: false });
    const large = await request("POST", "/api/health", { body: "x".repeat(1_000_000) });
    expect(large.status).toBe(413);
    expect(await large.json()).toMatchObject({ success: false, error: "This request is too large." });
  });
});
