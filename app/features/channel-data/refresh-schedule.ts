// When a public channel's data is read again, and how much of it. One YouTube Data API allowance
// serves every creator, so each rule here is about spending a unit only where the answer can have
// changed. The channel's Atom feed (15 newest uploads with their view counts) costs nothing and is
// read at every refresh; the units go to what the feed cannot tell: statistics beyond views (likes,
// the comment count) and the comments themselves. Pure, so the quota simulation in the benchmarks
// runs the same rules as the refresh (scripts/bench-quota.ts).

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * How old a video's last `videos.list` reading may be, by the video's age. Young videos change
 * fastest, and the forecaster reads their early days; their views also come from the free feed
 * between readings. A video older than a month changes slowly: a reading a week keeps its counts
 * (and whether it still exists) fresh enough for every tool.
 */
export const STATS_INTERVALS: readonly { maxAgeDays: number; everyHours: number }[] = [
  { maxAgeDays: 2, everyHours: 12 },
  { maxAgeDays: 7, everyHours: 24 },
  { maxAgeDays: 30, everyHours: 72 },
  { maxAgeDays: 365, everyHours: 168 },
  // Inside the 30 days within which the Developer Policies want unauthorised API data refreshed.
  { maxAgeDays: Infinity, everyHours: 672 },
];

/**
 * A video the feed lists gets its views from the feed at every refresh; when nobody reads the
 * channel's comments (it is only anyone's competitor), its other counts are read once a week.
 */
export const FEED_LISTED_EVERY_HOURS = 168;

/** `videos.list` takes at most 50 ids a call, each call one unit whatever the count. */
export const STATS_IDS_PER_CALL = 50;
/** A refresh reads at most this many batches of due statistics (a 5,000-upload channel catches up over days). */
export const STATS_CALLS_PER_REFRESH = 4;

/** Videos whose comments a refresh reads at most (those whose comment count moved, newest first). */
export const COMMENT_VIDEOS_PER_REFRESH = 5;
/** Pages of new comments read per video at most: newest first, stopping at the first comment held. */
export const COMMENT_PAGES_PER_VIDEO = 2;
/**
 * A refresh reads a channel's new comments across all its videos (100 threads a page, newest
 * first, stopping at the first comment held): at most this many pages a day. A day with more new
 * threads than that keeps the newest.
 */
export const CHANNEL_COMMENT_PAGES_PER_REFRESH = 3;

/**
 * What a channel's start reads at once; the rest arrives with the following days' refreshes.
 * Comments are read only for channels someone follows as their own: Comment Sentiment and Content
 * Ideas read the own channel's audience, and no tool reads a competitor's comments.
 */
export const START_LIMITS = {
  own: { uploads: 200, commentVideos: 5 },
  competitor: { uploads: 50, commentVideos: 0 },
} as const;

/** Comments never read are read by a refresh only on videos this young: older ones start from their count. */
export const COMMENT_BACKFILL_DAYS = 30;

/** A refresh asked again within this long (another follower's, or a second click) reads nothing new. */
export const REFRESH_REUSE_MS = HOUR_MS;
/** The hourly job refreshes a followed channel once its last refresh is this old. */
export const DAILY_REFRESH_AFTER_MS = 20 * HOUR_MS;

/** How often a video of this age is read, in milliseconds (`viewsFromFeed`: the feed lists it and its comments are not read). */
export function statsInterval(publishedAt: Date, now: Date, viewsFromFeed = false): number {
  const ageDays = (now.getTime() - publishedAt.getTime()) / DAY_MS;
  const band = STATS_INTERVALS.find((b) => ageDays < b.maxAgeDays) ?? STATS_INTERVALS.at(-1)!;
  return Math.max(band.everyHours, viewsFromFeed ? FEED_LISTED_EVERY_HOURS : 0) * HOUR_MS;
}

/** Whether a video's statistics are due a reading (never read: due). */
export function statsDue(publishedAt: Date, lastReadAt: Date | null, now: Date, viewsFromFeed = false): boolean {
  if (lastReadAt === null) return true;
  return now.getTime() - lastReadAt.getTime() >= statsInterval(publishedAt, now, viewsFromFeed);
}

export type HeldVideo = { id: string; publishedAt: Date; statsReadAt: Date | null };

/**
 * The ids one refresh reads with `videos.list`: the ones it must (`required`: new in the feed, or
 * missing from it and maybe gone), then every video whose reading is due, stalest first. Once a
 * call is made anyway, its unused places go to the videos read longest ago: the unit is spent
 * whether the call carries 1 id or 50, so those readings are free.
 */
export function statsBatches(
  held: readonly HeldVideo[],
  required: readonly string[],
  now: Date,
  maxCalls = STATS_CALLS_PER_REFRESH,
  viewsFromFeed: ReadonlySet<string> = new Set(),
): string[][] {
  const chosen = new Set(required);
  const byStaleness = [...held].sort(
    (a, b) => (a.statsReadAt?.getTime() ?? 0) - (b.statsReadAt?.getTime() ?? 0) || a.id.localeCompare(b.id),
  );
  for (const v of byStaleness)
    if (statsDue(v.publishedAt, v.statsReadAt, now, viewsFromFeed.has(v.id))) chosen.add(v.id);
  if (chosen.size === 0) return [];
  const calls = Math.min(maxCalls, Math.ceil(chosen.size / STATS_IDS_PER_CALL));
  for (const v of byStaleness) {
    if (chosen.size >= calls * STATS_IDS_PER_CALL) break;
    chosen.add(v.id);
  }
  const ids = [...chosen].slice(0, calls * STATS_IDS_PER_CALL);
  const batches: string[][] = [];
  for (let i = 0; i < ids.length; i += STATS_IDS_PER_CALL) batches.push(ids.slice(i, i + STATS_IDS_PER_CALL));
  return batches;
}

/**
 * Videos whose comments are worth a read: the comment count YouTube reports moved past the count
 * at the last read (or, on a video of the last month, they were never read and it has comments),
 * newest first, at most `limit`.
 */
export function commentVideosDue(
  videos: readonly { id: string; publishedAt: Date; commentCount: number | null; countAtLastRead: number | null }[],
  limit = COMMENT_VIDEOS_PER_REFRESH,
  now = new Date(),
): string[] {
  const backfillFrom = now.getTime() - COMMENT_BACKFILL_DAYS * DAY_MS;
  return videos
    .filter((v) =>
      v.countAtLastRead === null
        ? (v.commentCount ?? 0) > 0 && v.publishedAt.getTime() >= backfillFrom
        : (v.commentCount ?? 0) > v.countAtLastRead,
    )
    .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime() || a.id.localeCompare(b.id))
    .slice(0, limit)
    .map((v) => v.id);
}
