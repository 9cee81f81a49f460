import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { FAKE_YOUTUBE_KEYS } from "~/dev/youtube/fake-api";
import { quotaDay } from "~/features/channel-data/youtube/quota";
import { DAILY_LIVE_ANALYSES_PER_WORKSPACE } from "~/features/content-analyzer/market.server";
import {
  ANALYZER_MESSAGES,
  DEMO_ANALYZER_ERROR,
  EXAMPLE_QUERIES,
  QUERY_LABEL,
} from "~/features/content-analyzer/messages";
import type { MarketResult } from "~/features/content-analyzer/result";
import worker from "../../workers/app";
import { ORIGIN, freshIp, get, pageText, postForm, postJson, sessionCookieFrom, signUp } from "../helpers";
import { seedSampleTemplate } from "../sample";

type Answer =
  | ({ success: true } & Pick<MarketResult, "youtubeVideos" | "youtubeInsights" | "cached">)
  | { success: false; error: string };

function insights(body: unknown, cookie?: string) {
  return postJson("/api/youtube-insights", body, { headers: cookie ? { cookie } : {} });
}

/** The Worker with a changed environment (no key, a quota-exhausted key), as a browser would call it. */
async function insightsWithEnv(overrides: Partial<Env>, query: string, cookie: string) {
  const ctx = createExecutionContext();
  const request = new Request(`${ORIGIN}/api/youtube-insights`, {
    method: "POST",
    body: JSON.stringify({ query }),
    headers: { "content-type": "application/json", origin: ORIGIN, "cf-connecting-ip": freshIp(), cookie },
  });
  const response = await worker.fetch(request, { ...env, ...overrides }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

const ledgerRows = async () =>
  (await env.DB.prepare("SELECT coalesce(sum(calls), 0) AS n FROM quota_ledger").first<{ n: number }>())!.n;

async function workspaceOf(email: string) {
  return (await env.DB.prepare("SELECT workspace_id AS id FROM users WHERE email = ?")
    .bind(email)
    .first<{ id: string }>())!.id;
}

describe("POST /api/youtube-insights", () => {
  it("analyzes the top results for a query: the spec's video fields, clusters, picks and top videos", async () => {
    const cookie = await signUp("insights-ok@example.com");
    const before = await ledgerRows();
    const response = await insights({ query: "  laptop  " }, cookie);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Answer;
    if (!body.success) throw new Error(body.error);
    // One search.list and one videos.list, nothing else.
    expect((await ledgerRows()) - before).toBe(2);
    expect(body.cached).toBe(false);

    const videos = body.youtubeVideos;
    expect(videos.length).toBe(50);
    for (const video of videos) {
      expect(Object.keys(video).sort()).toEqual(
        ["channel", "commentCount", "likeCount", "publishedAt", "thumbnail", "title", "videoId", "viewCount"].sort(),
      );
      expect(video.title.length).toBeGreaterThan(0);
      expect(video.channel.length).toBeGreaterThan(0);
      expect(Number.isFinite(Date.parse(video.publishedAt))).toBe(true);
      expect(video.viewCount).toBeGreaterThanOrEqual(0);
    }
    // Most viewed first: the first five are the top performers.
    const views = videos.map((v) => v.viewCount);
    expect(views).toEqual([...views].sort((a, b) => b - a));

    const insight = body.youtubeInsights;
    expect(insight.query).toBe("laptop");
    expect(insight.clusters.length).toBeGreaterThanOrEqual(2);
    // Every result is in one topic, or listed as in none (its title shares no name with another's).
    const placed = [...insight.clusters.flatMap((c) => c.videoIds), ...insight.unsortedVideoIds];
    expect(new Set(placed).size).toBe(50);
    expect(insight.clusters.reduce((sum, c) => sum + c.videoCount, 0)).toBe(50 - insight.unsortedVideoIds.length);
    for (const cluster of insight.clusters) {
      expect(cluster.name.length).toBeGreaterThan(0);
      expect(cluster.avgViews).toBeGreaterThan(0);
      expect(cluster.opportunitySummary.length).toBeGreaterThan(10);
      if (cluster.engagementScore !== null)
        expect(cluster.engagementLabel).toMatch(/^(Exceptional|Strong|Moderate|Low)$/);
    }
    const names = insight.clusters.map((c) => c.name);
    expect(names).toContain(insight.peakTopic?.clusterName);
    for (const pick of [insight.peakTopic, insight.risingTopic, insight.lowCompetitionGem]) {
      if (pick) {
        expect(names).toContain(pick.clusterName);
        expect(pick.reason.length).toBeGreaterThan(10);
      }
    }
    expect(insight.whatToBuild.length).toBeGreaterThan(20);
    expect(insight.stats.videosAnalyzed).toBe(50);
    expect(insight.stats.totalViews).toBe(views.reduce((a, b) => a + b, 0));
  });

  it("answers a repeated query from the cache, whatever its case and spacing, without spending quota", async () => {
    const cookie = await signUp("insights-cache@example.com");
    const first = (await (await insights({ query: "home office" }, cookie)).json()) as Answer;
    expect(first.success).toBe(true);
    const before = await ledgerRows();
    const again = await insights({ query: "  Home   OFFICE " }, cookie);
    expect(again.status).toBe(200);
    const body = (await again.json()) as Answer;
    expect(await ledgerRows()).toBe(before);
    if (!body.success || !first.success) throw new Error("expected success");
    expect(body.cached).toBe(true);
    expect(body.youtubeVideos).toEqual(first.youtubeVideos);
    expect(body.youtubeInsights).toEqual(first.youtubeInsights);
    // Another account's identical search is served from the same row.
    const other = await signUp("insights-cache-2@example.com");
    expect(((await (await insights({ query: "home office" }, other)).json()) as Answer).success).toBe(true);
    expect(await ledgerRows()).toBe(before);
  });

  it("refreshes an analysis older than 6 hours", async () => {
    const cookie = await signUp("insights-stale@example.com");
    expect((await insights({ query: "keyboard" }, cookie)).status).toBe(200);
    await env.DB.prepare("UPDATE market_cache SET created_at = created_at - ? WHERE query = 'keyboard'")
      .bind(6 * 3_600_000 + 1)
      .run();
    const before = await ledgerRows();
    const body = (await (await insights({ query: "keyboard" }, cookie)).json()) as Answer;
    expect(body.success && body.cached).toBe(false);
    expect((await ledgerRows()) - before).toBe(2);
  });

  it.each([
    ["a blank query", { query: "   " }],
    ["a query of 201 characters", { query: "a".repeat(201) }],
    ["no query", {}],
    ["a number", { query: 42 }],
    ["a body that is not JSON", "{{"],
    ["an empty body", ""],
  ])("answers 400 with a clear error for %s", async (_label, body) => {
    const cookie = await signUp(`insights-bad-${_label.replace(/\W/g, "")}@example.com`);
    const before = await ledgerRows();
    const response = await insights(body, cookie);
    expect(response.status).toBe(400);
    const json = (await response.json()) as { success: boolean; error: string };
    expect(json.success).toBe(false);
    expect(json.error.length).toBeGreaterThan(5);
    expect(await ledgerRows()).toBe(before);
  });

  it("needs a session (401)", async () => {
    const response = await insights({ query: "laptop" });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ success: false, error: expect.any(String) });
  });

  it("turns the demo away with 403: no live data for the demo", async () => {
    await seedSampleTemplate();
    const cookie = sessionCookieFrom(await postForm("/demo", {}));
    const response = await insights({ query: "laptop" }, cookie);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ success: false, error: DEMO_ANALYZER_ERROR });
  });

  it("answers 503 when no API key is configured", async () => {
    const cookie = await signUp("insights-nokey@example.com");
    const response = await insightsWithEnv({ YOUTUBE_API_KEY: "" }, "laptop stand", cookie);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ success: false, error: ANALYZER_MESSAGES.notConfigured });
  });

  it("answers 429 when YouTube reports the quota exceeded", async () => {
    const cookie = await signUp("insights-quota@example.com");
    const response = await insightsWithEnv({ YOUTUBE_API_KEY: FAKE_YOUTUBE_KEYS.quotaExceeded }, "laptop bag", cookie);
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual({ success: false, error: ANALYZER_MESSAGES.quotaExceeded });
  });

  it("answers 429 once an account has used its daily live analyses, but still serves cached ones", async () => {
    const email = "insights-limit@example.com";
    const cookie = await signUp(email);
    expect((await insights({ query: "laptop" }, cookie)).status).toBe(200);
    const ws = await workspaceOf(email);
    const day = quotaDay(new Date());
    // The day's ledger row of the workspace's searches, as that many calls leave it.
    await env.DB.prepare(
      "INSERT INTO quota_ledger (day, method, units, calls, workspace_id) VALUES (?, 'search.list', ?, ?, ?)",
    )
      .bind(day, DAILY_LIVE_ANALYSES_PER_WORKSPACE, DAILY_LIVE_ANALYSES_PER_WORKSPACE, ws)
      .run();
    const fresh = await insights({ query: "laptop sleeve" }, cookie);
    expect(fresh.status).toBe(429);
    expect(await fresh.json()).toEqual({ success: false, error: ANALYZER_MESSAGES.quotaExceeded });
    expect((await insights({ query: "laptop" }, cookie)).status).toBe(200);
  });

  it("answers 404 with the spec's message when nothing matches", async () => {
    const cookie = await signUp("insights-none@example.com");
    const response = await insights({ query: "zebra unicorn orchestra" }, cookie);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, error: ANALYZER_MESSAGES.notFound });
  });

  it("answers 500 with the default message (and logs) when YouTube keeps failing", async () => {
    const cookie = await signUp("insights-upstream@example.com");
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await insightsWithEnv(
      { YOUTUBE_API_KEY: FAKE_YOUTUBE_KEYS.serverError },
      "laptop charger",
      cookie,
    );
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ success: false, error: ANALYZER_MESSAGES.failed });
    expect(logged).toHaveBeenCalled();
    expect(String(logged.mock.calls[0]?.[0])).not.toContain(FAKE_YOUTUBE_KEYS.serverError);
  }, 20_000);

  it("leaves GET /api/youtube-insights/status to the status check", async () => {
    const status = await get("/api/youtube-insights/status");
    expect(status.status).toBe(200);
    expect(await status.json()).toMatchObject({ ok: true, service: "youtube-data-api" });
    // The analyzer itself is POST only.
    expect((await get("/api/youtube-insights")).status).toBe(404);
  });
});

describe("the example chips offline", () => {
  it.each(EXAMPLE_QUERIES)("“%s” finds videos in the fake's world, grouped into named topics", async (chip) => {
    const cookie = await signUp(`chip-${chip.replace(/\W/g, "").toLowerCase()}@example.com`);
    const response = await insights({ query: chip }, cookie);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Answer;
    if (!body.success) throw new Error(body.error);
    expect(body.youtubeVideos.length).toBe(50);
    expect(new Set(body.youtubeVideos.map((v) => v.channel)).size).toBeGreaterThanOrEqual(3);
    const insight = body.youtubeInsights;
    expect(insight.clusters.length).toBeGreaterThanOrEqual(3);
    for (const cluster of insight.clusters) {
      // A phrase from the titles, never "A, B & C".
      expect(cluster.name).not.toMatch(/,|&/);
      const titles = cluster.videoIds.map((id) =>
        body.youtubeVideos.find((v) => v.videoId === id)!.title.toLowerCase(),
      );
      const words = cluster.name.toLowerCase().split(" ");
      expect(
        titles.some((title) => words.every((w) => title.includes(w.replace(/s$/, "")))),
        `${cluster.name}`,
      ).toBe(true);
      // Never the name, or a part of the name, of a channel among the results.
      for (const channel of new Set(body.youtubeVideos.map((v) => v.channel.toLowerCase()))) {
        const channelWords = new Set(channel.split(/[^\p{L}\p{N}]+/u));
        expect(
          words.every((w) => channelWords.has(w)),
          `${cluster.name} is ${channel}'s name`,
        ).toBe(false);
      }
    }
    // Every card is shown or says why not.
    expect(insight.peakTopic).not.toBeNull();
    // Peak and rising are never the same card twice.
    if (insight.risingTopic) expect(insight.risingTopic.clusterName).not.toBe(insight.peakTopic?.clusterName);
    expect(insight.stats.contentVolumeDays).not.toBeNull();
    expect(insight.stats.contentVolume).toBeGreaterThan(0);
    if (!insight.risingTopic) expect(insight.noPickReasons.risingTopic).toMatch(/\d/);
    if (!insight.lowCompetitionGem) expect(insight.noPickReasons.lowCompetitionGem).toMatch(/\d/);
  });
});

describe("the Content Analyzer page (/youtube-tool)", () => {
  it("shows the input, the five example chips and the empty state", async () => {
    const cookie = await signUp("page-empty@example.com");
    const page = await pageText(await get("/youtube-tool", { cookie }));
    expect(page).toContain(QUERY_LABEL);
    for (const example of EXAMPLE_QUERIES) expect(page).toContain(example);
    expect(page).toContain("No analysis yet");
    for (const tile of ["Videos Analyzed", "Opportunities", "Total Views", "Avg Engagement"])
      expect(page).toContain(tile);
  });

  it("posts a query and shows the results", async () => {
    const cookie = await signUp("page-results@example.com");
    const response = await postForm("/youtube-tool", { query: "laptop" }, { cookie });
    expect(response.status).toBe(200);
    const page = await pageText(response);
    for (const words of [
      "Peak Topic",
      "Rising Topic",
      "Hidden Gem",
      "Market Intelligence Summary",
      "Total Opportunities",
      "Content Volume",
      "Avg Market Size",
      "Best Engagement",
      "What You Should Build",
      "Top Performing Videos",
      "Analyzed Videos (50)",
    ]) {
      expect(page).toContain(words);
    }
    expect(page).not.toContain("No analysis yet");
    expect(page).toMatch(/Total Views<\/dt><dd[^>]*>[\d.]+[KM]?</);
    expect(page).toMatch(/\d+[hd] ago/);
    expect(page).toMatch(/(Exceptional|Strong|Moderate|Low) engagement/);
  });

  it("runs an example chip posted without JavaScript", async () => {
    const cookie = await signUp("page-chip@example.com");
    const response = await postForm("/youtube-tool", { query: "", example: "AI productivity tools" }, { cookie });
    expect(response.status).toBe(200);
    const page = await pageText(response);
    expect(page).toContain("Top Performing Videos");
    expect(page).toContain('value="AI productivity tools"');
  });

  it("says so, and only that, when nothing is found: no error box", async () => {
    const cookie = await signUp("page-none@example.com");
    const response = await postForm("/youtube-tool", { query: "zebra unicorn orchestra" }, { cookie });
    expect(response.status).toBe(404);
    const page = await pageText(response);
    expect(page).toContain("No videos found for “zebra unicorn orchestra”");
    expect(page).toContain(ANALYZER_MESSAGES.notFound);
    expect(page).not.toContain("Analysis Error");
    // One state at a time: no "No analysis yet" box under it.
    expect(page).not.toContain("No analysis yet");
  });

  it("shows a missing pick's card with its reason, says once that the peak also rises, and never a bare 0 for content volume", async () => {
    const cookie = await signUp("page-picks@example.com");
    const query = "photography tips";
    expect((await postForm("/youtube-tool", { query }, { cookie })).status).toBe(200);
    // Rewrite the stored analysis into the states under test; the page serves it from the cache.
    const row = (await env.DB.prepare("SELECT payload FROM market_cache WHERE query = ?")
      .bind(query)
      .first<{ payload: string }>())!;
    const payload = JSON.parse(row.payload) as { youtubeInsights: MarketResult["youtubeInsights"] };
    const insight = payload.youtubeInsights;
    const [peak, second] = insight.clusters;
    insight.peakTopic = { clusterName: peak!.name, reason: "Peak reason." };
    insight.peakIsRising = true;
    insight.risingTopic = { clusterName: second!.name, reason: "Runner-up reason." };
    insight.lowCompetitionGem = null;
    insight.noPickReasons = {
      peakTopic: null,
      risingTopic: null,
      lowCompetitionGem: "None of the 3 other topics draws more than the market median (120 views a day).",
    };
    insight.stats.contentVolume = 0;
    insight.stats.contentVolumeDays = null;
    await env.DB.prepare("UPDATE market_cache SET payload = ? WHERE query = ?")
      .bind(JSON.stringify(payload), query)
      .run();

    const page = await pageText(await postForm("/youtube-tool", { query }, { cookie }));
    expect(page).toContain("(a saved analysis");
    const cards = page.slice(page.indexOf(">Peak Topic<"), page.indexOf("Market Intelligence Summary"));
    expect(cards.match(/Also the fastest-rising topic/g)).toHaveLength(1);
    expect(cards).toMatch(/Runner-up<\/p><p[^>]*>[^<]+<\/p><p[^>]*>Runner-up reason\./);
    expect(cards).toContain(second!.name);
    // The gem's card stays, with the reason.
    expect(cards).toContain("Hidden Gem");
    expect(cards).toContain("None this time");
    expect(cards).toContain("None of the 3 other topics draws more than the market median (120 views a day).");
    expect(page).toMatch(/Content Volume<\/dt><dd[^>]*>None<\/dd><dd[^>]*>no result was published in the last year</);
  });

  it("answers a blank query with 400 and nothing spent", async () => {
    const cookie = await signUp("page-blank@example.com");
    const before = await ledgerRows();
    const response = await postForm("/youtube-tool", { query: "   " }, { cookie });
    expect(response.status).toBe(400);
    expect(await pageText(response)).toContain("Analysis Error");
    expect(await ledgerRows()).toBe(before);
  });

  it("shows the demo the create-a-real-account prompt and refuses its posts", async () => {
    await seedSampleTemplate();
    const cookie = sessionCookieFrom(await postForm("/demo", {}));
    const page = await pageText(await get("/youtube-tool", { cookie }));
    expect(page).toContain("Create a real account");
    expect(page).toContain('href="/signup"');
    expect(page).not.toContain(QUERY_LABEL);
    const response = await postForm("/youtube-tool", { query: "laptop" }, { cookie });
    expect(response.status).toBe(403);
    expect(await pageText(response)).toContain(DEMO_ANALYZER_ERROR);
  });
});
