// Revenue rows for the RPM Booster: the Studio (or Google) rows that carry revenue, the videos they
// name, and where they came from. Only rows with views and estimated revenue or RPM are read,
// and of the daily rows only the whole channel's (video_id ''), newest first and capped.
import { and, desc, eq, gt, isNotNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "~/lib/db/client.server";
import { withChannelData } from "./data-place.server";
import { channels, dailyAnalytics, imports, videoAnalytics, videos } from "./tables";
import type { DailyAnalyticsRecord, VideoAnalyticsRecord, VideoRecord } from "./types";

const EMPTY_METRICS = {
  watchTimeHours: null,
  averageViewDurationSeconds: null,
  averagePercentageViewed: null,
  impressions: null,
  impressionsCtr: null,
  subscribersGained: null,
  subscribersLost: null,
  uniqueViewers: null,
  cpm: null,
} as const;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** A Studio row the engine can read revenue from: views, and estimated revenue or RPM. */
function revenueRow(table: typeof videoAnalytics | typeof dailyAnalytics) {
  return and(isNotNull(table.views), or(isNotNull(table.estimatedRevenue), isNotNull(table.rpm)));
}

/** The workspace's revenue rows and the videos they name (the newest `dailyRows` channel days up to `now`), for the RPM Booster. */
export async function revenueRowsForRpm(
  db: Db,
  teamChannelId: string,
  now: Date,
  dailyRows: number,
): Promise<{ videos: VideoRecord[]; videoAnalytics: VideoAnalyticsRecord[]; dailyAnalytics: DailyAnalyticsRecord[] }> {
  // The rows run where the workspace's data is (withChannelData): videos and per-video rows are the
  // reading workspace's own (a demo's private copy, in the control D1), channel days its data's (a
  // demo's base's). The videos are kept to those with a revenue row.
  const [perVideo, daily, workspaceVideos] = await Promise.all([
    withChannelData(db, teamChannelId, ({ db: place }) =>
      place
        .select({
          videoId: videoAnalytics.videoId,
          views: videoAnalytics.views,
          estimatedRevenue: videoAnalytics.estimatedRevenue,
          rpm: videoAnalytics.rpm,
        })
        .from(videoAnalytics)
        .where(and(eq(videoAnalytics.teamChannelId, teamChannelId), revenueRow(videoAnalytics))),
    ),
    withChannelData(db, teamChannelId, ({ db: place, storedUnder }) =>
      place
        .select({
          date: dailyAnalytics.date,
          views: dailyAnalytics.views,
          estimatedRevenue: dailyAnalytics.estimatedRevenue,
          rpm: dailyAnalytics.rpm,
        })
        .from(dailyAnalytics)
        .where(
          and(
            eq(dailyAnalytics.teamChannelId, storedUnder),
            eq(dailyAnalytics.videoId, ""),
            lte(dailyAnalytics.date, isoDay(now)),
            revenueRow(dailyAnalytics),
          ),
        )
        .orderBy(desc(dailyAnalytics.date))
        .limit(dailyRows),
    ),
    withChannelData(db, teamChannelId, ({ db: place }) =>
      place
        .select({
          id: videos.id,
          channelId: videos.channelId,
          title: videos.title,
          publishedAt: videos.publishedAt,
          durationSeconds: videos.durationSeconds,
          isShort: videos.isShort,
        })
        .from(videos)
        .where(eq(videos.teamChannelId, teamChannelId)),
    ),
  ]);
  // Only videos with a revenue row matter: this keeps competitors' videos out without a list of ids.
  const withRevenue = new Set(perVideo.map((r) => r.videoId));
  const videoRows = workspaceVideos.filter((v) => withRevenue.has(v.id));
  // Fields the engine does not read (description, tags, category, thumbnail) stay empty.
  const videoRecords: VideoRecord[] = videoRows.map((v) => ({
    youtubeId: v.id,
    channelYoutubeId: v.channelId,
    title: v.title,
    description: "",
    tags: [],
    publishedAt: v.publishedAt.toISOString(),
    durationSeconds: v.durationSeconds,
    categoryId: null,
    thumbnailUrl: null,
    isShort: v.isShort,
  }));
  const videoAnalyticsRecords: VideoAnalyticsRecord[] = perVideo.map((r) => ({
    ...EMPTY_METRICS,
    videoYoutubeId: r.videoId,
    views: r.views,
    estimatedRevenue: r.estimatedRevenue,
    rpm: r.rpm,
  }));
  const dailyRecords: DailyAnalyticsRecord[] = daily.map((r) => ({
    ...EMPTY_METRICS,
    date: r.date,
    videoYoutubeId: null,
    views: r.views,
    estimatedRevenue: r.estimatedRevenue,
    rpm: r.rpm,
  }));
  return { videos: videoRecords, videoAnalytics: videoAnalyticsRecords, dailyAnalytics: dailyRecords };
}

/** Where the figures come from, for the line under the analysis. */
export type RevenueSource = {
  /** "sample": the demo's generated channel; "studio": the user's imports; "none": no revenue rows. */
  kind: "sample" | "studio" | "none";
  /** Videos with a per-video revenue row. */
  videosWithRevenue: number;
  /** Days of channel revenue rows, and the first and last of them. */
  revenueDays: number;
  firstDay: string | null;
  lastDay: string | null;
  /** Of those days, the ones the Google connection (YouTube Analytics) wrote; the rest are Studio's (or the sample's). */
  googleDays: number;
  /** The newest Studio import that brought revenue rows; null for the sample or when unknown. */
  importedAt: string | null;
  /** Revenue rows the Google connection (YouTube Analytics) wrote. */
  fromGoogle: boolean;
};

/** RPM Booster: where its figures come from. */
export async function revenueSourceForRpm(db: Db, teamChannelId: string): Promise<RevenueSource> {
  const [videoCount, days, importIds, doneImports, own, google] = await Promise.all([
    withChannelData(db, teamChannelId, ({ db: place }) =>
      place
        .select({ n: sql<number>`count(*)` })
        .from(videoAnalytics)
        .where(
          and(eq(videoAnalytics.teamChannelId, teamChannelId), revenueRow(videoAnalytics), gt(videoAnalytics.views, 0)),
        )
        .get(),
    ),
    withChannelData(db, teamChannelId, ({ db: place, storedUnder }) =>
      place
        .select({
          n: sql<number>`count(*)`,
          first: sql<string | null>`min(${dailyAnalytics.date})`,
          last: sql<string | null>`max(${dailyAnalytics.date})`,
          google: sql<number>`coalesce(sum(${dailyAnalytics.source} = 'google'), 0)`,
        })
        .from(dailyAnalytics)
        .where(
          and(
            eq(dailyAnalytics.teamChannelId, storedUnder),
            eq(dailyAnalytics.videoId, ""),
            revenueRow(dailyAnalytics),
          ),
        )
        .get(),
    ),
    // The imports that still account for a revenue row (a row re-imported later points at the
    // later import): the rows are in the store, the imports' history in the control D1.
    withChannelData(db, teamChannelId, ({ db: place }) =>
      Promise.all([
        place
          .selectDistinct({ id: videoAnalytics.importId })
          .from(videoAnalytics)
          .where(
            and(
              eq(videoAnalytics.teamChannelId, teamChannelId),
              isNotNull(videoAnalytics.importId),
              revenueRow(videoAnalytics),
            ),
          ),
        place
          .selectDistinct({ id: dailyAnalytics.importId })
          .from(dailyAnalytics)
          .where(
            and(
              eq(dailyAnalytics.teamChannelId, teamChannelId),
              eq(dailyAnalytics.videoId, ""),
              isNotNull(dailyAnalytics.importId),
              revenueRow(dailyAnalytics),
            ),
          ),
      ]),
    ),
    db
      .select({ id: imports.id, createdAt: imports.createdAt })
      .from(imports)
      .where(and(eq(imports.teamChannelId, teamChannelId), eq(imports.status, "done"))),
    db
      .select({ isSample: channels.isSample })
      .from(channels)
      .where(and(eq(channels.teamChannelId, teamChannelId), eq(channels.role, "own")))
      .get(),
    withChannelData(db, teamChannelId, ({ db: place, storedUnder }) =>
      place
        .select({ n: sql<number>`count(*)` })
        .from(dailyAnalytics)
        .where(
          and(
            eq(dailyAnalytics.teamChannelId, storedUnder),
            eq(dailyAnalytics.source, "google"),
            revenueRow(dailyAnalytics),
          ),
        )
        .get(),
    ),
  ]);
  const accounting = new Set(importIds.flat().map((r) => r.id));
  const importedAt = doneImports.filter((i) => accounting.has(i.id)).map((i) => i.createdAt.getTime());
  const at = importedAt.length === 0 ? null : Math.max(...importedAt);
  const videosWithRevenue = Number(videoCount?.n ?? 0);
  const revenueDays = Number(days?.n ?? 0);
  const hasRevenue = videosWithRevenue > 0 || revenueDays > 0;
  return {
    kind: !hasRevenue ? "none" : own?.isSample && at === null ? "sample" : "studio",
    videosWithRevenue,
    revenueDays,
    firstDay: days?.first ?? null,
    lastDay: days?.last ?? null,
    googleDays: Number(days?.google ?? 0),
    importedAt: at === null ? null : new Date(at).toISOString(),
    fromGoogle: Number(google?.n ?? 0) > 0,
  };
}
