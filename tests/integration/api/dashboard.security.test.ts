import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { DASHBOARD_SIGNED_OUT_ERROR } from "~/features/dashboard/messages";
import { demoCookie, get, signUp } from "../../helpers";
import { seedSampleTemplate } from "../../sample";

beforeAll(async () => {
  await seedSampleTemplate();
});

describe("GET /api/dashboard, security", () => {
  it("is 401 without a session", async () => {
    const response = await get("/api/dashboard");
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ success: false, error: DASHBOARD_SIGNED_OUT_ERROR });
  });

  it("never uses another workspace's data", async () => {
    // A demo workspace full of data exists; a new user's dashboard stays empty.
    await get("/api/dashboard", { cookie: await demoCookie() });
    const rows = await env.DB.prepare("select count(*) as n from daily_analytics").first<{ n: number }>();
    expect(rows!.n).toBeGreaterThan(0);
    const cookie = await signUp("api-dashboard-isolated@example.com");
    const body = (await (await get("/api/dashboard", { cookie })).json()) as {
      channel: unknown;
      kpis: { value: number | null }[];
      timing: { uploads: number };
    };
    expect(body.channel).toBeNull();
    expect(body.kpis.every((k) => k.value === null)).toBe(true);
    expect(body.timing.uploads).toBe(0);
  });
});
