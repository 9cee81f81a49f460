// The age buckets a video's view snapshots are read and kept by: one an hour in its first two
// days, one a day to 30 days, one a week after. The forecaster's trajectories read one snapshot a
// bucket (datasets.server.ts), views at 7 and 28 days read the daily ones, and the daily clean-up
// keeps only the first of each bucket once a snapshot is 90 days old (snapshot-thinning.server.ts):
// what is thinned away is what no reader would take.
import { sql, type SQL } from "drizzle-orm";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Where the buckets change: hourly below 2 days of age, daily below 30, weekly after. */
export const SNAPSHOT_BUCKETS = { hourlyBelowDays: 2, dailyBelowDays: 30 } as const;

/**
 * A snapshot's bucket as an SQL integer, from its capture time and its video's publication (ms).
 * Offsets keep the three kinds apart (1000 hours, 100000 days are never reached by the one below).
 */
export function snapshotAgeBucket(capturedAt: SQL, publishedAt: SQL): SQL {
  // Each constant is cast: D1 binds a JavaScript number as a REAL, and a REAL divisor would make
  // every snapshot a bucket of its own.
  const n = (value: number) => sql`CAST(${Math.trunc(value)} AS INTEGER)`;
  const age = sql`(${capturedAt} - ${publishedAt})`;
  return sql`CASE
    WHEN ${age} < ${n(SNAPSHOT_BUCKETS.hourlyBelowDays * DAY_MS)} THEN ${age} / ${n(HOUR_MS)}
    WHEN ${age} < ${n(SNAPSHOT_BUCKETS.dailyBelowDays * DAY_MS)} THEN 1000 + ${age} / ${n(DAY_MS)}
    ELSE 100000 + ${age} / ${n(7 * DAY_MS)}
  END`;
}

/** The same bucket in plain numbers (for tests and the capacity bench's arithmetic). */
export function snapshotAgeBucketOf(capturedAtMs: number, publishedAtMs: number): number {
  const age = capturedAtMs - publishedAtMs;
  if (age < SNAPSHOT_BUCKETS.hourlyBelowDays * DAY_MS) return Math.trunc(age / HOUR_MS);
  if (age < SNAPSHOT_BUCKETS.dailyBelowDays * DAY_MS) return 1000 + Math.trunc(age / DAY_MS);
  return 100000 + Math.trunc(age / (7 * DAY_MS));
}
