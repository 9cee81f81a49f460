// Channel syncs that stopped advancing, for the job watchdog (housekeeping, docs/decisions/008):
// listed, claimed before their step is re-sent, or failed (~/lib/db/stuck-jobs).
import type { Db } from "~/lib/db/client.server";
import { type StuckJob, stuckJobs } from "~/lib/db/stuck-jobs";
import { syncJobs } from "./tables";

export type StuckSync = StuckJob;

const jobs = stuckJobs({ table: syncJobs, id: "id", state: "status", resends: "resends" });

/** Queued or running syncs last advanced before `before`, the longest-stuck first. */
export const stuckSyncs = (db: Db, before: Date, limit: number) => jobs.list(db, before, limit);

/** Counts one more re-send; false when the sync advanced (or was claimed) since it was read. */
export const claimStuckSync = jobs.claim;

/** Marks the sync failed with `error`; false when it advanced since it was read. */
export const failStuckSync = (db: Db, job: StuckSync, now: Date, error: string) =>
  jobs.end(db, job, { status: "failed", error, updatedAt: now, finishedAt: now });
