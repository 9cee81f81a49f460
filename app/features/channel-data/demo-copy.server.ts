// A demo visitor's private copy of the sample template, with every time moved forward by whole
// weeks so the data ends in the current week.
//
// What a demo start writes (at most 1,000 rows): its workspace, user and session, and
// the rows a visitor can change: the 4 channels (pause, remove), the 471 videos (a removed
// competitor takes its videos) and the 253 per-video analytics rows. The large read-only tables,
// 8,128 comments, 3,901 snapshots and 2,237 daily analytics rows, are not copied: the demo reads
// them from the week's shared demo base (data-workspace.ts), written once a week by the hourly
// cron, whatever the number of demos. INSERT … SELECT keeps every copy inside D1.
// The base also holds its own channels, videos and per-video analytics (a whole sample channel
// of that week, 728 rows a week): the demo showcase (features/demo-showcase) runs every tool on
// it once, and each demo then copies those results as its own.
import { eq, like } from "drizzle-orm";
import { batchInChunks } from "~/lib/db/batch";
import { destroyWorkspaceStore, workspaceDb } from "~/lib/db/workspace-db.server";
import type { Db } from "~/lib/db/client.server";
import { type RawStatement, rawBatch, rawSql, rowsPerStatement } from "~/lib/db/raw-batch";
import { workspaces } from "~/lib/auth/tables";
import { METRIC_COLUMNS } from "./metrics-sql";
import { commentRecordOf } from "./comments.server";
import { storeChannelData } from "./store-writes.server";
import { putVideoRows } from "./store.server";
import { channels, comments, dailyAnalytics, videoAnalytics, videoStats, videos } from "./tables";
import { SAMPLE_ANCHOR, SAMPLE_WORKSPACE_ID, demoBaseDays, demoBaseId, sampleShiftDays } from "./sample-workspace";

const METRICS = METRIC_COLUMNS.join(", ");
const DAY_MS = 24 * 60 * 60 * 1000;

export type DemoBase = { id: string; days: number };

/** The statements that fill a new demo workspace from the template, reading large tables from `base`. */
export function copySampleStatements(targetWorkspaceId: string, base: DemoBase | null): RawStatement[] {
  if (!base) return [];
  return [
    rawSql(`UPDATE workspaces SET data_workspace_id = ? WHERE id = ?`, base.id, targetWorkspaceId),
    ...changeableTables(targetWorkspaceId, base.days),
  ];
}

/**
 * The whole sample as a workspace's own rows, moved to the week of `now`: what a real account
 * holds once it has synced and imported the sample channel (tests set accounts up with it). Its
 * channels' rows go to the control D1; its videos, snapshots, comments and analytics to the
 * workspace's own store, as a sync's and an import's would.
 */
export async function copyWholeSample(db: Db, targetWorkspaceId: string, now = new Date()): Promise<void> {
  const days = sampleShiftDays(SAMPLE_ANCHOR, now);
  // The channels' rows only: the videos and their analytics go to the store.
  await rawBatch(db, [channelsCopy(targetWorkspaceId, days)]);
  await copyAnalyticsToStore(db, targetWorkspaceId, days);
  const shiftMs = days * DAY_MS;
  const shifted = (at: Date) => new Date(at.getTime() + shiftMs).toISOString();
  const later = (at: Date | null) => (at ? new Date(at.getTime() + shiftMs) : null);
  const [templateChannels, templateVideos, template, templateComments] = await Promise.all([
    db
      .select({ id: channels.id, role: channels.role })
      .from(channels)
      .where(eq(channels.teamChannelId, SAMPLE_WORKSPACE_ID)),
    db.select().from(videos).where(eq(videos.teamChannelId, SAMPLE_WORKSPACE_ID)),
    db.select().from(videoStats).where(eq(videoStats.teamChannelId, SAMPLE_WORKSPACE_ID)),
    db.select().from(comments).where(eq(comments.teamChannelId, SAMPLE_WORKSPACE_ID)),
  ]);
  const store = workspaceDb(db, targetWorkspaceId);
  await batchInChunks(
    store,
    putVideoRows(
      store,
      templateVideos.map((v) => ({
        ...v,
        teamChannelId: targetWorkspaceId,
        publishedAt: later(v.publishedAt)!,
        statsUpdatedAt: later(v.statsUpdatedAt),
      })),
    ),
  );
  await storeChannelData(db, targetWorkspaceId, {
    snapshots: template.map((r) => ({
      videoYoutubeId: r.videoId,
      capturedAt: shifted(r.capturedAt),
      viewCount: r.viewCount,
      likeCount: r.likeCount,
      commentCount: r.commentCount,
    })),
  });
  const channelOfVideo = new Map(templateVideos.map((v) => [v.id, v.channelId]));
  for (const channel of templateChannels) {
    const records = templateComments
      .filter((c) => channelOfVideo.get(c.videoId) === channel.id)
      .map((c) => commentRecordOf(c, shiftMs));
    await storeChannelData(db, targetWorkspaceId, { channel, comments: records });
  }
}

/**
 * The template's per-video and channel-day analytics, moved forward by `days`, as a real
 * workspace's own rows: in its store (store migration 9), as an import or a backfill writes them.
 */
async function copyAnalyticsToStore(db: Db, to: string, days: number): Promise<void> {
  const shiftMs = days * DAY_MS;
  const shiftDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + shiftMs).toISOString().slice(0, 10);
  const [perVideo, perDay] = await Promise.all([
    db.select().from(videoAnalytics).where(eq(videoAnalytics.teamChannelId, SAMPLE_WORKSPACE_ID)),
    db.select().from(dailyAnalytics).where(eq(dailyAnalytics.teamChannelId, SAMPLE_WORKSPACE_ID)),
  ]);
  const store = workspaceDb(db, to);
  const videoRows = perVideo.map((r) => ({
    ...r,
    teamChannelId: to,
    importId: null,
    updatedAt: new Date(r.updatedAt.getTime() + shiftMs),
  }));
  const dayRows = perDay.map((r) => ({ ...r, teamChannelId: to, date: shiftDay(r.date), importId: null }));
  await batchInChunks(store, [
    ...rowsPerStatement(videoAnalytics, videoRows).map((chunk) =>
      store.insert(videoAnalytics).values(chunk).onConflictDoNothing(),
    ),
    ...rowsPerStatement(dailyAnalytics, dayRows).map((chunk) =>
      store.insert(dailyAnalytics).values(chunk).onConflictDoNothing(),
    ),
  ]);
}

/** The template's channel rows, their last sync moved forward by `days` (every workspace's stay in the control D1). */
function channelsCopy(to: string, days: number): RawStatement {
  return rawSql(
    `INSERT INTO channels (workspace_id, id, role, title, handle, description, country, published_at, thumbnail_url, subscriber_count, view_count, video_count, uploads_playlist_id, is_active, is_sample, last_synced_at)
     SELECT ?, id, role, title, handle, description, country, published_at, thumbnail_url, subscriber_count, view_count, video_count, uploads_playlist_id, is_active, is_sample, last_synced_at + ?
     FROM channels WHERE workspace_id = ?`,
    to,
    days * DAY_MS,
    SAMPLE_WORKSPACE_ID,
  );
}

/**
 * The template's channels, videos and per-video analytics, moved forward by `days`: rows a demo
 * can change. A demo's (and a base's) videos and per-video analytics stay in the control D1
 * (data-place.server.ts).
 */
function changeableTables(to: string, days: number): RawStatement[] {
  const shiftMs = days * DAY_MS;
  const from = SAMPLE_WORKSPACE_ID;
  return [
    channelsCopy(to, days),
    rawSql(
      `INSERT INTO videos (workspace_id, id, channel_id, title, description, tags, published_at, duration_seconds, category_id, thumbnail_url, is_short, view_count, like_count, comment_count, stats_updated_at)
       SELECT ?, id, channel_id, title, description, tags, published_at + ?, duration_seconds, category_id, thumbnail_url, is_short, view_count, like_count, comment_count, stats_updated_at + ?
       FROM videos WHERE workspace_id = ?`,
      to,
      shiftMs,
      shiftMs,
      from,
    ),
    rawSql(
      `INSERT INTO video_analytics (workspace_id, video_id, ${METRICS}, import_id, updated_at)
       SELECT ?, video_id, ${METRICS}, NULL, updated_at + ? FROM video_analytics WHERE workspace_id = ?`,
      to,
      shiftMs,
      from,
    ),
  ];
}

/**
 * The template's large read-only tables (snapshots, comments, daily analytics), moved forward by
 * `days`, in the control D1: a demo base's, which the demos of its week read.
 */
function readOnlyTables(to: string, days: number): RawStatement[] {
  const shiftMs = days * DAY_MS;
  const from = SAMPLE_WORKSPACE_ID;
  return [
    rawSql(
      `INSERT INTO video_stats (workspace_id, video_id, captured_at, view_count, like_count, comment_count)
       SELECT ?, video_id, captured_at + ?, view_count, like_count, comment_count FROM video_stats WHERE workspace_id = ?`,
      to,
      shiftMs,
      from,
    ),
    rawSql(
      `INSERT INTO comments (workspace_id, id, video_id, parent_id, author_name, author_channel_id, text, like_count, published_at)
       SELECT ?, id, video_id, parent_id, author_name, author_channel_id, text, like_count, published_at + ? FROM comments WHERE workspace_id = ?`,
      to,
      shiftMs,
      from,
    ),
    rawSql(
      `INSERT INTO daily_analytics (workspace_id, video_id, date, ${METRICS}, import_id)
       SELECT ?, video_id, date(date, ?), ${METRICS}, NULL FROM daily_analytics WHERE workspace_id = ?`,
      to,
      `+${days} days`,
      from,
    ),
  ];
}

/** A week's demo base: its workspace row, then the whole sample moved to that week. */
function baseStatements(baseId: string, days: number): RawStatement[] {
  return [
    // A plain INSERT: a second, simultaneous preparation fails here and its batch writes nothing.
    rawSql(`INSERT INTO workspaces (id, kind) VALUES (?, 'sample')`, baseId),
    ...changeableTables(baseId, days),
    ...readOnlyTables(baseId, days),
  ];
}

async function existingBases(db: Db): Promise<DemoBase[]> {
  const rows = await db
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(like(workspaces.id, `${SAMPLE_WORKSPACE_ID}@%`));
  return rows.flatMap(({ id }) => {
    const days = demoBaseDays(id);
    return days === null ? [] : [{ id, days }];
  });
}

/** Whether workspace `teamChannelId` holds any channel (the template is seeded; a base is complete). */
async function hasChannels(db: Db, teamChannelId: string): Promise<boolean> {
  const row = await db.$client
    .prepare("SELECT 1 AS ok FROM channels WHERE workspace_id = ? LIMIT 1")
    .bind(teamChannelId)
    .first();
  return row !== null;
}

/**
 * Makes sure this week's demo base exists (the hourly cron calls it, so a demo start normally
 * finds it ready). Null when the template is not seeded.
 */
export async function prepareDemoBase(db: Db, now = new Date()): Promise<DemoBase | null> {
  const days = sampleShiftDays(SAMPLE_ANCHOR, now);
  const current = { id: demoBaseId(days), days };
  if ((await existingBases(db)).some((b) => b.id === current.id)) return current;
  if (!(await hasChannels(db, SAMPLE_WORKSPACE_ID))) return null;
  try {
    await rawBatch(db, baseStatements(current.id, days));
  } catch (error) {
    // Another request prepared it first: the base is there, written once.
    if (!(await existingBases(db)).some((b) => b.id === current.id)) throw error;
    return current;
  }
  // A base's id is its week's: a store left by an earlier base of that name (removed, then made
  // again before the deletion job reached it) must not lend the new one its rows.
  await destroyWorkspaceStore(db, current.id);
  return current;
}

/**
 * Gives a base written before bases held their own channel (its comments only) the sample's
 * channels, videos and per-video analytics of its week, so the tools can run on it. A no-op on
 * any base that has them; of two at once, the second's batch fails on the keys and writes nothing.
 */
export async function completeDemoBase(db: Db, base: DemoBase): Promise<void> {
  if (await hasChannels(db, base.id)) return;
  try {
    await rawBatch(db, changeableTables(base.id, base.days));
  } catch (error) {
    if (!(await hasChannels(db, base.id))) throw error;
  }
}

/**
 * The base a demo started now reads: the newest one prepared (at most a week behind when the
 * cron has not yet run since the week turned), or a new one when none exists at all (a fresh
 * deployment before its first cron).
 */
export async function demoBaseFor(db: Db, now = new Date()): Promise<DemoBase | null> {
  const days = sampleShiftDays(SAMPLE_ANCHOR, now);
  const usable = (await existingBases(db)).filter((b) => b.days <= days).sort((a, b) => b.days - a.days);
  return usable[0] ?? (await prepareDemoBase(db, now));
}

/**
 * Removes the bases no live demo reads, except the newest (its rows go by cascade). Runs
 * hourly; an old base goes once the last demo started on it has expired (a day).
 */
export async function removeUnusedDemoBases(db: Db): Promise<number> {
  const bases = (await existingBases(db)).sort((a, b) => b.days - a.days).slice(1);
  let removed = 0;
  for (const base of bases) {
    // RETURNING counts the base itself (meta.changes would count its cascaded rows too).
    const gone = await db.$client
      .prepare(
        "DELETE FROM workspaces WHERE id = ? AND NOT EXISTS (SELECT 1 FROM workspaces d WHERE d.data_workspace_id = ?) RETURNING id",
      )
      .bind(base.id, base.id)
      .all();
    removed += gone.results.length;
  }
  return removed;
}
