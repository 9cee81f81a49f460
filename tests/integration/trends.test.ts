import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../workers/app";
import { TREND_CRON } from "../../workers/jobs/scheduled";
import { get, pageText, postForm, postJson, sessionCookieFrom, signUp, signUpUnverified } from "../helpers";

async function runTrendCron() {
  const ctx = createExecutionContext();
  worker.scheduled(createScheduledController({ cron: TREND_CRON }), env, ctx);
  await waitOnExecutionContext(ctx);
}

type TrendsBody = { success: boolean; error?: string; trends?: { keyword: string; trend_signal: string; trend_velocity: number | null; velocity_text: string; data_points: number; insights: { urgency: string }[] }[] };

describe("GET /api/trends", () => {
  it("answers 401 'No valid session found' without a session", async () => {
    const response = await get("/api/trends");
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ success: false, error: "No valid session found" });
  });

  it("refuses demo users, who see the create-account prompt instead", async () => {
    const demo = sessionCookieFrom(await postForm("/demo", {}));
    expect((await get("/api/trends", { cookie: demo })).status).toBe(403);
    expect(await pageText(await get("/youtube", { cookie: demo }))).toContain("Create a real account for trend insights");
  });

  it("has no trends until the job has measured the user's topic, then reports it", async () => {
    const cookie = await signUp("trend-watcher@example.com");
    await postForm("/account", { intent: "settings", primaryTopic: "Budget Laptops" }, { cookie });
    const before = (await (await get("/api/trends", { cookie })).json()) as TrendsBody;
    expect(before).toEqual({ success: true, trends: [] });
    expect(await pageText(await get("/youtube", { cookie }))).toContain("Trend Analysis Pending");

    await runTrendCron();
    const points = await env.DB.prepare("SELECT keyword, views_per_day, videos_sampled FROM trend_points").all<{ keyword: string; views_per_day: number; videos_sampled: number }>();
    const point = points.results.find((p) => p.keyword === "budget laptops");
    expect(point?.videos_sampled).toBeGreaterThan(0);
    expect(point?.views_per_day).toBeGreaterThan(0);

    const after = (await (await get("/api/trends", { cookie })).json()) as TrendsBody;
    expect(after.trends?.[0]).toMatchObject({ keyword: "budget laptops", data_points: 1, trend_velocity: null, velocity_text: "No change" });
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
      statements.push(env.DB.prepare("INSERT INTO trend_points (keyword, at, views_per_day, uploads_per_week, videos_sampled) VALUES ('home server', ?, ?, 3, 20)").bind(at, value));
    }
    await env.DB.batch(statements);
    const body = (await (await get("/api/trends", { cookie })).json()) as TrendsBody;
    const trend = body.trends![0]!;
    expect(trend.trend_signal).toBe("spiking");
    expect(trend.trend_velocity).toBeGreaterThan(50);
    expect(trend.insights.some((i) => i.urgency === "high")).toBe(true);
    const page = await pageText(await get("/youtube", { cookie }));
    expect(page).toContain("spiking");
    expect(page).toContain("Interest over time");
  });
});

describe("the trends job's rotation and search budget", () => {
  const day = () => new Intl.DateTimeFormat("en-CA", { timeZone: "America/Los_Angeles", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());

  it("measures every followed keyword within ⌈N ÷ 10⌉ runs, the 21st alphabetically included", async () => {
    await signUp("rotation@example.com");
    const workspace = (await env.DB.prepare("SELECT workspace_id AS id FROM users WHERE email = 'rotation@example.com'").first<{ id: string }>())!.id;
    // 24 keywords that sort first, then one that sorts last and has recent videos in the fake.
    const keywords = [...Array.from({ length: 24 }, (_, i) => `topic ${String(i).padStart(2, "0")}`), "veloce g5"];
    await env.DB.batch(keywords.map((k) => env.DB.prepare("INSERT INTO trend_keywords (workspace_id, keyword) VALUES (?, ?)").bind(workspace, k)));
    const followed = (await env.DB.prepare("SELECT count(DISTINCT keyword) AS n FROM (SELECT keyword FROM trend_keywords UNION SELECT lower(primary_topic) FROM users WHERE is_demo = 0)").first<{ n: number }>())!.n;
    const runs = Math.ceil(followed / 10);
    for (let i = 0; i < runs; i++) await runTrendCron();
    const checked = await env.DB.prepare("SELECT keyword FROM trend_keyword_checks").all<{ keyword: string }>();
    const seen = new Set(checked.results.map((r) => r.keyword));
    for (const k of keywords) expect(seen.has(k), k).toBe(true);
    // Alphabetically past the twentieth: measured, not starved.
    const last = await env.DB.prepare("SELECT count(*) AS n FROM trend_points WHERE keyword = 'veloce g5'").first<{ n: number }>();
    expect(last?.n).toBe(1);
  });

  it("measures only keywords of confirmed accounts", async () => {
    const cookie = await signUpUnverified("unconfirmed-topic@example.com");
    await postForm("/account", { intent: "settings", primaryTopic: "unconfirmed topic" }, { cookie });
    await env.DB.prepare("DELETE FROM trend_keyword_checks").run();
    for (let i = 0; i < 4; i++) await runTrendCron();
    const tried = await env.DB.prepare("SELECT count(*) AS n FROM trend_keyword_checks WHERE keyword = 'unconfirmed topic'").first<{ n: number }>();
    expect(tried?.n).toBe(0);
  });

  it("keeps its own share of the day's searches: the Content Analyzer's spending cannot starve it, nor it the analyzer", async () => {
    const cookie = await signUp("budget-share@example.com");
    await postForm("/account", { intent: "settings", primaryTopic: "mechanical keyboards" }, { cookie });
    await env.DB.prepare("DELETE FROM quota_usage").run();
    // People's requests have spent all of their pool today (90 − 40 = 50 searches).
    await env.DB.prepare("INSERT INTO quota_usage (day, bucket, used) VALUES (?, 'search', 50) ON CONFLICT DO UPDATE SET used = 50").bind(day()).run();
    await env.DB.prepare("DELETE FROM trend_keyword_checks").run();
    await runTrendCron();
    const point = await env.DB.prepare("SELECT count(*) AS n FROM trend_points WHERE keyword = 'mechanical keyboards'").first<{ n: number }>();
    expect(point?.n).toBe(1);
    // The analyzer is refused with its own pool spent...
    const refused = await postJson("/api/youtube-insights", { query: "desk setup tour" }, { headers: { cookie } });
    expect(refused.status).toBe(429);
    // ...and answers once its pool has room, even with the trends pool spent.
    await env.DB.prepare("UPDATE quota_usage SET used = 0 WHERE day = ? AND bucket = 'search'").bind(day()).run();
    await env.DB.prepare("INSERT INTO quota_usage (day, bucket, used) VALUES (?, 'search:trends', 40) ON CONFLICT DO UPDATE SET used = 40").bind(day()).run();
    const answered = await postJson("/api/youtube-insights", { query: "desk setup tour" }, { headers: { cookie } });
    expect(answered.status).toBe(200);
  });
});
