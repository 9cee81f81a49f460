// Issue 40, "growth that stops": the daily clean-up thins view snapshots older than 90 days to the
// first of each age bucket per video (hourly to 2 days, daily to 30, weekly after) and keeps each
// video's newest old snapshot; younger snapshots and other workspaces are untouched, and a second
// run removes nothing.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { thinOldSnapshots, thinWorkspaceSnapshots } from "~/features/channel-data/index.server";
import { dailyCleanup } from "~/features/housekeeping/index.server";
import { getDb } from "~/lib/db/client.server";
import { signUp, workspaceOf } from "../helpers";

const DAY = 86_400_000;
const PUBLISHED = Date.UTC(2025, 0, 1);
const NOW = new Date(PUBLISHED + 365 * DAY);

/** A video published on 1 January 2025 with one snapshot a day at noon of its age, for a year. */
async function yearOfDailySnapshots(ws: string, videoId: string) {
  await env.DB.prepare(
    "INSERT INTO videos (workspace_id, id, channel_id, title, published_at) VALUES (?, ?, 'UC-thin', 'A year of views', ?)",
  )
    .bind(ws, videoId, PUBLISHED)
    .run();
  await env.DB.prepare(
    `WITH RECURSIVE d(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM d WHERE i < 364)
     INSERT INTO video_stats (workspace_id, video_id, captured_at, view_count)
     SELECT ?, ?, ? + i * ${DAY} + ${DAY / 2}, 100 * (i + 1) FROM d`,
  )
    .bind(ws, videoId, PUBLISHED)
    .run();
}

const snapshots = async (ws: string) =>
  (
    await env.DB.prepare("SELECT captured_at FROM video_stats WHERE workspace_id = ? ORDER BY captured_at")
      .bind(ws)
      .all<{ captured_at: number }>()
  ).results.map((r) => Math.floor((r.captured_at - PUBLISHED) / DAY));

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

    // The daily clean-up reaches every workspace; a second run finds nothing more to remove.
    const counts = await dailyCleanup(getDb(env), NOW);
    expect(counts.snapshots).toBe(208);
    expect(await snapshots(b)).toEqual(kept);
    expect(await thinOldSnapshots(getDb(env), NOW)).toBe(0);
  });
});
