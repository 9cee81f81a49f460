// Where a workspace's view snapshots (video_stats) live, and the few operations on them that are
// not plain reads of one place (decision 012, issue 40).
//
// Snapshots are the bulk of what a creator stores over a year (about 6.6 of 8 MB, thinned), so a
// workspace's own live in its own store (store migration 6). The sample template and the weekly
// demo bases are control data: they keep theirs in the control D1, and a demo reads its base's
// there (data-workspace.ts). `snapshotPlace` says which database to read and whose rows; the same
// queries run on either, since both hold the same `video_stats` table.
//
// The store holds no `videos` table (videos stay in the control D1 until they move too), so a
// query that needs a video's publication time gets the videos as one JSON parameter, read with
// json_each: one bound parameter whatever the number of videos.
import { and, count, eq, type SQL, sql } from "drizzle-orm";
import type { BaseSQLiteDatabase } from "drizzle-orm/sqlite-core";
import { chunkForParams } from "~/lib/db/batch";
import type { Db } from "~/lib/db/client.server";
import { workspaceDb } from "~/lib/db/workspace-db.server";
import { videoStats } from "./tables";
import type { VideoStatsSnapshot } from "./types";

/** D1 or a workspace's store: both run drizzle's SQLite queries the same way. */
export type SnapshotDb = BaseSQLiteDatabase<"async", unknown>;
export type SnapshotPlace = { db: SnapshotDb; workspaceId: string };

/**
 * The database and workspace whose snapshots `workspaceId` reads: a demo's base (or the sample
 * template and a base themselves) in the control D1, any other workspace its own store.
 */
export async function snapshotPlace(db: Db, workspaceId: string): Promise<SnapshotPlace> {
  const row = await db.$client
    .prepare(
      `SELECT d.id AS id, d.kind AS kind FROM workspaces w
       JOIN workspaces d ON d.id = coalesce(w.data_workspace_id, w.id) WHERE w.id = ?`,
    )
    .bind(workspaceId)
    .first<{ id: string; kind: string }>();
  if (row?.kind === "sample") return { db, workspaceId: row.id };
  return { db: workspaceDb(db, workspaceId), workspaceId };
}

/** The videos as one JSON parameter, [[id, published ms], …], for `inVideos` and `publishedOf`. */
export function videosJson(rows: readonly { id: string; publishedAt: Date }[]): string {
  return JSON.stringify(rows.map((v) => [v.id, v.publishedAt.getTime()]));
}

/** The snapshot's video is one of `json`'s. */
export function inVideos(json: string): SQL {
  return sql`${videoStats.videoId} IN (SELECT json_extract(value, '$[0]') FROM json_each(${json}))`;
}

/** The snapshot's video's publication (ms), looked up in `json`. */
export function publishedOf(json: string): SQL<number> {
  return sql<number>`(SELECT json_extract(j.value, '$[1]') FROM json_each(${json}) j WHERE json_extract(j.value, '$[0]') = ${videoStats.videoId})`;
}

/** Writes a sync step's snapshots to the workspace's store (a repeated step changes nothing). */
export async function storeSnapshots(
  db: Db,
  workspaceId: string,
  snapshots: readonly VideoStatsSnapshot[],
): Promise<void> {
  if (snapshots.length === 0) return;
  const store = workspaceDb(db, workspaceId);
  const rows = snapshots.map((s) => ({
    workspaceId,
    videoId: s.videoYoutubeId,
    capturedAt: new Date(s.capturedAt),
    viewCount: s.viewCount,
    likeCount: s.likeCount,
    commentCount: s.commentCount,
  }));
  const [first, ...rest] = chunkForParams(rows, 6).map((chunk) =>
    store.insert(videoStats).values(chunk).onConflictDoNothing(),
  );
  if (first) await store.batch([first, ...rest]);
}

/** How many snapshots the workspace holds (against its plan's cap). */
export async function snapshotCount(db: Db, workspaceId: string): Promise<number> {
  const row = await workspaceDb(db, workspaceId)
    .select({ n: count() })
    .from(videoStats)
    .where(eq(videoStats.workspaceId, workspaceId))
    .get();
  return row?.n ?? 0;
}

/** Deletes the snapshots of these videos from the workspace's store (a removed competitor's). */
export async function deleteSnapshotsOf(db: Db, workspaceId: string, videoIds: readonly string[]): Promise<void> {
  if (videoIds.length === 0) return;
  await workspaceDb(db, workspaceId)
    .delete(videoStats)
    .where(and(eq(videoStats.workspaceId, workspaceId), inVideos(JSON.stringify(videoIds.map((id) => [id])))));
}

/** Rows one move step copies: the move of an old workspace's D1 snapshots runs in steps this size. */
export const CONTROL_SNAPSHOT_MOVE_ROWS = 2_000;

/**
 * Moves a workspace's snapshots written to the control D1 before they lived in stores into its
 * store, `maxRows` at a time (copy first, then delete, so a step cut short is repeated without
 * loss: the copy ignores rows already there). Run at the end of each refresh, so the move fans out
 * with the refreshes and no job walks every workspace. Returns rows moved.
 */
export async function moveControlSnapshots(
  db: Db,
  workspaceId: string,
  maxRows: number = CONTROL_SNAPSHOT_MOVE_ROWS,
): Promise<number> {
  const rows = await db
    .select()
    .from(videoStats)
    .where(eq(videoStats.workspaceId, workspaceId))
    .orderBy(videoStats.videoId, videoStats.capturedAt)
    .limit(maxRows);
  if (rows.length === 0) return 0;
  await storeSnapshots(
    db,
    workspaceId,
    rows.map((r) => ({
      videoYoutubeId: r.videoId,
      capturedAt: r.capturedAt.toISOString(),
      viewCount: r.viewCount,
      likeCount: r.likeCount,
      commentCount: r.commentCount,
    })),
  );
  const last = rows[rows.length - 1]!;
  await db
    .delete(videoStats)
    .where(
      and(
        eq(videoStats.workspaceId, workspaceId),
        sql`(${videoStats.videoId}, ${videoStats.capturedAt}) <= (${last.videoId}, ${last.capturedAt.getTime()})`,
      ),
    );
  return rows.length;
}
