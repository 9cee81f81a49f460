import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { get, postForm, request, signUp } from "../../helpers";

describe("GET /api/trends, failures", () => {
  it("answers 500 with the spec's message when the trend store fails, and logs it", async () => {
    const cookie = await signUp("trends-broken@example.com");
    await postForm("/account", { intent: "settings", primaryTopic: "broken topic" }, { cookie });
    await env.DB.exec("ALTER TABLE trend_points RENAME TO trend_points_away");
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const response = await get("/api/trends", { cookie });
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ success: false, error: "Failed to fetch trend data" });
      expect(logged).toHaveBeenCalled();
    } finally {
      logged.mockRestore();
      await env.DB.exec("ALTER TABLE trend_points_away RENAME TO trend_points");
    }
  });

  it("answers other methods with a JSON 404", async () => {
    const cookie = await signUp("trends-post@example.com");
    const response = await request("POST", "/api/trends", { cookie, body: {} });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, error: "Not found" });
  });
});
