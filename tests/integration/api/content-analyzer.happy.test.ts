// POST /api/youtube-insights. The analysis itself (fields, clusters, cache, refresh, the example
// chips) is covered by tests/integration/content-analyzer.test.ts, next to the page that shows it.
import { describe, expect, it } from "vitest";
import { postJson, signUp } from "../../helpers";

describe("POST /api/youtube-insights", () => {
  it("answers with the spec's success fields, and only those", async () => {
    const cookie = await signUp("insights-shape@example.com");
    const response = await postJson("/api/youtube-insights", { query: "laptop" }, { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(["analyzedAt", "cached", "success", "youtubeInsights", "youtubeVideos"]);
    expect(body.success).toBe(true);
    expect(Number.isFinite(Date.parse(String(body.analyzedAt)))).toBe(true);
  });

  it("reads JSON sent with a charset, and ignores unknown fields", async () => {
    const cookie = await signUp("insights-charset@example.com");
    const response = await postJson(
      "/api/youtube-insights",
      '{"query": "laptop", "extra": "ignored", "__proto__": {"polluted": true}}',
      { cookie, headers: { "content-type": "application/json; charset=utf-8" } },
    );
    expect(response.status).toBe(200);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
