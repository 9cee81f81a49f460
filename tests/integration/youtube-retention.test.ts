// YouTube API data nobody authorised is refreshed or forgotten within the Developer Policies'
// 30 days (docs/youtube-compliance.md): view history and comments past the period go at the next
// refresh unless the operator accepted the derived-metrics amendment; a channel nobody refreshed
// for the period goes with every follower's copy; a deleted account leaves no row and no store.
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { fakeYouTubeWorld } from "~/dev/youtube/fake-world";
import { forgetChannelsNotRefreshed, youtubeClientFor } from "~/features/channel-data/index.server";
import { publicStoreName } from "~/features/channel-data/public-channels.server";
import { type SyncMessage, type SyncSource, runSyncStep } from "~/features/channel-data/sync.server";
import { pruneMarketCache } from "~/features/market-data/index.server";
import { forgetOldTrendPoints } from "~/features/trends/index.server";
import { getDb } from "~/lib/db/client.server";
import worker from "../../workers/app";
import { count, postForm, signUp, storeCount, storeRows, storeRun, waitForSyncs, workspaceOf } from "../helpers";

const db = getDb(env);
const world = fakeYouTubeWorld();
const channelOf = (handle: string) => world.competitors.find((d) => d.channel.handle === handle)!.channel;
const DAY = 86_400_000;
/** signUp's default password. */
const PASSWORD = "correct horse battery";

async function follower(tag: string, handles: string[], plan?: null) {
  const email = `${tag}-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const cookie = await signUp(email, undefined, plan === null ? { plan: null } : {});
  const ws = await workspaceOf(email);
  for (const handle of handles)
    expect((await postForm("/competitor-monitor", { intent: "add", channel: `@${handle}` }, { cookie })).status).toBe(
      200,
    );
  await waitForSyncs(ws);
  return { cookie, ws, email };
}

/** A snapshot and a comment from 40 days ago on the channel's newest held video, in `store`. */
async function plantOldRows(store: string, channelId: string) {
  const [videoId] = (
    await storeRows(store, "SELECT id FROM videos WHERE workspace_id = ? AND channel_id = ? LIMIT 1", store, channelId)
  )[0] as [string];
  const old = Date.now() - 40 * DAY;
  await storeRun(
    store,
    "INSERT OR IGNORE INTO video_stats (workspace_id, video_id, captured_at, view_count) VALUES (?, ?, ?, 1)",
    store,
    videoId,
    old,
  );
  await storeRun(
    store,
    "INSERT OR IGNORE INTO comments (workspace_id, id, video_id, author_name, text, like_count, published_at) VALUES (?, ?, ?, 'Old viewer', 'an old comment', 0, ?)",
    store,
    `old-${videoId}`,
    videoId,
    old,
  );
}

const oldRows = async (store: string) => ({
  snapshots: await storeCount(
    store,
    "SELECT count(*) FROM video_stats WHERE workspace_id = ? AND captured_at < ?",
    store,
    Date.now() - 30 * DAY,
  ),
  comments: await storeCount(
    store,
    "SELECT count(*) FROM comments WHERE workspace_id = ? AND published_at < ?",
    store,
    Date.now() - 30 * DAY,
  ),
});

async function refresh(teamChannelId: string, channelId: string, amendment: "accepted" | undefined) {
  const id = crypto.randomUUID();
  await env.DB.prepare(
    `INSERT INTO sync_jobs (id, workspace_id, channel_id, kind, status, cursor, updated_at) VALUES (?, ?, ?, 'refresh', 'queued', '{"stage":"feed"}', ?)`,
  )
    .bind(id, teamChannelId, channelId, Date.now())
    .run();
  const messages: SyncMessage[] = [{ jobId: id }];
  const queue = { send: async (m: SyncMessage) => void messages.push(m) };
  const source: SyncSource = youtubeClientFor(env, db, teamChannelId);
  const retention = { amendmentAccepted: amendment === "accepted", authorised: [] };
  while (messages.length > 0) await runSyncStep({ db, source, queue, retention }, messages.shift()!.jobId);
}

describe("view history and comments past 30 days", () => {
  it("are deleted at the next refresh, in the follower's copy and the channel's public store, and logged", async () => {
    const vox = channelOf("vox").youtubeId;
    const { ws } = await follower("retention-default", ["vox"]);
    await plantOldRows(ws, vox);
    await plantOldRows(publicStoreName(vox), vox);
    expect(await oldRows(ws)).toEqual({ snapshots: 1, comments: 1 });
    await refresh(ws, vox, undefined);
    expect(await oldRows(ws)).toEqual({ snapshots: 0, comments: 0 });
    expect(await oldRows(publicStoreName(vox))).toEqual({ snapshots: 0, comments: 0 });
    // Today's rows stay.
    expect(await storeCount(ws, "SELECT count(*) FROM videos WHERE workspace_id = ?", ws)).toBeGreaterThan(0);
    const logged = await count(
      "SELECT coalesce(sum(rows), 0) AS n FROM data_retention_log WHERE kind IN ('snapshots-past-period', 'comments-past-period')",
    );
    expect(logged).toBeGreaterThanOrEqual(4);
  });

  it("are kept when the operator accepted the derived-metrics amendment", async () => {
    const mkbhd = channelOf("mkbhd").youtubeId;
    const { ws } = await follower("retention-amendment", ["mkbhd"]);
    await plantOldRows(ws, mkbhd);
    await refresh(ws, mkbhd, "accepted");
    expect(await oldRows(ws)).toEqual({ snapshots: 1, comments: 1 });
  });
});

describe("a channel nobody refreshed for 30 days", () => {
  it("is forgotten with every follower's copy; the followers keep it listed, to read afresh", async () => {
    const veritasium = channelOf("veritasium").youtubeId;
    const a = await follower("stale-a", ["veritasium"]);
    const b = await follower("stale-b", ["veritasium"]);
    // Both paused it, and a month went by.
    await env.DB.prepare("UPDATE public_channels SET refreshed_at = ? WHERE id = ?")
      .bind(Date.now() - 31 * DAY, veritasium)
      .run();
    expect(await forgetChannelsNotRefreshed(db)).toBeGreaterThanOrEqual(1);
    for (const { ws } of [a, b]) {
      expect(
        await storeCount(ws, "SELECT count(*) FROM videos WHERE workspace_id = ? AND channel_id = ?", ws, veritasium),
      ).toBe(0);
      expect(await count("SELECT count(*) AS n FROM channels WHERE workspace_id = ? AND id = ?", ws, veritasium)).toBe(
        1,
      );
    }
    expect(await count("SELECT count(*) AS n FROM public_channels WHERE id = ?", veritasium)).toBe(0);
    const store = publicStoreName(veritasium);
    expect(await storeCount(store, "SELECT count(*) FROM videos WHERE workspace_id = ?", store)).toBe(0);
  });
});

describe("a follower's copy not brought up to date for 30 days", () => {
  it("is deleted while the channel stays fresh for its other followers", async () => {
    const mkbhd = channelOf("mkbhd").youtubeId;
    const paused = await follower("paused-copy", ["mkbhd"]);
    const active = await follower("active-copy", ["mkbhd"]);
    await env.DB.prepare("UPDATE channels SET last_synced_at = ? WHERE workspace_id = ? AND id = ?")
      .bind(Date.now() - 31 * DAY, paused.ws, mkbhd)
      .run();
    await forgetChannelsNotRefreshed(db);
    const videosOf = (ws: string) =>
      storeCount(ws, "SELECT count(*) FROM videos WHERE workspace_id = ? AND channel_id = ?", ws, mkbhd);
    expect(await videosOf(paused.ws)).toBe(0);
    expect(await videosOf(active.ws)).toBeGreaterThan(0);
    expect(await count("SELECT count(*) AS n FROM public_channels WHERE id = ?", mkbhd)).toBe(1);
  });
});

describe("a deleted account", () => {
  it("leaves no row of its own in the control database, an empty store, and no public channel only it followed", async () => {
    const only = channelOf("fifty-sample").youtubeId;
    // A free account: nothing to cancel at Stripe first.
    const { cookie, ws, email } = await follower("leaving", ["fifty-sample"], null);
    const userId = (await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(email).first<{ id: string }>())!
      .id;
    expect(await storeCount(ws, "SELECT count(*) FROM videos WHERE workspace_id = ?", ws)).toBeGreaterThan(0);
    const deleted = await postForm("/account", { intent: "delete-account", password: PASSWORD }, { cookie });
    expect(deleted.status).toBe(302);

    // The hourly job empties the store (through the queue) and forgets channels nobody follows.
    const ctx = createExecutionContext();
    worker.scheduled(createScheduledController({ cron: "7 * * * *", scheduledTime: Date.now() }), env, ctx);
    await waitOnExecutionContext(ctx);
    for (let i = 0; i < 100; i++) {
      const done = await env.DB.prepare("SELECT store_deleted_at AS done FROM store_deletions WHERE workspace_id = ?")
        .bind(ws)
        .first<{ done: number | null }>();
      if (done?.done) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    // Every control table with a workspace or user column: nothing of the account's, but the
    // record that its store was emptied (kept as proof of the deletion).
    const tables = await env.DB.prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations'",
    ).all<{ name: string }>();
    const left: string[] = [];
    for (const { name } of tables.results) {
      if (name === "store_deletions") continue;
      const columns = await env.DB.prepare(`SELECT name FROM pragma_table_info('${name}')`).all<{ name: string }>();
      for (const { name: column } of columns.results) {
        const value = column === "workspace_id" ? ws : column === "user_id" ? userId : null;
        if (!value) continue;
        const n = await count(`SELECT count(*) AS n FROM "${name}" WHERE "${column}" = ?`, value);
        if (n > 0) left.push(`${name}.${column}: ${n}`);
      }
    }
    expect(left).toEqual([]);
    expect(await storeCount(ws, "SELECT count(*) FROM videos")).toBe(0);
    expect(await storeCount(ws, "SELECT count(*) FROM video_stats")).toBe(0);
    // The one channel only this account followed: its public data is gone too.
    expect(await count("SELECT count(*) AS n FROM public_channels WHERE id = ?", only)).toBe(0);
    const store = publicStoreName(only);
    expect(await storeCount(store, "SELECT count(*) FROM videos")).toBe(0);
  });
});

describe("search results and the trends' history", () => {
  it("keeps a keyword's measurements 30 days without the amendment, a year with it", async () => {
    const insert = (keyword: string, daysAgo: number) =>
      env.DB.prepare(
        "INSERT INTO trend_points (keyword, at, views_per_day, uploads_per_week, videos_sampled) VALUES (?, ?, 10, 1, 5)",
      )
        .bind(keyword, Date.now() - daysAgo * DAY)
        .run();
    await insert("retention keyword", 40);
    await insert("retention keyword", 2);
    expect(await forgetOldTrendPoints(db, { amendmentAccepted: true })).toBe(0);
    expect(await count("SELECT count(*) AS n FROM trend_points WHERE keyword = 'retention keyword'")).toBe(2);
    expect(await forgetOldTrendPoints(db, { amendmentAccepted: false })).toBe(1);
    expect(await count("SELECT count(*) AS n FROM trend_points WHERE keyword = 'retention keyword'")).toBe(1);
  });

  it("drops analysed searches past the shared cache's week even when nobody searches again", async () => {
    const insert = (query: string, daysAgo: number) =>
      env.DB.prepare("INSERT INTO market_cache (query, payload, created_at) VALUES (?, '{}', ?)")
        .bind(query, Date.now() - daysAgo * DAY)
        .run();
    await insert("old retention search", 8);
    await insert("new retention search", 1);
    expect(await pruneMarketCache(db)).toBe(1);
    expect(await count("SELECT count(*) AS n FROM market_cache WHERE query LIKE '% retention search'")).toBe(1);
  });
});
