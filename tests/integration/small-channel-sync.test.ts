// Most creators who sign up have a small channel. A 19-video channel once synced every video and
// statistic but no comments (the comments stage looked for videos before the same step had
// written them), and later only its 5 newest videos' comments; these tests hold the sync to every
// stage at the paging edges: 1, 19, 50 and 51 uploads (playlistItems pages hold 50), and to every
// comment thread of a channel this small read at its start.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { type SyncMessage, type SyncSource, runSyncStep, startChannelSync } from "~/features/channel-data/sync.server";
import { createYouTubeClient } from "~/features/channel-data/youtube/client";
import { FAKE_YOUTUBE_BASE_URL, createFakeYouTubeApi } from "~/dev/youtube/fake-api";
import { FAKE_SMALL_CHANNELS } from "~/dev/youtube/fake-small-channels";
import { fakeYouTubeWorld } from "~/dev/youtube/fake-world";
import { createMemoryQuotaGate } from "~/features/channel-data/youtube/quota";
import { getDb } from "~/lib/db/client.server";
import { commentHistoryCatchUpToday } from "~/features/channel-data/refresh-schedule";
import { publicStoreName } from "~/features/channel-data/public-channels.server";
import { get, signUp, postForm, storeCount, storeRun } from "../helpers";

const db = getDb(env);
const world = fakeYouTubeWorld();
const fake = createFakeYouTubeApi(world);
const dataset = (handle: string) => world.competitors.find((d) => d.channel.handle === handle)!;

function client() {
  return createYouTubeClient({
    apiKey: "test-key",
    baseUrl: FAKE_YOUTUBE_BASE_URL,
    fetch: fake,
    quota: createMemoryQuotaGate(),
    sleep: async () => {},
  });
}

async function syncHandle(handle: string, role: "own" | "competitor" = "own") {
  const teamChannelId = crypto.randomUUID();
  await env.DB.prepare("INSERT INTO workspaces (id, kind) VALUES (?, 'personal')").bind(teamChannelId).run();
  const messages: SyncMessage[] = [];
  const queue = { send: async (m: SyncMessage) => void messages.push(m) };
  const source: SyncSource = client();
  const { job } = await startChannelSync(
    { db, source, queue },
    { teamChannelId, input: { kind: "handle", handle }, role },
  );
  while (messages.length > 0) await runSyncStep({ db, source, queue }, messages.shift()!.jobId);
  const row = await env.DB.prepare("SELECT status, videos_found, comments_fetched FROM sync_jobs WHERE id = ?")
    .bind(job.id)
    .first<{ status: string; videos_found: number; comments_fetched: number }>();
  // Comments are kept in the workspace's own store.
  const comments = await storeCount(
    teamChannelId,
    "SELECT count(*) FROM comments WHERE workspace_id = ?",
    teamChannelId,
  );
  return { ...row!, storedComments: comments, teamChannelId };
}

/** A daily refresh of the workspace's channel as the scheduled job runs it, on the given day. */
async function refreshOn(teamChannelId: string, channelId: string, at: Date) {
  const id = crypto.randomUUID();
  await env.DB.prepare(
    `INSERT INTO sync_jobs (id, workspace_id, channel_id, kind, status, cursor, updated_at) VALUES (?, ?, ?, 'refresh', 'queued', '{"stage":"feed"}', ?)`,
  )
    .bind(id, teamChannelId, channelId, at.getTime())
    .run();
  const messages: SyncMessage[] = [{ jobId: id }];
  const queue = { send: async (m: SyncMessage) => void messages.push(m) };
  const source: SyncSource = client();
  while (messages.length > 0) await runSyncStep({ db, source, queue, now: () => at }, messages.shift()!.jobId);
}

/** What a start keeps of a channel's comments: every thread with the replies it carries inline (5). */
function startCommentsOf(data: ReturnType<typeof dataset>): number {
  const top = data.comments.filter((c) => c.parentYoutubeId === null);
  const topIds = new Set(top.map((c) => c.youtubeId));
  const repliesPerThread = new Map<string, number>();
  for (const c of data.comments)
    if (c.parentYoutubeId && topIds.has(c.parentYoutubeId))
      repliesPerThread.set(c.parentYoutubeId, (repliesPerThread.get(c.parentYoutubeId) ?? 0) + 1);
  return top.length + [...repliesPerThread.values()].reduce((n, r) => n + Math.min(5, r), 0);
}

describe("sync of small channels", () => {
  for (const spec of FAKE_SMALL_CHANNELS) {
    it(`reads every comment thread of a channel with ${spec.uploads} upload${spec.uploads === 1 ? "" : "s"}`, async () => {
      const data = dataset(spec.handle);
      expect(data.videos).toHaveLength(spec.uploads);
      const expected = startCommentsOf(data);
      const result = await syncHandle(spec.handle);
      expect(result.status).toBe("done");
      expect(result.videos_found).toBe(spec.uploads);
      expect(expected).toBeGreaterThan(0);
      expect(result.storedComments).toBe(expected);
      expect(result.comments_fetched).toBe(expected);
    });
  }

  it("connects a 19-video channel through the Worker and ends with every comment thread", async () => {
    const cookie = await signUp("small-creator@example.com");
    const response = await postForm("/account", { intent: "connect-channel", channel: "@nineteen-sample" }, { cookie });
    expect(response.status).toBe(200);
    let body: { sync: { status: string }; videoCount: number; commentCount: number } | undefined;
    for (let i = 0; i < 200; i++) {
      body = (await (await get("/api/channel", { cookie })).json()) as typeof body;
      if (body?.sync.status === "done" || body?.sync.status === "failed") break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(body?.sync.status).toBe("done");
    expect(body?.videoCount).toBe(19);
    // A start reads the channel's threads across all its videos (each with its first replies):
    // on every one of the 19, not only the newest.
    const data = dataset("nineteen-sample");
    expect(body?.commentCount).toBe(startCommentsOf(data));
    const commented = new Set(data.comments.map((c) => c.videoYoutubeId));
    expect(commented.size).toBe(19);
  });

  it("reads every thread of a channel connected as its own minutes after another workspace started it as a competitor", async () => {
    const data = dataset("fifty-sample");
    const channelId = data.channel.youtubeId;
    // A channel nobody followed before (an earlier test started this one): its next start is fresh.
    await env.DB.prepare("DELETE FROM public_channels WHERE id = ?").bind(channelId).run();
    // Another workspace follows it as a competitor: its start reads no comment.
    const rival = await syncHandle("fifty-sample", "competitor");
    expect(rival.storedComments).toBe(0);
    const refreshed = () =>
      env.DB.prepare("SELECT refreshed_at AS at FROM public_channels WHERE id = ?")
        .bind(channelId)
        .first<{ at: number }>();
    const before = await refreshed();
    // Its creator connects it within the hour: the uploads are copied, the comment threads read.
    const own = await syncHandle("fifty-sample");
    expect(own.status).toBe("done");
    expect(own.storedComments).toBe(startCommentsOf(data));
    expect(own.comments_fetched).toBe(startCommentsOf(data));
    // The uploads were the other job's read: this one leaves the channel's refresh marks alone.
    expect(await refreshed()).toEqual(before);
  });

  it("reads every thread, once, of a channel started when starts read only its 5 newest videos' comments", async () => {
    const data = dataset("nineteen-sample");
    const channelId = data.channel.youtubeId;
    const { teamChannelId } = await syncHandle("nineteen-sample");
    // The state such a start left: comments of the 5 newest videos only, and no history read.
    const newest = [...data.videos]
      .sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt))
      .slice(0, 5)
      .map((v) => v.youtubeId);
    const keepOnly = `DELETE FROM comments WHERE workspace_id = ? AND video_id NOT IN (${newest.map(() => "?").join(", ")})`;
    await storeRun(publicStoreName(channelId), keepOnly, publicStoreName(channelId), ...newest);
    await storeRun(teamChannelId, keepOnly, teamChannelId, ...newest);
    await env.DB.prepare("UPDATE public_channels SET comment_history_read_at = NULL WHERE id = ?")
      .bind(channelId)
      .run();
    const stored = () =>
      storeCount(teamChannelId, "SELECT count(*) FROM comments WHERE workspace_id = ?", teamChannelId);
    const before = await stored();
    expect(before).toBeLessThan(startCommentsOf(data));

    // Days ahead (a refresh within the hour of the last one only copies): one that is not the
    // channel's catch-up day, then the first that is.
    const now = Date.now();
    const day = (n: number) => new Date(now + n * 86_400_000);
    let n = 1;
    while (commentHistoryCatchUpToday(channelId, day(n))) n++;
    await refreshOn(teamChannelId, channelId, day(n));
    expect(await stored()).toBe(before);
    while (!commentHistoryCatchUpToday(channelId, day(n))) n++;
    await refreshOn(teamChannelId, channelId, day(n));
    expect(await stored()).toBe(startCommentsOf(data));
    const mark = await env.DB.prepare("SELECT comment_history_read_at AS at FROM public_channels WHERE id = ?")
      .bind(channelId)
      .first<{ at: number | null }>();
    expect(mark?.at).toBe(day(n).getTime());
  });
});
