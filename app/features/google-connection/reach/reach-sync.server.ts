// Reading the reach report (thumbnail impressions and CTR per video per day) from the YouTube
// Reporting API into the workspace's store. One run: make sure the Reporting job exists (created
// when Google connects, or for a connection made before, at its next daily refresh), list the
// reports Google made since the newest one read (createdAfter; the 30 days before the job's
// creation on the first run, which Google fills in for a new job), download each day's newest
// copy, and write its rows.
//
// Google may restate a day already delivered: a new report with the same startTime and a later
// createTime, whose data replaces the old (the Reporting API's "backfill" reports). Listing by
// createTime finds those among the new reports, so a restated day is read again and an unchanged
// one never is. Each day is written as one transaction: its old rows deleted and the report's
// inserted together, so a day is never half old, half new, and a video the restated report no
// longer lists loses that day.
// No Data API units are spent: the Reporting API is apart from the Data API's allowance.
import { and, asc, eq, isNull, lt, or } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "~/lib/db/client.server";
import { rowsPerStatement } from "~/lib/db/raw-batch";
import { isAppError } from "~/lib/errors";
import { workspaceDb } from "~/lib/db/workspace-db.server";
import { outboundFetch } from "~/lib/in-process-hosts.server";
import { type AccessToken, accessTokenFor } from "../tokens.server";
import { googleConnections, googleReachJobs } from "../tables";
import { videoReachDays } from "../store-tables";
import { parseReachCsv } from "./reach-parse.engines.server";
import {
  type FetchLike,
  REACH_REPORT_TYPE,
  type ReportingReport,
  ReportingApiError,
  YOUTUBE_REPORTING_BASE_URL,
  createReportingClient,
} from "./reporting-client";

/** Days of history read on the first run (what Google backfills for a new job). */
export const REACH_HISTORY_DAYS = 30;
/** Reports one run downloads (oldest first); the next run continues where it stopped. */
export const REACH_REPORTS_PER_RUN = 35;

export const reachMessageSchema = z.object({
  kind: z.literal("google-reach"),
  teamChannelId: z.string().min(1).max(100),
});
export type ReachMessage = z.infer<typeof reachMessageSchema>;

type ReachEnv = Pick<Env, "YOUTUBE_REPORTING_BASE_URL">;

/** YOUTUBE_REPORTING_BASE_URL, else Google's. */
export function reportingBaseUrl(env: ReachEnv): string {
  return env.YOUTUBE_REPORTING_BASE_URL?.trim() || YOUTUBE_REPORTING_BASE_URL;
}

/** Queues a reach read; a queue that refuses is logged by the caller's run and tried at the next refresh. */
export async function queueReachRead(queue: { send(message: ReachMessage): Promise<unknown> }, teamChannelId: string) {
  try {
    await queue.send({ kind: "google-reach", teamChannelId });
    return true;
  } catch {
    return false;
  }
}

const DAY_MS = 86_400_000;
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The day a report covers. Google starts a report's day at midnight Pacific time (07:00 or 08:00
 * UTC), the stand-ins at midnight UTC: half a day later is inside the same date for both.
 */
export const reportDay = (report: Pick<ReportingReport, "startTime">) =>
  isoDate(Date.parse(report.startTime) + DAY_MS / 2);

export type ReachRun =
  | {
      outcome: "read";
      jobCreated: boolean;
      /** Days downloaded and written by this run, of which `restated` had been written before. */
      days: number;
      restated: number;
      rows: number;
      readThrough: string | null;
    }
  | { outcome: "no-connection" | "token-refused" | "refused"; message: string };

export type ReachDeps = { env: Env; db: Db; fetch?: FetchLike; tokenFor?: typeof accessTokenFor };

const createdMs = (report: ReportingReport) => Date.parse(report.createTime);

/**
 * Which listed reports a run downloads, in the order it writes them, and the createTime the next
 * listing starts after. Of several copies of a day only the newest counts. `isNew` says whether a
 * day's newest copy has not been read yet. Reports are taken in createTime order, at most
 * `limit` of them; a run that stops short stops between two createTimes, so that nothing at or
 * before the new cursor is left unread (a group made at one instant larger than the limit is read
 * whole). The cursor is Google's own string, passed back unchanged.
 */
export function reportsToRead(
  listed: readonly ReportingReport[],
  isNew: (report: ReportingReport, day: string) => boolean,
  limit: number,
): { read: { day: string; report: ReportingReport }[]; cursor: string | null } {
  const newest = new Map<string, ReportingReport>();
  for (const report of listed) {
    const day = reportDay(report);
    const held = newest.get(day);
    if (!held || createdMs(report) > createdMs(held)) newest.set(day, report);
  }
  const pending = [...newest]
    .filter(([day, report]) => isNew(report, day))
    .map(([day, report]) => ({ day, report }))
    .sort((a, b) => createdMs(a.report) - createdMs(b.report) || a.day.localeCompare(b.day));
  const latest = (reports: readonly ReportingReport[]) =>
    reports.reduce<ReportingReport | null>((a, r) => (!a || createdMs(r) > createdMs(a) ? r : a), null);
  if (pending.length <= limit) return { read: pending, cursor: latest(listed)?.createTime ?? null };
  const cut = createdMs(pending[limit]!.report);
  const before = pending.filter((p) => createdMs(p.report) < cut);
  const read = before.length > 0 ? before : pending.filter((p) => createdMs(p.report) === cut);
  return { read, cursor: latest(read.map((p) => p.report))!.createTime };
}

/** One run for a workspace (the queue consumer calls it). Throws on a failure worth retrying. */
export async function readReach(deps: ReachDeps, teamChannelId: string, now = new Date()): Promise<ReachRun> {
  const { env, db } = deps;
  let token: AccessToken;
  try {
    token = await (deps.tokenFor ?? accessTokenFor)(env, db, teamChannelId);
  } catch (error) {
    if (!isAppError(error)) throw error;
    return { outcome: error.code === "not-found" ? "no-connection" : "token-refused", message: error.message };
  }
  const client = createReportingClient({
    accessToken: token.token,
    baseUrl: reportingBaseUrl(env),
    fetch: deps.fetch ?? outboundFetch(env),
  });
  const saved = await db.select().from(googleReachJobs).where(eq(googleReachJobs.teamChannelId, teamChannelId)).get();
  try {
    let jobId = saved?.jobId;
    let jobCreated = false;
    if (!jobId) {
      // A job made before (by Vidwise or another tool on the same channel) is reused: Google keeps one per type.
      const existing = (await client.listJobs()).find((j) => j.reportTypeId === REACH_REPORT_TYPE);
      const job = existing ?? (await client.createJob(REACH_REPORT_TYPE, "Vidwise reach"));
      jobCreated = !existing;
      jobId = job.id;
      await db
        .insert(googleReachJobs)
        .values({ teamChannelId, jobId, readThrough: null, createdThrough: null, error: null, updatedAt: now })
        .onConflictDoUpdate({
          target: googleReachJobs.teamChannelId,
          set: { jobId, createdThrough: null, error: null, updatedAt: now },
        });
    }
    const historyFrom = isoDate(now.getTime() - (REACH_HISTORY_DAYS + 1) * DAY_MS);
    const readThrough = saved?.readThrough ?? null;
    const cursor = saved?.createdThrough ?? null;
    let isNew: (report: ReportingReport, day: string) => boolean;
    let listed: ReportingReport[];
    if (cursor) {
      listed = await client.listReports(jobId, { createdAfter: cursor });
      // Google compares createTimes at its own precision (finer than a millisecond): what it lists
      // as made after the cursor is new, but the cursor's own report, should it come back.
      isNew = (report) => report.createTime !== cursor;
    } else {
      // The first run, or a job read before the cursor was kept: the history window's reports,
      // of which the days after the newest stored and any copy made since the last run are new.
      listed = await client.listReports(jobId, { startTimeAtOrAfter: `${historyFrom}T00:00:00Z` });
      const lastRun = saved?.updatedAt.getTime() ?? 0;
      isNew = (report, day) =>
        day > historyFrom && (readThrough === null || day > readThrough || createdMs(report) > lastRun);
    }
    const plan = reportsToRead(listed, isNew, REACH_REPORTS_PER_RUN);
    const store = workspaceDb(db, teamChannelId);
    let rows = 0;
    let restated = 0;
    for (const { day, report } of plan.read) {
      const parsed = (await parseReachCsv(await client.download(report))).filter((r) => r.date === day);
      const values = parsed.map((r) => ({ teamChannelId, ...r, readAt: now }));
      rows += values.length;
      if (readThrough !== null && day <= readThrough) restated++;
      // The whole day at once (one store transaction): what Google restated replaces what it said before.
      await store.batch([
        store
          .delete(videoReachDays)
          .where(and(eq(videoReachDays.teamChannelId, teamChannelId), eq(videoReachDays.date, day))),
        ...rowsPerStatement(videoReachDays, values).map((chunk) => store.insert(videoReachDays).values(chunk)),
      ]);
    }
    const newestRead = plan.read.map((p) => p.day).reduce<string | null>((a, d) => (!a || d > a ? d : a), null);
    const through =
      newestRead !== null && (readThrough === null || newestRead > readThrough) ? newestRead : readThrough;
    await db
      .update(googleReachJobs)
      .set({ readThrough: through, createdThrough: plan.cursor ?? cursor, error: null, updatedAt: now })
      .where(eq(googleReachJobs.teamChannelId, teamChannelId));
    return { outcome: "read", jobCreated, days: plan.read.length, restated, rows, readThrough: through };
  } catch (error) {
    if (!(error instanceof ReportingApiError) || !error.refused) throw error;
    // Refused (the grant lacks the scope, or the channel has no reports): said on the connection, not retried.
    if (saved)
      await db
        .update(googleReachJobs)
        .set({ error: error.message, updatedAt: now })
        .where(eq(googleReachJobs.teamChannelId, teamChannelId));
    return { outcome: "refused", message: error.message };
  }
}

/** Connections the cron queues per run, least recently read first; the hourly runs reach the rest. */
export const REACH_PER_RUN = 200;
/** A connection's reports are read at most once in this long (Google adds one report a day). */
export const REACH_EVERY_MS = 20 * 60 * 60 * 1000;

/**
 * The reach reads the crons queue: every active connection with no reach job yet (one connected
 * before reach was read gets its job at this, its next refresh) or not read for REACH_EVERY_MS.
 * Returns how many were queued.
 */
export async function queueDueReachReads(env: Pick<Env, "SYNC_QUEUE">, db: Db, now = new Date()): Promise<number> {
  const due = await db
    .select({ teamChannelId: googleConnections.teamChannelId })
    .from(googleConnections)
    .leftJoin(googleReachJobs, eq(googleReachJobs.teamChannelId, googleConnections.teamChannelId))
    .where(
      and(
        eq(googleConnections.status, "active"),
        or(isNull(googleReachJobs.jobId), lt(googleReachJobs.updatedAt, new Date(now.getTime() - REACH_EVERY_MS))),
      ),
    )
    .orderBy(asc(googleReachJobs.updatedAt), asc(googleConnections.teamChannelId))
    .limit(REACH_PER_RUN);
  let queued = 0;
  for (const { teamChannelId } of due) if (await queueReachRead(env.SYNC_QUEUE, teamChannelId)) queued++;
  return queued;
}
