// The reach report (thumbnail impressions and CTR) read from the YouTube Reporting API into the
// workspace's store: the job made on the first run, 30 days of history, only new days after, a
// day Google restated read again and replaced whole, a connection without a job picked up by the
// cron, and a refusal recorded rather than retried.
// Every Reporting call goes to the offline fake serving the sample channel.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { fakeYouTubeWorld } from "~/dev/youtube/fake-world";
import { createFakeAnalyticsApi, FAKE_ANALYTICS_ORIGIN, restateReachDay } from "~/dev/analytics/fake-analytics";
import { encryptToken, tokenKey } from "~/features/google-connection/crypto.server";
import { googleConnections, googleReachJobs } from "~/features/google-connection/tables";
import { queueDueReachReads, readReach } from "~/features/google-connection/reach/reach-sync.server";
import { reachTotals } from "~/features/google-connection/reach/reach-reads.server";
import type { AccessToken } from "~/features/google-connection/tokens.server";
import { getDb } from "~/lib/db/client.server";
import { signUp, storeRows } from "../helpers";

const db = getDb(env);
const NOW = new Date();
const world = fakeYouTubeWorld(NOW);
const KEY = btoa(String.fromCharCode(...Array.from({ length: 32 }, (_, i) => (i * 41 + 7) % 256)));
const testEnv = { ...env, TOKEN_ENCRYPTION_KEY: KEY, YOUTUBE_REPORTING_BASE_URL: `${FAKE_ANALYTICS_ORIGIN}/v1` } as Env;
const tokenFor = async (): Promise<AccessToken> => ({
  token: "fake-access-token",
  channelId: world.own.channel.youtubeId,
  includeRevenue: false,
});

let accounts = 0;
async function connectedWorkspace() {
  const email = `google-reach-${++accounts}-${crypto.randomUUID().slice(0, 8)}@example.com`;
  await signUp(email);
  const user = (await env.DB.prepare("SELECT id, workspace_id FROM users WHERE email = ?")
    .bind(email)
    .first<{ id: string; workspace_id: string }>())!;
  const key = await tokenKey(KEY);
  await db.insert(googleConnections).values({
    teamChannelId: user.workspace_id,
    userId: user.id,
    channelId: world.own.channel.youtubeId,
    scopes: "https://www.googleapis.com/auth/yt-analytics.readonly",
    includeRevenue: false,
    refreshTokenCiphertext: await encryptToken(key, "fake-refresh-token", "refresh"),
    accessTokenCiphertext: await encryptToken(key, "fake-access-token", "access"),
    accessTokenExpiresAt: new Date(Date.UTC(2099, 0, 1)),
    status: "active",
    syncState: "done",
    syncProgress: {},
    connectedAt: NOW,
    updatedAt: NOW,
  });
  return user.workspace_id;
}

const yesterday = new Date(NOW.getTime() - 86_400_000).toISOString().slice(0, 10);
const monthAgo = new Date(NOW.getTime() - 31 * 86_400_000).toISOString().slice(0, 10);
const expectedRows = world.own.dailyAnalytics.filter(
  (r) => r.videoYoutubeId !== null && (r.impressions ?? 0) > 0 && r.date > monthAgo && r.date <= yesterday,
);

describe("the reach report from the Reporting API", () => {
  it("makes the job, reads 30 days of history into the store per video per day, then only new days", async () => {
    const teamChannelId = await connectedWorkspace();
    const calls: string[] = [];
    const fake = createFakeAnalyticsApi(world);
    const fetch = async (r: Request) => (calls.push(`${r.method} ${new URL(r.url).pathname}`), fake(r));

    const first = await readReach({ env: testEnv, db, fetch, tokenFor }, teamChannelId, NOW);
    // The sample's per-video days end where its data ends (at the latest yesterday).
    const newestDay = expectedRows
      .map((r) => r.date)
      .sort()
      .at(-1);
    expect(first).toMatchObject({ outcome: "read", jobCreated: true, readThrough: newestDay });
    expect(calls.filter((c) => c === "POST /v1/jobs")).toHaveLength(1);
    const job = await db.select().from(googleReachJobs).where(eq(googleReachJobs.teamChannelId, teamChannelId)).get();
    expect(job).toMatchObject({ readThrough: newestDay, error: null });

    const stored = await storeRows(
      teamChannelId,
      "SELECT video_id, date, impressions, ctr FROM video_reach_days WHERE workspace_id = ? ORDER BY date, video_id",
      teamChannelId,
    );
    expect(stored.length).toBe(expectedRows.length);
    expect(stored.length).toBeGreaterThan(0);
    const sample = expectedRows[0]!;
    const row = stored.find((r) => r[0] === sample.videoYoutubeId && r[1] === sample.date)!;
    expect(row[2]).toBe(sample.impressions);
    expect(Number(row[3])).toBeCloseTo(sample.impressionsCtr! / 100, 4);

    // The totals other features read: impressions summed, CTR as clicks over impressions.
    const totals = await reachTotals(db, teamChannelId);
    const mine = expectedRows.filter((r) => r.videoYoutubeId === sample.videoYoutubeId);
    const impressions = mine.reduce((s, r) => s + r.impressions!, 0);
    expect(totals.get(sample.videoYoutubeId!)?.impressions).toBe(impressions);

    // A second run the same day: the job is kept, no day is downloaded again.
    calls.length = 0;
    const again = await readReach({ env: testEnv, db, fetch, tokenFor }, teamChannelId, NOW);
    expect(again).toMatchObject({ outcome: "read", jobCreated: false, days: 0, readThrough: newestDay });
    expect(calls.some((c) => c.startsWith("POST") || c.includes("/media/"))).toBe(false);
  });

  it("reads a day Google restated again and replaces that day whole, without downloading unchanged days", async () => {
    const teamChannelId = await connectedWorkspace();
    const calls: string[] = [];
    const fake = createFakeAnalyticsApi(world);
    const fetch = async (r: Request) => (calls.push(r.url), fake(r));
    await readReach({ env: testEnv, db, fetch, tokenFor }, teamChannelId, NOW);
    const rowsOf = (day?: string) =>
      storeRows(
        teamChannelId,
        `SELECT video_id, date, impressions, ctr FROM video_reach_days WHERE workspace_id = ?${day ? " AND date = ?" : ""} ORDER BY date, video_id`,
        ...(day ? [teamChannelId, day] : [teamChannelId]),
      );
    const before = await rowsOf();
    // A day with two or more videos: Google's new copy changes one video's figures and drops another.
    const counts = new Map<string, number>();
    for (const r of before) counts.set(String(r[1]), (counts.get(String(r[1])) ?? 0) + 1);
    const day = [...counts].find(([, n]) => n >= 2)![0];
    const old = await rowsOf(day);
    const [kept, dropped] = [String(old[0]![0]), String(old[1]![0])];
    restateReachDay(fake, day, [{ videoId: kept, impressions: 12_345, ctr: 0.0678 }]);

    calls.length = 0;
    const later = new Date(NOW.getTime() + 86_400_000);
    const run = await readReach({ env: testEnv, db, fetch, tokenFor }, teamChannelId, later);
    expect(run).toMatchObject({ outcome: "read", days: 1, restated: 1, rows: 1 });
    // Only reports made since the last run are listed, and only the restated copy is downloaded.
    expect(calls.filter((u) => u.includes("/reports")).every((u) => new URL(u).searchParams.has("createdAfter"))).toBe(
      true,
    );
    expect(calls.filter((u) => u.includes("/media/"))).toHaveLength(1);
    expect(calls.find((u) => u.includes("/media/"))).toContain(`${day.replace(/-/g, "")}.1`);

    const now = await rowsOf(day);
    expect(now.map((r) => [r[0], r[2], Number(r[3])])).toEqual([[kept, 12_345, 0.0678]]);
    expect(now.some((r) => r[0] === dropped)).toBe(false);
    // Every other day is as it was.
    const others = (await rowsOf()).filter((r) => r[1] !== day);
    expect(others).toEqual(before.filter((r) => r[1] !== day));

    // Nothing new since: nothing is downloaded again.
    calls.length = 0;
    const again = await readReach({ env: testEnv, db, fetch, tokenFor }, teamChannelId, later);
    expect(again).toMatchObject({ outcome: "read", days: 0, restated: 0 });
    expect(calls.some((u) => u.includes("/media/"))).toBe(false);
  });

  it("keeps a restated day's old rows when its download fails, and reads it at the next run", async () => {
    const teamChannelId = await connectedWorkspace();
    const fake = createFakeAnalyticsApi(world);
    await readReach({ env: testEnv, db, fetch: fake, tokenFor }, teamChannelId, NOW);
    const day = expectedRows[0]!.date;
    const dayRows = () =>
      storeRows(
        teamChannelId,
        "SELECT video_id, impressions FROM video_reach_days WHERE workspace_id = ? AND date = ? ORDER BY video_id",
        teamChannelId,
        day,
      );
    const old = await dayRows();
    restateReachDay(fake, day, [{ videoId: String(old[0]![0]), impressions: 777, ctr: 0.05 }]);
    const failing = async (r: Request) =>
      r.url.includes("/media/")
        ? Response.json({ error: { code: 500, message: "Backend Error" } }, { status: 500 })
        : fake(r);
    await expect(readReach({ env: testEnv, db, fetch: failing, tokenFor }, teamChannelId, NOW)).rejects.toThrow(/500/);
    expect(await dayRows()).toEqual(old);

    const retried = await readReach({ env: testEnv, db, fetch: fake, tokenFor }, teamChannelId, NOW);
    expect(retried).toMatchObject({ outcome: "read", days: 1, restated: 1 });
    expect(await dayRows()).toEqual([[String(old[0]![0]), 777]]);
  });

  it("queues a connection made before reach was read (no job yet), and not again within the day", async () => {
    const teamChannelId = await connectedWorkspace();
    const sent: unknown[] = [];
    const queueEnv = { SYNC_QUEUE: { send: async (m: unknown) => void sent.push(m) } } as unknown as Env;
    await queueDueReachReads(queueEnv, db, NOW);
    expect(sent).toContainEqual({ kind: "google-reach", teamChannelId });

    await readReach({ env: testEnv, db, fetch: createFakeAnalyticsApi(world), tokenFor }, teamChannelId, NOW);
    sent.length = 0;
    await queueDueReachReads(queueEnv, db, NOW);
    expect(sent).not.toContainEqual({ kind: "google-reach", teamChannelId });
    await queueDueReachReads(queueEnv, db, new Date(NOW.getTime() + 21 * 3_600_000));
    expect(sent).toContainEqual({ kind: "google-reach", teamChannelId });
  });

  it("records Google's refusal on the job instead of retrying, and stores nothing", async () => {
    const teamChannelId = await connectedWorkspace();
    const fake = createFakeAnalyticsApi(world);
    await readReach({ env: testEnv, db, fetch: fake, tokenFor }, teamChannelId, NOW);
    const refusing = async () =>
      Response.json(
        { error: { code: 403, message: "Request had insufficient authentication scopes." } },
        { status: 403 },
      );
    const run = await readReach({ env: testEnv, db, fetch: refusing, tokenFor }, teamChannelId, NOW);
    expect(run).toMatchObject({ outcome: "refused" });
    const job = await db.select().from(googleReachJobs).where(eq(googleReachJobs.teamChannelId, teamChannelId)).get();
    expect(job?.error).toContain("insufficient authentication scopes");
  });
});
