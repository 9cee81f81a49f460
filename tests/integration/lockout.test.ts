// Log-in lock-outs (docs/decisions/007-lockout.md): a stranger with many addresses can trip an
// email's all-addresses lock, but never keep its owner out: the right password then earns a
// one-time sign-in link by email, and the answer never tells a guesser which password was right.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../workers/app";
import { LOCKED_EVERYWHERE, SIGN_IN_LINK_INVALID, SIGN_IN_LINK_REQUESTED } from "~/features/auth/messages";
import { ORIGIN, get, pageText, postForm, sessionCookieFrom, signUp } from "../helpers";
import { mailTo, recordMail } from "../mailbox";

recordMail();

const PASSWORD = "correct horse battery";

/** A form post through the Worker that also waits for the work done after the response (mail). */
async function post(path: string, fields: Record<string, string>, ip: string) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request(ORIGIN + path, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams(fields),
      headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, "cf-connecting-ip": ip },
    }),
    env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return response;
}

const login = (email: string, password: string, ip: string) =>
  post("/login", { email, password, redirectTo: "/account" }, ip);

/** The outside check's attack: 60 wrong passwords, 5 from each of 12 addresses. */
async function strangerLocksOut(email: string, net: number) {
  for (let i = 0; i < 60; i++) await login(email, `wrong-${i}`, `10.${net}.0.${(i % 12) + 1}`);
}

/**
 * The state that attack leaves: the email's all-addresses lock tripped (and the pair lock at one
 * of the stranger's addresses, `10.<net>.0.1`), written directly so tests about what follows
 * do not each replay 60 log-ins.
 */
async function lockedEverywhere(email: string, net: number) {
  const now = Date.now();
  const until = now + 15 * 60_000;
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO login_throttle (email, failures, window_started_at, locked_until) VALUES (?, 50, ?, ?)",
    ).bind(email, now, until),
    env.DB.prepare(
      "INSERT INTO login_throttle (email, failures, window_started_at, locked_until) VALUES (?, 5, ?, ?)",
    ).bind(`${email}|10.${net}.0.1`, now, until),
  ]);
}

async function linkMails(email: string) {
  const row = await env.DB.prepare("SELECT count(*) AS n FROM email_outbox WHERE \"to\" = ? AND kind = 'sign-in-link'")
    .bind(email)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** The alert the page shows, as words. */
async function alertText(response: Response) {
  const html = await pageText(response);
  return html.match(/role="alert"[^>]*>([^<]*)</)?.[1] ?? "";
}

describe("a stranger cannot keep the owner locked out", () => {
  it("after 60 failures from 12 addresses, the owner's password earns a mailed link that signs in once", async () => {
    const email = "owner-locked@example.com";
    await signUp(email);
    await strangerLocksOut(email, 1);

    const owner = await login(email, PASSWORD, "203.0.113.77");
    expect(owner.status).toBe(200);
    expect(owner.headers.get("set-cookie")).toBeNull();
    expect(await alertText(owner)).toBe(LOCKED_EVERYWHERE);

    const mail = await mailTo(email, "sign-in-link");
    const link = mail?.match(/http:\/\/vidwise\.test(\/login\/link\?token=[^\s]+)/)?.[1];
    expect(link).toBeTruthy();
    const page = await get(link!);
    expect(page.status).toBe(200);
    expect(await pageText(page)).toContain("Sign me in");

    const token = decodeURIComponent(link!.split("token=")[1]!);
    const signedIn = await post("/login/link", { token }, "203.0.113.77");
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("location")).toBe("/dashboard");
    expect((await get("/dashboard", { cookie: sessionCookieFrom(signedIn) })).status).toBe(200);

    const again = await post("/login/link", { token }, "203.0.113.77");
    expect(again.status).toBe(400);
    expect(await pageText(again)).toContain(SIGN_IN_LINK_INVALID);
  });

  it("answers a wrong password exactly as the right one while locked, and mails nothing for it", async () => {
    const email = "owner-oracle@example.com";
    await signUp(email);
    await lockedEverywhere(email, 2);

    const wrong = await login(email, "a guess", "203.0.113.78");
    const right = await login(email, PASSWORD, "203.0.113.79");
    expect([wrong.status, await alertText(wrong)]).toEqual([right.status, await alertText(right)]);
    expect(await linkMails(email)).toBe(1);
  });

  it("counts every attempt under the lock at its address, right or wrong: the next answer is no oracle", async () => {
    const email = "owner-oracle-next@example.com";
    await signUp(email);
    await lockedEverywhere(email, 9);
    // The outside probe's sequence: one address guesses right once among five, another never does.
    for (const guess of ["guess-a", "guess-b", PASSWORD, "guess-c", "guess-d"])
      await login(email, guess, "203.0.113.90");
    for (const guess of ["w1", "w2", "w3", "w4", "w5"]) await login(email, guess, "203.0.113.91");
    const rightGuesser = await login(email, "probe", "203.0.113.90");
    const wrongGuesser = await login(email, "probe", "203.0.113.91");
    expect([rightGuesser.status, wrongGuesser.status]).toEqual([429, 429]);
    expect(await alertText(rightGuesser)).toBe(await alertText(wrongGuesser));
  });

  it("stops a password alone from signing in while locked everywhere (distributed guessing stays stopped)", async () => {
    const email = "owner-guessed@example.com";
    await signUp(email);
    await lockedEverywhere(email, 3);
    const response = await login(email, PASSWORD, "198.18.0.9");
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(response.status).toBe(200);
  });

  it("refuses an expired sign-in link", async () => {
    const email = "owner-slow@example.com";
    await signUp(email);
    await lockedEverywhere(email, 4);
    await login(email, PASSWORD, "203.0.113.80");
    const link = (await mailTo(email, "sign-in-link"))!.match(/\/login\/link\?token=[^\s]+/)![0];
    await env.DB.prepare("UPDATE sign_in_links SET expires_at = ?")
      .bind(Date.now() - 1)
      .run();
    expect(await pageText(await get(link))).toContain(SIGN_IN_LINK_INVALID);
    const token = decodeURIComponent(link.split("token=")[1]!);
    expect((await post("/login/link", { token }, "203.0.113.80")).status).toBe(400);
  });
});

describe("the login page's 'Email me a sign-in link' button", () => {
  it("mails at most 3 links an hour, answers the same every time, and leaves the password's own links alone", async () => {
    const email = "owner-bombed@example.com";
    await signUp(email);
    await lockedEverywhere(email, 5);
    for (let i = 0; i < 5; i++) {
      const response = await post("/login", { intent: "email-link", email }, `10.5.1.${i + 1}`);
      expect(response.status).toBe(200);
      expect(await alertText(response)).toBe(SIGN_IN_LINK_REQUESTED);
    }
    expect(await linkMails(email)).toBe(3);
    // The stranger's presses do not use up what the owner's password earns.
    await login(email, PASSWORD, "203.0.113.81");
    expect(await linkMails(email)).toBe(4);
  });

  it("is offered, and works, at an address locked on its own while the email is locked everywhere", async () => {
    const email = "owner-shared-address@example.com";
    await signUp(email);
    await lockedEverywhere(email, 8);
    // The same address as one of the stranger's (a shared network): that pair is locked too.
    const locked = await login(email, PASSWORD, "10.8.0.1");
    expect(locked.status).toBe(429);
    expect(await pageText(locked)).toContain("Email me a sign-in link");
    const pressed = await post("/login", { intent: "email-link", email }, "10.8.0.1");
    expect(await alertText(pressed)).toBe(SIGN_IN_LINK_REQUESTED);
    expect(await mailTo(email, "sign-in-link")).toContain("/login/link?token=");
  });

  it("answers an unknown email the same way and mails nobody", async () => {
    const email = "nobody-here@example.com";
    await lockedEverywhere(email, 6);
    const response = await post("/login", { intent: "email-link", email }, "10.6.1.1");
    expect(await alertText(response)).toBe(SIGN_IN_LINK_REQUESTED);
    expect(await linkMails(email)).toBe(0);
  });

  it("sends nothing for an email that is not locked", async () => {
    const email = "owner-open@example.com";
    await signUp(email);
    const response = await post("/login", { intent: "email-link", email }, "10.7.1.1");
    expect(response.status).toBe(400);
    expect(await linkMails(email)).toBe(0);
  });
});

describe("per-address lock", () => {
  it("counts an IPv6 client by its /64: new addresses in the same /64 are the same client", async () => {
    const email = "owner-v6@example.com";
    await signUp(email);
    for (let i = 1; i <= 5; i++) await login(email, "wrong", `2001:db8:1:2::${i}`);
    const sameNetwork = await login(email, PASSWORD, "2001:db8:1:2:ffff:ffff:ffff:9");
    expect(sameNetwork.status).toBe(429);
    // Another /64 (the owner elsewhere) is not locked.
    expect((await login(email, PASSWORD, "2001:db8:1:3::1")).status).toBe(302);
  });
});

describe("a sign-in link that confirms the address", () => {
  it("ends the sessions and the password of whoever registered the address first", async () => {
    const email = "owner-preregistered@example.com";
    const attackerPassword = "attacker chose this";
    const attacker = sessionCookieFrom(await post("/signup", { email, password: attackerPassword }, "192.0.2.10"));
    await lockedEverywhere(email, 10);
    await post("/login", { intent: "email-link", email }, "192.0.2.78");
    const token = decodeURIComponent((await mailTo(email, "sign-in-link"))!.match(/token=([^\s]+)/)![1]!);
    const owner = await post("/login/link", { token }, "192.0.2.78");
    expect(owner.status).toBe(302);
    expect(owner.headers.get("location")).toBe("/account#security");

    // The earlier session is gone: it cannot make a token or even open the account page.
    const made = await postForm(
      "/account",
      { intent: "api-token-create", name: "persist", scope: "revenue", days: "365" },
      { cookie: attacker },
    );
    expect(await pageText(made)).not.toMatch(/vwp_[A-Za-z0-9_-]{20,}/);
    expect((await get("/account", { cookie: attacker })).status).toBe(302);
    const sessions = await env.DB.prepare(
      "SELECT count(*) AS n FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = ?",
    )
      .bind(email)
      .first<{ n: number }>();
    expect(sessions?.n).toBe(1);

    // The password chosen before the address was proved no longer signs in, once the lock is over.
    await env.DB.prepare("DELETE FROM login_throttle").run();
    expect((await login(email, attackerPassword, "192.0.2.11")).status).toBe(401);
    const account = await pageText(await get("/account", { cookie: sessionCookieFrom(owner) }));
    expect(account).toContain("Your account has no password");
    expect(account).toContain("Set password");
  });

  it("leaves the other sessions of an account whose address was already confirmed", async () => {
    const email = "owner-confirmed-link@example.com";
    const other = await signUp(email);
    await lockedEverywhere(email, 11);
    await login(email, PASSWORD, "203.0.113.95");
    const token = decodeURIComponent((await mailTo(email, "sign-in-link"))!.match(/token=([^\s]+)/)![1]!);
    const owner = await post("/login/link", { token }, "203.0.113.95");
    expect(owner.headers.get("location")).toBe("/dashboard");
    expect((await get("/account", { cookie: other })).status).toBe(200);
  });
});
