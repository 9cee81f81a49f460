import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { DB_UNAVAILABLE_ERROR } from "../../../workers/api/health";
import worker from "../../../workers/app";
import { ORIGIN } from "../../helpers";

const failingDb = {
  prepare: () => {
    throw new Error("D1_ERROR: database unavailable");
  },
} as unknown as D1Database;

async function healthWith(db: D1Database, headers: Record<string, string> = {}) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`${ORIGIN}/api/health`, { headers }), { ...env, DB: db }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

describe("GET /api/health when D1 fails", () => {
  it("answers 503 with ok false in the shared error shape, and logs it", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const response = await healthWith(failingDb);
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({
        success: false,
        error: DB_UNAVAILABLE_ERROR,
        ok: false,
        db: "unavailable",
      });
      expect(logged).toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
  });

  it("is still a JSON error (500) for a caller that sends a session cookie", async () => {
    // The session is read before any endpoint runs; with D1 down that read is what fails.
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const response = await healthWith(failingDb, { cookie: "vidwise_session=abc" });
      expect(response.status).toBeGreaterThanOrEqual(500);
      expect(await response.json()).toMatchObject({ success: false });
    } finally {
      logged.mockRestore();
    }
  });
});
