// Sentiment runs that stopped advancing, for the job watchdog (housekeeping, docs/decisions/008):
// listed, claimed before their batch is re-sent, or failed (~/lib/db/stuck-jobs). A run not yet
// advanced has no updatedAt: its progress is its creation.
import { sql } from "drizzle-orm";
import type { Db } from "~/lib/db/client.server";
import { type StuckJob, stuckJobs } from "~/lib/db/stuck-jobs";
import { ANALYSIS_FAILED_MESSAGE } from "./scoring.engines.server";
import { sentimentRuns } from "./tables";

export type StuckRun = StuckJob;

const runs = stuckJobs({
  table: sentimentRuns,
  id: "id",
  state: "status",
  resends: "resends",
  progressAt: sql<number>`coalesce(${sentimentRuns.updatedAt}, ${sentimentRuns.createdAt})`,
});

/** Queued or running runs last advanced before `before`, the longest-stuck first. */
export const stuckRuns = (db: Db, before: Date, limit: number) => runs.list(db, before, limit);

/** Counts one more re-send; false when the run advanced (or was claimed) since it was read. */
export const claimStuckRun = runs.claim;

/** Marks the run failed with the page's message; false when it advanced since it was read. */
export const failStuckRun = (db: Db, run: StuckRun, now: Date) =>
  runs.end(db, run, { status: "failed", error: ANALYSIS_FAILED_MESSAGE, finishedAt: now });
