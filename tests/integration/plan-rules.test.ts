// One plan rule per feature, whichever way in: a free account gets the same locked answer from
// the page, /api and the assistant for each Pro feature (the feature's name and the plan that
// includes it, and none of the feature's figures), and the page and /api meter the same runs
// (the free analysis counted once by either, given back by both for the same outcomes).
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { runTool } from "~/features/ask-vidwise/tools.engines.server";
import { ANALYSIS_LIMIT_ERROR } from "~/features/billing/index.server";
import { NO_EVIDENCE_MESSAGE } from "~/features/content-ideas/messages";
import {
  get,
  grantPlan,
  pageText,
  postForm,
  postJson,
  sessionCookieFrom,
  signUp,
  userIdOf,
  workspaceOf,
} from "../helpers";
import { seedSampleTemplate } from "../sample";
import { askContextFor } from "./ask-vidwise-context";
import { historyOf, seedOwnChannel } from "./forecast-fixtures";

type ApiLocked = { feature: string; plan: string; fields: string[]; message: string };

beforeAll(async () => {
  await seedSampleTemplate();
}, 60_000);

async function runsOf(email: string): Promise<number> {
  const row = await env.DB.prepare("SELECT count(*) AS n FROM analysis_runs WHERE user_id = ?")
    .bind(await userIdOf(email))
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/**
 * Gives a free account its one analysis back, so the next entry point answers too (each entry
 * point below is asked with a fresh allowance: the comparison is of what each returns, not of
 * the allowance, which the metering tests cover).
 */
async function restoreFreeAnalysis(email: string) {
  await env.DB.prepare("DELETE FROM analysis_runs WHERE user_id = ?")
    .bind(await userIdOf(email))
    .run();
}

/** A free account (no plan) whose workspace holds the sample channel's data (a demo's copy). */
async function freeAccountWithData(email: string) {
  const cookie = await signUp(email, undefined, { plan: null });
  const demo = await askContextFor({ cookie: sessionCookieFrom(await postForm("/demo", {})) });
  await env.DB.prepare("UPDATE users SET workspace_id = ? WHERE email = ?").bind(demo.user.teamChannelId, email).run();
  return cookie;
}

/** The page's words for a locked section, the assistant's, and /api's, all naming feature and plan. */
const lockedLine = (feature: string, plan: string) => `${feature} is part of ${plan} and up`;

describe("a free account gets the same locked answer from the page, /api and the assistant", () => {
  it("Optimal Upload Timing", async () => {
    const email = "rules-timing@example.com";
    const cookie = await freeAccountWithData(email);
    const page = await pageText(await get("/dashboard", { cookie }));
    const api = (await (await get("/api/dashboard", { cookie })).json()) as { timing: unknown; locked: ApiLocked[] };
    const tool = await runTool(await askContextFor({ email }), "upload-timing");

    expect(api.timing).toBeNull();
    expect(api.locked).toEqual([
      expect.objectContaining({ feature: "Optimal Upload Timing", plan: "Pro", fields: ["timing"] }),
    ]);
    expect(page).toContain(lockedLine(api.locked[0]!.feature, api.locked[0]!.plan));
    expect(tool).toMatchObject({ locked: true, figures: {}, facts: [] });
    expect(tool.missing).toContain(lockedLine(api.locked[0]!.feature, api.locked[0]!.plan));

    // The same workspace on Pro: its recommendation appears nowhere in the free answers.
    await grantPlan(email, "pro");
    const pro = (await (await get("/api/dashboard", { cookie })).json()) as {
      timing: { recommendation: { text: string } };
    };
    const figure = pro.timing.recommendation.text;
    expect(figure.length).toBeGreaterThan(0);
    for (const free of [page, JSON.stringify(api), JSON.stringify(tool)]) expect(free).not.toContain(figure);
  });

  it("Audience Demand Insights", async () => {
    const email = "rules-demand@example.com";
    const cookie = await freeAccountWithData(email);
    const pasted = [
      "Please make a part 2!",
      "Please make a part 2 soon",
      "Can you make a video about home server cooling?",
      "Great video",
    ];
    const pastePage = await postForm(
      "/comment-sentiment",
      { intent: "paste", comments: pasted.join("\n") },
      { cookie },
    );
    expect(pastePage.status).toBe(200);
    const page = await pageText(pastePage);
    await restoreFreeAnalysis(email);
    const apiResponse = await postJson(
      "/api/comments/analyze",
      { comments: pasted.map((text, i) => ({ id: `c${i}`, text })) },
      { cookie },
    );
    expect(apiResponse.status).toBe(200);
    const api = (await apiResponse.json()) as {
      summary: { requests: unknown[]; questions: unknown[] };
      comments: { request: unknown; question: unknown }[];
      locked: ApiLocked[];
    };
    const tool = await runTool(await askContextFor({ email }), "viewer-requests");

    expect(api.locked).toEqual([expect.objectContaining({ feature: "Audience Demand Insights", plan: "Pro" })]);
    const line = lockedLine(api.locked[0]!.feature, api.locked[0]!.plan);
    expect(page).toContain(line);
    expect(tool).toMatchObject({ locked: true, figures: {}, facts: [] });
    expect(tool.missing).toContain(line);

    // No requests or questions, wherever they are asked for.
    expect(api.summary.requests).toEqual([]);
    expect(api.summary.questions).toEqual([]);
    expect(api.comments.every((c) => c.request === null && c.question === null)).toBe(true);
    expect(page).not.toContain("Requests:");
    expect(page).not.toMatch(/asked for a part 2/);
  });

  it("Viral Potential Predictor", async () => {
    const email = "rules-viral@example.com";
    const cookie = await signUp(email, undefined, { plan: null });
    await seedOwnChannel(await workspaceOf(email), { channelId: "UCrulesviral000000000000" });
    const page = await pageText(await get("/video-forecast", { cookie }));
    const response = await postJson(
      "/api/forecast/video",
      { title: "A home server build", topic: "home server", history: historyOf(60) },
      { cookie },
    );
    expect(response.status).toBe(200);
    const api = (await response.json()) as { forecast: { viralPotential: unknown }; locked: ApiLocked[] };
    const tool = await runTool(await askContextFor({ email }), "title-forecast", {
      title: "A home server build",
      topic: "home server",
    });

    expect(api.forecast.viralPotential).toBeNull();
    expect(api.locked).toEqual([
      expect.objectContaining({
        feature: "Viral Potential Predictor",
        plan: "Pro",
        fields: ["forecast.viralPotential"],
      }),
    ]);
    expect(page).toContain(lockedLine(api.locked[0]!.feature, api.locked[0]!.plan));
    // The assistant's forecast never carries the label: no figure or fact about viral potential.
    expect(JSON.stringify(tool)).not.toMatch(/viral/i);
  });

  it("Content Gap Analysis", async () => {
    const email = "rules-gaps@example.com";
    const cookie = await signUp(email, undefined, { plan: null });
    const pageResponse = await postForm("/youtube-tool", { query: "laptop" }, { cookie });
    expect(pageResponse.status).toBe(200);
    const page = await pageText(pageResponse);
    await restoreFreeAnalysis(email);
    const response = await postJson("/api/youtube-insights", { query: "laptop" }, { cookie });
    expect(response.status).toBe(200);
    const api = (await response.json()) as {
      locked: ApiLocked[];
      youtubeInsights: { lowCompetitionGem: unknown; clusters: { opportunitySummary: string }[] };
    };
    const tool = await runTool(await askContextFor({ email }), "market-analysis", { topic: "laptop" });

    expect(api.locked).toEqual([expect.objectContaining({ feature: "Content Gap Analysis", plan: "Pro" })]);
    const line = lockedLine(api.locked[0]!.feature, api.locked[0]!.plan);
    expect(api.youtubeInsights.lowCompetitionGem).toBeNull();
    for (const cluster of api.youtubeInsights.clusters) expect(cluster.opportunitySummary).toBe(`${line}.`);
    expect(page).toContain(`${line}.`);
    // The assistant's market tool reads the account's searches without the gap findings.
    expect(JSON.stringify(tool)).not.toMatch(/lowCompetitionGem|opportunitySummary|low-competition/i);
  });

  it("1-on-1 Channel Strategy Coaching (Creator+): the page and its request both name the plan", async () => {
    const cookie = await signUp("rules-coaching@example.com", undefined, { plan: null });
    const page = await pageText(await get("/coaching", { cookie }));
    expect(page).toContain("1-on-1 Channel Strategy Coaching is part of Creator+");
    const refused = await postForm(
      "/coaching",
      { intent: "request", goal: "Grow my channel past 10,000 subscribers", availability: "Weekday evenings" },
      { cookie },
    );
    expect(refused.status).toBe(402);
  });
});

describe("the page and /api meter the same runs", () => {
  const pairs = {
    "Description Rewriter": {
      page: (cookie: string) =>
        postForm(
          "/description-rewriter",
          { intent: "rewrite", title: "Quiet home server build", description: "I built a quiet server." },
          { cookie },
        ),
      api: (cookie: string) =>
        postJson(
          "/api/description/rewrite",
          { title: "Best budget camera", description: "Five cameras tested for a month." },
          { cookie },
        ),
    },
    "Comment Sentiment": {
      page: (cookie: string) =>
        postForm("/comment-sentiment", { intent: "paste", comments: "Great video\nPlease make a part 2!" }, { cookie }),
      api: (cookie: string) =>
        postJson("/api/comments/analyze", { comments: [{ id: "c1", text: "Great video" }] }, { cookie }),
    },
  } as const;

  for (const [name, run] of Object.entries(pairs)) {
    it(`${name}: one free analysis, spent by whichever runs first`, async () => {
      const slug = name.toLowerCase().replace(/\W+/g, "-");
      const pageFirst = `rules-meter-page-${slug}@example.com`;
      const pageCookie = await signUp(pageFirst, undefined, { plan: null });
      expect((await run.page(pageCookie)).status).toBe(200);
      expect(await runsOf(pageFirst)).toBe(1);
      const apiRefused = await run.api(pageCookie);
      expect(apiRefused.status).toBe(402);
      expect(((await apiRefused.json()) as { error: string }).error).toBe(ANALYSIS_LIMIT_ERROR);

      const apiFirst = `rules-meter-api-${slug}@example.com`;
      const apiCookie = await signUp(apiFirst, undefined, { plan: null });
      expect((await run.api(apiCookie)).status).toBe(200);
      expect(await runsOf(apiFirst)).toBe(1);
      const pageRefused = await run.page(apiCookie);
      expect(pageRefused.status).toBe(402);
      expect(await pageText(pageRefused)).toContain(ANALYSIS_LIMIT_ERROR);
      expect(await runsOf(apiFirst)).toBe(1);
    });
  }

  it("Video Forecast: a forecast without a channel is refused (404) and given back by both", async () => {
    const email = "rules-meter-forecast@example.com";
    const cookie = await signUp(email, undefined, { plan: null });
    expect((await postForm("/video-forecast", { title: "My next video", topic: "servers" }, { cookie })).status).toBe(
      404,
    );
    expect(
      (await postJson("/api/forecast/video", { title: "My next video", topic: "servers" }, { cookie })).status,
    ).toBe(404);
    expect(await runsOf(email)).toBe(0);
  });

  it("Content Ideas: a batch with no evidence gives the free analysis back, from the page and from /api", async () => {
    const email = "rules-meter-ideas@example.com";
    const cookie = await signUp(email, undefined, { plan: null });
    // A channel with no uploads: nothing to make ideas from.
    await seedOwnChannel(await workspaceOf(email), { videos: 0, channelId: "UCrulesideas000000000000" });

    const page = await postForm("/content-ideas", { intent: "generate" }, { cookie });
    expect(page.status).toBe(200);
    expect(await pageText(page)).toContain(NO_EVIDENCE_MESSAGE);
    expect(await runsOf(email)).toBe(0);

    const api = await postJson("/api/ideas/generate", {}, { cookie });
    expect(api.status).toBe(200);
    expect(((await api.json()) as { message?: string }).message).toBe(NO_EVIDENCE_MESSAGE);
    expect(await runsOf(email)).toBe(0);

    // The allowance is untouched: a real analysis still runs.
    expect(
      (
        await postJson(
          "/api/description/rewrite",
          { title: "Best budget camera", description: "Five cameras tested." },
          { cookie },
        )
      ).status,
    ).toBe(200);
  });
});
