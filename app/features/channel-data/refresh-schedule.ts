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
 * A video the feed lists gets its views from the feed at every refresh, so its other counts (likes,
 * the comment count that says whether comments moved) can wait: three days on an own channel, a
 * week on a channel nobody reads the comments of (only anyone's competitor).
 */
export const FEED_LISTED_EVERY_HOURS = { own: 72, competitor: 168 } as const;

/**
 * Of a channel that is only anyone's competitor, the tools read the newest uploads (Competitor
 * Monitor's 50, the Thumbnail Optimizer's rivals): older ones are read only as often as the
 * Developer Policies ask of stored API data, and older uploads are not backfilled.
 */
export const COMPETITOR_TRACKED_UPLOADS = 50;
export const UNTRACKED_EVERY_HOURS = 672;

/** `videos.list` takes at most 50 ids a call, each call one unit whatever the count. */
export const STATS_IDS_PER_CALL = 50;
/** A refresh reads at most this many batches of due statistics (a 5,000-upload channel catches up over days). */
export const STATS_CALLS_PER_REFRESH = 4;

/** Videos whose comments a refresh reads at most (those whose comment count moved, newest first). */
export const COMMENT_VIDEOS_PER_REFRESH = 5;
/**
 * A refresh reads a channel's new comments across all its videos (100 threads a page, newest
 * first, stopping at the first comment held): at most this many pages a day. A day with more new
 * threads than that keeps the newest.
 */
export const CHANNEL_COMMENT_PAGES_PER_REFRESH = 3;

/**
 * A channel followed as its own whose threads were never read from the newest down to a start's
 * cap (it was started when starts read five videos' comments) gets that read once, at a refresh on
 * one day of the week chosen by its id: the catch-up costs up to a start's comment pages (10
 * units), and spreading channels over seven days keeps a deployment's day inside its allowance.
 */
export const COMMENT_HISTORY_CATCH_UP_DAYS = 7;

function catchUpSlot(channelId: string): number {
  let h = 0;
  for (let i = 0; i < channelId.length; i++) h = (h * 31 + channelId.charCodeAt(i)) >>> 0;
  return h % COMMENT_HISTORY_CATCH_UP_DAYS;
}

export function commentHistoryCatchUpToday(channelId: string, now: Date): boolean {
  return catchUpSlot(channelId) === Math.floor(now.getTime() / DAY_MS) % COMMENT_HISTORY_CATCH_UP_DAYS;
}

/** The first moment from `from` on that falls on the channel's catch-up day (UTC). */
export function nextCommentHistoryCatchUp(channelId: string, from: Date): Date {
  const day = Math.floor(from.getTime() / DAY_MS);
  const ahead =
    (catchUpSlot(channelId) - (day % COMMENT_HISTORY_CATCH_UP_DAYS) + COMMENT_HISTORY_CATCH_UP_DAYS) %
    COMMENT_HISTORY_CATCH_UP_DAYS;
  return ahead === 0 ? from : new Date((day + ahead) * DAY_MS);
}

/** commentThreads.list gives at most this many threads a page, one unit whatever the count. */
export const COMMENT_THREADS_PER_PAGE = 100;

/**
 * What a channel's start reads at once; the rest of the uploads arrives with the following days'
 * refreshes. Comments are read only for channels someone follows as their own (Comment Sentiment,
 * requests and Content Ideas read the own channel's audience; no tool reads a competitor's): the
 * channel's threads across all its videos, newest first, `commentPages` pages of 100. A channel
 * with up to 1,000 threads is read whole at its start; a larger one keeps its newest 1,000 and
 * every new one after (older threads are never read).
 *
 * The cap keeps a creator's whole start inside START_UNIT_BUDGET at its largest: an own channel
 * of 200+ uploads costs the lookup, 4 playlist pages and 4 videos.list calls (9) and 10 comment
 * pages, each of three competitors of 50+ uploads the lookup, a page and a videos.list call (9):
 * 28 units.
 */
export const START_LIMITS = {
  own: { uploads: 200, commentPages: 10 },
  competitor: { uploads: 50, commentPages: 0 },
} as const;

/** Units a creator's start (own channel and three competitors) may spend at most. */
export const START_UNIT_BUDGET = 30;

/** The most units one channel's start spends with `role`'s limits (the lookup included). */
export function startUnitsAtMost(role: keyof typeof START_LIMITS): number {
  const pages = Math.ceil(START_LIMITS[role].uploads / STATS_IDS_PER_CALL);
  return 1 + 2 * pages + START_LIMITS[role].commentPages;
}

/** Comments never read are read by a refresh only on videos this young: older ones start from their count. */
export const COMMENT_BACKFILL_DAYS = 30;

/** A refresh asked again within this long (another follower's, or the hourly job's) reads nothing new. */
export const REFRESH_REUSE_MS = HOUR_MS;
/**
 * A pressed Refresh follows the daily refresh's rules (the feed first, statistics by a video's age),
 * so it costs a call only for what changed: a new upload, a reading come due. A read of the channel
 * by anyone within this long is copied instead, and a workspace's presses run at most this often.
 */
export const MANUAL_REFRESH_EVERY_MS = 10 * 60_000;
/** The hourly job refreshes a followed channel once its last refresh is this old. */
export const DAILY_REFRESH_AFTER_MS = 20 * HOUR_MS;

/**
 * An own channel whose owner connected Google takes its uploads' views, likes and comment counts
 * from the YouTube Analytics API (the owner's grant, its own quota) before the Data API. Analytics'
 * figures settle a day or two late, so a video younger than this keeps its Data API readings (the
 * forecaster reads its first hours); new uploads and ones that may be gone are the Data API's too
 * (their metadata, or whether they still exist, is not in Analytics).
 */
export const ANALYTICS_MIN_AGE_DAYS = 2;

/**
 * The held videos whose due reading the owner's Analytics can give: due by the same schedule,
 * old enough, and not among the ids the Data API must read.
 */
export function analyticsCandidates(
  held: readonly HeldVideo[],
  required: readonly string[],
  now: Date,
  slower: ReadonlyMap<string, number> = new Map(),
): string[] {
  const must = new Set(required);
  const oldEnough = now.getTime() - ANALYTICS_MIN_AGE_DAYS * DAY_MS;
  return held
    .filter(
      (v) =>
        !must.has(v.id) &&
        v.publishedAt.getTime() <= oldEnough &&
        statsDue(v.publishedAt, v.statsReadAt, now, slower.get(v.id) ?? 0),
    )
    .map((v) => v.id);
}

/** How often a video of this age is read, in milliseconds; `atLeastHours` stretches it (see slowerReadings). */
export function statsInterval(publishedAt: Date, now: Date, atLeastHours = 0): number {
  const ageDays = (now.getTime() - publishedAt.getTime()) / DAY_MS;
  const band = STATS_INTERVALS.find((b) => ageDays < b.maxAgeDays) ?? STATS_INTERVALS.at(-1)!;
  return Math.max(band.everyHours, atLeastHours) * HOUR_MS;
}

/** Whether a video's statistics are due a reading (never read: due). */
export function statsDue(publishedAt: Date, lastReadAt: Date | null, now: Date, atLeastHours = 0): boolean {
  if (lastReadAt === null) return true;
  return now.getTime() - lastReadAt.getTime() >= statsInterval(publishedAt, now, atLeastHours);
}

/**
 * The videos read less often than their age says, with the hours between readings: those the feed
 * lists (their views come free), and, on a channel that is only a competitor, those past its
 * newest COMPETITOR_TRACKED_UPLOADS.
 */
export function slowerReadings(
  held: readonly HeldVideo[],
  feedListed: ReadonlySet<string>,
  role: "own" | "competitor",
): Map<string, number> {
  const slower = new Map<string, number>();
  if (role === "competitor") {
    const newestFirst = [...held].sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime());
    for (const v of newestFirst.slice(COMPETITOR_TRACKED_UPLOADS)) slower.set(v.id, UNTRACKED_EVERY_HOURS);
  }
  for (const id of feedListed) if (!slower.has(id)) slower.set(id, FEED_LISTED_EVERY_HOURS[role]);
  return slower;
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
  slower: ReadonlyMap<string, number> = new Map(),
): string[][] {
  const chosen = new Set(required);
  const byStaleness = [...held].sort(
    (a, b) => (a.statsReadAt?.getTime() ?? 0) - (b.statsReadAt?.getTime() ?? 0) || a.id.localeCompare(b.id),
  );
  for (const v of byStaleness) if (statsDue(v.publishedAt, v.statsReadAt, now, slower.get(v.id) ?? 0)) chosen.add(v.id);
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
