// A workspace's comments live in its own store. Comments a workspace still has in the
// control D1 from before (written by hand here, as an old deployment holds them) move to its store
// in steps, with the title of their video and the role of its channel, losing none; a comment whose
// video is gone has no reader and is dropped; and the page's figures then come from the store.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { moveControlComments } from "~/features/channel-data/comments.server";
import { moveControlVideos } from "~/features/channel-data/videos.server";
import { getDb } from "~/lib/db/client.server";
import {
  channelDataToStore,
  count,
  get,
  pageText,
  postForm,
  signUp,
  storeCount,
  storeRows,
  workspaceOf,
} from "../helpers";

const OWN = "UCownStore0000000000000";
const RIVAL = "UCrivalStore00000000000";

/** An own and a competitor channel, a video each, and comments in the control D1 (`n` on the own video). */
async function oldWorkspace(email: string, n: number) {
  const cookie = await signUp(email);
  const ws = await workspaceOf(email);
  const now = Date.now();
  const statements = [
    env.DB.prepare(
      "INSERT INTO channels (workspace_id, id, role, title, uploads_playlist_id) VALUES (?, ?, 'own', 'Mine', 'UUown'), (?, ?, 'competitor', 'Rival', 'UUrival')",
    ).bind(ws, OWN, ws, RIVAL),
    env.DB.prepare(
      "INSERT INTO videos (workspace_id, id, channel_id, title, published_at) VALUES (?, 'vidOwn', ?, 'My home server tour', ?), (?, 'vidRival', ?, 'Their NAS build', ?)",
    ).bind(ws, OWN, now - 5 * 86_400_000, ws, RIVAL, now - 4 * 86_400_000),
    env.DB.prepare(
      `WITH RECURSIVE k(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM k WHERE i < ?)
       INSERT INTO comments (workspace_id, id, video_id, author_name, author_channel_id, text, like_count, published_at)
       SELECT ?, 'own-' || printf('%03d', i), 'vidOwn', 'Viewer ' || i, 'UCviewer' || i, 'Great tour, thank you! Number ' || i, i, ? FROM k`,
    ).bind(n, ws, now - 3_600_000),
    env.DB.prepare(
      "INSERT INTO comments (workspace_id, id, video_id, author_name, text, published_at) VALUES (?, 'rival-1', 'vidRival', 'Someone', 'Nice build', ?), (?, 'orphan-1', 'vidGone', 'Someone', 'On a video no longer stored', ?)",
    ).bind(ws, now - 3_600_000, ws, now - 3_600_000),
  ];
  await env.DB.batch(statements);
  return { cookie, ws };
}

describe("comments from before the stores", () => {
  it("move to the workspace's store in steps, with their video's title and channel's role, losing none", async () => {
    const { ws } = await oldWorkspace("comment-move@example.com", 5);
    const db = getDb(env);
    // The videos move first (with their channels' roles), then the comments on them.
    expect(await moveControlVideos(db, ws)).toBe(2);
    // 7 rows in the control D1: 5 on the own video, 1 on the competitor's, 1 whose video is gone.
    expect(await moveControlComments(db, ws, 3)).toBe(3);
    expect(await count("SELECT count(*) AS n FROM comments WHERE workspace_id = ?", ws)).toBe(4);
    expect(await moveControlComments(db, ws, 3)).toBe(3);
    expect(await moveControlComments(db, ws, 3)).toBe(1);
    expect(await moveControlComments(db, ws, 3)).toBe(0);
    expect(await count("SELECT count(*) AS n FROM comments WHERE workspace_id = ?", ws)).toBe(0);

    // The orphan had no reader and was dropped; the other six are in the store, text and likes kept.
    expect(await storeRows(ws, "SELECT id, like_count FROM comments WHERE workspace_id = ? ORDER BY id", ws)).toEqual([
      ["own-001", 1],
      ["own-002", 2],
      ["own-003", 3],
      ["own-004", 4],
      ["own-005", 5],
      ["rival-1", 0],
    ]);
    expect(
      await storeRows(ws, "SELECT id, channel_id, title FROM videos WHERE workspace_id = ? ORDER BY id", ws),
    ).toEqual([
      ["vidOwn", OWN, "My home server tour"],
      ["vidRival", RIVAL, "Their NAS build"],
    ]);
    expect(await storeRows(ws, "SELECT id, role FROM channels WHERE workspace_id = ? ORDER BY role", ws)).toEqual([
      [RIVAL, "competitor"],
      [OWN, "own"],
    ]);
  });

  it("are then analysed from the store: the page counts the own channel's, and the scores stay in the store", async () => {
    const { cookie, ws } = await oldWorkspace("comment-move-page@example.com", 4);
    await channelDataToStore(ws);
    expect((await postForm("/comment-sentiment", { intent: "analyze" }, { cookie })).status).toBe(200);
    // Own and competitor comments are scored; the page reads only the own channel's video.
    expect(await storeCount(ws, "SELECT count(*) FROM comment_scores WHERE workspace_id = ?", ws)).toBe(5);
    expect(await count("SELECT count(*) AS n FROM comment_scores WHERE workspace_id = ?", ws)).toBe(0);
    const page = await pageText(await get("/comment-sentiment?period=7d", { cookie }));
    expect(page).toContain("My home server tour");
    expect(page).not.toContain("Their NAS build");
  });
});
