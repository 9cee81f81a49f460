// How long finished sync jobs stay in the control D1. A channel refreshed daily leaves a job a
// day: kept forever, a creator with three competitors would leave ≈ 1,460 rows a year there, the
// largest of its control rows once its channel data moved to its store (decision 012). Readers
// only need each channel's newest job (the page's sync status, the competitor cards) and the
// running ones (the watchdog), so older finished jobs go after a month.
import { and, lt, sql } from "drizzle-orm";
import type { Db } from "~/lib/db/client.server";
import { type ChunkLimits, deleteInChunks } from "~/lib/db/delete-in-chunks";
import { syncJobs } from "./tables";

/** Days a finished job is kept (a month of a channel's refreshes, for support to read). */
export const SYNC_JOB_RETENTION_DAYS = 30;

/**
 * Housekeeping's retention: removes jobs finished (done or failed) before `before`, except the
 * newest job of each workspace's channel, whatever its age (a paused channel's last sync stays
 * on its card). Bounded by `limits`; returns the rows removed.
 */
export function pruneSyncJobs(db: Db, before: Date, limits: ChunkLimits): Promise<number> {
  const finishedBefore = and(
    sql`${syncJobs.status} IN ('done', 'failed')`,
    // A finished job's last update is its finish: the status index (status, updated_at) serves this.
    lt(syncJobs.updatedAt, before),
    sql`EXISTS (SELECT 1 FROM sync_jobs newer WHERE newer.workspace_id = ${syncJobs.teamChannelId} AND newer.channel_id = ${syncJobs.channelId} AND newer.created_at > ${syncJobs.createdAt})`,
  )!;
  return deleteInChunks(db, syncJobs, finishedBefore, limits.chunk, limits.maxStatements);
}
