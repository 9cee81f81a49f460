// Channel data's writes for the Google connection's backfill ("google-connection ingests through
// channel-data"): YouTube Analytics days, per-video totals and traffic sources become rows of our
// analytics tables, as statements of the workspace's own store (decision 012, store migration 9:
// `store` is `workspaceDb(db, workspaceId)`) that the backfill runs in one store batch (one
// transaction) before it commits its progress in the control D1. A day or video that has a Studio-import row keeps it: only rows whose
// source is 'google' are overwritten.
import { and, eq, gte, lte, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { excluded, rowsPerStatement } from "~/lib/db/raw-batch";
import type { ChannelDataDb } from "./data-place.server";
import { dailyAnalytics, trafficSources, videoAnalytics } from "./tables";
import { METRIC_KEYS } from "./studio-import/columns";
import type { AnalyticsMetrics } from "./types";

function metricUpdates<T extends typeof dailyAnalytics | typeof videoAnalytics>(table: T) {
  return Object.fromEntries(METRIC_KEYS.map((c) => [c, excluded(table[c])]));
}

/** Channel-wide days (video_id ''), upserted over earlier Google rows only. */
export function googleDayWrites(
  db: ChannelDataDb,
  workspaceId: string,
  days: (AnalyticsMetrics & { date: string })[],
): BatchItem<"sqlite">[] {
  const rows = days.map((d) => ({ workspaceId, videoId: "", ...d, source: "google" as const, importId: null }));
  return rowsPerStatement(dailyAnalytics, rows).map((chunk) =>
    db
      .insert(dailyAnalytics)
      .values(chunk)
      .onConflictDoUpdate({
        target: [dailyAnalytics.workspaceId, dailyAnalytics.videoId, dailyAnalytics.date],
        set: metricUpdates(dailyAnalytics),
        setWhere: sql`${dailyAnalytics.source} = 'google'`,
      }),
  );
}

/** The window's traffic-source split, replaced whole (a source type that vanished on re-sync goes too). */
export function googleTrafficWrites(
  db: ChannelDataDb,
  workspaceId: string,
  window: { startDate: string; endDate: string },
  days: { date: string; sourceType: string; views: number; watchMinutes: number | null }[],
): BatchItem<"sqlite">[] {
  const writes: BatchItem<"sqlite">[] = [
    db
      .delete(trafficSources)
      .where(
        and(
          eq(trafficSources.workspaceId, workspaceId),
          gte(trafficSources.date, window.startDate),
          lte(trafficSources.date, window.endDate),
        ),
      ),
  ];
  const rows = days.map((d) => ({ workspaceId, ...d }));
  for (const chunk of rowsPerStatement(trafficSources, rows)) writes.push(db.insert(trafficSources).values(chunk));
  return writes;
}

/** Per-video totals, upserted over earlier Google rows only. */
export function googleVideoWrites(
  db: ChannelDataDb,
  workspaceId: string,
  videos: (AnalyticsMetrics & { videoId: string })[],
  now: Date,
): BatchItem<"sqlite">[] {
  const rows = videos.map((v) => ({ workspaceId, ...v, source: "google" as const, importId: null, updatedAt: now }));
  return rowsPerStatement(videoAnalytics, rows).map((chunk) =>
    db
      .insert(videoAnalytics)
      .values(chunk)
      .onConflictDoUpdate({
        target: [videoAnalytics.workspaceId, videoAnalytics.videoId],
        set: { ...metricUpdates(videoAnalytics), updatedAt: excluded(videoAnalytics.updatedAt) },
        setWhere: sql`${videoAnalytics.source} = 'google'`,
      }),
  );
}
