// Jobs that stopped advancing, for the job watchdog (housekeeping, docs/decisions/008): a job
// table's queued or running rows listed by when they last advanced, claimed before their step is
// re-sent, checked or ended. Each claim and end is conditional on the progress time read, so a job
// that advanced meanwhile is left alone and two overlapping watchdog runs cannot both act on it.
// Shared code, so each job's owner keeps its own table and says only which columns mean what.
import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable, SQLiteUpdateSetSource } from "drizzle-orm/sqlite-core";
import type { Db } from "./client.server";

/** A stuck job as read: its key, its re-sends since it last advanced, and when that was (ms). */
export type StuckJob = { id: string; resends: number; progressAt: number };

type ColumnName<T extends SQLiteTable> = keyof T["_"]["columns"] & string;

/**
 * A job table's columns by their names in `table`: the key, the state ('queued' and 'running'
 * while live), the re-send count, and when the job last advanced (its `updatedAt` unless given,
 * as ms). A claim counts one more re-send and moves `updatedAt` to now.
 */
export type JobTable<T extends SQLiteTable> = {
  table: T;
  id: ColumnName<T>;
  state: ColumnName<T>;
  resends: ColumnName<T>;
  progressAt?: SQL<number>;
};

/** The list, claim, check and end of one table's stuck jobs. */
export function stuckJobs<T extends SQLiteTable & { updatedAt: SQLiteColumn }>(spec: JobTable<T>) {
  const column = (name: ColumnName<T>) => (spec.table as unknown as Record<string, SQLiteColumn>)[name]!;
  const id = column(spec.id);
  const live = inArray(column(spec.state), ["queued", "running"]);
  const progressAt = spec.progressAt ?? sql<number>`${spec.table.updatedAt}`;
  const unchanged = (job: StuckJob) => and(eq(id, job.id), sql`${progressAt} = ${job.progressAt}`, live);

  /** Applies `set` when the job is still exactly as read; false when it advanced (or was claimed, or ended). */
  const updateIfUnchanged = async (db: Db, job: StuckJob, set: SQLiteUpdateSetSource<T>) =>
    (await db.update(spec.table).set(set).where(unchanged(job)).returning({ id })).length > 0;

  return {
    /** Live jobs last advanced before `before`, the longest-stuck first, with `extra` columns read too. */
    list<E extends Record<string, SQLiteColumn> = Record<never, SQLiteColumn>>(
      db: Db,
      before: Date,
      limit: number,
      extra?: E,
    ): Promise<(StuckJob & { [K in keyof E]: E[K]["_"]["data"] })[]> {
      return db
        .select({ ...extra, id, resends: column(spec.resends), progressAt })
        .from(spec.table as SQLiteTable)
        .where(and(live, sql`${progressAt} < ${before.getTime()}`))
        .orderBy(asc(progressAt))
        .limit(limit) as never;
    },

    /** Counts one more re-send; false when the job advanced (or was claimed) since it was read. */
    claim: (db: Db, job: StuckJob, now: Date) =>
      updateIfUnchanged(db, job, { [spec.resends]: job.resends + 1, updatedAt: now } as SQLiteUpdateSetSource<T>),

    /** Writes the owner's ended state (`set`); false when the job advanced since it was read. */
    end: updateIfUnchanged,

    /** Whether the job is still exactly as read (not advanced, not claimed, not ended). */
    async isUnchanged(db: Db, job: StuckJob): Promise<boolean> {
      return (
        (await db
          .select({ id })
          .from(spec.table as SQLiteTable)
          .where(unchanged(job))
          .get()) !== undefined
      );
    },
  };
}
