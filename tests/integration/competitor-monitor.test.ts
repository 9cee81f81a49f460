import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { YOUTUBE_ERROR_MESSAGES } from "~/features/channel-data/youtube/client";
import { START_LIMITS } from "~/features/channel-data/refresh-schedule";

/** A channel's feed lists its 15 newest uploads. */
const FEED_ENTRIES = 15;
import worker from "../../workers/app";
import {
  count,
  get,
  pageText,
  postForm,
  sessionCookieFrom,
  signUp,
  storeCount,
  storeRun,
  waitForSyncs,
} from "../helpers";
import { sampleWorld, seedSampleTemplate } from "../sample";

/** The workspace's snapshots, in its own store. */
const allSnapshots = (ws: string) => storeCount(ws, "SELECT count(*) FROM video_stats WHERE workspace_id = ?", ws);

/** A channel's snapshots in the workspace's store, beside its videos. */
const snapshotsOfChannel = (ws: string, channelId: string) =>
  storeCount(
    ws,
    "SELECT count(*) FROM video_stats WHERE workspace_id = ? AND video_id IN (SELECT id FROM videos WHERE workspace_id = ? AND channel_id = ?)",
    ws,
    ws,
    channelId,
  );

/** A channel's videos: in the workspace's store (`where` "control": left in the control D1, where a creator keeps none). */
const videosOfChannel = (ws: string, channelId: string, where: "store" | "control" = "store") =>
  where === "store"
    ? storeCount(ws, "SELECT count(*) FROM videos WHERE workspace_id = ? AND channel_id = ?", ws, channelId)
    : count("SELECT count(*) AS n FROM videos WHERE workspace_id = ? AND channel_id = ?", ws, channelId);

const [bytesized, circuit, pocket] = sampleWorld().competitors.map((c) => c.channel);
const own = sampleWorld().own;

const INVALID = "Enter a channel name, @handle or link.";
const DEMO_ADD = "Please sign up for a real account to add channels.";
const DEMO_REFRESH = "The demo's sample channels cannot be refreshed";

async function workspaceOf(email: string) {
  const row = await env.DB.prepare("SELECT workspace_id AS ws FROM users WHERE email = ?")
    .bind(email)
    .first<{ ws: string }>();
  return row!.ws;
}

const add = (cookie: string, channel: string) =>
  postForm("/competitor-monitor", { intent: "add", channel }, { cookie });
const toggle = (cookie: string, channelId: string, active: boolean) =>
  postForm("/competitor-monitor", { intent: "toggle", channelId, active: String(active) }, { cookie });

/** A new account tracking the given sample competitors, synced. */
async function trackerOf(tag: string, handles: string[]) {
  const email = `${tag}-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const cookie = await signUp(email);
  const ws = await workspaceOf(email);
  for (const handle of handles) expect((await add(cookie, `@${handle}`)).status).toBe(200);
  await waitForSyncs(ws);
  return { cookie, ws };
}

async function runCron() {
  const ctx = createExecutionContext();
  worker.scheduled(createScheduledController({ cron: "7 * * * *" }), env, ctx);
  await waitOnExecutionContext(ctx);
}

describe("adding competitors", () => {
  it("adds a channel by @handle, syncs its uploads and shows them with outlier scores", async () => {
    const email = "tracker@example.com";
    const cookie = await signUp(email);
    const ws = await workspaceOf(email);

    const empty = await pageText(await get("/competitor-monitor", { cookie }));
    expect(empty).toContain("No competitor channels yet");

    const response = await add(cookie, `  @${bytesized!.handle}  `);
    expect(response.status).toBe(200);
    expect(await pageText(response)).toContain(`Added ${bytesized!.title}.`);
    await waitForSyncs(ws);

    const competitor = sampleWorld().competitors[0]!;
    // A competitor's start reads its newest uploads; the older ones arrive with the daily refreshes.
    expect(await videosOfChannel(ws, bytesized!.youtubeId)).toBe(
      Math.min(competitor.videos.length, START_LIMITS.competitor.uploads),
    );
    expect(await videosOfChannel(ws, bytesized!.youtubeId, "control")).toBe(0);
    const row = await env.DB.prepare("SELECT role, is_active FROM channels WHERE workspace_id = ? AND id = ?")
      .bind(ws, bytesized!.youtubeId)
      .first<{ role: string; is_active: number }>();
    expect(row).toEqual({ role: "competitor", is_active: 1 });

    const page = await pageText(await get("/competitor-monitor", { cookie }));
    expect(page).toContain(bytesized!.title);
    // Subscribers in the spec's compact format (1.2M, 3.4K).
    expect(bytesized!.subscriberCount).toBeGreaterThan(100_000);
    expect(page).toContain(`${(bytesized!.subscriberCount! / 1000).toFixed(1)}K subscribers`);
    expect(page).toContain("Videos by outlier score");
    expect(page).toMatch(/\d+\.\d× channel median/);
    expect(page).toContain("Why it works");
    // The stats row: tracked videos are the newest 50 uploads.
    expect(page).toMatch(/Videos Tracked<\/dt><dd[^>]*>50</);
    expect(page).toMatch(new RegExp(`Top Performing Channel</dt><dd[^>]*><span[^>]*>${bytesized!.title}<`));
    // Cards are sorted by outlier score, strongest first.
    const scores = [...page.matchAll(/(\d+\.\d)× channel median/g)].map((m) => Number(m[1]));
    expect(scores.length).toBeGreaterThan(3);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(scores[0]!).toBeGreaterThan(2);
    // Just added, each video has one reading: views per hour is its views over the hours since
    // upload, and the card says so; never a dash on every card.
    const perHour = [...page.matchAll(/Views per hour[\s\S]*?<\/dt><dd[^>]*>([^<]+)<\/dd><dd[^>]*>([^<]+)<\/dd>/g)].map(
      (m) => [m[1], m[2]],
    );
    expect(perHour.length).toBe(scores.length);
    for (const [value, note] of perHour) {
      expect(value).toMatch(/^\d+(\.\d)?[KM]?$/);
      expect(note).toBe("since upload");
    }
    // Thumbnails are lazy images with their size set; the sample's are our own placeholders.
    expect(page).toMatch(
      /<img src="\/sample-thumbnails\/[A-Za-z0-9_-]{11}\.jpg" alt="" width="320" height="180" loading="lazy"/,
    );
  });

  it("accepts a channel link as well as a handle", async () => {
    const { cookie, ws } = await trackerOf("by-link", []);
    const response = await add(cookie, `https://www.youtube.com/channel/${circuit!.youtubeId}`);
    expect(response.status).toBe(200);
    expect(
      await count("SELECT count(*) AS n FROM channels WHERE workspace_id = ? AND id = ?", ws, circuit!.youtubeId),
    ).toBe(1);
  });

  it("answers an unknown channel with the API client's 404 message", async () => {
    const cookie = await signUp("unknown-channel@example.com");
    const response = await add(cookie, "@no-such-channel-anywhere");
    expect(response.status).toBe(404);
    expect(await pageText(response)).toContain(YOUTUBE_ERROR_MESSAGES.channelNotFound);
    expect(
      await count(
        "SELECT count(*) AS n FROM channels WHERE role = 'competitor' AND handle = 'no-such-channel-anywhere'",
      ),
    ).toBe(0);
  });

  it.each([
    ["blank", "   "],
    ["a link to another site", "https://example.com/@someone"],
    ["a broken YouTube link", "https://www.youtube.com/channel/not-an-id"],
  ])("refuses %s with a clear message", async (_label, channel) => {
    const cookie = await signUp(`invalid-${crypto.randomUUID().slice(0, 8)}@example.com`);
    const response = await add(cookie, channel);
    expect(response.status).toBe(400);
    expect(await pageText(response)).toContain(INVALID);
  });

  it("refuses a channel already tracked, in any form, without a duplicate or a second sync", async () => {
    const { cookie, ws } = await trackerOf("duplicate", [pocket!.handle!]);
    const jobs = await count("SELECT count(*) AS n FROM sync_jobs WHERE workspace_id = ?", ws);
    for (const input of [
      `@${pocket!.handle!.toUpperCase()}`,
      pocket!.youtubeId,
      `https://youtu.be/${sampleWorld().competitors[2]!.videos[0]!.youtubeId}`,
    ]) {
      const response = await add(cookie, input);
      expect(response.status).toBe(409);
      expect(await pageText(response)).toContain(`${pocket!.title} is already in your list.`);
    }
    expect(await count("SELECT count(*) AS n FROM channels WHERE workspace_id = ?", ws)).toBe(1);
    expect(await count("SELECT count(*) AS n FROM sync_jobs WHERE workspace_id = ?", ws)).toBe(jobs);
  });

  it("refuses the workspace's own channel and leaves it the own channel", async () => {
    const email = "own-channel@example.com";
    const cookie = await signUp(email);
    const ws = await workspaceOf(email);
    await env.DB.prepare(
      "INSERT INTO channels (workspace_id, id, role, title, handle, uploads_playlist_id) VALUES (?, ?, 'own', ?, ?, ?)",
    )
      .bind(ws, own.channel.youtubeId, own.channel.title, own.channel.handle, own.channel.uploadsPlaylistId)
      .run();
    // By handle (refused before any API call) and by one of its videos (refused once resolved).
    for (const input of [`@${own.channel.handle}`, `https://www.youtube.com/watch?v=${own.videos[0]!.youtubeId}`]) {
      const response = await add(cookie, input);
      expect(response.status).toBe(400);
      expect(await pageText(response)).toContain("That is your own channel.");
    }
    const rows = await env.DB.prepare("SELECT role FROM channels WHERE workspace_id = ?")
      .bind(ws)
      .all<{ role: string }>();
    expect(rows.results).toEqual([{ role: "own" }]);
    expect(await count("SELECT count(*) AS n FROM sync_jobs WHERE workspace_id = ?", ws)).toBe(0);
  });
});

/** Calls the workspace made today, by method, from the quota ledger. */
async function callsOf(teamChannelId: string) {
  const rows = await env.DB.prepare(
    "SELECT method, sum(calls) AS n FROM quota_ledger WHERE workspace_id = ? GROUP BY method",
  )
    .bind(teamChannelId)
    .all<{ method: string; n: number }>();
  return Object.fromEntries(rows.results.map((r) => [r.method, r.n]));
}

describe("adding competitors by name", () => {
  it("offers the channels a name with a space matches, then adds the one picked", async () => {
    const email = `by-name-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const cookie = await signUp(email);
    const ws = await workspaceOf(email);

    const searched = await add(cookie, "ByteSized Desk");
    expect(searched.status).toBe(200);
    const page = await pageText(searched);
    expect(page).not.toContain(INVALID);
    expect(page).toContain("One channel matches “ByteSized Desk”. Is it the one you meant?");
    expect(page).toContain(`Channels matching “ByteSized Desk”`);
    expect(page).toContain(bytesized!.title);
    expect(page).toContain(`@${bytesized!.handle}`);
    expect(page).toContain(`${(bytesized!.subscriberCount! / 1000).toFixed(1)}K subscribers`);
    // One form per candidate, posting its channel id: picking works without JavaScript.
    expect(page).toMatch(new RegExp(`name="channel" value="${bytesized!.youtubeId}"`));
    expect(page).toContain(`aria-label="Add ${bytesized!.title}"`);
    // The name stays in the field; nothing is tracked yet.
    expect(page).toMatch(/name="channel"[^>]*value="ByteSized Desk"/);
    expect(await count("SELECT count(*) AS n FROM channels WHERE workspace_id = ?", ws)).toBe(0);
    // One search (the search allowance) and one channels.list for the hits' details.
    expect(await callsOf(ws)).toEqual({ "search.list": 1, "channels.list": 1 });

    const picked = await add(cookie, bytesized!.youtubeId);
    expect(picked.status).toBe(200);
    expect(await pageText(picked)).toContain(`Added ${bytesized!.title}.`);
    expect(
      await count("SELECT count(*) AS n FROM channels WHERE workspace_id = ? AND id = ?", ws, bytesized!.youtubeId),
    ).toBe(1);
    await waitForSyncs(ws);
  });

  it("adds a channel at once when the name is exactly its title", async () => {
    const email = `exact-name-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const cookie = await signUp(email);
    const ws = await workspaceOf(email);
    const response = await add(cookie, `  ${circuit!.title.toUpperCase()} `);
    expect(response.status).toBe(200);
    expect(await pageText(response)).toContain(`Added ${circuit!.title}.`);
    expect(
      await count("SELECT count(*) AS n FROM channels WHERE workspace_id = ? AND id = ?", ws, circuit!.youtubeId),
    ).toBe(1);
    // The search read the channel already: no second channels.list lookup before the sync.
    const calls = await callsOf(ws);
    expect(calls["search.list"]).toBe(1);
    await waitForSyncs(ws);
  });

  it("tries a single word as a handle first, and searches names when no channel has that handle", async () => {
    const email = `one-word-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const cookie = await signUp(email);
    const ws = await workspaceOf(email);
    const response = await add(cookie, "bytesized");
    expect(response.status).toBe(200);
    const page = await pageText(response);
    expect(page).toContain(bytesized!.title);
    expect(page).toContain(`aria-label="Add ${bytesized!.title}"`);
    // forHandle (1 unit), then the search and its channels.list.
    expect(await callsOf(ws)).toEqual({ "search.list": 1, "channels.list": 2 });

    // A word that is a handle is added without any search.
    const byHandle = await add(cookie, pocket!.handle!);
    expect(byHandle.status).toBe(200);
    expect(await pageText(byHandle)).toContain(`Added ${pocket!.title}.`);
    expect((await callsOf(ws))["search.list"]).toBe(1);
    await waitForSyncs(ws);
  });

  it("marks channels already tracked among several matches, and offers no Add for them", async () => {
    const { cookie } = await trackerOf("several", [bytesized!.handle!]);
    const response = await add(cookie, "Sample");
    expect(response.status).toBe(200);
    const page = await pageText(response);
    expect(page).toMatch(/\d+ channels match “Sample”\. Pick the one you meant\./);
    for (const channel of [bytesized!, circuit!, pocket!]) expect(page).toContain(channel.title);
    expect(page).toContain("Already in your list");
    expect(page).not.toContain(`aria-label="Add ${bytesized!.title}"`);
    expect(page).toContain(`aria-label="Add ${circuit!.title}"`);
  });

  it("says no channel matches a name nobody has", async () => {
    const cookie = await signUp(`no-match-${crypto.randomUUID().slice(0, 8)}@example.com`);
    const response = await add(cookie, "Zebra Unicorn Orchestra");
    expect(response.status).toBe(404);
    expect(await pageText(response)).toContain("No YouTube channel matches “Zebra Unicorn Orchestra”.");
  });

  it("refuses a name that exactly matches a channel already tracked, without a second sync", async () => {
    const { cookie, ws } = await trackerOf("exact-duplicate", [circuit!.handle!]);
    const jobs = await count("SELECT count(*) AS n FROM sync_jobs WHERE workspace_id = ?", ws);
    const response = await add(cookie, circuit!.title);
    expect(response.status).toBe(409);
    expect(await pageText(response)).toContain(`${circuit!.title} is already in your list.`);
    expect(await count("SELECT count(*) AS n FROM sync_jobs WHERE workspace_id = ?", ws)).toBe(jobs);
  });
});

describe("managing competitors", () => {
  it("pauses and resumes a channel; a paused channel's videos leave the report", async () => {
    const { cookie, ws } = await trackerOf("toggle", [circuit!.handle!]);
    const before = await pageText(await get("/competitor-monitor", { cookie }));
    expect(before).toContain('aria-checked="true"');
    expect(before).toContain("Videos by outlier score");

    const paused = await toggle(cookie, circuit!.youtubeId, false);
    expect(paused.status).toBe(200);
    const pausedPage = await pageText(paused);
    expect(pausedPage).toContain(`${circuit!.title} is paused`);
    expect(pausedPage).toContain('aria-checked="false"');
    expect(pausedPage).toContain("All channels are paused");
    expect(
      await count("SELECT is_active AS n FROM channels WHERE workspace_id = ? AND id = ?", ws, circuit!.youtubeId),
    ).toBe(0);

    expect((await toggle(cookie, circuit!.youtubeId, true)).status).toBe(200);
    expect(
      await count("SELECT is_active AS n FROM channels WHERE workspace_id = ? AND id = ?", ws, circuit!.youtubeId),
    ).toBe(1);
    expect(await pageText(await get("/competitor-monitor", { cookie }))).toContain("Videos by outlier score");
  });

  it("removes a channel with its videos, snapshots, comments and jobs, and nothing else", async () => {
    const { cookie, ws } = await trackerOf("remove", [bytesized!.handle!, circuit!.handle!]);
    // Comments, like snapshots, are in the workspace's store, beside their videos' channel.
    const ofChannel = (table: string, id: string) =>
      storeCount(
        ws,
        `SELECT count(*) FROM ${table} WHERE workspace_id = ? AND video_id IN (SELECT id FROM videos WHERE workspace_id = ? AND channel_id = ?)`,
        ws,
        ws,
        id,
      );
    const allComments = () => storeCount(ws, "SELECT count(*) FROM comments WHERE workspace_id = ?", ws);
    expect(await videosOfChannel(ws, bytesized!.youtubeId)).toBeGreaterThan(0);
    const keptVideos = await videosOfChannel(ws, circuit!.youtubeId);
    expect(keptVideos).toBeGreaterThan(0);
    expect(await snapshotsOfChannel(ws, bytesized!.youtubeId)).toBeGreaterThan(0);
    // No tool reads a competitor's comments, so none are read: the own channel's stay.
    expect(await ofChannel("comments", bytesized!.youtubeId)).toBe(0);
    const keptSnapshots = await snapshotsOfChannel(ws, circuit!.youtubeId);
    const keptComments = await ofChannel("comments", circuit!.youtubeId);
    const snapshotsBefore = await allSnapshots(ws);
    const removedSnapshots = await snapshotsOfChannel(ws, bytesized!.youtubeId);
    const commentsBefore = await allComments();
    const removedComments = await ofChannel("comments", bytesized!.youtubeId);
    // Per-video analytics in the store for every video (as a Google backfill would leave them).
    await storeRun(
      ws,
      "INSERT INTO video_analytics (workspace_id, video_id, views, source, updated_at) SELECT workspace_id, id, 1, 'google', 0 FROM videos WHERE workspace_id = ?",
      ws,
    );
    expect(await ofChannel("video_analytics", bytesized!.youtubeId)).toBeGreaterThan(0);
    const keptAnalytics = await ofChannel("video_analytics", circuit!.youtubeId);
    expect(keptAnalytics).toBeGreaterThan(0);

    const response = await postForm(
      "/competitor-monitor",
      { intent: "remove", channelId: bytesized!.youtubeId },
      { cookie },
    );
    expect(response.status).toBe(200);
    expect(await pageText(response)).toContain(`${bytesized!.title} was removed`);

    expect(
      await count("SELECT count(*) AS n FROM channels WHERE workspace_id = ? AND id = ?", ws, bytesized!.youtubeId),
    ).toBe(0);
    // Its videos are gone from the store (and the control D1 holds none of them).
    expect(await videosOfChannel(ws, bytesized!.youtubeId)).toBe(0);
    expect(await videosOfChannel(ws, bytesized!.youtubeId, "control")).toBe(0);
    expect(
      await count(
        "SELECT count(*) AS n FROM sync_jobs WHERE workspace_id = ? AND channel_id = ?",
        ws,
        bytesized!.youtubeId,
      ),
    ).toBe(0);
    expect(await allSnapshots(ws)).toBe(snapshotsBefore - removedSnapshots);
    expect(await allComments()).toBe(commentsBefore - removedComments);
    expect(
      await storeCount(ws, "SELECT count(*) FROM channels WHERE workspace_id = ? AND id = ?", ws, bytesized!.youtubeId),
    ).toBe(0);
    expect(await ofChannel("video_analytics", bytesized!.youtubeId)).toBe(0);
    // The other channel keeps everything.
    expect(await videosOfChannel(ws, circuit!.youtubeId)).toBe(keptVideos);
    expect(await ofChannel("video_analytics", circuit!.youtubeId)).toBe(keptAnalytics);
    expect(await snapshotsOfChannel(ws, circuit!.youtubeId)).toBe(keptSnapshots);
    expect(await ofChannel("comments", circuit!.youtubeId)).toBe(keptComments);

    expect(
      (await postForm("/competitor-monitor", { intent: "remove", channelId: bytesized!.youtubeId }, { cookie })).status,
    ).toBe(404);
  });

  it("answers 404 and changes nothing for a channel of another workspace", async () => {
    const owner = await trackerOf("owner", [pocket!.handle!]);
    const intruder = await signUp(`intruder-${crypto.randomUUID().slice(0, 8)}@example.com`);
    const toggled = await toggle(intruder, pocket!.youtubeId, false);
    expect(toggled.status).toBe(404);
    expect(await pageText(toggled)).toContain("That channel is not in your list.");
    const removed = await postForm(
      "/competitor-monitor",
      { intent: "remove", channelId: pocket!.youtubeId },
      { cookie: intruder },
    );
    expect(removed.status).toBe(404);
    expect(
      await count("SELECT is_active AS n FROM channels WHERE workspace_id = ? AND id = ?", owner.ws, pocket!.youtubeId),
    ).toBe(1);
    expect(await videosOfChannel(owner.ws, pocket!.youtubeId)).toBeGreaterThan(0);
    // Nor may anyone toggle the workspace's own channel through this page.
    const ownRow = await env.DB.prepare(
      "INSERT INTO channels (workspace_id, id, role, title, uploads_playlist_id) VALUES (?, ?, 'own', 'Mine', 'UUx') RETURNING id",
    )
      .bind(owner.ws, own.channel.youtubeId)
      .first<{ id: string }>();
    expect((await toggle(owner.cookie, ownRow!.id, false)).status).toBe(404);
  });

  it("refreshes only the active channels: new uploads and a statistics snapshot", async () => {
    const { cookie, ws } = await trackerOf("refresh", [bytesized!.handle!, circuit!.handle!]);
    await toggle(cookie, circuit!.youtubeId, false);
    const snapshots = (id: string) => snapshotsOfChannel(ws, id);
    const [activeBefore, pausedBefore] = [await snapshots(bytesized!.youtubeId), await snapshots(circuit!.youtubeId)];

    const response = await postForm("/competitor-monitor", { intent: "refresh" }, { cookie });
    expect(response.status).toBe(200);
    expect(await pageText(response)).toContain("Refreshing 1 active channel");
    const jobs = await env.DB.prepare("SELECT channel_id FROM sync_jobs WHERE workspace_id = ? AND kind = 'refresh'")
      .bind(ws)
      .all<{ channel_id: string }>();
    expect(jobs.results).toEqual([{ channel_id: bytesized!.youtubeId }]);
    await waitForSyncs(ws);
    // A press of Refresh keeps the daily refresh's rules: the channel was read minutes ago (the
    // start), so the press copies that read and takes nothing new.
    expect(await snapshots(bytesized!.youtubeId)).toBe(activeBefore);
    expect(await snapshots(circuit!.youtubeId)).toBe(pausedBefore);
    const afterPress = await snapshots(bytesized!.youtubeId);
    // A day later (as if), a second press within ten minutes of the first follows the daily rules:
    // the feed's views, nothing due (a competitor's older uploads are not read: its tools read the
    // newest); the paused one is untouched.
    await env.DB.prepare("UPDATE public_channels SET refreshed_at = ?")
      .bind(Date.now() - 25 * 3_600_000)
      .run();
    await env.DB.prepare("UPDATE channels SET last_synced_at = 0 WHERE workspace_id = ?").bind(ws).run();
    expect((await postForm("/competitor-monitor", { intent: "refresh" }, { cookie })).status).toBe(200);
    await waitForSyncs(ws);
    expect(await snapshots(bytesized!.youtubeId)).toBe(afterPress + FEED_ENTRIES);
    expect(await snapshots(circuit!.youtubeId)).toBe(pausedBefore);
  });

  it("says so when there is no active channel to refresh", async () => {
    const cookie = await signUp("nothing-to-refresh@example.com");
    const response = await postForm("/competitor-monitor", { intent: "refresh" }, { cookie });
    expect(response.status).toBe(400);
    expect(await pageText(response)).toContain("No active channels to refresh.");
  });
});

describe("the demo", () => {
  it("shows the sample competitors with outlier cards; toggling works, adding and refreshing need a real account", async () => {
    await seedSampleTemplate();
    const cookie = sessionCookieFrom(await postForm("/demo", {}));
    const page = await pageText(await get("/competitor-monitor", { cookie }));
    const shown = sampleWorld().competitors.filter((c) => page.includes(c.channel.title));
    expect(shown.length).toBeGreaterThanOrEqual(2);
    expect(shown.length).toBeLessThanOrEqual(3);
    expect(page).toContain("Sample data");
    expect(page).toMatch(/\d+\.\d× channel median/);
    expect(page).toContain("Key takeaways");

    const added = await add(cookie, `@${own.channel.handle}-other`);
    expect(added.status).toBe(403);
    expect(await pageText(added)).toContain(DEMO_ADD);
    const byName = await add(cookie, "ByteSized Desk");
    expect(byName.status).toBe(403);
    expect(await pageText(byName)).toContain(DEMO_ADD);
    // Refresh has its own words: it is not an add.
    const refreshed = await postForm("/competitor-monitor", { intent: "refresh" }, { cookie });
    expect(refreshed.status).toBe(403);
    const refreshedPage = await pageText(refreshed);
    expect(refreshedPage).toContain(DEMO_REFRESH);
    expect(refreshedPage).not.toContain(DEMO_ADD);

    expect((await toggle(cookie, bytesized!.youtubeId, false)).status).toBe(200);
    expect(await pageText(await get("/competitor-monitor", { cookie }))).not.toContain(`${bytesized!.title} · `);
    const demoWs = (await env.DB.prepare(
      "SELECT workspace_id AS ws FROM users WHERE is_demo = 1 ORDER BY created_at DESC LIMIT 1",
    ).first<{ ws: string }>())!.ws;
    expect(await count("SELECT count(*) AS n FROM sync_jobs WHERE workspace_id = ?", demoWs)).toBe(0);
  });
});

describe("the hourly cron", () => {
  it("refreshes a stale active competitor and skips a paused one", async () => {
    const { cookie, ws } = await trackerOf("cron", [pocket!.handle!, circuit!.handle!]);
    await toggle(cookie, circuit!.youtubeId, false);
    const refreshJobs = (id: string) =>
      count(
        "SELECT count(*) AS n FROM sync_jobs WHERE workspace_id = ? AND channel_id = ? AND kind = 'refresh'",
        ws,
        id,
      );

    // Just synced: nothing is due.
    await runCron();
    expect(await refreshJobs(pocket!.youtubeId)).toBe(0);

    await env.DB.prepare("UPDATE channels SET last_synced_at = ? WHERE workspace_id = ?")
      .bind(Date.now() - 25 * 3_600_000, ws)
      .run();
    await runCron();
    expect(await refreshJobs(pocket!.youtubeId)).toBe(1);
    expect(await refreshJobs(circuit!.youtubeId)).toBe(0);
    await waitForSyncs(ws);
    const synced = await env.DB.prepare("SELECT id, last_synced_at FROM channels WHERE workspace_id = ? ORDER BY id")
      .bind(ws)
      .all<{ id: string; last_synced_at: number }>();
    const byId = new Map(synced.results.map((r) => [r.id, r.last_synced_at]));
    expect(byId.get(pocket!.youtubeId)!).toBeGreaterThan(Date.now() - 3_600_000);
    expect(byId.get(circuit!.youtubeId)!).toBeLessThan(Date.now() - 24 * 3_600_000);
  });
});
