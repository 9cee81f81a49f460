// A workspace's view snapshots (video_stats) in its own store (decision 012): how many
// it holds, and the move of those written to the control D1 before they lived in stores. Reads
// run where the rows are through `withChannelData` (data-place.server.ts); writes go through
// `storeChannelData` (store-writes.server.ts).
import { and, count, eq, sql } from "drizzle-orm";
import type { Db } from "~/lib/db/client.server";
import { workspaceDb } from "~/lib/db/workspace-db.server";
import { storeChannelData } from "./store-writes.server";
import { videoStats } from "./tables";

/** How many snapshots the workspace holds (against its plan's cap). */
export async function snapshotCount(db: Db, teamChannelId: string): Promise<number> {
  const row = await workspaceDb(db, teamChannelId)
    .select({ n: count() })
    .from(videoStats)
    .where(eq(videoStats.teamChannelId, teamChannelId))
    .get();
  return row?.n ?? 0;
}

/** Rows one move step copies: the move of an old workspace's D1 snapshots runs in steps this size. */
export const CONTROL_SNAPSHOT_MOVE_ROWS = 2_000;

/**
 * Moves a workspace's snapshots written to the control D1 before they lived in stores into its
 * store, `maxRows` at a time (copy first, then delete, so a step cut short is repeated without
 * loss: the copy ignores rows already there). Run at the end of each refresh, so the move fans out
 * with the refreshes and no job walks every workspace; their videos move on their own
 * (videos.server.ts). Returns rows moved.
 */
export async function moveControlSnapshots(
  db: Db,
  teamChannelId: string,
  maxRows: number = CONTROL_SNAPSHOT_MOVE_ROWS,
): Promise<number> {
  const rows = await db
    .select()
    .from(videoStats)
    .where(eq(videoStats.teamChannelId, teamChannelId))
    .orderBy(videoStats.videoId, videoStats.capturedAt)
    .limit(maxRows);
  if (rows.length === 0) return 0;
  await storeChannelData(db, teamChannelId, {
    snapshots: rows.map((stat) => ({
      videoYoutubeId: stat.videoId,
      capturedAt: stat.capturedAt.toISOString(),
      viewCount: stat.viewCount,
      likeCount: stat.likeCount,
      commentCount: stat.commentCount,
    })),
  });
  const last = rows[rows.length - 1]!;
  await db
    .delete(videoStats)
    .where(
      and(
        eq(videoStats.teamChannelId, teamChannelId),
        sql`(${videoStats.videoId}, ${videoStats.capturedAt}) <= (${last.videoId}, ${last.capturedAt.getTime()})`,
      ),
    );
  return rows.length;
}
