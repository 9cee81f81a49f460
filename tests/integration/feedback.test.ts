import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import worker from "../../workers/app";
import { atStartOfRateWindow, freshIp, get, ORIGIN, pageText, postForm, sessionCookieFrom, signUp } from "../helpers";

const FAILED = "Failed to send feedback. Please try again or email support@vidwise.app directly.";

type FeedbackRow = {
  id: string;
  workspace_id: string;
  user_id: string;
  email: string;
  category: string;
  message: string;
  platform: string;
  primary_topic: string;
  is_demo: number;
  created_at: number;
};

const feedbackOf = (email: string) =>
  env.DB.prepare("SELECT * FROM feedback WHERE email = ? ORDER BY created_at").bind(email).all<FeedbackRow>();

const outboxFor = (subjectPart: string) =>
  env.DB.prepare("SELECT * FROM email_outbox WHERE kind = 'feedback' AND subject LIKE ? ORDER BY created_at")
    .bind(`%${subjectPart}%`)
    .all<{ to: string; subject: string; text: string; status: string; error: string | null }>();

async function countFeedback() {
  return (await env.DB.prepare("SELECT count(*) AS n FROM feedback").first<{ n: number }>())?.n ?? 0;
}

let users = 0;
/** A fresh account per test: the per-user rate limit never carries over. */
async function newUser(tag: string) {
  users += 1;
  const email = `${tag}-${users}@example.com`;
  return { email, cookie: await signUp(email) };
}

async function demoUser() {
  const response = await postForm("/demo", {});
  expect(response.status).toBe(302);
  const cookie = sessionCookieFrom(response);
  const row = await env.DB.prepare(
    "SELECT u.email FROM sessions s JOIN users u ON u.id = s.user_id ORDER BY s.created_at DESC LIMIT 1",
  ).first<{ email: string }>();
  return { email: row!.email, cookie };
}

/** The values of the checked type radios in server-rendered HTML. */
function checkedType(html: string) {
  return (html.match(/<input[^>]*name="category"[^>]*>/g) ?? [])
    .filter((input) => input.includes('checked=""'))
    .map((input) => /value="([^"]*)"/.exec(input)?.[1]);
}

/** Swallows sendEmail's local-mailbox line so test output stays readable. */
function quietLogs() {
  return vi.spyOn(console, "log").mockImplementation(() => {});
}

describe("the feedback page", () => {
  it("sends a visitor to /login", async () => {
    const response = await get("/suggestions");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/login?redirectTo=%2Fsuggestions");
  });

  it("refuses a visitor's post and stores nothing", async () => {
    const before = await countFeedback();
    const response = await postForm("/suggestions", { category: "bug", message: "from nobody" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toMatch(/^\/login/);
    expect(await countFeedback()).toBe(before);
  });

  it("shows the spec's form: title, four types with feature checked, 6 rows, submitted as, badge, support link, tips", async () => {
    const { email, cookie } = await newUser("page");
    const response = await get("/suggestions", { cookie });
    expect(response.status).toBe(200);
    const html = await pageText(response);
    expect(html).toContain("<h1");
    expect(html).toContain("Creator Feedback");
    for (const label of ["Feature Request", "YouTube Tool Idea", "Improvement", "Bug Report"])
      expect(html).toContain(label);
    expect(checkedType(html)).toEqual(["feature"]);
    expect(html.match(/name="category"/g)).toHaveLength(4);
    expect(html).toMatch(/<textarea[^>]*name="message"[^>]*rows="6"/);
    expect(html).toMatch(/<textarea[^>]*maxLength="5000"/i);
    expect(html).toContain("Describe a feature that would help you grow your channel.");
    expect(html).toContain(`Submitted as <strong`);
    expect(html).toContain(email);
    expect(html).toMatch(/>YouTube<\/span>/);
    expect(html).toContain("Send Feedback");
    expect(html).toContain('href="mailto:support@vidwise.app"');
    expect(html).toContain("Tips for great feedback");
    expect(html).not.toContain("Thank You");
  });
});

describe("sending feedback", () => {
  it("without JavaScript: stores every field, emails support, and answers with the Thank You screen", async () => {
    quietLogs();
    const { email, cookie } = await newUser("plain");
    const response = await postForm(
      "/suggestions",
      { category: "bug", message: "  The export button does nothing.\n  " },
      { cookie },
    );
    expect(response.status).toBe(200);
    const html = await pageText(response);
    expect(html).toContain("Thank You");
    expect(html).toMatch(/<a[^>]*href="\/suggestions"[^>]*>Submit More Feedback<\/a>/);
    expect(html).not.toContain('name="message"');

    const { results } = await feedbackOf(email);
    expect(results).toHaveLength(1);
    const row = results[0]!;
    const user = await env.DB.prepare("SELECT id, workspace_id FROM users WHERE email = ?")
      .bind(email)
      .first<{ id: string; workspace_id: string }>();
    expect(row).toMatchObject({
      user_id: user!.id,
      workspace_id: user!.workspace_id,
      email,
      category: "bug",
      message: "The export button does nothing.",
      platform: "youtube",
      primary_topic: "content creation",
      is_demo: 0,
    });
    expect(Math.abs(row.created_at - Date.now())).toBeLessThan(60_000);

    const mail = (await outboxFor(email)).results;
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      to: "support@vidwise.app",
      subject: `[Vidwise feedback] Bug Report from ${email}`,
      status: "logged",
    });
    const text = mail[0]!.text;
    expect(text).toContain(`User email: ${email}`);
    expect(text).toContain("Category: Bug Report");
    expect(text).toContain("Platform: youtube");
    expect(text).toContain("Primary topic: content creation");
    expect(text).toContain("Demo user: no");
    expect(text).toContain("The export button does nothing.");
  });

  it("with JavaScript (a data request): answers ok, and stores the feedback", async () => {
    quietLogs();
    const { email, cookie } = await newUser("js");
    const response = await postForm(
      "/suggestions.data",
      { category: "youtube", message: "A thumbnail A/B tester." },
      { cookie },
    );
    expect(response.status).toBe(200);
    // React Router's single-fetch answer (turbo-stream): { data: { ok: true } }.
    expect(await response.text()).toContain('"ok",true');
    const { results } = await feedbackOf(email);
    expect(results.map((r) => [r.category, r.message])).toEqual([["youtube", "A thumbnail A/B tester."]]);
  });

  it("defaults a missing type to Feature Request", async () => {
    quietLogs();
    const { email, cookie } = await newUser("default");
    expect((await postForm("/suggestions", { message: "Dark mode for reports" }, { cookie })).status).toBe(200);
    expect((await feedbackOf(email)).results[0]?.category).toBe("feature");
    expect((await outboxFor(email)).results[0]?.subject).toBe(`[Vidwise feedback] Feature Request from ${email}`);
  });

  it.each([
    ["feature", "Feature Request"],
    ["youtube", "YouTube Tool Idea"],
    ["improvement", "Improvement"],
    ["bug", "Bug Report"],
  ])("stores the type %s and labels the email %s", async (category, label) => {
    quietLogs();
    const { email, cookie } = await newUser(`type-${category}`);
    expect((await postForm("/suggestions", { category, message: `About ${label}` }, { cookie })).status).toBe(200);
    expect((await feedbackOf(email)).results[0]?.category).toBe(category);
    expect((await outboxFor(email)).results[0]?.text).toContain(`Category: ${label}`);
  });

  it("records a demo user's feedback with the demo flag", async () => {
    quietLogs();
    const { email, cookie } = await demoUser();
    expect(email).toMatch(/@demo\./);
    expect(
      (await postForm("/suggestions", { category: "improvement", message: "Demo thoughts" }, { cookie })).status,
    ).toBe(200);
    const row = (await feedbackOf(email)).results[0];
    expect(row).toMatchObject({ is_demo: 1, category: "improvement", message: "Demo thoughts" });
    expect((await outboxFor(email)).results[0]?.text).toContain("Demo user: yes");
  });

  it("keeps line breaks, counting a browser's CRLF as one character", async () => {
    quietLogs();
    const { email, cookie } = await newUser("crlf");
    // 2,500 CRLF pairs arrive as 7,500 characters but are 5,000 in the text box (4,999 trimmed).
    const message = "a\r\n".repeat(2500);
    expect((await postForm("/suggestions", { message }, { cookie })).status).toBe(200);
    const stored = (await feedbackOf(email)).results[0]!.message;
    expect(stored).toBe("a\n".repeat(2500).trim());
  });

  it("accepts exactly 5,000 characters and unicode", async () => {
    quietLogs();
    const { email, cookie } = await newUser("max");
    const message = `${"é".repeat(4990)}🎬🎬🎬🎬🎬`;
    expect(message.length).toBe(5000);
    expect((await postForm("/suggestions", { message }, { cookie })).status).toBe(200);
    expect((await feedbackOf(email)).results[0]?.message).toBe(message);
  });
});

describe("refusals", () => {
  it.each([
    ["an empty message", { category: "bug", message: "" }],
    ["only spaces and line breaks", { category: "bug", message: "   \n\t  \r\n " }],
    ["no message field", { category: "bug" }],
  ])("refuses %s with a 400 and a clear message, keeping the chosen type", async (_label, fields) => {
    const { cookie } = await newUser("blank");
    const before = await countFeedback();
    const response = await postForm("/suggestions", fields, { cookie });
    expect(response.status).toBe(400);
    const html = await pageText(response);
    expect(html).toContain("Please enter your feedback.");
    expect(html).toContain('role="alert"');
    expect(checkedType(html)).toEqual(["bug"]);
    expect(html).toContain("Describe the bug");
    expect(await countFeedback()).toBe(before);
  });

  it("refuses blank text in a data request (JavaScript on) with a 400 and the message", async () => {
    const { cookie } = await newUser("blank-js");
    const before = await countFeedback();
    const response = await postForm("/suggestions.data", { category: "feature", message: "  " }, { cookie });
    expect(response.status).toBe(400);
    const body = await response.text();
    expect(body).toContain('"ok",false');
    expect(body).toContain("Please enter your feedback.");
    expect(await countFeedback()).toBe(before);
  });

  it("refuses more than 5,000 characters, and gives the text back", async () => {
    const { cookie } = await newUser("long");
    const before = await countFeedback();
    const message = `start-${"x".repeat(5000)}`;
    const response = await postForm("/suggestions", { message }, { cookie });
    expect(response.status).toBe(400);
    const html = await pageText(response);
    expect(html).toContain("Your feedback is too long. Please keep it to 5,000 characters or fewer.");
    expect(html).toContain(message);
    expect(await countFeedback()).toBe(before);
  });

  it("refuses an unknown type", async () => {
    const { cookie } = await newUser("type");
    const before = await countFeedback();
    const response = await postForm("/suggestions", { category: "complaint", message: "hello" }, { cookie });
    expect(response.status).toBe(400);
    expect(await pageText(response)).toContain("Please choose a feedback type.");
    expect(await countFeedback()).toBe(before);
  });

  it("answers 500 with the spec's failure message when D1 cannot store it, logs it, and keeps the text", async () => {
    const { cookie } = await newUser("broken");
    await env.DB.exec("ALTER TABLE feedback RENAME TO feedback_away");
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const response = await postForm("/suggestions", { category: "improvement", message: "Keep me" }, { cookie });
      expect(response.status).toBe(500);
      const html = await pageText(response);
      expect(html).toContain(FAILED);
      expect(html).toContain("Keep me");
      expect(checkedType(html)).toEqual(["improvement"]);
      expect(logged).toHaveBeenCalled();
    } finally {
      await env.DB.exec("ALTER TABLE feedback_away RENAME TO feedback");
    }
    expect((await outboxFor("broken-")).results).toHaveLength(0);
  });

  it("still succeeds when the email cannot be sent: the feedback is stored and the outbox says failed", async () => {
    const { email, cookie } = await newUser("nomail");
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const failingEmail = { send: () => Promise.reject(new Error("relay refused")) };
    const ctx = createExecutionContext();
    const request = new Request(`${ORIGIN}/suggestions`, {
      method: "POST",
      body: new URLSearchParams({ category: "feature", message: "Mail is down" }),
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: ORIGIN,
        cookie,
        "cf-connecting-ip": freshIp(),
      },
    });
    const response = await worker.fetch(
      request,
      { ...env, EMAIL: failingEmail, EMAIL_FROM: "noreply@vidwise.app", EMAIL_DELIVERY: undefined },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(200);
    expect(await pageText(response)).toContain("Thank You");
    expect((await feedbackOf(email)).results).toHaveLength(1);
    const mail = (await outboxFor(email)).results;
    expect(mail.map((m) => m.status)).toEqual(["failed"]);
    expect(mail[0]?.error).toContain("relay refused");
    expect(logged).toHaveBeenCalled();
  });

  it("rate-limits one user after 10 posts a minute, without touching other users", async () => {
    quietLogs();
    const { cookie } = await newUser("flood");
    const statuses: number[] = [];
    await atStartOfRateWindow(60, 10);
    for (let i = 0; i < 11; i++) {
      statuses.push((await postForm("/suggestions", { message: `flood ${i}` }, { cookie })).status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    const blocked = await postForm("/suggestions", { message: "one more" }, { cookie });
    expect(await pageText(blocked)).toContain("Please wait a minute and try again.");
    const other = await newUser("calm");
    expect((await postForm("/suggestions", { message: "hello" }, { cookie: other.cookie })).status).toBe(200);
  });

  it("refuses a cross-site post", async () => {
    const { cookie } = await newUser("csrf");
    const before = await countFeedback();
    const response = await postForm(
      "/suggestions",
      { message: "forged" },
      { cookie, headers: { origin: "https://evil.example" } },
    );
    expect(response.status).toBe(403);
    expect(await countFeedback()).toBe(before);
  });
});

describe("privacy", () => {
  it("never shows one user's feedback to another", async () => {
    quietLogs();
    const alice = await newUser("alice");
    const bob = await newUser("bob");
    const secret = `alice-secret-${crypto.randomUUID()}`;
    expect((await postForm("/suggestions", { message: secret }, { cookie: alice.cookie })).status).toBe(200);
    for (const path of ["/suggestions", "/suggestions.data", "/dashboard", "/account", "/admin"]) {
      const text = await (await get(path, { cookie: bob.cookie })).text();
      expect(text, path).not.toContain(secret);
      expect(text, path).not.toContain(alice.email);
    }
    const bobsAnswer = await pageText(await postForm("/suggestions", { message: "bob's own" }, { cookie: bob.cookie }));
    expect(bobsAnswer).not.toContain(secret);
    expect(bobsAnswer).toContain(bob.email);
  });
});
