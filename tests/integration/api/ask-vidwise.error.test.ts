import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { QUESTIONS_PER_DAY, QUESTIONS_PER_WINDOW } from "~/features/ask-vidwise/limits";
import {
  APOLOGY,
  ASK_BODY_ERROR,
  BLANK_QUESTION_ERROR,
  CONVERSATION_NOT_FOUND_ERROR,
  QUESTION_TOO_LONG_ERROR,
} from "~/features/ask-vidwise/messages";
import { MAX_ASK_BYTES } from "../../../workers/api/ask-vidwise";
import { postForm, postJson, request, signUpUnverified, storeCount, storeRun } from "../../helpers";

let counter = 0;
async function fresh() {
  counter += 1;
  const email = `ask-api-errors-${counter}@example.com`;
  const cookie = await signUpUnverified(email);
  const user = await env.DB.prepare("SELECT id, workspace_id AS teamChannelId FROM users WHERE email = ?")
    .bind(email)
    .first<{ id: string; teamChannelId: string }>();
  return { cookie, user: user! };
}

/** Questions asked `minutesAgo`, as the rate limit's ledger records them. */
async function pastQuestions(user: { id: string; teamChannelId: string }, n: number, minutesAgo: number) {
  const at = Date.now() - minutesAgo * 60_000;
  await env.DB.batch(
    Array.from({ length: n }, (_, i) =>
      env.DB.prepare("INSERT INTO ask_questions (user_id, asked_at) VALUES (?, ?)").bind(user.id, at + i),
    ),
  );
}

describe("POST /api/ask, refusals", () => {
  it.each([
    ["an empty message", { message: "" }, BLANK_QUESTION_ERROR],
    ["a blank message", { message: " \n\t\u3000 " }, BLANK_QUESTION_ERROR],
    ["no message", {}, BLANK_QUESTION_ERROR],
    ["a number", { message: 42 }, BLANK_QUESTION_ERROR],
    ["2,001 characters", { message: "a".repeat(2_001) }, QUESTION_TOO_LONG_ERROR],
    ["2,001 emoji", { message: "🎬".repeat(2_001) }, QUESTION_TOO_LONG_ERROR],
    ["a list", [], ASK_BODY_ERROR],
  ])("refuses %s with 400 and a clear message", async (_label, body, message) => {
    const { cookie } = await fresh();
    const response = await postJson("/api/ask", body, { cookie });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe(message);
  });

  it("accepts exactly 2,000 characters once trimmed", async () => {
    const { cookie } = await fresh();
    const response = await postJson("/api/ask", { message: `  ${"é".repeat(2_000)}  ` }, { cookie });
    expect(response.status).toBe(200);
  });

  it("refuses malformed JSON with 400 and a body over the limit with 413", async () => {
    const { cookie } = await fresh();
    expect(
      (await request("POST", "/api/ask", { cookie, body: '{"message":', contentType: "application/json" })).status,
    ).toBe(400);
    expect((await request("POST", "/api/ask", { cookie, body: "hello", contentType: "text/plain" })).status).toBe(400);
    expect((await postJson("/api/ask", { message: "x".repeat(MAX_ASK_BYTES) }, { cookie })).status).toBe(413);
  });

  it("answers 404 for a conversation id that names nothing", async () => {
    const { cookie } = await fresh();
    for (const conversationId of [crypto.randomUUID(), "../etc", "x".repeat(100)]) {
      const response = await postJson("/api/ask", { message: "When should I upload?", conversationId }, { cookie });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ success: false, error: CONVERSATION_NOT_FOUND_ERROR });
    }
  });

  it(`answers 429 past ${QUESTIONS_PER_WINDOW} questions in 10 minutes, with when to try again`, async () => {
    const { cookie, user } = await fresh();
    await pastQuestions(user, QUESTIONS_PER_WINDOW, 3);
    const response = await postJson("/api/ask", { message: "When should I upload?" }, { cookie });
    expect(response.status).toBe(429);
    expect(((await response.json()) as { error: string }).error).toBe(
      `You have asked ${QUESTIONS_PER_WINDOW} questions in the last 10 minutes. Please try again in 7 minutes.`,
    );
  });

  it(`answers 429 past ${QUESTIONS_PER_DAY} questions in 24 hours`, async () => {
    const { cookie, user } = await fresh();
    await pastQuestions(user, QUESTIONS_PER_DAY, 60);
    const response = await postJson(
      "/api/ask",
      { message: "When should I upload?" },
      { cookie, headers: { accept: "text/event-stream" } },
    );
    expect(response.status).toBe(429);
    expect(((await response.json()) as { error: string }).error).toMatch(
      /^You have asked 200 questions in the last 24 hours\. Please try again in 23 hours\.$/,
    );
  });

  it("deleting conversations does not give questions back", async () => {
    const { cookie, user } = await fresh();
    await pastQuestions(user, QUESTIONS_PER_WINDOW - 1, 1);
    const last = await postJson("/api/ask", { message: "When should I upload?" }, { cookie });
    expect(last.status).toBe(200);
    const { conversationId } = (await last.json()) as { conversationId: string };
    expect((await postForm("/ask-vidwise", { intent: "delete", conversationId }, { cookie })).status).toBeLessThan(400);
    expect(await storeCount(user.teamChannelId, "SELECT count(*) FROM conversations WHERE user_id = ?", user.id)).toBe(
      0,
    );
    expect((await postJson("/api/ask", { message: "When should I upload?" }, { cookie })).status).toBe(429);
  });

  it("questions older than the windows do not count", async () => {
    const { cookie, user } = await fresh();
    await pastQuestions(user, QUESTIONS_PER_DAY, 25 * 60);
    expect((await postJson("/api/ask", { message: "When should I upload?" }, { cookie })).status).toBe(200);
  });

  it("answers a failure with the spec's apology (logged, not shown), as JSON and as a stream", async () => {
    const { cookie, user } = await fresh();
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    // Answering works; storing the exchange (in the workspace's own store) fails.
    await storeRun(
      user.teamChannelId,
      "CREATE TRIGGER ask_store_fails BEFORE INSERT ON conversation_messages BEGIN SELECT RAISE(ABORT, 'disk full'); END;",
    );
    try {
      const response = await postJson("/api/ask", { message: "When should I upload?" }, { cookie });
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ success: false, error: APOLOGY });
      const streamed = await postJson(
        "/api/ask",
        { message: "When should I upload?" },
        { cookie, headers: { accept: "text/event-stream" } },
      );
      const text = await streamed.text();
      expect(text).toMatch(/^event: meta\n/);
      expect(text).toContain(`event: error\ndata: ${JSON.stringify({ message: APOLOGY })}`);
      expect(text).not.toContain("event: done");
      expect(text).not.toMatch(/disk full|SQLITE/i);
      expect(logged).toHaveBeenCalled();
    } finally {
      await storeRun(user.teamChannelId, "DROP TRIGGER ask_store_fails");
      logged.mockRestore();
    }
  });

  it("answers a failure before answering (the store unreachable) with the apology too", async () => {
    const { cookie } = await fresh();
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    await env.DB.exec("ALTER TABLE ask_questions RENAME TO ask_questions_away");
    try {
      for (const accept of ["application/json", "text/event-stream"]) {
        const response = await postJson(
          "/api/ask",
          { message: "When should I upload?" },
          { cookie, headers: { accept } },
        );
        expect(response.status).toBe(500);
        expect(await response.json()).toEqual({ success: false, error: APOLOGY });
      }
    } finally {
      await env.DB.exec("ALTER TABLE ask_questions_away RENAME TO ask_questions");
      logged.mockRestore();
    }
  });

  it("answers unknown methods with JSON 404", async () => {
    const { cookie } = await fresh();
    expect((await request("GET", "/api/ask", { cookie })).status).toBe(404);
  });
});
