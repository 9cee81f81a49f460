// View snapshots are the growth of a workspace (decision 012): a daily refresh adds one per video a
// day, forever. Once a snapshot is 90 days old the daily clean-up keeps only the first of its age
// bucket per video (one an hour in the video's first two days, one a day to 30 days, one a week
// after: snapshot-buckets.ts, the buckets the forecaster reads by) and each video's newest old
// snapshot, so a year of daily refreshes keeps about 90 + 40 rows a video instead of 365.
// Runs one workspace at a time, each delete an indexed range of that workspace's rows, within a
// budget of statements a run: a backlog is worked off over several days, never in one long run.
import { ne, sql } from "drizzle-orm";
import type { Db } from "~/lib/db/client.server";
import { workspaces } from "~/lib/auth/tables";
import { snapshotAgeBucket } from "./snapshot-buckets";

const DAY_MS = 86_400_000;

export const SNAPSHOT_THINNING = {
  /** Snapshots younger than this are all kept (recent days are read at full detail). */
  afterDays: 90,
  /** Rows one DELETE removes at most. */
  rowsPerStatement: 500,
  /** DELETEs one workspace gets per run (5,000 rows), so one backlog cannot starve the others. */
  statementsPerWorkspace: 10,
  /** DELETEs one run makes in all. */
  statementsPerRun: 200,
} as const;

/**
 * Deletes, in one workspace, snapshots older than the cut-off that are neither the first of their
 * video's age bucket nor the video's newest snapshot before the cut-off. Returns rows removed and
 * statements run.
 */
export async function thinWorkspaceSnapshots(
  db: Db,
  workspaceId: string,
  now: Date,
  maxStatements: number = SNAPSHOT_THINNING.statementsPerWorkspace,
): Promise<{ removed: number; statements: number }> {
  const cutoff = now.getTime() - SNAPSHOT_THINNING.afterDays * DAY_MS;
  const chunk = SNAPSHOT_THINNING.rowsPerStatement;
  let removed = 0;
  let statements = 0;
  while (statements < maxStatements) {
    // A snapshot whose video row is gone is bucketed by its capture time alone (age from 0): weekly.
    const result = await db.run(sql`
      DELETE FROM video_stats WHERE workspace_id = ${workspaceId} AND rowid IN (
        SELECT rid FROM (
          SELECT s.rowid AS rid,
            row_number() OVER (
              PARTITION BY s.video_id, ${snapshotAgeBucket(sql`s.captured_at`, sql`coalesce(v.published_at, 0)`)}
              ORDER BY s.captured_at) AS in_bucket,
            row_number() OVER (PARTITION BY s.video_id ORDER BY s.captured_at DESC) AS newest
          FROM video_stats s
          LEFT JOIN videos v ON v.workspace_id = s.workspace_id AND v.id = s.video_id
          WHERE s.workspace_id = ${workspaceId} AND s.captured_at < ${cutoff}
        )
        WHERE in_bucket > 1 AND newest > 1
        LIMIT ${chunk}
      )`);
    statements++;
    const changes = result.meta.changes ?? 0;
    removed += changes;
    if (changes < chunk) break;
  }
  return { removed, statements };
}

/**
 * The daily pass over the workspaces that can hold snapshots (real accounts and the demo bases;
 * a demo reads its base's and holds none), within the run's statement budget. Returns rows removed.
 */
export async function thinOldSnapshots(db: Db, now = new Date()): Promise<number> {
  const holders = await db
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(ne(workspaces.kind, "demo"))
    .orderBy(workspaces.id);
  // Each day starts further along the list, so with more workspaces than a run's budget every one
  // is still reached within a few days (until jobs fan out per workspace: decision 012).
  const day = Math.floor(now.getTime() / DAY_MS);
  const start = holders.length ? (day * SNAPSHOT_THINNING.statementsPerRun) % holders.length : 0;
  let budget: number = SNAPSHOT_THINNING.statementsPerRun;
  let removed = 0;
  for (let i = 0; i < holders.length && budget > 0; i++) {
    const { id } = holders[(start + i) % holders.length]!;
    const pass = await thinWorkspaceSnapshots(db, id, now, Math.min(budget, SNAPSHOT_THINNING.statementsPerWorkspace));
    budget -= pass.statements;
    removed += pass.removed;
  }
  return removed;
}
