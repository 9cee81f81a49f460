import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { SIGNED_OUT_ERROR } from "~/features/content-ideas/messages";
import { CROSS_SITE_ERROR } from "../../../workers/middleware";
import { CROSS_SITE_HEADERS, demoCookie, get, request, signUpUnverified, storeCount } from "../../helpers";
import { seedSampleTemplate } from "../../sample";

describe("/api/ideas, security", () => {
  it("needs a session", async () => {
    for (const response of [await get("/api/ideas"), await request("POST", "/api/ideas/generate")]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ success: false, error: SIGNED_OUT_ERROR });
    }
  });

  it("refuses a cross-site generate", async () => {
    const cookie = await signUpUnverified("ideas-csrf@example.com");
    const response = await request("POST", "/api/ideas/generate", { cookie, headers: CROSS_SITE_HEADERS });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ success: false, error: CROSS_SITE_ERROR });
  });

  it("keeps each workspace's ideas to itself", async () => {
    await seedSampleTemplate();
    const owner = await demoCookie();
    const other = await demoCookie();
    const mine = (await (await request("POST", "/api/ideas/generate", { cookie: owner })).json()) as {
      ideas: { id: string; title: string }[];
    };
    expect(mine.ideas).toHaveLength(3);

    const theirs = (await (await get("/api/ideas", { cookie: other })).json()) as {
      ideas: unknown[];
      stats: { totalGenerated: number };
    };
    expect(theirs.ideas).toEqual([]);
    expect(theirs.stats.totalGenerated).toBe(0);
    const stranger = await signUpUnverified("ideas-stranger-api@example.com");
    const page = await (await get("/content-ideas", { cookie: stranger })).text();
    for (const idea of mine.ideas) expect(page).not.toContain(idea.id);

    // The other workspace's own batch starts its own totals.
    const second = (await (await request("POST", "/api/ideas/generate", { cookie: other })).json()) as {
      stats: { totalGenerated: number };
    };
    expect(second.stats.totalGenerated).toBe(3);
    // Each batch is in its own demo's store.
    const demos = (
      await env.DB.prepare(
        "SELECT id FROM workspaces WHERE kind = 'demo' ORDER BY created_at DESC, rowid DESC LIMIT 2",
      ).all<{ id: string }>()
    ).results.map((r) => r.id);
    expect(demos).toHaveLength(2);
    for (const ws of demos)
      expect(await storeCount(ws, "SELECT count(*) FROM idea_batches WHERE workspace_id = ?", ws)).toBe(1);
  });
});
