// Small reads of channel data, each named for the tool that needs it (the pattern of
// overview.server.ts): they return plain values, so no other feature names a table of ours.
import { and, asc, desc, eq, gte, lte, sql } from "drizzle-orm";
import type { Db } from "~/lib/db/client.server";
import { withChannelData } from "./data-place.server";
import { comments, dailyAnalytics, imports, trafficSources, videoAnalytics, videos } from "./tables";

/** Series Planner: Studio watch time by video; null when the workspace imported no Studio table. */
export async function studioWatchTimeForSeries(
  db: Db,
  teamChannelId: string,
): Promise<Map<string, number | null> | null> {
  // Per-video analytics are the reading workspace's own (a demo's private copy, in the control D1).
  const rows = await withChannelData(db, teamChannelId, ({ db: place }) =>
    place
      .select({ videoId: videoAnalytics.videoId, hours: videoAnalytics.watchTimeHours })
      .from(videoAnalytics)
      .where(eq(videoAnalytics.teamChannelId, teamChannelId)),
  );
  return rows.length === 0 ? null : new Map(rows.map((r) => [r.videoId, r.hours]));
}

/** Series Planner: who commented on which own upload (the channel's own replies left out), each pair once. */
export async function commentersForSeries(
  db: Db,
  teamChannelId: string,
  channelId: string,
): Promise<{ videoId: string; author: string }[]> {
  const author = sql<string>`coalesce(${comments.authorChannelId}, ${comments.authorName})`;
  return withChannelData(db, teamChannelId, ({ db: place, storedUnder }) =>
    place
      .selectDistinct({ videoId: comments.videoId, author })
      .from(comments)
      .innerJoin(videos, and(eq(videos.teamChannelId, teamChannelId), eq(videos.id, comments.videoId)))
      .where(
        and(
          eq(comments.teamChannelId, storedUnder),
          eq(videos.channelId, channelId),
          sql`coalesce(${comments.authorChannelId}, '') <> ${channelId}`,
        ),
      ),
  );
}

/** Dashboard: one channel-wide day of Studio or Google analytics (null = not in the source). */
export type ChannelDayRow = {
  date: string;
  source: "studio" | "google";
  views: number | null;
  watchTimeHours: number | null;
  averagePercentageViewed: number | null;
  impressions: number | null;
  impressionsCtr: number | null;
  subscribersGained: number | null;
  subscribersLost: number | null;
  uniqueViewers: number | null;
};

/** Dashboard: the channel-wide days (a demo reads its template's), oldest first. */
export async function channelDaysForDashboard(db: Db, teamChannelId: string): Promise<ChannelDayRow[]> {
  return withChannelData(db, teamChannelId, ({ db: place, storedUnder }) =>
    place
      .select({
        date: dailyAnalytics.date,
        source: dailyAnalytics.source,
        views: dailyAnalytics.views,
        watchTimeHours: dailyAnalytics.watchTimeHours,
        averagePercentageViewed: dailyAnalytics.averagePercentageViewed,
        impressions: dailyAnalytics.impressions,
        impressionsCtr: dailyAnalytics.impressionsCtr,
        subscribersGained: dailyAnalytics.subscribersGained,
        subscribersLost: dailyAnalytics.subscribersLost,
        uniqueViewers: dailyAnalytics.uniqueViewers,
      })
      .from(dailyAnalytics)
      .where(and(eq(dailyAnalytics.teamChannelId, storedUnder), eq(dailyAnalytics.videoId, "")))
      .orderBy(asc(dailyAnalytics.date)),
  );
}

/** Dashboard: views by traffic source per day (from the Google connection). */
export async function trafficForDashboard(
  db: Db,
  teamChannelId: string,
): Promise<{ date: string; sourceType: string; views: number }[]> {
  // The reading workspace's own: a demo has none (its base's Google rows are not copied).
  return withChannelData(db, teamChannelId, ({ db: place }) =>
    place
      .select({ date: trafficSources.date, sourceType: trafficSources.sourceType, views: trafficSources.views })
      .from(trafficSources)
      .where(eq(trafficSources.teamChannelId, teamChannelId)),
  );
}

/** Dashboard: when the newest finished Studio import was made; null when none. */
export async function lastStudioImportAt(db: Db, teamChannelId: string): Promise<Date | null> {
  const row = await db
    .select({ createdAt: imports.createdAt })
    .from(imports)
    .where(and(eq(imports.teamChannelId, teamChannelId), eq(imports.status, "done")))
    .orderBy(desc(imports.createdAt))
    .limit(1)
    .get();
  return row?.createdAt ?? null;
}

/** One video's daily analytics rows between two ISO days (inclusive). */
const videoDays = (storedUnder: string, videoId: string, from: string, to: string) =>
  and(
    eq(dailyAnalytics.teamChannelId, storedUnder),
    eq(dailyAnalytics.videoId, videoId),
    gte(dailyAnalytics.date, from),
    lte(dailyAnalytics.date, to),
  );

/** Thumbnail Optimizer's A/B test: Studio's daily impressions and CTR of one video between two ISO days (inclusive). */
export async function dailyCtrOf(
  db: Db,
  teamChannelId: string,
  videoId: string,
  from: string,
  to: string,
): Promise<{ impressions: number | null; ctr: number | null }[]> {
  return withChannelData(db, teamChannelId, ({ db: place, storedUnder }) =>
    place
      .select({ impressions: dailyAnalytics.impressions, ctr: dailyAnalytics.impressionsCtr })
      .from(dailyAnalytics)
      .where(videoDays(storedUnder, videoId, from, to)),
  );
}

/** A video's views per day (Studio or Google Analytics rows) between two dates, for Shorts' title tests. */
export async function dailyViewsOf(
  db: Db,
  teamChannelId: string,
  videoId: string,
  from: string,
  to: string,
): Promise<{ date: string; views: number }[]> {
  const rows = await withChannelData(db, teamChannelId, ({ db: place, storedUnder }) =>
    place
      .select({ date: dailyAnalytics.date, views: dailyAnalytics.views })
      .from(dailyAnalytics)
      .where(videoDays(storedUnder, videoId, from, to)),
  );
  return rows.filter((r): r is { date: string; views: number } => r.views !== null);
}
