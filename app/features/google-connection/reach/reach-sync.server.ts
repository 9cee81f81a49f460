// Reading the reach report (thumbnail impressions and CTR per video per day) from the YouTube
// Reporting API into the workspace's store. One run: make sure the Reporting job exists (created
// when Google connects, or for a connection made before, at its next daily refresh), list the
// reports of the days after the newest one read (the 30 days before the job's creation first,
// which Google fills in for a new job), download each, newest copy per day, and upsert its rows.
// A day's rows are keyed (workspace, video, date), so a run that repeats writes no duplicates.
// No Data API units are spent: the Reporting API is apart from the Data API's allowance.
import { and, asc, eq, isNull, lt, or } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "~/lib/db/client.server";
import { excluded, rowsPerStatement } from "~/lib/db/raw-batch";
import { batchInChunks } from "~/lib/db/batch";
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
  | { outcome: "read"; jobCreated: boolean; days: number; rows: number; readThrough: string | null }
  | { outcome: "no-connection" | "token-refused" | "refused"; message: string };

export type ReachDeps = { env: Env; db: Db; fetch?: FetchLike; tokenFor?: typeof accessTokenFor };

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
        .values({ teamChannelId, jobId, readThrough: null, error: null, updatedAt: now })
        .onConflictDoUpdate({ target: googleReachJobs.teamChannelId, set: { jobId, error: null, updatedAt: now } });
    }
    const after = saved?.readThrough ?? isoDate(now.getTime() - (REACH_HISTORY_DAYS + 1) * DAY_MS);
    const newest = new Map<string, ReportingReport>();
    for (const report of await client.listReports(jobId, `${after}T00:00:00Z`)) {
      const day = reportDay(report);
      if (day <= after) continue;
      const held = newest.get(day);
      // Google may restate a day: the newest copy of each day is read.
      if (!held || (report.createTime ?? "") > (held.createTime ?? "")) newest.set(day, report);
    }
    const days = [...newest.keys()].sort().slice(0, REACH_REPORTS_PER_RUN);
    const store = workspaceDb(db, teamChannelId);
    let rows = 0;
    for (const day of days) {
      const parsed = (await parseReachCsv(await client.download(newest.get(day)!))).filter((r) => r.date === day);
      const values = parsed.map((r) => ({ teamChannelId, ...r, readAt: now }));
      rows += values.length;
      await batchInChunks(
        store,
        rowsPerStatement(videoReachDays, values).map((chunk) =>
          store
            .insert(videoReachDays)
            .values(chunk)
            .onConflictDoUpdate({
              target: [videoReachDays.teamChannelId, videoReachDays.videoId, videoReachDays.date],
              set: {
                impressions: excluded(videoReachDays.impressions),
                ctr: excluded(videoReachDays.ctr),
                readAt: excluded(videoReachDays.readAt),
              },
            }),
        ),
      );
    }
    const readThrough = days.at(-1) ?? saved?.readThrough ?? null;
    await db
      .update(googleReachJobs)
      .set({ readThrough, error: null, updatedAt: now })
      .where(eq(googleReachJobs.teamChannelId, teamChannelId));
    return { outcome: "read", jobCreated, days: days.length, rows, readThrough };
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
