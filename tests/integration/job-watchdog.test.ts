// Jobs never stay stuck (docs/decisions/008-job-watchdog.md): a queued job whose message was lost
// (the send failed, the consumer was killed) is sent again by the hourly watchdog and finishes, or,
// past its re-sends, is failed with a message the page shows and its button starts it over. A send
// the queue refuses leaves no job "queued" behind it.
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { type SyncMessage, startChannelSync } from "~/features/channel-data/sync.server";
import { createYouTubeClient } from "~/features/channel-data/youtube/client";
import { FAKE_YOUTUBE_BASE_URL, createFakeYouTubeApi } from "~/dev/youtube/fake-api";
import { createMemoryQuotaGate } from "~/features/channel-data/youtube/quota";
import { INLINE_LIMIT, startAnalysis } from "~/features/comment-sentiment/scoring.engines.server";
import { HOURLY_CRON } from "~/features/content-ideas/batch-schedule";
import { isoWeek } from "~/features/content-ideas/engine";
import { writeWeeklyBatches } from "~/features/content-ideas/ideas.engines.server";
import { WEEKLY_BATCH_FAILED_ERROR } from "~/features/content-ideas/messages";
import { deleteExpiredDemos, deleteInChunks } from "~/features/housekeeping/cleanup.server";
import { sessions } from "~/lib/auth/tables";
import { lt } from "drizzle-orm";
import { queueChannelRefreshes } from "../../workers/jobs/sync";
import { getDb } from "~/lib/db/client.server";
import worker from "../../workers/app";
import { channelDataToStore, get, pageText, postForm, signUp, storeCount, storeRun, workspaceOf } from "../helpers";
import { sampleWorld } from "../sample";

const db = getDb(env);
const own = sampleWorld().own;
const MINUTE = 60_000;
/** Past the watchdog's 15 minutes without progress. */
const STALE = () => Date.now() - 20 * MINUTE;

const youtube = () =>
  createYouTubeClient({
    apiKey: "test-key",
    baseUrl: FAKE_YOUTUBE_BASE_URL,
    fetch: createFakeYouTubeApi(sampleWorld()),
    quota: createMemoryQuotaGate(),
    sleep: async () => {},
  });

/** A queue that accepts messages and never delivers them: a consumer killed for good. */
function lostQueue() {
  const messages: unknown[] = [];
  return { messages, send: async (m: unknown) => void messages.push(m) };
}
const refusingQueue = { send: async () => Promise.reject(new Error("queue unavailable")) };

/** The refused sends are logged as errors on purpose: expected here, not a stray error. */
function expectLoggedErrors() {
  const spy = vi.spyOn(console, "error").mockImplementation(() => {});
  return () => expect(spy.mock.calls.map((args) => args.join(" ")).join("\n")).toContain("queue unavailable");
}

async function runHourlyCron(testEnv: Env = env) {
  const ctx = createExecutionContext();
  worker.scheduled(createScheduledController({ cron: HOURLY_CRON }), testEnv, ctx);
  await waitOnExecutionContext(ctx);
}

const one = async <T>(sql: string, ...params: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...params)
    .first<T>())!;

/** Polls until `done` answers true (the real queue's consumer runs beside the test). */
async function until(done: () => Promise<boolean>, what: string) {
  for (let i = 0; i < 150; i++) {
    if (await done()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not happen`);
}

let accounts = 0;
async function account() {
  const email = `watchdog-${++accounts}-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const cookie = await signUp(email);
  return { cookie, teamChannelId: await workspaceOf(email) };
}

/** A sync whose first message went nowhere, last advanced 20 minutes ago. */
async function stuckSync(teamChannelId: string, resends = 0) {
  const { job } = await startChannelSync(
    { db, source: youtube(), queue: lostQueue() },
    { teamChannelId, input: { kind: "handle", handle: own.channel.handle! }, role: "own" },
  );
  await env.DB.prepare("UPDATE sync_jobs SET updated_at = ?, resends = ? WHERE id = ?")
    .bind(STALE(), resends, job.id)
    .run();
  return job.id;
}
const syncJob = (id: string) =>
  one<{ status: string; error: string | null }>("SELECT status, error FROM sync_jobs WHERE id = ?", id);

describe("channel syncs", () => {
  it("a sync whose message was lost is sent again by the hourly watchdog and finishes", async () => {
    const { teamChannelId } = await account();
    const jobId = await stuckSync(teamChannelId);
    await runHourlyCron();
    await until(async () => (await syncJob(jobId)).status === "done", "the stuck sync finishing");
    expect(
      await storeCount(teamChannelId, "SELECT count(*) FROM videos WHERE workspace_id = ?", teamChannelId),
    ).toBeGreaterThan(0);
  });

  it("past its re-sends the sync is failed with a message on the Account page, and connecting again resumes it", async () => {
    const { cookie, teamChannelId } = await account();
    const jobId = await stuckSync(teamChannelId, 3);
    // Synced recently otherwise, so the hourly refresh leaves the channel alone.
    await env.DB.prepare("UPDATE channels SET last_synced_at = ? WHERE workspace_id = ?")
      .bind(Date.now(), teamChannelId)
      .run();
    await runHourlyCron();
    expect(await syncJob(jobId)).toEqual({ status: "failed", error: "The sync stopped responding." });
    expect(await pageText(await get("/account", { cookie }))).toContain("The sync stopped responding.");

    const queue = lostQueue();
    const { job } = await startChannelSync(
      { db, source: youtube(), queue },
      { teamChannelId, input: { kind: "handle", handle: own.channel.handle! }, role: "own" },
    );
    expect(job.id).toBe(jobId);
    expect(queue.messages).toEqual([{ jobId } satisfies SyncMessage]);
    expect((await syncJob(jobId)).status).toBe("queued");
  });

  it("connecting again while a sync is stuck sends its step again instead of waiting on it", async () => {
    const { teamChannelId } = await account();
    const jobId = await stuckSync(teamChannelId);
    const queue = lostQueue();
    const { job } = await startChannelSync(
      { db, source: youtube(), queue },
      { teamChannelId, input: { kind: "handle", handle: own.channel.handle! }, role: "own" },
    );
    expect(job.id).toBe(jobId);
    expect(queue.messages).toEqual([{ jobId }]);
  });

  it("a send the queue refuses leaves a failed sync, not a queued one, on connect and on the hourly refresh", async () => {
    const { teamChannelId } = await account();
    await expect(
      startChannelSync(
        { db, source: youtube(), queue: refusingQueue },
        { teamChannelId, input: { kind: "handle", handle: own.channel.handle! }, role: "own" },
      ),
    ).rejects.toThrow("queue unavailable");
    const started = await one<{ status: string; error: string }>(
      "SELECT status, error FROM sync_jobs WHERE workspace_id = ?",
      teamChannelId,
    );
    expect(started).toEqual({
      status: "failed",
      error: "The sync could not be started (the job queue did not accept it).",
    });

    // The hourly refresh of a channel not synced for a day, with the queue refusing.
    await env.DB.prepare("UPDATE channels SET last_synced_at = ? WHERE workspace_id = ?")
      .bind(Date.now() - 25 * 3_600_000, teamChannelId)
      .run();
    await env.DB.prepare("DELETE FROM sync_jobs WHERE workspace_id = ?").bind(teamChannelId).run();
    // The only channel due, so it is the one the refusing queue meets first.
    await env.DB.prepare("UPDATE channels SET last_synced_at = ? WHERE workspace_id <> ?")
      .bind(Date.now(), teamChannelId)
      .run();
    const logged = expectLoggedErrors();
    await queueChannelRefreshes({ ...env, SYNC_QUEUE: refusingQueue } as unknown as Env);
    logged();
    const refreshes = await env.DB.prepare("SELECT status FROM sync_jobs WHERE workspace_id = ?")
      .bind(teamChannelId)
      .all();
    expect(refreshes.results).toEqual([{ status: "failed" }]);
  });
});

/** A run of the given state, last advanced 20 minutes ago, for a workspace with unscored comments. */
async function stuckRun(teamChannelId: string, resends = 0) {
  const runId = crypto.randomUUID();
  await env.DB.prepare(
    "INSERT INTO sentiment_runs (id, workspace_id, status, total, scored, resends, created_at, updated_at) VALUES (?, ?, 'running', ?, 0, ?, ?, ?)",
  )
    .bind(runId, teamChannelId, 30, resends, STALE(), STALE())
    .run();
  return runId;
}

/** An own channel with one video and `n` audience comments, none scored. */
async function commentsFor(teamChannelId: string, n: number) {
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO channels (workspace_id, id, role, title, uploads_playlist_id) VALUES (?, 'UCwatch', 'own', 'Watch', 'UUwatch')",
    ).bind(teamChannelId),
    env.DB.prepare(
      "INSERT INTO videos (workspace_id, id, channel_id, title, published_at) VALUES (?, 'vidWatch01', 'UCwatch', 'How I fixed my camera', ?)",
    ).bind(teamChannelId, Date.now() - 86_400_000),
    env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
       INSERT INTO comments (workspace_id, id, video_id, author_name, author_channel_id, text, published_at)
       SELECT ?, 'c' || i, 'vidWatch01', 'Viewer ' || i, 'UCviewer' || i, 'Great video, thanks for number ' || i, ? FROM n`,
    ).bind(n, teamChannelId, Date.now() - 3_600_000),
  ]);
  await channelDataToStore(teamChannelId);
}
const sentimentRun = (id: string) =>
  one<{ status: string; error: string | null }>("SELECT status, error FROM sentiment_runs WHERE id = ?", id);
const FAILED = "Failed to analyze comment sentiment. Please try again.";

describe("comment sentiment runs", () => {
  it("a run whose batch was lost is sent again by the hourly watchdog and finishes", async () => {
    const { teamChannelId } = await account();
    await commentsFor(teamChannelId, 30);
    const runId = await stuckRun(teamChannelId);
    await runHourlyCron();
    await until(async () => (await sentimentRun(runId)).status === "done", "the stuck run finishing");
    expect(
      await storeCount(teamChannelId, "SELECT count(*) FROM comment_scores WHERE workspace_id = ?", teamChannelId),
    ).toBe(30);
  });

  it("past its re-sends the run is failed, the page says so, and Analyze runs again", async () => {
    const { cookie, teamChannelId } = await account();
    await commentsFor(teamChannelId, 30);
    const runId = await stuckRun(teamChannelId, 3);
    await runHourlyCron();
    expect(await sentimentRun(runId)).toEqual({ status: "failed", error: FAILED });
    const page = await pageText(await get("/comment-sentiment", { cookie }));
    expect(page).toContain(FAILED);
    expect(page).not.toContain("Analyzing comments:");

    const again = await pageText(await postForm("/comment-sentiment", { intent: "analyze" }, { cookie }));
    expect(again).toContain("Analyzed 30 new comments.");
    expect(await pageText(await get("/comment-sentiment", { cookie }))).not.toContain(FAILED);
  });

  it("a stuck run does not block Analyze as 'already running'", async () => {
    const { cookie, teamChannelId } = await account();
    await commentsFor(teamChannelId, 30);
    const runId = await stuckRun(teamChannelId);
    const answer = await pageText(await postForm("/comment-sentiment", { intent: "analyze" }, { cookie }));
    expect(answer).not.toContain("An analysis is already running.");
    expect(answer).toContain("Analyzed 30 new comments.");
    // The stuck run is ended, so its late batches change nothing.
    expect((await sentimentRun(runId)).status).toBe("failed");
  });

  it("a send the queue refuses leaves a failed run, not a queued one", async () => {
    const { teamChannelId } = await account();
    await commentsFor(teamChannelId, INLINE_LIMIT + 1);
    await expect(startAnalysis(db, refusingQueue as unknown as Queue, teamChannelId)).rejects.toThrow(
      "queue unavailable",
    );
    const runs = await env.DB.prepare("SELECT status, error FROM sentiment_runs WHERE workspace_id = ?")
      .bind(teamChannelId)
      .all();
    expect(runs.results).toEqual([{ status: "failed", error: FAILED }]);
  });
});

describe("the hourly cron", () => {
  it("runs each task on its own: a refused refresh does not stop the idea batches", async () => {
    const { teamChannelId } = await account();
    await commentsFor(teamChannelId, 3);
    // Due for a refresh; the queue refuses it.
    await env.DB.prepare("UPDATE channels SET last_synced_at = ? WHERE workspace_id = ?")
      .bind(Date.now() - 25 * 3_600_000, teamChannelId)
      .run();
    await env.DB.prepare("UPDATE channels SET last_synced_at = ? WHERE workspace_id <> ?")
      .bind(Date.now(), teamChannelId)
      .run();
    const logged = expectLoggedErrors();
    await runHourlyCron({ ...env, SYNC_QUEUE: refusingQueue } as unknown as Env);
    logged();
    const refresh = await env.DB.prepare("SELECT status FROM sync_jobs WHERE workspace_id = ? AND kind = 'refresh'")
      .bind(teamChannelId)
      .all();
    expect(refresh.results).toEqual([{ status: "failed" }]);
    expect(
      await storeCount(
        teamChannelId,
        "SELECT count(*) FROM idea_batches WHERE workspace_id = ? AND source = 'cron'",
        teamChannelId,
      ),
    ).toBe(1);
  });
});

describe("weekly idea batches", () => {
  const week = () => isoWeek(new Date());
  const attempt = (teamChannelId: string) =>
    env.DB.prepare("SELECT attempts, state FROM idea_batch_attempts WHERE workspace_id = ? AND cron_week = ?")
      .bind(teamChannelId, week())
      .first<{ attempts: number; state: string }>();
  const cronBatches = (teamChannelId: string) =>
    storeCount(
      teamChannelId,
      "SELECT count(*) FROM idea_batches WHERE workspace_id = ? AND source = 'cron'",
      teamChannelId,
    );

  it("an attempt killed mid-batch is ended by the watchdog and the hourly run writes the batch", async () => {
    const { teamChannelId } = await account();
    await commentsFor(teamChannelId, 3);
    // Another invocation is at it right now: left alone.
    const started = (at: number) =>
      env.DB.prepare(
        "INSERT OR REPLACE INTO idea_batch_attempts (workspace_id, cron_week, attempts, state, updated_at) VALUES (?, ?, 1, 'running', ?)",
      )
        .bind(teamChannelId, week(), at)
        .run();
    await started(Date.now());
    await runHourlyCron();
    expect(await cronBatches(teamChannelId)).toBe(0);
    // Killed: no word from it for 20 minutes.
    await started(STALE());
    await runHourlyCron();
    expect(await cronBatches(teamChannelId)).toBe(1);
    // The week is done for this workspace: its bookkeeping says so in the control database.
    expect(await attempt(teamChannelId)).toEqual({ attempts: 2, state: "done" });
  });

  it("a workspace whose batch keeps failing stops after 3 attempts, does not hold up the rest, and its page says to generate", async () => {
    // Only these two workspaces have a channel now, the failing one the older (first in line).
    await env.DB.prepare("DELETE FROM channels").run();
    const failing = await account();
    const next = await account();
    await commentsFor(failing.teamChannelId, 3);
    await commentsFor(next.teamChannelId, 3);
    // Unreadable data: every attempt throws.
    await storeRun(
      failing.teamChannelId,
      "UPDATE videos SET tags = '{broken' WHERE workspace_id = ?",
      failing.teamChannelId,
    );
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    const now = new Date();
    for (let i = 0; i < 3; i++) expect(await writeWeeklyBatches(db, now, 1)).toEqual({ written: 0, failed: 1 });
    expect(await writeWeeklyBatches(db, now, 1)).toEqual({ written: 1, failed: 0 });
    expect(spy).toHaveBeenCalledTimes(3);
    spy.mockRestore();
    expect(await cronBatches(next.teamChannelId)).toBe(1);
    expect(await attempt(failing.teamChannelId)).toEqual({ attempts: 3, state: "failed" });

    expect(await pageText(await get("/content-ideas", { cookie: failing.cookie }))).toContain(
      WEEKLY_BATCH_FAILED_ERROR,
    );
    // Generate New Ideas is the retry: once it stores a batch this week the message goes.
    await storeRun(
      failing.teamChannelId,
      "INSERT INTO idea_batches (workspace_id, id, source, ideas, analyzed, total_generated) VALUES (?, 'manual-after-failure', 'manual', '[]', '{}', 0)",
      failing.teamChannelId,
    );
    expect(await pageText(await get("/content-ideas", { cookie: failing.cookie }))).not.toContain(
      WEEKLY_BATCH_FAILED_ERROR,
    );
  });
});

describe("clean-ups in bounded chunks", () => {
  it("deletes at most chunk × statements rows per run and the next run takes the rest", async () => {
    const { teamChannelId } = await account();
    const user = await one<{ id: string }>("SELECT id FROM users WHERE workspace_id = ?", teamChannelId);
    await env.DB.prepare(
      "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1200) INSERT INTO sessions (id, user_id, expires_at) SELECT 'old-' || i, ?, 1 FROM n",
    )
      .bind(user.id)
      .run();
    const old = async () => (await one<{ n: number }>("SELECT count(*) AS n FROM sessions WHERE id LIKE 'old-%'")).n;
    expect(await deleteInChunks(db, sessions, lt(sessions.expiresAt, new Date()), 500, 2)).toBe(1000);
    expect(await old()).toBe(200);
    expect(await deleteInChunks(db, sessions, lt(sessions.expiresAt, new Date()), 500, 2)).toBe(200);
    expect(await old()).toBe(0);
  });

  it("removes expired demo workspaces a few per statement, all of them across the run", async () => {
    const ids = Array.from({ length: 12 }, () => crypto.randomUUID());
    await env.DB.batch(
      ids.map((id) =>
        env.DB.prepare("INSERT INTO workspaces (id, kind, expires_at) VALUES (?, 'demo', ?)").bind(
          id,
          Date.now() - 60_000,
        ),
      ),
    );
    expect(await deleteExpiredDemos(db)).toBeGreaterThanOrEqual(12);
    expect(
      (
        await one<{ n: number }>(
          "SELECT count(*) AS n FROM workspaces WHERE kind = 'demo' AND expires_at < ?",
          Date.now(),
        )
      ).n,
    ).toBe(0);
  });
});
