// What a connected application (an MCP client's OAuth token) may do, held to what its consent page
// says ("It can only read: it cannot change anything, store results, spend your YouTube allowance
// or use up a free account's analysis"), and one meter for forecasts at every door: the Video
// Forecaster's endpoint, the in-app assistant and MCP (security review, round 4: M1 and L2).
import { beforeAll, describe, expect, it } from "vitest";
import { runTool } from "~/features/ask-vidwise/tools.engines.server";
import { ANALYSIS_LIMIT_ERROR, FREE_ANALYSIS_NOT_FROM_APPS } from "~/features/billing/index.server";
import { count, request, signUp, storeCount, userIdOf, workspaceOf } from "../helpers";
import { seedSampleTemplate } from "../sample";
import { askContextFor } from "./ask-vidwise-context";
import { connect, giveSampleData, rpc } from "./mcp-support";

beforeAll(async () => {
  await seedSampleTemplate();
}, 60_000);

const bearer = (token: string, body?: unknown) => ({ body, headers: { authorization: `Bearer ${token}` } });

const runsOf = async (email: string) =>
  count("SELECT count(*) AS n FROM analysis_runs WHERE user_id = ?", await userIdOf(email));

describe("an MCP client's token on /api", () => {
  it("reads, but cannot run an analysis, store a result or search YouTube", async () => {
    const email = "app-read-only@example.com";
    const cookie = await signUp(email);
    await giveSampleData(email);
    const { access_token } = await connect(cookie);

    expect((await request("GET", "/api/dashboard", bearer(access_token))).status).toBe(200);

    const analyses: [string, unknown][] = [
      [
        "/api/description/rewrite",
        { title: "My video", description: "A description of my video that is long enough to rewrite." },
      ],
      ["/api/ideas/generate", {}],
      ["/api/forecast/video", { title: "Budget Desk Setup Tour", topic: "desk setups" }],
      ["/api/comments/analyze", { comments: [{ id: "c1", text: "Great video, thank you!" }] }],
      [
        "/api/ab-test/evaluate",
        { variantA: { impressions: 1000, clicks: 50 }, variantB: { impressions: 1000, clicks: 70 } },
      ],
    ];
    for (const [path, body] of analyses) {
      const response = await request("POST", path, bearer(access_token, body));
      expect(response.status, path).toBe(403);
      expect(await response.json(), path).toMatchObject({
        success: false,
        error: expect.stringMatching(/can only read/),
      });
    }
    expect(await runsOf(email)).toBe(0);
    expect(await storeCount(await workspaceOf(email), "SELECT count(*) FROM description_rewrites")).toBe(0);
  });

  it("granted 'market' alone, cannot spend the YouTube allowance on a Content Analyzer search", async () => {
    const cookie = await signUp("app-market-only@example.com");
    const { access_token } = await connect(cookie, ["market"], "market");
    const search = await request("POST", "/api/youtube-insights", bearer(access_token, { query: "desk setup" }));
    expect(search.status).toBe(403);
    expect(await search.json()).toMatchObject({ error: expect.stringMatching(/can only read/) });
    expect((await request("GET", "/api/trends", bearer(access_token))).status).toBe(200);
  });
});

describe("one forecast meter for every door", () => {
  it("a free account's one analysis is spent by the assistant's title forecast, and then every door refuses", async () => {
    const email = "meter-assistant@example.com";
    const cookie = await signUp(email, undefined, { plan: null });
    await giveSampleData(email);
    const ctx = await askContextFor({ email });

    const first = await runTool(ctx, "title-forecast", { title: "Budget Desk Setup Tour" });
    expect(first.figures.expectedViews).toEqual(expect.any(Number));
    expect(await runsOf(email)).toBe(1);

    const second = await runTool(await askContextFor({ email }), "title-forecast", {
      title: "My Honest Review After One Year",
    });
    expect(second.figures).toEqual({});
    expect(second.missing).toBe(ANALYSIS_LIMIT_ERROR);
    const api = await request("POST", "/api/forecast/video", {
      body: { title: "Another Title", topic: "desk setups" },
      cookie,
    });
    expect(api.status).toBe(402);
    expect(await runsOf(email)).toBe(1);
  });

  it("over MCP a free account's analysis is never used; on a plan the forecast answers and is counted", async () => {
    const free = "meter-mcp-free@example.com";
    const freeCookie = await signUp(free, undefined, { plan: null });
    await giveSampleData(free);
    const freeApp = await connect(freeCookie);
    const refused = (
      await rpc(freeApp.access_token, "tools/call", {
        name: "title-forecast",
        arguments: { title: "Budget Desk Setup Tour" },
      })
    ).body!.result!;
    expect(refused.isError).toBe(true);
    expect(refused.structuredContent).toMatchObject({
      tool: "title-forecast",
      figures: {},
      // The page is named by its whole address outside the app.
      missing: FREE_ANALYSIS_NOT_FROM_APPS.replace("(/pricing)", "(http://vidwise.test/pricing)"),
    });
    expect(await runsOf(free)).toBe(0);
    // The analysis is still there for the app.
    expect(
      (
        await request("POST", "/api/forecast/video", {
          body: { title: "Budget Desk Setup Tour", topic: "desk setups" },
          cookie: freeCookie,
        })
      ).status,
    ).toBe(200);

    const paid = "meter-mcp-plan@example.com";
    const paidCookie = await signUp(paid);
    await giveSampleData(paid);
    const paidApp = await connect(paidCookie);
    const answered = (
      await rpc(paidApp.access_token, "tools/call", {
        name: "title-forecast",
        arguments: { title: "Budget Desk Setup Tour" },
      })
    ).body!.result!;
    expect((answered.structuredContent as { figures: { expectedViews: unknown } }).figures.expectedViews).toEqual(
      expect.any(Number),
    );
    expect(await runsOf(paid)).toBe(1);
  });
});
