// The daily cron removes what has done its job: expired sessions and one-time links, mail copies
// past 30 days, quota rows past their retention; everything current stays.
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../workers/app";
import { DAILY_CRON } from "../../workers/jobs/scheduled";
import { get, signUp } from "../helpers";

const DAY = 86_400_000;
const n = async (sql: string) => (await env.DB.prepare(sql).first<{ n: number }>())!.n;

describe("the daily clean-up", () => {
  it("removes expired and old rows, and keeps the current ones", async () => {
    const cookie = await signUp("tidy@example.com");
    const user = (await env.DB.prepare("SELECT id FROM users WHERE email = 'tidy@example.com'").first<{
      id: string;
    }>())!.id;
    const now = Date.now();
    await env.DB.batch([
      env.DB.prepare("INSERT INTO sessions (id, user_id, expires_at) VALUES ('expired-session', ?, ?)").bind(
        user,
        now - 1000,
      ),
      env.DB.prepare("INSERT INTO password_resets (id, user_id, expires_at) VALUES ('old-reset', ?, ?)").bind(
        user,
        now - 2 * DAY,
      ),
      env.DB.prepare("INSERT INTO password_resets (id, user_id, expires_at) VALUES ('live-reset', ?, ?)").bind(
        user,
        now + 3_600_000,
      ),
      env.DB.prepare(
        "INSERT INTO email_verifications (id, user_id, expires_at, used_at) VALUES ('used-link', ?, ?, ?)",
      ).bind(user, now, now - 2 * DAY),
      env.DB.prepare(
        "INSERT INTO sign_in_links (id, user_id, expires_at, reason) VALUES ('old-sign-in', ?, ?, 'password')",
      ).bind(user, now - 2 * DAY),
      env.DB.prepare(
        "INSERT INTO sign_in_links (id, user_id, expires_at, reason) VALUES ('live-sign-in', ?, ?, 'request')",
      ).bind(user, now + 600_000),
      env.DB.prepare(
        "INSERT INTO email_outbox (id, \"to\", subject, text, kind, status, created_at) VALUES ('old-mail', 'a@example.com', 's', 't', 'feedback', 'logged', ?)",
      ).bind(now - 31 * DAY),
      env.DB.prepare(
        "INSERT INTO email_outbox (id, \"to\", subject, text, kind, status, created_at) VALUES ('new-mail', 'a@example.com', 's', 't', 'feedback', 'logged', ?)",
      ).bind(now - DAY),
      env.DB.prepare(
        "INSERT INTO quota_ledger (day, method, units, created_at) VALUES ('2020-01-01', 'videos.list', 1, ?)",
      ).bind(now - 40 * DAY),
      env.DB.prepare("INSERT INTO quota_usage (day, bucket, used) VALUES ('2020-01-01', 'units', 5)"),
      env.DB.prepare(
        "INSERT INTO login_throttle (email, failures, window_started_at) VALUES ('old|1.2.3.4', 2, ?)",
      ).bind(now - DAY),
    ]);
    const ctx = createExecutionContext();
    worker.scheduled(createScheduledController({ cron: DAILY_CRON }), env, ctx);
    await waitOnExecutionContext(ctx);

    expect(await n("SELECT count(*) AS n FROM sessions WHERE id = 'expired-session'")).toBe(0);
    expect(await n("SELECT count(*) AS n FROM password_resets WHERE id = 'old-reset'")).toBe(0);
    expect(await n("SELECT count(*) AS n FROM password_resets WHERE id = 'live-reset'")).toBe(1);
    expect(await n("SELECT count(*) AS n FROM email_verifications WHERE id = 'used-link'")).toBe(0);
    expect(await n("SELECT count(*) AS n FROM sign_in_links WHERE id = 'old-sign-in'")).toBe(0);
    expect(await n("SELECT count(*) AS n FROM sign_in_links WHERE id = 'live-sign-in'")).toBe(1);
    expect(await n("SELECT count(*) AS n FROM email_outbox WHERE id = 'old-mail'")).toBe(0);
    expect(await n("SELECT count(*) AS n FROM email_outbox WHERE id = 'new-mail'")).toBe(1);
    expect(await n("SELECT count(*) AS n FROM quota_ledger WHERE day = '2020-01-01'")).toBe(0);
    expect(await n("SELECT count(*) AS n FROM quota_usage WHERE day = '2020-01-01'")).toBe(0);
    expect(await n("SELECT count(*) AS n FROM login_throttle WHERE email = 'old|1.2.3.4'")).toBe(0);
    // The live session still works.
    expect((await get("/account", { cookie })).status).toBe(200);
  });

  it("keeps a month of finished sync jobs, each channel's newest whatever its age, and every running one", async () => {
    await signUp("sync-history@example.com");
    const ws = (await env.DB.prepare(
      "SELECT u.workspace_id AS ws FROM users u WHERE u.email = 'sync-history@example.com'",
    ).first<{ ws: string }>())!.ws;
    const now = Date.now();
    const job = (id: string, channel: string, status: string, daysAgo: number) =>
      env.DB.prepare(
        `INSERT INTO sync_jobs (id, workspace_id, channel_id, kind, status, cursor, created_at, updated_at, finished_at)
         VALUES (?, ?, ?, 'refresh', ?, '{"stage":"done"}', ?, ?, ?)`,
      ).bind(
        id,
        ws,
        channel,
        status,
        now - daysAgo * DAY,
        now - daysAgo * DAY,
        status === "running" ? null : now - daysAgo * DAY,
      );
    await env.DB.batch([
      // A channel refreshed daily: two old jobs, one of them failed, and yesterday's.
      job("daily-old", "UCdaily", "done", 40),
      job("daily-old-failed", "UCdaily", "failed", 35),
      job("daily-recent", "UCdaily", "done", 20),
      job("daily-newest", "UCdaily", "done", 1),
      // A paused channel: its last job is old, and stays on its card.
      job("paused-before", "UCpaused", "done", 90),
      job("paused-last", "UCpaused", "done", 60),
      // A job stuck running for weeks is the watchdog's, not the clean-up's.
      job("stuck-running", "UCstuck", "running", 45),
      job("stuck-newer", "UCstuck", "done", 2),
    ]);
    const ctx = createExecutionContext();
    worker.scheduled(createScheduledController({ cron: DAILY_CRON }), env, ctx);
    await waitOnExecutionContext(ctx);

    const left = await env.DB.prepare("SELECT id FROM sync_jobs WHERE workspace_id = ? ORDER BY id")
      .bind(ws)
      .all<{ id: string }>();
    expect(left.results.map((r) => r.id)).toEqual([
      "daily-newest",
      "daily-recent",
      "paused-last",
      "stuck-newer",
      "stuck-running",
    ]);
  });
});
