// Channel data's writes for the Google connection's backfill ("google-connection ingests through
// channel-data"): YouTube Analytics days, per-video totals and traffic sources become rows of our
// analytics tables, as statements of the workspace's own store (decision 012, store migration 9:
// `store` is `workspaceDb(db, teamChannelId)`) that the backfill runs in one store batch (one
// transaction) before it commits its progress in the control D1. A day or video that has a Studio-import row keeps it: only rows whose
// source is 'google' are overwritten.
import { and, desc, eq, gte, lte, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { excluded, rowsPerStatement } from "~/lib/db/raw-batch";
import type { ChannelDataDb } from "./data-place.server";
import { FIRST_MONTH_DAYS } from "./first-days";
import { storeChannels } from "./store-tables";
import { dailyAnalytics, trafficSources, videoAnalytics, videos } from "./tables";
import { METRIC_KEYS } from "./studio-import/columns";
import type { AnalyticsMetrics } from "./types";

function metricUpdates<T extends typeof dailyAnalytics | typeof videoAnalytics>(table: T) {
  return Object.fromEntries(METRIC_KEYS.map((c) => [c, excluded(table[c])]));
}

/** Channel-wide days (video_id ''), upserted over earlier Google rows only. */
export function googleDayWrites(
  db: ChannelDataDb,
  teamChannelId: string,
  days: (AnalyticsMetrics & { date: string })[],
): BatchItem<"sqlite">[] {
  const rows = days.map((d) => ({ teamChannelId, videoId: "", ...d, source: "google" as const, importId: null }));
  return rowsPerStatement(dailyAnalytics, rows).map((chunk) =>
    db
      .insert(dailyAnalytics)
      .values(chunk)
      .onConflictDoUpdate({
        target: [dailyAnalytics.teamChannelId, dailyAnalytics.videoId, dailyAnalytics.date],
        set: metricUpdates(dailyAnalytics),
        setWhere: sql`${dailyAnalytics.source} = 'google'`,
      }),
  );
}

/** The window's traffic-source split, replaced whole (a source type that vanished on re-sync goes too). */
export function googleTrafficWrites(
  db: ChannelDataDb,
  teamChannelId: string,
  window: { startDate: string; endDate: string },
  days: { date: string; sourceType: string; views: number; watchMinutes: number | null }[],
): BatchItem<"sqlite">[] {
  const writes: BatchItem<"sqlite">[] = [
    db
      .delete(trafficSources)
      .where(
        and(
          eq(trafficSources.teamChannelId, teamChannelId),
          gte(trafficSources.date, window.startDate),
          lte(trafficSources.date, window.endDate),
        ),
      ),
  ];
  const rows = days.map((d) => ({ teamChannelId, ...d }));
  for (const chunk of rowsPerStatement(trafficSources, rows)) writes.push(db.insert(trafficSources).values(chunk));
  return writes;
}

/** Per-video totals, upserted over earlier Google rows only. */
export function googleVideoWrites(
  db: ChannelDataDb,
  teamChannelId: string,
  videos: (AnalyticsMetrics & { videoId: string })[],
  now: Date,
): BatchItem<"sqlite">[] {
  const rows = videos.map((v) => ({ teamChannelId, ...v, source: "google" as const, importId: null, updatedAt: now }));
  return rowsPerStatement(videoAnalytics, rows).map((chunk) =>
    db
      .insert(videoAnalytics)
      .values(chunk)
      .onConflictDoUpdate({
        target: [videoAnalytics.teamChannelId, videoAnalytics.videoId],
        set: { ...metricUpdates(videoAnalytics), updatedAt: excluded(videoAnalytics.updatedAt) },
        setWhere: sql`${videoAnalytics.source} = 'google'`,
      }),
  );
}

/**
 * One upload's report days (video_id = the upload), upserted over earlier Google rows only: the
 * views of its first days, which the tools add up to first-week views (views-at-age.server.ts).
 */
export function googleVideoDayWrites(
  db: ChannelDataDb,
  teamChannelId: string,
  videoId: string,
  days: { date: string; views: number; watchTimeHours: number | null }[],
): BatchItem<"sqlite">[] {
  const rows = days.map((d) => ({
    teamChannelId,
    videoId,
    date: d.date,
    views: d.views,
    watchTimeHours: d.watchTimeHours,
    source: "google" as const,
    importId: null,
  }));
  return rowsPerStatement(dailyAnalytics, rows).map((chunk) =>
    db
      .insert(dailyAnalytics)
      .values(chunk)
      .onConflictDoUpdate({
        target: [dailyAnalytics.teamChannelId, dailyAnalytics.videoId, dailyAnalytics.date],
        set: { views: excluded(dailyAnalytics.views), watchTimeHours: excluded(dailyAnalytics.watchTimeHours) },
        setWhere: sql`${dailyAnalytics.source} = 'google'`,
      }),
  );
}

/** An own upload the Google sync may read per-video days for, with the newest of its first-month days stored. */
export type UploadForGoogleDays = { id: string; publishedAt: Date; newestDay: string | null };

/**
 * The own channel's newest `limit` uploads published from `fromMs` to `toMs`, oldest first, each with
 * the newest per-video day row (any source) stored within its first month: the Google sync reads
 * the days an upload still lacks. `store` is the workspace's own store (a demo never connects).
 */
export async function uploadsForGoogleDays(
  store: ChannelDataDb,
  teamChannelId: string,
  window: { fromMs: number; toMs: number; limit: number },
): Promise<UploadForGoogleDays[]> {
  const uploads = await store
    .select({ id: videos.id, publishedAt: videos.publishedAt })
    .from(videos)
    .innerJoin(
      storeChannels,
      and(eq(storeChannels.teamChannelId, videos.teamChannelId), eq(storeChannels.id, videos.channelId)),
    )
    .where(
      and(
        eq(videos.teamChannelId, teamChannelId),
        eq(storeChannels.role, "own"),
        sql`${videos.publishedAt} between ${window.fromMs} and ${window.toMs}`,
      ),
    )
    .orderBy(desc(videos.publishedAt), desc(videos.id))
    .limit(window.limit);
  if (uploads.length === 0) return [];
  const lastDay = sql`date(${videos.publishedAt} / 1000, 'unixepoch', ${`+${FIRST_MONTH_DAYS - 1} days`})`;
  const newest = await store
    .select({ videoId: dailyAnalytics.videoId, newestDay: sql<string>`max(${dailyAnalytics.date})` })
    .from(dailyAnalytics)
    .innerJoin(
      videos,
      and(eq(videos.teamChannelId, dailyAnalytics.teamChannelId), eq(videos.id, dailyAnalytics.videoId)),
    )
    .where(
      and(
        eq(dailyAnalytics.teamChannelId, teamChannelId),
        sql`${dailyAnalytics.videoId} <> ''`,
        sql`${videos.publishedAt} between ${window.fromMs} and ${window.toMs}`,
        sql`${dailyAnalytics.date} <= ${lastDay}`,
      ),
    )
    .groupBy(dailyAnalytics.videoId);
  const byId = new Map(newest.map((r) => [r.videoId, r.newestDay]));
  return uploads
    .map((u) => ({ id: u.id, publishedAt: u.publishedAt, newestDay: byId.get(u.id) ?? null }))
    .sort((a, b) => a.publishedAt.getTime() - b.publishedAt.getTime() || a.id.localeCompare(b.id));
}
