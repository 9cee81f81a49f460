import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../workers/app";
import { count, get, postForm, signUp, storeCount, workspaceOf } from "../helpers";
import { sampleWorld, seedSampleTemplate } from "../sample";

const own = sampleWorld().own;

async function waitForSync(cookie: string) {
  for (let i = 0; i < 300; i++) {
    const body = (await (await get("/api/channel", { cookie })).json()) as { sync: { status: string } };
    if (body.sync.status === "done" || body.sync.status === "failed") return body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("sync did not finish");
}

async function runCron() {
  const ctx = createExecutionContext();
  worker.scheduled(createScheduledController({ cron: "7 * * * *" }), env, ctx);
  await waitOnExecutionContext(ctx);
}

const jobs = async (kind: string) =>
  (await env.DB.prepare("SELECT count(*) AS n FROM sync_jobs WHERE kind = ?").bind(kind).first<{ n: number }>())!.n;

describe("the hourly refresh", () => {
  it("takes a new statistics snapshot of a channel not synced for a day, and leaves fresh ones alone", async () => {
    const cookie = await signUp("refresh@example.com");
    await postForm("/account", { intent: "connect-channel", channel: `@${own.channel.handle}` }, { cookie });
    await waitForSync(cookie);
    const ws = await workspaceOf("refresh@example.com");
    // The workspace's snapshots are in its own store; a refresh also moves any left in the
    // control D1 (written before stores held them) over.
    await env.DB.prepare(
      "INSERT INTO video_stats (workspace_id, video_id, captured_at, view_count) VALUES (?, 'older-video', 1, 5)",
    )
      .bind(ws)
      .run();
    const snapshots = async () => storeCount(ws, "SELECT count(*) FROM video_stats WHERE workspace_id = ?", ws);
    const before = await snapshots();

    // Just synced: nothing is due.
    await runCron();
    expect(await jobs("refresh")).toBe(0);

    // A day later: the workspace's copy and the channel's last refresh are 25 hours old.
    await env.DB.prepare("UPDATE channels SET last_synced_at = ?")
      .bind(Date.now() - 25 * 3_600_000)
      .run();
    await env.DB.prepare("UPDATE public_channels SET refreshed_at = ?")
      .bind(Date.now() - 25 * 3_600_000)
      .run();
    await runCron();
    expect(await jobs("refresh")).toBe(1);
    const body = await waitForSync(cookie);
    expect(body.sync.status).toBe("done");
    // The feed's views of the 15 newest uploads, the uploads older than the start with their
    // counts, and the snapshot left in the control D1 moved into the store.
    const olderUploads = own.videos.length - 200;
    expect(await snapshots()).toBeGreaterThanOrEqual(before + 15 + olderUploads + 1);
    expect(await storeCount(ws, "SELECT count(*) FROM videos WHERE workspace_id = ?", ws)).toBe(own.videos.length);
    expect(await count("SELECT count(*) AS n FROM video_stats WHERE workspace_id = ?", ws)).toBe(0);
  });

  it("never refreshes the sample data of demo workspaces", async () => {
    await seedSampleTemplate();
    await postForm("/demo", {});
    const demoChannels = await env.DB.prepare(
      "UPDATE channels SET last_synced_at = 0 WHERE workspace_id IN (SELECT id FROM workspaces WHERE kind IN ('demo', 'sample'))",
    ).run();
    expect(demoChannels.meta.changes).toBeGreaterThan(0);
    const before = await jobs("refresh");
    await runCron();
    expect(await jobs("refresh")).toBe(before);
  });
});
