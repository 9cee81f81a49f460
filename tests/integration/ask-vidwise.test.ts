import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { MAX_CONVERSATIONS_PER_USER, QUESTIONS_PER_WINDOW } from "~/features/ask-vidwise/limits";
import {
  APOLOGY,
  BLANK_QUESTION_ERROR,
  CONVERSATION_NOT_FOUND_ERROR,
  QUESTION_TOO_LONG_ERROR,
} from "~/features/ask-vidwise/messages";
import { SUGGESTED_QUESTIONS } from "~/features/ask-vidwise/suggested-questions";
import {
  demoCookie,
  get,
  pageText,
  postForm,
  postJson,
  signUp,
  storeCount,
  storeRows,
  storeRun,
  workspaceOf,
} from "../helpers";
import { seedSampleTemplate } from "../sample";

beforeAll(async () => {
  await seedSampleTemplate();
});

const conversationFrom = (response: Response) => {
  const location = response.headers.get("location") ?? "";
  const match = /^\/ask-vidwise\?c=([0-9a-f-]{36})#latest$/.exec(location);
  if (!match) throw new Error(`unexpected redirect: ${response.status} ${location}`);
  return match[1]!;
};

const userOf = async (email: string) =>
  (await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(email).first<{ id: string }>())!.id;

describe("/ask-vidwise", () => {
  it("shows the spec's page: open chat panel, five suggested questions, How It Works, stats", async () => {
    const cookie = await signUp("ask-page-empty@example.com");
    const html = await pageText(await get("/ask-vidwise", { cookie }));
    expect(html).toMatch(/<details open="" [^>]*>/);
    expect(html).toContain("Chat with Vidwise");
    for (const q of SUGGESTED_QUESTIONS) expect(html).toContain(`value="${q}"`);
    expect(SUGGESTED_QUESTIONS).toHaveLength(5);
    for (const step of ["Ask", "Compute", "Answer"]) expect(html).toContain(`>${step}</h3>`);
    for (const label of ["Questions Answered", "Sources Used", "Channel Videos", "Last Answer"])
      expect(html).toContain(label);
    expect(html).toMatch(/Questions Answered<\/dt><dd[^>]*>0</);
    expect(html).toContain("New conversation");
  });

  it("appends the question and the answer on a JavaScript-off post, and renders them after the redirect", async () => {
    const cookie = await demoCookie();
    const post = await postForm("/ask-vidwise", { intent: "ask", message: `  ${SUGGESTED_QUESTIONS[2]} ` }, { cookie });
    expect(post.status).toBe(302);
    const id = conversationFrom(post);
    const html = await pageText(await get(`/ask-vidwise?c=${id}`, { cookie }));
    expect(html).toContain(`>${SUGGESTED_QUESTIONS[2]}</p>`);
    expect(html).toContain('aria-label="Vidwise&#x27;s answer"'.replace("&#x27;", "'"));
    expect(html).toContain("Sources");
    expect(html).toMatch(/Questions Answered<\/dt><dd[^>]*>1</);
    expect(html).toContain("just now");
    // The demo's workspace is the sample channel: its videos are what answers are computed from.
    expect(html).not.toMatch(/Channel Videos<\/dt><dd[^>]*>0</);

    // A follow-up in the same conversation.
    const again = await postForm(
      "/ask-vidwise",
      { intent: "ask", message: SUGGESTED_QUESTIONS[4], conversationId: id },
      { cookie },
    );
    expect(conversationFrom(again)).toBe(id);
    const thread = await pageText(await get(`/ask-vidwise?c=${id}`, { cookie }));
    expect(thread.indexOf(SUGGESTED_QUESTIONS[2])).toBeLessThan(thread.lastIndexOf(SUGGESTED_QUESTIONS[4]));
    expect(thread).toMatch(/Questions Answered<\/dt><dd[^>]*>2</);
  });

  it("names each page an answer points to as a link, and its sources by tool, with amounts in dollars", async () => {
    const cookie = await demoCookie();
    const id = conversationFrom(
      await postForm("/ask-vidwise", { intent: "ask", message: "How can I raise my RPM?" }, { cookie }),
    );
    const html = await pageText(await get(`/ask-vidwise?c=${id}`, { cookie }));
    const answer = /aria-label="Vidwise(?:&#x27;|')s answer"[\s\S]*?<\/article>/.exec(html)?.[0] ?? "";
    // "(/rpm-booster)" in the answer's text is a link named after the page.
    expect(answer).toMatch(/\(<a[^>]*href="\/rpm-booster"[^>]*>RPM Booster<\/a>\)/);
    expect(answer).not.toContain("(/rpm-booster)");
    expect(answer).toMatch(/Your RPM over [\d-]+ to [\d-]+ is \$\d/);
    expect(answer).toMatch(/Sources[\s\S]*>RPM Booster<\/a>/);
  });

  it("lists conversations newest first, opens one, deletes one (with its messages)", async () => {
    const cookie = await signUp("ask-page-list@example.com");
    const first = conversationFrom(
      await postForm("/ask-vidwise", { intent: "ask", message: "When should I upload?" }, { cookie }),
    );
    const second = conversationFrom(
      await postForm("/ask-vidwise", { intent: "ask", message: "How can I raise my RPM?" }, { cookie }),
    );
    const html = await pageText(await get("/ask-vidwise", { cookie }));
    expect(html.indexOf(`?c=${second}`)).toBeGreaterThan(-1);
    expect(html.indexOf(`?c=${second}`)).toBeLessThan(html.indexOf(`?c=${first}`));

    const opened = await pageText(await get(`/ask-vidwise?c=${first}`, { cookie }));
    expect(opened).toContain('aria-current="page"');
    expect(opened).toContain(">When should I upload?</p>");

    const deleted = await postForm(
      "/ask-vidwise",
      { intent: "delete", conversationId: first, current: second },
      { cookie },
    );
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("location")).toBe(`/ask-vidwise?c=${second}`);
    expect((await get(`/ask-vidwise?c=${first}`, { cookie })).status).toBe(404);
    const ws = await workspaceOf("ask-page-list@example.com");
    expect(await storeCount(ws, "SELECT count(*) FROM conversation_messages WHERE conversation_id = ?", first)).toBe(0);
  });

  it("never shows, continues or deletes another user's conversation (404)", async () => {
    const alice = await signUp("ask-page-alice@example.com");
    const bob = await signUp("ask-page-bob@example.com");
    const id = conversationFrom(
      await postForm(
        "/ask-vidwise",
        { intent: "ask", message: "What do my viewers ask for? secret-alice-words" },
        { cookie: alice },
      ),
    );

    const shown = await get(`/ask-vidwise?c=${id}`, { cookie: bob });
    expect(shown.status).toBe(404);
    const text = await pageText(shown);
    expect(text).toContain(CONVERSATION_NOT_FOUND_ERROR);
    expect(text).not.toContain("secret-alice-words");

    const continued = await postForm(
      "/ask-vidwise",
      { intent: "ask", message: "And then?", conversationId: id },
      { cookie: bob },
    );
    expect(continued.status).toBe(404);
    expect(await pageText(continued)).toContain(CONVERSATION_NOT_FOUND_ERROR);

    expect((await postForm("/ask-vidwise", { intent: "delete", conversationId: id }, { cookie: bob })).status).toBe(
      404,
    );
    expect((await get(`/ask-vidwise?c=${id}`, { cookie: alice })).status).toBe(200);
  });

  it("refuses a blank question and one over 2,000 characters with clear messages, keeping what was typed", async () => {
    const cookie = await signUp("ask-page-limits@example.com");
    const blank = await postForm("/ask-vidwise", { intent: "ask", message: "  \n " }, { cookie });
    expect(blank.status).toBe(400);
    expect(await pageText(blank)).toContain(BLANK_QUESTION_ERROR);

    const long = `${"Why ".repeat(500)}?`;
    const tooLong = await postForm("/ask-vidwise", { intent: "ask", message: long }, { cookie });
    expect(tooLong.status).toBe(400);
    const text = await pageText(tooLong);
    expect(text).toContain(QUESTION_TOO_LONG_ERROR);
    expect(text).toContain(long.slice(0, 200));
    const stored = await storeCount(
      await workspaceOf("ask-page-limits@example.com"),
      "SELECT count(*) FROM conversations WHERE user_id = ?",
      await userOf("ask-page-limits@example.com"),
    );
    expect(stored).toBe(0);
  });

  it("limits questions per user: the page says when to try again", async () => {
    const email = "ask-page-rate@example.com";
    const cookie = await signUp(email);
    // Asked through the API and the page alike: both count against one budget.
    for (let i = 0; i < QUESTIONS_PER_WINDOW; i += 1) {
      const response =
        i % 2
          ? await postJson("/api/ask", { message: `Question ${i}: when should I upload?` }, { cookie })
          : await postForm("/ask-vidwise", { intent: "ask", message: `Question ${i}` }, { cookie });
      expect(response.status).toBeLessThan(400);
    }
    const refused = await postForm("/ask-vidwise", { intent: "ask", message: "One more?" }, { cookie });
    expect(refused.status).toBe(429);
    expect(await pageText(refused)).toContain(
      `You have asked ${QUESTIONS_PER_WINDOW} questions in the last 10 minutes.`,
    );
  });

  it(`keeps the newest ${MAX_CONVERSATIONS_PER_USER} conversations per user: a new one removes the least recently used, with its messages`, async () => {
    const email = "ask-page-cap@example.com";
    const cookie = await signUp(email);
    const user = await env.DB.prepare("SELECT id, workspace_id AS w FROM users WHERE email = ?")
      .bind(email)
      .first<{ id: string; w: string }>();
    const old = Date.now() - 30 * 86_400_000;
    for (let i = 0; i < MAX_CONVERSATIONS_PER_USER; i++)
      await storeRun(
        user!.w,
        "INSERT INTO conversations (id, user_id, workspace_id, title, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)",
        ...[`cap-${i}`, user!.id, user!.w, `Old ${i}`, old + i, old + i],
      );
    await storeRun(
      user!.w,
      "INSERT INTO conversation_messages (id, conversation_id, role, content, created_at) VALUES ('cap-m', 'cap-0', 'user', 'old question', ?)",
      old,
    );
    const id = conversationFrom(
      await postForm("/ask-vidwise", { intent: "ask", message: "When should I upload?" }, { cookie }),
    );
    const ids = (await storeRows(user!.w, "SELECT id FROM conversations WHERE user_id = ?", user!.id)).map((r) => r[0]);
    expect(ids).toHaveLength(MAX_CONVERSATIONS_PER_USER);
    expect(ids).toContain(id);
    expect(ids).not.toContain("cap-0");
    expect(await storeCount(user!.w, "SELECT count(*) FROM conversation_messages WHERE id = 'cap-m'")).toBe(0);
  });

  it("shows the spec's apology in the thread when answering fails (logged, not shown)", async () => {
    const cookie = await signUp("ask-page-failure@example.com");
    const ws = await workspaceOf("ask-page-failure@example.com");
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    // The workspace's videos (in its own store) cannot be read.
    await storeRun(ws, "ALTER TABLE videos RENAME TO videos_away");
    let id: string;
    try {
      id = conversationFrom(
        await postForm("/ask-vidwise", { intent: "ask", message: "When should I upload?" }, { cookie }),
      );
      expect(logged).toHaveBeenCalled();
    } finally {
      await storeRun(ws, "ALTER TABLE videos_away RENAME TO videos");
      logged.mockRestore();
    }
    const text = await pageText(await get(`/ask-vidwise?c=${id}`, { cookie }));
    expect(text).toContain(">When should I upload?</p>");
    expect(text).toContain(APOLOGY);
    expect(text).not.toMatch(/no such table|SQLITE/i);
    // An apology is not an answer.
    expect(text).toMatch(/Questions Answered<\/dt><dd[^>]*>0</);
  });

  it("sends signed-out visitors to log in", async () => {
    const response = await get("/ask-vidwise");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toMatch(/^\/login/);
  });
});
