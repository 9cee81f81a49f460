// POST /api/comments/analyze on today's scam shapes: the move to Telegram or WhatsApp,
// the impersonated creator's prize, a crypto giveaway, a link broken up or written in look-alike
// letters are spam; real viewers using the same words are not. Through the Worker, so the spam
// model is the one read from D1 (migrations/0027_spam_model_weights.sql).
import { describe, expect, it } from "vitest";
import { postJson, signUp } from "../../helpers";

type AnalyzeBody = { comments: { id: string; spam: boolean }[]; summary: { spamCount: number } };

describe("POST /api/comments/analyze, modern scams", () => {
  it("flags today's scam shapes and leaves the real viewers who use the same words", async () => {
    const scams = [
      "Thanks for watching!! You're one of our winners, message me on Telegram to claim your prize 🎁",
      "WhatsApp ➡️ +44 7700 900456 for daily forex signals",
      "send 0.1 BTC to the wallet in my bio and get 0.2 BTC back",
      "𝐑𝐞𝐩𝐥𝐲 𝐭𝐨 𝐦𝐞 𝐨𝐧 𝐓𝐞𝐥𝐞𝐠𝐫𝐚𝐦",
      "free followers at shorturl.at/abcde",
    ];
    const viewers = [
      "what camera do you use?",
      "part 2 please",
      "Is there a Telegram channel where you post the slides?",
      "Watch out, the accounts replying with a Telegram handle are bots pretending to be him",
      "I made a follow-up video on this: https://youtu.be/dQw4w9WgXcQ",
    ];
    const response = await postJson(
      "/api/comments/analyze",
      { comments: [...scams, ...viewers].map((text) => ({ text })) },
      { cookie: await signUp("api-spam-modern@example.com") },
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as AnalyzeBody;
    expect(body.comments.map((c) => c.spam)).toEqual([...scams.map(() => true), ...viewers.map(() => false)]);
    expect(body.summary.spamCount).toBe(scams.length);
  });
});
