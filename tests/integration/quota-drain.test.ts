// No few accounts drain the YouTube allowance every creator shares (decision 006): a channel
// YouTube does not have is looked up once, not on every try; bursts of lookups are refused per
// account and per address before they reach YouTube, while a person adding channels one after
// another is not; a team's share is counted once for all its channels; and free-plan teams,
// however many, leave the reserve to paying ones.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  FREE_TEAMS_USAGE_ROW,
  createD1QuotaGate,
  freeTeamsDailyUnits,
  workspaceUsageRow,
} from "~/features/channel-data/quota-gate.server";
import { LOOKUP_BURSTS } from "~/features/channel-data/lookup-bursts.server";
import { quotaBudget } from "~/features/channel-data/youtube-for-env.server";
import { YOUTUBE_ERROR_MESSAGES } from "~/features/channel-data/youtube/client";
import { QuotaRefusedError, quotaDay } from "~/features/channel-data/youtube/quota";
import { getDb } from "~/lib/db/client.server";
import {
  count,
  freshIp,
  pageText,
  postForm,
  postFormRacing,
  signUp,
  userIdOf,
  waitForSyncs,
  workspaceOf,
} from "../helpers";
import { sampleWorld } from "../sample";

const db = getDb(env);
const QUOTA_EXCEEDED = YOUTUBE_ERROR_MESSAGES.quotaExceeded;
const TOO_MANY = "Too many channels looked up in a row. Please wait";
const TOO_MANY_HERE = "Too many channels looked up from your network in a row. Please wait";

/** Every YouTube call passes the gate, which records it in the ledger first: these are the calls sent. */
const youtubeCalls = (method?: string) =>
  method
    ? count("SELECT coalesce(sum(calls), 0) AS n FROM quota_ledger WHERE method = ?", method)
    : count("SELECT coalesce(sum(calls), 0) AS n FROM quota_ledger");

const addCompetitor = (cookie: string, channel: string, ip?: string) =>
  postForm("/competitor-monitor", { intent: "add", channel }, { cookie, ip });

const unitsOn = (bucket: string, day = quotaDay(new Date())) =>
  count("SELECT coalesce(sum(used), 0) AS n FROM quota_usage WHERE day = ? AND bucket = ?", day, bucket);

/** Sets a quota_usage counter of today, as a day of calls would have left it. */
const setUnits = (bucket: string, used: number) =>
  env.DB.prepare(
    "INSERT INTO quota_usage (day, bucket, used) VALUES (?, ?, ?) ON CONFLICT (day, bucket) DO UPDATE SET used = excluded.used",
  )
    .bind(quotaDay(new Date()), bucket, used)
    .run();

describe("a creator adding competitors", () => {
  // First in the file: nobody has looked these channels up yet, so each add reaches YouTube.
  it("adds three in a row, each looked up at YouTube, none refused", async () => {
    const email = "drain-three@example.com";
    const cookie = await signUp(email);
    const before = await youtubeCalls("channels.list");
    for (const { channel } of sampleWorld().competitors.slice(0, 3)) {
      const added = await addCompetitor(cookie, `@${channel.handle}`);
      expect(added.status).toBe(200);
      expect(await pageText(added)).toContain(`Added ${channel.title}.`);
    }
    expect((await youtubeCalls("channels.list")) - before).toBeGreaterThanOrEqual(3);
    // Each lookup took a token (a fourth, fifth and sixth would still pass).
    const tokens = await count(
      "SELECT tokens AS n FROM lookup_bursts WHERE key = ?",
      `account:${await userIdOf(email)}`,
    );
    expect(tokens).toBeLessThan(LOOKUP_BURSTS.account.capacity - 2);
    expect(tokens).toBeGreaterThanOrEqual(LOOKUP_BURSTS.account.capacity - 3);
    await waitForSyncs(await workspaceOf(email));
  });
});

describe("a channel YouTube does not have", () => {
  it("is looked up once, however often and by whomever it is tried", async () => {
    const cookie = await signUp("drain-unknown@example.com");
    const other = await signUp("drain-unknown-2@example.com");
    const before = await youtubeCalls("channels.list");
    for (let i = 0; i < 5; i++) {
      const response = await addCompetitor(cookie, "@nobody-has-this-handle");
      expect(response.status).toBe(404);
      expect(await pageText(response)).toContain(YOUTUBE_ERROR_MESSAGES.channelNotFound);
    }
    // Another account, connecting it in other letter case, is answered the same from the cache.
    const connected = await postForm(
      "/account",
      { intent: "connect-channel", channel: "@Nobody-Has-This-Handle" },
      { cookie: other },
    );
    expect(connected.status).toBe(404);
    expect(await pageText(connected)).toContain(YOUTUBE_ERROR_MESSAGES.channelNotFound);
    expect((await youtubeCalls("channels.list")) - before).toBe(1);
  });
});

describe("bursts of adds", () => {
  const burst = (cookie: string, tag: string, ip?: string) =>
    Array.from({ length: 5 }, (_, i) =>
      postFormRacing("/competitor-monitor", { intent: "add", channel: `@${tag}-probe-${i}` }, { cookie, ip }),
    );

  it("from one account: 25 at once, most refused with a 429 before they reach YouTube", async () => {
    const cookie = await signUp("drain-burst@example.com");
    const before = await youtubeCalls();
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => burst(cookie, `burst${i}`)).flat());
    // A token refills every few seconds: at most one more than the bucket held can have passed.
    const refills = Math.ceil((Date.now() - started) / LOOKUP_BURSTS.account.refillMs);
    const reached = LOOKUP_BURSTS.account.capacity + refills;
    const refused = answers.filter((r) => r.status === 429);
    expect(refused.length).toBeGreaterThanOrEqual(25 - reached);
    expect(refused.length).toBeGreaterThan(12);
    for (const response of refused) {
      const text = await pageText(response);
      expect(text).toMatch(new RegExp(`${TOO_MANY} \\d+ seconds? and try again\\.`));
      expect(text).not.toContain(QUOTA_EXCEEDED);
    }
    // The others reached YouTube (no such channels: 404), one channels.list call each.
    expect(answers.filter((r) => r.status === 404).length).toBe(25 - refused.length);
    expect((await youtubeCalls()) - before).toBe(25 - refused.length);
  });

  it("from one address: many accounts together are held to the address's bucket", async () => {
    const ip = freshIp();
    const cookies: string[] = [];
    for (let i = 0; i < 5; i++) cookies.push(await signUp(`drain-address-${i}@example.com`));
    const before = await youtubeCalls();
    const started = Date.now();
    // Five each: no account's own bucket is emptied, only the address's.
    const answers = await Promise.all(cookies.flatMap((cookie, i) => burst(cookie, `address${i}`, ip)));
    const refills = Math.ceil((Date.now() - started) / LOOKUP_BURSTS.address.refillMs);
    const refused = answers.filter((r) => r.status === 429);
    expect(refused.length).toBeGreaterThanOrEqual(25 - LOOKUP_BURSTS.address.capacity - refills);
    for (const response of refused) expect(await pageText(response)).toContain(TOO_MANY_HERE);
    expect((await youtubeCalls()) - before).toBe(25 - refused.length);
  });
});

describe("a team's daily share", () => {
  it("is one for a Pro team's three channels, not one each", async () => {
    const email = "drain-pro@example.com";
    const cookie = await signUp(email, undefined, { plan: "pro" });
    const team = await workspaceOf(email);
    const connected = await postForm(
      "/account",
      { intent: "connect-channel", channel: "@nineteen-sample" },
      { cookie },
    );
    expect(connected.status).toBe(200);
    await waitForSyncs(team);
    for (const handle of ["oneupload-sample", "fifty-sample"]) {
      const added = await postForm("/account", { intent: "add-channel", channel: `@${handle}` }, { cookie });
      expect(added.status).toBe(200);
    }
    const rows = (
      await env.DB.prepare("SELECT id FROM workspaces WHERE parent_id = ? ORDER BY created_at").bind(team).all<{
        id: string;
      }>()
    ).results.map((r) => r.id);
    expect(rows).toHaveLength(2);
    for (const row of rows) await waitForSyncs(row);

    // Every unit the three channels spent is on the team's one counter; no channel row has its own.
    const spent = await count(
      `SELECT coalesce(sum(units), 0) AS n FROM quota_ledger
       WHERE day = ? AND method <> 'search.list' AND workspace_id IN (?, ?, ?)`,
      quotaDay(new Date()),
      team,
      ...rows,
    );
    expect(spent).toBeGreaterThan(0);
    expect(await unitsOn(workspaceUsageRow(team))).toBe(spent);
    for (const row of rows) expect(await unitsOn(workspaceUsageRow(row))).toBe(0);

    // With the team's share spent, its third channel (the one the person works in now) spends
    // nothing either: a lookup there is refused before it is sent.
    await setUnits(workspaceUsageRow(team), quotaBudget(env).workspaceDailyUnits!);
    const before = await youtubeCalls();
    const refused = await addCompetitor(cookie, "@pro-share-probe");
    expect(refused.status).toBe(429);
    expect(await pageText(refused)).toContain(QUOTA_EXCEEDED);
    expect(await youtubeCalls()).toBe(before);
  });
});

describe("the reserve kept for paying teams", () => {
  it("holds against any number of free teams together, and paying teams still spend it", async () => {
    // Another quota day, with a small budget: 100 units, 20 a team, free teams 70 together.
    const day = () => new Date("2026-03-02T20:00:00Z");
    const budget = { dailyUnits: 100, dailySearchCalls: 100, dailyTrendSearches: 40, workspaceDailyUnits: 20 };
    const free: string[] = [];
    for (let i = 0; i < 8; i++) {
      await signUp(`drain-free-${i}@example.com`, undefined, { plan: null });
      free.push(await workspaceOf(`drain-free-${i}@example.com`));
    }
    const spendAll = async (teamChannelId: string) => {
      const gate = createD1QuotaGate(db, budget, { teamChannelId, now: day });
      let spent = 0;
      for (;;) {
        try {
          await gate.reserve("videos.list", 1);
          spent += 1;
        } catch (error) {
          if (!(error instanceof QuotaRefusedError)) throw error;
          return spent;
        }
      }
    };
    let freeSpent = 0;
    for (const team of free) freeSpent += await spendAll(team);
    // Eight shares of 20 would be 160: free teams together stop at 70.
    expect(freeSpent).toBe(freeTeamsDailyUnits(budget));
    expect(freeSpent).toBe(70);
    await signUp("drain-paid-1@example.com", undefined, { plan: "starter" });
    await signUp("drain-paid-2@example.com", undefined, { plan: "pro" });
    expect(await spendAll(await workspaceOf("drain-paid-1@example.com"))).toBe(20);
    expect(await spendAll(await workspaceOf("drain-paid-2@example.com"))).toBe(10);
    expect(await unitsOn("units", quotaDay(day()))).toBe(100);
  });

  it("refuses a free team's connect once free teams spent their part today, and not a paying team's", async () => {
    const budget = quotaBudget(env);
    await setUnits(FREE_TEAMS_USAGE_ROW, freeTeamsDailyUnits(budget));
    await setUnits("units", freeTeamsDailyUnits(budget));
    const freeCookie = await signUp("drain-free-connect@example.com", undefined, { plan: null });
    const before = await youtubeCalls();
    const refused = await postForm(
      "/account",
      { intent: "connect-channel", channel: "@fiftyone-sample" },
      { cookie: freeCookie },
    );
    expect(refused.status).toBe(429);
    expect(await pageText(refused)).toContain(QUOTA_EXCEEDED);
    expect(await youtubeCalls()).toBe(before);

    const email = "drain-paid-connect@example.com";
    const paidCookie = await signUp(email, undefined, { plan: "starter" });
    const connected = await postForm(
      "/account",
      { intent: "connect-channel", channel: "@fiftyone-sample" },
      { cookie: paidCookie },
    );
    expect(connected.status).toBe(200);
    const team = await workspaceOf(email);
    await waitForSyncs(team);
    expect(await count("SELECT count(*) AS n FROM sync_jobs WHERE workspace_id = ? AND status = 'done'", team)).toBe(1);
    expect(await unitsOn(FREE_TEAMS_USAGE_ROW)).toBe(freeTeamsDailyUnits(budget));
    expect(await unitsOn("units")).toBeGreaterThan(freeTeamsDailyUnits(budget));
  });
});
