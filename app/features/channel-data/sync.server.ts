// Channel sync as a chain of small, resumable steps. Each step makes a handful of API calls,
// writes its videos, snapshots and comments to the workspace's store, then commits its counters
// and the next cursor in one D1 transaction and queues the next step. A crash before the commit
// repeats the step (upserts make that harmless); a crash after it continues from the new cursor.
// Nothing is ever fetched twice on purpose. A sync runs for real workspaces only (demos are
// refused), so it reads and writes the workspace's own store directly.
import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { Db } from "~/lib/db/client.server";
import { workspaceDb } from "~/lib/db/workspace-db.server";
import { type SyncCursor, channels, syncJobs, videos } from "./tables";
import { storeChannels } from "./store-tables";
import { isStuck } from "~/lib/job-policy";
import { type Statement, latestSnapshots, upsertChannel } from "./store.server";
import { commentsWithinCap, snapshotsWithinCap } from "./storage-caps.server";
import { moveControlAnalytics } from "./analytics-move.server";
import { moveControlComments } from "./comments.server";
import { moveControlSnapshots } from "./snapshots.server";
import { CONTROL_VIDEO_MOVE_ROWS, moveControlVideos, storedIds } from "./videos.server";
import { type ChannelDataRows, storeChannelData } from "./store-writes.server";
import { thinWorkspaceSnapshots } from "./snapshot-thinning.server";
import type { ChannelRecord, CommentRecord, VideoRecord, VideoStatsSnapshot } from "./types";
import type { ChannelInput } from "./youtube/channel-input";

/** What a sync needs from YouTube; the Data API client provides it (and the fake, in tests). */
export interface SyncSource {
  getChannel(input: ChannelInput): Promise<ChannelRecord>;
  listUploadIds(playlistId: string, pageToken?: string): Promise<{ ids: string[]; nextPageToken: string | null }>;
  getVideos(ids: string[]): Promise<{ videos: VideoRecord[]; snapshots: VideoStatsSnapshot[] }>;
  listCommentThreads(
    videoId: string,
    pageToken?: string,
  ): Promise<{ comments: CommentRecord[]; needsReplies: string[]; nextPageToken: string | null }>;
  listReplies(
    parentId: string,
    pageToken?: string,
    videoId?: string,
  ): Promise<{ comments: CommentRecord[]; nextPageToken: string | null }>;
}

export type SyncMessage = { jobId: string };
export type SyncQueue = { send(message: SyncMessage): Promise<unknown> };
export type SyncKind = "full" | "refresh";

/**
 * A first sync reads only a channel's newest uploads (4 pages of 50), so connecting a channel
 * with thousands of videos costs a few units, not one per 50 videos of its whole history.
 */
export const FIRST_SYNC_UPLOADS = 200;
/** Older uploads than that arrive with the daily refresh: this many pages of 50 (200 uploads) a day. */
export const OLDER_UPLOAD_PAGES_PER_REFRESH = 4;

/** How much one sync reads: the recent comments of recent videos, not a channel's whole history. */
export const SYNC_LIMITS = {
  full: { commentVideos: 50, commentPagesPerVideo: 5, uploads: FIRST_SYNC_UPLOADS },
  refresh: { commentVideos: 20, commentPagesPerVideo: 1 },
  repliesPerStep: 10,
  statsBatch: 50,
} as const;

export type SyncJob = typeof syncJobs.$inferSelect;

/**
 * Starts syncing a channel into a workspace: resolves it (one API call), stores it and queues
 * the first step. A sync already under way for that channel is returned instead of a second one.
 */
export async function startChannelSync(
  deps: { db: Db; source: SyncSource; queue: SyncQueue },
  params: {
    workspaceId: string;
    input: ChannelInput;
    role: "own" | "competitor";
    kind?: SyncKind;
    /** The channel already looked up (adding a channel checks it first): no second call. */
    resolved?: ChannelRecord;
  },
): Promise<{ job: SyncJob; channel: ChannelRecord }> {
  const { db } = deps;
  const channel = params.resolved ?? (await deps.source.getChannel(params.input));
  const running = await db
    .select()
    .from(syncJobs)
    .where(
      and(
        eq(syncJobs.workspaceId, params.workspaceId),
        eq(syncJobs.channelId, channel.youtubeId),
        sql`${syncJobs.status} IN ('queued', 'running')`,
      ),
    )
    .get();
  if (running && !isStuck(running.updatedAt, new Date())) return { job: running, channel };
  // Stuck (its message lost, or the consumer killed): connecting again sends its step again.
  if (running) return { job: await resendSyncJob(db, deps.queue, running.id), channel };

  // A sync that failed (quota spent, YouTube down) picks up from where it stopped.
  const failed = await latestSyncJob(db, params.workspaceId, channel.youtubeId);
  if (failed?.status === "failed" && failed.cursor.stage !== "done") {
    const [resumed] = await db
      .update(syncJobs)
      .set({ status: "queued", error: null, finishedAt: null, updatedAt: new Date() })
      .where(eq(syncJobs.id, failed.id))
      .returning();
    await sendOrFail(db, deps.queue, failed.id);
    return { job: resumed!, channel };
  }

  const statements: Statement[] = [];
  if (params.role === "own") {
    // One own channel per workspace: connecting another replaces the old one's role.
    statements.push(
      db
        .update(channels)
        .set({ role: "competitor", isActive: false })
        .where(
          and(
            eq(channels.workspaceId, params.workspaceId),
            eq(channels.role, "own"),
            sql`${channels.id} <> ${channel.youtubeId}`,
          ),
        ),
    );
  }
  const now = new Date();
  const job = {
    id: crypto.randomUUID(),
    workspaceId: params.workspaceId,
    channelId: channel.youtubeId,
    kind: params.kind ?? "full",
    status: "queued" as const,
    cursor: { stage: "uploads", pageToken: null } satisfies SyncCursor,
    updatedAt: now,
  };
  await db.batch([
    upsertChannel(db, params.workspaceId, channel, params.role, null),
    ...statements,
    db.insert(syncJobs).values(job),
  ]);
  // The store's roles follow (its comment and upload readers keep to the own channel's).
  if (params.role === "own")
    await workspaceDb(db, params.workspaceId)
      .update(storeChannels)
      .set({ role: "competitor" })
      .where(
        and(
          eq(storeChannels.workspaceId, params.workspaceId),
          eq(storeChannels.role, "own"),
          ne(storeChannels.id, channel.youtubeId),
        ),
      );
  await sendOrFail(db, deps.queue, job.id);
  const stored = await db.select().from(syncJobs).where(eq(syncJobs.id, job.id)).get();
  return { job: stored!, channel };
}

type StepResult = {
  statements: Statement[];
  /** Videos, view snapshots and comments, written to the workspace's store before the step's statements commit. */
  store: ChannelDataRows;
  next: SyncCursor;
  counts: { videos?: number; stats?: number; comments?: number };
};

const NOTHING_TO_STORE: StepResult["store"] = {};

/**
 * Runs one step of a job and queues the next. Returns the job as committed, or null when there
 * is nothing to do (unknown job, already finished, or another delivery committed this step).
 */
export async function runSyncStep(
  deps: { db: Db; source: SyncSource; queue: SyncQueue; now?: () => Date },
  jobId: string,
): Promise<SyncJob | null> {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const job = await db.select().from(syncJobs).where(eq(syncJobs.id, jobId)).get();
  if (!job || job.status === "done" || job.status === "failed") return null;

  const result = await planStep(deps, job);
  const finished = result.next.stage === "done";
  const at = now();
  const [committed] = await commit(db, job, result, finished, at);
  if (!committed) return null;
  if (!finished) await deps.queue.send({ jobId });
  // Store upkeep fans out with the daily refreshes, one workspace per job (decision 012): older
  // snapshots thinned, and any videos, snapshots, comments or analytics left in the control D1
  // from before they lived in stores moved over. The videos first: the comments' move keeps those
  // whose video the store holds, so it waits until every video has moved.
  else if (job.kind === "refresh") {
    const videosLeft = (await moveControlVideos(db, job.workspaceId)) === CONTROL_VIDEO_MOVE_ROWS;
    await moveControlSnapshots(db, job.workspaceId);
    if (!videosLeft) await moveControlComments(db, job.workspaceId);
    await moveControlAnalytics(db, job.workspaceId);
    await thinWorkspaceSnapshots(db, job.workspaceId, at);
  }
  return committed;
}

async function commit(db: Db, job: SyncJob, result: StepResult, finished: boolean, at: Date) {
  const update = db
    .update(syncJobs)
    .set({
      status: finished ? "done" : "running",
      cursor: result.next,
      step: job.step + 1,
      videosFound: job.videosFound + (result.counts.videos ?? 0),
      statsFetched: job.statsFetched + (result.counts.stats ?? 0),
      commentsFetched: job.commentsFetched + (result.counts.comments ?? 0),
      // Progress: the watchdog's re-sends start over.
      resends: 0,
      updatedAt: at,
      finishedAt: finished ? at : null,
    })
    .where(and(eq(syncJobs.id, job.id), eq(syncJobs.step, job.step)))
    .returning();
  const touchChannel = finished
    ? [
        db
          .update(channels)
          .set({ lastSyncedAt: at })
          .where(and(eq(channels.workspaceId, job.workspaceId), eq(channels.id, job.channelId))),
      ]
    : [];
  // The videos, snapshots and comments first, in the workspace's store: a step cut short after
  // them is repeated, and writing them again changes nothing.
  await storeChannelData(db, job.workspaceId, result.store);
  // The guarded update goes first: if another delivery already committed this step, the
  // upserts that follow rewrite identical rows and the counters stay as they were.
  const results = await db.batch([update, ...result.statements, ...touchChannel]);
  return results[0] as SyncJob[];
}

async function planStep(deps: { db: Db; source: SyncSource }, job: SyncJob): Promise<StepResult> {
  const { db, source } = deps;
  const cursor = job.cursor;
  const ws = job.workspaceId;
  const limits = SYNC_LIMITS[job.kind];
  const channel = await jobChannel(db, job);
  // Every step's rows carry their channel's role (the store's readers keep to the own channel's).
  const ofChannel = { id: job.channelId, role: channel.role };

  if (cursor.stage === "uploads") {
    const page = await source.listUploadIds(channel.uploads, cursor.pageToken ?? undefined);
    const known = job.kind === "refresh" ? await storedIds(db, ws, videos, page.ids) : new Set<string>();
    const fresh = page.ids.filter((id) => !known.has(id));
    const { videos: records, snapshots } = fresh.length ? await source.getVideos(fresh) : { videos: [], snapshots: [] };
    // A first sync stops after its newest FIRST_SYNC_UPLOADS; where it stopped is kept on the
    // channel for the daily refreshes to carry on from (null: it reached the oldest upload).
    const read = (cursor.read ?? 0) + page.ids.length;
    const capped = job.kind === "full" && page.nextPageToken !== null && read >= SYNC_LIMITS.full.uploads;
    // A refresh stops paging at the first page with nothing new: uploads are listed newest first.
    const more = page.nextPageToken && !capped && (job.kind === "full" || fresh.length === page.ids.length);
    const olderFrom =
      job.kind === "full" && !more ? [setOlderUploadsToken(db, job, capped ? page.nextPageToken : null)] : [];
    const next: SyncCursor = more
      ? { stage: "uploads", pageToken: page.nextPageToken, read }
      : job.kind === "refresh"
        ? { stage: "stats", offset: 0 }
        : // This step's videos are not stored until the step commits: count them in, or a
          // channel whose uploads fit in one page would pick no video for comments.
          await commentsCursor(db, ws, job.channelId, limits.commentVideos, records);
    return {
      statements: olderFrom,
      store: await videoRows(db, ws, ofChannel, records, snapshots),
      next,
      counts: { videos: records.length, stats: snapshots.length },
    };
  }

  if (cursor.stage === "older") {
    // Uploads older than the first sync read, a few pages per daily refresh; the place reached
    // is committed with each page, so a failed step repeats only that page.
    const page = await source.listUploadIds(channel.uploads, cursor.pageToken);
    const { videos: records, snapshots } = page.ids.length
      ? await source.getVideos(page.ids)
      : { videos: [], snapshots: [] };
    const next: SyncCursor =
      page.nextPageToken && cursor.page + 1 < OLDER_UPLOAD_PAGES_PER_REFRESH
        ? { stage: "older", pageToken: page.nextPageToken, page: cursor.page + 1 }
        : await commentsCursor(db, ws, job.channelId, limits.commentVideos);
    return {
      statements: [setOlderUploadsToken(db, job, page.nextPageToken)],
      store: await videoRows(db, ws, ofChannel, records, snapshots),
      next,
      counts: { videos: records.length, stats: snapshots.length },
    };
  }

  if (cursor.stage === "stats") {
    const ids = await workspaceDb(db, ws)
      .select({ id: videos.id })
      .from(videos)
      .where(and(eq(videos.workspaceId, ws), eq(videos.channelId, job.channelId)))
      .orderBy(videos.id)
      .limit(SYNC_LIMITS.statsBatch)
      .offset(cursor.offset);
    const batch = ids.map((r) => r.id);
    const { videos: records, snapshots } = batch.length ? await source.getVideos(batch) : { videos: [], snapshots: [] };
    const older = batch.length === SYNC_LIMITS.statsBatch ? null : channel.olderToken;
    const next: SyncCursor =
      batch.length === SYNC_LIMITS.statsBatch
        ? { stage: "stats", offset: cursor.offset + batch.length }
        : older
          ? { stage: "older", pageToken: older, page: 0 }
          : await commentsCursor(db, ws, job.channelId, limits.commentVideos);
    return {
      statements: [],
      store: await videoRows(db, ws, ofChannel, records, snapshots),
      next,
      counts: { stats: snapshots.length },
    };
  }

  if (cursor.stage === "comments") {
    const videoId = cursor.videoIds[cursor.index];
    if (!videoId) return { statements: [], store: NOTHING_TO_STORE, next: { stage: "done" }, counts: {} };
    const threads = await source.listCommentThreads(videoId, cursor.pageToken ?? undefined);
    const replies: CommentRecord[] = [];
    for (const parentId of threads.needsReplies.slice(0, SYNC_LIMITS.repliesPerStep)) {
      replies.push(...(await source.listReplies(parentId, undefined, videoId)).comments);
    }
    // comments.list repeats the replies a thread already carried; one row per comment id.
    const gathered = [...new Map([...threads.comments, ...replies].map((c) => [c.youtubeId, c])).values()];
    const morePages = threads.nextPageToken && cursor.page + 1 < limits.commentPagesPerVideo;
    const next: SyncCursor = morePages
      ? { ...cursor, pageToken: threads.nextPageToken, page: cursor.page + 1 }
      : cursor.index + 1 < cursor.videoIds.length
        ? { ...cursor, index: cursor.index + 1, pageToken: null, page: 0 }
        : { stage: "done" };
    // A free workspace stores new comments only up to its cap (storage-caps.server.ts).
    const kept = await commentsWithinCap(db, ws, gathered);
    return {
      statements: [],
      store: { channel: ofChannel, comments: kept },
      next,
      counts: { comments: kept.length },
    };
  }

  return { statements: [], store: NOTHING_TO_STORE, next: { stage: "done" }, counts: {} };
}

/** A step's videos for the store: their rows with the newest counters, and the snapshots the plan's cap keeps. */
async function videoRows(
  db: Db,
  workspaceId: string,
  channel: ChannelDataRows["channel"],
  records: VideoRecord[],
  snapshots: VideoStatsSnapshot[],
): Promise<ChannelDataRows> {
  return {
    channel,
    videos: records,
    latest: latestSnapshots(snapshots),
    snapshots: await snapshotsWithinCap(db, workspaceId, snapshots),
  };
}

/**
 * The job's channel: its uploads playlist, where its older uploads continue (if the first sync
 * stopped early), and its role.
 */
async function jobChannel(db: Db, job: SyncJob) {
  const channel = await db
    .select({ uploads: channels.uploadsPlaylistId, olderToken: channels.olderUploadsToken, role: channels.role })
    .from(channels)
    .where(and(eq(channels.workspaceId, job.workspaceId), eq(channels.id, job.channelId)))
    .get();
  if (!channel) throw new Error(`sync ${job.id}: channel ${job.channelId} is gone`);
  return channel;
}

function setOlderUploadsToken(db: Db, job: SyncJob, token: string | null) {
  return db
    .update(channels)
    .set({ olderUploadsToken: token })
    .where(and(eq(channels.workspaceId, job.workspaceId), eq(channels.id, job.channelId)));
}

/**
 * The comments stage's list: the channel's newest videos, from the store and from the videos the
 * current step is about to write (`pending`).
 */
async function commentsCursor(
  db: Db,
  workspaceId: string,
  channelId: string,
  count: number,
  pending: VideoRecord[] = [],
): Promise<SyncCursor> {
  const stored = await workspaceDb(db, workspaceId)
    .select({ id: videos.id, publishedAt: videos.publishedAt })
    .from(videos)
    .where(and(eq(videos.workspaceId, workspaceId), eq(videos.channelId, channelId)))
    .orderBy(desc(videos.publishedAt))
    .limit(count);
  const byId = new Map(stored.map((r) => [r.id, r.publishedAt.getTime()]));
  for (const v of pending) if (v.channelYoutubeId === channelId) byId.set(v.youtubeId, Date.parse(v.publishedAt));
  const recent = [...byId.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, count)
    .map(([id]) => id);
  if (recent.length === 0) return { stage: "done" };
  return { stage: "comments", videoIds: recent, index: 0, pageToken: null, page: 0 };
}

/** Shown when the queue refused a job's message: nothing would ever run it. */
export const SYNC_NOT_QUEUED_MESSAGE = "The sync could not be started (the job queue did not accept it).";

/**
 * Queues a job's next step. When the queue refuses, the job is marked failed (the page says so,
 * and connecting again resumes it) rather than left "queued" with no message to run it; the
 * error is rethrown for the caller to report.
 */
export async function sendOrFail(db: Db, queue: SyncQueue, jobId: string) {
  try {
    await queue.send({ jobId });
  } catch (error) {
    await failSyncJob(db, jobId, SYNC_NOT_QUEUED_MESSAGE);
    throw error;
  }
}

/** Sends a stuck job's step again (a user's reconnect): its progress clock starts over. */
async function resendSyncJob(db: Db, queue: SyncQueue, jobId: string) {
  const [job] = await db
    .update(syncJobs)
    .set({ resends: 0, updatedAt: new Date() })
    .where(eq(syncJobs.id, jobId))
    .returning();
  await sendOrFail(db, queue, jobId);
  return job!;
}

/** Marks a job failed with a message the user can read (the page shows it). */
export async function failSyncJob(db: Db, jobId: string, message: string, now = new Date()) {
  await db
    .update(syncJobs)
    .set({ status: "failed", error: message, updatedAt: now, finishedAt: now })
    .where(eq(syncJobs.id, jobId));
}

/** The newest job for a channel in a workspace (for progress on the page and the API). */
export async function latestSyncJob(db: Db, workspaceId: string, channelId?: string) {
  return db
    .select()
    .from(syncJobs)
    .where(
      channelId
        ? and(eq(syncJobs.workspaceId, workspaceId), eq(syncJobs.channelId, channelId))
        : eq(syncJobs.workspaceId, workspaceId),
    )
    .orderBy(desc(syncJobs.createdAt))
    .limit(1)
    .get();
}
