// The assistant's tools against D1: computed from the workspace's own data, "missing" (with the
// page to open) when that data is absent, never another workspace's rows.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { answerDeterministically } from "~/features/ask-vidwise/answer.engines.server";
import { figureText } from "~/features/ask-vidwise/engine/figures";
import { SUGGESTED_QUESTIONS } from "~/features/ask-vidwise/suggested-questions";
import { ASK_TOOLS, TOOL_PAGES, runTool } from "~/features/ask-vidwise/tools.engines.server";
import type { AskContext } from "~/features/ask-vidwise/types";
import { NO_COMMENTS_READ_YET } from "~/features/comment-sentiment/index";
import { ideasPage } from "~/features/content-ideas/index.server";
import { channelDataToStore, postForm, sessionCookieFrom, signUp, storeRows, storeRun, workspaceOf } from "../helpers";
import { seedSampleTemplate } from "../sample";
import { askContextFor } from "./ask-vidwise-context";

let demo: AskContext;
let empty: AskContext;

beforeAll(async () => {
  await seedSampleTemplate();
  demo = await askContextFor({ cookie: sessionCookieFrom(await postForm("/demo", {})) });
  await signUp("ask-empty@example.com");
  empty = await askContextFor({ email: "ask-empty@example.com" });
}, 60_000);

describe("the tool list", () => {
  it("names each tool once, with a page and a JSON schema for the model", () => {
    const names = ASK_TOOLS.map((t) => t.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.length).toBe(17);
    expect(names).toContain("track-record");
    for (const tool of ASK_TOOLS) {
      expect(TOOL_PAGES[tool.name]).toMatch(/^\/[a-z-]+$/);
      expect(tool.parameters.type).toBe("object");
      expect(tool.description.length).toBeGreaterThan(20);
    }
  });
});

describe("a workspace with no data", () => {
  it.each(ASK_TOOLS.map((t) => [t.name] as const))("%s says what to connect or import", async (name) => {
    const result = await runTool(empty, name, name === "title-forecast" ? { title: "My first video" } : {});
    expect(result.tool).toBe(name);
    expect(result.href).toBe(TOOL_PAGES[name]);
    expect(result.missing).toMatch(
      /connect|import|run one|generate|analyse|add channels|follow|set your primary topic|Content Analyzer/i,
    );
    expect(result.facts).toEqual([]);
    expect(result.figures).toEqual({});
  });

  // The last two, in other words than the suggested ones, once got the off-topic reply.
  it.each(
    [...SUGGESTED_QUESTIONS, "What video should I make next?", "What topics are my viewers begging me to cover?"].map(
      (q) => [q] as const,
    ),
  )("answers %s with what to connect, and no numbers", async (question) => {
    const answer = await answerDeterministically(empty, question);
    expect(answer.content).toMatch(/I can't answer that from your data yet: /);
    expect(answer.content).toMatch(/Connect your YouTube channel|Import your YouTube Studio export|connect|import/);
    expect(answer.content).toMatch(/\(\/[a-z-]+\)/);
    for (const source of answer.sources) expect(source.figures).toEqual({});
    expect(answer.content).not.toContain("I can tell you:");
  });
});

describe("a connected channel with nothing read yet", () => {
  it("says comments are read at each sync and what gives uploads their first weeks, not to connect the channel", async () => {
    const email = "ask-quiet-channel@example.com";
    await signUp(email, undefined, { plan: "pro" });
    const ws = await workspaceOf(email);
    await env.DB.prepare(
      "INSERT INTO channels (workspace_id, id, role, title, uploads_playlist_id, subscriber_count, view_count, last_synced_at) VALUES (?, 'UCquietchannel0000000001', 'own', 'Quiet', 'UUquietchannel0000000001', 1234, 56789, ?)",
    )
      .bind(ws, Date.parse("2026-11-20T12:00:00Z"))
      .run();
    await channelDataToStore(ws);
    const ctx = await askContextFor({ email });
    for (const tool of ["comment-sentiment", "viewer-requests"]) {
      const result = await runTool(ctx, tool);
      expect(result.missing, tool).toBe(NO_COMMENTS_READ_YET);
    }
    // Upload timing says what fills its first weeks in, Google included, with its counts as figures.
    const timing = await runTool(ctx, "upload-timing");
    expect(timing.missing).toMatch(
      /^Not enough uploads to compare publish times yet: 0 with a first-week view count, 10 more needed .*connect Google in Account Settings/,
    );
    expect(timing.figures).toEqual({ uploadsWithFirstWeek: 0, uploadsNeeded: 10 });
    // "How is my channel doing?" without daily numbers: the headline YouTube gives, then what the KPIs need.
    const kpis = await runTool(ctx, "dashboard-kpis");
    expect(kpis.missing).toBeUndefined();
    expect(kpis.figures).toMatchObject({ subscriberCount: 1234, totalViews: 56789, channelReadOn: "Nov 20, 2026" });
    expect(kpis.facts[0]).toBe(
      "Your channel has 1,234 subscribers and 56,789 views in all, as YouTube gave them when Vidwise last read it (Nov 20, 2026).",
    );
    expect(kpis.facts[1]).toMatch(/^The channel KPIs .* need daily numbers: Import your YouTube Studio export/);
    // Topics are compared from uploads: it says they are read at sync, not to connect the channel.
    const topics = await runTool(ctx, "channel-topics");
    expect(topics.missing).toBe(
      "No upload of yours has been read yet: your uploads are read when your channel syncs (Account Settings, /account).",
    );
  });
});

describe("the sample workspace", () => {
  it("asks for the comment analysis before quoting comments", async () => {
    const result = await runTool(demo, "viewer-requests");
    expect(result.missing).toMatch(
      /^[\d,]+ comments have not been analysed yet: open Comment Sentiment \(\/comment-sentiment\)/,
    );
    // The count it states is one of its figures, so an answer quoting it names its source.
    const stated = Number(/^([\d,]+)/.exec(result.missing!)![1]!.replace(/,/g, ""));
    expect(result.figures.commentsNotAnalysed).toBe(stated);
  });

  it("forecasts a proposed title from the channel's history", async () => {
    const result = await runTool(demo, "title-forecast", { title: "I Tested 5 Cheap Standing Desks" });
    expect(result.missing).toBeUndefined();
    const minViews = Number(result.figures.minViews);
    const expectedViews = Number(result.figures.expectedViews);
    const maxViews = Number(result.figures.maxViews);
    expect(expectedViews).toBeGreaterThan(0);
    expect(minViews).toBeLessThanOrEqual(expectedViews);
    expect(expectedViews).toBeLessThanOrEqual(maxViews);
    expect(result.facts.join(" ")).toContain(figureText(expectedViews));
    // The workspace never set a primary topic: the title names its own, not "content creation".
    expect(result.figures.topic).toBe("I Tested 5 Cheap Standing Desks");
    expect(result.facts[0]).toMatch(/^A video titled “I Tested 5 Cheap Standing Desks” is forecast at /);
  });

  it("writes a title for a topic when none is given, says what it rests on, and forecasts it", async () => {
    const result = await runTool(demo, "title-forecast", { topic: "standing desks" });
    expect(result.missing).toBeUndefined();
    const title = String(result.figures.title);
    expect(title).toMatch(/Standing Desks/);
    expect(result.figures.writtenFor).toBe("standing desks");
    expect(result.facts[0]).toBe(`No title was given, so here is one written for “standing desks”: “${title}”.`);
    // The sample workspace has no optimizer run: the title is plain, and the answer says why.
    expect(title).toBe("Standing Desks Explained");
    expect(result.facts).toContain(
      "Your channel's title patterns are not measured yet, so it is plain: run Analyze in the Thumbnail & Title Optimizer (/thumbnail-optimizer) and written titles follow what works on your channel.",
    );
    // Every fact is a whole sentence: the forecaster's caveats are not cut at an "e.g.".
    for (const fact of result.facts) expect(fact).not.toMatch(/\be\.g\.$/);
    expect(Number(result.figures.expectedViews)).toBeGreaterThan(0);
  });

  it("states only figures the tool computed, each in its facts", async () => {
    for (const tool of ASK_TOOLS) {
      const result = await runTool(demo, tool.name, tool.name === "title-forecast" ? { title: "Desk Tour 2026" } : {});
      if (result.missing) continue;
      const text = result.facts.join(" ");
      expect(text.length, tool.name).toBeGreaterThan(0);
      for (const value of Object.values(result.figures))
        if (typeof value === "number") expect(Number.isFinite(value), tool.name).toBe(true);
      // Every number written in the facts is one of the figures (or a part of a figure's text),
      // or one of the fixed horizons and scales: 7 and 28 days, an 80% range, out of 10 or 100, per 1,000.
      const written = `${Object.values(result.figures)
        .map((v) => figureText(v))
        .join(" | ")} | 7 28 80 10 100 1,000`;
      for (const number of text.match(/\d+(?:,\d{3})*(?:\.\d+)?/g) ?? [])
        expect(written, `${tool.name}: ${number}`).toContain(number);
    }
  });

  it("reads the account's own stored Content Analyzer search for the topic asked about, and never runs one", async () => {
    const cookie = await signUp("ask-market@example.com");
    const searcher = await askContextFor({ email: "ask-market@example.com" });
    const before = await runTool(searcher, "market-analysis", { topic: "laptop" });
    expect(before.missing).toContain("analyse it in the Content Analyzer (/youtube-tool)");
    const spent = await env.DB.prepare("SELECT coalesce(sum(calls), 0) AS n FROM quota_ledger").first<{ n: number }>();
    // The account analyses "laptop" on the Content Analyzer; the stored search is public YouTube results.
    expect((await postForm("/youtube-tool", { query: "laptop" }, { cookie })).status).toBe(200);
    const afterSearch = await env.DB.prepare("SELECT coalesce(sum(calls), 0) AS n FROM quota_ledger").first<{
      n: number;
    }>();
    const answer = await answerDeterministically(searcher, "Is there demand for laptop videos?");
    const result = await runTool(searcher, "market-analysis", { topic: "laptop" });
    expect(result.figures.query).toBe("laptop");
    expect(result.figures.videosAnalyzed).toBe(50);
    expect(answer.sources[0]).toEqual({
      tool: "market-analysis",
      href: "/youtube-tool",
      figures: expect.objectContaining({ videosAnalyzed: 50 }),
    });
    for (const key of ["totalViews", "medianViews", "topVideoViews"])
      expect(answer.content).toContain(figureText(result.figures[key]));
    // Asking spent no quota: only the page's search did.
    expect(
      (await env.DB.prepare("SELECT coalesce(sum(calls), 0) AS n FROM quota_ledger").first<{ n: number }>())!.n,
    ).toBe(afterSearch!.n);
    expect(afterSearch!.n).toBeGreaterThanOrEqual(spent!.n);
    // Another workspace (the demo) is not shown what this account searched.
    expect((await runTool(demo, "market-analysis", { topic: "laptop" })).figures).toEqual({});
  });

  it("says so when a named video is older than the uploads the forecaster tracks", async () => {
    const result = await runTool(demo, "latest-uploads", { videoTitle: "Why I Quit Cadence Calendar" });
    expect(result.facts[0]).toMatch(
      /^“Why I Quit Cadence Calendar” is not among the \d+ recent uploads the forecaster tracks/,
    );
    expect(result.figures.videoTitle).not.toBe("Why I Quit Cadence Calendar");
  });

  it("reads only the asking workspace: the empty account sees none of the sample's uploads", async () => {
    const [own, other] = await Promise.all([runTool(demo, "latest-uploads"), runTool(empty, "latest-uploads")]);
    expect(own.figures.videoTitle).toEqual(expect.any(String));
    expect(other.missing).toBeDefined();
    const answer = await answerDeterministically(empty, `How is the description of "${own.figures.videoTitle}"?`);
    expect(answer.content).not.toContain(String(own.figures.videoTitle));
  });
});

describe("the trends tool's hint when nothing is measured yet", () => {
  // The workspace's topic is its owner's setting (Account Settings): the hint asks to set it only
  // while it is not set, and otherwise says when the one that is set gets measured.
  async function trendsFor(email: string, topic: string | null) {
    await signUp(email);
    if (topic !== null)
      await env.DB.prepare("UPDATE users SET primary_topic = ? WHERE email = ?").bind(topic, email).run();
    return runTool(await askContextFor({ email }), "trends");
  }

  it("asks to set the primary topic while it is the default", async () => {
    const result = await trendsFor("ask-trends-default@example.com", null);
    expect(result.missing).toMatch(/set your primary topic in Account Settings \(\/account\)/);
  });

  it("names the topic that is set and never asks to set it", async () => {
    const result = await trendsFor("ask-trends-set@example.com", "mechanical keyboards");
    expect(result.missing).not.toMatch(/set your primary topic/i);
    expect(result.missing).toContain("“mechanical keyboards”");
    expect(result.missing).toMatch(/measured every 6 hours/);
    expect(result.missing).toContain("(/youtube)");
  });

  it("reads the workspace owner's topic, not the asker's own, for someone acting in another's workspace", async () => {
    await trendsFor("ask-trends-owner@example.com", "home espresso");
    const owner = await askContextFor({ email: "ask-trends-owner@example.com" });
    // A member's own topic is never set; the workspace's (its owner's) is.
    const member = { ...owner, user: { ...owner.user, id: "someone-else", primaryTopic: "content creation" } };
    const result = await runTool(member, "trends");
    expect(result.missing).not.toMatch(/set your primary topic/i);
    expect(result.missing).toContain("“home espresso”");
  });
});

describe("the channel's own topics", () => {
  it("names the topic whose uploads do best against the channel's norm, every figure quoted from the tool", async () => {
    const result = await runTool(demo, "channel-topics");
    expect(result.missing).toBeUndefined();
    const { figures } = result;
    expect(figures.topicsMeasured).toBeGreaterThanOrEqual(2);
    expect(result.facts[0]).toContain(
      `${figures.topicsMeasured} topics with 3 or more uploads measured against your uploads of a similar age, “${figures.bestTopic}” does best`,
    );
    expect(result.facts[0]).toContain(`a median ${figureText(figures.bestTopicRatio)}× the views`);
    // The best topic is the best: no topic listed after it does better.
    for (const key of ["topic2Ratio", "topic3Ratio", "weakestTopicRatio"])
      if (figures[key] !== undefined)
        expect(figures[key] as number).toBeLessThanOrEqual(figures.bestTopicRatio as number);
  });

  it('answers "Which topic works best for me?" from the channel\'s topics, then its idea batch', async () => {
    const answer = await answerDeterministically(demo, "Which topic works best for me?");
    expect(answer.content).toMatch(/^Here is how your own topics do against your norm\./);
    expect(answer.content).toContain("does best: its");
    expect(answer.sources[0]).toMatchObject({ tool: "channel-topics", href: "/content-ideas" });
    expect(answer.sources[0]!.figures.bestTopic).toBeTruthy();
  });
});

// Last: generating ideas analyses the sample's comments, which the tests above expect unread.
describe("the idea batch", () => {
  it("lists the idea batch in the order the page shows it", async () => {
    const cookie = sessionCookieFrom(await postForm("/demo", {}));
    expect((await postForm("/content-ideas", { intent: "generate" }, { cookie })).status).toBe(200);
    const ctx = await askContextFor({ cookie });
    // The last idea given the top score, as a follow-up to an own upload can have: the page's
    // order stays (outside evidence first), and so must the answer's.
    const ws = ctx.user.teamChannelId;
    const [[id, stored]] = (await storeRows(ws, "SELECT id, ideas FROM idea_batches")) as [[string, string]];
    const ideas = JSON.parse(stored) as { score: number }[];
    ideas[ideas.length - 1]!.score = Math.max(...ideas.map((i) => i.score)) + 1;
    await storeRun(ws, "UPDATE idea_batches SET ideas = ? WHERE id = ?", JSON.stringify(ideas), id);
    const page = await ideasPage(ctx.db, ws, ctx.now);
    const result = await runTool(ctx, "content-ideas");
    const listed = [result.figures.idea1, result.figures.idea2, result.figures.idea3].filter(Boolean);
    expect(listed).toEqual(page.ideas.slice(0, 3).map((i) => i.title));
    expect(result.facts[0]).toContain(", in its order: ");
  });
});
