// Email verification: admin rights and anything that spends the shared YouTube quota wait for
// the link mailed at sign-up; the link works once, for 24 hours; resending is limited.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../workers/app";
import { ORIGIN, get, pageText, postForm, signUpUnverified } from "../helpers";
import { mailTo, recordMail } from "../mailbox";

recordMail();

async function linkFor(email: string) {
  const mail = await mailTo(email, "verify-email");
  return mail?.match(/\/verify-email\?token=[^\s]+/)?.[0] ?? null;
}

const verifiedAt = async (email: string) =>
  (
    await env.DB.prepare("SELECT email_verified_at AS at FROM users WHERE email = ?")
      .bind(email)
      .first<{ at: number | null }>()
  )?.at ?? null;

async function adminPage(cookie: string, adminEmails: string) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request(`${ORIGIN}/admin`, { headers: { cookie } }),
    { ...env, ADMIN_EMAILS: adminEmails },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return response;
}

describe("email verification", () => {
  it("mails a link at sign-up; the page's button confirms the address once", async () => {
    const cookie = await signUpUnverified("new-creator@example.com");
    const link = await linkFor("new-creator@example.com");
    expect(link).not.toBeNull();
    // Opening the link changes nothing (mail scanners open links too).
    expect(await pageText(await get(link!))).toContain("Confirm my email");
    expect(await verifiedAt("new-creator@example.com")).toBeNull();
    const token = decodeURIComponent(link!.split("token=")[1]!);
    const done = await postForm("/verify-email", { token }, { cookie });
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/account?verified=1");
    expect(await verifiedAt("new-creator@example.com")).not.toBeNull();
    const again = await postForm("/verify-email", { token });
    expect(again.status).toBe(400);
    expect(await pageText(again)).toContain("This confirmation link is invalid, already used or expired.");
  });

  it("refuses an expired link and a made-up one", async () => {
    await signUpUnverified("late@example.com");
    const link = await linkFor("late@example.com");
    await env.DB.prepare("UPDATE email_verifications SET expires_at = ?")
      .bind(Date.now() - 1)
      .run();
    const token = decodeURIComponent(link!.split("token=")[1]!);
    expect((await postForm("/verify-email", { token })).status).toBe(400);
    expect((await postForm("/verify-email", { token: "made-up" })).status).toBe(400);
    expect(await verifiedAt("late@example.com")).toBeNull();
  });

  it("keeps /admin closed to the admin address until it is verified", async () => {
    const cookie = await signUpUnverified("owner@example.com");
    expect((await adminPage(cookie, "owner@example.com")).status).toBe(404);
    const token = decodeURIComponent((await linkFor("owner@example.com"))!.split("token=")[1]!);
    await postForm("/verify-email", { token }, { cookie });
    expect((await adminPage(cookie, "owner@example.com")).status).toBe(200);
  });

  it("resends from Account Settings, at most 3 links an hour", async () => {
    const cookie = await signUpUnverified("resend@example.com");
    const page = await pageText(await get("/account", { cookie }));
    expect(page).toContain("Confirm your email address");
    // The sign-up link counts as the first.
    await linkFor("resend@example.com");
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await postForm("/account", { intent: "resend-verification" }, { cookie })).status);
    expect(statuses).toEqual([200, 200, 429]);
  });

  it("keeps market searches and competitor tracking closed until the address is confirmed, own data open", async () => {
    const cookie = await signUpUnverified("not-yet@example.com");
    const before = (await env.DB.prepare("SELECT coalesce(sum(calls), 0) AS n FROM quota_ledger").first<{
      n: number;
    }>())!.n;
    const analyze = await postForm("/youtube-tool", { query: "home workouts" }, { cookie });
    expect(analyze.status).toBe(403);
    expect(await pageText(analyze)).toContain("Verify your email address first");
    const add = await postForm(
      "/competitor-monitor",
      { intent: "add", channel: "@northwindtechlab-sample" },
      { cookie },
    );
    expect(add.status).toBe(403);
    expect(
      (await env.DB.prepare("SELECT coalesce(sum(calls), 0) AS n FROM quota_ledger").first<{ n: number }>())!.n,
    ).toBe(before);
    // Their own data is theirs to use: settings, and the pages of every tool.
    expect((await postForm("/account", { intent: "settings", primaryTopic: "home workouts" }, { cookie })).status).toBe(
      200,
    );
    expect((await get("/comment-sentiment", { cookie })).status).toBe(200);
  });

  it("stores no working link in the outbox", async () => {
    await signUpUnverified("outbox-check@example.com");
    expect(await linkFor("outbox-check@example.com")).not.toBeNull();
    const rows = await env.DB.prepare("SELECT text FROM email_outbox WHERE \"to\" = 'outbox-check@example.com'").all<{
      text: string;
    }>();
    expect(rows.results.length).toBe(1);
    expect(rows.results[0]!.text).not.toContain("token=");
  });
});
