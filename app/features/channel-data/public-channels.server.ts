// Public channel data, read once for every workspace that follows the channel (decision 006).
//
// A YouTube channel's public data (uploads, their statistics, comments) is read from the API into
// the channel's own store, `public-channel:<id>` (a store of the same schema as a workspace's, its
// rows under that name), and its row in the control D1's `public_channels` says what YouTube said of
// the channel and how far the data has been read. A workspace that follows the channel gets the
// rows copied into its own store at the end of each of its syncs (`copyPublicChannel`), so its
// tools read only the channels it follows and a second follower spends no units. A video gone from
// YouTube is removed from the public store and listed in `public_video_removals`, which every
// follower's next copy applies.
import { and, desc, eq, gt, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { batchInChunks, chunkForParams } from "~/lib/db/batch";
import type { Db } from "~/lib/db/client.server";
import { rowsPerStatement } from "~/lib/db/raw-batch";
import { destroyWorkspaceStore, type StoreDb, workspaceDb } from "~/lib/db/workspace-db.server";
import { REFRESH_REUSE_MS } from "./refresh-schedule";
import type { ForgetCommentData } from "./removal.server";
import { commentsWithinCap, snapshotsWithinCap } from "./storage-caps.server";
import { putVideoRows, type Statement } from "./store.server";
import { storeChannelData } from "./store-writes.server";
import { commentReads, storeChannels } from "./store-tables";
import { channels as channelsTable, comments, publicChannels, publicVideoRemovals, videoStats, videos } from "./tables";
import type { ChannelRecord, CommentRecord, VideoStatsSnapshot } from "./types";
import type { ChannelInput } from "./youtube/channel-input";

/** The store a public channel's data lives in; its rows carry this name as their workspace id. */
export function publicStoreName(channelId: string): string {
  return `public-channel:${channelId}`;
}

export function publicStore(db: Db, channelId: string): StoreDb {
  return workspaceDb(db, publicStoreName(channelId));
}

export type PublicChannel = typeof publicChannels.$inferSelect;

/** A channel's record read within this long is used as it is: no lookup. */
const RECORD_REUSE_MS = 7 * 86_400_000;
/** A refresh claimed longer ago than this is taken to have died: another may claim the channel. */
const REFRESH_CLAIM_MS = 10 * 60_000;

export async function publicChannelOf(db: Db, channelId: string): Promise<PublicChannel | undefined> {
  return db.select().from(publicChannels).where(eq(publicChannels.id, channelId)).get();
}

/**
 * A channel looked up by anyone recently, by id or handle: the lookup is not made again. Other
 * inputs (a legacy username, a custom name, a video link) always go to the API.
 */
export async function knownChannel(db: Db, input: ChannelInput, now = new Date()): Promise<ChannelRecord | null> {
  const where =
    input.kind === "id"
      ? eq(publicChannels.id, input.id)
      : input.kind === "handle"
        ? eq(publicChannels.handle, normaliseHandle(input.handle))
        : null;
  if (!where) return null;
  const row = await db
    .select({ record: publicChannels.record })
    .from(publicChannels)
    .where(and(where, gt(publicChannels.recordAt, new Date(now.getTime() - RECORD_REUSE_MS))))
    .get();
  return row?.record ?? null;
}

function normaliseHandle(handle: string): string {
  return handle.replace(/^@/, "").toLowerCase();
}

/** Records what YouTube said of a channel (a lookup, or a batch of channel records). */
export function savePublicChannel(db: Db, record: ChannelRecord, now = new Date()): Statement {
  const values = {
    id: record.youtubeId,
    handle: record.handle ? normaliseHandle(record.handle) : null,
    record,
    recordAt: now,
  };
  return db
    .insert(publicChannels)
    .values(values)
    .onConflictDoUpdate({
      target: publicChannels.id,
      set: { handle: values.handle, record: values.record, recordAt: values.recordAt },
    });
}

/** A start's or a refresh's reads are done: followers copy from now on, and the claim is let go. */
export function markPublicStarted(db: Db, channelId: string, olderToken: string | null, now = new Date()) {
  return db
    .update(publicChannels)
    .set({ startedAt: now, refreshedAt: now, refreshClaimedAt: null, olderUploadsToken: olderToken })
    .where(eq(publicChannels.id, channelId));
}

/** Marks the channel's comment threads read from the newest down to a start's cap. */
export function markCommentHistoryRead(db: Db, channelId: string, now: Date) {
  return db.update(publicChannels).set({ commentHistoryReadAt: now }).where(eq(publicChannels.id, channelId));
}

export function setPublicOlderToken(db: Db, channelId: string, token: string | null) {
  return db.update(publicChannels).set({ olderUploadsToken: token }).where(eq(publicChannels.id, channelId));
}

/**
 * Claims the channel's refresh for one job: false when it was refreshed within `reuseMs` (the rows
 * are as fresh as a refresh would make them) or another refresh is under way.
 */
export async function claimPublicRefresh(
  db: Db,
  channelId: string,
  now = new Date(),
  reuseMs = REFRESH_REUSE_MS,
): Promise<boolean> {
  const claimed = await db
    .update(publicChannels)
    .set({ refreshClaimedAt: now })
    .where(
      and(
        eq(publicChannels.id, channelId),
        or(isNull(publicChannels.refreshedAt), lt(publicChannels.refreshedAt, new Date(now.getTime() - reuseMs))),
        or(
          isNull(publicChannels.refreshClaimedAt),
          lt(publicChannels.refreshClaimedAt, new Date(now.getTime() - REFRESH_CLAIM_MS)),
        ),
      ),
    )
    .returning({ id: publicChannels.id });
  return claimed.length > 0;
}

/** The public store's videos of the channel with when each was last read by videos.list. */
export async function publicVideos(db: Db, channelId: string) {
  const name = publicStoreName(channelId);
  return publicStore(db, channelId)
    .select({
      id: videos.id,
      publishedAt: videos.publishedAt,
      statsReadAt: videos.statsUpdatedAt,
      viewCount: videos.viewCount,
      commentCount: videos.commentCount,
    })
    .from(videos)
    .where(and(eq(videos.teamChannelId, name), eq(videos.channelId, channelId)));
}

/** The most views any reading (a videos.list call, the feed, Analytics) saw of each held video, by video id. */
export async function heldViews(db: Db, channelId: string): Promise<Map<string, number>> {
  const name = publicStoreName(channelId);
  const store = publicStore(db, channelId);
  const [rows, snapshots] = await Promise.all([
    publicVideos(db, channelId),
    store
      .select({ videoId: videoStats.videoId, views: sql<number>`max(${videoStats.viewCount})`.mapWith(Number) })
      .from(videoStats)
      .where(eq(videoStats.teamChannelId, name))
      .groupBy(videoStats.videoId),
  ]);
  const most = new Map(rows.map((r) => [r.id, r.viewCount]));
  for (const s of snapshots) most.set(s.videoId, Math.max(most.get(s.videoId) ?? 0, s.views));
  return most;
}

/** The comment count at each video's last comment read, by video id. */
export async function commentCountsAtLastRead(db: Db, channelId: string): Promise<Map<string, number>> {
  const name = publicStoreName(channelId);
  const rows = await publicStore(db, channelId)
    .select({ videoId: commentReads.videoId, count: commentReads.commentCount })
    .from(commentReads)
    .where(eq(commentReads.teamChannelId, name));
  return new Map(rows.map((r) => [r.videoId, r.count]));
}

/** The ids of the video's comments the public store holds, among `ids`. */
export async function heldCommentIds(db: Db, channelId: string, ids: readonly string[]): Promise<Set<string>> {
  const name = publicStoreName(channelId);
  const store = publicStore(db, channelId);
  const held = new Set<string>();
  for (const list of chunkForParams(ids, 2)) {
    if (list.length === 0) continue;
    const rows = await store
      .select({ id: comments.id })
      .from(comments)
      .where(and(eq(comments.teamChannelId, name), inArray(comments.id, list)));
    for (const r of rows) held.add(r.id);
  }
  return held;
}

/** Records that a video's comments were read at this comment count (a statement of the public store). */
export function commentReadRows(
  channelId: string,
  reads: readonly { videoId: string; commentCount: number }[],
  at: Date,
) {
  const name = publicStoreName(channelId);
  return reads.map((r) => ({ teamChannelId: name, videoId: r.videoId, commentCount: r.commentCount, readAt: at }));
}

export async function recordCommentReads(
  db: Db,
  channelId: string,
  reads: readonly { videoId: string; commentCount: number }[],
  at: Date,
): Promise<void> {
  const rows = commentReadRows(channelId, reads, at);
  if (rows.length === 0) return;
  const store = publicStore(db, channelId);
  await batchInChunks(
    store,
    rowsPerStatement(commentReads, rows).map((chunk) =>
      store
        .insert(commentReads)
        .values(chunk)
        .onConflictDoUpdate({
          target: [commentReads.teamChannelId, commentReads.videoId],
          set: { commentCount: sql`excluded.comment_count`, readAt: sql`excluded.read_at` },
        }),
    ),
  );
}

/**
 * Removes videos YouTube no longer has (deleted, or made private) from the public store, with their
 * snapshots, comments and comment reads, and lists them for every follower's next copy.
 */
export async function removePublicVideos(db: Db, channelId: string, ids: readonly string[], now = new Date()) {
  if (ids.length === 0) return;
  const name = publicStoreName(channelId);
  const store = publicStore(db, channelId);
  for (const list of chunkForParams(ids, 2)) {
    await store.batch([
      store.delete(comments).where(and(eq(comments.teamChannelId, name), inArray(comments.videoId, list))),
      store.delete(videoStats).where(and(eq(videoStats.teamChannelId, name), inArray(videoStats.videoId, list))),
      store.delete(commentReads).where(and(eq(commentReads.teamChannelId, name), inArray(commentReads.videoId, list))),
      store.delete(videos).where(and(eq(videos.teamChannelId, name), inArray(videos.id, list))),
    ]);
  }
  await batchInChunks(
    db,
    chunkForParams(ids, 3).map((list) =>
      db
        .insert(publicVideoRemovals)
        .values(list.map((videoId) => ({ videoId, channelId, removedAt: now })))
        .onConflictDoUpdate({ target: publicVideoRemovals.videoId, set: { removedAt: now } }),
    ),
  );
}

export type CopyCounts = { videos: number; snapshots: number; comments: number; removed: number };

/**
 * Copies the public channel's rows into a workspace's store: every video whose reading or views
 * changed since `since` (all of them when null), the snapshots taken since, the comments of videos
 * whose comment count differs between the two stores, and the removals listed since (when null:
 * every video of the channel the public store no longer holds is removed). The plan's
 * caps on snapshots and comments apply as they do to a sync's own reads.
 */
export async function copyPublicChannel(
  db: Db,
  params: {
    teamChannelId: string;
    channelId: string;
    role: "own" | "competitor";
    since: Date | null;
    forgetComments?: ForgetCommentData;
    now?: Date;
  },
): Promise<CopyCounts> {
  const { teamChannelId: ws, channelId, since } = params;
  const name = publicStoreName(channelId);
  const from = publicStore(db, channelId);
  const to = workspaceDb(db, ws);

  // A copy since a time applies the removals listed since; a full copy leaves the workspace with
  // no video of the channel the public store does not hold (removed before, or never there).
  const removed = since ? await removalsSince(db, channelId, since) : await notHeldPublicly(db, ws, channelId);
  if (removed.length > 0) await removeVideosFromStore(db, ws, removed, params.forgetComments);

  const snapshotRows = await from
    .select()
    .from(videoStats)
    .where(
      and(
        eq(videoStats.teamChannelId, name),
        since ? gt(videoStats.capturedAt, since) : sql`1`,
        sql`${videoStats.videoId} IN (SELECT id FROM videos WHERE workspace_id = ${name} AND channel_id = ${channelId})`,
      ),
    )
    .orderBy(desc(videoStats.capturedAt));
  const newestView = new Map<string, { at: Date; views: number }>();
  for (const s of snapshotRows)
    if (!newestView.has(s.videoId)) newestView.set(s.videoId, { at: s.capturedAt, views: s.viewCount });

  const videoRows = (
    await from
      .select()
      .from(videos)
      .where(and(eq(videos.teamChannelId, name), eq(videos.channelId, channelId)))
  ).filter((v) => !since || (v.statsUpdatedAt && v.statsUpdatedAt > since) || newestView.has(v.id));
  // The workspace's row carries the newest views (a feed reading may be newer than the last
  // videos.list reading) with the likes and comment count of that reading.
  const rows = videoRows.map((v) => {
    const feed = newestView.get(v.id);
    const newer = feed && (!v.statsUpdatedAt || feed.at > v.statsUpdatedAt);
    return {
      ...v,
      teamChannelId: ws,
      viewCount: newer ? feed.views : v.viewCount,
      statsUpdatedAt: newer ? feed.at : v.statsUpdatedAt,
    };
  });

  const snapshots: VideoStatsSnapshot[] = snapshotRows.map((s) => ({
    videoYoutubeId: s.videoId,
    capturedAt: s.capturedAt.toISOString(),
    viewCount: s.viewCount,
    likeCount: s.likeCount,
    commentCount: s.commentCount,
  }));
  const keptSnapshots = await snapshotsWithinCap(db, ws, snapshots);
  const commentRecords = await commentsToCopy(db, ws, channelId);
  const keptComments = await commentsWithinCap(db, ws, commentRecords);

  // The videos with their newest views and the channel's role here; the snapshots and comments as
  // a sync step writes them (store-writes.server.ts).
  await batchInChunks(to, [
    to
      .insert(storeChannels)
      .values({ teamChannelId: ws, id: channelId, role: params.role })
      .onConflictDoUpdate({ target: [storeChannels.teamChannelId, storeChannels.id], set: { role: params.role } }),
    ...putVideoRows(to, rows),
  ]);
  await storeChannelData(db, ws, { snapshots: keptSnapshots, comments: keptComments });
  return {
    videos: rows.length,
    snapshots: keptSnapshots.length,
    comments: keptComments.length,
    removed: removed.length,
  };
}

async function removalsSince(db: Db, channelId: string, since: Date): Promise<string[]> {
  const rows = await db
    .select({ id: publicVideoRemovals.videoId })
    .from(publicVideoRemovals)
    .where(and(eq(publicVideoRemovals.channelId, channelId), gt(publicVideoRemovals.removedAt, since)));
  return rows.map((r) => r.id);
}

/** The workspace's videos of the channel that the channel's public store does not hold. */
async function notHeldPublicly(db: Db, teamChannelId: string, channelId: string): Promise<string[]> {
  const [held, mine] = await Promise.all([
    publicVideos(db, channelId),
    workspaceDb(db, teamChannelId)
      .select({ id: videos.id })
      .from(videos)
      .where(and(eq(videos.teamChannelId, teamChannelId), eq(videos.channelId, channelId))),
  ]);
  const publicIds = new Set(held.map((v) => v.id));
  return mine.map((v) => v.id).filter((id) => !publicIds.has(id));
}

/** The public store's comments of the channel's videos whose comment rows the workspace does not all hold. */
async function commentsToCopy(db: Db, teamChannelId: string, channelId: string): Promise<CommentRecord[]> {
  const name = publicStoreName(channelId);
  const from = publicStore(db, channelId);
  const countsIn = async (store: StoreDb, ws: string, channelVideos: string) =>
    new Map(
      (
        await store
          .select({ videoId: comments.videoId, n: sql<number>`count(*)`.mapWith(Number) })
          .from(comments)
          .where(
            and(
              eq(comments.teamChannelId, ws),
              sql`${comments.videoId} IN (SELECT id FROM videos WHERE workspace_id = ${channelVideos} AND channel_id = ${channelId})`,
            ),
          )
          .groupBy(comments.videoId)
      ).map((r) => [r.videoId, r.n]),
    );
  const [held, mine] = await Promise.all([
    countsIn(from, name, name),
    countsIn(workspaceDb(db, teamChannelId), teamChannelId, teamChannelId),
  ]);
  const differing = [...held.entries()].filter(([id, n]) => (mine.get(id) ?? 0) !== n).map(([id]) => id);
  const records: CommentRecord[] = [];
  for (const list of chunkForParams(differing, 2)) {
    const rows = await from
      .select()
      .from(comments)
      .where(and(eq(comments.teamChannelId, name), inArray(comments.videoId, list)));
    for (const c of rows)
      records.push({
        youtubeId: c.id,
        videoYoutubeId: c.videoId,
        parentYoutubeId: c.parentId,
        authorName: c.authorName,
        authorChannelId: c.authorChannelId,
        text: c.text,
        likeCount: c.likeCount,
        publishedAt: c.publishedAt.toISOString(),
      });
  }
  return records;
}

/** Deletes videos (and their snapshots, comments, and what `forgetComments` keeps of those) from a workspace's store. */
export async function removeVideosFromStore(
  db: Db,
  teamChannelId: string,
  ids: readonly string[],
  forgetComments?: ForgetCommentData,
): Promise<void> {
  const store = workspaceDb(db, teamChannelId);
  const ws = teamChannelId;
  for (const list of chunkForParams(ids, 2)) {
    const ofVideos = and(eq(comments.teamChannelId, ws), inArray(comments.videoId, list));
    await batchInChunks(store, [
      ...(forgetComments
        ? [forgetComments(store, ws, sql`${store.select({ id: comments.id }).from(comments).where(ofVideos)}`)]
        : []),
      store.delete(comments).where(ofVideos),
      store.delete(videoStats).where(and(eq(videoStats.teamChannelId, ws), inArray(videoStats.videoId, list))),
      store.delete(videos).where(and(eq(videos.teamChannelId, ws), inArray(videos.id, list))),
    ]);
  }
}

/** Channel records re-read a run at most: 50 a call, one unit a call. */
const RECORDS_PER_RUN = 500;
const RECORD_REFRESH_MS = 86_400_000;

/**
 * Reads again, 50 channels a call, the records (subscribers, views, uploads) of followed channels
 * read more than a day ago, and passes them to every follower's channel row. One unit serves 50
 * channels, where a lookup per channel per refresh would cost one each.
 */
export async function refreshChannelRecords(
  db: Db,
  source: { getChannelsById(ids: readonly string[]): Promise<ChannelRecord[]> },
  now = new Date(),
): Promise<number> {
  const stale = await db
    .select({ id: publicChannels.id })
    .from(publicChannels)
    .where(
      and(
        lt(publicChannels.recordAt, new Date(now.getTime() - RECORD_REFRESH_MS)),
        sql`EXISTS (SELECT 1 FROM channels c WHERE c.id = ${publicChannels.id})`,
      ),
    )
    .orderBy(publicChannels.recordAt)
    .limit(RECORDS_PER_RUN);
  let read = 0;
  for (const list of chunkForParams(
    stale.map((r) => r.id),
    2,
  )) {
    const records = await source.getChannelsById(list);
    const statements: Statement[] = records.flatMap((record) => [
      savePublicChannel(db, record, now),
      db
        .update(channelsTable)
        .set({
          title: record.title,
          handle: record.handle,
          thumbnailUrl: record.thumbnailUrl,
          subscriberCount: record.subscriberCount,
          viewCount: record.viewCount,
          videoCount: record.videoCount,
        })
        .where(eq(channelsTable.id, record.youtubeId)),
    ]);
    await batchInChunks(db, statements);
    read += records.length;
  }
  return read;
}

/**
 * Forgets public channels nobody follows any more: their store is emptied and their row deleted,
 * so removing a channel's last follower removes its data. Removals older than a month are dropped
 * (every follower's copy has applied them by then, or its next full copy will not have the video).
 */
export async function forgetUnfollowedPublicChannels(db: Db, now = new Date()): Promise<number> {
  const unfollowed = await db
    .select({ id: publicChannels.id })
    .from(publicChannels)
    .where(sql`NOT EXISTS (SELECT 1 FROM channels c WHERE c.id = ${publicChannels.id})`)
    .limit(200);
  for (const { id } of unfollowed) {
    await destroyWorkspaceStore(db, publicStoreName(id));
    await db.batch([
      db.delete(publicChannels).where(eq(publicChannels.id, id)),
      db.delete(publicVideoRemovals).where(eq(publicVideoRemovals.channelId, id)),
    ]);
  }
  await db
    .delete(publicVideoRemovals)
    .where(lt(publicVideoRemovals.removedAt, new Date(now.getTime() - 30 * 86_400_000)));
  return unfollowed.length;
}
