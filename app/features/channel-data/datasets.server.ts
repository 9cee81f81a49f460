// A workspace's stored uploads with their statistics snapshots, and its Studio per-video rows, as
// channel data's own records (VideoRecord, VideoStatsSnapshot, VideoAnalyticsRecord): what the
// Video Forecast trains and projects from, and the active competitors' recent uploads with
// thinned snapshots that Competitor Monitor's report reads. One mapper per record type.
import { and, asc, desc, eq, gte, inArray, sql } from "drizzle-orm";
import type { Db } from "~/lib/db/client.server";
import { snapshotAgeBucket } from "./snapshot-buckets";
import { type ChannelDataPlace, withChannelData, snapshotOfVideo } from "./data-place.server";
import { storeChannels } from "./store-tables";
import { channels, videoAnalytics, videoStats, videos } from "./tables";
import type { ChannelDataset, ChannelRecord, VideoAnalyticsRecord, VideoRecord, VideoStatsSnapshot } from "./types";

type VideoRow = typeof videos.$inferSelect;
type StatRow = typeof videoStats.$inferSelect;

export function toVideoRecord(v: VideoRow): VideoRecord {
  return {
    youtubeId: v.id,
    channelYoutubeId: v.channelId,
    title: v.title,
    description: v.description,
    // A malformed stored value reads as no tags.
    tags: Array.isArray(v.tags) ? v.tags : [],
    publishedAt: v.publishedAt.toISOString(),
    durationSeconds: v.durationSeconds,
    categoryId: v.categoryId,
    thumbnailUrl: v.thumbnailUrl,
    isShort: v.isShort,
  };
}

function toSnapshot(s: StatRow): VideoStatsSnapshot {
  return {
    videoYoutubeId: s.videoId,
    capturedAt: s.capturedAt.toISOString(),
    viewCount: s.viewCount,
    likeCount: s.likeCount,
    commentCount: s.commentCount,
  };
}

/**
 * The newest `limit` videos of the workspace's channels with `role` and their snapshots. The
 * snapshots are selected by a join on their videos' rows (never a list of ids), so no query binds
 * more than a handful of parameters whatever the channel's size.
 */
export async function uploadsWithSnapshots(
  db: Db,
  teamChannelId: string,
  role: "own" | "competitor",
  limit: number,
): Promise<Pick<ChannelDataset, "videos" | "snapshots">> {
  const onChannel = and(eq(storeChannels.teamChannelId, videos.teamChannelId), eq(storeChannels.id, videos.channelId));
  const { videoRows, statRows } = await withChannelData(db, teamChannelId, async ({ db: source, storedUnder }) => {
    const videoRows = await source
      .select({ video: videos })
      .from(videos)
      .innerJoin(storeChannels, onChannel)
      .where(and(eq(videos.teamChannelId, teamChannelId), eq(storeChannels.role, role)))
      .orderBy(desc(videos.publishedAt))
      .limit(limit);
    if (videoRows.length === 0) return { videoRows, statRows: [] };
    const oldest = videoRows[videoRows.length - 1]!.video.publishedAt;
    const teamChannelIds = [...new Set(videoRows.map((r) => r.video.channelId))];
    const statRows = await source
      .select({ stat: videoStats })
      .from(videoStats)
      .innerJoin(videos, snapshotOfVideo(teamChannelId))
      .where(
        and(
          eq(videoStats.teamChannelId, storedUnder),
          inArray(videos.channelId, teamChannelIds),
          gte(videos.publishedAt, oldest),
        ),
      );
    return { videoRows, statRows };
  });
  const kept = new Set(videoRows.map((r) => r.video.id));
  return {
    videos: videoRows.map((r) => toVideoRecord(r.video)),
    snapshots: statRows.filter((r) => kept.has(r.stat.videoId)).map((r) => toSnapshot(r.stat)),
  };
}

export async function studioVideoAnalytics(db: Db, teamChannelId: string): Promise<VideoAnalyticsRecord[]> {
  // The reading workspace's own rows: in its store, or a demo's private copy in the control D1.
  const rows = await withChannelData(db, teamChannelId, ({ db: place }) =>
    place.select().from(videoAnalytics).where(eq(videoAnalytics.teamChannelId, teamChannelId)),
  );
  return rows.map((r) => ({
    videoYoutubeId: r.videoId,
    views: r.views,
    watchTimeHours: r.watchTimeHours,
    averageViewDurationSeconds: r.averageViewDurationSeconds,
    averagePercentageViewed: r.averagePercentageViewed,
    impressions: r.impressions,
    impressionsCtr: r.impressionsCtr,
    subscribersGained: r.subscribersGained,
    subscribersLost: r.subscribersLost,
    uniqueViewers: r.uniqueViewers,
    estimatedRevenue: r.estimatedRevenue,
    rpm: r.rpm,
    cpm: r.cpm,
  }));
}

/**
 * Competitor Monitor's report: each active competitor channel with its newest `uploadsPerChannel`
 * uploads and their snapshots, thinned (hourly in a video's first 2 days, daily to 30 days,
 * weekly after, plus always the newest two, which give views per hour).
 */
export async function activeCompetitorDatasets(
  db: Db,
  teamChannelId: string,
  uploadsPerChannel: number,
): Promise<{ channel: ChannelRecord; videos: VideoRecord[]; snapshots: VideoStatsSnapshot[] }[]> {
  const active = await db
    .select()
    .from(channels)
    .where(
      and(eq(channels.teamChannelId, teamChannelId), eq(channels.role, "competitor"), eq(channels.isActive, true)),
    );
  const { withUploads, snapshots } = await withChannelData(db, teamChannelId, async (place) => {
    const withUploads = await Promise.all(
      active.map(async (row) => ({
        row,
        uploads: await place.db
          .select()
          .from(videos)
          .where(and(eq(videos.teamChannelId, teamChannelId), eq(videos.channelId, row.id)))
          .orderBy(desc(videos.publishedAt), asc(videos.id))
          .limit(uploadsPerChannel),
      })),
    );
    const snapshots = await Promise.all(
      withUploads.map(({ row, uploads }) => thinnedSnapshots(place, teamChannelId, row.id, uploads)),
    );
    return { withUploads, snapshots };
  });
  return withUploads.map(({ row, uploads }, i) => ({
    channel: toChannelRecord(row),
    videos: uploads.map(toVideoRecord),
    snapshots: snapshots[i] ?? [],
  }));
}

/**
 * The uploads' snapshots, thinned. Selected by their channel and the oldest upload's publication
 * (never a list of ids: D1 binds at most 100 parameters), then kept to the uploads themselves.
 */
async function thinnedSnapshots(
  { db, storedUnder }: ChannelDataPlace,
  teamChannelId: string,
  channelId: string,
  uploads: readonly { id: string; publishedAt: Date }[],
): Promise<VideoStatsSnapshot[]> {
  const oldest = uploads.at(-1);
  if (!oldest) return [];
  const rows = await db
    .select({
      stat: videoStats,
      newest: sql<number>`row_number() OVER (PARTITION BY ${videoStats.videoId} ORDER BY ${videoStats.capturedAt} DESC)`,
      inBucket: sql<number>`row_number() OVER (
        PARTITION BY ${videoStats.videoId}, ${snapshotAgeBucket(sql`${videoStats.capturedAt}`, sql`${videos.publishedAt}`)}
        ORDER BY ${videoStats.capturedAt})`,
    })
    .from(videoStats)
    .innerJoin(videos, snapshotOfVideo(teamChannelId))
    .where(
      and(
        eq(videoStats.teamChannelId, storedUnder),
        eq(videos.channelId, channelId),
        gte(videos.publishedAt, oldest.publishedAt),
      ),
    )
    .orderBy(videoStats.videoId, videoStats.capturedAt);
  const kept = new Set(uploads.map((v) => v.id));
  return rows
    .filter((r) => kept.has(r.stat.videoId) && (r.newest <= 2 || r.inBucket === 1))
    .map((r) => toSnapshot(r.stat));
}

function toChannelRecord(row: typeof channels.$inferSelect): ChannelRecord {
  return {
    youtubeId: row.id,
    title: row.title,
    handle: row.handle,
    description: row.description,
    country: row.country,
    publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
    thumbnailUrl: row.thumbnailUrl,
    subscriberCount: row.subscriberCount,
    viewCount: row.viewCount,
    videoCount: row.videoCount,
    uploadsPlaylistId: row.uploadsPlaylistId,
  };
}
