// Nobody signed out, and no unconfirmed account, spends the YouTube allowance every creator
// shares: status checks are read from D1, connecting needs a confirmed address, a /c/
// link's search counts against the caller's shares, and each workspace has a daily unit budget.
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { STATUS_REFRESH_MINUTES, youtubeDataApiStatus } from "~/features/channel-data/api-status.server";
import { VERIFY_REQUIRED } from "~/features/auth/email-verification.server";
import {
  DEFAULT_WORKSPACE_DAILY_UNITS,
  SEARCHES_PER_CLIENT_PER_DAY,
  createD1QuotaGate,
  workspaceUsageRow,
} from "~/features/channel-data/quota-gate.server";
import { YOUTUBE_ERROR_MESSAGES } from "~/features/channel-data/youtube/client";
import { QuotaRefusedError, quotaDay } from "~/features/channel-data/youtube/quota";
import { getDb } from "~/lib/db/client.server";
import { clientHash } from "~/lib/rate-limit.server";
import worker from "../../workers/app";
import {
  ORIGIN,
  count,
  freshIp,
  get,
  pageText,
  postForm,
  signUp,
  signUpUnverified,
  waitForSyncs,
  workspaceOf,
} from "../helpers";
import { sampleWorld } from "../sample";

const db = getDb(env);
const own = sampleWorld().own;
const competitor = sampleWorld().competitors[0]!.channel;

/** Every YouTube call is counted in the ledger before it is made (the gate), so these are the calls sent. */
const youtubeCalls = (method?: string) =>
  method
    ? count("SELECT coalesce(sum(calls), 0) AS n FROM quota_ledger WHERE method = ?", method)
    : count("SELECT coalesce(sum(calls), 0) AS n FROM quota_ledger");

async function runHourlyCron() {
  const ctx = createExecutionContext();
  worker.scheduled(createScheduledController({ cron: "7 * * * *" }), env, ctx);
  await waitOnExecutionContext(ctx);
}

/** Spends a workspace's whole daily share, as a day of syncs would. */
async function exhaustWorkspace(teamChannelId: string) {
  await env.DB.prepare("INSERT OR REPLACE INTO quota_usage (day, bucket, used) VALUES (?, ?, ?)")
    .bind(quotaDay(new Date()), workspaceUsageRow(teamChannelId), DEFAULT_WORKSPACE_DAILY_UNITS)
    .run();
}

describe("status checks", () => {
  // One file-wide D1: these run in order, the first on an empty service_status table.
  it("spend at most one YouTube call for 30 signed-out checks of both endpoints, and none once the cron has checked", async () => {
    // On *.workers.dev the Cache API keeps nothing (and elsewhere only per data centre): the
    // answer must not rest on it.
    const cache = (caches as unknown as { default: Cache }).default;
    const match = cache.match;
    cache.match = async () => undefined;
    try {
      await floodOfSignedOutChecks();
    } finally {
      cache.match = match;
    }
  });

  async function floodOfSignedOutChecks() {
    const before = await youtubeCalls();
    const ip = freshIp();
    for (let i = 0; i < 30; i++) {
      const insights = await get("/api/youtube-insights/status", { headers: { "cf-connecting-ip": ip } });
      expect(insights.status).toBe(200);
      expect(await insights.json()).toMatchObject({ service: "youtube-data-api", ok: true, configured: true });
      expect((await get("/api/youtube-analytics/status", { headers: { "cf-connecting-ip": ip } })).status).toBe(200);
    }
    expect((await youtubeCalls()) - before).toBeLessThanOrEqual(1);

    // The cron keeps the stored answer fresh; strangers read it and never call YouTube.
    await env.DB.prepare("DELETE FROM service_status").run();
    await runHourlyCron();
    const afterCron = await youtubeCalls();
    for (let i = 0; i < 30; i++) {
      const response = await get("/api/youtube-insights/status", { headers: { "cf-connecting-ip": freshIp() } });
      expect(await response.json()).toMatchObject({
        ok: true,
        detail: expect.stringContaining("The offline YouTube fake answered"),
      });
    }
    expect(await youtubeCalls()).toBe(afterCron);
  }

  it("let signed-in checks renew a stale answer at most once per window, whoever asks", async () => {
    await env.DB.prepare("DELETE FROM service_status").run();
    const start = new Date("2026-11-20T12:00:00Z");
    const minutes = (n: number) => new Date(start.getTime() + n * 60_000);
    const before = await youtubeCalls();
    const first = await youtubeDataApiStatus(env, db, "signed-in", start);
    expect(first.checkedAt).toBe(start.toISOString());
    expect(await youtubeCalls()).toBe(before + 1);
    // Within the window: many signed-in checks, all from the stored answer.
    for (let i = 0; i < 5; i++) await youtubeDataApiStatus(env, db, "signed-in", minutes(STATUS_REFRESH_MINUTES - 1));
    expect(await youtubeCalls()).toBe(before + 1);
    // Past it: one renewal, then the stored answer again.
    const renewed = await youtubeDataApiStatus(env, db, "signed-in", minutes(STATUS_REFRESH_MINUTES + 1));
    expect(renewed.checkedAt).toBe(minutes(STATUS_REFRESH_MINUTES + 1).toISOString());
    await youtubeDataApiStatus(env, db, "signed-in", minutes(STATUS_REFRESH_MINUTES + 2));
    expect(await youtubeCalls()).toBe(before + 2);
    // A stranger never renews, however old the stored answer is.
    const old = await youtubeDataApiStatus(env, db, "anonymous", minutes(24 * 60));
    expect(old.checkedAt).toBe(minutes(STATUS_REFRESH_MINUTES + 1).toISOString());
    expect(await youtubeCalls()).toBe(before + 2);
  });

  it("do not answer a new API key from the old key's stored check", async () => {
    await youtubeDataApiStatus(env, db, "signed-in");
    const before = await youtubeCalls();
    const rotated = { ...env, YOUTUBE_API_KEY: "a-new-key" };
    const fresh = await youtubeDataApiStatus(rotated, db, "anonymous");
    expect(fresh.ok).toBe(true);
    expect(await youtubeCalls()).toBe(before + 1);
    await youtubeDataApiStatus(rotated, db, "anonymous");
    expect(await youtubeCalls()).toBe(before + 1);
    const row = await env.DB.prepare("SELECT config, result FROM service_status").first<{
      config: string;
      result: string;
    }>();
    expect(JSON.stringify(row)).not.toContain("a-new-key");
  });

  it("are rate-limited per address, both endpoints together", async () => {
    // The binding counts in windows of a minute: on a loaded machine the 62 requests can straddle
    // a window's end, which resets the count. Such a run says nothing, so it is run once more.
    let ip = freshIp();
    let statuses: number[] = [];
    for (let attempt = 0; attempt < 2; attempt++) {
      ip = freshIp();
      statuses = [];
      const window = Math.floor(Date.now() / 60_000);
      for (let i = 0; i < 31; i++) {
        statuses.push((await get("/api/youtube-insights/status", { headers: { "cf-connecting-ip": ip } })).status);
        statuses.push((await get("/api/youtube-analytics/status", { headers: { "cf-connecting-ip": ip } })).status);
      }
      if (Math.floor(Date.now() / 60_000) === window) break;
    }
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(60)).toEqual([429, 429]);
    const limited = await get("/api/youtube-insights/status", { headers: { "cf-connecting-ip": ip } });
    expect(await limited.json()).toEqual({
      success: false,
      error: "Too many status checks from your network. Please wait a minute and try again.",
    });
    // Another address is not affected.
    expect((await get("/api/youtube-insights/status", { headers: { "cf-connecting-ip": freshIp() } })).status).toBe(
      200,
    );
  });
});

describe("connecting a channel", () => {
  const customLink = { intent: "connect-channel", channel: "https://www.youtube.com/c/SomeCreatorName123" };

  it("needs a confirmed email: an unconfirmed account's /c/ link spends no search and no unit", async () => {
    const cookie = await signUpUnverified("unconfirmed-connect@example.com");
    const ws = await workspaceOf("unconfirmed-connect@example.com");
    const before = await youtubeCalls();
    for (const channel of [customLink.channel, `@${own.channel.handle}`, own.channel.youtubeId]) {
      const response = await postForm("/account", { intent: "connect-channel", channel }, { cookie });
      expect(response.status).toBe(403);
      expect(await pageText(response)).toContain(VERIFY_REQUIRED);
    }
    expect(await youtubeCalls()).toBe(before);
    expect(await count("SELECT count(*) AS n FROM channels WHERE workspace_id = ?", ws)).toBe(0);
    expect(await count("SELECT count(*) AS n FROM sync_jobs WHERE workspace_id = ?", ws)).toBe(0);
  });

  it("needs a confirmed email for Connect with Google too, before anything is sent to Google", async () => {
    const cookie = await signUpUnverified("unconfirmed-google@example.com");
    const response = await postForm("/google/connect", { includeRevenue: "1" }, { cookie });
    expect(response.status).toBe(403);
    expect(await pageText(response)).toContain(VERIFY_REQUIRED);
    expect(await count("SELECT count(*) AS n FROM oauth_states")).toBe(0);
  });

  it("counts a /c/ link's search against the caller's address: past its daily share, no search is sent", async () => {
    const cookie = await signUp("custom-link@example.com");
    const ip = freshIp();
    const client = await clientHash(new Request(ORIGIN, { headers: { "cf-connecting-ip": ip } }));
    const day = quotaDay(new Date());
    // The address's searches today, made from other accounts.
    for (let i = 0; i < SEARCHES_PER_CLIENT_PER_DAY; i++) {
      await env.DB.prepare(
        "INSERT INTO quota_ledger (day, method, units, workspace_id, client) VALUES (?, 'search.list', 1, ?, ?)",
      )
        .bind(day, `other-${i}`, client)
        .run();
    }
    const before = await youtubeCalls("search.list");
    const response = await postForm("/account", customLink, { cookie, ip });
    expect(response.status).toBe(429);
    expect(await pageText(response)).toContain(YOUTUBE_ERROR_MESSAGES.quotaExceeded);
    expect(await youtubeCalls("search.list")).toBe(before);
  });

  it("records a /c/ link's search under the account and its address", async () => {
    const cookie = await signUp("custom-link-2@example.com");
    const ws = await workspaceOf("custom-link-2@example.com");
    const ip = freshIp();
    await postForm("/account", customLink, { cookie, ip });
    const client = await clientHash(new Request(ORIGIN, { headers: { "cf-connecting-ip": ip } }));
    expect(
      await count(
        "SELECT coalesce(sum(calls), 0) AS n FROM quota_ledger WHERE method = 'search.list' AND workspace_id = ? AND client = ?",
        ws,
        client,
      ),
    ).toBe(1);
  });
});

describe("each workspace's daily unit budget", () => {
  it("stops one workspace at its share without touching the next one's or spending everyone's", async () => {
    const budget = { dailyUnits: 10_000, dailySearchCalls: 100, dailyTrendSearches: 40, workspaceDailyUnits: 5 };
    const gate = createD1QuotaGate(db, budget, { teamChannelId: "ws-budget-a" });
    for (let i = 0; i < 5; i++) await gate.reserve("videos.list", 1);
    await expect(gate.reserve("videos.list", 1)).rejects.toBeInstanceOf(QuotaRefusedError);
    const shared = await count(
      "SELECT used AS n FROM quota_usage WHERE day = ? AND bucket = 'units'",
      quotaDay(new Date()),
    );
    await expect(gate.reserve("channels.list", 1)).rejects.toBeInstanceOf(QuotaRefusedError);
    expect(
      await count("SELECT used AS n FROM quota_usage WHERE day = ? AND bucket = 'units'", quotaDay(new Date())),
    ).toBe(shared);
    await createD1QuotaGate(db, budget, { teamChannelId: "ws-budget-b" }).reserve("videos.list", 1);
    // When everyone's budget refuses a call, nothing is sent: the workspace gets its unit back.
    const closed = createD1QuotaGate(db, { ...budget, dailyUnits: 0 }, { teamChannelId: "ws-budget-c" });
    await expect(closed.reserve("videos.list", 1)).rejects.toBeInstanceOf(QuotaRefusedError);
    expect(
      await count(
        "SELECT used AS n FROM quota_usage WHERE day = ? AND bucket = ?",
        quotaDay(new Date()),
        workspaceUsageRow("ws-budget-c"),
      ),
    ).toBe(0);
  });

  it("refuses connecting a channel once the workspace's share is spent, with the quota message, sending nothing", async () => {
    const cookie = await signUp("budget-connect@example.com");
    await exhaustWorkspace(await workspaceOf("budget-connect@example.com"));
    const before = await youtubeCalls();
    const response = await postForm(
      "/account",
      { intent: "connect-channel", channel: `@${own.channel.handle}` },
      { cookie },
    );
    expect(response.status).toBe(429);
    expect(await pageText(response)).toContain("YouTube API quota exceeded. Please try again later.");
    expect(await youtubeCalls()).toBe(before);
  });

  it("counts competitor adds against the same share, and add/remove churn spends nothing more", async () => {
    const cookie = await signUp("budget-churn@example.com");
    const ws = await workspaceOf("budget-churn@example.com");
    const added = await postForm(
      "/competitor-monitor",
      { intent: "add", channel: `@${competitor.handle}` },
      { cookie },
    );
    expect(added.status).toBe(200);
    await waitForSyncs(ws);
    const spent = await count(
      "SELECT used AS n FROM quota_usage WHERE day = ? AND bucket = ?",
      quotaDay(new Date()),
      workspaceUsageRow(ws),
    );
    expect(spent).toBeGreaterThan(0);
    await exhaustWorkspace(ws);
    const removed = await postForm(
      "/competitor-monitor",
      { intent: "remove", channelId: competitor.youtubeId },
      { cookie },
    );
    expect(removed.status).toBe(200);
    const before = await youtubeCalls();
    // The channel was looked up and read minutes ago: adding it again copies what was read, with
    // no call, so churning adds and removals cannot spend the allowance.
    const again = await postForm(
      "/competitor-monitor",
      { intent: "add", channel: `@${competitor.handle}` },
      { cookie },
    );
    expect(again.status).toBe(200);
    await waitForSyncs(ws);
    expect(await youtubeCalls()).toBe(before);
  });
});
