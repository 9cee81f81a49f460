// What a creator costs of the one YouTube Data API allowance, counted as the quota gate records
// every call before it is sent (quota_ledger). Through the Worker: connecting a channel and adding
// three competitors, the Competitor Monitor's Refresh the same day and a day later, a second
// creator following the same competitors, and a video deleted on YouTube gone after a refresh.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { FAKE_YOUTUBE_BASE_URL, createFakeYouTubeApi } from "~/dev/youtube/fake-api";
import { fakeYouTubeWorld } from "~/dev/youtube/fake-world";
import { publicStoreName } from "~/features/channel-data/public-channels.server";
import { START_LIMITS, START_UNIT_BUDGET } from "~/features/channel-data/refresh-schedule";
import { type SyncMessage, type SyncSource, runSyncStep } from "~/features/channel-data/sync.server";
import { createYouTubeClient } from "~/features/channel-data/youtube/client";
import { readChannelFeed } from "~/features/channel-data/youtube/feed";
import { createMemoryQuotaGate } from "~/features/channel-data/youtube/quota";
import { getDb } from "~/lib/db/client.server";
import { count, get, postForm, signUp, storeCount, storeRows, storeRun, waitForSyncs, workspaceOf } from "../helpers";

const world = fakeYouTubeWorld();
const channelOf = (handle: string) => world.competitors.find((d) => d.channel.handle === handle)!;
const OWN = "nineteen-sample";
const COMPETITORS = ["vox", "veritasium", "mkbhd"];

/** Units the ledger holds, all workspaces together, and by method. */
const unitsSpent = (method?: string) =>
  method
    ? count("SELECT coalesce(sum(units), 0) AS n FROM quota_ledger WHERE method = ?", method)
    : count("SELECT coalesce(sum(units), 0) AS n FROM quota_ledger");

async function spentBy(action: () => Promise<void>) {
  const before = { all: await unitsSpent(), comments: await unitsSpent("commentThreads.list") };
  await action();
  return {
    all: (await unitsSpent()) - before.all,
    comments: (await unitsSpent("commentThreads.list")) - before.comments,
  };
}

async function follow(cookie: string, handles: string[]) {
  for (const handle of handles) {
    const added = await postForm("/competitor-monitor", { intent: "add", channel: `@${handle}` }, { cookie });
    expect(added.status).toBe(200);
  }
}

async function refreshButton(cookie: string, ws: string) {
  expect((await postForm("/competitor-monitor", { intent: "refresh" }, { cookie })).status).toBe(200);
  await waitForSyncs(ws);
}

/** As if a day had passed: every channel's last refresh and reading, and each workspace's copy, a day older. */
async function aDayLater(teamChannelIds: string[]) {
  const day = 86_400_000;
  await env.DB.prepare(
    "UPDATE public_channels SET refreshed_at = refreshed_at - ?, record_at = record_at - ?, started_at = started_at - ?",
  )
    .bind(day, day, day)
    .run();
  await env.DB.prepare("UPDATE channels SET last_synced_at = last_synced_at - ?").bind(day).run();
  for (const id of teamChannelIds) {
    const store = publicStoreName(id);
    await storeRun(store, "UPDATE videos SET stats_updated_at = stats_updated_at - ?", day);
    await storeRun(store, "UPDATE video_stats SET captured_at = captured_at - ?", day);
    await storeRun(store, "UPDATE comment_reads SET read_at = read_at - ?", day);
  }
}

const creator = { email: "allowance-first@example.com", cookie: "", ws: "" };
const competitorIds = COMPETITORS.map((h) => channelOf(h).channel.youtubeId);

describe("one creator's cost of the allowance", () => {
  it("a start (a channel and three competitors) costs at most 30 units", async () => {
    creator.cookie = await signUp(creator.email);
    creator.ws = await workspaceOf(creator.email);
    const spent = await spentBy(async () => {
      const connected = await postForm(
        "/account",
        { intent: "connect-channel", channel: `@${OWN}` },
        { cookie: creator.cookie },
      );
      expect(connected.status).toBe(200);
      await follow(creator.cookie, COMPETITORS);
      await waitForSyncs(creator.ws);
    });
    expect(spent.all).toBeGreaterThan(0);
    expect(spent.all).toBeLessThanOrEqual(START_UNIT_BUDGET);
    // The tools have what they need: every competitor's uploads and every comment thread of the own
    // channel, on all 19 uploads, read newest first across the channel at one unit a hundred.
    const report = (await (await get("/api/channel", { cookie: creator.cookie })).json()) as {
      videoCount: number;
      commentCount: number;
    };
    expect(report.videoCount).toBe(19);
    const threads = channelOf(OWN).comments.filter((c) => c.parentYoutubeId === null);
    expect(new Set(threads.map((c) => c.videoYoutubeId)).size).toBe(19);
    expect(report.commentCount).toBe(channelOf(OWN).comments.length);
    expect(spent.comments).toBe(Math.ceil(threads.length / 100));
  });

  it("a second creator following the same competitors the same day pays at most 3 units, and sees the same uploads", async () => {
    const email = "allowance-second@example.com";
    const cookie = await signUp(email);
    const ws = await workspaceOf(email);
    const spent = await spentBy(async () => {
      await follow(cookie, COMPETITORS);
      await waitForSyncs(ws);
    });
    expect(spent.all).toBeLessThanOrEqual(3);
    for (const id of competitorIds) {
      const theirs = await count(
        "SELECT count(*) AS n FROM channels WHERE workspace_id = ? AND id = ? AND last_synced_at IS NOT NULL",
        ws,
        id,
      );
      expect(theirs).toBe(1);
    }
    const csv = await (await get("/competitor-monitor/videos.csv", { cookie })).text();
    const first = await (await get("/competitor-monitor/videos.csv", { cookie: creator.cookie })).text();
    expect(csv.split("\n").length).toBe(first.split("\n").length);
  });

  it("the Refresh button keeps the daily refresh's rules: what was just read is copied, not read again", async () => {
    // The competitors were read minutes ago by the start: a press copies those reads.
    const pressed = await spentBy(() => refreshButton(creator.cookie, creator.ws));
    expect(pressed.all).toBe(0);
    const again = await spentBy(() => refreshButton(creator.cookie, creator.ws));
    expect(again.all).toBe(0);
    const page = await (await get("/competitor-monitor", { cookie: creator.cookie })).text();
    expect(page).toContain(channelOf(COMPETITORS[0]!).channel.title);
  });

  it("a day later, with nothing changed on YouTube, reads no comments of competitors and at most a statistics call each", async () => {
    await aDayLater(competitorIds);
    const spent = await spentBy(() => refreshButton(creator.cookie, creator.ws));
    expect(spent.comments).toBe(0);
    expect(spent.all).toBeLessThanOrEqual(COMPETITORS.length);
  });

  it("comments are read again only where their count moved", async () => {
    const own = channelOf(OWN).channel.youtubeId;
    // The start read every thread: the first daily refresh finds no count moved.
    await aDayLater([own, ...competitorIds]);
    await env.DB.prepare("UPDATE channels SET last_synced_at = 0 WHERE workspace_id = ? AND role = 'own'")
      .bind(creator.ws)
      .run();
    const first = await spentBy(() => runRefreshOf(creator.ws, own));
    expect(first.comments).toBe(0);
    // The next day nothing moved: no comment call at all.
    await aDayLater([own, ...competitorIds]);
    const still = await spentBy(() => runRefreshOf(creator.ws, own));
    expect(still.comments).toBe(0);
    // The day after, one video's count moved (as a statistics reading would have seen): one page
    // of its newest comments, stopping at those already held.
    await aDayLater([own, ...competitorIds]);
    const [[videoId]] = (await storeRows(
      publicStoreName(own),
      "SELECT video_id FROM comment_reads ORDER BY video_id LIMIT 1",
    )) as [[string]];
    // A statistics reading just now saw three more comments on it (and nothing else due).
    await storeRun(publicStoreName(own), "UPDATE videos SET stats_updated_at = ?", Date.now());
    await storeRun(publicStoreName(own), "UPDATE videos SET comment_count = comment_count + 3 WHERE id = ?", videoId);
    const moved = await spentBy(() => runRefreshOf(creator.ws, own));
    expect(moved.comments).toBe(1);
  });
});

describe("a video deleted on YouTube", () => {
  it("is gone from every follower's Competitor Monitor and CSV after a refresh", async () => {
    const vox = channelOf("vox");
    const newest = [...vox.videos].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))[0]!;
    const before = await (await get("/competitor-monitor/videos.csv", { cookie: creator.cookie })).text();
    expect(before).toContain(newest.youtubeId);

    // YouTube without that video: the API does not return it, the feed does not list it.
    const fake = createFakeYouTubeApi(world);
    const client = createYouTubeClient({
      apiKey: "test-key",
      baseUrl: FAKE_YOUTUBE_BASE_URL,
      fetch: fake,
      quota: createMemoryQuotaGate(),
      sleep: async () => {},
    });
    const withoutIt: SyncSource = {
      ...client,
      getVideos: async (ids) => client.getVideos(ids.filter((id) => id !== newest.youtubeId)),
      readFeed: async (id) =>
        (await readChannelFeed(fake, "http://youtube.fake/feeds", id))?.filter((e) => e.videoId !== newest.youtubeId) ??
        null,
    };
    await aDayLater([vox.channel.youtubeId]);
    await runRefreshOf(creator.ws, vox.channel.youtubeId, withoutIt);

    const page = await (await get("/competitor-monitor", { cookie: creator.cookie })).text();
    expect(page).not.toContain(newest.title);
    const after = await (await get("/competitor-monitor/videos.csv", { cookie: creator.cookie })).text();
    expect(after).not.toContain(newest.youtubeId);
    // The second follower's copy applies the removal at its next refresh (the channel was just read: a copy).
    const second = await workspaceOf("allowance-second@example.com");
    await env.DB.prepare("UPDATE channels SET last_synced_at = last_synced_at - 1000 WHERE workspace_id = ?")
      .bind(second)
      .run();
    await runRefreshOf(second, vox.channel.youtubeId, withoutIt);
    expect(await count("SELECT count(*) AS n FROM public_video_removals WHERE video_id = ?", newest.youtubeId)).toBe(1);
  });
});

describe("a large creator's start", () => {
  it("keeps the newest threads up to the start's cap, with three competitors inside the same 30 units", async () => {
    // The sample channel: 200+ uploads and more threads than the cap; its competitors 50+ uploads each.
    const own = world.own;
    const rivals = world.competitors.filter((d) => d.videos.length >= START_LIMITS.competitor.uploads).slice(0, 3);
    expect(rivals).toHaveLength(3);
    const email = "allowance-large@example.com";
    const cookie = await signUp(email);
    const ws = await workspaceOf(email);
    const spent = await spentBy(async () => {
      const connected = await postForm(
        "/account",
        { intent: "connect-channel", channel: `@${own.channel.handle}` },
        { cookie },
      );
      expect(connected.status).toBe(200);
      await follow(
        cookie,
        rivals.map((d) => d.channel.handle!),
      );
      await waitForSyncs(ws);
    });
    const cap = START_LIMITS.own.commentPages * 100;
    const threads = own.comments.filter((c) => c.parentYoutubeId === null);
    expect(own.videos.length).toBeGreaterThan(START_LIMITS.own.uploads);
    expect(threads.length).toBeGreaterThan(cap);
    expect(spent.comments).toBe(START_LIMITS.own.commentPages);
    expect(spent.all).toBeLessThanOrEqual(START_UNIT_BUDGET);
    // The newest `cap` threads across the channel, less those on uploads older than the start read.
    const held = new Set(
      [...own.videos]
        .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.youtubeId.localeCompare(b.youtubeId))
        .slice(0, START_LIMITS.own.uploads)
        .map((v) => v.youtubeId),
    );
    const newest = threads
      .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.youtubeId.localeCompare(b.youtubeId))
      .slice(0, cap)
      .filter((c) => held.has(c.videoYoutubeId));
    expect(await storeCount(ws, "SELECT count(*) FROM comments WHERE parent_id IS NULL")).toBe(newest.length);
  });
});

/** Runs a refresh of one channel of a workspace to its end, in this test, with `source` as YouTube. */
async function runRefreshOf(teamChannelId: string, channelId: string, source?: SyncSource) {
  const db = getDb(env);
  const id = crypto.randomUUID();
  await env.DB.prepare(
    `INSERT INTO sync_jobs (id, workspace_id, channel_id, kind, status, cursor, updated_at) VALUES (?, ?, ?, 'refresh', 'queued', '{"stage":"feed"}', ?)`,
  )
    .bind(id, teamChannelId, channelId, Date.now())
    .run();
  const messages: SyncMessage[] = [{ jobId: id }];
  const queue = { send: async (m: SyncMessage) => void messages.push(m) };
  const youtube =
    source ?? (await import("~/features/channel-data/index.server")).youtubeClientFor(env, db, teamChannelId);
  for (let steps = 0; messages.length > 0; steps++) {
    if (steps > 200) throw new Error("refresh did not finish");
    await runSyncStep({ db, source: youtube, queue }, messages.shift()!.jobId);
  }
  expect(await count("SELECT count(*) AS n FROM sync_jobs WHERE id = ? AND status = 'done'", id)).toBe(1);
}
