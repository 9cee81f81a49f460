// Revenue rows for the RPM Booster: the Studio (or Google) rows that carry revenue, the videos they
// name, and where they came from. Only rows with views and estimated revenue or RPM are read,
// and of the daily rows only the whole channel's (video_id ''), newest first and capped.
import { and, desc, eq, gt, isNotNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "~/lib/db/client.server";
import { dataWorkspace } from "./data-workspace";
import { channels, dailyAnalytics, videoAnalytics, videos } from "./tables";
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
  workspaceId: string,
  now: Date,
  dailyRows: number,
): Promise<{ videos: VideoRecord[]; videoAnalytics: VideoAnalyticsRecord[]; dailyAnalytics: DailyAnalyticsRecord[] }> {
  const [videoRows, perVideo, daily] = await Promise.all([
    // Only videos with a revenue row matter; the join keeps competitors' videos out without a list of ids.
    db
      .select({
        id: videos.id,
        channelId: videos.channelId,
        title: videos.title,
        publishedAt: videos.publishedAt,
        durationSeconds: videos.durationSeconds,
        isShort: videos.isShort,
      })
      .from(videos)
      .innerJoin(
        videoAnalytics,
        and(eq(videoAnalytics.workspaceId, videos.workspaceId), eq(videoAnalytics.videoId, videos.id)),
      )
      .where(and(eq(videos.workspaceId, workspaceId), revenueRow(videoAnalytics))),
    db
      .select({
        videoId: videoAnalytics.videoId,
        views: videoAnalytics.views,
        estimatedRevenue: videoAnalytics.estimatedRevenue,
        rpm: videoAnalytics.rpm,
      })
      .from(videoAnalytics)
      .where(and(eq(videoAnalytics.workspaceId, workspaceId), revenueRow(videoAnalytics))),
    db
      .select({
        date: dailyAnalytics.date,
        views: dailyAnalytics.views,
        estimatedRevenue: dailyAnalytics.estimatedRevenue,
        rpm: dailyAnalytics.rpm,
      })
      .from(dailyAnalytics)
      .where(
        and(
          eq(dailyAnalytics.workspaceId, dataWorkspace(workspaceId)),
          eq(dailyAnalytics.videoId, ""),
          lte(dailyAnalytics.date, isoDay(now)),
          revenueRow(dailyAnalytics),
        ),
      )
      .orderBy(desc(dailyAnalytics.date))
      .limit(dailyRows),
  ]);
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
  /** The newest Studio import that brought revenue rows; null for the sample or when unknown. */
  importedAt: string | null;
  /** Revenue rows the Google connection (YouTube Analytics) wrote. */
  fromGoogle: boolean;
};

/** RPM Booster: where its figures come from. */
export async function revenueSourceForRpm(db: Db, workspaceId: string): Promise<RevenueSource> {
  const [videoCount, days, imported, own, google] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)` })
      .from(videoAnalytics)
      .where(and(eq(videoAnalytics.workspaceId, workspaceId), revenueRow(videoAnalytics), gt(videoAnalytics.views, 0)))
      .get(),
    db
      .select({
        n: sql<number>`count(*)`,
        first: sql<string | null>`min(${dailyAnalytics.date})`,
        last: sql<string | null>`max(${dailyAnalytics.date})`,
      })
      .from(dailyAnalytics)
      .where(
        and(
          eq(dailyAnalytics.workspaceId, dataWorkspace(workspaceId)),
          eq(dailyAnalytics.videoId, ""),
          revenueRow(dailyAnalytics),
        ),
      )
      .get(),
    // The newest successful import that still accounts for a revenue row (a row re-imported later
    // points at the later import).
    db.get<{ at: number | null }>(
      sql`select max(i.created_at) as at from imports i
            where i.workspace_id = ${workspaceId} and i.status = 'done'
              and (exists (select 1 from video_analytics v where v.workspace_id = i.workspace_id and v.import_id = i.id
                            and v.views is not null and (v.estimated_revenue is not null or v.rpm is not null))
                or exists (select 1 from daily_analytics d where d.workspace_id = i.workspace_id and d.video_id = '' and d.import_id = i.id
                            and d.views is not null and (d.estimated_revenue is not null or d.rpm is not null)))`,
    ),
    db
      .select({ isSample: channels.isSample })
      .from(channels)
      .where(and(eq(channels.workspaceId, workspaceId), eq(channels.role, "own")))
      .get(),
    db
      .select({ n: sql<number>`count(*)` })
      .from(dailyAnalytics)
      .where(
        and(
          eq(dailyAnalytics.workspaceId, dataWorkspace(workspaceId)),
          eq(dailyAnalytics.source, "google"),
          revenueRow(dailyAnalytics),
        ),
      )
      .get(),
  ]);
  const videosWithRevenue = Number(videoCount?.n ?? 0);
  const revenueDays = Number(days?.n ?? 0);
  const hasRevenue = videosWithRevenue > 0 || revenueDays > 0;
  const at = imported?.at ?? null;
  return {
    kind: !hasRevenue ? "none" : own?.isSample && at === null ? "sample" : "studio",
    videosWithRevenue,
    revenueDays,
    firstDay: days?.first ?? null,
    lastDay: days?.last ?? null,
    importedAt: at === null ? null : new Date(at).toISOString(),
    fromGoogle: Number(google?.n ?? 0) > 0,
  };
}
