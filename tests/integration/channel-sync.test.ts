import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { createD1QuotaGate } from "~/features/channel-data/quota-gate.server";
import {
  FIRST_SYNC_UPLOADS,
  SYNC_LIMITS,
  type SyncMessage,
  type SyncSource,
  runSyncStep,
  startChannelSync,
} from "~/features/channel-data/sync.server";
import { createYouTubeClient } from "~/features/channel-data/youtube/client";
import { createFakeYouTubeApi, FAKE_YOUTUBE_BASE_URL } from "~/dev/youtube/fake-api";
import { createMemoryQuotaGate } from "~/features/channel-data/youtube/quota";
import { getDb } from "~/lib/db/client.server";
import { destroyWorkspaceStore } from "~/lib/db/workspace-db.server";
import { publicStoreName } from "~/features/channel-data/public-channels.server";
import worker from "../../workers/app";
import { get, pageText, postForm, signUp, storeCount, storeRows, workspaceOf } from "../helpers";
import { sampleWorld } from "../sample";

const db = getDb(env);
const fake = createFakeYouTubeApi(sampleWorld());
const own = sampleWorld().own;

function client(quota = createMemoryQuotaGate()) {
  return createYouTubeClient({
    apiKey: "test-key",
    baseUrl: FAKE_YOUTUBE_BASE_URL,
    fetch: fake,
    quota,
    sleep: async () => {},
  });
}

/** A queue that keeps messages in memory, so a test decides when each step runs. */
function memoryQueue() {
  const messages: SyncMessage[] = [];
  return { messages, send: async (m: SyncMessage) => void messages.push(m) };
}

async function drain(queue: ReturnType<typeof memoryQueue>, source: SyncSource, maxSteps = 500, at?: Date) {
  let steps = 0;
  while (queue.messages.length > 0) {
    if (++steps > maxSteps) throw new Error("sync did not finish");
    const message = queue.messages.shift()!;
    await runSyncStep({ db, source, queue, now: at ? () => at : undefined }, message.jobId);
  }
  return steps;
}

async function newWorkspace() {
  const id = crypto.randomUUID();
  await env.DB.prepare("INSERT INTO workspaces (id, kind) VALUES (?, 'personal')").bind(id).run();
  return id;
}

const count = async (sql: string, ...params: unknown[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...params)
      .first<{ n: number }>()
  )?.n ?? 0;

async function rows(teamChannelId: string) {
  return {
    videos: await storeCount(teamChannelId, "SELECT count(*) FROM videos WHERE workspace_id = ?", teamChannelId),
    controlVideos: await count("SELECT count(*) AS n FROM videos WHERE workspace_id = ?", teamChannelId),
    comments: await storeCount(teamChannelId, "SELECT count(*) FROM comments WHERE workspace_id = ?", teamChannelId),
    snapshots: await storeCount(
      teamChannelId,
      "SELECT count(*) FROM video_stats WHERE workspace_id = ?",
      teamChannelId,
    ),
  };
}

async function fullSync(teamChannelId: string, source: SyncSource = client()) {
  const queue = memoryQueue();
  const { job } = await startChannelSync(
    { db, source, queue },
    { teamChannelId, input: { kind: "handle", handle: own.channel.handle! }, role: "own" },
  );
  await drain(queue, source);
  return (await env.DB.prepare("SELECT * FROM sync_jobs WHERE id = ?").bind(job.id).first<Record<string, unknown>>())!;
}

/** Forgets what was read of the public channels, as if nobody had followed them. */
async function forgetPublicData() {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM public_channels"),
    env.DB.prepare("DELETE FROM public_video_removals"),
  ]);
  await destroyWorkspaceStore(db, publicStoreName(own.channel.youtubeId));
}

describe("channel sync", () => {
  // Each test starts the sample channel anew: a channel started by an earlier test would only be
  // copied (public data is read once for every workspace; youtube-allowance.test.ts tests that).
  beforeEach(forgetPublicData);

  it("pulls the channel, its newest uploads with statistics, and its newest comment threads with replies", async () => {
    const ws = await newWorkspace();
    const job = await fullSync(ws);
    expect(job.status).toBe("done");
    const stored = await rows(ws);
    // The sample channel has more uploads than a first sync reads: the newest FIRST_SYNC_UPLOADS.
    expect(own.videos.length).toBeGreaterThan(FIRST_SYNC_UPLOADS);
    expect(stored.videos).toBe(FIRST_SYNC_UPLOADS);
    // A creator's videos live in its store: the control D1 keeps none of them.
    expect(stored.controlVideos).toBe(0);
    expect(job.videos_found).toBe(FIRST_SYNC_UPLOADS);
    expect(stored.snapshots).toBe(FIRST_SYNC_UPLOADS);
    const newest = [...own.videos]
      .sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt))
      .slice(0, FIRST_SYNC_UPLOADS);
    const storedIds = await storeRows(ws, "SELECT id FROM videos WHERE workspace_id = ?", ws);
    expect(new Set(storedIds.map(([id]) => id))).toEqual(new Set(newest.map((v) => v.youtubeId)));
    // The whole row: what the API said of each video, and its latest counts.
    const first = newest[0]!;
    expect(
      await storeRows(
        ws,
        "SELECT title, description, tags, duration_seconds, is_short, view_count > 0, stats_updated_at IS NOT NULL FROM videos WHERE workspace_id = ? AND id = ?",
        ws,
        first.youtubeId,
      ),
    ).toEqual([
      [first.title, first.description, JSON.stringify(first.tags), first.durationSeconds, first.isShort ? 1 : 0, 1, 1],
    ]);
    const newestIds = new Set(newest.map((v) => v.youtubeId));
    // The channel's threads across all its videos, newest first, up to the start's cap (this
    // channel has more), each with the replies it carries inline; those on uploads older than the
    // start read are left, since no stored video holds them.
    const cap = SYNC_LIMITS.start.own.commentPages * 100;
    const threads = own.comments
      .filter((c) => c.parentYoutubeId === null)
      .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.youtubeId.localeCompare(b.youtubeId));
    expect(threads.length).toBeGreaterThan(cap);
    const read = threads.slice(0, cap).filter((c) => newestIds.has(c.videoYoutubeId));
    const storedThreads = await storeRows(
      ws,
      "SELECT id FROM comments WHERE workspace_id = ? AND parent_id IS NULL",
      ws,
    );
    expect(new Set(storedThreads.map(([id]) => id))).toEqual(new Set(read.map((c) => c.youtubeId)));
    expect(await storeCount(ws, "SELECT count(DISTINCT video_id) FROM comments WHERE workspace_id = ?", ws)).toBe(
      new Set(read.map((c) => c.videoYoutubeId)).size,
    );
    expect(job.comments_fetched).toBe(stored.comments);
    expect(
      await storeCount(ws, "SELECT count(*) FROM comments WHERE workspace_id = ? AND parent_id IS NOT NULL", ws),
    ).toBeGreaterThan(0);
    // Hidden like counts stay hidden (null), never zero.
    const hidden = own.snapshots
      .filter((s) => s.likeCount === null && newestIds.has(s.videoYoutubeId))
      .map((s) => s.videoYoutubeId);
    if (hidden.length > 0) {
      const row = await storeRows(
        ws,
        "SELECT like_count FROM videos WHERE workspace_id = ? AND id = ?",
        ws,
        hidden[0]!,
      );
      expect(row).toEqual([[null]]);
    }
  });

  it("reads the uploads older than the first sync's in the daily refresh, then stops asking for them", async () => {
    const ws = await newWorkspace();
    await fullSync(ws);
    const token = async () =>
      (
        await env.DB.prepare("SELECT older_uploads_token AS t FROM channels WHERE workspace_id = ? AND id = ?")
          .bind(ws, own.channel.youtubeId)
          .first<{ t: string | null }>()
      )?.t;
    expect(await token()).toBeTruthy();
    let olderPages = 0;
    const real = client();
    const source: SyncSource = {
      ...real,
      getChannel: (i) => real.getChannel(i),
      getVideos: (ids) => real.getVideos(ids),
      listCommentThreads: (v, t) => real.listCommentThreads(v, t),
      listReplies: (p, t, v) => real.listReplies(p, t, v),
      listUploadIds: (p, t) => (t ? (olderPages += 1) : 0, real.listUploadIds(p, t)),
    };
    let day = 0;
    const refresh = async () => {
      // The next day's refresh (a refresh within the hour of the last one only copies).
      const at = new Date(Date.now() + ++day * 86_400_000);
      const id = crypto.randomUUID();
      await env.DB.prepare(
        `INSERT INTO sync_jobs (id, workspace_id, channel_id, kind, status, cursor, updated_at) VALUES (?, ?, ?, 'refresh', 'queued', '{"stage":"feed"}', ?)`,
      )
        .bind(id, ws, own.channel.youtubeId, Date.now())
        .run();
      const queue = memoryQueue();
      queue.messages.push({ jobId: id });
      await drain(queue, source, 500, at);
      return (await env.DB.prepare("SELECT status FROM sync_jobs WHERE id = ?").bind(id).first<{ status: string }>())!
        .status;
    };
    expect(await refresh()).toBe("done");
    expect((await rows(ws)).videos).toBe(own.videos.length);
    // 53 older uploads: two pages from where the first sync stopped, and nothing left to read.
    expect(olderPages).toBe(Math.ceil((own.videos.length - FIRST_SYNC_UPLOADS) / 50));
    expect(await token()).toBeNull();
    olderPages = 0;
    expect(await refresh()).toBe("done");
    expect(olderPages).toBe(0);
  });

  it("leaves no duplicates when run twice", async () => {
    const ws = await newWorkspace();
    await fullSync(ws);
    const first = await rows(ws);
    await fullSync(ws);
    const second = await rows(ws);
    expect(second.videos).toBe(first.videos);
    expect(second.comments).toBe(first.comments);
  });

  it("resumes after a failure midway instead of starting over", async () => {
    const reference = await newWorkspace();
    const clean = await fullSync(reference);
    await forgetPublicData();

    const ws = await newWorkspace();
    const real = client();
    let calls = 0;
    let failed = false;
    const flaky: SyncSource = {
      ...real,
      getChannel: (i) => real.getChannel(i),
      listUploadIds: (p, t) => real.listUploadIds(p, t),
      getVideos: (ids) => real.getVideos(ids),
      listReplies: (p, t, v) => real.listReplies(p, t, v),
      async listChannelCommentThreads(channelId, pageToken) {
        calls += 1;
        if (calls === 3 && !failed) {
          failed = true;
          throw new Error("connection reset");
        }
        return real.listChannelCommentThreads(channelId, pageToken);
      },
    };
    const queue = memoryQueue();
    const { job } = await startChannelSync(
      { db, source: flaky, queue },
      { teamChannelId: ws, input: { kind: "handle", handle: own.channel.handle! }, role: "own" },
    );
    let threw = false;
    let uploadCalls = 0;
    const counting: SyncSource = { ...flaky, listUploadIds: (p, t) => (uploadCalls++, flaky.listUploadIds(p, t)) };
    while (queue.messages.length > 0) {
      const message = queue.messages[0]!;
      try {
        await runSyncStep({ db, source: counting, queue }, message.jobId);
        queue.messages.shift();
      } catch {
        threw = true; // the queue would redeliver this message: run the same step again
      }
    }
    expect(threw).toBe(true);
    // The upload pages were read once each: the retry began at the failed step, not at the start.
    expect(uploadCalls).toBe(FIRST_SYNC_UPLOADS / 50);
    const done = (await env.DB.prepare("SELECT * FROM sync_jobs WHERE id = ?")
      .bind(job.id)
      .first<Record<string, unknown>>())!;
    expect(done.status).toBe("done");
    expect(await rows(ws)).toEqual(await rows(reference));
    expect(done.comments_fetched).toBe(clean.comments_fetched);
    expect(done.videos_found).toBe(clean.videos_found);
  });

  it("counts a step once when its message is delivered twice", async () => {
    const ws = await newWorkspace();
    const source = client();
    const queue = memoryQueue();
    const { job } = await startChannelSync(
      { db, source, queue },
      { teamChannelId: ws, input: { kind: "handle", handle: own.channel.handle! }, role: "own" },
    );
    const message = queue.messages.shift()!;
    await Promise.all([
      runSyncStep({ db, source, queue }, message.jobId),
      runSyncStep({ db, source, queue }, message.jobId),
    ]);
    const after = (await env.DB.prepare("SELECT videos_found, step FROM sync_jobs WHERE id = ?")
      .bind(job.id)
      .first<{ videos_found: number; step: number }>())!;
    expect(after.step).toBe(1);
    expect(after.videos_found).toBe(50);
    expect(queue.messages).toHaveLength(1);
  });

  it("keeps workspaces apart", async () => {
    const a = await newWorkspace();
    const b = await newWorkspace();
    await fullSync(a);
    expect((await rows(b)).videos).toBe(0);
    expect((await rows(a)).videos).toBe(FIRST_SYNC_UPLOADS);
  });

  it("refuses calls past the daily budget before they are made, and says so", async () => {
    const ws = await newWorkspace();
    const quota = createD1QuotaGate(db, { dailyUnits: 3, dailySearchCalls: 1, dailyTrendSearches: 0 });
    const sent: string[] = [];
    const source = createYouTubeClient({
      apiKey: "test-key",
      baseUrl: FAKE_YOUTUBE_BASE_URL,
      fetch: (request) => (sent.push(request.url), fake(request)),
      quota,
      sleep: async () => {},
    });
    const queue = memoryQueue();
    await startChannelSync(
      { db, source, queue },
      { teamChannelId: ws, input: { kind: "handle", handle: own.channel.handle! }, role: "own" },
    );
    await expect(drain(queue, source)).rejects.toMatchObject({
      status: 429,
      message: "YouTube API quota exceeded. Please try again later.",
    });
    expect(sent).toHaveLength(3);
    expect(await count("SELECT sum(units) AS n FROM quota_ledger")).toBeGreaterThanOrEqual(3);
  });
});

describe("through the Worker", () => {
  it("connects a channel from the account page and syncs it on the queue", async () => {
    await forgetPublicData();
    const cookie = await signUp("creator@example.com");
    const response = await postForm(
      "/account",
      { intent: "connect-channel", channel: `https://www.youtube.com/@${own.channel.handle}` },
      { cookie },
    );
    expect(response.status).toBe(200);
    // The queue consumer runs in the background; watch the public API until it is done.
    let body: { sync: { status: string }; videoCount: number; commentCount: number; title: string } | undefined;
    for (let i = 0; i < 200; i++) {
      const r = await get("/api/channel", { cookie });
      body = (await r.json()) as typeof body;
      if (body?.sync.status === "done" || body?.sync.status === "failed") break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(body?.sync.status).toBe("done");
    expect(body?.title).toBe(own.channel.title);
    expect(body?.videoCount).toBe(FIRST_SYNC_UPLOADS);
    expect(body?.commentCount).toBeGreaterThan(0);
    // The uploads are read from the workspace's store (the control D1 holds none): the
    // dashboard's cadence counts them.
    const ws = await workspaceOf("creator@example.com");
    expect(await count("SELECT count(*) AS n FROM videos WHERE workspace_id = ?", ws)).toBe(0);
    const dashboard = (await (await get("/api/dashboard", { cookie })).json()) as {
      cadence: { daysSinceLastUpload: number | null };
    };
    expect(dashboard.cadence.daysSinceLastUpload).not.toBeNull();
    const page = await pageText(await get("/account", { cookie }));
    expect(page).toContain("Last sync finished");
    // The connection is on the owner's activity log, with who made it.
    expect(page).toContain(`creator@example.com · channel connected: https://www.youtube.com/@${own.channel.handle}`);
    // How the uploads past the first sync's 200 arrive.
    expect(page).toContain(
      "The first sync read your newest 200 uploads; older ones arrive 200 a day with the daily refresh.",
    );
  });

  it("refuses input that is not a channel, and a demo user, with clear messages", async () => {
    const cookie = await signUp("typo@example.com");
    const bad = await postForm("/account", { intent: "connect-channel", channel: "not a channel!!" }, { cookie });
    expect(bad.status).toBe(400);
    expect(await pageText(bad)).toContain("Enter your channel's link, @handle or channel id.");
    const demo = (await postForm("/demo", {})).headers.get("set-cookie")!.split(";")[0]!;
    const refused = await postForm("/account", { intent: "connect-channel", channel: "@anyone" }, { cookie: demo });
    expect(refused.status).toBe(403);
  });

  it("answers 404 for a channel that does not exist", async () => {
    const cookie = await signUp("nobody@example.com");
    const response = await postForm(
      "/account",
      { intent: "connect-channel", channel: "@no-such-channel-here" },
      { cookie },
    );
    expect(response.status).toBe(404);
  });

  // GET /api/channel's own tests (session, no channel, other workspaces): tests/integration/api/channel.*.test.ts

  it("acks malformed queue messages and unknown jobs without retrying", async () => {
    const batch = createMessageBatch("vidwise-sync", [
      { id: "m1", timestamp: new Date(), attempts: 1, body: { nope: true } },
      { id: "m2", timestamp: new Date(), attempts: 1, body: { jobId: crypto.randomUUID() } },
    ]);
    const ctx = createExecutionContext();
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args);
    try {
      await worker.queue(batch, env);
    } finally {
      console.error = original;
    }
    const result = await getQueueResult(batch, ctx);
    expect(result.explicitAcks.sort()).toEqual(["m1", "m2"]);
    expect(result.retryMessages).toEqual([]);
  });
});
