// The Content Idea Generator page through the Worker: generation on the sample channel, evidence,
// dismissals, saving to a series, refusals, and other workspaces' ideas out of reach.
// The API: tests/integration/api/content-ideas.*.test.ts; the weekly cron: content-ideas-cron.test.ts.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { keyTerms, measureTitle, sameTopic } from "~/features/content-ideas/engine";
import {
  GENERATE_FAILED_ERROR,
  IDEA_NOT_FOUND_ERROR,
  MANUAL_BATCHES_PER_DAY,
  NOT_FORECAST,
  SERIES_TITLE_REQUIRED,
} from "~/features/content-ideas/messages";
import type { ContentIdea } from "~/features/content-ideas/idea-shapes";
import {
  demoCookie,
  get,
  ownChannelWithUploads,
  pageText,
  postForm,
  request,
  signUp,
  storeCount,
  storeRows,
  storeRun,
  workspaceOf,
} from "../helpers";
import { NO_COMMENTS_READ_YET } from "~/features/comment-sentiment/index";
import { seedSampleTemplate } from "../sample";

const generate = (cookie: string) => postForm("/content-ideas", { intent: "generate" }, { cookie });

async function workspaceOfCookie(cookie: string): Promise<string> {
  const token = decodeURIComponent(cookie.split("=")[1] ?? "");
  const hash = [...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token)))]
    .map((b) => b.toString(16).padStart(2, "0"))
    .join("");
  const row = await env.DB.prepare(
    "SELECT u.workspace_id AS ws FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id = ?",
  )
    .bind(hash)
    .first<{ ws: string }>();
  if (!row) throw new Error("no session");
  return row.ws;
}

async function newestIdeas(teamChannelId: string): Promise<ContentIdea[]> {
  const [row] = await storeRows(
    teamChannelId,
    "SELECT ideas FROM idea_batches WHERE workspace_id = ? ORDER BY created_at DESC LIMIT 1",
    teamChannelId,
  );
  return row ? (JSON.parse(String(row[0])) as ContentIdea[]) : [];
}

async function waitForCommentAnalysis(teamChannelId: string) {
  for (let i = 0; i < 600; i++) {
    const active = await env.DB.prepare(
      "SELECT count(*) AS n FROM sentiment_runs WHERE workspace_id = ? AND status IN ('queued', 'running')",
    )
      .bind(teamChannelId)
      .first<{ n: number }>();
    if (active!.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("comment analysis did not finish");
}

describe("without channel data", () => {
  it("says what to connect, and Generate is refused with the reason", async () => {
    const cookie = await signUp("ideas-empty@example.com");
    const page = await pageText(await get("/content-ideas", { cookie }));
    expect(page).toContain("Ideas need your channel's data");
    expect(page).toContain("Go to Account Settings");
    const refused = await generate(cookie);
    expect(refused.status).toBe(404);
    expect(await pageText(refused)).toContain("Connect your YouTube channel in Account Settings first");
  });
});

describe("a connected channel with no comment read yet", () => {
  it("says the comments are read at each sync, not to connect the channel", async () => {
    const email = "ideas-no-comments@example.com";
    const cookie = await signUp(email, undefined, { plan: "pro" });
    const ws = await workspaceOf(email);
    await ownChannelWithUploads(ws, { id: "UCnocommentsyet0000000000", title: "Quiet Builds" }, [
      { id: "quietVideo1", title: "Restoring an Old Desk Lamp", daysAgo: 9 },
    ]);
    const response = await request("POST", "/api/ideas/generate", { cookie, body: {} });
    expect(response.status).toBe(200);
    const missing = ((await response.json()) as { missing: string[] }).missing;
    expect(missing).toContain(`${NO_COMMENTS_READ_YET} Viewers' requests join the ideas once their comments are read.`);
    expect(missing.join(" ")).not.toMatch(/connect your channel/i);
  });
});

describe("on the sample channel", () => {
  let cookie: string;
  let workspace: string;
  beforeAll(async () => {
    await seedSampleTemplate();
    cookie = await demoCookie();
    workspace = await workspaceOfCookie(cookie);
  });

  it("generates 3 ranked ideas with evidence and numbers, then viewer requests once the comments are analyzed", async () => {
    expect(await pageText(await get("/content-ideas", { cookie }))).toContain("No ideas yet");

    // The first batch starts Comment Sentiment's analysis of the 7,000+ waiting comments (queued).
    const first = await generate(cookie);
    expect(first.status).toBe(200);
    const firstPage = await pageText(first);
    expect(firstPage).toMatch(/comments are being analyzed in Comment Sentiment: generate again/);
    await waitForCommentAnalysis(workspace);

    expect((await generate(cookie)).status).toBe(200);
    const ideas = await newestIdeas(workspace);
    expect(ideas).toHaveLength(3);
    for (const idea of ideas) {
      expect(idea.title.length).toBeGreaterThan(3);
      expect(idea.reasoning).toMatch(/\d/);
      expect(idea.trendScore).toBeGreaterThanOrEqual(0);
      expect(idea.trendScore).toBeLessThanOrEqual(100);
      expect(["Easy", "Medium", "Hard"]).toContain(idea.difficulty);
      expect(idea.estimatedViews === NOT_FORECAST || /^[\d.]+[KM]?–[\d.]+[KM]?$/.test(idea.estimatedViews)).toBe(true);
      expect(idea.bestUploadTime).toMatch(
        /^Publish on .* Times in UTC\.$|^No publish time stands out|^Not enough uploads/,
      );
      expect(idea.tags.length).toBeGreaterThan(0);
      expect(idea.evidence.length).toBeGreaterThan(0);
      expect(idea.evidence.some((e) => typeof e.count === "number" && /\d/.test(e.text))).toBe(true);
    }
    // Ranked, and no two ideas on the same topic.
    expect(ideas.map((i) => i.score)).toEqual([...ideas.map((i) => i.score)].sort((a, b) => b - a));
    for (let i = 0; i < ideas.length; i++) {
      for (let j = i + 1; j < ideas.length; j++)
        expect(sameTopic(keyTerms(ideas[i]!.topicKey), keyTerms(ideas[j]!.topicKey))).toBe(false);
    }
    // The sample audience keeps asking for a home server: that request, with distinct viewers counted and quoted.
    const requested = ideas.find((i) => i.evidence.some((e) => e.kind === "request"))!;
    expect(requested).toBeDefined();
    const request = requested.evidence.find((e) => e.kind === "request")!;
    expect(request.count).toBeGreaterThan(5);
    expect(request.text).toMatch(/^[\d,]+ viewers asked for a video on .+ in [\d,]+ comments under [\d,]+ videos/);
    expect(requested.evidence.some((e) => e.kind === "request" && e.href?.includes("&lc="))).toBe(true);

    const page = await pageText(await get("/content-ideas", { cookie }));
    for (const idea of ideas) expect(page).toContain(idea.title);
    expect(page).toMatch(/Total Generated<\/dt><dd[^>]*>6</);
    expect(page).toContain("just now");
    expect(page).toMatch(/Trends Analyzed<\/dt><dd[^>]*>[\d,]+</);
    expect(page).toContain("What this batch looked at");
    // Best upload time: the short answer in the large type, the sentence in the small type below it.
    const uploadTimes = [...page.matchAll(/Best upload time<\/dt><dd[^>]*>([^<]*)<\/dd><dd[^>]*>([^<]*)<\/dd>/g)];
    expect(uploadTimes).toHaveLength(ideas.length);
    for (const [, answer, sentence] of uploadTimes) {
      expect(answer).toMatch(/^(\w+days(, \d\d:00–\d\d:00)?|\d\d:00–\d\d:00|Any time: none stands out)$/);
      expect(sentence).toMatch(/^Publish on |^No publish time stands out|^Not enough uploads/);
    }
    for (const idea of ideas)
      expect(idea.bestUploadSlot === null || typeof idea.bestUploadSlot === "string").toBe(true);
  });

  it("dismisses an idea: it disappears and its topic never comes back", async () => {
    if ((await newestIdeas(workspace)).length === 0) await generate(cookie);
    const [target] = await newestIdeas(workspace);
    const dismissed = await postForm("/content-ideas", { intent: "dismiss", ideaId: target!.id }, { cookie });
    expect(dismissed.status).toBe(200);
    const page = await pageText(dismissed);
    expect(page).toContain(`Dismissed “${target!.topic}”`);
    expect(page).not.toContain(`>${target!.title}</h3>`);
    const stored = await storeRows(
      workspace,
      "SELECT topic_key FROM idea_dismissals WHERE workspace_id = ?",
      workspace,
    );
    expect(stored.map((r) => String(r[0]))).toEqual([target!.topicKey]);

    for (let run = 0; run < 3; run++) {
      expect((await generate(cookie)).status).toBe(200);
      for (const idea of await newestIdeas(workspace))
        expect(sameTopic(keyTerms(idea.topicKey), keyTerms(target!.topicKey))).toBe(false);
    }
  });

  it("saves an idea to a new series, then to that series", async () => {
    const [idea] = await newestIdeas(workspace);
    const missingTitle = await postForm(
      "/content-ideas",
      { intent: "save-series", ideaId: idea!.id, seriesId: "new", newSeriesTitle: "   " },
      { cookie },
    );
    expect(missingTitle.status).toBe(400);
    expect(await pageText(missingTitle)).toContain(SERIES_TITLE_REQUIRED);

    const created = await postForm(
      "/content-ideas",
      { intent: "save-series", ideaId: idea!.id, seriesId: "new", newSeriesTitle: "Homelab season" },
      { cookie },
    );
    expect(created.status).toBe(200);
    expect(await pageText(created)).toContain(`Saved “${idea!.title}” to your series`);
    const series = await storeRows(workspace, "SELECT id, title FROM series WHERE workspace_id = ?", workspace);
    expect(series.map((s) => String(s[1]))).toEqual(["Homelab season"]);
    const seriesId = String(series[0]![0]);

    // The page offers the series now; saving there appends a second planned video.
    expect(await pageText(await get("/content-ideas", { cookie }))).toContain(
      `<option value="${seriesId}" selected="">Homelab season</option>`,
    );
    const [, second] = await newestIdeas(workspace);
    expect(
      (await postForm("/content-ideas", { intent: "save-series", ideaId: second!.id, seriesId }, { cookie })).status,
    ).toBe(200);
    const videos = await storeRows(
      workspace,
      "SELECT title, status, estimated_views, description FROM series_videos WHERE workspace_id = ? ORDER BY position",
      workspace,
    );
    expect(videos.map(([title, status]) => [title, status])).toEqual([
      [idea!.title, "planned"],
      [second!.title, "planned"],
    ]);
    expect(videos[0]![3]).toBe(idea!.reasoning);
    expect(videos[0]![2]).toBe(idea!.forecast ? idea!.estimatedViews : null);
  });

  it("refuses bad form posts with a clear message", async () => {
    const cases: [Record<string, string>, number, string][] = [
      [{ intent: "dismiss", ideaId: "not-an-id" }, 400, IDEA_NOT_FOUND_ERROR],
      [{ intent: "dismiss", ideaId: crypto.randomUUID() }, 404, IDEA_NOT_FOUND_ERROR],
      [
        { intent: "save-series", ideaId: crypto.randomUUID(), seriesId: "'; DROP TABLE series; --" },
        400,
        "Choose a series, or New series with a title.",
      ],
      [
        { intent: "save-series", ideaId: crypto.randomUUID(), seriesId: crypto.randomUUID() },
        404,
        IDEA_NOT_FOUND_ERROR,
      ],
      [{ intent: "explode" }, 400, "Unknown action."],
    ];
    for (const [fields, status, message] of cases) {
      const response = await postForm("/content-ideas", fields, { cookie });
      expect(response.status, JSON.stringify(fields)).toBe(status);
      expect(await pageText(response)).toContain(message);
    }
    // A series of another workspace is not a choice.
    const [idea] = await newestIdeas(workspace);
    const other = await postForm(
      "/content-ideas",
      { intent: "save-series", ideaId: idea!.id, seriesId: crypto.randomUUID() },
      { cookie },
    );
    expect(other.status).toBe(400);
  });

  it(`refuses more than ${MANUAL_BATCHES_PER_DAY} manual batches a day`, async () => {
    const today = await storeCount(
      workspace,
      "SELECT count(*) FROM idea_batches WHERE workspace_id = ? AND source = 'manual'",
      workspace,
    );
    for (let i = today; i < MANUAL_BATCHES_PER_DAY; i++)
      await storeRun(
        workspace,
        "INSERT INTO idea_batches (workspace_id, id, source, ideas, analyzed, total_generated, created_at) VALUES (?, ?, 'manual', '[]', '{}', 0, ?)",
        workspace,
        crypto.randomUUID(),
        Date.now() - 60_000,
      );
    const refused = await generate(cookie);
    expect(refused.status).toBe(429);
    const text = await pageText(refused);
    expect(text).toContain(`You have generated ${MANUAL_BATCHES_PER_DAY} batches today`);
    expect(text).not.toContain(GENERATE_FAILED_ERROR);
  });
});

describe("titles in the channel's measured patterns", () => {
  it("uses only the optimizer's effects that are clear of zero, and the titles have them", async () => {
    await seedSampleTemplate();
    const cookie = await demoCookie();
    const workspace = await workspaceOfCookie(cookie);
    expect((await generate(cookie)).status).toBe(200);
    for (const idea of await newestIdeas(workspace)) {
      expect(idea.titlePatterns).toEqual([]);
      expect(idea.titleNote).toMatch(/not measured yet/);
    }

    expect((await postForm("/thumbnail-optimizer", { intent: "analyze" }, { cookie })).status).toBe(200);
    const [run] = await storeRows(workspace, "SELECT effects FROM optimizer_runs WHERE workspace_id = ?", workspace);
    const effects = JSON.parse(String(run![0])) as { feature: string; significant: boolean; effect: number }[];
    const helping = new Set(effects.filter((e) => e.significant && e.effect > 0).map((e) => e.feature));
    expect(helping.size).toBeGreaterThan(0);

    expect((await generate(cookie)).status).toBe(200);
    for (const idea of await newestIdeas(workspace)) {
      expect(idea.titlePatterns.length).toBeGreaterThan(0);
      const features = measureTitle(idea.title) as Record<string, unknown>;
      for (const pattern of idea.titlePatterns) {
        expect(effects.find((e) => e.feature === pattern.feature)!.significant).toBe(true);
        if (helping.has(pattern.feature))
          expect(features[pattern.feature], `${idea.title}: ${pattern.feature}`).toBe(true);
        expect(pattern.effectText).toMatch(/95% interval/);
      }
    }
  });
});

describe("another workspace's ideas", () => {
  it("cannot be seen, dismissed or saved by someone else", async () => {
    await seedSampleTemplate();
    const owner = await demoCookie();
    const ownerWs = await workspaceOfCookie(owner);
    expect((await generate(owner)).status).toBe(200);
    const [idea] = await newestIdeas(ownerWs);

    const stranger = await signUp("ideas-stranger@example.com");
    const page = await pageText(await get("/content-ideas", { cookie: stranger }));
    expect(page).not.toContain(idea!.title);
    const dismiss = await postForm("/content-ideas", { intent: "dismiss", ideaId: idea!.id }, { cookie: stranger });
    expect(dismiss.status).toBe(404);
    const save = await postForm(
      "/content-ideas",
      { intent: "save-series", ideaId: idea!.id, seriesId: "new", newSeriesTitle: "Stolen" },
      { cookie: stranger },
    );
    expect(save.status).toBe(404);
    expect(await storeCount(ownerWs, "SELECT count(*) FROM idea_dismissals WHERE workspace_id = ?", ownerWs)).toBe(0);
    for (const ws of [ownerWs, await workspaceOf("ideas-stranger@example.com")])
      expect(await storeCount(ws, "SELECT count(*) FROM series WHERE title = 'Stolen'")).toBe(0);
    expect(await pageText(await get("/content-ideas", { cookie: owner }))).toContain(idea!.title);
  });
});
