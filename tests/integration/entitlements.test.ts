// Plans and the one free analysis (docs/entitlements.md), through the Worker: the page and /api
// alike, counted in D1.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { ANALYSIS_LIMIT_ERROR, ANALYSIS_LIMIT_TITLE } from "~/features/billing/entitlements";
import { REWRITE_ERROR_TITLE } from "~/features/description-rewriter/messages";
import { sendSurgeDigests } from "~/features/surge-alerts/surge-alerts.server";
import { getDb } from "~/lib/db/client.server";
import { demoCookie, get, grantPlan, pageText, postForm, postJson, signUp, userIdOf, workspaceOf } from "../helpers";
import { seedSampleTemplate } from "../sample";
import { historyOf, seedOwnChannel } from "./forecast-fixtures";

beforeAll(async () => {
  await seedSampleTemplate();
});

const rewrite = (cookie: string, n = 1) =>
  postForm(
    "/description-rewriter",
    {
      intent: "rewrite",
      title: `Quiet home server build ${n}`,
      description: "I built a quiet server.\nParts: https://example.com/parts",
    },
    { cookie },
  );
const rewriteApi = (cookie: string) =>
  postJson(
    "/api/description/rewrite",
    { title: "Best budget camera", description: "Five cameras tested for a month." },
    { cookie },
  );

async function runsOf(email: string) {
  const row = await env.DB.prepare("SELECT count(*) AS n FROM analysis_runs WHERE user_id = ?")
    .bind(await userIdOf(email))
    .first<{ n: number }>();
  return row?.n ?? 0;
}

describe("the free analysis", () => {
  it("lets a free account run one analysis, shows the count, then refuses on the page with the way to a plan", async () => {
    const email = "ent-free-page@example.com";
    const cookie = await signUp(email, undefined, { plan: null });
    const before = await pageText(await get("/dashboard", { cookie }));
    expect(before).toContain("1 of 1 free analysis left");
    expect(before).toContain('href="/pricing"');

    // Under the run button too.
    expect(await pageText(await get("/description-rewriter", { cookie }))).toContain("Uses your one free analysis.");

    const first = await rewrite(cookie);
    expect(first.status).toBe(200);
    const afterFirst = await pageText(first);
    expect(afterFirst).toContain("Quiet home server build 1");
    expect(afterFirst).toContain("Free analysis used");
    expect(await runsOf(email)).toBe(1);

    const second = await rewrite(cookie, 2);
    expect(second.status).toBe(402);
    const text = await pageText(second);
    expect(text).toContain(ANALYSIS_LIMIT_ERROR);
    expect(text).toMatch(/<a[^>]*href="\/pricing"[^>]*>Choose a plan<\/a>/);
    // A plan's limit is headed as one, not as the tool's error.
    expect(text).toContain(ANALYSIS_LIMIT_TITLE);
    expect(text).not.toContain(REWRITE_ERROR_TITLE);
    expect(text).not.toContain("Quiet home server build 2<");
    expect(await runsOf(email)).toBe(1);
  });

  it("answers /api with 402 and the message past the allowance, and the API run counts like the page's", async () => {
    const email = "ent-free-api@example.com";
    const cookie = await signUp(email, undefined, { plan: null });
    expect((await rewriteApi(cookie)).status).toBe(200);
    const refused = await rewriteApi(cookie);
    expect(refused.status).toBe(402);
    expect(await refused.json()).toEqual({ success: false, error: ANALYSIS_LIMIT_ERROR });
    // The page refuses too: one allowance across the page and the API.
    expect((await rewrite(cookie)).status).toBe(402);
    for (const [path, body] of [
      ["/api/forecast/video", { title: "A video", topic: "servers", history: historyOf(30) }],
      ["/api/comments/analyze", { comments: [{ id: "c1", text: "Great video, please make a part 2!" }] }],
      ["/api/ideas/generate", {}],
    ] as const) {
      const response = await postJson(path, body, { cookie });
      expect(response.status, path).toBe(402);
      expect(((await response.json()) as { error: string }).error, path).toBe(ANALYSIS_LIMIT_ERROR);
    }
    expect(await runsOf(email)).toBe(1);
  });

  it("does not spend the free analysis on a refused request", async () => {
    const email = "ent-free-refused@example.com";
    const cookie = await signUp(email, undefined, { plan: null });
    expect(
      (await postForm("/description-rewriter", { intent: "rewrite", title: " ", description: "x" }, { cookie })).status,
    ).toBe(400);
    expect((await postJson("/api/description/rewrite", { title: "" }, { cookie })).status).toBe(400);
    // No channel: the forecast is refused (404) and gives the run back.
    expect((await postForm("/video-forecast", { title: "My next video", topic: "servers" }, { cookie })).status).toBe(
      404,
    );
    expect(await runsOf(email)).toBe(0);
    expect((await rewrite(cookie)).status).toBe(200);
  });

  it("is not spent on a run with nothing to analyze", async () => {
    const email = "ent-free-empty@example.com";
    const cookie = await signUp(email, undefined, { plan: null });
    // No revenue imported: the RPM run is kept and says what to import, but made no analysis.
    const rpm = await postForm("/rpm-booster", { intent: "analyze" }, { cookie });
    expect(rpm.status).toBe(200);
    expect(await pageText(rpm)).toContain("1 of 1 free analysis left");
    // No channel, so no comment to score.
    const sentiment = await postForm("/comment-sentiment", { intent: "analyze" }, { cookie });
    expect(sentiment.status).toBe(200);
    expect(await pageText(sentiment)).toContain("1 of 1 free analysis left");
    expect(await runsOf(email)).toBe(0);
    expect((await rewrite(cookie)).status).toBe(200);
    expect(await runsOf(email)).toBe(1);
  });

  it("cannot be spent twice by two requests at once", async () => {
    const email = "ent-free-parallel@example.com";
    const cookie = await signUp(email, undefined, { plan: null });
    const answers = await Promise.all([rewriteApi(cookie), rewriteApi(cookie), rewrite(cookie, 3), rewriteApi(cookie)]);
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 402, 402, 402]);
    expect(await runsOf(email)).toBe(1);
  });
});

describe("plans", () => {
  it("lifts the limit with any plan and says so", async () => {
    const email = "ent-plan-lifts@example.com";
    const cookie = await signUp(email, undefined, { plan: null });
    expect((await rewrite(cookie, 1)).status).toBe(200);
    expect((await rewrite(cookie, 2)).status).toBe(402);
    await grantPlan(email, "starter");
    const third = await rewrite(cookie, 3);
    expect(third.status).toBe(200);
    const thirdText = await pageText(third);
    expect(thirdText).toContain("Starter plan: no monthly cap on analyses");
    expect(thirdText).not.toContain("Uses your one free analysis.");
    expect(thirdText).not.toContain("Free analysis used");
    for (let i = 4; i <= 6; i++) expect((await rewriteApi(cookie)).status).toBe(200);
  });

  it.each([
    ["a cancelled plan", { status: "canceled" }],
    ["an unpaid plan", { status: "past_due" }],
    ["a plan whose period ended", { periodEnd: Math.floor(Date.now() / 1000) - 60 }],
    [
      "a plan cancelled at period end, once the period is over",
      { cancelAtPeriodEnd: true, periodEnd: Math.floor(Date.now() / 1000) - 60 },
    ],
  ])("falls back to Free for %s", async (label, options) => {
    const email = `ent-lapsed-${label.length}-${Object.keys(options).length}@example.com`;
    const cookie = await signUp(email, undefined, { plan: null });
    expect((await rewrite(cookie)).status).toBe(200);
    await grantPlan(email, "pro", options);
    const refused = await rewrite(cookie, 2);
    expect(refused.status).toBe(402);
    expect(await pageText(refused)).toContain("Free analysis used");
    expect(((await (await get("/api/dashboard", { cookie })).json()) as { timing: unknown }).timing).toBeNull();
  });

  it("keeps a plan cancelled at period end until the period ends", async () => {
    const email = "ent-cancel-at-end@example.com";
    const cookie = await signUp(email, undefined, { plan: null });
    await grantPlan(email, "pro", { cancelAtPeriodEnd: true });
    for (let i = 1; i <= 3; i++) expect((await rewrite(cookie, i)).status).toBe(200);
    expect(await pageText(await get("/dashboard", { cookie }))).toContain("Pro plan: no monthly cap on analyses");
  });
});

describe("Pro features", () => {
  async function withChannel(email: string, plan: "starter" | "pro") {
    const cookie = await signUp(email, undefined, { plan });
    await seedOwnChannel(await workspaceOf(email), {
      channelId: `UCent${plan}${email.length}`.padEnd(24, "0").slice(0, 24),
    });
    return cookie;
  }

  it("shows Starter what the Pro sections are and which plan unlocks them, without their data", async () => {
    const cookie = await withChannel("ent-starter@example.com", "starter");
    const dashboard = await pageText(await get("/dashboard", { cookie }));
    expect(dashboard).toContain("Optimal Upload Timing is part of Pro and up");
    expect(dashboard).not.toContain("Optimal upload timing<");
    expect(dashboard).toContain("Live Visibility Score");

    const api = (await (await get("/api/dashboard", { cookie })).json()) as {
      timing: unknown;
      locked: { feature: string; message: string }[];
      visibilityScore: unknown;
    };
    expect(api.timing).toBeNull();
    expect(api.locked).toEqual([
      expect.objectContaining({ feature: "Optimal Upload Timing", message: expect.stringContaining("Pro") }),
    ]);
    expect(api.visibilityScore).not.toBeNull();

    const forecast = await postJson(
      "/api/forecast/video",
      { title: "A home server build", topic: "home server", history: historyOf(60) },
      { cookie },
    );
    expect(forecast.status).toBe(200);
    const body = (await forecast.json()) as { forecast: { viralPotential: unknown }; locked: { feature: string }[] };
    expect(body.forecast.viralPotential).toBeNull();
    expect(body.locked[0]!.feature).toBe("Viral Potential Predictor");

    const comments = await postJson(
      "/api/comments/analyze",
      {
        comments: [
          { id: "c1", text: "Please make a video about home server cooling!" },
          { id: "c2", text: "How loud is it at night?" },
        ],
      },
      { cookie },
    );
    const analyzed = (await comments.json()) as {
      summary: { requests: unknown[]; questions: unknown[] };
      comments: { request: unknown }[];
      locked: unknown[];
    };
    expect(analyzed.summary.requests).toEqual([]);
    expect(analyzed.summary.questions).toEqual([]);
    expect(analyzed.comments.every((c) => c.request === null)).toBe(true);
    expect(analyzed.locked).toHaveLength(1);

    expect(await pageText(await get("/video-forecast", { cookie }))).toContain(
      "Viral Potential Predictor is part of Pro and up",
    );
  });

  it("shows Pro the sections", async () => {
    const cookie = await withChannel("ent-pro@example.com", "pro");
    const dashboard = await pageText(await get("/dashboard", { cookie }));
    expect(dashboard).toContain("Optimal upload timing<");
    expect(dashboard).not.toContain("is part of Pro and up");
    const api = (await (await get("/api/dashboard", { cookie })).json()) as { timing: unknown; locked?: unknown };
    expect(api.timing).not.toBeNull();
    expect(api.locked).toBeUndefined();
    const forecast = (await (
      await postJson(
        "/api/forecast/video",
        { title: "A home server build", topic: "home server", history: historyOf(60) },
        { cookie },
      )
    ).json()) as { locked?: unknown };
    expect(forecast.locked).toBeUndefined();
    const comments = await postJson(
      "/api/comments/analyze",
      { comments: [{ id: "c1", text: "Please make a video about home server cooling!" }] },
      { cookie },
    );
    expect(((await comments.json()) as { summary: { requests: unknown[] } }).summary.requests.length).toBeGreaterThan(
      0,
    );
  });
});

describe("the demo", () => {
  it("is fully usable on the sample channel: every section, no allowance", async () => {
    const cookie = await demoCookie();
    const dashboard = await pageText(await get("/dashboard", { cookie }));
    expect(dashboard).toContain("Demo: every tool unlocked on the sample channel");
    expect(dashboard).toContain("Optimal upload timing<");
    for (let i = 1; i <= 3; i++) expect((await rewrite(cookie, i)).status).toBe(200);
    expect((await rewriteApi(cookie)).status).toBe(200);
    const forecast = (await (
      await postJson(
        "/api/forecast/video",
        { title: "A home server build", topic: "home server", history: historyOf(60) },
        { cookie },
      )
    ).json()) as { locked?: unknown };
    expect(forecast.locked).toBeUndefined();
  });
});

describe("Seasonal Topic Surge Alerts", () => {
  it("are mailed to plans that include them (Pro and up) only", async () => {
    const now = Date.now();
    const insert = env.DB.prepare(
      "INSERT INTO trend_points (keyword, at, views_per_day, uploads_per_week, videos_sampled) VALUES (?, ?, ?, 5, 50)",
    );
    await env.DB.batch(
      Array.from({ length: 14 }, (_, i) =>
        insert.bind("entitled surge topic", now - 3_600_000 - (13 - i) * 86_400_000, i < 7 ? 100 : 300),
      ),
    );
    const people = {
      "ent-surge-free@example.com": null,
      "ent-surge-starter@example.com": "starter",
      "ent-surge-pro@example.com": "pro",
      "ent-surge-creator@example.com": "creator",
    } as const;
    for (const [email, plan] of Object.entries(people)) {
      const cookie = await signUp(email, undefined, { plan });
      expect(
        (await postForm("/account", { intent: "settings", primaryTopic: "entitled surge topic" }, { cookie })).status,
      ).toBe(200);
    }
    await sendSurgeDigests({ ...env, APP_URL: "http://vidwise.test" } as Env, getDb(env), new Date(now));
    const { results } = await env.DB.prepare(
      'SELECT "to" AS email FROM email_outbox WHERE kind = \'surge-alert\' AND "to" LIKE \'ent-surge-%\' ORDER BY "to"',
    ).all<{ email: string }>();
    expect(results.map((r) => r.email)).toEqual(["ent-surge-creator@example.com", "ent-surge-pro@example.com"]);
  });
});

describe("Audience Demand Insights on the Comment Sentiment page", () => {
  const PASTED = [
    "Please make a part 2!",
    "Please make a part 2 soon",
    "Can you make a video about home server cooling?",
    "Great video",
  ].join("\n");

  it.each([
    ["starter", false],
    ["pro", true],
  ] as const)("%s: pasted comments' requests shown only with the feature", async (plan, shown) => {
    const cookie = await signUp(`ent-paste-${plan}@example.com`, undefined, { plan });
    const response = await postForm("/comment-sentiment", { intent: "paste", comments: PASTED }, { cookie });
    expect(response.status).toBe(200);
    const text = await pageText(response);
    expect(text).toContain("4 comments");
    expect(text.includes("Requests:"), text.slice(0, 0)).toBe(shown);
    expect(/asked for a part 2/.test(text)).toBe(shown);
  });
});

describe("Content Gap Analysis in the Content Analyzer", () => {
  type Insights = {
    locked?: { feature: string }[];
    youtubeInsights: { lowCompetitionGem: unknown; clusters: { opportunitySummary: string; videoCount: number }[] };
  };
  const search = async (plan: "starter" | "pro") => {
    const cookie = await signUp(`ent-gaps-${plan}@example.com`, undefined, { plan });
    const response = await postJson("/api/youtube-insights", { query: "laptop" }, { cookie });
    expect(response.status).toBe(200);
    return { cookie, body: (await response.json()) as Insights };
  };

  it("withholds the gap findings from Starter, in the API and on the page", async () => {
    const { cookie, body } = await search("starter");
    expect(body.locked?.[0]?.feature).toBe("Content Gap Analysis");
    expect(body.youtubeInsights.lowCompetitionGem).toBeNull();
    expect(body.youtubeInsights.clusters.length).toBeGreaterThan(0);
    for (const cluster of body.youtubeInsights.clusters)
      expect(cluster.opportunitySummary).toBe("Content Gap Analysis is part of Pro and up.");
    const page = await pageText(await postForm("/youtube-tool", { query: "laptop" }, { cookie }));
    expect(page).toContain("Content Gap Analysis is part of Pro and up.");
  });

  it("gives Pro the gap findings", async () => {
    const { body } = await search("pro");
    expect(body.locked).toBeUndefined();
    expect(body.youtubeInsights.clusters.some((c) => !c.opportunitySummary.includes("part of Pro"))).toBe(true);
  });
});
