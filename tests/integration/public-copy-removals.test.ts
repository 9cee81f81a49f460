// A video deleted on YouTube stays deleted for every follower of its channel: E follows the channel
// as a competitor, B as its own; E's refresh finds the video gone; B entering the channel again (a
// full copy of the public store) and B's next daily refresh leave B without it.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { FAKE_YOUTUBE_BASE_URL, createFakeYouTubeApi } from "~/dev/youtube/fake-api";
import { fakeYouTubeWorld } from "~/dev/youtube/fake-world";
import { publicStoreName } from "~/features/channel-data/public-channels.server";
import { type SyncMessage, type SyncSource, runSyncStep } from "~/features/channel-data/sync.server";
import { createYouTubeClient } from "~/features/channel-data/youtube/client";
import { readChannelFeed } from "~/features/channel-data/youtube/feed";
import { createMemoryQuotaGate } from "~/features/channel-data/youtube/quota";
import { getDb } from "~/lib/db/client.server";
import { count, postForm, signUp, storeCount, storeRun, waitForSyncs, workspaceOf } from "../helpers";

const world = fakeYouTubeWorld();
const channel = world.competitors.find((d) => d.channel.handle === "vox")!;
const CHANNEL = channel.channel.youtubeId;
const gone = [...channel.videos].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))[0]!;

/** YouTube without the deleted video: the API does not return it, the feed does not list it. */
function youtubeWithoutIt(): SyncSource {
  const fake = createFakeYouTubeApi(world);
  const client = createYouTubeClient({
    apiKey: "test-key",
    baseUrl: FAKE_YOUTUBE_BASE_URL,
    fetch: fake,
    quota: createMemoryQuotaGate(),
    sleep: async () => {},
  });
  return {
    ...client,
    getVideos: async (ids) => client.getVideos(ids.filter((id) => id !== gone.youtubeId)),
    readFeed: async (id) =>
      (await readChannelFeed(fake, "http://youtube.fake/feeds", id))?.filter((e) => e.videoId !== gone.youtubeId) ??
      null,
  };
}

/** As if a day had passed: the channel's refresh and readings, and every copy, a day older. */
async function aDayLater() {
  const day = 86_400_000;
  await env.DB.prepare("UPDATE public_channels SET refreshed_at = refreshed_at - ?, started_at = started_at - ?")
    .bind(day, day)
    .run();
  await env.DB.prepare("UPDATE channels SET last_synced_at = last_synced_at - ?").bind(day).run();
  await storeRun(publicStoreName(CHANNEL), "UPDATE videos SET stats_updated_at = stats_updated_at - ?", day);
  await storeRun(publicStoreName(CHANNEL), "UPDATE video_stats SET captured_at = captured_at - ?", day);
}

/** A refresh of the channel for one workspace, run to its end with `source` as YouTube; `manual` as a press of Refresh. */
async function refresh(teamChannelId: string, source: SyncSource, manual = false) {
  const db = getDb(env);
  const id = crypto.randomUUID();
  await env.DB.prepare(
    `INSERT INTO sync_jobs (id, workspace_id, channel_id, kind, status, cursor, updated_at) VALUES (?, ?, ?, 'refresh', 'queued', ?, ?)`,
  )
    .bind(id, teamChannelId, CHANNEL, JSON.stringify({ stage: "feed", manual }), Date.now())
    .run();
  const messages: SyncMessage[] = [{ jobId: id }];
  const queue = { send: async (m: SyncMessage) => void messages.push(m) };
  for (let steps = 0; messages.length > 0; steps++) {
    if (steps > 200) throw new Error("refresh did not finish");
    await runSyncStep({ db, source, queue }, messages.shift()!.jobId);
  }
  expect(await count("SELECT count(*) AS n FROM sync_jobs WHERE id = ? AND status = 'done'", id)).toBe(1);
}

const holds = (teamChannelId: string) =>
  storeCount(teamChannelId, "SELECT count(*) FROM videos WHERE id = ?", gone.youtubeId);

describe("a video deleted on YouTube", () => {
  it("does not come back to a follower that enters the channel again, nor at its next refresh", async () => {
    const e = { cookie: await signUp("removals-e@example.com"), ws: await workspaceOf("removals-e@example.com") };
    const b = { cookie: await signUp("removals-b@example.com"), ws: await workspaceOf("removals-b@example.com") };
    expect(
      (await postForm("/competitor-monitor", { intent: "add", channel: `@vox` }, { cookie: e.cookie })).status,
    ).toBe(200);
    await waitForSyncs(e.ws);
    expect(
      (await postForm("/account", { intent: "connect-channel", channel: "@vox" }, { cookie: b.cookie })).status,
    ).toBe(200);
    await waitForSyncs(b.ws);
    expect(await holds(b.ws)).toBe(1);

    // E presses Refresh after the video is deleted: gone from the public store and from E.
    await aDayLater();
    await refresh(e.ws, youtubeWithoutIt(), true);
    expect(await holds(publicStoreName(CHANNEL))).toBe(0);
    expect(await holds(e.ws)).toBe(0);

    // B enters the channel again: a full copy of what the public store holds.
    expect(
      (await postForm("/account", { intent: "connect-channel", channel: "@vox" }, { cookie: b.cookie })).status,
    ).toBe(200);
    await waitForSyncs(b.ws);
    expect(await holds(b.ws)).toBe(0);

    // And B's next daily refresh keeps it gone.
    await aDayLater();
    await refresh(b.ws, youtubeWithoutIt());
    expect(await holds(b.ws)).toBe(0);
  });
});
