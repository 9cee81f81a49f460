// Where a workspace's view snapshots (video_stats) live, and the operations on them that are not
// plain reads of one place (decision 012, issue 40).
//
// Snapshots are the bulk of what a creator stores over a year, so a workspace's own live in its
// own store (store migration 6), beside the columns of each video their readers join on
// (`snapshotVideos`: channel and publication). The sample template and the weekly demo bases are
// control data: they keep theirs in the control D1's tables of the same names, and a demo reads
// its base's there (data-workspace.ts). A reader writes its query once and `readSnapshots` runs it
// where the rows are.
import { and, count, eq, inArray, sql } from "drizzle-orm";
import type { BaseSQLiteDatabase } from "drizzle-orm/sqlite-core";
import { batchInChunks } from "~/lib/db/batch";
import type { Db } from "~/lib/db/client.server";
import { rowsPerStatement } from "~/lib/db/raw-batch";
import { workspaceDb } from "~/lib/db/workspace-db.server";
import { snapshotVideos } from "./store-tables";
import { videoStats, videos } from "./tables";
import type { VideoRecord, VideoStatsSnapshot } from "./types";

/** D1 or a workspace's store: both run drizzle's SQLite queries the same way. */
export type SnapshotDb = BaseSQLiteDatabase<"async", unknown>;
/**
 * Where to read: `db` holds the snapshots of workspace `snapshotsOf`, and the `snapshotVideos`
 * rows of the reading workspace (a demo's own videos, in the control D1, join its base's snapshots).
 */
export type SnapshotPlace = { db: SnapshotDb; snapshotsOf: string };

/**
 * Workspaces known to read their own store. Whether a workspace reads its own snapshots or a
 * base's is fixed when it is made (a demo's base, or a real workspace's own store), so an isolate
 * remembers the answer and asks the directory once per workspace, not once per read. Bounded: it
 * starts again past `OWN_STORE_MEMORY` workspaces.
 */
const readsOwnStore = new Set<string>();
const OWN_STORE_MEMORY = 10_000;

/**
 * Runs `read` where `workspaceId`'s snapshots are. The first time an isolate meets a workspace it
 * asks the workspace's own store and, at the same time, the control D1 whose snapshots the
 * workspace reads: a real workspace gets its answer in one round trip, and afterwards without the
 * directory; a demo (or the sample template and a base) reads again in the control D1, from its base.
 */
export async function readSnapshots<T>(
  db: Db,
  workspaceId: string,
  read: (place: SnapshotPlace) => Promise<T>,
): Promise<T> {
  const own = () => read({ db: workspaceDb(db, workspaceId), snapshotsOf: workspaceId });
  if (readsOwnStore.has(workspaceId)) return own();
  const [dataWorkspace, fromStore] = await Promise.all([
    db.$client
      .prepare(
        `SELECT d.id AS id, d.kind AS kind FROM workspaces w
         JOIN workspaces d ON d.id = coalesce(w.data_workspace_id, w.id) WHERE w.id = ?`,
      )
      .bind(workspaceId)
      .first<{ id: string; kind: string }>(),
    own(),
  ]);
  if (dataWorkspace?.kind === "sample") return read({ db, snapshotsOf: dataWorkspace.id });
  if (dataWorkspace) {
    if (readsOwnStore.size >= OWN_STORE_MEMORY) readsOwnStore.clear();
    readsOwnStore.add(workspaceId);
  }
  return fromStore;
}

/**
 * The join of a snapshot to its video's row, for the reading workspace: in its store both are its
 * own; in the control D1, a demo's own videos join its base's snapshots.
 */
export const snapshotOfVideo = (workspaceId: string) =>
  and(eq(snapshotVideos.workspaceId, workspaceId), eq(snapshotVideos.id, videoStats.videoId));

type VideoKey = Pick<VideoRecord, "youtubeId" | "channelYoutubeId" | "publishedAt">;

/**
 * Writes a sync step's snapshots to the workspace's store, with their videos' channel and
 * publication, in one transaction (a repeated step changes nothing).
 */
export async function storeSnapshots(
  db: Db,
  workspaceId: string,
  records: readonly VideoKey[],
  snapshots: readonly VideoStatsSnapshot[],
): Promise<void> {
  if (snapshots.length === 0 && records.length === 0) return;
  const store = workspaceDb(db, workspaceId);
  const videoRows = records.map((v) => ({
    workspaceId,
    id: v.youtubeId,
    channelId: v.channelYoutubeId,
    publishedAt: new Date(v.publishedAt),
  }));
  const statRows = snapshots.map((s) => ({
    workspaceId,
    videoId: s.videoYoutubeId,
    capturedAt: new Date(s.capturedAt),
    viewCount: s.viewCount,
    likeCount: s.likeCount,
    commentCount: s.commentCount,
  }));
  await batchInChunks(store, [
    ...rowsPerStatement(snapshotVideos, videoRows).map((chunk) =>
      store
        .insert(snapshotVideos)
        .values(chunk)
        .onConflictDoUpdate({
          target: [snapshotVideos.workspaceId, snapshotVideos.id],
          set: { channelId: sql`excluded.channel_id`, publishedAt: sql`excluded.published_at` },
        }),
    ),
    ...rowsPerStatement(videoStats, statRows).map((chunk) =>
      store.insert(videoStats).values(chunk).onConflictDoNothing(),
    ),
  ]);
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

/** Deletes a channel's snapshots and video rows from the workspace's store (a removed competitor's). */
export async function removeChannelSnapshots(db: Db, workspaceId: string, channelId: string): Promise<void> {
  const store = workspaceDb(db, workspaceId);
  const ofChannel = and(eq(snapshotVideos.workspaceId, workspaceId), eq(snapshotVideos.channelId, channelId));
  await store.batch([
    store
      .delete(videoStats)
      .where(
        and(
          eq(videoStats.workspaceId, workspaceId),
          inArray(videoStats.videoId, store.select({ id: snapshotVideos.id }).from(snapshotVideos).where(ofChannel)),
        ),
      ),
    store.delete(snapshotVideos).where(ofChannel),
  ]);
}

/** Rows one move step copies: the move of an old workspace's D1 snapshots runs in steps this size. */
export const CONTROL_SNAPSHOT_MOVE_ROWS = 2_000;

/**
 * Moves a workspace's snapshots written to the control D1 before they lived in stores into its
 * store, with their videos' channel and publication, `maxRows` at a time (copy first, then delete,
 * so a step cut short is repeated without loss: the copy ignores rows already there). Run at the
 * end of each refresh, so the move fans out with the refreshes and no job walks every workspace.
 * Returns rows moved.
 */
export async function moveControlSnapshots(
  db: Db,
  workspaceId: string,
  maxRows: number = CONTROL_SNAPSHOT_MOVE_ROWS,
): Promise<number> {
  const rows = await db
    .select({ stat: videoStats, channelId: videos.channelId, publishedAt: videos.publishedAt })
    .from(videoStats)
    .leftJoin(videos, and(eq(videos.workspaceId, videoStats.workspaceId), eq(videos.id, videoStats.videoId)))
    .where(eq(videoStats.workspaceId, workspaceId))
    .orderBy(videoStats.videoId, videoStats.capturedAt)
    .limit(maxRows);
  if (rows.length === 0) return 0;
  const known = new Map<string, VideoKey>();
  for (const { stat, channelId, publishedAt } of rows)
    if (channelId !== null && publishedAt !== null)
      known.set(stat.videoId, {
        youtubeId: stat.videoId,
        channelYoutubeId: channelId,
        publishedAt: publishedAt.toISOString(),
      });
  await storeSnapshots(
    db,
    workspaceId,
    [...known.values()],
    rows.map(({ stat }) => ({
      videoYoutubeId: stat.videoId,
      capturedAt: stat.capturedAt.toISOString(),
      viewCount: stat.viewCount,
      likeCount: stat.likeCount,
      commentCount: stat.commentCount,
    })),
  );
  const last = rows[rows.length - 1]!.stat;
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
