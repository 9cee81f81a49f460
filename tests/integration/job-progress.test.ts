// GET /jobs/:id/progress (app/routes/app/job-progress.ts): the small JSON route the pages poll
// while a channel sync or a queued comment analysis runs, instead of revalidating the page.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { JOB_WATCHDOG } from "~/lib/job-policy";
import { get, pageText, signUp, workspaceOf } from "../helpers";

const OWNER = "progress-owner@example.com";
let owner: string;
let stranger: string;

async function addRun(
  teamChannelId: string,
  values: { status: string; total: number; scored: number; updatedAt?: number },
) {
  const id = crypto.randomUUID();
  await env.DB.prepare(
    "INSERT INTO sentiment_runs (id, workspace_id, status, total, scored, updated_at) VALUES (?, ?, ?, ?, ?, ?)",
  )
    .bind(id, teamChannelId, values.status, values.total, values.scored, values.updatedAt ?? Date.now())
    .run();
  return id;
}

async function addSync(
  teamChannelId: string,
  values: { status: string; stage: string; videosFound: number; statsFetched: number },
) {
  const id = crypto.randomUUID();
  await env.DB.prepare(
    `INSERT INTO sync_jobs (id, workspace_id, channel_id, kind, status, cursor, videos_found, stats_fetched, comments_fetched, updated_at)
     VALUES (?, ?, 'UCprogress000000000000', 'full', ?, ?, ?, ?, 0, ?)`,
  )
    .bind(
      id,
      teamChannelId,
      values.status,
      JSON.stringify({ stage: values.stage, pageToken: null }),
      values.videosFound,
      values.statsFetched,
      Date.now(),
    )
    .run();
  return id;
}

async function progressOf(id: string, cookie: string) {
  const response = await get(`/jobs/${id}/progress`, { cookie });
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    cache: response.headers.get("cache-control"),
    body: (await response.json()) as Record<string, unknown>,
  };
}

beforeAll(async () => {
  owner = await signUp(OWNER);
  stranger = await signUp("progress-stranger@example.com");
});

describe("GET /jobs/:id/progress", () => {
  it("answers a running comment analysis's count, then inactive once it is done", async () => {
    const workspace = await workspaceOf(OWNER);
    const id = await addRun(workspace, { status: "running", total: 1200, scored: 400 });
    const running = await progressOf(id, owner);
    expect(running.status).toBe(200);
    expect(running.type).toContain("application/json");
    expect(running.cache).toBe("private, no-store");
    expect(running.body).toEqual({
      kind: "comment-analysis",
      id,
      active: true,
      status: "running",
      total: 1200,
      scored: 400,
    });

    await env.DB.prepare("UPDATE sentiment_runs SET status = 'done', scored = 1200 WHERE id = ?").bind(id).run();
    expect((await progressOf(id, owner)).body).toMatchObject({ active: false, status: "done", scored: 1200 });
  });

  it("calls a run that stopped moving inactive, as the page does", async () => {
    const stuck = await addRun(await workspaceOf(OWNER), {
      status: "running",
      total: 50,
      scored: 10,
      updatedAt: Date.now() - JOB_WATCHDOG.stuckAfterMs - 60_000,
    });
    expect((await progressOf(stuck, owner)).body).toMatchObject({ status: "running", active: false });
  });

  it("answers a channel sync's stage and counts", async () => {
    const id = await addSync(await workspaceOf(OWNER), {
      status: "running",
      stage: "stats",
      videosFound: 37,
      statsFetched: 12,
    });
    const { status, body } = await progressOf(id, owner);
    expect(status).toBe(200);
    expect(body).toEqual({
      kind: "channel-sync",
      id,
      active: true,
      status: "running",
      stage: "stats",
      progress: { videosFound: 37, statsFetched: 12, commentsFetched: 0 },
    });
  });

  it("answers 404 for another account's job, the same as for one that never existed", async () => {
    const workspace = await workspaceOf(OWNER);
    const run = await addRun(workspace, { status: "running", total: 10, scored: 1 });
    const sync = await addSync(workspace, { status: "queued", stage: "uploads", videosFound: 0, statsFetched: 0 });
    for (const id of [run, sync, crypto.randomUUID()]) {
      const answer = await progressOf(id, stranger);
      expect(answer.status, id).toBe(404);
      expect(answer.body).toEqual({ error: "Job not found." });
    }
  });

  it("refuses a malformed id with 400 before reading anything", async () => {
    const answer = await progressOf(`${"x".repeat(65)}`, owner);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: "Invalid job id." });
  });

  it("sends a visitor without a session to log in", async () => {
    const response = await get(`/jobs/${crypto.randomUUID()}/progress`);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toMatch(/^\/login\?redirectTo=/);
  });
});

describe("the pages while a job runs", () => {
  it("show the count and, without JavaScript, a link to refresh", async () => {
    const email = "progress-page@example.com";
    const cookie = await signUp(email);
    await addRun(await workspaceOf(email), { status: "queued", total: 3000, scored: 250 });
    const page = await pageText(await get("/comment-sentiment?period=7d", { cookie }));
    expect(page).toContain("Analyzing comments: 250 of 3,000");
    expect(page).toMatch(/<noscript>.*href="\/comment-sentiment\?period=7d".*Refresh to see progress/s);
  });
});
