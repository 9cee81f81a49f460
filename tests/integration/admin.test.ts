import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it, vi } from "vitest";
import worker from "../../workers/app";
import { ORIGIN, get, pageText, postForm, sessionCookieFrom, signUp } from "../helpers";

// ADMIN_EMAILS is not bound in the shared vitest config, so these requests go straight to the
// Worker with it added to the environment (as health.test.ts does for a failing D1).
const ADMINS = " Someone@Else.example ,ADMIN@example.com,, ";

async function asWorker(path: string, cookie: string | null, adminEmails: string | undefined = ADMINS) {
  const ctx = createExecutionContext();
  const request = new Request(ORIGIN + path, { redirect: "manual", headers: cookie ? { cookie } : {} });
  const response = await worker.fetch(request, { ...env, ADMIN_EMAILS: adminEmails }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

const text = async (response: Response) => (await pageText(response)).replace(/&lt;/g, "<").replace(/&gt;/g, ">");

/** The rendered page without its scripts (React Router repeats the loader data in one). */
const visible = async (response: Response) => (await text(response)).replace(/<script[\s\S]*?<\/script>/g, "");

async function sql(query: string, ...params: unknown[]) {
  await env.DB.prepare(query)
    .bind(...params)
    .run();
}

/** A feedback row written directly, so tests are not slowed by the per-user rate limit. */
async function addFeedback(
  userEmail: string,
  values: { id: string; message: string; category?: string; createdAt?: number; isDemo?: number },
) {
  const user = await env.DB.prepare("SELECT id, workspace_id FROM users WHERE email = ?")
    .bind(userEmail)
    .first<{ id: string; workspace_id: string }>();
  await sql(
    `INSERT INTO feedback (id, workspace_id, user_id, email, category, message, platform, primary_topic, is_demo, created_at)
     VALUES (?, ?, ?, ?, ?, ?, 'youtube', 'content creation', ?, ?)`,
    values.id,
    user!.workspace_id,
    user!.id,
    userEmail,
    values.category ?? "feature",
    values.message,
    values.isDemo ?? 0,
    values.createdAt ?? Date.now(),
  );
}

/** Rows of a CSV as this exporter writes it (quoted cells, doubled quotes, CRLF rows). */
function parseCsv(csv: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < csv.length; i++) {
    const c = csv[i]!;
    if (quoted) {
      if (c === '"' && csv[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\r" && csv[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += c;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

let adminCookie = "";
let userCookie = "";

beforeAll(async () => {
  adminCookie = await signUp("admin@example.com");
  userCookie = await signUp("creator@example.com");
});

describe("who reaches /admin", () => {
  it("sends a visitor to /login", async () => {
    const response = await asWorker("/admin", null);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/login?redirectTo=%2Fadmin");
  });

  it("answers 404 to a signed-in user who is not an admin, page and data request alike", async () => {
    for (const path of [
      "/admin",
      "/admin.data",
      "/admin?list=waitlist",
      "/admin/feedback.csv",
      "/admin/waitlist.csv",
      "/admin?export=feedback",
      "/admin?export=waitlist",
    ]) {
      const response = await asWorker(path, userCookie);
      expect(response.status, path).toBe(404);
      const body = await response.text();
      expect(body, path).not.toContain("admin@example.com");
      expect(body, path).not.toContain("Counts");
    }
    const page = await asWorker("/admin", userCookie);
    const html = await text(page);
    // The designed 404 page, with a way back; nothing says an admin page exists.
    expect(html).toContain("Page not found");
    expect(html).not.toContain("Unexpected Application Error!");
  });

  it("answers 404 to a demo user, even one whose address is listed", async () => {
    const demo = await postForm("/demo", {});
    const cookie = sessionCookieFrom(demo);
    const row = await env.DB.prepare(
      "SELECT u.email FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.is_demo = 1 ORDER BY s.created_at DESC LIMIT 1",
    ).first<{ email: string }>();
    expect((await asWorker("/admin", cookie)).status).toBe(404);
    expect((await asWorker("/admin", cookie, `${row!.email},admin@example.com`)).status).toBe(404);
  });

  it("answers 404 to everyone when ADMIN_EMAILS is unset or blank", async () => {
    expect((await get("/admin", { cookie: adminCookie })).status).toBe(404);
    expect((await asWorker("/admin", adminCookie, "")).status).toBe(404);
    expect((await asWorker("/admin", adminCookie, " , ")).status).toBe(404);
  });

  it("opens for a listed admin, whatever the spaces and letter case in ADMIN_EMAILS", async () => {
    const response = await asWorker("/admin", adminCookie);
    expect(response.status).toBe(200);
    const html = await text(response);
    expect(html).toContain("<h1");
    expect(html).toContain("Admin");
    expect(html).toContain("Counts");
    expect(html).toContain('content="noindex, nofollow"');
    expect((await asWorker("/admin.data", adminCookie)).status).toBe(200);
  });
});

describe("the admin page", () => {
  it("counts users (real and demo), the waitlist, feedback and emails by status", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    await postForm("/suggestions", { message: "counted" }, { cookie: userCookie });
    await sql(
      "INSERT INTO email_outbox (id, \"to\", subject, text, kind, status, error) VALUES ('f1', 'x@example.com', 'Oops', 'secret-body', 'password-reset', 'failed', 'relay down')",
    );
    const one = async (q: string) => (await env.DB.prepare(q).first<{ n: number }>())!.n;
    const expected = {
      users: await one("SELECT count(*) AS n FROM users"),
      real: await one("SELECT count(*) AS n FROM users WHERE is_demo = 0"),
      demo: await one("SELECT count(*) AS n FROM users WHERE is_demo = 1"),
      waitlist: await one("SELECT count(*) AS n FROM waitlist_emails"),
      feedback: await one("SELECT count(*) AS n FROM feedback"),
      sent: await one("SELECT count(*) AS n FROM email_outbox WHERE status = 'sent'"),
      logged: await one("SELECT count(*) AS n FROM email_outbox WHERE status = 'logged'"),
      failed: await one("SELECT count(*) AS n FROM email_outbox WHERE status = 'failed'"),
    };
    expect(expected.demo).toBeGreaterThan(0);
    expect(expected.failed).toBe(1);
    const html = await text(await asWorker("/admin", adminCookie));
    expect(html).toMatch(new RegExp(`Users</dt><dd[^>]*>${expected.users}</dd>`));
    expect(html).toContain(`${expected.real} real · ${expected.demo} demo`);
    expect(html).toMatch(new RegExp(`Waitlist</dt><dd[^>]*>${expected.waitlist}</dd>`));
    expect(html).toMatch(new RegExp(`Feedback</dt><dd[^>]*>${expected.feedback}</dd>`));
    expect(html).toContain(`${expected.sent} sent · ${expected.logged} logged · ${expected.failed} failed`);
  });

  it("lists feedback with its sender, type and text, escaped", async () => {
    await addFeedback("creator@example.com", {
      id: "xss-1",
      category: "bug",
      message: "<script>alert('x')</script> breaks",
    });
    const response = await asWorker("/admin", adminCookie);
    const raw = await response.clone().text();
    expect(raw).not.toContain("<script>alert");
    const html = await text(response);
    expect(html).toContain("<script>alert('x')</script> breaks");
    expect(html).toContain("creator@example.com");
    expect(html).toContain("Bug Report");
  });

  it("lists the latest emails with recipient, subject and status, never their text", async () => {
    const html = await text(await asWorker("/admin?list=emails", adminCookie));
    expect(html).toContain("Oops");
    expect(html).toContain("x@example.com");
    expect(html).toContain("relay down");
    expect(html).toContain("[Vidwise feedback] Feature Request from creator@example.com");
    expect(html).not.toContain("secret-body");
  });

  it("searches feedback by email or message, case-insensitively", async () => {
    await addFeedback("creator@example.com", { id: "s-1", message: "Please add a Shorts planner" });
    await addFeedback("admin@example.com", { id: "s-2", message: "Shorts analytics are off" });
    await addFeedback("admin@example.com", { id: "s-3", message: "Unrelated" });
    const byMessage = await text(await asWorker("/admin?q=SHORTS", adminCookie));
    expect(byMessage).toContain("Please add a Shorts planner");
    expect(byMessage).toContain("Shorts analytics are off");
    expect(byMessage).not.toContain("Unrelated");
    const byEmail = await text(await asWorker(`/admin?q=${encodeURIComponent("admin@")}`, adminCookie));
    expect(byEmail).toContain("Shorts analytics are off");
    expect(byEmail).not.toContain("Please add a Shorts planner");
    const none = await text(await asWorker("/admin?q=nothing-like-this", adminCookie));
    expect(none).toContain("No feedback matches “nothing-like-this”");
  });

  it("takes % and _ in a search literally", async () => {
    await sql(
      "INSERT INTO waitlist_emails (email) VALUES ('under_score@example.com'), ('underXscore@example.com'), ('pct%sign@example.com')",
    );
    const underscore = await text(
      await asWorker(`/admin?list=waitlist&q=${encodeURIComponent("under_")}`, adminCookie),
    );
    expect(underscore).toContain("under_score@example.com");
    expect(underscore).not.toContain("underXscore@example.com");
    const percent = await text(await asWorker(`/admin?list=waitlist&q=${encodeURIComponent("%")}`, adminCookie));
    expect(percent).toContain("pct%sign@example.com");
    expect(percent).not.toContain("under_score@example.com");
    const backslash = await asWorker(`/admin?list=waitlist&q=${encodeURIComponent("\\")}`, adminCookie);
    expect(backslash.status).toBe(200);
  });

  it("pages the waitlist 50 at a time, newest first, with links that keep the search", async () => {
    await sql(
      "INSERT INTO waitlist_emails (email) WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < 120) SELECT printf('page-%03d@example.com', x) FROM n",
    );
    const first = await visible(await asWorker("/admin?list=waitlist&q=page-", adminCookie));
    expect(first.match(/page-\d{3}@example\.com/g)).toHaveLength(50);
    expect(first).toContain("page-120@example.com");
    expect(first).not.toContain("page-070@example.com");
    expect(first).toContain("Page 1 of 3 · 120 entries");
    expect(first).toContain('href="/admin?list=waitlist&q=page-&page=2"');
    expect(first).not.toContain("Previous page");

    const last = await visible(await asWorker("/admin?list=waitlist&q=page-&page=3", adminCookie));
    expect(last.match(/page-\d{3}@example\.com/g)).toHaveLength(20);
    expect(last).toContain("page-001@example.com");
    expect(last).toContain('href="/admin?list=waitlist&q=page-&page=2"');
    expect(last).not.toContain("Next page");

    // Out-of-range and nonsense pages fall back to the last and the first page.
    expect(await text(await asWorker("/admin?list=waitlist&q=page-&page=99", adminCookie))).toContain("Page 3 of 3");
    expect(await text(await asWorker("/admin?list=waitlist&q=page-&page=abc", adminCookie))).toContain("Page 1 of 3");
    expect(await text(await asWorker("/admin?list=waitlist&q=page-&page=-4", adminCookie))).toContain("Page 1 of 3");
  });
});

describe("CSV exports", () => {
  it("downloads the waitlist as a CSV attachment, filtered by the search", async () => {
    const response = await asWorker("/admin/waitlist.csv?q=page-", adminCookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="vidwise-waitlist-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const rows = parseCsv(await response.text());
    expect(rows[0]).toEqual(["created_at", "email", "source"]);
    expect(rows).toHaveLength(121);
    expect(rows[1]?.[1]).toBe("page-120@example.com");
    expect(rows[120]?.[1]).toBe("page-001@example.com");
    expect(rows[1]?.[0]).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it("escapes quotes, commas and line breaks, and neutralises formulas", async () => {
    const nasty = 'He said "hi", then\r\nleft';
    await addFeedback("creator@example.com", { id: "csv-1", category: "improvement", message: nasty });
    await addFeedback("creator@example.com", { id: "csv-2", message: '=HYPERLINK("http://evil.example","x")' });
    await addFeedback("creator@example.com", { id: "csv-3", message: "+1 more" });
    await addFeedback("creator@example.com", { id: "csv-4", message: "-2 less" });
    await addFeedback("creator@example.com", { id: "csv-5", message: "@SUM(A1)" });
    await sql("INSERT INTO waitlist_emails (email, source) VALUES ('=cmd|calc@example.com', '/')");

    const csv = await (await asWorker("/admin/feedback.csv", adminCookie)).text();
    expect(csv).toContain('"He said ""hi"", then\r\nleft"');
    const rows = parseCsv(csv);
    expect(rows[0]).toEqual([
      "created_at",
      "email",
      "category",
      "message",
      "platform",
      "primary_topic",
      "is_demo",
      "id",
    ]);
    const byId = new Map(rows.slice(1).map((r) => [r[7], r]));
    expect(byId.get("csv-1")).toEqual([
      expect.stringMatching(/^\d{4}-/),
      "creator@example.com",
      "Improvement",
      nasty,
      "youtube",
      "content creation",
      "no",
      "csv-1",
    ]);
    expect(byId.get("csv-2")?.[3]).toBe('\'=HYPERLINK("http://evil.example","x")');
    expect(byId.get("csv-3")?.[3]).toBe("'+1 more");
    expect(byId.get("csv-4")?.[3]).toBe("'-2 less");
    expect(byId.get("csv-5")?.[3]).toBe("'@SUM(A1)");
    expect(rows.every((r) => r.length === 8)).toBe(true);

    const waitlist = parseCsv(await (await asWorker("/admin/waitlist.csv?q=calc", adminCookie)).text());
    expect(waitlist.slice(1).map((r) => r[1])).toEqual(["'=cmd|calc@example.com"]);
  });

  it("exports every row exactly once past one read's worth, even with equal timestamps", async () => {
    const at = Date.now() - 86_400_000;
    const ids = Array.from({ length: 1100 }, (_, i) => `bulk-${String(i).padStart(4, "0")}`);
    const user = await env.DB.prepare("SELECT id, workspace_id FROM users WHERE email = 'creator@example.com'").first<{
      id: string;
      workspace_id: string;
    }>();
    await sql(
      `INSERT INTO feedback (id, workspace_id, user_id, email, category, message, platform, primary_topic, is_demo, created_at)
       WITH RECURSIVE n(x) AS (SELECT 0 UNION ALL SELECT x + 1 FROM n WHERE x < 1099)
       SELECT printf('bulk-%04d', x), ?, ?, 'creator@example.com', 'feature', 'bulk message', 'youtube', 'content creation', 0, ? FROM n`,
      user!.workspace_id,
      user!.id,
      at,
    );
    const rows = parseCsv(await (await asWorker("/admin/feedback.csv?q=bulk+message", adminCookie)).text());
    const exported = rows.slice(1).map((r) => r[7]);
    expect(exported).toHaveLength(1100);
    expect(new Set(exported).size).toBe(1100);
    expect([...exported].sort()).toEqual(ids);
  });

  it("answers 404 to an unknown export", async () => {
    expect((await asWorker("/admin?export=users", adminCookie)).status).toBe(404);
  });

  it("starts each file with a UTF-8 byte-order mark, for Excel", async () => {
    const bytes = new Uint8Array(await (await asWorker("/admin/feedback.csv", adminCookie)).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it("sends the old ?export= links to the CSV routes, search kept", async () => {
    const waitlist = await asWorker("/admin?export=waitlist&q=page-", adminCookie);
    expect(waitlist.status).toBe(302);
    expect(waitlist.headers.get("location")).toBe("/admin/waitlist.csv?q=page-");
    const feedback = await asWorker("/admin?export=feedback", adminCookie);
    expect(feedback.status).toBe(302);
    expect(feedback.headers.get("location")).toBe("/admin/feedback.csv");
  });
});
