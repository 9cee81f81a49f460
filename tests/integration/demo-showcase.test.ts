// The demo must not open on empty tools: a fresh demo shows every tool's real run on the
// sample channel on first load, each demo's results are its own, and the visitor can still run
// every tool again. (demo-cost.test.ts keeps a start within 1,000 rows written.)
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  SAMPLE_ANCHOR,
  SAMPLE_WORKSPACE_ID,
  demoBaseId,
  sampleShiftDays,
} from "~/features/channel-data/sample-workspace";
import { prepareDemoBase } from "~/features/channel-data/demo-copy.server";
import { getDb } from "~/lib/db/client.server";
import { count, get, pageText, postForm, sessionCookieFrom, storeCount, storeRows } from "../helpers";
import { seedSampleTemplate } from "../sample";
import { runShowcaseHourlyCron as runHourlyCron, startShowcaseDemo } from "../showcase";

type Demo = { cookie: string; teamChannelId: string; userId: string };

async function startDemo(): Promise<Demo> {
  const response = await startShowcaseDemo();
  expect(response.status).toBe(302);
  const cookie = sessionCookieFrom(response);
  const user = await env.DB.prepare(
    "SELECT id, workspace_id AS ws FROM users WHERE is_demo = 1 AND workspace_id IN (SELECT id FROM workspaces WHERE kind = 'demo') ORDER BY created_at DESC, rowid DESC LIMIT 1",
  ).first<{ id: string; ws: string }>();
  return { cookie, teamChannelId: user!.ws, userId: user!.id };
}

const json = <T>(text: string) => JSON.parse(text) as T;

async function one<T>(sql: string, ...params: unknown[]): Promise<T> {
  const row = await env.DB.prepare(sql)
    .bind(...params)
    .first<T>();
  expect(row).not.toBeNull();
  return row!;
}

async function page(path: string, cookie: string): Promise<string> {
  const response = await get(path, { cookie });
  expect(response.status).toBe(200);
  return pageText(response);
}

/** The sample seeded and the hourly cron run (each test's storage starts empty). Returns the base's id. */
async function prepared(): Promise<string> {
  await seedSampleTemplate();
  await runHourlyCron();
  return (
    await one<{ id: string }>(
      "SELECT id FROM workspaces WHERE id LIKE ? ORDER BY id DESC LIMIT 1",
      `${SAMPLE_WORKSPACE_ID}@%`,
    )
  ).id;
}

// The cron runs every tool once on the base: slower than most tests.
const SLOW = 120_000;

describe("a fresh demo", () => {
  it("opens every tool on the results of its real run on the sample channel", { timeout: SLOW }, async () => {
    const base = await prepared();
    const demo = await startDemo();
    const ws = demo.teamChannelId;

    // Comment Sentiment: the base's comments all scored once, before the cron's run ends, their
    // scores beside them on the base; the demo reads them and has nothing new to score.
    const audienceComments = await count(
      `SELECT count(*) AS n FROM comments c JOIN videos v ON v.workspace_id = c.workspace_id AND v.id = c.video_id
       WHERE c.workspace_id = ? AND coalesce(c.author_channel_id, '') <> v.channel_id`,
      base,
    );
    expect(audienceComments).toBeGreaterThan(5_000);
    expect(await count("SELECT count(*) AS n FROM comment_scores WHERE workspace_id = ?", base)).toBe(audienceComments);
    const sentimentPage = await page("/comment-sentiment?period=90d", demo.cookie);
    expect(sentimentPage).not.toContain("Ready to analyze");
    expect(sentimentPage).toContain("Breakdown per video");
    const analyzed = await postForm("/comment-sentiment", { intent: "analyze" }, { cookie: demo.cookie });
    expect(await pageText(analyzed)).toContain("Analyzed 0 new comments.");
    // Nothing was scored into the demo: its reads are the base's.
    expect(await count("SELECT count(*) AS n FROM comment_scores WHERE workspace_id = ?", ws)).toBe(0);

    // Content Ideas: the batch's ideas (copied into the demo's store), the first one by its title.
    const [batchRow] = await storeRows(ws, "SELECT ideas, analyzed FROM idea_batches WHERE workspace_id = ?", ws);
    expect(batchRow).toBeDefined();
    const batch = { ideas: String(batchRow![0]), analyzed: String(batchRow![1]) };
    const ideas = json<{ title: string; topic: string }[]>(batch.ideas);
    expect(ideas.length).toBeGreaterThanOrEqual(3);
    // The optimizer ran first, so the batch's titles follow the patterns it measured.
    const evidence = json<{ missing: string[]; comments: number }>(batch.analyzed);
    expect(evidence.missing.some((m) => m.startsWith("Title patterns not measured"))).toBe(false);
    // The comments were scored before the batch was made, so it heard the viewers' requests.
    expect(evidence.comments).toBeGreaterThan(5_000);
    expect(evidence.missing.some((m) => /comments are (not analyzed yet|being analyzed)/.test(m))).toBe(false);
    const ideasPage = await page("/content-ideas", demo.cookie);
    expect(ideasPage).not.toContain("No ideas yet");
    expect(ideasPage).not.toContain("not analyzed yet");
    for (const idea of ideas.slice(0, 3)) expect(ideasPage).toContain(idea.title);

    // Series Planner: the series the analysis found, with their uploads (in the demo's store).
    const series = (
      await storeRows(ws, "SELECT id, title FROM series WHERE workspace_id = ? AND source = 'analysis'", ws)
    ).map(([id, title]) => ({ id: String(id), title: String(title) }));
    expect(series.length).toBeGreaterThan(0);
    expect(
      await storeCount(ws, "SELECT count(*) FROM series_videos WHERE workspace_id = ? AND video_id IS NOT NULL", ws),
    ).toBeGreaterThan(series.length);
    const seriesPage = await page("/series-planner", demo.cookie);
    expect(seriesPage).not.toContain("No series yet");
    for (const s of series) expect(seriesPage).toContain(s.title);

    // Video Forecast: a forecast of each of the batch's three first ideas.
    const forecasts = (await storeRows(ws, "SELECT title FROM forecasts WHERE workspace_id = ? ORDER BY seq", ws)).map(
      (r) => String(r[0]),
    );
    expect(forecasts.sort()).toEqual(
      ideas
        .slice(0, 3)
        .map((i) => i.title)
        .sort(),
    );
    const forecastPage = await page("/video-forecast", demo.cookie);
    for (const title of forecasts) expect(forecastPage).toContain(title);

    // Thumbnail Optimizer: the run's suggestions, and an A/B test of its first title suggestion.
    const [run] = await storeRows(
      ws,
      "SELECT suggestions, videos_analyzed FROM optimizer_runs WHERE workspace_id = ?",
      ws,
    );
    const suggestions = json<{ type: string; current: string; suggested: string }[]>(String(run![0]));
    expect(suggestions.length).toBeGreaterThan(0);
    expect(Number(run![1])).toBeGreaterThan(10);
    const [test] = await storeRows(ws, "SELECT id, name FROM ab_tests WHERE workspace_id = ?", ws);
    const variants = (
      await storeRows(
        ws,
        "SELECT name FROM ab_test_variants WHERE workspace_id = ? AND test_id = ? ORDER BY position",
        ws,
        String(test![0]),
      )
    ).map((v) => String(v[0]));
    const firstTitle = suggestions.find((s) => s.type === "title")!;
    expect(variants).toEqual([firstTitle.current, firstTitle.suggested]);
    const optimizerPage = await page("/thumbnail-optimizer", demo.cookie);
    expect(optimizerPage).toContain(suggestions[0]!.suggested);
    expect(optimizerPage).toContain(String(test![1]));

    // Description Rewriter: the rewrite of the audit's first video (the audit is computed on load).
    const rewrite = json<{ originalTitle: string; estimatedRankingImprovement: string; rewrittenDescription: string }>(
      String((await storeRows(ws, "SELECT result FROM description_rewrites WHERE workspace_id = ?", ws))[0]?.[0]),
    );
    expect(rewrite.rewrittenDescription.length).toBeGreaterThan(0);
    const rewriterPage = await page("/description-rewriter", demo.cookie);
    expect(rewriterPage).toContain(rewrite.estimatedRankingImprovement);
    expect(rewriterPage).toContain(rewrite.originalTitle);

    // RPM Booster: the analysis and its recommendations.
    const rpm = await storeRows(ws, "SELECT recommendations FROM rpm_analyses WHERE workspace_id = ?", ws);
    const recommendations = json<{ title: string }[]>(String(rpm[0]?.[0]));
    expect(recommendations.length).toBeGreaterThan(0);
    expect(await page("/rpm-booster", demo.cookie)).toContain(recommendations[0]!.title);

    // Ask Vidwise: the first suggested question and its answer, in the visitor's own conversation.
    // It lives in the demo's own store (decision 012), copied from the base's.
    const [[id, title, userId]] = (await storeRows(
      ws,
      "SELECT id, title, user_id FROM conversations WHERE workspace_id = ?",
      ws,
    )) as [[string, string, string]];
    const conversation = { id, title };
    expect(userId).toBe(demo.userId);
    const messages = await storeRows(
      ws,
      "SELECT role, content FROM conversation_messages WHERE conversation_id = ? ORDER BY created_at",
      conversation.id,
    );
    expect(messages.map((m) => m[0])).toEqual(["user", "assistant"]);
    expect(messages[0]![1]).toBe("What should my next video be?");
    const thread = await page(`/ask-vidwise?c=${conversation.id}`, demo.cookie);
    expect(thread).toContain(conversation.title);
    expect(thread).toContain(
      String(messages[1]![1])
        .split("\n")[0]!
        .replace(/[*_`#]/g, "")
        .trim()
        .slice(0, 40),
    );

    // The tools that read the sample directly still show it.
    expect(await page("/comment-sentiment", demo.cookie)).not.toContain("No comments to analyze yet");
    const competitors = await page("/competitor-monitor", demo.cookie);
    expect(competitors).not.toContain("No competitor channels yet");
    expect(competitors).not.toContain("No videos tracked yet");
  });

  it(
    "is the visitor's own: two demos share no editable result, and each tool runs again",
    { timeout: SLOW },
    async () => {
      await prepared();
      const a = await startDemo();
      const b = await startDemo();
      const ideaOf = async (demo: Demo) =>
        json<{ id: string; title: string }[]>(
          String(
            (
              await storeRows(
                demo.teamChannelId,
                "SELECT ideas FROM idea_batches WHERE workspace_id = ?",
                demo.teamChannelId,
              )
            )[0]![0],
          ),
        )[0]!;
      const idea = await ideaOf(a);
      expect((await ideaOf(b)).title).toBe(idea.title);

      // Dismissing the idea in one demo leaves the other's.
      expect(
        (await postForm("/content-ideas", { intent: "dismiss", ideaId: idea.id }, { cookie: a.cookie })).status,
      ).toBe(200);
      // (The loader's data still names the batch's every idea: the card, with its Dismiss button, goes.)
      const card = `Dismiss “${idea.title}”`;
      expect(await page("/content-ideas", a.cookie)).not.toContain(card);
      expect(await page("/content-ideas", b.cookie)).toContain(card);

      // Deleting a series in one demo leaves the other's.
      const [firstA] = await storeRows(
        a.teamChannelId,
        "SELECT id, title FROM series WHERE workspace_id = ? ORDER BY id LIMIT 1",
        a.teamChannelId,
      );
      const seriesA = { id: String(firstA![0]), title: String(firstA![1]) };
      expect(
        (await postForm("/series-planner", { intent: "delete-series", seriesId: seriesA.id }, { cookie: a.cookie }))
          .status,
      ).toBe(302);
      expect(
        await storeCount(
          a.teamChannelId,
          "SELECT count(*) FROM series WHERE workspace_id = ? AND id = ?",
          a.teamChannelId,
          seriesA.id,
        ),
      ).toBe(0);
      // Its videos went with it, in the same batch.
      expect(
        await storeCount(a.teamChannelId, "SELECT count(*) FROM series_videos WHERE series_id = ?", seriesA.id),
      ).toBe(0);
      expect(
        await storeCount(
          b.teamChannelId,
          "SELECT count(*) FROM series WHERE workspace_id = ? AND title = ?",
          b.teamChannelId,
          seriesA.title,
        ),
      ).toBe(1);

      // Conversations have their own ids per demo; deleting one leaves the other's.
      const convA = String((await storeRows(a.teamChannelId, "SELECT id FROM conversations"))[0]![0]);
      const convB = String((await storeRows(b.teamChannelId, "SELECT id FROM conversations"))[0]![0]);
      expect(convA).not.toBe(convB);
      expect(
        (await postForm("/ask-vidwise", { intent: "delete", conversationId: convA }, { cookie: a.cookie })).status,
      ).toBe(302);
      expect(await storeCount(a.teamChannelId, "SELECT count(*) FROM conversations")).toBe(0);
      expect(
        await storeCount(
          b.teamChannelId,
          "SELECT count(*) FROM conversation_messages WHERE conversation_id = ?",
          convB,
        ),
      ).toBe(2);

      // The visitor runs the tools again: a new forecast joins the three, a new batch replaces the first.
      expect(
        (
          await postForm(
            "/video-forecast",
            { title: "How I edit a video in one hour", topic: "editing" },
            { cookie: b.cookie },
          )
        ).status,
      ).toBe(200);
      expect(await storeCount(b.teamChannelId, "SELECT count(*) FROM forecasts")).toBe(4);
      expect((await postForm("/content-ideas", { intent: "generate" }, { cookie: b.cookie })).status).toBe(200);
      expect(
        await storeCount(b.teamChannelId, "SELECT count(*) FROM idea_batches WHERE workspace_id = ?", b.teamChannelId),
      ).toBe(2);
      expect((await postForm("/rpm-booster", { intent: "analyze" }, { cookie: b.cookie })).status).toBe(200);
      expect(
        await storeCount(b.teamChannelId, "SELECT count(*) FROM rpm_analyses WHERE workspace_id = ?", b.teamChannelId),
      ).toBe(2);
      // Nothing of the demo's runs is counted against an allowance, the showcase's none either.
      expect(await count("SELECT count(*) AS n FROM analysis_runs")).toBe(0);
    },
  );

  it(
    "starts on empty tools when DEMO_SHOWCASE is off (as the other integration tests run)",
    { timeout: SLOW },
    async () => {
      await seedSampleTemplate();
      const response = await postForm("/demo", {});
      expect(response.status).toBe(302);
      const cookie = sessionCookieFrom(response);
      expect(await page("/content-ideas", cookie)).toContain("No ideas yet");
      const newest = await one<{ ws: string }>(
        "SELECT id AS ws FROM workspaces WHERE kind = 'demo' ORDER BY created_at DESC, rowid DESC LIMIT 1",
      );
      expect(await count("SELECT count(*) AS n FROM users WHERE workspace_id = ?", newest.ws)).toBe(1);
      expect(await storeCount(newest.ws, "SELECT count(*) FROM forecasts")).toBe(0);
      expect(await storeCount(newest.ws, "SELECT count(*) FROM idea_batches")).toBe(0);
      expect(await storeCount(newest.ws, "SELECT count(*) FROM series")).toBe(0);
    },
  );

  it(
    "runs the tools once per base: later cron runs and demo starts copy, never run again",
    { timeout: SLOW },
    async () => {
      const base = await prepared();
      const forecastsOnBase = await storeCount(base, "SELECT count(*) FROM forecasts");
      expect(forecastsOnBase).toBe(3);
      await runHourlyCron();
      await startDemo();
      expect(await storeCount(base, "SELECT count(*) FROM forecasts")).toBe(3);
      expect(await storeCount(base, "SELECT count(*) FROM idea_batches WHERE workspace_id = ?", base)).toBe(1);
      // The base's user cannot sign in: no password, no session.
      expect(
        await count("SELECT count(*) AS n FROM users WHERE workspace_id = ? AND password_hash IS NULL", base),
      ).toBe(1);
      expect(
        await count(
          "SELECT count(*) AS n FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.workspace_id = ?",
          base,
        ),
      ).toBe(0);
    },
  );

  it("completes a base written before bases held a channel, then runs the tools on it", { timeout: SLOW }, async () => {
    await seedSampleTemplate();
    // This week's base as the cron wrote it before the showcase: comments, snapshots and daily
    // analytics, no channel, videos or per-video analytics.
    const base = await prepareDemoBase(getDb(env));
    const id = base!.id;
    expect(id).toBe(demoBaseId(sampleShiftDays(SAMPLE_ANCHOR, new Date())));
    for (const table of ["video_analytics", "videos", "channels"])
      await env.DB.prepare(`DELETE FROM ${table} WHERE workspace_id = ?`).bind(id).run();
    const demo = await startDemo();
    expect(await count("SELECT count(*) AS n FROM videos WHERE workspace_id = ?", id)).toBe(471);
    expect(await storeCount(demo.teamChannelId, "SELECT count(*) FROM forecasts")).toBe(3);
  });
});
