// A workspace's stored uploads with their statistics snapshots, and its Studio per-video rows, as
// channel data's own records (VideoRecord, VideoStatsSnapshot, VideoAnalyticsRecord): what the
// Video Forecaster trains and projects from.
import { and, desc, eq, gte } from "drizzle-orm";
import type { Db } from "~/lib/db/client.server";
import { dataWorkspace } from "./data-workspace";
import { channels, videoAnalytics, videoStats, videos } from "./tables";
import type { ChannelDataset, VideoAnalyticsRecord, VideoRecord, VideoStatsSnapshot } from "./types";

type VideoRow = typeof videos.$inferSelect;
type StatRow = typeof videoStats.$inferSelect;

export function toVideoRecord(v: VideoRow): VideoRecord {
  return {
    youtubeId: v.id,
    channelYoutubeId: v.channelId,
    title: v.title,
    description: v.description,
    tags: v.tags,
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
 * snapshots are selected by a join (never a list of ids), so no query binds more than a handful
 * of parameters whatever the channel's size.
 */
export async function uploadsWithSnapshots(db: Db, workspaceId: string, role: "own" | "competitor", limit: number): Promise<Pick<ChannelDataset, "videos" | "snapshots">> {
  const onChannel = and(eq(channels.workspaceId, videos.workspaceId), eq(channels.id, videos.channelId));
  const videoRows = await db
    .select({ video: videos })
    .from(videos)
    .innerJoin(channels, onChannel)
    .where(and(eq(videos.workspaceId, workspaceId), eq(channels.role, role)))
    .orderBy(desc(videos.publishedAt))
    .limit(limit);
  if (videoRows.length === 0) return { videos: [], snapshots: [] };
  const oldest = videoRows[videoRows.length - 1]!.video.publishedAt;
  const statRows = await db
    .select({ stat: videoStats })
    .from(videoStats)
    .innerJoin(videos, and(eq(videos.workspaceId, workspaceId), eq(videos.id, videoStats.videoId)))
    .innerJoin(channels, onChannel)
    .where(and(eq(videoStats.workspaceId, dataWorkspace(workspaceId)), eq(channels.role, role), gte(videos.publishedAt, oldest)));
  const kept = new Set(videoRows.map((r) => r.video.id));
  return {
    videos: videoRows.map((r) => toVideoRecord(r.video)),
    snapshots: statRows.filter((r) => kept.has(r.stat.videoId)).map((r) => toSnapshot(r.stat)),
  };
}

export async function studioVideoAnalytics(db: Db, workspaceId: string): Promise<VideoAnalyticsRecord[]> {
  const rows = await db.select().from(videoAnalytics).where(eq(videoAnalytics.workspaceId, workspaceId));
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
