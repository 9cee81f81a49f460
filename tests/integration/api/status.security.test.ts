import { describe, expect, it } from "vitest";
import { CROSS_SITE_ERROR } from "../../../workers/middleware";
import { CROSS_SITE_HEADERS, get, request, signUp } from "../../helpers";

describe("the status endpoints, security", () => {
  // A signed-in user with a Google connection sees its own state (tests/integration/google-analytics-sync.test.ts);
  // without one, the analytics status is what everyone sees.
  it("are public and say the same to everyone without a connection: nothing about any account, never the key", async () => {
    const cookie = await signUp("status-viewer@example.com");
    for (const path of ["/api/youtube-insights/status", "/api/youtube-analytics/status"]) {
      const anonymous = (await (await get(path)).json()) as Record<string, unknown>;
      const signedIn = (await (await get(path, { cookie })).json()) as Record<string, unknown>;
      expect(Object.keys(signedIn).sort()).toEqual(Object.keys(anonymous).sort());
      expect({ ...signedIn, checkedAt: null }).toEqual({ ...anonymous, checkedAt: null });
      const text = JSON.stringify(signedIn);
      expect(text).not.toContain("test-key");
      expect(text).not.toContain("status-viewer");
    }
  });

  it("keep the analytics status out of shared caches: it can describe the caller's own connection", async () => {
    const response = await get("/api/youtube-analytics/status");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });

  it("refuse cross-site writes, and answer writes from our pages with a JSON 404", async () => {
    for (const path of ["/api/youtube-insights/status", "/api/youtube-analytics/status"]) {
      const forged = await request("POST", path, { body: {}, headers: CROSS_SITE_HEADERS });
      expect(forged.status).toBe(403);
      expect(await forged.json()).toEqual({ success: false, error: CROSS_SITE_ERROR });
      const own = await request("POST", path, { body: "{{" });
      expect(own.status).toBe(404);
      expect(await own.json()).toEqual({ success: false, error: "Not found" });
    }
  });
});
