// Sentiment runs that stopped advancing, for the job watchdog (housekeeping, docs/decisions/008):
// listed, claimed before their batch is re-sent, or failed, each by a conditional UPDATE on the
// progress time read (a run that advanced meanwhile is left alone).
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "~/lib/db/client.server";
import { ANALYSIS_FAILED_MESSAGE } from "./scoring.server";
import { sentimentRuns } from "./tables";

export type StuckRun = { id: string; resends: number; progressAt: number };

const progressAt = sql<number>`coalesce(${sentimentRuns.updatedAt}, ${sentimentRuns.createdAt})`;
const unchanged = (run: StuckRun) =>
  and(
    eq(sentimentRuns.id, run.id),
    sql`${progressAt} = ${run.progressAt}`,
    inArray(sentimentRuns.status, ["queued", "running"]),
  );

/** Queued or running runs last advanced before `before`, the longest-stuck first. */
export function stuckRuns(db: Db, before: Date, limit: number): Promise<StuckRun[]> {
  return db
    .select({ id: sentimentRuns.id, resends: sentimentRuns.resends, progressAt })
    .from(sentimentRuns)
    .where(and(inArray(sentimentRuns.status, ["queued", "running"]), sql`${progressAt} < ${before.getTime()}`))
    .orderBy(asc(progressAt))
    .limit(limit);
}

/** Counts one more re-send; false when the run advanced (or was claimed) since it was read. */
export async function claimStuckRun(db: Db, run: StuckRun, now: Date): Promise<boolean> {
  return (
    (
      await db
        .update(sentimentRuns)
        .set({ resends: run.resends + 1, updatedAt: now })
        .where(unchanged(run))
        .returning({ id: sentimentRuns.id })
    ).length > 0
  );
}

/** Marks the run failed with the page's message; false when it advanced since it was read. */
export async function failStuckRun(db: Db, run: StuckRun, now: Date): Promise<boolean> {
  const ended = await db
    .update(sentimentRuns)
    .set({ status: "failed", error: ANALYSIS_FAILED_MESSAGE, finishedAt: now })
    .where(unchanged(run))
    .returning({ id: sentimentRuns.id });
  return ended.length > 0;
}
