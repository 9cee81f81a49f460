// Authorised Data stays with the creator who authorised it (YouTube Developer Policies III.E.3.b,
// III.D.2.c; docs/youtube-compliance.md). Team A connects Google for its channel; team B enters
// the same channel as its own with no grant; team C follows it as a competitor. B's refresh never
// uses A's grant; A's refresh keeps its Analytics readings in A's store only, marked as such; the
// public store and B's and C's copies hold public readings only; disconnecting Google deletes A's
// readings and puts the public counts back. Through the Worker's queue consumer against the
// offline YouTube and Analytics fakes.
import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { FAKE_ANALYTICS_BASE_URL } from "~/dev/analytics/fake-analytics";
import { fakeYouTubeWorld } from "~/dev/youtube/fake-world";
import { publicStoreName } from "~/features/channel-data/public-channels.server";
import { rereadListedPublicChannels } from "~/features/channel-data/public-rereads.server";
import { encryptToken, tokenKey } from "~/features/google-connection/crypto.server";
import { GOOGLE_DISCONNECT_INTENT } from "~/features/google-connection/messages";
import { getDb } from "~/lib/db/client.server";
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
const PUBLIC = publicStoreName(OWN.youtubeId);
const DAY_MS = 86_400_000;
const KEY = btoa(String.fromCharCode(...Array.from({ length: 32 }, (_, i) => (i * 29 + 7) % 256)));
const GOOGLE_ENV = {
  GOOGLE_CLIENT_ID: "vidwise-test.apps.googleusercontent.com",
  GOOGLE_CLIENT_SECRET: "test-client-secret-value",
  TOKEN_ENCRYPTION_KEY: KEY,
  YOUTUBE_ANALYTICS_BASE_URL: FAKE_ANALYTICS_BASE_URL,
};

const videosListUnits = () =>
  count("SELECT coalesce(sum(units), 0) AS n FROM quota_ledger WHERE method = 'videos.list'");

/** As if `days` had passed for the channel: its readings, refreshes and every copy that much older. */
async function daysLater(days: number, stores: string[]) {
  const ms = days * DAY_MS;
  await env.DB.prepare(
    "UPDATE public_channels SET refreshed_at = refreshed_at - ?, record_at = record_at - ?, started_at = started_at - ? WHERE id = ?",
  )
    .bind(ms, ms, ms, OWN.youtubeId)
    .run();
  await env.DB.prepare("UPDATE channels SET last_synced_at = last_synced_at - ? WHERE id = ?")
    .bind(ms, OWN.youtubeId)
    .run();
  for (const store of [PUBLIC, ...stores]) {
    await storeRun(store, "UPDATE videos SET stats_updated_at = stats_updated_at - ?", ms);
    await storeRun(store, "UPDATE video_stats SET captured_at = captured_at - ?", ms);
  }
  await storeRun(PUBLIC, "UPDATE comment_reads SET read_at = read_at - ?", ms);
}

/** A Google connection to the channel as the OAuth callback stores it, its access token valid. */
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

/** A daily refresh of the channel for one workspace, each step through the Worker's queue consumer. */
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
    if (step > 80) throw new Error("the refresh did not finish");
    const batch = createMessageBatch("vidwise-sync", [
      { id: `step-${step}`, timestamp: new Date(), attempts: 1, body: sent.shift() },
    ]);
    const ctx = createExecutionContext();
    await worker.queue(batch, queueEnv as unknown as Env);
    expect((await getQueueResult(batch, ctx)).explicitAcks).toEqual([`step-${step}`]);
  }
  expect(await count("SELECT count(*) AS n FROM sync_jobs WHERE id = ? AND status = 'done'", id)).toBe(1);
}

/** Snapshots in a store marked as coming from a Google grant. */
const analyticsReadings = (store: string) =>
  storeCount(store, "SELECT count(*) FROM video_stats WHERE source = 'analytics'");
/** Snapshots in a store taken from `since` on that carry likes: a videos.list or an Analytics reading, never the feed's. */
const readingsWithLikesSince = (store: string, since: number) =>
  storeCount(store, "SELECT count(*) FROM video_stats WHERE captured_at >= ? AND like_count IS NOT NULL", since);

const a = { email: "authorised-a@example.com", cookie: "", ws: "" };
const b = { email: "authorised-b@example.com", cookie: "", ws: "" };
const c = { email: "authorised-c@example.com", cookie: "", ws: "" };
// An upload of a few months, not listed by the feed: its readings come from statistics calls.
const older = [...world.own.videos]
  .filter((v) => Date.now() - Date.parse(v.publishedAt) > 90 * DAY_MS)
  .sort((x, y) => y.publishedAt.localeCompare(x.publishedAt))[0]!;

describe("one creator's YouTube Analytics", () => {
  it("is never used for another team that enters the same channel as its own", async () => {
    a.cookie = await signUp(a.email, undefined, { plan: "pro" });
    a.ws = await workspaceOf(a.email);
    b.cookie = await signUp(b.email, undefined, { plan: "pro" });
    b.ws = await workspaceOf(b.email);
    for (const team of [a, b]) {
      const connected = await postForm(
        "/account",
        { intent: "connect-channel", channel: `@${OWN.handle}` },
        { cookie: team.cookie },
      );
      expect(connected.status).toBe(200);
      await waitForSyncs(team.ws);
    }
    await connectGoogle(a.ws);
    // The first refresh after the start reads the uploads older than the start read.
    await daysLater(1, [a.ws, b.ws]);
    await dailyRefresh(b.ws);

    // Every upload's reading falls due; B refreshes first.
    await daysLater(29, [a.ws, b.ws]);
    const before = await videosListUnits();
    await dailyRefresh(b.ws);
    // B's due readings came from the Data API (the refresh's most: 4 calls of 50): A's grant was not asked.
    expect((await videosListUnits()) - before).toBe(4);
    expect(await analyticsReadings(b.ws)).toBe(0);
    expect(await analyticsReadings(PUBLIC)).toBe(0);
  });

  it("reads A's own refresh into A's store only, marked as Analytics", async () => {
    // C follows the channel as a competitor.
    c.cookie = await signUp(c.email);
    c.ws = await workspaceOf(c.email);
    const added = await postForm(
      "/competitor-monitor",
      { intent: "add", channel: `@${OWN.handle}` },
      { cookie: c.cookie },
    );
    expect(added.status).toBe(200);
    await waitForSyncs(c.ws);
    await daysLater(29, [a.ws, b.ws, c.ws]);
    // Uploads too new for Analytics are the Data API's to read: here none is due.
    await freshUploadsJustRead(world.own.videos, OWN.youtubeId);
    const startedAt = Date.now();
    const before = await videosListUnits();
    await dailyRefresh(a.ws);
    expect((await videosListUnits()) - before).toBe(0);
    expect(await analyticsReadings(a.ws)).toBeGreaterThan(0);
    const [[views, likes]] = (await storeRows(
      a.ws,
      "SELECT view_count, like_count FROM videos WHERE workspace_id = ? AND id = ?",
      a.ws,
      older.youtubeId,
    )) as [[number, number]];
    const latest = world.own.snapshots
      .filter((s) => s.videoYoutubeId === older.youtubeId)
      .sort((x, y) => x.capturedAt.localeCompare(y.capturedAt))
      .at(-1)!;
    expect([views, likes]).toEqual([latest.viewCount, latest.likeCount]);
    // Nothing of it reached the public store: its readings of this refresh are the feed's (no likes).
    expect(await analyticsReadings(PUBLIC)).toBe(0);
    expect(await readingsWithLikesSince(PUBLIC, startedAt)).toBe(0);

    // B's and C's copies, brought up to date after A's refresh, hold none of it either.
    for (const team of [b, c]) {
      await env.DB.prepare("UPDATE channels SET last_synced_at = last_synced_at - 1000 WHERE workspace_id = ?")
        .bind(team.ws)
        .run();
      await dailyRefresh(team.ws);
      expect(await analyticsReadings(team.ws)).toBe(0);
      expect(await readingsWithLikesSince(team.ws, startedAt)).toBe(0);
    }
  });

  it("is deleted from A's store when A disconnects Google, the public counts put back", async () => {
    // The public reading of the upload, as B's and C's stores show it.
    await storeRun(PUBLIC, "UPDATE videos SET view_count = 7, like_count = 3 WHERE id = ?", older.youtubeId);
    const disconnected = await postForm("/account", { intent: GOOGLE_DISCONNECT_INTENT }, { cookie: a.cookie });
    expect(disconnected.status).toBe(200);
    expect(await analyticsReadings(a.ws)).toBe(0);
    const [[views, likes]] = (await storeRows(
      a.ws,
      "SELECT view_count, like_count FROM videos WHERE workspace_id = ? AND id = ?",
      a.ws,
      older.youtubeId,
    )) as [[number, number]];
    expect([views, likes]).toEqual([7, 3]);
    // The videos stay.
    expect(await storeCount(a.ws, "SELECT count(*) FROM videos WHERE channel_id = ?", OWN.youtubeId)).toBeGreaterThan(
      0,
    );
  });
});

describe("a public channel listed to be read again", () => {
  it("is emptied with every follower's copy, and the next refresh reads it afresh", async () => {
    // A reading that may have leaked before readings were kept apart carries no source.
    await storeRun(PUBLIC, "UPDATE videos SET like_count = 648 WHERE id = ?", older.youtubeId);
    await storeRun(c.ws, "UPDATE videos SET like_count = 648 WHERE id = ?", older.youtubeId);
    await env.DB.prepare("INSERT INTO public_channel_rereads (channel_id) VALUES (?)").bind(OWN.youtubeId).run();

    expect(await rereadListedPublicChannels(getDb(env))).toBe(1);
    expect(await storeCount(PUBLIC, "SELECT count(*) FROM videos")).toBe(0);
    for (const team of [a, b, c])
      expect(await storeCount(team.ws, "SELECT count(*) FROM videos WHERE channel_id = ?", OWN.youtubeId)).toBe(0);
    expect(await count("SELECT count(*) AS n FROM public_channel_rereads")).toBe(0);

    // B's next refresh starts the channel again; C's copies it whole, with public figures.
    await dailyRefresh(b.ws);
    await dailyRefresh(c.ws);
    const [[likes]] = (await storeRows(
      c.ws,
      "SELECT like_count FROM videos WHERE workspace_id = ? AND id = ?",
      c.ws,
      older.youtubeId,
    )) as [[number]];
    expect(likes).not.toBe(648);
    expect(await storeCount(c.ws, "SELECT count(*) FROM videos WHERE channel_id = ?", OWN.youtubeId)).toBeGreaterThan(
      0,
    );
  });
});
