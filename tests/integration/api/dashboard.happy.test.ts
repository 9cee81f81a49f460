import { beforeAll, describe, expect, it } from "vitest";
import { demoCookie, get } from "../../helpers";
import { seedSampleTemplate } from "../../sample";

beforeAll(async () => {
  await seedSampleTemplate();
});

type Body = {
  kpis: {
    key: string;
    value: number | null;
    previous: number | null;
    change: number | null;
    series: unknown[];
    source: string | null;
    missing: string | null;
  }[];
  visibilityScore: { value: number | null; parts: { key: string; percentile: number | null; weight: number }[] };
  timing: { timeZone: string; cells: { n: number }[]; recommendation: { text: string } };
  cadence: { verdict: string; text: string };
};

describe("GET /api/dashboard", () => {
  it("answers the demo's KPIs with their previous value, change, monthly series and source", async () => {
    const response = await get("/api/dashboard", { cookie: await demoCookie() });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Body;
    expect(body.kpis.map((k) => k.key)).toEqual([
      "subscriberGrowth",
      "suggestedReach",
      "watchTimePerViewer",
      "viewerFunnel",
    ]);
    for (const kpi of body.kpis.filter((k) => k.key !== "suggestedReach")) {
      expect(kpi.value).toEqual(expect.any(Number));
      expect(kpi.change).toBeCloseTo(kpi.value! - kpi.previous!, 10);
      expect(kpi.series).toHaveLength(12);
      expect(kpi.source).toMatch(/Studio/);
    }
    // No traffic-source data exists: null with what supplies it, never 0.
    expect(body.kpis[1]).toMatchObject({ value: null, missing: expect.stringMatching(/traffic-source/) });
  });

  it("explains the visibility score by its parts and weights", async () => {
    const body = (await (await get("/api/dashboard", { cookie: await demoCookie() })).json()) as Body;
    const { value, parts } = body.visibilityScore;
    expect(parts.map((p) => p.key)).toEqual(["impressions", "ctr", "newVideoViews", "subscribers"]);
    expect(parts.reduce((a, p) => a + p.weight, 0)).toBeCloseTo(1, 10);
    const scored = parts.filter((p) => p.percentile !== null);
    expect(scored.length).toBeGreaterThan(0);
    const weight = scored.reduce((a, p) => a + p.weight, 0);
    expect(value).toBe(Math.round(scored.reduce((a, p) => a + p.weight * p.percentile!, 0) / weight));
  });

  it("answers timing over 42 weekday and time cells, and a cadence verdict with its numbers", async () => {
    const body = (await (await get("/api/dashboard", { cookie: await demoCookie() })).json()) as Body;
    expect(body.timing.timeZone).toBe("UTC");
    expect(body.timing.cells).toHaveLength(42);
    expect(body.timing.cells.reduce((a, c) => a + c.n, 0)).toBeGreaterThan(20);
    expect(body.timing.recommendation.text.length).toBeGreaterThan(20);
    expect(body.cadence.text).toMatch(/\d/);
  });
});
