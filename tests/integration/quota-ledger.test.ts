// The operator's view of the shared YouTube allowance: every call recorded against the feature and
// workspace that caused it, the admin page's "YouTube quota" section, and the admins' one mail a
// day when 80% of the day's budget is spent.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../workers/app";
import { QUOTA_ALERT_SHARE, createD1QuotaGate } from "~/features/channel-data/quota-gate.server";
import { QUOTA_TREND_DAYS } from "~/features/channel-data/quota-report";
import { quotaDay } from "~/features/channel-data/youtube/quota";
import { RETENTION } from "~/features/housekeeping/cleanup.server";
import { getDb } from "~/lib/db/client.server";
import { ORIGIN, freshIp, pageText, postForm, signUp, waitForSyncs, workspaceOf } from "../helpers";
import { recordMail } from "../mailbox";
import { sampleWorld } from "../sample";

recordMail();

const ADMIN = "quota-admin@example.com";
const ADMINS = `${ADMIN}, second-admin@example.com`;
const own = sampleWorld().own;
const db = getDb(env);
const budget = { dailyUnits: 9_000, dailySearchCalls: 90, dailyTrendSearches: 40 };

/** A request through the Worker with ADMIN_EMAILS (and any other settings) added to its environment. */
async function asWorker(path: string, cookie: string, init: RequestInit = {}, extra: Record<string, string> = {}) {
  const ctx = createExecutionContext();
  const headers = {
    cookie,
    origin: ORIGIN,
    "cf-connecting-ip": freshIp(),
    ...(init.headers as Record<string, string>),
  };
  const request = new Request(ORIGIN + path, { redirect: "manual", ...init, headers });
  const response = await worker.fetch(request, { ...env, ADMIN_EMAILS: ADMINS, ...extra }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

const visible = async (response: Response) =>
  (await pageText(response)).replace(/<script[\s\S]*?<\/script>/g, "").replace(/<[^>]+>/g, " ");

async function ledgerRows(teamChannelId: string) {
  const rows = await env.DB.prepare(
    "SELECT feature, method, sum(calls) AS calls FROM quota_ledger WHERE workspace_id = ? GROUP BY feature, method ORDER BY feature, method",
  )
    .bind(teamChannelId)
    .all<{ feature: string; method: string; calls: number }>();
  return rows.results;
}

async function alertMails() {
  const row = await env.DB.prepare("SELECT count(*) AS n FROM email_outbox WHERE kind = 'quota-alert'").first<{
    n: number;
  }>();
  return row?.n ?? 0;
}

describe("the YouTube quota section of /admin", () => {
  it("shows its empty states before any call", async () => {
    const cookie = await signUp(ADMIN);
    const page = await visible(await asWorker("/admin", cookie));
    expect(page).toContain("YouTube quota");
    expect(page).toContain("No YouTube calls today");
    expect(page).toContain(`No units spent in the last ${QUOTA_TREND_DAYS} days`);
  });

  it("records a channel's lookup and start against the workspace and the feature that caused them", async () => {
    const cookie = await signUp("ledger-connect@example.com");
    const connected = await postForm(
      "/account",
      { intent: "connect-channel", channel: `@${own.channel.handle}` },
      { cookie },
    );
    expect(connected.status).toBeLessThan(400);
    const ws = await workspaceOf("ledger-connect@example.com");
    await waitForSyncs(ws);
    const rows = await ledgerRows(ws);
    // The handle's lookup is its own feature; the first sync's calls come after it.
    expect(rows).toContainEqual({ feature: "connect-lookup", method: "channels.list", calls: 1 });
    expect(rows.filter((r) => r.method !== "channels.list").length).toBeGreaterThan(0);
  });

  it("keeps calls of one day, method and workspace apart by feature, and counts units by feature for the admin", async () => {
    const refresh = createD1QuotaGate(db, budget, { teamChannelId: "ws-quota-page", feature: "refresh" });
    const analyzer = createD1QuotaGate(db, budget, { teamChannelId: "ws-quota-page", feature: "content-analyzer" });
    for (let i = 0; i < 3; i++) await refresh.reserve("videos.list", 1);
    await analyzer.reserve("videos.list", 1);
    await analyzer.reserve("search.list", 1);
    expect(await ledgerRows("ws-quota-page")).toEqual([
      { feature: "content-analyzer", method: "search.list", calls: 1 },
      { feature: "content-analyzer", method: "videos.list", calls: 1 },
      { feature: "refresh", method: "videos.list", calls: 3 },
    ]);

    const cookie = await signUp("quota-admin-2@example.com");
    const page = await visible(await asWorker("/admin", cookie, {}, { ADMIN_EMAILS: "quota-admin-2@example.com" }));
    expect(page).toContain("Today by feature");
    expect(page).toMatch(/Daily refresh\s+3\s+3\s+0/);
    expect(page).toMatch(/Content Analyzer\s+1\s+2\s+1/);
    expect(page).toContain("Creators the budget holds");
    expect(page).toMatch(/At today's rate the daily budget of 9,000 units holds about [\d,]+ creators/);
    expect(page).toContain(quotaDay(new Date()));
    expect(page).not.toContain("No YouTube calls today");
  });

  it("keeps the ledger longer than the trend it shows", () => {
    // A day's row is written at its first call: 30 quota days back is at most 31 days ago.
    expect(RETENTION.quotaLedgerDays).toBeGreaterThan(QUOTA_TREND_DAYS + 1);
  });
});

describe("the 80% alert", () => {
  it("mails each admin once a quota day, however many calls cross the line", async () => {
    const day = quotaDay(new Date());
    const limit = 100;
    const justBelow = Math.ceil(limit * QUOTA_ALERT_SHARE) - 1;
    const setUsed = (used: number) =>
      env.DB.prepare(
        "INSERT INTO quota_usage (day, bucket, used) VALUES (?, 'units', ?) ON CONFLICT (day, bucket) DO UPDATE SET used = excluded.used",
      )
        .bind(day, used)
        .run();
    // Each connect names a channel nobody looked up yet: its lookup is the call that crosses the line.
    const connect = async (email: string, handle: string) => {
      const cookie = await signUp(email);
      const response = await asWorker(
        "/account",
        cookie,
        {
          method: "POST",
          body: new URLSearchParams({ intent: "connect-channel", channel: `@${handle}` }),
          headers: { "content-type": "application/x-www-form-urlencoded" },
        },
        { YOUTUBE_DAILY_QUOTA_UNITS: String(limit) },
      );
      await response.arrayBuffer();
      await waitForSyncs(await workspaceOf(email));
    };

    await setUsed(justBelow);
    await connect("alert-first@example.com", "fifty-sample");
    expect(await alertMails()).toBe(2);
    const sent = await env.DB.prepare(
      'SELECT "to", subject FROM email_outbox WHERE kind = \'quota-alert\' ORDER BY "to"',
    ).all<{
      to: string;
      subject: string;
    }>();
    expect(sent.results.map((m) => m.to)).toEqual(["quota-admin@example.com", "second-admin@example.com"]);
    expect(sent.results[0]!.subject).toMatch(/80% of today's YouTube quota is spent/);

    // The day crosses the line again (a budget raised and lowered mid-day): the day's mail went.
    await setUsed(justBelow);
    await connect("alert-second@example.com", "fiftyone-sample");
    expect(await alertMails()).toBe(2);
  });
});
