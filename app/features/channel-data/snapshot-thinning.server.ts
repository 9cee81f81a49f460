// View snapshots are the growth of a workspace (decision 012): a daily refresh adds one per video a
// day, forever. Once a snapshot is 90 days old, the end of each daily refresh keeps only the first
// of its age bucket per video (one an hour in the video's first two days, one a day to 30 days, one
// a week after: snapshot-buckets.ts, the buckets the forecaster reads by) and each video's newest
// old snapshot, so a year of daily refreshes keeps about 90 + 40 rows a video instead of 365.
// It runs in the workspace's own store, one workspace per refresh job (the jobs fan out through
// the sync queue; no job walks every store), within a budget of statements: a backlog is worked
// off over several days, never in one long run.
import { sql } from "drizzle-orm";
import type { Db } from "~/lib/db/client.server";
import { workspaceDb } from "~/lib/db/workspace-db.server";
import { snapshotAgeBucket } from "./snapshot-buckets";

const DAY_MS = 86_400_000;

export const SNAPSHOT_THINNING = {
  /** Snapshots younger than this are all kept (recent days are read at full detail). */
  afterDays: 90,
  /** Rows one DELETE removes at most. */
  rowsPerStatement: 500,
  /** DELETEs one refresh gets (5,000 rows), so a backlog never makes one job long. */
  statementsPerWorkspace: 10,
} as const;

/**
 * Deletes, in one workspace's store, snapshots older than the cut-off that are neither the first
 * of their video's age bucket nor the video's newest snapshot before the cut-off. Returns rows
 * removed and statements run.
 */
export async function thinWorkspaceSnapshots(
  db: Db,
  teamChannelId: string,
  now: Date,
  maxStatements: number = SNAPSHOT_THINNING.statementsPerWorkspace,
): Promise<{ removed: number; statements: number }> {
  const cutoff = now.getTime() - SNAPSHOT_THINNING.afterDays * DAY_MS;
  const chunk = SNAPSHOT_THINNING.rowsPerStatement;
  const store = workspaceDb(db, teamChannelId);
  let removed = 0;
  let statements = 0;
  while (statements < maxStatements) {
    // A snapshot whose video row is gone is bucketed by its capture time alone (age from 0): weekly.
    const deleted = await store.all(sql`
      DELETE FROM video_stats WHERE workspace_id = ${teamChannelId} AND rowid IN (
        SELECT rid FROM (
          SELECT s.rowid AS rid,
            row_number() OVER (
              PARTITION BY s.video_id, ${snapshotAgeBucket(sql`s.captured_at`, sql`coalesce(v.published_at, 0)`)}
              ORDER BY s.captured_at) AS in_bucket,
            row_number() OVER (PARTITION BY s.video_id ORDER BY s.captured_at DESC) AS newest
          FROM video_stats s
          LEFT JOIN videos v ON v.workspace_id = s.workspace_id AND v.id = s.video_id
          WHERE s.workspace_id = ${teamChannelId} AND s.captured_at < ${cutoff}
        )
        WHERE in_bucket > 1 AND newest > 1
        LIMIT ${chunk}
      ) RETURNING 1`);
    statements++;
    removed += deleted.length;
    if (deleted.length < chunk) break;
  }
  return { removed, statements };
}
