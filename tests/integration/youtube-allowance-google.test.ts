// A creator's own channel connected with Google spends the owner's YouTube Analytics quota before
// the shared Data API allowance: its daily refresh takes its uploads' views, likes and comment
// counts from Analytics, and the Data API only for what Analytics cannot give. Run through the
// Worker's queue consumer against the offline YouTube and Analytics fakes (the same sample
// channel), with the Data API units counted as the quota gate records them (quota_ledger). A grant
// revoked is read from the Data API again; what the grant gives stays in the creator's store
// (tests/integration/authorised-data.test.ts).
import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { FAKE_ANALYTICS_BASE_URL } from "~/dev/analytics/fake-analytics";
import { fakeYouTubeWorld } from "~/dev/youtube/fake-world";
import { publicStoreName } from "~/features/channel-data/public-channels.server";
import { encryptToken, tokenKey } from "~/features/google-connection/crypto.server";
import worker from "../../workers/app";
import {
  count,
  freshUploadsJustRead,
  postForm,
  signUp,
  storeCount,
  storeRows,
  storeRun,
  waitForSyncs,
  workspaceOf,
} from "../helpers";

const world = fakeYouTubeWorld();
const OWN = world.own.channel;
const DAY_MS = 86_400_000;
const KEY = btoa(String.fromCharCode(...Array.from({ length: 32 }, (_, i) => (i * 41 + 3) % 256)));
const GOOGLE_ENV = {
  GOOGLE_CLIENT_ID: "vidwise-test.apps.googleusercontent.com",
  GOOGLE_CLIENT_SECRET: "test-client-secret-value",
  TOKEN_ENCRYPTION_KEY: KEY,
  YOUTUBE_ANALYTICS_BASE_URL: FAKE_ANALYTICS_BASE_URL,
};

/** Data API units the ledger holds, all workspaces together, of one method or all. */
const unitsSpent = (method?: string) =>
  method
    ? count("SELECT coalesce(sum(units), 0) AS n FROM quota_ledger WHERE method = ?", method)
    : count("SELECT coalesce(sum(units), 0) AS n FROM quota_ledger");

async function spentBy(action: () => Promise<void>) {
  const before = { all: await unitsSpent(), statistics: await unitsSpent("videos.list") };
  await action();
  return {
    all: (await unitsSpent()) - before.all,
    statistics: (await unitsSpent("videos.list")) - before.statistics,
  };
}

/** As if `days` had passed for the own channel: its readings, refreshes and every copy that much older. */
async function daysLater(days: number) {
  const ms = days * DAY_MS;
  await env.DB.prepare(
    "UPDATE public_channels SET refreshed_at = refreshed_at - ?, record_at = record_at - ?, started_at = started_at - ? WHERE id = ?",
  )
    .bind(ms, ms, ms, OWN.youtubeId)
    .run();
  await env.DB.prepare("UPDATE channels SET last_synced_at = last_synced_at - ? WHERE id = ?")
    .bind(ms, OWN.youtubeId)
    .run();
  const store = publicStoreName(OWN.youtubeId);
  await storeRun(store, "UPDATE videos SET stats_updated_at = stats_updated_at - ?", ms);
  await storeRun(store, "UPDATE video_stats SET captured_at = captured_at - ?", ms);
  await storeRun(store, "UPDATE comment_reads SET read_at = read_at - ?", ms);
}

/** The Google connection's row as the OAuth callback stores it, its access token sealed and valid. */
async function connectGoogle(teamChannelId: string) {
  const user = (await env.DB.prepare("SELECT id FROM users WHERE workspace_id = ?")
    .bind(teamChannelId)
    .first<{ id: string }>())!;
  const key = await tokenKey(KEY);
  const now = Date.now();
  await env.DB.prepare(
    `INSERT INTO google_connections (workspace_id, user_id, channel_id, scopes, include_revenue, refresh_token_ciphertext,
       access_token_ciphertext, access_token_expires_at, status, sync_state, sync_progress, connected_at, updated_at)
     VALUES (?, ?, ?, ?, 0, ?, ?, ?, 'active', 'done', '{}', ?, ?)`,
  )
    .bind(
      teamChannelId,
      user.id,
      OWN.youtubeId,
      "https://www.googleapis.com/auth/youtube.readonly https://www.googleapis.com/auth/yt-analytics.readonly",
      await encryptToken(key, "fake-refresh-token", "refresh"),
      await encryptToken(key, "fake-access-token", "access"),
      Date.UTC(2099, 0, 1),
      now,
      now,
    )
    .run();
}

/** The hourly job's refresh of the own channel, each step a message through the Worker's queue consumer. */
async function dailyRefresh(teamChannelId: string) {
  const id = crypto.randomUUID();
  await env.DB.prepare(
    `INSERT INTO sync_jobs (id, workspace_id, channel_id, kind, status, cursor, updated_at) VALUES (?, ?, ?, 'refresh', 'queued', '{"stage":"feed"}', ?)`,
  )
    .bind(id, teamChannelId, OWN.youtubeId, Date.now())
    .run();
  const sent: unknown[] = [{ jobId: id }];
  const queueEnv = { ...env, ...GOOGLE_ENV, SYNC_QUEUE: { send: async (m: unknown) => void sent.push(m) } };
  for (let step = 0; sent.length > 0; step++) {
    if (step > 60) throw new Error("the refresh did not finish");
    const batch = createMessageBatch("vidwise-sync", [
      { id: `step-${step}`, timestamp: new Date(), attempts: 1, body: sent.shift() },
    ]);
    const ctx = createExecutionContext();
    await worker.queue(batch, queueEnv as unknown as Env);
    expect((await getQueueResult(batch, ctx)).explicitAcks).toEqual([`step-${step}`]);
  }
  expect(await count("SELECT count(*) AS n FROM sync_jobs WHERE id = ? AND status = 'done'", id)).toBe(1);
}

/** The public snapshot the fakes (both APIs) answer for a video: its newest. */
const latestOf = (videoId: string) =>
  world.own.snapshots
    .filter((s) => s.videoYoutubeId === videoId)
    .sort((a, b) => a.capturedAt.localeCompare(b.capturedAt))
    .at(-1)!;

const creator = { email: "allowance-google@example.com", cookie: "", ws: "" };
// An upload of a few months: read weekly, so not due again the day after a reading.
const older = [...world.own.videos]
  .filter((v) => Date.now() - Date.parse(v.publishedAt) > 90 * DAY_MS)
  .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))[0]!;

describe("a channel whose owner connected Google", () => {
  it("is refreshed with no Data API statistics call when every upload is due, and its figures move", async () => {
    creator.cookie = await signUp(creator.email, undefined, { plan: "pro" });
    creator.ws = await workspaceOf(creator.email);
    const connected = await postForm(
      "/account",
      { intent: "connect-channel", channel: `@${OWN.handle}` },
      { cookie: creator.cookie },
    );
    expect(connected.status).toBe(200);
    await waitForSyncs(creator.ws);
    await connectGoogle(creator.ws);
    // The first refresh after the start reads the uploads older than the start read (their
    // records are not in Analytics), and settles the comments' counts.
    await daysLater(1);
    await dailyRefresh(creator.ws);

    // The figures the page shows for an upload went stale; then every upload's reading falls due.
    for (const store of [creator.ws, publicStoreName(OWN.youtubeId)])
      await storeRun(store, "UPDATE videos SET view_count = 1, like_count = 0 WHERE id = ?", older.youtubeId);
    await daysLater(29);
    // Uploads too new for Analytics are the Data API's to read: here none is due.
    await freshUploadsJustRead(world.own.videos, OWN.youtubeId);
    const startedAt = Date.now();
    const spent = await spentBy(() => dailyRefresh(creator.ws));
    expect(spent.statistics).toBe(0);
    expect(spent.all).toBe(0);

    const [[views, likes]] = (await storeRows(
      creator.ws,
      "SELECT view_count, like_count FROM videos WHERE workspace_id = ? AND id = ?",
      creator.ws,
      older.youtubeId,
    )) as [[number, number]];
    expect(views).toBe(latestOf(older.youtubeId).viewCount);
    expect(likes).toBe(latestOf(older.youtubeId).likeCount);
    // Every upload has a reading of this refresh in the creator's store.
    const read = await storeCount(
      creator.ws,
      "SELECT count(*) FROM videos WHERE workspace_id = ? AND stats_updated_at >= ?",
      creator.ws,
      startedAt,
    );
    expect(read).toBe(world.own.videos.length);
  });

  it("reads its statistics from the Data API again once the grant is revoked", async () => {
    await env.DB.prepare("UPDATE google_connections SET status = 'revoked' WHERE workspace_id = ?")
      .bind(creator.ws)
      .run();
    await daysLater(29);
    const spent = await spentBy(() => dailyRefresh(creator.ws));
    // Every upload due: the refresh's most, 4 calls of 50.
    expect(spent.statistics).toBe(4);
  });

  it("still reads the owner's Analytics while another creator follows it as a competitor, into the owner's store only", async () => {
    await env.DB.prepare("UPDATE google_connections SET status = 'active' WHERE workspace_id = ?")
      .bind(creator.ws)
      .run();
    const email = "allowance-google-rival@example.com";
    const cookie = await signUp(email);
    const added = await postForm("/competitor-monitor", { intent: "add", channel: `@${OWN.handle}` }, { cookie });
    expect(added.status).toBe(200);
    const rival = await workspaceOf(email);
    await waitForSyncs(rival);
    await daysLater(29);
    await freshUploadsJustRead(world.own.videos, OWN.youtubeId);
    const spent = await spentBy(() => dailyRefresh(creator.ws));
    expect(spent.statistics).toBe(0);
    // The readings are the creator's: none in the public store, none in the rival's copy.
    for (const store of [publicStoreName(OWN.youtubeId), rival])
      expect(await storeCount(store, "SELECT count(*) FROM video_stats WHERE source = 'analytics'")).toBe(0);
  });
});
