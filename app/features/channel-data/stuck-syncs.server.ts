// Channel syncs that stopped advancing, for the job watchdog (housekeeping, docs/decisions/008):
// it lists them, claims one before re-sending its step, or fails it. Each claim and failure is a
// conditional UPDATE on the progress time read, so a sync that advanced meanwhile is left alone
// and two overlapping watchdog runs cannot both act on the same job.
import { and, asc, eq, inArray, lt } from "drizzle-orm";
import type { Db } from "~/lib/db/client.server";
import { syncJobs } from "./tables";

export type StuckSync = { id: string; resends: number; updatedAt: Date };

const unchanged = (job: StuckSync) =>
  and(eq(syncJobs.id, job.id), eq(syncJobs.updatedAt, job.updatedAt), inArray(syncJobs.status, ["queued", "running"]));

/** Queued or running syncs last advanced before `before`, the longest-stuck first. */
export function stuckSyncs(db: Db, before: Date, limit: number): Promise<StuckSync[]> {
  return db
    .select({ id: syncJobs.id, resends: syncJobs.resends, updatedAt: syncJobs.updatedAt })
    .from(syncJobs)
    .where(and(inArray(syncJobs.status, ["queued", "running"]), lt(syncJobs.updatedAt, before)))
    .orderBy(asc(syncJobs.updatedAt))
    .limit(limit);
}

/** Counts one more re-send; false when the sync advanced (or was claimed) since it was read. */
export async function claimStuckSync(db: Db, job: StuckSync, now: Date): Promise<boolean> {
  return (
    (
      await db
        .update(syncJobs)
        .set({ resends: job.resends + 1, updatedAt: now })
        .where(unchanged(job))
        .returning({ id: syncJobs.id })
    ).length > 0
  );
}

/** Marks the sync failed with `error`; false when it advanced since it was read. */
export async function failStuckSync(db: Db, job: StuckSync, now: Date, error: string): Promise<boolean> {
  const ended = await db
    .update(syncJobs)
    .set({ status: "failed", error, updatedAt: now, finishedAt: now })
    .where(unchanged(job))
    .returning({ id: syncJobs.id });
  return ended.length > 0;
}
