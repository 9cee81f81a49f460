import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../workers/app";
import { TREND_CRON } from "../../workers/jobs/scheduled";
import { postForm, postJson, signUp, signUpUnverified } from "../helpers";

async function runTrendCron() {
  const ctx = createExecutionContext();
  worker.scheduled(createScheduledController({ cron: TREND_CRON }), env, ctx);
  await waitOnExecutionContext(ctx);
}

// GET /api/trends: tests/integration/api/trends.*.test.ts

describe("the trends job's rotation and search budget", () => {
  const day = () =>
    new Intl.DateTimeFormat("en-CA", {
      timeZone: "America/Los_Angeles",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    }).format(new Date());

  it("measures every followed keyword within ⌈N ÷ 10⌉ runs, the 21st alphabetically included", async () => {
    await signUp("rotation@example.com");
    const workspace = (await env.DB.prepare(
      "SELECT workspace_id AS id FROM users WHERE email = 'rotation@example.com'",
    ).first<{ id: string }>())!.id;
    // 24 keywords that sort first, then one that sorts last and has recent videos in the fake.
    const keywords = [...Array.from({ length: 24 }, (_, i) => `topic ${String(i).padStart(2, "0")}`), "veloce g5"];
    await env.DB.batch(
      keywords.map((k) =>
        env.DB.prepare("INSERT INTO trend_keywords (workspace_id, keyword) VALUES (?, ?)").bind(workspace, k),
      ),
    );
    const followed = (await env.DB.prepare(
      "SELECT count(DISTINCT keyword) AS n FROM (SELECT keyword FROM trend_keywords UNION SELECT lower(primary_topic) FROM users WHERE is_demo = 0)",
    ).first<{ n: number }>())!.n;
    const runs = Math.ceil(followed / 10);
    for (let i = 0; i < runs; i++) await runTrendCron();
    const checked = await env.DB.prepare("SELECT keyword FROM trend_keyword_checks").all<{ keyword: string }>();
    const seen = new Set(checked.results.map((r) => r.keyword));
    for (const k of keywords) expect(seen.has(k), k).toBe(true);
    // Alphabetically past the twentieth: measured, not starved.
    const last = await env.DB.prepare("SELECT count(*) AS n FROM trend_points WHERE keyword = 'veloce g5'").first<{
      n: number;
    }>();
    expect(last?.n).toBe(1);
  });

  it("measures only keywords of confirmed accounts", async () => {
    const cookie = await signUpUnverified("unconfirmed-topic@example.com");
    await postForm("/account", { intent: "settings", primaryTopic: "unconfirmed topic" }, { cookie });
    await env.DB.prepare("DELETE FROM trend_keyword_checks").run();
    for (let i = 0; i < 4; i++) await runTrendCron();
    const tried = await env.DB.prepare(
      "SELECT count(*) AS n FROM trend_keyword_checks WHERE keyword = 'unconfirmed topic'",
    ).first<{ n: number }>();
    expect(tried?.n).toBe(0);
  });

  it("keeps its own share of the day's searches: the Content Analyzer's spending cannot starve it, nor it the analyzer", async () => {
    const cookie = await signUp("budget-share@example.com");
    await postForm("/account", { intent: "settings", primaryTopic: "mechanical keyboards" }, { cookie });
    await env.DB.prepare("DELETE FROM quota_usage").run();
    // People's requests have spent all of their pool today (90 − 40 = 50 searches).
    await env.DB.prepare(
      "INSERT INTO quota_usage (day, bucket, used) VALUES (?, 'search', 50) ON CONFLICT DO UPDATE SET used = 50",
    )
      .bind(day())
      .run();
    await env.DB.prepare("DELETE FROM trend_keyword_checks").run();
    await runTrendCron();
    const point = await env.DB.prepare(
      "SELECT count(*) AS n FROM trend_points WHERE keyword = 'mechanical keyboards'",
    ).first<{ n: number }>();
    expect(point?.n).toBe(1);
    // The analyzer is refused with its own pool spent...
    const refused = await postJson("/api/youtube-insights", { query: "desk setup tour" }, { headers: { cookie } });
    expect(refused.status).toBe(429);
    // ...and answers once its pool has room, even with the trends pool spent.
    await env.DB.prepare("UPDATE quota_usage SET used = 0 WHERE day = ? AND bucket = 'search'").bind(day()).run();
    await env.DB.prepare(
      "INSERT INTO quota_usage (day, bucket, used) VALUES (?, 'search:trends', 40) ON CONFLICT DO UPDATE SET used = 40",
    )
      .bind(day())
      .run();
    const answered = await postJson("/api/youtube-insights", { query: "desk setup tour" }, { headers: { cookie } });
    expect(answered.status).toBe(200);
  });
});
