// How long YouTube API data is kept (docs/youtube-compliance.md, "Data retention and refresh").
// The Developer Policies allow storing API data nobody authorised for 30 days unless it is
// refreshed. Refreshed data (uploads and their latest counts) is read again by the schedule
// (refresh-schedule.ts, at most 28 days apart); what is not refreshed goes:
// - a channel's view history (statistics snapshots) and comments older than 30 days, in the
//   channel's public store and in every follower's copy, unless the operator accepted YouTube's
//   derived-metrics amendment (`YOUTUBE_DERIVED_METRICS_AMENDMENT=accepted`), which lets an
//   analytics client keep statistical history longer;
// - a public channel nobody has refreshed for 30 days (all its followers paused), with every
//   follower's copy of it;
// - a workspace's YouTube Analytics reports when its Google grant is withdrawn or stops working.
// Each deletion is counted in `data_retention_log` (day, kind, rows) for the operator and the audit.
import { and, eq, inArray, lt, sql } from "drizzle-orm";
import { chunkForParams } from "~/lib/db/batch";
import type { Db } from "~/lib/db/client.server";
import { destroyWorkspaceStore, workspaceDb } from "~/lib/db/workspace-db.server";
import { forgetOwnReadings } from "./own-readings.server";
import { publicStoreName } from "./public-channels.server";
import { storeChannels } from "./store-tables";
import {
  channels,
  comments,
  dailyAnalytics,
  dataRetentionLog,
  publicChannels,
  publicVideoRemovals,
  trafficSources,
  videoAnalytics,
  videoStats,
  videos,
} from "./tables";

export const RETENTION_DAYS = 30;
const DAY_MS = 86_400_000;

export type RetentionSettings = { amendmentAccepted: boolean };

/** The operator's word that YouTube accepted the derived-metrics amendment for this deployment. */
export function retentionSettings(env: { YOUTUBE_DERIVED_METRICS_AMENDMENT?: string }): RetentionSettings {
  return { amendmentAccepted: env.YOUTUBE_DERIVED_METRICS_AMENDMENT?.trim().toLowerCase() === "accepted" };
}

export type RetentionKind =
  | "snapshots-past-period"
  | "comments-past-period"
  | "channels-not-refreshed"
  | "google-analytics-withdrawn"
  | "trend-points-past-period"
  | "search-results-past-period";

/** Adds what a deletion removed to the day's log. */
export async function logRetention(db: Db, kind: RetentionKind, rows: number, now = new Date()) {
  if (rows <= 0) return;
  const day = now.toISOString().slice(0, 10);
  await db
    .insert(dataRetentionLog)
    .values({ day, kind, rows })
    .onConflictDoUpdate({
      target: [dataRetentionLog.day, dataRetentionLog.kind],
      set: { rows: sql`${dataRetentionLog.rows} + ${rows}` },
    });
}

/**
 * Deletes, in one store (a workspace's or a public channel's), the view history and comments past
 * the period, of every channel but `authorised` (a creator's own channel connected through Google).
 * Without the amendment only; run at the end of each refresh, one store at a time.
 */
export async function applyRetentionToStore(
  db: Db,
  storeName: string,
  settings: RetentionSettings,
  now: Date,
  authorised: readonly string[] = [],
): Promise<{ snapshots: number; comments: number }> {
  if (settings.amendmentAccepted) return { snapshots: 0, comments: 0 };
  const cutoff = new Date(now.getTime() - RETENTION_DAYS * DAY_MS);
  const store = workspaceDb(db, storeName);
  const unauthorisedVideos = store
    .select({ id: videos.id })
    .from(videos)
    .where(
      and(
        eq(videos.teamChannelId, storeName),
        authorised.length > 0 ? sql`${videos.channelId} NOT IN ${authorised}` : sql`1`,
      ),
    );
  const [snapshots, removedComments] = await store.batch([
    store
      .delete(videoStats)
      .where(
        and(
          eq(videoStats.teamChannelId, storeName),
          lt(videoStats.capturedAt, cutoff),
          inArray(videoStats.videoId, unauthorisedVideos),
        ),
      )
      .returning({ id: videoStats.videoId }),
    store
      .delete(comments)
      .where(
        and(
          eq(comments.teamChannelId, storeName),
          lt(comments.publishedAt, cutoff),
          inArray(comments.videoId, unauthorisedVideos),
        ),
      )
      .returning({ id: comments.id }),
  ]);
  const counts = { snapshots: snapshots.length, comments: removedComments.length };
  await logRetention(db, "snapshots-past-period", counts.snapshots, now);
  await logRetention(db, "comments-past-period", counts.comments, now);
  return counts;
}

/** Public channels refreshed a run at most by the daily sweep. */
const STALE_CHANNELS_PER_RUN = 100;

/**
 * The daily sweep: a public channel nobody refreshed for the period (every follower paused it, or
 * its plan lapsed) is forgotten, its store emptied, and each follower's copy of it deleted; and a
 * follower's copy not brought up to date for the period is deleted. The followers keep the channel
 * in their list: resuming it starts from a fresh read.
 */
export async function forgetChannelsNotRefreshed(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - RETENTION_DAYS * DAY_MS);
  const stale = await db
    .select({ id: publicChannels.id })
    .from(publicChannels)
    .where(lt(publicChannels.refreshedAt, cutoff))
    .limit(STALE_CHANNELS_PER_RUN);
  let rows = 0;
  for (const { id } of stale) {
    const followers = await db
      .select({ teamChannelId: channels.teamChannelId })
      .from(channels)
      .where(eq(channels.id, id));
    for (const { teamChannelId } of followers) rows += await deleteChannelCopy(db, teamChannelId, id);
    await destroyWorkspaceStore(db, publicStoreName(id));
    await db.batch([
      db.update(channels).set({ lastSyncedAt: null }).where(eq(channels.id, id)),
      db.delete(publicChannels).where(eq(publicChannels.id, id)),
      db.delete(publicVideoRemovals).where(eq(publicVideoRemovals.channelId, id)),
    ]);
  }
  // A follower's copy not brought up to date for the period (the channel paused there, while others
  // keep it fresh) goes too; resuming it copies afresh.
  const staleCopies = await db
    .select({ teamChannelId: channels.teamChannelId, id: channels.id })
    .from(channels)
    .where(and(lt(channels.lastSyncedAt, cutoff), eq(channels.isSample, false)))
    .limit(STALE_CHANNELS_PER_RUN);
  for (const copy of staleCopies) {
    rows += await deleteChannelCopy(db, copy.teamChannelId, copy.id);
    await db
      .update(channels)
      .set({ lastSyncedAt: null })
      .where(and(eq(channels.teamChannelId, copy.teamChannelId), eq(channels.id, copy.id)));
  }
  await logRetention(db, "channels-not-refreshed", rows, now);
  return stale.length + staleCopies.length;
}

/** Deletes one channel's videos, snapshots and comments from a workspace's store; returns the videos removed. */
export async function deleteChannelCopy(db: Db, teamChannelId: string, channelId: string): Promise<number> {
  const store = workspaceDb(db, teamChannelId);
  const ids = (
    await store
      .select({ id: videos.id })
      .from(videos)
      .where(and(eq(videos.teamChannelId, teamChannelId), eq(videos.channelId, channelId)))
  ).map((r) => r.id);
  for (const list of chunkForParams(ids, 2)) {
    await store.batch([
      store.delete(comments).where(and(eq(comments.teamChannelId, teamChannelId), inArray(comments.videoId, list))),
      store
        .delete(videoStats)
        .where(and(eq(videoStats.teamChannelId, teamChannelId), inArray(videoStats.videoId, list))),
      store.delete(videos).where(and(eq(videos.teamChannelId, teamChannelId), inArray(videos.id, list))),
    ]);
  }
  await store
    .delete(storeChannels)
    .where(and(eq(storeChannels.teamChannelId, teamChannelId), eq(storeChannels.id, channelId)));
  return ids.length;
}

/**
 * Deletes the YouTube Analytics data a Google grant brought into a workspace (per-video and per-day
 * rows whose source is Google, traffic sources, and the refresh's Analytics readings of its
 * uploads, whose counters go back to the public readings), when the creator disconnects Google,
 * the grant stops working or the account is deleted. Studio imports are the creator's own files and stay.
 */
export async function forgetGoogleAnalytics(db: Db, teamChannelId: string, now = new Date()): Promise<number> {
  const store = workspaceDb(db, teamChannelId);
  const [perVideo, perDay, traffic] = await store.batch([
    store
      .delete(videoAnalytics)
      .where(and(eq(videoAnalytics.teamChannelId, teamChannelId), eq(videoAnalytics.source, "google")))
      .returning({ id: videoAnalytics.videoId }),
    store
      .delete(dailyAnalytics)
      .where(and(eq(dailyAnalytics.teamChannelId, teamChannelId), eq(dailyAnalytics.source, "google")))
      .returning({ id: dailyAnalytics.date }),
    store
      .delete(trafficSources)
      .where(eq(trafficSources.teamChannelId, teamChannelId))
      .returning({ id: trafficSources.date }),
  ]);
  const readings = await forgetOwnReadings(db, teamChannelId);
  const rows = perVideo.length + perDay.length + traffic.length + readings;
  await logRetention(db, "google-analytics-withdrawn", rows, now);
  return rows;
}
