// The RPM Booster's service: reads the workspace's Studio revenue rows from D1, hands them to the
// pure engine (engine/), and keeps the page's newest 5 analyses with a running total.
//
// The revenue rows come from channel data's revenueRowsForRpm: only rows that carry revenue
// (estimated revenue or RPM, with views), and of the daily rows only the whole channel's
// (video_id ''), newest first and capped: the engine looks at no more than the last 365 days
// plus the 56 before its window.
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "~/lib/db/client.server";
import { type RevenueSource, revenueRowsForRpm, revenueSourceForRpm } from "~/features/channel-data/index.server";
import { rpmAnalyses } from "./store-tables";
import { workspaceDb } from "~/lib/db/workspace-db.server";
import { toCsv, type CsvColumn, withSourceColumn } from "~/lib/csv-write";
import { ESTIMATE_LABEL, YOUTUBE_LABEL } from "~/lib/figure-source";
import {
  analyzeRpm,
  videoRpmRows,
  type RpmAnalysis,
  type RpmInput,
  type RpmRecommendation,
  type RpmResult,
  type VideoRpmRow,
} from "./engine";
import { KEPT_ANALYSES } from "./messages";

/** Daily channel rows read: a year and the two 28-day windows before it, with room to spare. */
const DAILY_ROWS = 800;

/** The workspace's revenue rows and the videos they name, as the engine reads them. */
export async function loadRpmInput(db: Db, teamChannelId: string, now: Date): Promise<RpmInput> {
  return { ...(await revenueRowsForRpm(db, teamChannelId, now, DAILY_ROWS)), now: now.toISOString() };
}

/** Where the figures come from, for the line under the analysis. */
export type { RevenueSource };

export function revenueSource(db: Db, teamChannelId: string): Promise<RevenueSource> {
  return revenueSourceForRpm(db, teamChannelId);
}

/** A fresh analysis of the workspace's data, stored nowhere (GET /api/rpm and the Analyze RPM action). */
export async function analyzeWorkspace(db: Db, teamChannelId: string, now: Date): Promise<RpmResult> {
  return analyzeRpm(await loadRpmInput(db, teamChannelId, now));
}

/** A stored run: the engine's result as it was, with the running count. */
export type StoredRpmAnalysis = {
  id: string;
  analysis: RpmAnalysis | null;
  recommendations: RpmRecommendation[];
  missing: string | null;
  notMeasured: string[];
  checked: string[];
  /** This run's number: 1 for the workspace's first analysis. */
  totalAnalyses: number;
  createdAt: string;
};

// rpm_analyses has no column for `checked`: it rides in the analysis JSON (the engine returns no
// checked lines without an analysis, so nothing is lost when the analysis is null).
type StoredAnalysisJson = RpmAnalysis & { checked?: string[] };

function fromRow(row: typeof rpmAnalyses.$inferSelect): StoredRpmAnalysis {
  const stored = row.analysis as StoredAnalysisJson | null;
  let analysis: RpmAnalysis | null = null;
  let checked: string[] = [];
  if (stored) {
    const { checked: lines, ...rest } = stored;
    analysis = rest;
    checked = lines ?? [];
  }
  return {
    id: row.id,
    analysis,
    recommendations: row.recommendations as RpmRecommendation[],
    missing: row.missing,
    notMeasured: row.notMeasured as string[],
    checked,
    totalAnalyses: row.totalAnalyses,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Stores a run as the newest, numbered one past the workspace's last (so the count survives the
 * deletion of old runs), and drops runs beyond the newest 5, in one transaction. Ordering by the
 * running number, not the time, keeps two runs in the same millisecond in order.
 */
export async function saveAnalysis(
  db: Db,
  teamChannelId: string,
  result: RpmResult,
  now: Date,
): Promise<StoredRpmAnalysis> {
  const id = crypto.randomUUID();
  const analysis: StoredAnalysisJson | null = result.analysis ? { ...result.analysis, checked: result.checked } : null;
  const store = workspaceDb(db, teamChannelId);
  const [inserted] = await store.batch([
    store
      .insert(rpmAnalyses)
      .values({
        teamChannelId,
        id,
        analysis,
        recommendations: result.recommendations,
        notMeasured: result.notMeasured,
        missing: result.missing,
        totalAnalyses: sql`coalesce((select r.total_analyses from ${rpmAnalyses} r where r.workspace_id = ${teamChannelId} order by r.total_analyses desc limit 1), 0) + 1`,
        createdAt: now,
      })
      .returning(),
    store
      .delete(rpmAnalyses)
      .where(
        and(
          eq(rpmAnalyses.teamChannelId, teamChannelId),
          sql`${rpmAnalyses.id} not in (select r.id from ${rpmAnalyses} r where r.workspace_id = ${teamChannelId} order by r.total_analyses desc limit ${KEPT_ANALYSES})`,
        ),
      ),
  ]);
  return fromRow(inserted[0]!);
}

export type RpmStats = { totalAnalyses: number; lastAnalyzed: string | null };

/** The stored runs, newest first (at most 5). */
export async function storedAnalyses(db: Db, teamChannelId: string): Promise<StoredRpmAnalysis[]> {
  const rows = await workspaceDb(db, teamChannelId)
    .select()
    .from(rpmAnalyses)
    .where(eq(rpmAnalyses.teamChannelId, teamChannelId))
    .orderBy(desc(rpmAnalyses.totalAnalyses))
    .limit(KEPT_ANALYSES);
  return rows.map(fromRow);
}

export function statsOf(runs: readonly StoredRpmAnalysis[]): RpmStats {
  const newest = runs[0];
  return { totalAnalyses: newest?.totalAnalyses ?? 0, lastAnalyzed: newest?.createdAt ?? null };
}

export async function rpmStats(db: Db, teamChannelId: string): Promise<RpmStats> {
  const newest = await workspaceDb(db, teamChannelId)
    .select({ totalAnalyses: rpmAnalyses.totalAnalyses, createdAt: rpmAnalyses.createdAt })
    .from(rpmAnalyses)
    .where(eq(rpmAnalyses.teamChannelId, teamChannelId))
    .orderBy(desc(rpmAnalyses.totalAnalyses))
    .limit(1)
    .get();
  return { totalAnalyses: newest?.totalAnalyses ?? 0, lastAnalyzed: newest ? newest.createdAt.toISOString() : null };
}

export async function rpmPage(db: Db, teamChannelId: string) {
  const [runs, source] = await Promise.all([storedAnalyses(db, teamChannelId), revenueSource(db, teamChannelId)]);
  const latest = runs[0] ?? null;
  return {
    latest,
    earlier: runs.slice(1),
    stats: statsOf(runs),
    source,
    // Revenue imported after the shown run: its numbers no longer match the data.
    stale:
      latest !== null && source.importedAt !== null && Date.parse(source.importedAt) > Date.parse(latest.createdAt),
  };
}

const CSV_COLUMNS: readonly CsvColumn<VideoRpmRow>[] = [
  { header: "Video ID", value: (r) => r.videoId },
  { header: "Video title", value: (r) => r.title },
  { header: "Published", value: (r) => r.publishedAt?.slice(0, 10) ?? null },
  { header: "Duration (seconds)", value: (r) => r.durationSeconds },
  { header: "Group", value: (r) => r.group, source: ESTIMATE_LABEL },
  { header: "Views", value: (r) => r.views, source: YOUTUBE_LABEL },
  // YouTube's own estimate (Studio's "Estimated revenue"); the RPM is our division of it by views.
  { header: "Estimated revenue (USD)", value: (r) => r.revenue.toFixed(2), source: YOUTUBE_LABEL },
  { header: "RPM (USD)", value: (r) => r.rpm.toFixed(2), source: ESTIMATE_LABEL },
];

/** Every video's RPM as CSV, highest revenue first (the engine's arithmetic; cells safe for spreadsheets). */
export async function videoRpmCsv(db: Db, teamChannelId: string, now: Date): Promise<string> {
  return toCsv(withSourceColumn(CSV_COLUMNS), videoRpmRows(await loadRpmInput(db, teamChannelId, now)));
}
