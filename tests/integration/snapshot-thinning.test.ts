// Growth that stops: view snapshots older than 90 days are thinned, in the workspace's
// own store, to the first of each age bucket per video (hourly to 2 days, daily to 30, weekly
// after), keeping each video's newest old snapshot; younger snapshots and other workspaces are
// untouched, a second pass removes nothing, and the end of a daily refresh runs the pass (with the
// move of snapshots a workspace still had in the control D1 into its store).
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { thinWorkspaceSnapshots } from "~/features/channel-data/index.server";
import { moveControlSnapshots } from "~/features/channel-data/snapshots.server";
import { moveControlVideos } from "~/features/channel-data/videos.server";
import { getDb } from "~/lib/db/client.server";
import { count, signUp, storeCount, storeRows, storeRun, workspaceOf } from "../helpers";

const DAY = 86_400_000;
const PUBLISHED = Date.UTC(2025, 0, 1);
const NOW = new Date(PUBLISHED + 365 * DAY);
const YEAR_OF_DAYS = `WITH RECURSIVE d(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM d WHERE i < 364)`;

/** The video in the store beside its snapshots, as a sync writes it (or, `inStore` false, left in the control D1 from before). */
async function videoRow(ws: string, videoId: string, { inStore = true } = {}) {
  const insert =
    "INSERT INTO videos (workspace_id, id, channel_id, title, published_at) VALUES (?, ?, 'UC-thin', 'A year of views', ?)";
  if (inStore) await storeRun(ws, insert, ws, videoId, PUBLISHED);
  else await env.DB.prepare(insert).bind(ws, videoId, PUBLISHED).run();
}

/** A video published on 1 January 2025 with one snapshot a day at noon of its age, for a year, in the store. */
async function yearOfDailySnapshots(ws: string, videoId: string) {
  await videoRow(ws, videoId);
  await storeRun(
    ws,
    `${YEAR_OF_DAYS} INSERT INTO video_stats (workspace_id, video_id, captured_at, view_count)
     SELECT ?, ?, ? + i * ${DAY} + ${DAY / 2}, 100 * (i + 1) FROM d`,
    ws,
    videoId,
    PUBLISHED,
  );
}

const snapshots = async (ws: string) =>
  (await storeRows(ws, "SELECT captured_at FROM video_stats WHERE workspace_id = ? ORDER BY captured_at", ws)).map(
    ([capturedAt]) => Math.floor((Number(capturedAt) - PUBLISHED) / DAY),
  );

describe("thinning view snapshots after 90 days", () => {
  it("keeps what the forecaster reads: 67 of the 275 old snapshots, all 90 young ones", async () => {
    await signUp("thin-a@example.com");
    await signUp("thin-b@example.com");
    const a = await workspaceOf("thin-a@example.com");
    const b = await workspaceOf("thin-b@example.com");
    await yearOfDailySnapshots(a, "vid-a");
    await yearOfDailySnapshots(b, "vid-b");

    // Cut-off: day 275 of age. Old: days 0–274 (275 rows). Kept, worked by hand: days 0 and 1
    // (their hour buckets), days 2–29 (a day each: 28), the first of weeks 4–39 (days 30, 35, …,
    // 273: 36) and day 274, the newest old one: 67. Removed: 208.
    const pass = await thinWorkspaceSnapshots(getDb(env), a, NOW);
    expect(pass.removed).toBe(208);
    const kept = await snapshots(a);
    expect(kept).toHaveLength(67 + 90);
    expect(kept.slice(0, 30)).toEqual(Array.from({ length: 30 }, (_, d) => d));
    expect(kept.slice(30, 36)).toEqual([30, 35, 42, 49, 56, 63]);
    expect(kept.slice(64, 68)).toEqual([266, 273, 274, 275]);
    expect(kept.at(-1)).toBe(364);
    // The other workspace is untouched by a pass over one.
    expect(await snapshots(b)).toHaveLength(365);
    // A second pass finds nothing more to remove.
    expect((await thinWorkspaceSnapshots(getDb(env), a, NOW)).removed).toBe(0);
  });

  it("moves a workspace's snapshots left in the control D1 into its store, in steps, losing none", async () => {
    await signUp("thin-move@example.com");
    const ws = await workspaceOf("thin-move@example.com");
    // A workspace synced before snapshots moved: its video and snapshots only in the control D1.
    await videoRow(ws, "vid-move", { inStore: false });
    await env.DB.prepare(
      `${YEAR_OF_DAYS} INSERT INTO video_stats (workspace_id, video_id, captured_at, view_count)
       SELECT ?, 'vid-move', ? + i * ${DAY}, 10 * (i + 1) FROM d`,
    )
      .bind(ws, PUBLISHED)
      .run();
    // One row already in the store (written twice by a step repeated after a crash): kept once.
    await storeRun(
      ws,
      "INSERT INTO video_stats (workspace_id, video_id, captured_at, view_count) VALUES (?, 'vid-move', ?, 10)",
      ws,
      PUBLISHED,
    );
    const db = getDb(env);
    // Its video moves too (the daily refresh's upkeep moves a workspace's videos first).
    expect(await moveControlVideos(db, ws)).toBe(1);
    expect(await moveControlSnapshots(db, ws, 200)).toBe(200);
    expect(await count("SELECT count(*) AS n FROM video_stats WHERE workspace_id = ?", ws)).toBe(165);
    expect(await moveControlSnapshots(db, ws, 200)).toBe(165);
    expect(await moveControlSnapshots(db, ws, 200)).toBe(0);
    expect(await count("SELECT count(*) AS n FROM video_stats WHERE workspace_id = ?", ws)).toBe(0);
    expect(await storeCount(ws, "SELECT count(*) FROM video_stats WHERE workspace_id = ?", ws)).toBe(365);
    expect(await storeCount(ws, "SELECT sum(view_count) FROM video_stats WHERE workspace_id = ?", ws)).toBe(
      (10 * 365 * 366) / 2,
    );
    // The video's channel and publication are in the store, so thinning and the forecaster can age them.
    expect(await storeRows(ws, "SELECT id, channel_id, published_at FROM videos WHERE workspace_id = ?", ws)).toEqual([
      ["vid-move", "UC-thin", PUBLISHED],
    ]);
  });
});
