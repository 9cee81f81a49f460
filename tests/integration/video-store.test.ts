// Past one database: a creator's videos written to the control D1 before they lived in
// its store move there with the daily refresh, in steps, losing none and leaving none; a video
// the store already holds keeps the row with the newer statistics; the pages read the moved rows.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { moveControlVideos } from "~/features/channel-data/videos.server";
import { getDb } from "~/lib/db/client.server";
import { count, get, signUp, storeRows, storeRun, workspaceOf } from "../helpers";

const OWN = "UCownVideos000000000000";
const RIVAL = "UCrivalVideos0000000000";
const DAY = 86_400_000;

describe("videos from before the stores", () => {
  it("move to the workspace's store in steps, losing none and leaving none, the newer row kept", async () => {
    const cookie = await signUp("video-move@example.com");
    const ws = await workspaceOf("video-move@example.com");
    const now = Date.now();
    const row = (id: string, channel: string, daysAgo: number, views: number, statsAt: number | null) =>
      env.DB.prepare(
        `INSERT INTO videos (workspace_id, id, channel_id, title, description, tags, published_at, duration_seconds, is_short, view_count, like_count, stats_updated_at)
         VALUES (?, ?, ?, ?, 'What the API said', '["nas","backup"]', ?, 610, 0, ?, 7, ?)`,
      ).bind(ws, id, channel, `Video ${id}`, now - daysAgo * DAY, views, statsAt);
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO channels (workspace_id, id, role, title, uploads_playlist_id) VALUES (?, ?, 'own', 'Mine', 'UUown'), (?, ?, 'competitor', 'Rival', 'UUrival')",
      ).bind(ws, OWN, ws, RIVAL),
      row("vid-a", OWN, 5, 500, now - DAY),
      row("vid-b", OWN, 4, 400, now - DAY),
      row("vid-c", OWN, 3, 300, now - DAY),
      row("vid-d", RIVAL, 2, 200, now - DAY),
      row("vid-e", RIVAL, 1, 100, now - DAY),
    ]);
    // Already in the store: vid-b as a sync wrote it before migration 10 (channel, publication and
    // title, no statistics); vid-c refreshed since this change, with newer counts.
    await storeRun(
      ws,
      "INSERT INTO videos (workspace_id, id, channel_id, published_at, title) VALUES (?, 'vid-b', ?, ?, 'Video vid-b')",
      ws,
      OWN,
      now - 4 * DAY,
    );
    await storeRun(
      ws,
      "INSERT INTO videos (workspace_id, id, channel_id, published_at, title, view_count, stats_updated_at) VALUES (?, 'vid-c', ?, ?, 'Retitled since', 333, ?)",
      ws,
      OWN,
      now - 3 * DAY,
      now,
    );

    const db = getDb(env);
    expect(await moveControlVideos(db, ws, 2)).toBe(2);
    expect(await count("SELECT count(*) AS n FROM videos WHERE workspace_id = ?", ws)).toBe(3);
    expect(await moveControlVideos(db, ws, 2)).toBe(2);
    expect(await moveControlVideos(db, ws, 2)).toBe(1);
    expect(await moveControlVideos(db, ws, 2)).toBe(0);
    expect(await count("SELECT count(*) AS n FROM videos WHERE workspace_id = ?", ws)).toBe(0);

    expect(
      await storeRows(
        ws,
        "SELECT id, channel_id, title, description, tags, duration_seconds, view_count, like_count FROM videos WHERE workspace_id = ? ORDER BY id",
        ws,
      ),
    ).toEqual([
      ["vid-a", OWN, "Video vid-a", "What the API said", '["nas","backup"]', 610, 500, 7],
      // The store's row without statistics was completed from the control D1's.
      ["vid-b", OWN, "Video vid-b", "What the API said", '["nas","backup"]', 610, 400, 7],
      // The store's newer row was kept whole.
      ["vid-c", OWN, "Retitled since", "", "[]", 0, 333, null],
      ["vid-d", RIVAL, "Video vid-d", "What the API said", '["nas","backup"]', 610, 200, 7],
      ["vid-e", RIVAL, "Video vid-e", "What the API said", '["nas","backup"]', 610, 100, 7],
    ]);
    // Their channels' roles came with them: the readers keep to the own channel's.
    expect(await storeRows(ws, "SELECT id, role FROM channels WHERE workspace_id = ? ORDER BY role", ws)).toEqual([
      [RIVAL, "competitor"],
      [OWN, "own"],
    ]);
    // The account page counts the own channel's uploads from the store.
    const channel = (await (await get("/api/channel", { cookie })).json()) as { videoCount: number };
    expect(channel.videoCount).toBe(3);
  });
});
