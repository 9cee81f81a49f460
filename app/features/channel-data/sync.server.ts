// Channel sync as a chain of small, resumable steps. A channel's public data is read from YouTube
// once for every workspace that follows it, into the channel's public store
// (public-channels.server.ts); each workspace's job ends by copying what changed into its own
// store. Each step makes a handful of API calls, writes its rows to the public store, then commits
// its counters and the next cursor in one D1 transaction and queues the next step. A crash before
// the commit repeats the step (upserts make that harmless); a crash after it continues from the
// new cursor. What is read and when follows refresh-schedule.ts: the free Atom feed first, then
// statistics by a video's age (for a workspace's own channel, from its creator's YouTube Analytics
// first where that workspace connected Google: those readings stay in its store,
// own-readings.server.ts); an own channel's comment threads newest first across its videos, up to
// a cap at its start and then only where a count moved. A sync runs for real workspaces only
// (demos are refused).
import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { Db } from "~/lib/db/client.server";
import { destroyWorkspaceStore, workspaceDb } from "~/lib/db/workspace-db.server";
import { type SyncCursor, channels, syncJobs } from "./tables";
import { storeChannels } from "./store-tables";
import { isStuck } from "~/lib/job-policy";
import { type Statement, latestSnapshots, upsertChannel } from "./store.server";
import { moveControlAnalytics } from "./analytics-move.server";
import { moveControlComments } from "./comments.server";
import { moveControlSnapshots } from "./snapshots.server";
import { CONTROL_VIDEO_MOVE_ROWS, moveControlVideos } from "./videos.server";
import { type ChannelDataRows, storeChannelData } from "./store-writes.server";
import { saveOwnReadings } from "./own-readings.server";
import { thinWorkspaceSnapshots } from "./snapshot-thinning.server";
import {
  claimPublicRefresh,
  commentCountsAtLastRead,
  copyPublicChannel,
  heldCommentIds,
  heldViews,
  knownChannel,
  markCommentHistoryRead,
  markPublicStarted,
  publicChannelOf,
  publicStoreName,
  publicVideos,
  recordCommentReads,
  removePublicVideos,
  savePublicChannel,
  setPublicOlderToken,
} from "./public-channels.server";
import {
  CHANNEL_COMMENT_PAGES_PER_REFRESH,
  MANUAL_REFRESH_EVERY_MS,
  REFRESH_REUSE_MS,
  START_LIMITS,
  STATS_CALLS_PER_REFRESH,
  type HeldVideo,
  analyticsCandidates,
  commentHistoryCatchUpToday,
  commentVideosDue,
  slowerReadings,
  statsBatches,
} from "./refresh-schedule";
import { log } from "~/lib/log.server";
import type { ForgetCommentData } from "./removal.server";
import { applyRetentionToStore, type RetentionSettings } from "./retention.server";
import type { ChannelRecord, CommentRecord, VideoRecord, VideoStatsSnapshot } from "./types";
import { recentLookupMiss, recordLookupMiss } from "./lookup-misses.server";
import type { ChannelInput } from "./youtube/channel-input";
import type { FeedEntry } from "./youtube/feed";

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
  /** The newest comment threads across a channel's videos, newest first. */
  listChannelCommentThreads(
    channelId: string,
    pageToken?: string,
  ): Promise<{ comments: CommentRecord[]; nextPageToken: string | null }>;
  /** The channel's free Atom feed (null: it could not be read); a source without it relies on the schedule alone. */
  readFeed?(channelId: string): Promise<FeedEntry[] | null>;
}

/** One upload's lifetime counters as YouTube Analytics reports them (through its last settled day). */
export type OwnVideoFigures = { videoId: string; views: number; likes: number | null; comments: number | null };

/** A channel's own figures from YouTube Analytics, with the grant of a creator whose channel it is. */
export interface OwnChannelAnalytics {
  /** The counters of those of `videoIds` Analytics has a row for. */
  videoFigures(videoIds: readonly string[], now: Date): Promise<OwnVideoFigures[]>;
}

export type SyncMessage = { jobId: string };
export type SyncQueue = { send(message: SyncMessage): Promise<unknown> };
export type SyncKind = "full" | "refresh";

/** What an own channel's start reads at once (the newest uploads); a competitor's reads fewer. */
export const FIRST_SYNC_UPLOADS = START_LIMITS.own.uploads;
/** Older uploads than that arrive with the daily refresh: this many pages of 50 (200 uploads) a day. */
export const OLDER_UPLOAD_PAGES_PER_REFRESH = 4;

/** How much one sync reads (refresh-schedule.ts has the rules by a video's age). */
export const SYNC_LIMITS = {
  start: START_LIMITS,
  statsBatch: 50,
} as const;

export type SyncJob = typeof syncJobs.$inferSelect;

/**
 * Looks a channel up once for everyone: a channel resolved by anyone in the last week (by id or
 * handle) is not looked up again, and an input YouTube found nothing for within the hour is
 * answered "not found" again without a call (lookup-misses.server.ts); a new lookup is recorded
 * for the next one. `beforeLookup` runs only when YouTube is about to be asked: the people's doors
 * pass their burst limit there (lookup-bursts.server.ts), so answers from the cache cost no token.
 */
export async function resolveChannel(
  db: Db,
  source: Pick<SyncSource, "getChannel">,
  input: ChannelInput,
  options: { beforeLookup?: () => Promise<void> } = {},
): Promise<ChannelRecord> {
  const [known, missed] = await Promise.all([knownChannel(db, input), recentLookupMiss(db, input)]);
  if (known) return known;
  if (missed) throw missed;
  await options.beforeLookup?.();
  let found: ChannelRecord;
  try {
    found = await source.getChannel(input);
  } catch (error) {
    await recordLookupMiss(db, input, error);
    throw error;
  }
  await savePublicChannel(db, found);
  return found;
}

/**
 * Starts syncing a channel into a workspace: resolves it (at most one API call), stores it and
 * queues the first step. A sync already under way for that channel is returned instead of a second one.
 */
export async function startChannelSync(
  deps: { db: Db; source: SyncSource; queue: SyncQueue },
  params: {
    teamChannelId: string;
    input: ChannelInput;
    role: "own" | "competitor";
    kind?: SyncKind;
    /** The channel already looked up (adding a channel checks it first): no second call. */
    resolved?: ChannelRecord;
    /** Someone pressed Refresh: the channel's tracked uploads are read again (refresh-schedule.ts). */
    manual?: boolean;
  },
): Promise<{ job: SyncJob; channel: ChannelRecord }> {
  const { db } = deps;
  const channel = params.resolved ?? (await resolveChannel(db, deps.source, params.input));
  const running = await db
    .select()
    .from(syncJobs)
    .where(
      and(
        eq(syncJobs.teamChannelId, params.teamChannelId),
        eq(syncJobs.channelId, channel.youtubeId),
        sql`${syncJobs.status} IN ('queued', 'running')`,
      ),
    )
    .get();
  if (running && !isStuck(running.updatedAt, new Date())) return { job: running, channel };
  // Stuck (its message lost, or the consumer killed): connecting again sends its step again.
  if (running) return { job: await resendSyncJob(db, deps.queue, running.id), channel };

  // A sync that failed (quota spent, YouTube down) picks up from where it stopped.
  const failed = await latestSyncJob(db, params.teamChannelId, channel.youtubeId);
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
            eq(channels.teamChannelId, params.teamChannelId),
            eq(channels.role, "own"),
            sql`${channels.id} <> ${channel.youtubeId}`,
          ),
        ),
    );
  }
  // A channel anyone started before is refreshed (or, fresh, only copied); a new one is started,
  // in an empty public store (whatever a store of that name still held belongs to nobody).
  const known = await publicChannelOf(db, channel.youtubeId);
  const now = new Date();
  if (!known?.startedAt && !(await startUnderWay(db, channel.youtubeId)))
    await destroyWorkspaceStore(db, publicStoreName(channel.youtubeId));
  const job = {
    id: crypto.randomUUID(),
    teamChannelId: params.teamChannelId,
    channelId: channel.youtubeId,
    kind: params.kind ?? "full",
    status: "queued" as const,
    cursor: (known?.startedAt
      ? { stage: "feed", manual: params.manual }
      : { stage: "uploads", pageToken: null }) satisfies SyncCursor,
    updatedAt: now,
  };
  await db.batch([
    upsertChannel(db, params.teamChannelId, channel, params.role, null),
    ...(known ? [] : [savePublicChannel(db, channel, now)]),
    ...statements,
    db.insert(syncJobs).values(job),
  ]);
  // The store's roles follow (its comment and upload readers keep to the own channel's).
  if (params.role === "own")
    await workspaceDb(db, params.teamChannelId)
      .update(storeChannels)
      .set({ role: "competitor" })
      .where(
        and(
          eq(storeChannels.teamChannelId, params.teamChannelId),
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
  /** Videos, view snapshots and comments, written to the channel's public store before the step's statements commit. */
  store: ChannelDataRows;
  next: SyncCursor;
  counts: { videos?: number; stats?: number; comments?: number };
};

const NOTHING_TO_STORE: StepResult["store"] = {};

type StepDeps = {
  db: Db;
  source: SyncSource;
  queue: SyncQueue;
  now?: () => Date;
  /** What other features keep about comments of videos removed from the workspace (their scores). */
  forgetComments?: ForgetCommentData;
  /**
   * The workspace creator's own YouTube Analytics for the channel, when this workspace holds a
   * working Google grant to it (null otherwise): its refresh takes its due readings from there
   * before the Data API. Never another workspace's grant.
   */
  ownAnalytics?: (teamChannelId: string, channelId: string) => Promise<OwnChannelAnalytics | null>;
  /** The retention rules to apply at the end of a refresh (retention.server.ts), with the channels the workspace's creator authorised. */
  retention?: RetentionSettings & { authorised: readonly string[] };
};

/**
 * Runs one step of a job and queues the next. Returns the job as committed, or null when there
 * is nothing to do (unknown job, already finished, or another delivery committed this step).
 */
export async function runSyncStep(deps: StepDeps, jobId: string): Promise<SyncJob | null> {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const job = await db.select().from(syncJobs).where(eq(syncJobs.id, jobId)).get();
  if (!job || job.status === "done" || job.status === "failed") return null;

  const result = await planStep({ ...deps, now }, job);
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
    const videosLeft = (await moveControlVideos(db, job.teamChannelId)) === CONTROL_VIDEO_MOVE_ROWS;
    await moveControlSnapshots(db, job.teamChannelId);
    if (!videosLeft) await moveControlComments(db, job.teamChannelId);
    await moveControlAnalytics(db, job.teamChannelId);
    await thinWorkspaceSnapshots(db, job.teamChannelId, at);
    if (deps.retention) {
      await applyRetentionToStore(db, job.teamChannelId, deps.retention, at, deps.retention.authorised);
      await applyRetentionToStore(db, publicStoreName(job.channelId), deps.retention, at);
    }
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
          .where(and(eq(channels.teamChannelId, job.teamChannelId), eq(channels.id, job.channelId))),
      ]
    : [];
  // The videos, snapshots and comments first, in the channel's public store: a step cut short
  // after them is repeated, and writing them again changes nothing.
  await storeChannelData(db, publicStoreName(job.channelId), result.store);
  // The guarded update goes first: if another delivery already committed this step, the
  // upserts that follow rewrite identical rows and the counters stay as they were.
  const results = await db.batch([update, ...result.statements, ...touchChannel]);
  return results[0] as SyncJob[];
}

async function planStep(deps: StepDeps & { now: () => Date }, job: SyncJob): Promise<StepResult> {
  const { db, source } = deps;
  const cursor = job.cursor;
  const ws = job.teamChannelId;
  const channelId = job.channelId;
  const channel = await jobChannel(db, job);
  const publicRow = await publicChannelOf(db, channelId);
  // The public store's rows are the channel's, whoever follows it (a follower's role is its own).
  const ofChannel = { id: channelId, role: "competitor" as const };
  const now = deps.now();

  if (cursor.stage === "uploads") {
    // A start: the newest uploads up to the role's cap, then (an own channel's) newest comment threads.
    const limits = START_LIMITS[channel.role];
    const page = await source.listUploadIds(channel.uploads, cursor.pageToken ?? undefined);
    const { videos: records, snapshots } = page.ids.length
      ? await source.getVideos(page.ids)
      : { videos: [], snapshots: [] };
    const read = (cursor.read ?? 0) + page.ids.length;
    const capped = page.nextPageToken !== null && read >= limits.uploads;
    const more = page.nextPageToken !== null && !capped;
    const next: SyncCursor = more
      ? { stage: "uploads", pageToken: page.nextPageToken, read }
      : startCommentsCursor(limits.commentPages);
    return {
      statements: more ? [] : [setPublicOlderToken(db, channelId, capped ? page.nextPageToken : null)],
      store: videoRows(ofChannel, records, snapshots),
      next,
      counts: { videos: records.length, stats: snapshots.length },
    };
  }

  if (cursor.stage === "feed") {
    // Another follower refreshed within the hour, or is refreshing now: copy what is there. A
    // pressed Refresh keeps the same rules, with a shorter reuse: anyone's read of the last minutes.
    const reuse = cursor.manual ? MANUAL_REFRESH_EVERY_MS : REFRESH_REUSE_MS;
    if (!(await claimPublicRefresh(db, channelId, now, reuse))) {
      // A channel connected here as its own that was started as someone's competitor has had no
      // comment read: it gets a start's read now, not at its next refresh a day later.
      const next: SyncCursor =
        channel.role === "own" && (await commentsNeverRead(db, channelId))
          ? startCommentsCursor(START_LIMITS.own.commentPages, { uploadsRead: false })
          : { stage: "copy", read: false };
      return { statements: [], store: NOTHING_TO_STORE, next, counts: {} };
    }
    // The channel's public data was emptied to be read again (public-rereads.server.ts): this
    // refresh, holding the claim, starts it again.
    if (publicRow && !publicRow.startedAt)
      return { statements: [], store: NOTHING_TO_STORE, next: { stage: "uploads", pageToken: null }, counts: {} };
    const feed = (await source.readFeed?.(channelId)) ?? null;
    const held = await publicVideos(db, channelId);
    const heldIds = new Set(held.map((v) => v.id));
    const entries = feed ?? [];
    const fresh = entries.filter((e) => !heldIds.has(e.videoId)).map((e) => e.videoId);
    // A held video as new as the feed's oldest entry but not in the feed may be gone: read it.
    const oldestListed = entries.reduce((min, e) => Math.min(min, Date.parse(e.publishedAt)), Infinity);
    const listed = new Set(entries.map((e) => e.videoId));
    const missing =
      entries.length > 0
        ? held.filter((v) => v.publishedAt.getTime() >= oldestListed && !listed.has(v.id)).map((v) => v.id)
        : [];
    const capturedAt = now.toISOString();
    const feedSnapshots: VideoStatsSnapshot[] = entries
      .filter((e) => heldIds.has(e.videoId) && e.views !== null)
      .map((e) => ({
        videoYoutubeId: e.videoId,
        capturedAt,
        viewCount: e.views!,
        likeCount: null,
        commentCount: null,
      }));
    return {
      statements: [],
      store: { snapshots: feedSnapshots },
      next: {
        stage: "stats",
        required: [...new Set([...fresh, ...missing])],
        calls: 0,
        listed: [...listed],
        feedViews: Object.fromEntries(feedSnapshots.map((s) => [s.videoYoutubeId, s.viewCount])),
      },
      counts: { stats: feedSnapshots.length },
    };
  }

  if (cursor.stage === "stats") {
    const required = cursor.required ?? [];
    const calls = cursor.calls ?? 0;
    const held = await publicVideos(db, channelId);
    // Views of the videos the feed listed came with it, and a channel that is only a competitor is
    // read for its newest uploads: those readings can wait (refresh-schedule.ts).
    const own = await followedAsOwn(db, channelId);
    const slower = slowerReadings(held, new Set(cursor.listed ?? []), own ? "own" : "competitor");
    // The workspace's own channel takes its due readings from its creator's YouTube Analytics
    // first (one step), into this workspace's store only; the Data API then reads what Analytics
    // could not give, into the public store.
    if (channel.role === "own" && !cursor.analytics) {
      const readings = await analyticsReadings(
        deps,
        ws,
        channelId,
        held,
        required,
        slower,
        cursor.feedViews ?? {},
        now,
      );
      if (readings) {
        await saveOwnReadings(db, ws, readings);
        return {
          statements: [],
          store: NOTHING_TO_STORE,
          next: { ...cursor, analytics: true, analyticsRead: readings.map((r) => r.videoYoutubeId) },
          counts: { stats: readings.length },
        };
      }
    }
    // What Analytics gave this refresh waits for the next: its public reading is not due to this
    // workspace, and another follower's refresh reads it when it is due to them.
    const readByAnalytics = new Set(cursor.analyticsRead ?? []);
    const publicDue = readByAnalytics.size > 0 ? held.filter((v) => !readByAnalytics.has(v.id)) : held;
    const [batch] = statsBatches(publicDue, required, now, 1, slower);
    if (!batch || calls >= STATS_CALLS_PER_REFRESH) {
      // Then the uploads older than the start read (if any are left, and someone reads them: an
      // own channel's tools read its whole history), then comments whose count moved.
      const older = own ? publicRow?.olderUploadsToken : null;
      const next: SyncCursor = older
        ? { stage: "older", pageToken: older, page: 0 }
        : await movedCommentsCursor(db, channelId, now);
      return { statements: [], store: NOTHING_TO_STORE, next, counts: {} };
    }
    const { videos: records, snapshots } = await source.getVideos(batch);
    // Asked for and not returned: deleted on YouTube, or made private. Gone for every follower.
    const returned = new Set(records.map((v) => v.youtubeId));
    const heldIds = new Set(held.map((v) => v.id));
    await removePublicVideos(
      db,
      channelId,
      batch.filter((id) => heldIds.has(id) && !returned.has(id)),
      now,
    );
    return {
      statements: [],
      store: videoRows(ofChannel, records, snapshots),
      next: {
        stage: "stats",
        required: required.filter((id) => !batch.includes(id)),
        calls: calls + 1,
        listed: cursor.listed,
        feedViews: cursor.feedViews,
        analytics: cursor.analytics,
        analyticsRead: cursor.analyticsRead,
      },
      counts: { videos: records.filter((v) => !heldIds.has(v.youtubeId)).length, stats: snapshots.length },
    };
  }

  if (cursor.stage === "older") {
    // Uploads older than the start read, a few pages per daily refresh; the place reached is
    // committed with each page, so a failed step repeats only that page.
    const page = await source.listUploadIds(channel.uploads, cursor.pageToken);
    const { videos: records, snapshots } = page.ids.length
      ? await source.getVideos(page.ids)
      : { videos: [], snapshots: [] };
    const next: SyncCursor =
      page.nextPageToken && cursor.page + 1 < OLDER_UPLOAD_PAGES_PER_REFRESH
        ? { stage: "older", pageToken: page.nextPageToken, page: cursor.page + 1 }
        : await movedCommentsCursor(db, channelId, now);
    return {
      statements: [setPublicOlderToken(db, channelId, page.nextPageToken)],
      store: videoRows(ofChannel, records, snapshots),
      next,
      counts: { videos: records.length, stats: snapshots.length },
    };
  }

  if (cursor.stage === "comments") {
    // A start queued when starts read comments video by video: it reads the channel's threads instead.
    return {
      statements: [],
      store: NOTHING_TO_STORE,
      next: startCommentsCursor(START_LIMITS[channel.role].commentPages),
      counts: {},
    };
  }

  if (cursor.stage === "channel-comments") {
    // The channel's comments across its videos, newest first: a page holding a comment already read
    // means everything after it was read too. A start reads up to its own cap of pages (an empty
    // store: every thread of a channel within it), a refresh only the new ones.
    const pages = cursor.pages ?? CHANNEL_COMMENT_PAGES_PER_REFRESH;
    const page = await source.listChannelCommentThreads(channelId, cursor.pageToken ?? undefined);
    const held = await publicVideos(db, channelId);
    const heldVideos = new Set(held.map((v) => v.id));
    const gathered = [...new Map(page.comments.map((c) => [c.youtubeId, c])).values()].filter((c) =>
      heldVideos.has(c.videoYoutubeId),
    );
    const known = await heldCommentIds(
      db,
      channelId,
      gathered.filter((c) => c.parentYoutubeId === null).map((c) => c.youtubeId),
    );
    // A read down to a cap (a start's, or a catch-up of a channel read only from its newer
    // threads) goes on past threads already held; a refresh's stops at the first.
    const wholeRead = cursor.pages !== undefined;
    const more = page.nextPageToken && (wholeRead || known.size === 0) && cursor.page + 1 < pages;
    if (!more)
      await recordCommentReads(
        db,
        channelId,
        held.filter((v) => v.commentCount !== null).map((v) => ({ videoId: v.id, commentCount: v.commentCount! })),
        now,
      );
    return {
      statements: !more && wholeRead ? [markCommentHistoryRead(db, channelId, now)] : [],
      store: { channel: ofChannel, comments: gathered },
      next: more
        ? { ...cursor, pageToken: page.nextPageToken, page: cursor.page + 1 }
        : { stage: "copy", read: cursor.uploadsRead !== false },
      counts: { comments: gathered.length },
    };
  }

  if (cursor.stage === "copy") {
    // The public store is read up to now: mark it so (a start's or a refresh's reads are done),
    // then bring the workspace's copy up to date.
    const statements: Statement[] = [];
    if (publicRow && cursor.read !== false)
      statements.push(markPublicStarted(db, channelId, publicRow.olderUploadsToken, now));
    const since = job.kind === "refresh" ? channel.lastSyncedAt : null;
    await copyPublicChannel(db, {
      teamChannelId: ws,
      channelId,
      role: channel.role,
      since,
      forgetComments: deps.forgetComments,
      now,
    });
    if (publicRow) statements.push(channelFromPublic(db, ws, publicRow.record, publicRow.olderUploadsToken));
    return { statements, store: NOTHING_TO_STORE, next: { stage: "done" }, counts: {} };
  }

  return { statements: [], store: NOTHING_TO_STORE, next: { stage: "done" }, counts: {} };
}

/** A step's videos for the public store: their rows with the newest counters, and their snapshots. */
function videoRows(
  channel: ChannelDataRows["channel"],
  records: VideoRecord[],
  snapshots: VideoStatsSnapshot[],
): ChannelDataRows {
  return { channel, videos: records, latest: latestSnapshots(snapshots), snapshots };
}

/**
 * The job's channel in the workspace: its uploads playlist, its role and when the workspace's copy
 * was last brought up to date.
 */
async function jobChannel(db: Db, job: SyncJob) {
  const channel = await db
    .select({ uploads: channels.uploadsPlaylistId, role: channels.role, lastSyncedAt: channels.lastSyncedAt })
    .from(channels)
    .where(and(eq(channels.teamChannelId, job.teamChannelId), eq(channels.id, job.channelId)))
    .get();
  if (!channel) throw new Error(`sync ${job.id}: channel ${job.channelId} is gone`);
  return channel;
}

/** The workspace's channel row as the public record says, with where the older uploads continue. */
function channelFromPublic(db: Db, teamChannelId: string, record: ChannelRecord, olderToken: string | null) {
  return db
    .update(channels)
    .set({
      title: record.title,
      handle: record.handle,
      description: record.description,
      thumbnailUrl: record.thumbnailUrl,
      subscriberCount: record.subscriberCount,
      viewCount: record.viewCount,
      videoCount: record.videoCount,
      olderUploadsToken: olderToken,
    })
    .where(and(eq(channels.teamChannelId, teamChannelId), eq(channels.id, record.youtubeId)));
}

/** Whether any workspace follows the channel as its own (its tools read the whole history and comments). */
async function followedAsOwn(db: Db, channelId: string): Promise<boolean> {
  const row = await db
    .select({ id: channels.id })
    .from(channels)
    .where(and(eq(channels.id, channelId), eq(channels.role, "own")))
    .limit(1)
    .get();
  return row !== undefined;
}

/**
 * This refresh's due readings of the workspace's own channel's uploads from its creator's YouTube
 * Analytics, marked as such, or null when Analytics is not asked (this workspace holds no working
 * grant to the channel, or nothing is due that it could give). Analytics failing gives no
 * readings: either way the Data API reads what is due, as for any channel. A video the feed listed
 * takes this refresh's feed views; another takes Analytics' views unless they are behind what a
 * reading already saw (Analytics settles a day or two late), and is then left to the Data API.
 */
async function analyticsReadings(
  deps: Pick<StepDeps, "db" | "ownAnalytics">,
  teamChannelId: string,
  channelId: string,
  held: readonly HeldVideo[],
  required: readonly string[],
  slower: ReadonlyMap<string, number>,
  feedViews: Readonly<Record<string, number>>,
  now: Date,
): Promise<VideoStatsSnapshot[] | null> {
  if (!deps.ownAnalytics) return null;
  const candidates = analyticsCandidates(held, required, now, slower);
  if (candidates.length === 0) return null;
  let figures: OwnVideoFigures[];
  try {
    const analytics = await deps.ownAnalytics(teamChannelId, channelId);
    if (!analytics) return null;
    figures = await analytics.videoFigures(candidates, now);
  } catch (error) {
    log.warn("sync.analytics-figures-failed", { channelId, error });
    return [];
  }
  const asked = new Set(candidates);
  const seen = await heldViews(deps.db, channelId);
  const capturedAt = now.toISOString();
  const readings: VideoStatsSnapshot[] = [];
  for (const f of figures) {
    if (!asked.has(f.videoId)) continue;
    const fromFeed = feedViews[f.videoId];
    const views = fromFeed ?? (f.views >= (seen.get(f.videoId) ?? 0) ? f.views : null);
    if (views === null) continue;
    readings.push({
      videoYoutubeId: f.videoId,
      capturedAt,
      viewCount: views,
      likeCount: f.likes,
      commentCount: f.comments,
      source: "analytics",
    });
  }
  return readings;
}

/**
 * A start's comments: the channel's threads across all its videos, newest first, up to `pages`
 * pages (none for a competitor: no tool reads its comments). `uploadsRead` false when another
 * job read the uploads: this one leaves the channel's refresh marks alone.
 */
function startCommentsCursor(pages: number, { uploadsRead = true } = {}): SyncCursor {
  if (pages === 0) return { stage: "copy", read: uploadsRead };
  return { stage: "channel-comments", pageToken: null, page: 0, pages, ...(uploadsRead ? {} : { uploadsRead }) };
}

/** Nobody has read the channel's comments though its videos have some: it was started as someone's competitor. */
const neverRead = (held: readonly { commentCount: number | null }[], reads: ReadonlyMap<string, number>) =>
  reads.size === 0 && held.some((v) => (v.commentCount ?? 0) > 0);

async function commentsNeverRead(db: Db, channelId: string): Promise<boolean> {
  const [held, reads] = await Promise.all([publicVideos(db, channelId), commentCountsAtLastRead(db, channelId)]);
  return neverRead(held, reads);
}

/**
 * A refresh's comments, for a channel someone follows as their own (no tool reads a competitor's):
 * when any video's comment count moved since its comments were last read, the channel's newest
 * comments across all its videos; a channel whose comments were never read gets a start's read.
 */
async function movedCommentsCursor(db: Db, channelId: string, now: Date): Promise<SyncCursor> {
  if (!(await followedAsOwn(db, channelId))) return { stage: "copy", read: true };
  const [held, reads, publicRow] = await Promise.all([
    publicVideos(db, channelId),
    commentCountsAtLastRead(db, channelId),
    publicChannelOf(db, channelId),
  ]);
  const hasComments = held.some((v) => (v.commentCount ?? 0) > 0);
  // Started as someone's competitor, now someone's own: read as a start would.
  if (neverRead(held, reads)) return startCommentsCursor(START_LIMITS.own.commentPages);
  // Read only from its newer threads (started when starts read five videos'): once, on its day.
  if (hasComments && !publicRow?.commentHistoryReadAt && commentHistoryCatchUpToday(channelId, now))
    return startCommentsCursor(START_LIMITS.own.commentPages);
  const due = commentVideosDue(
    held.map((v) => ({
      id: v.id,
      publishedAt: v.publishedAt,
      commentCount: v.commentCount,
      countAtLastRead: reads.get(v.id) ?? null,
    })),
    1,
    now,
  );
  if (due.length === 0) return { stage: "copy", read: true };
  return { stage: "channel-comments", pageToken: null, page: 0 };
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

/** Whether any workspace's sync of the channel is under way (a start in progress fills its public store). */
async function startUnderWay(db: Db, channelId: string): Promise<boolean> {
  const running = await db
    .select({ id: syncJobs.id })
    .from(syncJobs)
    .where(and(eq(syncJobs.channelId, channelId), sql`${syncJobs.status} IN ('queued', 'running')`))
    .limit(1)
    .get();
  return running !== undefined;
}

/**
 * Whether a press of Refresh may read again: the workspace started no refresh in the last
 * MANUAL_REFRESH_EVERY_MS (between presses, Refresh copies what was read).
 */
export async function manualRefreshAllowed(db: Db, teamChannelId: string, now = new Date()): Promise<boolean> {
  const recent = await db
    .select({ id: syncJobs.id })
    .from(syncJobs)
    .where(
      and(
        eq(syncJobs.teamChannelId, teamChannelId),
        eq(syncJobs.kind, "refresh"),
        sql`${syncJobs.createdAt} > ${now.getTime() - MANUAL_REFRESH_EVERY_MS}`,
      ),
    )
    .limit(1)
    .get();
  return recent === undefined;
}

/** The newest job for a channel in a workspace (for progress on the page and the API). */
export async function latestSyncJob(db: Db, teamChannelId: string, channelId?: string) {
  return db
    .select()
    .from(syncJobs)
    .where(
      channelId
        ? and(eq(syncJobs.teamChannelId, teamChannelId), eq(syncJobs.channelId, channelId))
        : eq(syncJobs.teamChannelId, teamChannelId),
    )
    .orderBy(desc(syncJobs.createdAt))
    .limit(1)
    .get();
}
