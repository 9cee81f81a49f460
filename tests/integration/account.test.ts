import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../workers/app";
import { ORIGIN, get, pageText, postForm, sessionCookieFrom, signUp } from "../helpers";
import { mailTo, recordMail } from "../mailbox";

const PASSWORD = "correct horse battery";

/** Each account's usual address (the lock is per email and address), apart from other tests'. */
const homeIp = (email: string) => `198.51.100.${[...email].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) % 250, 7)}`;

async function login(email: string, password = PASSWORD, ip = homeIp(email)) {
  return postForm("/login", { email, password, redirectTo: "/account" }, { ip });
}

const userRow = (email: string) =>
  env.DB.prepare("SELECT id, workspace_id, primary_topic, youtube_channel, password_hash FROM users WHERE email = ?")
    .bind(email)
    .first<{
      id: string;
      workspace_id: string;
      primary_topic: string;
      youtube_channel: string | null;
      password_hash: string;
    }>();

describe("account settings", () => {
  it("saves the topic trimmed, and an empty topic becomes 'content creation'", async () => {
    const cookie = await signUp("settings@example.com");
    const saved = await postForm("/account", { intent: "settings", primaryTopic: "  budget travel  " }, { cookie });
    expect(saved.status).toBe(200);
    expect(await pageText(saved)).toContain("Topic updated successfully!");
    expect(await userRow("settings@example.com")).toMatchObject({ primary_topic: "budget travel" });
    await postForm("/account", { intent: "settings", primaryTopic: "   " }, { cookie });
    expect(await userRow("settings@example.com")).toMatchObject({ primary_topic: "content creation" });
  });

  it("refuses an over-long topic and changes nothing", async () => {
    const cookie = await signUp("longtopic@example.com");
    const response = await postForm("/account", { intent: "settings", primaryTopic: "x".repeat(101) }, { cookie });
    expect(response.status).toBe(400);
    expect((await userRow("longtopic@example.com"))?.primary_topic).toBe("content creation");
  });

  it("needs a session for every action", async () => {
    const response = await postForm("/account", { intent: "settings", primaryTopic: "x" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toContain("/login");
  });
});

describe("changing the password", () => {
  it.each([
    [{ currentPassword: PASSWORD, newPassword: "abcdefg", confirmPassword: "abcdefh" }, "New passwords do not match."],
    [
      { currentPassword: PASSWORD, newPassword: "abc", confirmPassword: "abc" },
      "Password must be at least 6 characters long.",
    ],
    [
      { currentPassword: "", newPassword: "abcdefg", confirmPassword: "abcdefg" },
      "Please fill in your current password",
    ],
    [
      { currentPassword: "wrong-password", newPassword: "abcdefg", confirmPassword: "abcdefg" },
      "Your current password is incorrect.",
    ],
  ])("refuses %o with its message and changes nothing", async (fields, message) => {
    const email = `pw-${message.length}-${fields.newPassword.length}@example.com`;
    const cookie = await signUp(email);
    const before = (await userRow(email))?.password_hash;
    const response = await postForm("/account", { intent: "password", ...fields }, { cookie });
    expect(response.status).toBe(400);
    expect(await pageText(response)).toContain(message);
    expect((await userRow(email))?.password_hash).toBe(before);
  });

  it("verifies the current password, updates it, and signs out the other sessions", async () => {
    const cookie = await signUp("change@example.com");
    const other = sessionCookieFrom(await login("change@example.com"));
    const response = await postForm(
      "/account",
      {
        intent: "password",
        currentPassword: PASSWORD,
        newPassword: "brand-new-pass",
        confirmPassword: "brand-new-pass",
      },
      { cookie },
    );
    expect(response.status).toBe(200);
    expect(await pageText(response)).toContain("Password updated successfully!");
    expect((await get("/account", { cookie })).status).toBe(200);
    expect((await get("/account", { cookie: other })).status).toBe(302);
    expect((await login("change@example.com", PASSWORD)).status).toBe(401);
    expect((await login("change@example.com", "brand-new-pass")).status).toBe(302);
  });

  it("counts a wrong current password as a failed log-in: five lock it at that address, even for the right one", async () => {
    const email = "pw-guesser@example.com";
    const cookie = await signUp(email);
    const before = (await userRow(email))?.password_hash;
    const ip = "203.0.113.140";
    for (let i = 0; i < 5; i++) {
      const wrong = await postForm(
        "/account",
        { intent: "password", currentPassword: `guess-${i}`, newPassword: "abcdefg", confirmPassword: "abcdefg" },
        { cookie, ip },
      );
      expect(wrong.status).toBe(400);
    }
    const right = await postForm(
      "/account",
      { intent: "password", currentPassword: PASSWORD, newPassword: "abcdefg", confirmPassword: "abcdefg" },
      { cookie, ip },
    );
    expect(right.status).toBe(429);
    expect(await pageText(right)).toContain(
      "Too many failed attempts for this account. Please wait 15 minutes and try again.",
    );
    expect((await userRow(email))?.password_hash).toBe(before);
    // The log-in from that address is locked too: one set of counters.
    expect((await login(email, PASSWORD, ip)).status).toBe(429);
  });

  it("is refused for a demo user", async () => {
    const demo = sessionCookieFrom(await postForm("/demo", {}));
    const response = await postForm(
      "/account",
      { intent: "password", currentPassword: "x", newPassword: "abcdefg", confirmPassword: "abcdefg" },
      { cookie: demo },
    );
    expect(response.status).toBe(403);
  });
});

describe("sessions", () => {
  it("lists the user's sessions and signs out the others", async () => {
    const cookie = await signUp("sessions@example.com");
    const second = sessionCookieFrom(await login("sessions@example.com"));
    const page = await pageText(await get("/account", { cookie }));
    expect(page).toContain("This device");
    expect(page).toContain("Sign out 1 other session");
    await postForm("/account", { intent: "sign-out-others" }, { cookie });
    expect((await get("/account", { cookie: second })).status).toBe(302);
    expect((await get("/account", { cookie })).status).toBe(200);
  });
});

describe("sessions, applications and tokens", () => {
  it("with its box ticked, 'Sign out' also disconnects every application and revokes every personal token", async () => {
    const email = "sessions-and-tokens@example.com";
    const cookie = await signUp(email);
    const made = await pageText(
      await postForm(
        "/account",
        { intent: "api-token-create", name: "script", scope: "channel", days: "30" },
        { cookie },
      ),
    );
    const token = /vwp_[A-Za-z0-9_-]{43}/.exec(made)![0];
    const bearer = { headers: { authorization: `Bearer ${token}` } };
    expect((await get("/api/dashboard", bearer)).status).toBe(200);
    const page = await pageText(await get("/account", { cookie }));
    expect(page).toContain("Also disconnect every application and revoke every API token (1)");

    // Without the box: sessions only, the token keeps working.
    await postForm("/account", { intent: "sign-out-others" }, { cookie });
    expect((await get("/api/dashboard", bearer)).status).toBe(200);
    const response = await postForm("/account", { intent: "sign-out-others", revokeApiAccess: "yes" }, { cookie });
    expect(await pageText(response)).toContain("disconnected every application and revoked every API token");
    expect((await get("/api/dashboard", bearer)).status).toBe(401);
    expect((await get("/account", { cookie })).status).toBe(200);
  });
});

describe("deleting the account", () => {
  it("counts wrong passwords as failed log-ins: after five, even the right one is refused for 15 minutes", async () => {
    const email = "delete-guesser@example.com";
    const cookie = await signUp(email);
    const ip = "203.0.113.141";
    for (let i = 0; i < 5; i++)
      expect(
        (await postForm("/account", { intent: "delete-account", password: `guess-${i}` }, { cookie, ip })).status,
      ).toBe(400);
    const right = await postForm("/account", { intent: "delete-account", password: PASSWORD }, { cookie, ip });
    expect(right.status).toBe(429);
    expect(await userRow(email)).not.toBeNull();
  });

  it("needs the password to confirm: typing the email is not enough", async () => {
    const cookie = await signUp("keep@example.com");
    const attempts: Record<string, string>[] = [
      { confirmEmail: "keep@example.com" },
      { password: "not my password" },
      { password: "" },
    ];
    for (const fields of attempts) {
      const response = await postForm("/account", { intent: "delete-account", ...fields }, { cookie });
      expect(response.status).toBe(400);
      expect(await pageText(response)).toContain("Your password is incorrect. Nothing was deleted.");
    }
    expect(await userRow("keep@example.com")).not.toBeNull();
  });

  it("removes the user and everything in the workspace, and no one else's", async () => {
    const cookie = await signUp("leaving@example.com");
    await signUp("staying@example.com");
    const { workspace_id: ws } = (await userRow("leaving@example.com"))!;
    await env.DB.prepare(
      "INSERT INTO comments (workspace_id, id, video_id, text, published_at) VALUES (?, 'c1', 'v1', 'hi', 0)",
    )
      .bind(ws)
      .run();
    const response = await postForm("/account", { intent: "delete-account", password: PASSWORD }, { cookie });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/landing?account=deleted");
    expect(await userRow("leaving@example.com")).toBeNull();
    const left = await env.DB.prepare("SELECT count(*) AS n FROM comments WHERE workspace_id = ?")
      .bind(ws)
      .first<{ n: number }>();
    expect(left?.n).toBe(0);
    expect((await get("/account", { cookie })).status).toBe(302);
    expect(await userRow("staying@example.com")).not.toBeNull();
  });

  it("lands on the home page with a confirmation in its HTML, in the privacy page's words", async () => {
    const cookie = await signUp("leaving-notice@example.com");
    const response = await postForm("/account", { intent: "delete-account", password: PASSWORD }, { cookie });
    expect(response.status).toBe(302);
    // Following the redirect as a browser without JavaScript would: a plain GET, no cookie left.
    const landing = await get(response.headers.get("location")!);
    expect(landing.status).toBe(200);
    const html = await pageText(landing);
    const notice = /<div[^>]*role="status"[^>]*data-testid="account-deleted"[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1];
    expect(notice).toContain("Your account and its data were deleted.");
    expect(notice).toContain("you are signed out");
    expect(notice).toContain('href="/privacy#how-long"');
    // Each claim is one the privacy policy makes of a deletion.
    const privacy = await pageText(await get("/privacy"));
    for (const words of ["from our main database", "emptied by a job that runs every hour"]) {
      expect(notice).toContain(words);
      expect(privacy).toContain(words);
    }
    // The home page without the flag says nothing of the kind.
    expect(await pageText(await get("/landing"))).not.toContain("Your account and its data were deleted.");
    expect(await pageText(await get("/"))).not.toContain("Your account and its data were deleted.");
  });

  it("leaves no copy of mail to or about the address in the outbox, and no quota counter of its workspace", async () => {
    const email = "traces@example.com";
    const cookie = await signUp(email);
    await signUp("traces-stay@example.com");
    const { workspace_id: ws } = (await userRow(email))!;
    const { workspace_id: otherWs } = (await userRow("traces-stay@example.com"))!;
    // Mail to the address (its confirmation, a reset link), mail naming it (its feedback to
    // support, an invitation it sent to someone else) and someone else's mail that must stay.
    expect((await postForm("/forgot-password", { email })).status).toBeLessThan(400);
    expect((await postForm("/suggestions", { category: "bug", message: "my own words" }, { cookie })).status).toBe(200);
    expect(
      (
        await postForm(
          "/account",
          { intent: "team-invite", email: "traces-invitee@example.com", role: "viewer" },
          { cookie },
        )
      ).status,
    ).toBe(200);
    expect((await postForm("/forgot-password", { email: "traces-stay@example.com" })).status).toBeLessThan(400);
    const copies = (address: string) =>
      env.DB.prepare(
        'SELECT kind FROM email_outbox WHERE lower("to") = ?1 OR instr(lower(subject), ?1) > 0 OR instr(lower(text), ?1) > 0 ORDER BY kind',
      )
        .bind(address)
        .all<{ kind: string }>()
        .then((rows) => rows.results.map((row) => row.kind));
    // Some mail goes out after the answer: wait for it.
    for (let i = 0; i < 100 && (await copies(email)).length < 4; i++) await new Promise((r) => setTimeout(r, 20));
    for (let i = 0; i < 100 && (await copies("traces-stay@example.com")).length < 2; i++)
      await new Promise((r) => setTimeout(r, 20));
    expect(await copies(email)).toEqual(["feedback", "password-reset", "verify-email", "workspace-invitation"]);
    // The workspace's own share of the YouTube allowance, as its calls today would have left it.
    const today = new Date().toISOString().slice(0, 10);
    for (const team of [ws, otherWs])
      await env.DB.prepare("INSERT INTO quota_usage (day, bucket, used) VALUES (?, ?, 120)")
        .bind(today, `units:workspace:${team}`)
        .run();

    const response = await postForm("/account", { intent: "delete-account", password: PASSWORD }, { cookie });
    expect(response.status).toBe(302);
    expect(await copies(email)).toEqual([]);
    expect(await copies("traces-stay@example.com")).toEqual(["password-reset", "verify-email"]);
    const counters = await env.DB.prepare("SELECT bucket FROM quota_usage WHERE bucket LIKE 'units:workspace:%'").all<{
      bucket: string;
    }>();
    expect(counters.results.map((row) => row.bucket)).not.toContain(`units:workspace:${ws}`);
    expect(counters.results.map((row) => row.bucket)).toContain(`units:workspace:${otherWs}`);
  });
});

describe("log-in lockout", () => {
  it("locks an address after 5 failures in 15 minutes, even for the right password", async () => {
    await signUp("locked@example.com");
    for (let i = 0; i < 5; i++) expect((await login("locked@example.com", "wrong")).status).toBe(401);
    const response = await login("locked@example.com");
    expect(response.status).toBe(429);
    expect(await pageText(response)).toContain("Please wait 15 minutes");
  });

  it("does not let a stranger elsewhere lock the creator out", async () => {
    await signUp("targeted@example.com");
    for (let i = 0; i < 6; i++) await login("targeted@example.com", "wrong", "192.0.2.66");
    expect((await login("targeted@example.com", "wrong", "192.0.2.66")).status).toBe(429);
    // The creator, from their own address, still gets in.
    expect((await login("targeted@example.com", PASSWORD, "198.51.100.200")).status).toBe(302);
  });

  it("locks the email everywhere after 50 failures spread over many addresses: a password alone no longer signs in", async () => {
    await signUp("spread@example.com");
    for (let i = 0; i < 50; i++) await login("spread@example.com", "wrong", `192.0.2.${i}`);
    const response = await login("spread@example.com", PASSWORD, "198.51.100.201");
    // The owner's way in is a mailed sign-in link (tests/integration/lockout.test.ts).
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(await pageText(response)).toContain("we have emailed you a one-time sign-in link");
  });

  it("locks unknown addresses the same way, so the lock reveals nothing", async () => {
    for (let i = 0; i < 5; i++) await login("ghost@example.com", "wrong");
    expect((await login("ghost@example.com", "wrong")).status).toBe(429);
  });

  it("forgets earlier failures after a successful log-in", async () => {
    await signUp("recovers@example.com");
    for (let i = 0; i < 4; i++) await login("recovers@example.com", "wrong");
    expect((await login("recovers@example.com")).status).toBe(302);
    for (let i = 0; i < 4; i++) await login("recovers@example.com", "wrong");
    expect((await login("recovers@example.com")).status).toBe(302);
  });
});

recordMail();
const resetEmailFor = (to: string) => mailTo(to, "password-reset");

describe("password reset", () => {
  it("answers the same for known and unknown addresses, and mails only the known one", async () => {
    await signUp("forgetful@example.com");
    const known = await pageText(await postForm("/forgot-password", { email: "forgetful@example.com" }));
    const unknown = await pageText(await postForm("/forgot-password", { email: "stranger@example.com" }));
    expect(known).toContain("If an account exists for that email");
    expect(unknown).toContain("If an account exists for that email");
    expect(await resetEmailFor("forgetful@example.com")).toContain("/reset-password?token=");
    expect(await resetEmailFor("stranger@example.com")).toBeNull();
  });

  it("sets a new password once, signs out every session, and the link stops working", async () => {
    const cookie = await signUp("resetme@example.com");
    await postForm("/forgot-password", { email: "resetme@example.com" });
    const link = (await resetEmailFor("resetme@example.com"))!.match(/\/reset-password\?token=[^\s]+/)![0];
    const token = decodeURIComponent(link.split("token=")[1]!);
    expect(await pageText(await get(link))).toContain("Choose a new password");

    const mismatch = await postForm("/reset-password", { token, newPassword: "abcdefg", confirmPassword: "abcdefh" });
    expect(await pageText(mismatch)).toContain("New passwords do not match.");

    const done = await postForm("/reset-password", {
      token,
      newPassword: "after-reset",
      confirmPassword: "after-reset",
    });
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/login?reset=done");
    expect((await get("/account", { cookie })).status).toBe(302);
    expect((await login("resetme@example.com", "after-reset")).status).toBe(302);

    const again = await postForm("/reset-password", { token, newPassword: "third-try", confirmPassword: "third-try" });
    expect(again.status).toBe(400);
    expect(await pageText(again)).toContain("This reset link is invalid or has expired.");
  });

  it("stores no working link: the outbox copy has it removed", async () => {
    await signUp("private-link@example.com");
    await postForm("/forgot-password", { email: "private-link@example.com" });
    const mailed = await resetEmailFor("private-link@example.com");
    expect(mailed).toContain("/reset-password?token=");
    const stored = await env.DB.prepare("SELECT text FROM email_outbox WHERE \"to\" = 'private-link@example.com'").all<{
      text: string;
    }>();
    expect(stored.results.length).toBeGreaterThan(0);
    for (const row of stored.results) {
      expect(row.text).not.toMatch(/token=/);
      expect(row.text).toContain("[link removed from the stored copy]");
    }
  });

  it("mails an account at most 3 reset links an hour, answering every request the same", async () => {
    await signUp("bombed@example.com");
    let asked = 0;
    const ask = async (email: string) => {
      asked += 1;
      // Through the Worker, waiting for the mail it sends after the response.
      const ctx = createExecutionContext();
      const response = await worker.fetch(
        new Request(`${ORIGIN}/forgot-password`, {
          method: "POST",
          body: new URLSearchParams({ email }),
          headers: {
            "content-type": "application/x-www-form-urlencoded",
            origin: ORIGIN,
            "cf-connecting-ip": `192.0.2.${150 + asked}`,
          },
        }),
        env,
        ctx,
      );
      await waitOnExecutionContext(ctx);
      return { status: response.status, text: (await pageText(response)).match(/role="status"[^>]*>([^<]*)</)?.[1] };
    };
    const unknown = await ask("nobody-bombed@example.com");
    for (let i = 0; i < 5; i++) expect(await ask("bombed@example.com")).toEqual(unknown);
    const sent = await env.DB.prepare(
      "SELECT count(*) AS n FROM email_outbox WHERE \"to\" = 'bombed@example.com' AND kind = 'password-reset'",
    ).first<{ n: number }>();
    expect(sent?.n).toBe(3);
  });

  it("refuses a link older than an hour", async () => {
    await signUp("slow@example.com");
    await postForm("/forgot-password", { email: "slow@example.com" });
    const link = (await resetEmailFor("slow@example.com"))!.match(/\/reset-password\?token=[^\s]+/)![0];
    await env.DB.prepare("UPDATE password_resets SET expires_at = ?")
      .bind(Date.now() - 1)
      .run();
    expect(await pageText(await get(link))).toContain("This reset link is invalid or has expired.");
  });
});

describe("API status endpoints", () => {
  it("report the YouTube Data API connected through the fake, and Studio import available", async () => {
    const insights = await get("/api/youtube-insights/status");
    expect(insights.status).toBe(200);
    expect(await insights.json()).toMatchObject({ ok: true, configured: true });
    const analytics = await get("/api/youtube-analytics/status");
    expect(analytics.status).toBe(200);
  });

  it("say the YouTube API is not configured when there is no key", async () => {
    const ctx = createExecutionContext();
    const response = await worker.fetch(
      new Request(`${ORIGIN}/api/youtube-insights/status`),
      { ...env, YOUTUBE_API_KEY: "" },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({
      ok: false,
      configured: false,
      detail: "YouTube API is not configured. Please contact support.",
    });
  });

  it("are checked on the server when the page is refreshed without JavaScript", async () => {
    const cookie = await signUp("status@example.com");
    const page = await pageText(await get("/account?status=check", { cookie }));
    expect(page).toContain("Connected");
  });
});
