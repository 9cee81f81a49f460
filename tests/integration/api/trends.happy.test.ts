import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../../workers/app";
import { TREND_CRON } from "../../../workers/jobs/scheduled";
import { get, pageText, postForm, signUp } from "../../helpers";

async function runTrendCron() {
  const ctx = createExecutionContext();
  worker.scheduled(createScheduledController({ cron: TREND_CRON }), env, ctx);
  await waitOnExecutionContext(ctx);
}

type TrendsBody = {
  success: boolean;
  error?: string;
  trends?: {
    keyword: string;
    trend_signal: string;
    trend_velocity: number | null;
    velocity_text: string;
    data_points: number;
    insights: { urgency: string }[];
  }[];
};

describe("GET /api/trends", () => {
  it("has no trends until the job has measured the user's topic, then reports it", async () => {
    const cookie = await signUp("trend-watcher@example.com");
    await postForm("/account", { intent: "settings", primaryTopic: "Budget Laptops" }, { cookie });
    const before = (await (await get("/api/trends", { cookie })).json()) as TrendsBody;
    expect(before).toEqual({ success: true, trends: [] });
    expect(await pageText(await get("/youtube", { cookie }))).toContain("Trend Analysis Pending");

    await runTrendCron();
    const points = await env.DB.prepare("SELECT keyword, views_per_day, videos_sampled FROM trend_points").all<{
      keyword: string;
      views_per_day: number;
      videos_sampled: number;
    }>();
    const point = points.results.find((p) => p.keyword === "budget laptops");
    expect(point?.videos_sampled).toBeGreaterThan(0);
    expect(point?.views_per_day).toBeGreaterThan(0);

    const after = (await (await get("/api/trends", { cookie })).json()) as TrendsBody;
    expect(after.trends?.[0]).toMatchObject({
      keyword: "budget laptops",
      data_points: 1,
      trend_velocity: null,
      velocity_text: "No change",
    });
  });

  it("computes velocity week over week and the spec's insights from stored points", async () => {
    const cookie = await signUp("rising@example.com");
    await postForm("/account", { intent: "settings", primaryTopic: "home server" }, { cookie });
    const now = Date.now();
    // Two weeks of readings every 6 hours: interest 100/day a week ago, 180/day this week (+80%).
    const statements = [];
    for (let h = 0; h < 14 * 24; h += 6) {
      const at = now - h * 3_600_000;
      const value = h < 7 * 24 ? 180 : 100;
      statements.push(
        env.DB.prepare(
          "INSERT INTO trend_points (keyword, at, views_per_day, uploads_per_week, videos_sampled) VALUES ('home server', ?, ?, 3, 20)",
        ).bind(at, value),
      );
    }
    await env.DB.batch(statements);
    const body = (await (await get("/api/trends", { cookie })).json()) as TrendsBody;
    expect(body.success).toBe(true);
    const trend = body.trends![0]!;
    expect(trend.trend_signal).toBe("spiking");
    expect(trend.trend_velocity).toBeGreaterThan(50);
    expect(trend.insights.some((i) => i.urgency === "high")).toBe(true);
    const page = await pageText(await get("/youtube", { cookie }));
    expect(page).toContain("spiking");
    expect(page).toContain("Interest over time");
  });
});
