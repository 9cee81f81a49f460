import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { CROSS_SITE_ERROR } from "../../../workers/middleware";
import { CROSS_SITE_HEADERS, demoCookie, get, pageText, postForm, request, signUp, workspaceOf } from "../../helpers";

type TrendsBody = { success: boolean; trends: { keyword: string }[] };

describe("GET /api/trends, security", () => {
  it("answers 401 'No valid session found' without a session", async () => {
    const response = await get("/api/trends");
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ success: false, error: "No valid session found" });
  });

  it("refuses demo users, who see the create-account prompt instead", async () => {
    const demo = await demoCookie();
    const response = await get("/api/trends", { cookie: demo });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      success: false,
      error: "Please sign up for a real account to see live trends.",
    });
    expect(await pageText(await get("/youtube", { cookie: demo }))).toContain(
      "Create a real account for trend insights",
    );
  });

  it("shows each user only their own topic and tracked keywords", async () => {
    const alice = await signUp("alice-trends@example.com");
    const bob = await signUp("bob-trends@example.com");
    await postForm("/account", { intent: "settings", primaryTopic: "alice private topic" }, { cookie: alice });
    await postForm("/account", { intent: "settings", primaryTopic: "bob topic" }, { cookie: bob });
    await env.DB.prepare("INSERT INTO trend_keywords (workspace_id, keyword) VALUES (?, 'alice tracked keyword')")
      .bind(await workspaceOf("alice-trends@example.com"))
      .run();
    const now = Date.now();
    await env.DB.batch(
      ["alice private topic", "alice tracked keyword", "bob topic"].map((keyword) =>
        env.DB.prepare(
          "INSERT INTO trend_points (keyword, at, views_per_day, uploads_per_week, videos_sampled) VALUES (?, ?, 100, 3, 20)",
        ).bind(keyword, now),
      ),
    );
    const forAlice = (await (await get("/api/trends", { cookie: alice })).json()) as TrendsBody;
    expect(forAlice.trends.map((t) => t.keyword).sort()).toEqual(["alice private topic", "alice tracked keyword"]);
    const response = await get("/api/trends", { cookie: bob });
    const text = await response.text();
    expect((JSON.parse(text) as TrendsBody).trends.map((t) => t.keyword)).toEqual(["bob topic"]);
    expect(text).not.toContain("alice");
  });

  it("refuses a cross-site write", async () => {
    const cookie = await signUp("csrf-trends@example.com");
    const response = await request("POST", "/api/trends", { cookie, body: {}, headers: CROSS_SITE_HEADERS });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ success: false, error: CROSS_SITE_ERROR });
  });
});
