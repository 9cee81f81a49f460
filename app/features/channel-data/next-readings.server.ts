// When the own channel's data is read from YouTube again, for Account Settings' channel card. A sync
// that finds nothing due reads nothing (refresh-schedule.ts), and a card that only said "0 fetched"
// looked broken: this says what the schedule holds instead. It runs the refresh's own rules on the
// channel's public store, so the card and the refresh cannot disagree; it reads, and spends nothing.
import type { Db } from "~/lib/db/client.server";
import { commentCountsAtLastRead, publicChannelOf, publicVideos } from "./public-channels.server";
import {
  DAILY_REFRESH_AFTER_MS,
  REFRESH_REUSE_MS,
  commentVideosDue,
  nextCommentHistoryCatchUp,
  slowerReadings,
  statsInterval,
} from "./refresh-schedule";

/** The Atom feed lists a channel's newest uploads, this many: their views come free at every refresh. */
const FEED_ENTRIES = 15;

export type NextReadings = {
  /** When the channel was last read from YouTube, by this workspace or another that follows it. */
  readAt: string;
  /** From when Sync now reads YouTube again; before that, a press copies what was read. */
  syncNowReadsFrom: string;
  /** When the hourly job refreshes the workspace's copy next, at the earliest. */
  dailyAt: string;
  /** Uploads whose statistics are due now (read by the next refresh), and when the next falls due after them. */
  statistics: { dueNow: number; nextDueAt: string | null; uploads: number };
  /** Uploads whose comment count moved since their comments were read: the next refresh reads those comments. */
  commentsMoved: number;
  /**
   * When the comment threads older than those read so far are read (a channel started when starts
   * read its 5 newest videos' comments only), from the refresh on or after this; null when read.
   */
  olderCommentsFrom: string | null;
  /** How many of the newest uploads take their views from the feed at every refresh. */
  feedUploads: number;
};

/**
 * The own channel's next readings, or null while its first read is under way (nothing is held yet to
 * schedule). `lastSyncedAt` is the workspace's copy's: the daily refresh counts from it.
 */
export async function nextReadings(
  db: Db,
  own: { id: string; lastSyncedAt: string | null },
  now = new Date(),
): Promise<NextReadings | null> {
  const publicRow = await publicChannelOf(db, own.id);
  if (!publicRow?.startedAt || !publicRow.refreshedAt) return null;
  const [held, reads] = await Promise.all([publicVideos(db, own.id), commentCountsAtLastRead(db, own.id)]);
  const newestFirst = [...held].sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime());
  // Which uploads the feed lists is known only while a refresh runs: its newest ones, as the feed says.
  const feedListed = new Set(newestFirst.slice(0, FEED_ENTRIES).map((v) => v.id));
  const slower = slowerReadings(held, feedListed, "own");
  let dueNow = 0;
  let nextDue = Infinity;
  for (const v of held) {
    if (v.statsReadAt === null) {
      dueNow++;
      continue;
    }
    const at = v.statsReadAt.getTime() + statsInterval(v.publishedAt, now, slower.get(v.id) ?? 0);
    if (at <= now.getTime()) dueNow++;
    else nextDue = Math.min(nextDue, at);
  }
  const moved = commentVideosDue(
    held.map((v) => ({
      id: v.id,
      publishedAt: v.publishedAt,
      commentCount: v.commentCount,
      countAtLastRead: reads.get(v.id) ?? null,
    })),
    held.length,
    now,
  ).length;
  const readAt = publicRow.refreshedAt.getTime();
  const copiedAt = own.lastSyncedAt ? Date.parse(own.lastSyncedAt) : readAt;
  const dailyAt = new Date(Math.max(copiedAt + DAILY_REFRESH_AFTER_MS, now.getTime()));
  const olderComments =
    publicRow.commentHistoryReadAt || !held.some((v) => (v.commentCount ?? 0) > 0)
      ? null
      : reads.size === 0
        ? dailyAt
        : nextCommentHistoryCatchUp(own.id, dailyAt);
  return {
    readAt: new Date(readAt).toISOString(),
    // Sync now's job carries no `manual` mark, so it takes the refresh's reuse: anyone's read of the
    // last hour is copied rather than read again.
    syncNowReadsFrom: new Date(Math.max(readAt + REFRESH_REUSE_MS, now.getTime())).toISOString(),
    dailyAt: dailyAt.toISOString(),
    statistics: {
      dueNow,
      nextDueAt: Number.isFinite(nextDue) ? new Date(nextDue).toISOString() : null,
      uploads: held.length,
    },
    commentsMoved: moved,
    olderCommentsFrom: olderComments ? olderComments.toISOString() : null,
    feedUploads: FEED_ENTRIES,
  };
}
