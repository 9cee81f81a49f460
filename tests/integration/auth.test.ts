import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../workers/app";
import { ACCOUNT_EXISTS, createAccount } from "~/features/auth/index.server";
import { AppError } from "~/lib/errors";
import { getDb } from "~/lib/db/client.server";
import {
  ORIGIN,
  atStartOfRateWindow,
  demoCookie,
  get,
  pageText,
  postForm,
  postFormRacing,
  sessionCookieFrom,
  signUp,
} from "../helpers";
import { mailTo, recordMail } from "../mailbox";

recordMail();

async function waitForMail(to: string, kind: string): Promise<string> {
  const mail = await mailTo(to, kind);
  if (!mail) throw new Error(`no ${kind} mail to ${to}`);
  return mail;
}

const GUARDED = [
  "/dashboard",
  "/ask-vidwise",
  "/comment-sentiment",
  "/competitor-monitor",
  "/content-ideas",
  "/rpm-booster",
  "/series-planner",
  "/description-rewriter",
  "/thumbnail-optimizer",
  "/video-forecast",
  "/youtube-tool",
  "/suggestions",
  "/account",
];

describe("the guard", () => {
  it.each(GUARDED)("sends a visitor from %s to /login with redirectTo", async (path) => {
    const response = await get(path);
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("location")!, "http://x");
    expect(location.pathname).toBe("/login");
    expect(location.searchParams.get("redirectTo")).toBe(path);
  });

  it("keeps the query string in redirectTo", async () => {
    const response = await get("/comment-sentiment?period=7d");
    const location = new URL(response.headers.get("location")!, "http://x");
    expect(location.searchParams.get("redirectTo")).toBe("/comment-sentiment?period=7d");
  });

  it("guards client-side data requests too", async () => {
    const response = await get("/account.data");
    expect(response.status).not.toBe(200);
    expect(await response.text()).not.toContain("Account type");
  });

  it("serves every guarded page to a signed-in user", async () => {
    const cookie = await signUp("pages@example.com");
    for (const path of GUARDED) {
      const response = await get(path, { cookie });
      expect(response.status, path).toBe(200);
    }
  });
});

describe("unknown paths", () => {
  it.each(["/nope", "/a/b/c", "/dashboard/extra"])("redirect %s to /", async (path) => {
    const response = await get(path);
    expect(response.status).toBe(302);
    expect(new URL(response.headers.get("location")!, "http://x").pathname).toBe("/");
  });

  // The one the spec links from /success ("Start Analyzing") leads to the Content Analyzer.
  it("sends /analyze to the Content Analyzer", async () => {
    const response = await get("/analyze");
    expect(response.status).toBe(302);
    expect(new URL(response.headers.get("location")!, "http://x").pathname).toBe("/youtube-tool");
  });
});

/** Where a sign-up's answer sends the visitor with the cookie it set: a signed-in one goes on from the landing page. */
async function nextStop(response: Response): Promise<Response> {
  return get(response.headers.get("location")!, { cookie: sessionCookieFrom(response) });
}

/** A Set-Cookie header with its token and expiry blanked: what two answers' cookies share. */
const cookieShape = (header: string | null) =>
  (header ?? "").replace(/=[A-Za-z0-9_-]+;/, "=<token>;").replace(/Expires=[^;]+/, "Expires=<date>");

/** The Expires date of a Set-Cookie header, in ms. */
const cookieExpiry = (header: string | null) => Date.parse(/Expires=([^;]+)/.exec(header ?? "")?.[1] ?? "");

describe("sign up", () => {
  it("creates the account, a session cookie that is HttpOnly and SameSite=Lax, and opens the dashboard", async () => {
    const response = await postForm("/signup", { email: " New@Example.com ", password: "s3cret-pass" });
    expect(response.status).toBe(302);
    // Every sign-up lands on the check-your-email page, which sends a signed-in visitor on.
    expect(response.headers.get("location")).toBe("/signup/check-email?email=new%40example.com");
    const onward = await nextStop(response);
    expect([onward.status, onward.headers.get("location")]).toEqual([302, "/dashboard"]);
    const setCookie = response.headers.get("set-cookie")!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/); // plain http in tests
    const user = await env.DB.prepare("SELECT email, password_hash, is_demo FROM users WHERE email = ?")
      .bind("new@example.com")
      .first<{ email: string; password_hash: string; is_demo: number }>();
    expect(user?.password_hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(user?.password_hash).not.toContain("s3cret-pass");
    expect(user?.is_demo).toBe(0);
    const page = await get("/dashboard", { cookie: sessionCookieFrom(response) });
    expect(page.status).toBe(200);
    expect(await pageText(page)).toContain("new@example.com");
  });

  it("stores only a hash of the session token", async () => {
    const cookie = await signUp("hash@example.com");
    const token = cookie.split("=")[1]!;
    const row = await env.DB.prepare("SELECT count(*) AS n FROM sessions WHERE id = ?")
      .bind(token)
      .first<{ n: number }>();
    expect(row?.n).toBe(0);
  });

  it("refuses a short password with the spec's message", async () => {
    const response = await postForm("/signup", { email: "short@example.com", password: "12345" });
    expect(response.status).toBe(400);
    expect(await pageText(response)).toContain("Password must be at least 6 characters long.");
  });

  it("refuses an invalid email", async () => {
    const response = await postForm("/signup", { email: "nope", password: "long-enough" });
    expect(response.status).toBe(400);
    expect(await pageText(response)).toContain("Please enter a valid email address");
  });

  it("answers an address that has an account like a new one, changes nothing, and mails its owner a way in", async () => {
    await signUp("taken@example.com", "the owner's password");
    const before = await env.DB.prepare("SELECT count(*) AS n FROM workspaces").first<{ n: number }>();
    const sessionsBefore = await env.DB.prepare("SELECT count(*) AS n FROM sessions").first<{ n: number }>();
    const fresh = await postForm(
      "/signup",
      { email: "someone-new@example.com", password: "another-pass", redirectTo: "/account" },
      { ip: "192.0.2.52" },
    );
    const taken = await postForm(
      "/signup",
      { email: "TAKEN@example.com", password: "another-pass", redirectTo: "/account" },
      { ip: "192.0.2.52" },
    );
    // From outside the two answers look alike: the same status, the same redirect (but for the
    // address the visitor typed), a session cookie of the same name, shape, attributes and
    // expiry, and the same (empty) body.
    expect(taken.status).toBe(fresh.status);
    expect(fresh.headers.get("location")).toBe(
      "/signup/check-email?email=someone-new%40example.com&redirectTo=%2Faccount",
    );
    expect(taken.headers.get("location")).toBe("/signup/check-email?email=taken%40example.com&redirectTo=%2Faccount");
    expect(cookieShape(taken.headers.get("set-cookie"))).toBe(cookieShape(fresh.headers.get("set-cookie")));
    expect(sessionCookieFrom(taken)).toMatch(/^vidwise_session=[A-Za-z0-9_-]{43}$/);
    expect(
      Math.abs(cookieExpiry(taken.headers.get("set-cookie")) - cookieExpiry(fresh.headers.get("set-cookie"))),
    ).toBeLessThan(5_000);
    expect([...taken.headers.keys()].sort()).toEqual([...fresh.headers.keys()].sort());
    expect(await taken.text()).toBe(await fresh.text());
    // Only the new account's cookie opens a session (decision 003: a new address signs in at once).
    // The taken address's opens nothing: one session was written, the new account's.
    const sessionsAfter = await env.DB.prepare("SELECT count(*) AS n FROM sessions").first<{ n: number }>();
    expect(sessionsAfter?.n).toBe((sessionsBefore?.n ?? 0) + 1);
    const onward = await nextStop(fresh);
    expect([onward.status, onward.headers.get("location")]).toEqual([302, "/account"]);
    // The taken address's visitor reads what a new account reads after signing up; nothing says
    // the address is taken.
    const landing = await nextStop(taken);
    expect(landing.status).toBe(200);
    const words = await pageText(landing);
    expect(words).toContain("Check your email: we sent a link to taken@example.com to confirm it.");
    expect(words).not.toMatch(/already/i);
    const after = await env.DB.prepare("SELECT count(*) AS n FROM workspaces").first<{ n: number }>();
    expect(after?.n).toBe((before?.n ?? 0) + 1);
    // The owner's password still signs in; the owner got a one-time sign-in link that works.
    expect(
      (
        await postForm("/login", {
          email: "taken@example.com",
          password: "the owner's password",
          redirectTo: "/account",
        })
      ).status,
    ).toBe(302);
    const mail = await waitForMail("taken@example.com", "sign-in-link");
    expect(mail).toContain("You already have one");
    const token = decodeURIComponent(mail.match(/\/login\/link\?token=([^\s]+)/)![1]!);
    expect((await postForm("/login/link", { token })).status).toBe(302);
  });

  it("mails an existing address's owner at most 3 times an hour however often it is signed up for", async () => {
    await signUp("taken-often@example.com");
    for (let i = 0; i < 5; i++)
      expect((await postForm("/signup", { email: "taken-often@example.com", password: `try-${i}-long` })).status).toBe(
        302,
      );
    const sent = () =>
      env.DB.prepare(
        "SELECT count(*) AS n FROM sign_in_links s JOIN users u ON u.id = s.user_id WHERE u.email = ? AND s.reason = 'sign-up'",
      )
        .bind("taken-often@example.com")
        .first<{ n: number }>()
        .then((r) => r?.n ?? 0);
    // The mails go out after the responses: wait for the cap to fill, then a little longer.
    for (let i = 0; i < 100 && (await sent()) < 3; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await sent()).toBe(3);
  });

  it("answers two sign-ups racing for one new address without an error: one account, one session", async () => {
    // Whichever way the second is caught (the lookup, or the unique index when the first commits
    // between its lookup and its insert: the next test), it answers as for a taken address, never 500.
    const email = "racing@example.com";
    const answers = await Promise.all([
      postFormRacing("/signup", { email, password: "first racer's pass" }, { ip: "192.0.2.61" }),
      postFormRacing("/signup", { email, password: "second racer's pass" }, { ip: "192.0.2.62" }),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(302);
      expect(answer.headers.get("location")).toBe("/signup/check-email?email=racing%40example.com");
      expect(answer.headers.get("set-cookie")).toMatch(/^vidwise_session=/);
      expect(await answer.text()).not.toMatch(/already/i);
    }
    // Only the winner's cookie opens a session: the dashboard for it, the check-your-email page for the other.
    const onward = await Promise.all(answers.map(nextStop));
    expect(onward.map((answer) => answer.status).sort()).toEqual([200, 302]);
    expect(onward.find((answer) => answer.status === 302)!.headers.get("location")).toBe("/dashboard");
    const users = await env.DB.prepare("SELECT count(*) AS n FROM users WHERE email = ?")
      .bind(email)
      .first<{ n: number }>();
    expect(users?.n).toBe(1);
    // The one who lost is the one told: the account's owner gets the "already have one" mail.
    expect(await waitForMail(email, "sign-in-link")).toContain("You already have one");
  });

  it("treats a duplicate caught only by the unique index like one the lookup found, and writes nothing", async () => {
    await signUp("index-race@example.com", "the owner's password");
    const db = getDb(env);
    // As if the other sign-up committed between this one's lookup and its insert: the lookup
    // misses, so only the users table's unique index on email stops the second account.
    const lookupMisses = new Proxy(db, {
      get(target, key) {
        if (key === "select") return () => ({ from: () => ({ where: () => ({ get: async () => undefined }) }) });
        const value = Reflect.get(target, key) as unknown;
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const count = async (table: string) =>
      (await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())?.n;
    const before = [await count("users"), await count("workspaces"), await count("sessions")];
    const refused = await createAccount(lookupMisses, new Request(`${ORIGIN}/signup`, { method: "POST" }), {
      email: "index-race@example.com",
      password: "a racer's password",
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: "conflict", status: 409, message: ACCOUNT_EXISTS });
    // The batch failed whole: no workspace or session without its user.
    expect([await count("users"), await count("workspaces"), await count("sessions")]).toEqual(before);
    const owner = await postForm("/login", { email: "index-race@example.com", password: "the owner's password" });
    expect(owner.status).toBe(302);
  });

  it("ends a demo visitor's demo whether or not the address has an account, so the demo's cookie tells nothing", async () => {
    await signUp("demo-owner@example.com", "the owner's password");
    const demos = async () =>
      (await env.DB.prepare("SELECT count(*) AS n FROM workspaces WHERE kind = 'demo'").first<{ n: number }>())?.n;
    const demoTaken = await demoCookie();
    const demoFresh = await demoCookie();
    const before = await demos();
    const taken = await postForm(
      "/signup",
      { email: "demo-owner@example.com", password: "another-pass" },
      { cookie: demoTaken },
    );
    const fresh = await postForm(
      "/signup",
      { email: "demo-leaver@example.com", password: "another-pass" },
      { cookie: demoFresh },
    );
    expect([taken.status, taken.headers.get("location")]).toEqual([
      302,
      "/signup/check-email?email=demo-owner%40example.com",
    ]);
    expect([fresh.status, fresh.headers.get("location")]).toEqual([
      302,
      "/signup/check-email?email=demo-leaver%40example.com",
    ]);
    expect(cookieShape(taken.headers.get("set-cookie"))).toBe(cookieShape(fresh.headers.get("set-cookie")));
    expect(await demos()).toBe((before ?? 0) - 2);
    // Either demo's old cookie now opens the same nothing.
    const [afterTaken, afterFresh] = await Promise.all([
      get("/dashboard", { cookie: demoTaken }),
      get("/dashboard", { cookie: demoFresh }),
    ]);
    expect(afterTaken.status).toBe(302);
    expect([afterTaken.status, afterTaken.headers.get("location")]).toEqual([
      afterFresh.status,
      afterFresh.headers.get("location"),
    ]);
  });
});

describe("log in", () => {
  it("honours a same-site redirectTo", async () => {
    await signUp("login@example.com", "right-password");
    const response = await postForm("/login", {
      email: "Login@example.com",
      password: "right-password",
      redirectTo: "/account",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/account");
    expect((await get("/account", { cookie: sessionCookieFrom(response) })).status).toBe(200);
  });

  it.each(
    ["https://evil.example/", "//evil.example", "/\\evil.example", "javascript:alert(1)"].map((to, i) => [to, i]),
  )("refuses the off-site redirectTo %s", async (redirectTo, i) => {
    await signUp(`redir-${i}@example.com`, "right-password");
    const response = await postForm("/login", {
      email: `redir-${i}@example.com`,
      password: "right-password",
      redirectTo,
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/dashboard");
  });

  it("gives a wrong password and an unknown email the same answer", async () => {
    await signUp("same@example.com", "right-password");
    const wrong = await postForm("/login", { email: "same@example.com", password: "wrong-password" });
    const unknown = await postForm("/login", { email: "nobody@example.com", password: "wrong-password" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const [a, b] = [await pageText(wrong), await pageText(unknown)];
    expect(a).toContain("Login failed. Please try again.");
    expect(b).toContain("Login failed. Please try again.");
    expect(wrong.headers.get("set-cookie")).toBeNull();
  });

  it("rate-limits repeated attempts from one address", async () => {
    const ip = "198.51.100.77";
    const statuses: number[] = [];
    await atStartOfRateWindow(60, 10);
    for (let i = 0; i < 11; i++) {
      statuses.push((await postForm("/login", { email: "x@example.com", password: "whatever" }, { ip })).status);
    }
    expect(statuses[10]).toBe(429);
  });
});

describe("log out", () => {
  it("is a POST that ends the session and goes to /landing", async () => {
    const cookie = await signUp("bye@example.com");
    const response = await postForm("/logout", {}, { cookie });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/landing");
    expect(response.headers.get("set-cookie")).toMatch(/Max-Age=0/);
    expect((await get("/dashboard", { cookie })).status).toBe(302);
  });

  it("does nothing on GET", async () => {
    const cookie = await signUp("stay@example.com");
    expect((await get("/logout", { cookie })).status).toBe(302);
    expect((await get("/dashboard", { cookie })).status).toBe(200);
  });
});

describe("the demo", () => {
  it("starts a private demo session and shows the Demo Mode badge", async () => {
    const response = await postForm("/demo", {});
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/dashboard");
    const cookie = sessionCookieFrom(response);
    const page = await pageText(await get("/dashboard", { cookie }));
    expect(page).toContain("Demo Mode");
    expect(page).toContain("Log Out of Demo");
  });

  it("gives two visitors two different workspaces", async () => {
    await postForm("/demo", {});
    await postForm("/demo", {});
    const { results } = await env.DB.prepare(
      "SELECT count(DISTINCT workspace_id) AS workspaces, count(*) AS users FROM users WHERE is_demo = 1",
    ).all<{ workspaces: number; users: number }>();
    expect(results[0]?.workspaces).toBe(results[0]?.users);
  });

  it("removes the demo workspace on log out", async () => {
    const cookie = sessionCookieFrom(await postForm("/demo", {}));
    const before = await env.DB.prepare("SELECT count(*) AS n FROM workspaces WHERE kind = 'demo'").first<{
      n: number;
    }>();
    await postForm("/logout", {}, { cookie });
    const after = await env.DB.prepare("SELECT count(*) AS n FROM workspaces WHERE kind = 'demo'").first<{
      n: number;
    }>();
    expect(after!.n).toBe(before!.n - 1);
  });

  it("is removed by the hourly cron once it is a day old", async () => {
    const cookie = sessionCookieFrom(await postForm("/demo", {}));
    await env.DB.prepare("UPDATE workspaces SET expires_at = ? WHERE kind = 'demo'")
      .bind(Date.now() - 1000)
      .run();
    const ctx = createExecutionContext();
    worker.scheduled(createScheduledController({ cron: "7 * * * *" }), env, ctx);
    await waitOnExecutionContext(ctx);
    const left = await env.DB.prepare("SELECT count(*) AS n FROM workspaces WHERE kind = 'demo'").first<{
      n: number;
    }>();
    expect(left?.n).toBe(0);
    expect((await get("/dashboard", { cookie })).status).toBe(302);
  });
});

describe("cross-site writes", () => {
  it("refuses a form post from another origin before the action runs", async () => {
    const response = await postForm(
      "/waitlist",
      { email: "csrf@example.com" },
      { headers: { origin: "https://evil.example" } },
    );
    expect(response.status).toBe(403);
    const row = await env.DB.prepare(
      "SELECT count(*) AS n FROM waitlist_emails WHERE email = 'csrf@example.com'",
    ).first<{ n: number }>();
    expect(row?.n).toBe(0);
  });
});
