import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { demoCookie, postJson, signUp, storeCount, workspaceOf } from "../../helpers";

async function analyzeApi(body: unknown, cookie?: string) {
  return postJson("/api/comments/analyze", body, { cookie });
}

type AnalyzeBody = {
  comments: {
    id: string;
    sentiment: { label: string; compound: number };
    spam: boolean;
    language: string;
    request: string | null;
  }[];
  summary: {
    total: number;
    spamCount: number;
    breakdown: Record<string, number>;
    sentimentScore: number;
    requests: { topic: string }[];
  };
};

describe("POST /api/comments/analyze", () => {
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
    const body = (await response.json()) as AnalyzeBody;
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

  it("labels plain statements and questions neutral: the learned model decides, not the lexicon's band", async () => {
    // The rules alone scored these −0.27, −0.25 and +0.37 (negative, negative, positive); the
    // model (decision 011) reads them as what they are: information and a question.
    const texts = [
      "Patch 1.3 changed the drop rates btw",
      "The mayor resigned in 2021 and the deputy took over",
      "Does the DLC carry over your save?",
    ];
    const response = await analyzeApi(
      { comments: texts.map((text) => ({ text })) },
      await signUp("api-sentiment-neutral@example.com"),
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as AnalyzeBody;
    expect(body.comments.map((c) => c.sentiment.label)).toEqual(["neutral", "neutral", "neutral"]);
    for (const c of body.comments) {
      expect(c.sentiment.compound).toBeGreaterThanOrEqual(-1);
      expect(c.sentiment.compound).toBeLessThanOrEqual(1);
    }
    expect(body.summary.breakdown).toEqual({ positive: 0, neutral: 100, negative: 0 });
  });

  it("stores nothing", async () => {
    const cookie = await signUp("api-sentiment-store@example.com");
    const count = async () =>
      (await env.DB.prepare(
        "SELECT (SELECT count(*) FROM comment_scores) + (SELECT count(*) FROM comments) AS n",
      ).first<{ n: number }>())!.n;
    const ws = await workspaceOf("api-sentiment-store@example.com");
    const inStore = async () =>
      (await storeCount(ws, "SELECT count(*) FROM comment_scores")) +
      (await storeCount(ws, "SELECT count(*) FROM comments"));
    const before = await count();
    expect((await analyzeApi({ comments: [{ text: "love it" }, { text: "hate it" }] }, cookie)).status).toBe(200);
    expect(await count()).toBe(before);
    expect(await inStore()).toBe(0);
  });

  it("serves demo visitors too: it reads no live data", async () => {
    const response = await analyzeApi({ comments: [{ text: "great video" }] }, await demoCookie());
    expect(response.status).toBe(200);
    expect(((await response.json()) as AnalyzeBody).summary.total).toBe(1);
  });
});
