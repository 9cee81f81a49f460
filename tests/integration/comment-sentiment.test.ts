import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { get, pageText, postForm, postJson, sessionCookieFrom, signUp } from "../helpers";
import { seedSampleTemplate } from "../sample";

async function analyzeApi(body: unknown, cookie?: string) {
  return postJson("/api/comments/analyze", body, { headers: cookie ? { cookie } : {} });
}

describe("POST /api/comments/analyze", () => {
  it("needs a session", async () => {
    expect((await analyzeApi({ comments: [{ text: "great" }] })).status).toBe(401);
  });

  it("scores comments, echoes ids and numbers missing ones by their position from 0", async () => {
    const cookie = await signUp("api-sentiment@example.com");
    const response = await analyzeApi(
      {
        comments: [
          { text: "This is the best tutorial I have ever watched!! 🔥", likeCount: 12 },
          { id: "abc", text: "The audio is terrible, I couldn't hear anything." },
          { text: "can you make a video on home server setup?" },
          { text: "Check out my channel for free giveaways!!! www.example.com" },
          { text: "Me encantó este video, muchas gracias por compartir" },
        ],
      },
      cookie,
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      comments: { id: string; sentiment: { label: string; compound: number }; spam: boolean; language: string; request: string | null }[];
      summary: { total: number; spamCount: number; breakdown: Record<string, number>; sentimentScore: number; requests: { topic: string }[] };
    };
    expect(body.comments.map((c) => c.id)).toEqual(["0", "abc", "2", "3", "4"]);
    expect(body.comments[0]!.sentiment.label).toBe("positive");
    expect(body.comments[1]!.sentiment.label).toBe("negative");
    expect(body.comments[2]!.request).toContain("home server");
    expect(body.comments[3]!.spam).toBe(true);
    expect(body.comments[4]!.language).toBe("es");
    expect(body.summary.total).toBe(5);
    expect(body.summary.spamCount).toBe(1);
    expect(body.summary.sentimentScore).toBeGreaterThan(0);
    expect(body.summary.requests[0]!.topic).toContain("home server");
  });

  it.each([
    ["no body", undefined],
    ["not JSON", "{{"],
    ["an empty list", { comments: [] }],
    ["1,001 comments", { comments: Array.from({ length: 1001 }, () => ({ text: "ok" })) }],
    ["a 10,001-character comment", { comments: [{ text: "a".repeat(10_001) }] }],
    ["a number as text", { comments: [{ text: 5 }] }],
    ["comments that are not a list", { comments: "great video" }],
    ["a negative like count", { comments: [{ text: "hi", likeCount: -1 }] }],
  ])("answers 400 with a clear error for %s", async (_label, body) => {
    const cookie = await signUp(`bad-${_label.replace(/\W/g, "")}@example.com`);
    const response = await analyzeApi(body === undefined ? "" : body, cookie);
    expect(response.status).toBe(400);
    const json = (await response.json()) as { error: string };
    expect(json.error.length).toBeGreaterThan(5);
  });
});

async function waitForAnalysis(cookie: string) {
  for (let i = 0; i < 300; i++) {
    const page = await pageText(await get("/comment-sentiment?period=90d", { cookie }));
    if (!page.includes("Analyzing comments:")) return page;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("analysis did not finish");
}

describe("the Comment Sentiment page", () => {
  it("says what to connect when the workspace has no comments", async () => {
    const cookie = await signUp("no-comments@example.com");
    const page = await pageText(await get("/comment-sentiment", { cookie }));
    expect(page).toContain("No comments to analyze yet");
  });

  it("analyzes the demo's comments in queued batches, then scores only new ones", async () => {
    await seedSampleTemplate();
    const cookie = sessionCookieFrom(await postForm("/demo", {}));
    expect(await pageText(await get("/comment-sentiment", { cookie }))).toContain("Ready to analyze");

    const first = await postForm("/comment-sentiment", { intent: "analyze" }, { cookie });
    expect(first.status).toBe(200);
    expect(await pageText(first)).toMatch(/Analyzing [\d,]+ comments in batches|Analyzed [\d,]+ new comments/);
    const page = await waitForAnalysis(cookie);
    expect(page).toContain("/10");
    expect(page).toContain("Breakdown per video");

    const scored = (await env.DB.prepare("SELECT count(*) AS n FROM comment_scores").first<{ n: number }>())!.n;
    // Every audience comment of the demo is scored; the creator's own replies are left out.
    const comments = (await env.DB.prepare(
      "SELECT count(*) AS n FROM comments c JOIN users u ON u.workspace_id = c.workspace_id JOIN videos v ON v.workspace_id = c.workspace_id AND v.id = c.video_id WHERE coalesce(c.author_channel_id, '') <> v.channel_id",
    ).first<{ n: number }>())!.n;
    expect(scored).toBe(comments);
    expect(comments).toBeGreaterThan(5_000);

    const again = await postForm("/comment-sentiment", { intent: "analyze" }, { cookie });
    expect(await pageText(again)).toContain("Analyzed 0 new comments.");
  });

  it("filters by comment date: a longer period covers at least as many comments", async () => {
    await seedSampleTemplate();
    const cookie = sessionCookieFrom(await postForm("/demo", {}));
    await postForm("/comment-sentiment", { intent: "analyze" }, { cookie });
    await waitForAnalysis(cookie);
    const count = async (period: string) => {
      const page = await pageText(await get(`/comment-sentiment?period=${period}`, { cookie }));
      return Number(page.match(/Comments Analyzed<\/dt><dd[^>]*>([\d,]+)/)![1]!.replace(/,/g, ""));
    };
    const [week, month, quarter] = [await count("7d"), await count("30d"), await count("90d")];
    expect(week).toBeLessThanOrEqual(month);
    expect(month).toBeLessThanOrEqual(quarter);
    expect(quarter).toBeGreaterThan(week);
  });

  it("exports the per-video records and the per-comment scores as CSV", async () => {
    await seedSampleTemplate();
    const cookie = sessionCookieFrom(await postForm("/demo", {}));
    await postForm("/comment-sentiment", { intent: "analyze" }, { cookie });
    await waitForAnalysis(cookie);
    const videos = await get("/comment-sentiment?export=videos&period=90d", { cookie });
    expect(videos.headers.get("content-type")).toContain("text/csv");
    const videoCsv = await videos.text();
    expect(videoCsv.split("\r\n")[0]).toContain("sentiment_score");
    expect(videoCsv.split("\r\n").length).toBeGreaterThan(2);
    const comments = await (await get("/comment-sentiment?export=comments&period=90d", { cookie })).text();
    expect(comments.split("\r\n")[0]).toBe("comment_id,video_id,published_at,likes,compound,label,spam,language,question,request,text");
  });

  it("never shows another workspace's comments", async () => {
    await seedSampleTemplate();
    const demo = sessionCookieFrom(await postForm("/demo", {}));
    await postForm("/comment-sentiment", { intent: "analyze" }, { cookie: demo });
    await waitForAnalysis(demo);
    const other = await signUp("other-sentiment@example.com");
    expect(await pageText(await get("/comment-sentiment?period=90d", { cookie: other }))).toContain("No comments to analyze yet");
    const csv = await (await get("/comment-sentiment?export=comments&period=90d", { cookie: other })).text();
    expect(csv.trim().split("\r\n")).toHaveLength(1);
  });
});

describe("pasting comments on the page", () => {
  it("analyses plain lines, CSV and JSON without storing anything", async () => {
    const cookie = await signUp("paste@example.com");
    const before = (await env.DB.prepare("SELECT count(*) AS n FROM comment_scores").first<{ n: number }>())!.n;
    for (const comments of [
      "Amazing video, thank you!\nThe sound was awful\ncan you make a video on mechanical keyboards?",
      'text,likes\n"Amazing video, thank you!",4\n"The sound was awful",1',
      JSON.stringify([{ text: "Amazing video, thank you!", likeCount: 3 }, "The sound was awful"]),
    ]) {
      const response = await postForm("/comment-sentiment", { intent: "paste", comments }, { cookie });
      expect(response.status).toBe(200);
      const page = await pageText(response);
      expect(page).toMatch(/[23] comments: /);
      expect(page).toContain("% positive");
    }
    expect((await env.DB.prepare("SELECT count(*) AS n FROM comment_scores").first<{ n: number }>())!.n).toBe(before);
  });

  it("refuses empty input and broken JSON with clear messages", async () => {
    const cookie = await signUp("paste-bad@example.com");
    const empty = await postForm("/comment-sentiment", { intent: "paste", comments: "   " }, { cookie });
    expect(empty.status).toBe(400);
    expect(await pageText(empty)).toContain("Paste some comments or choose a file.");
    const broken = await postForm("/comment-sentiment", { intent: "paste", comments: "[{ oops" }, { cookie });
    expect(broken.status).toBe(400);
    expect(await pageText(broken)).toContain("could not be read");
  });
});
