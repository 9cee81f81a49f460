// Studio and Google analytics a creator's workspace wrote to the control D1 before they lived in
// its store (store migration 9), moved over in steps by the daily refresh, as the snapshots' and
// comments' moves do. Copy first, then delete, so a step cut short is repeated without loss. A row
// the store already holds for the same key was written later (an import or backfill since this
// change) and is kept: the control D1's older row is dropped.
import { and, asc, eq, lte, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { batchInChunks } from "~/lib/db/batch";
import type { Db } from "~/lib/db/client.server";
import { rowsPerStatement } from "~/lib/db/raw-batch";
import { workspaceDb } from "~/lib/db/workspace-db.server";
import { dailyAnalytics, trafficSources, videoAnalytics } from "./tables";

/** Rows of each table one move step copies. */
export const CONTROL_ANALYTICS_MOVE_ROWS = 2_000;

/** `(first, second) <= (x, y)` in key order: the rows a step copied, and none after them. */
function upTo(first: SQLiteColumn, second: SQLiteColumn, x: string, y: string): SQL {
  return sql`(${first} < ${x} OR (${first} = ${x} AND ${second} <= ${y}))`;
}

/**
 * Moves up to `maxRows` of each analytics table of `teamChannelId` from the control D1 into its
 * store. Only for a creator's workspace: the sample template, the demo bases and the demos keep
 * theirs in the control D1 (data-place.server.ts). Returns the rows moved.
 */
export async function moveControlAnalytics(
  db: Db,
  teamChannelId: string,
  maxRows: number = CONTROL_ANALYTICS_MOVE_ROWS,
): Promise<number> {
  const store = workspaceDb(db, teamChannelId);
  const [perVideo, perDay, traffic] = await Promise.all([
    db
      .select()
      .from(videoAnalytics)
      .where(eq(videoAnalytics.teamChannelId, teamChannelId))
      .orderBy(asc(videoAnalytics.videoId))
      .limit(maxRows),
    db
      .select()
      .from(dailyAnalytics)
      .where(eq(dailyAnalytics.teamChannelId, teamChannelId))
      .orderBy(asc(dailyAnalytics.videoId), asc(dailyAnalytics.date))
      .limit(maxRows),
    db
      .select()
      .from(trafficSources)
      .where(eq(trafficSources.teamChannelId, teamChannelId))
      .orderBy(asc(trafficSources.date), asc(trafficSources.sourceType))
      .limit(maxRows),
  ]);
  const moved = perVideo.length + perDay.length + traffic.length;
  if (moved === 0) return 0;
  await batchInChunks(store, [
    ...rowsPerStatement(videoAnalytics, perVideo).map((c) =>
      store.insert(videoAnalytics).values(c).onConflictDoNothing(),
    ),
    ...rowsPerStatement(dailyAnalytics, perDay).map((c) =>
      store.insert(dailyAnalytics).values(c).onConflictDoNothing(),
    ),
    ...rowsPerStatement(trafficSources, traffic).map((c) =>
      store.insert(trafficSources).values(c).onConflictDoNothing(),
    ),
  ]);
  const deletes: BatchItem<"sqlite">[] = [];
  const lastVideo = perVideo.at(-1);
  if (lastVideo)
    deletes.push(
      db
        .delete(videoAnalytics)
        .where(and(eq(videoAnalytics.teamChannelId, teamChannelId), lte(videoAnalytics.videoId, lastVideo.videoId))),
    );
  const lastDay = perDay.at(-1);
  if (lastDay)
    deletes.push(
      db
        .delete(dailyAnalytics)
        .where(
          and(
            eq(dailyAnalytics.teamChannelId, teamChannelId),
            upTo(dailyAnalytics.videoId, dailyAnalytics.date, lastDay.videoId, lastDay.date),
          ),
        ),
    );
  const lastTraffic = traffic.at(-1);
  if (lastTraffic)
    deletes.push(
      db
        .delete(trafficSources)
        .where(
          and(
            eq(trafficSources.teamChannelId, teamChannelId),
            upTo(trafficSources.date, trafficSources.sourceType, lastTraffic.date, lastTraffic.sourceType),
          ),
        ),
    );
  const [first, ...rest] = deletes;
  await db.batch([first!, ...rest]);
  return moved;
}
