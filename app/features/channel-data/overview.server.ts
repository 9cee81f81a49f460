// What a workspace holds, for the account page, GET /api/channel and the tools' empty states.
import { type AnyColumn, type SQL, and, count, desc, eq, sql } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "~/lib/db/client.server";
import { channels, comments, dailyAnalytics, imports, syncJobs, videoAnalytics, videos } from "./tables";
import { type ChannelDataDb, withChannelData } from "./data-place.server";
import { FIRST_SYNC_UPLOADS, OLDER_UPLOAD_PAGES_PER_REFRESH } from "./sync.server";

export type SyncSummary = {
  id: string;
  status: "queued" | "running" | "done" | "failed";
  stage: string;
  progress: { videosFound: number; statsFetched: number; commentsFetched: number };
  error: string | null;
  startedAt: string;
  finishedAt: string | null;
};

export type OwnChannel = { id: string; title: string; subscriberCount: number | null };

/** The workspace's own channel, or null before one is connected: what every tool starts from. */
export async function ownChannelOf(db: Db, teamChannelId: string): Promise<OwnChannel | null> {
  const row = await db
    .select({ id: channels.id, title: channels.title, subscriberCount: channels.subscriberCount })
    .from(channels)
    .where(and(eq(channels.teamChannelId, teamChannelId), eq(channels.role, "own")))
    .get();
  return row ?? null;
}

/**
 * The own channel with its public totals as YouTube gave them at the last sync that finished
 * (channels.list statistics, written with the channel row), for the dashboard's headline figures.
 * `readAt` is when that sync finished; null when no sync has read the channel from YouTube (a
 * channel known only from a Studio import), whose totals are then not YouTube's.
 */
export type OwnChannelTotals = OwnChannel & { viewCount: number; isSample: boolean; readAt: string | null };

export async function ownChannelTotalsOf(db: Db, teamChannelId: string): Promise<OwnChannelTotals | null> {
  const row = await db
    .select({
      id: channels.id,
      title: channels.title,
      subscriberCount: channels.subscriberCount,
      viewCount: channels.viewCount,
      isSample: channels.isSample,
      lastSyncedAt: channels.lastSyncedAt,
    })
    .from(channels)
    .where(and(eq(channels.teamChannelId, teamChannelId), eq(channels.role, "own")))
    .get();
  if (!row) return null;
  const { lastSyncedAt, ...rest } = row;
  return { ...rest, readAt: lastSyncedAt ? lastSyncedAt.toISOString() : null };
}

/**
 * The own channel's first sync is still listing its uploads (queued, or running in its uploads
 * stage): the Google sync waits for the list before reading each upload's first days.
 */
export async function ownUploadsListing(db: Db, teamChannelId: string): Promise<boolean> {
  const own = await ownChannelOf(db, teamChannelId);
  if (!own) return false;
  const job = await db
    .select({ status: syncJobs.status, kind: syncJobs.kind, cursor: syncJobs.cursor })
    .from(syncJobs)
    .where(and(eq(syncJobs.teamChannelId, teamChannelId), eq(syncJobs.channelId, own.id)))
    .orderBy(desc(syncJobs.createdAt))
    .limit(1)
    .get();
  return (
    !!job &&
    job.kind === "full" &&
    (job.status === "queued" || job.status === "running") &&
    job.cursor.stage === "uploads"
  );
}

/**
 * A condition for another feature's query: the workspace in `teamChannelIdColumn` has its own
 * channel connected (the Content Ideas cron picks only those), without naming our table there.
 */
export function hasOwnChannelSql(teamChannelIdColumn: SQL | AnyColumn): SQL {
  return sql`exists (select 1 from ${channels} c where c.workspace_id = ${teamChannelIdColumn} and c.role = 'own')`;
}

export async function channelOverview(db: Db, teamChannelId: string) {
  const own = await db
    .select()
    .from(channels)
    .where(and(eq(channels.teamChannelId, teamChannelId), eq(channels.role, "own")))
    .get();
  const [videoCount, commentCount, analyticsVideos, analyticsDays, competitorCount, job, history] = await Promise.all([
    own
      ? withChannelData(db, teamChannelId, ({ db: place }) =>
          countWhere(place, videos, and(eq(videos.teamChannelId, teamChannelId), eq(videos.channelId, own.id))),
        )
      : 0,
    own ? ownCommentCount(db, teamChannelId, own.id) : { all: 0, ownReplies: 0 },
    // Per-video analytics are the reading workspace's own (a demo's copy); the days are its data's.
    withChannelData(db, teamChannelId, ({ db: place }) =>
      countWhere(place, videoAnalytics, eq(videoAnalytics.teamChannelId, teamChannelId)),
    ),
    withChannelData(db, teamChannelId, ({ db: place, storedUnder }) =>
      countWhere(
        place,
        dailyAnalytics,
        and(eq(dailyAnalytics.teamChannelId, storedUnder), eq(dailyAnalytics.videoId, "")),
      ),
    ),
    countWhere(db, channels, and(eq(channels.teamChannelId, teamChannelId), eq(channels.role, "competitor"))),
    own
      ? db
          .select()
          .from(syncJobs)
          .where(and(eq(syncJobs.teamChannelId, teamChannelId), eq(syncJobs.channelId, own.id)))
          .orderBy(desc(syncJobs.createdAt))
          .limit(1)
          .get()
      : undefined,
    db
      .select()
      .from(imports)
      .where(eq(imports.teamChannelId, teamChannelId))
      .orderBy(desc(imports.createdAt))
      .limit(10),
  ]);
  return {
    channel: own
      ? {
          id: own.id,
          title: own.title,
          handle: own.handle,
          thumbnailUrl: own.thumbnailUrl,
          subscriberCount: own.subscriberCount,
          isSample: own.isSample,
          lastSyncedAt: own.lastSyncedAt?.toISOString() ?? null,
          // A first sync reads only the newest uploads; the rest arrive with the daily refresh.
          olderUploads: own.olderUploadsToken
            ? { firstSync: FIRST_SYNC_UPLOADS, perDay: OLDER_UPLOAD_PAGES_PER_REFRESH * 50 }
            : null,
        }
      : null,
    counts: {
      videos: videoCount,
      /** Every comment stored on the own channel's videos, all dates, the channel's own replies included. */
      comments: commentCount.all,
      /** Of those, the channel's own replies (never analysed by Comment Sentiment). */
      ownReplies: commentCount.ownReplies,
      analyticsVideos,
      analyticsDays,
      competitors: competitorCount,
    },
    sync: job ? summariseJob(job) : null,
    imports: history.map((i) => ({
      id: i.id,
      kind: i.kind,
      fileName: i.fileName,
      status: i.status,
      rowsAdded: i.rowsAdded,
      rowsUpdated: i.rowsUpdated,
      rowsUnchanged: i.rowsUnchanged,
      rowsSkipped: i.rowsSkipped,
      report: i.report,
      createdAt: i.createdAt.toISOString(),
    })),
  };
}

export type ChannelOverview = Awaited<ReturnType<typeof channelOverview>>;

/** One sync job of the workspace by id (any channel: own or competitor), for the progress route; null if not its. */
export async function syncJobProgress(db: Db, teamChannelId: string, id: string): Promise<SyncSummary | null> {
  const job = await db
    .select()
    .from(syncJobs)
    .where(and(eq(syncJobs.teamChannelId, teamChannelId), eq(syncJobs.id, id)))
    .get();
  return job ? summariseJob(job) : null;
}

export function summariseJob(job: typeof syncJobs.$inferSelect): SyncSummary {
  return {
    id: job.id,
    status: job.status,
    stage: job.cursor.stage,
    progress: { videosFound: job.videosFound, statsFetched: job.statsFetched, commentsFetched: job.commentsFetched },
    error: job.error,
    startedAt: job.createdAt.toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
  };
}

async function countWhere(db: ChannelDataDb, table: SQLiteTable, where: SQL | undefined): Promise<number> {
  const row = await db.select({ n: count() }).from(table).where(where).get();
  return row?.n ?? 0;
}

/**
 * The comments stored on the own channel's videos (every date), and how many of them are the
 * channel's own replies: those are stored but never analysed, which is most of the gap between
 * this count and Comment Sentiment's analysed comments.
 */
async function ownCommentCount(db: Db, teamChannelId: string, channelId: string) {
  const row = await withChannelData(db, teamChannelId, ({ db: place, storedUnder }) =>
    place
      .select({
        n: count(),
        ownReplies: sql<number>`coalesce(sum(case when ${comments.authorChannelId} = ${videos.channelId} then 1 else 0 end), 0)`,
      })
      .from(comments)
      .innerJoin(videos, and(eq(videos.teamChannelId, teamChannelId), eq(videos.id, comments.videoId)))
      .where(and(eq(comments.teamChannelId, storedUnder), eq(videos.channelId, channelId)))
      .get(),
  );
  return { all: row?.n ?? 0, ownReplies: Number(row?.ownReplies ?? 0) };
}
