// Writing channel data. Every function returns statements rather than running them, so a caller
// can commit a step's rows together in one batch (one transaction): a crash leaves either all or
// none, and a re-run upserts instead of duplicating. The channel's row goes to the control D1 (the
// cron finds the channels due there); its videos, with their snapshots and comments, to the
// workspace's own store first (store-writes.server.ts): a step repeated after a crash between the
// two writes them again, which changes nothing.
import { type BatchItem } from "drizzle-orm/batch";
import { sql } from "drizzle-orm";
import type { Db } from "~/lib/db/client.server";
import type { ChannelDataDb } from "./data-place.server";
import { chunkForParams } from "~/lib/db/batch";
import { channels, videos } from "./tables";
import type { ChannelRecord, VideoRecord, VideoStatsSnapshot } from "./types";

export type Statement = BatchItem<"sqlite">;

const date = (iso: string) => new Date(iso);

export function upsertChannel(
  db: Db,
  workspaceId: string,
  channel: ChannelRecord,
  role: "own" | "competitor",
  syncedAt: Date | null,
): Statement {
  const values = {
    workspaceId,
    id: channel.youtubeId,
    role,
    title: channel.title,
    handle: channel.handle,
    description: channel.description,
    country: channel.country,
    publishedAt: date(channel.publishedAt),
    thumbnailUrl: channel.thumbnailUrl,
    subscriberCount: channel.subscriberCount,
    viewCount: channel.viewCount,
    videoCount: channel.videoCount,
    uploadsPlaylistId: channel.uploadsPlaylistId,
    lastSyncedAt: syncedAt,
  };
  const { workspaceId: _w, id: _i, role: _r, ...update } = values;
  return db
    .insert(channels)
    .values(values)
    .onConflictDoUpdate({
      target: [channels.workspaceId, channels.id],
      set: { ...update, lastSyncedAt: syncedAt ?? sql`last_synced_at` },
    });
}

/** Videos with their newest counters (from `latest`, keyed by video id) folded into the row, for the workspace's store. */
export function upsertVideos(
  db: ChannelDataDb,
  workspaceId: string,
  records: readonly VideoRecord[],
  latest: ReadonlyMap<string, VideoStatsSnapshot> = new Map(),
): Statement[] {
  const rows = records.map((v) => {
    const stats = latest.get(v.youtubeId);
    return {
      workspaceId,
      id: v.youtubeId,
      channelId: v.channelYoutubeId,
      title: v.title,
      description: v.description,
      tags: v.tags,
      publishedAt: date(v.publishedAt),
      durationSeconds: v.durationSeconds,
      categoryId: v.categoryId,
      thumbnailUrl: v.thumbnailUrl,
      isShort: v.isShort,
      viewCount: stats?.viewCount ?? 0,
      likeCount: stats ? stats.likeCount : null,
      commentCount: stats ? stats.commentCount : null,
      statsUpdatedAt: stats ? date(stats.capturedAt) : null,
    };
  });
  return chunkForParams(rows, 15).map((chunk) =>
    db
      .insert(videos)
      .values(chunk)
      .onConflictDoUpdate({
        target: [videos.workspaceId, videos.id],
        // The API is the authority on a video: it overwrites what a Studio import guessed
        // (an unknown channel, a publish date without a time).
        set: {
          channelId: sql`excluded.channel_id`,
          publishedAt: sql`excluded.published_at`,
          title: sql`excluded.title`,
          description: sql`excluded.description`,
          tags: sql`excluded.tags`,
          durationSeconds: sql`excluded.duration_seconds`,
          categoryId: sql`excluded.category_id`,
          thumbnailUrl: sql`excluded.thumbnail_url`,
          isShort: sql`excluded.is_short`,
          // Counters only move forward in time: an older snapshot never overwrites a newer one.
          viewCount: sql`CASE WHEN excluded.stats_updated_at >= coalesce(videos.stats_updated_at, 0) THEN excluded.view_count ELSE videos.view_count END`,
          likeCount: sql`CASE WHEN excluded.stats_updated_at >= coalesce(videos.stats_updated_at, 0) THEN excluded.like_count ELSE videos.like_count END`,
          commentCount: sql`CASE WHEN excluded.stats_updated_at >= coalesce(videos.stats_updated_at, 0) THEN excluded.comment_count ELSE videos.comment_count END`,
          statsUpdatedAt: sql`max(coalesce(excluded.stats_updated_at, 0), coalesce(videos.stats_updated_at, 0))`,
        },
      }),
  );
}

/** The newest snapshot per video, for folding counters into video rows. */
export function latestSnapshots(snapshots: readonly VideoStatsSnapshot[]): Map<string, VideoStatsSnapshot> {
  const latest = new Map<string, VideoStatsSnapshot>();
  for (const s of snapshots) {
    const current = latest.get(s.videoYoutubeId);
    if (!current || current.capturedAt < s.capturedAt) latest.set(s.videoYoutubeId, s);
  }
  return latest;
}
