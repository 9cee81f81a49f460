// A workspace's comments in its own store (decision 012): how many it holds, and the move of those written to the control D1
// before comments lived in stores. Reads run where the rows are through `withChannelData`
// (data-place.server.ts); writes go through `storeChannelData` (store-writes.server.ts).
import { and, count, eq, inArray, or, sql } from "drizzle-orm";
import type { Db } from "~/lib/db/client.server";
import { workspaceDb } from "~/lib/db/workspace-db.server";
import type { ForgetCommentData } from "./removal.server";
import { storeChannelData } from "./store-writes.server";
import { comments, videos } from "./tables";
import { storedIds } from "./videos.server";
import type { CommentRecord } from "./types";

/** How many comments the workspace holds (against its plan's cap). */
export async function commentCount(db: Db, teamChannelId: string): Promise<number> {
  const row = await workspaceDb(db, teamChannelId)
    .select({ n: count() })
    .from(comments)
    .where(eq(comments.teamChannelId, teamChannelId))
    .get();
  return row?.n ?? 0;
}

/** A stored comment row as the sync's record of it, its time moved by `shiftMs` (a copy of the sample moves it to this week). */
export function commentRecordOf(c: typeof comments.$inferSelect, shiftMs = 0): CommentRecord {
  return {
    youtubeId: c.id,
    videoYoutubeId: c.videoId,
    parentYoutubeId: c.parentId,
    authorName: c.authorName,
    authorChannelId: c.authorChannelId,
    text: c.text,
    likeCount: c.likeCount,
    publishedAt: new Date(c.publishedAt.getTime() + shiftMs).toISOString(),
  };
}

/** Rows one move step copies: the move of an old workspace's D1 comments runs in steps this size. */
export const CONTROL_COMMENT_MOVE_ROWS = 2_000;

/**
 * Moves a workspace's comments written to the control D1 before they lived in stores into its
 * store, `maxRows` at a time (copy first, then delete, so a step cut short is repeated without
 * loss: the copy overwrites a row with itself). Run at the end of each refresh once the
 * workspace's videos (and their channels' roles) have moved, like the snapshots' move. Their
 * scores are not moved: a score is the engine's reading of the text alone, and the next Analyze
 * scores the moved comments again. Returns rows moved.
 */
export async function moveControlComments(
  db: Db,
  teamChannelId: string,
  maxRows: number = CONTROL_COMMENT_MOVE_ROWS,
): Promise<number> {
  const rows = await db
    .select()
    .from(comments)
    .where(eq(comments.teamChannelId, teamChannelId))
    .orderBy(comments.id)
    .limit(maxRows);
  if (rows.length === 0) return 0;
  // A comment on a video the store does not hold (a removed channel's) has no reader: it is deleted, not moved.
  const known = await storedIds(
    db,
    teamChannelId,
    videos,
    rows.map((r) => r.videoId),
  );
  await storeChannelData(db, teamChannelId, {
    comments: rows.filter((c) => known.has(c.videoId)).map((c) => commentRecordOf(c)),
  });
  const last = rows[rows.length - 1]!.id;
  await db.delete(comments).where(and(eq(comments.teamChannelId, teamChannelId), sql`${comments.id} <= ${last}`));
  return rows.length;
}

/**
 * Forgets comments YouTube no longer shows (deleted by their authors, or with their accounts),
 * with their replies, so no tool quotes or counts them again. `forgetDerived` deletes what other
 * features keep of them (their scores) in the same batch. Only a workspace's own store is
 * changed: a demo's comments are the shared sample's.
 */
export async function forgetDeletedComments(
  db: Db,
  teamChannelId: string,
  ids: readonly string[],
  forgetDerived: ForgetCommentData,
): Promise<void> {
  if (ids.length === 0) return;
  const store = workspaceDb(db, teamChannelId);
  const gone = and(
    eq(comments.teamChannelId, teamChannelId),
    or(inArray(comments.id, [...ids]), inArray(comments.parentId, [...ids])),
  );
  await store.batch([
    forgetDerived(store, teamChannelId, sql`${store.select({ id: comments.id }).from(comments).where(gone)}`),
    store.delete(comments).where(gone),
  ]);
}
