// Writing channel data. Every function returns statements rather than running them, so a caller
// can commit a step's rows together in one batch (one transaction): a crash leaves either all or
// none, and a re-run upserts instead of duplicating. The channel's row goes to the control D1 (the
// cron finds the channels due there); its videos, with their snapshots and comments, to the
// workspace's own store first (store-writes.server.ts): a step repeated after a crash between the
// two writes them again, which changes nothing.
import { type BatchItem } from "drizzle-orm/batch";
import { getTableColumns, sql } from "drizzle-orm";
import type { Db } from "~/lib/db/client.server";
import type { ChannelDataDb } from "./data-place.server";
import { excluded, rowsPerStatement } from "~/lib/db/raw-batch";
import { channels, videos } from "./tables";
import type { ChannelRecord, VideoRecord, VideoStatsSnapshot } from "./types";

export type Statement = BatchItem<"sqlite">;

const date = (iso: string) => new Date(iso);

export function upsertChannel(
  db: Db,
  teamChannelId: string,
  channel: ChannelRecord,
  role: "own" | "competitor",
  syncedAt: Date | null,
): Statement {
  const values = {
    teamChannelId,
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
  const { teamChannelId: _w, id: _i, role: _r, ...update } = values;
  return db
    .insert(channels)
    .values(values)
    .onConflictDoUpdate({
      target: [channels.teamChannelId, channels.id],
      set: { ...update, lastSyncedAt: syncedAt ?? sql`last_synced_at` },
    });
}

/**
 * Videos with their newest counters (from `latest`, keyed by video id) folded into the row, for the
 * workspace's store. The API is the authority on a video: its row replaces what a Studio import
 * guessed (an unknown channel, a publish date without a time, no statistics).
 */
export function upsertVideos(
  db: ChannelDataDb,
  teamChannelId: string,
  records: readonly VideoRecord[],
  latest: ReadonlyMap<string, VideoStatsSnapshot> = new Map(),
): Statement[] {
  return putVideoRows(
    db,
    records.map((v) => {
      const stats = latest.get(v.youtubeId);
      return {
        teamChannelId,
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
    }),
  );
}

/**
 * Inserts video rows; a video already held keeps the row whose statistics are newer, whole (a tie
 * goes to `rows`): counters only move forward in time, and a row without statistics (a Studio
 * import's, or a store's from before migration 10) gives way to one with them.
 */
export function putVideoRows(db: ChannelDataDb, rows: readonly (typeof videos.$inferInsert)[]): Statement[] {
  const newer = sql`coalesce(${excluded(videos.statsUpdatedAt)}, 0) >= coalesce(${videos.statsUpdatedAt}, 0)`;
  const { teamChannelId: _w, id: _i, ...columns } = getTableColumns(videos);
  const set = Object.fromEntries(
    Object.entries(columns).map(([key, column]) => [
      key,
      sql`CASE WHEN ${newer} THEN ${excluded(column)} ELSE ${column} END`,
    ]),
  );
  return rowsPerStatement(videos, rows).map((chunk) =>
    db
      .insert(videos)
      .values(chunk)
      .onConflictDoUpdate({ target: [videos.teamChannelId, videos.id], set }),
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
