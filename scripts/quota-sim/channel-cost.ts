// What one public channel costs in YouTube Data API units, day by day from the day it is first
// followed, under the refresh schedule's real rules (app/features/channel-data/refresh-schedule.ts):
// the start reads START_LIMITS, older uploads are backfilled, and every DAILY_REFRESH_AFTER_MS the
// hourly job refreshes it: new uploads come from the free Atom feed, statistics are read by
// statsBatches, comments by commentVideosDue. A channel is simulated once however many workspaces
// follow it: that sharing is the point of the public store, and the world (world.ts) pays it once.
import {
  CHANNEL_COMMENT_PAGES_PER_REFRESH,
  DAILY_REFRESH_AFTER_MS,
  type HeldVideo,
  START_LIMITS,
  STATS_IDS_PER_CALL,
  analyticsCandidates,
  commentVideosDue,
  slowerReadings,
  statsBatches,
} from "../../app/features/channel-data/refresh-schedule";
import type { SeededRandom } from "../../app/lib/seeded-random";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The Atom feed lists a channel's 15 newest uploads with their views, for no units. */
export const FEED_UPLOADS = 15;
/** Older uploads the days after a start fill in: 4 playlistItems pages and 4 videos.list calls a day. */
export const BACKFILL_UPLOADS_PER_DAY = 200;
/** commentThreads.list returns up to 100 threads a page. */
export const COMMENT_THREADS_PER_PAGE = 100;
/**
 * Comments arrive fast and then slowly: a video has a/(a + τ) of its lifetime comments at age a
 * days, half in its first day (τ = 1), 90% by day 9, 99% by day 99. Assumed (the trending file
 * gives no publication dates to fit it on), in line with its trending videos' counts, which moved
 * on most days while they trended.
 */
export const COMMENT_HALF_DAYS = 1;

export type ChannelRole = "own" | "competitor";

export type ChannelProfile = {
  role: ChannelRole;
  /** Uploads the channel has when it is first followed. */
  uploadsHeld: number;
  uploadsPerWeek: number;
  /** The comments a typical upload gathers over its life (each upload's own is drawn around it). */
  commentsPerVideo: number;
  /** An own channel whose creator connected Google: its due readings come from Analytics first. */
  analytics?: boolean;
};

/** Units a day since the channel was first followed (day 0 holds the start). */
export type ChannelCost = {
  /** The handle's lookup, the start's reads and the older uploads' backfill. */
  start: Float64Array;
  /** The refreshes: statistics, comments, and feed overflow. */
  work: Float64Array;
  /** The part of `work` spent reading comments (the rest is statistics and feed overflow). */
  comments: Float64Array;
};

type SimVideo = HeldVideo & {
  lifetimeComments: number;
  /** YouTube's comment count as the last statistics reading saw it. */
  commentCount: number;
  /** The count when its comments were last read (the rule's "count at the last read"). */
  countAtLastRead: number | null;
  /** Its age in days at the last statistics reading (its comments until then are counted). */
  ageAtCount: number;
};

function poisson(random: SeededRandom, mean: number): number {
  if (mean <= 0) return 0;
  if (mean > 30) return Math.max(0, Math.round(mean + Math.sqrt(mean) * random.normal()));
  const limit = Math.exp(-mean);
  let k = 0;
  let p = random.next();
  while (p > limit) {
    k += 1;
    p *= random.next();
  }
  return k;
}

const commentShare = (ageDays: number) => (ageDays <= 0 ? 0 : ageDays / (ageDays + COMMENT_HALF_DAYS));

/**
 * Simulates one channel for `days` days from its first follow. `lookup` is false when its handle
 * was resolved before (the lookup is then free). Deleted uploads are not modelled; presses of
 * Refresh are a workspace's own, not the channel's (aggregate.ts adds them per creator).
 */
export function simulateChannelCost(
  profile: ChannelProfile,
  days: number,
  random: SeededRandom,
  options: { lookup?: boolean } = {},
): ChannelCost {
  const start = new Float64Array(days);
  const work = new Float64Array(days);
  const comments = new Float64Array(days);
  const t0 = Date.UTC(2026, 0, 1);
  const gapMs = (7 * DAY_MS) / Math.max(profile.uploadsPerWeek, 1e-6);
  let nextId = 0;

  const makeVideo = (publishedMs: number): SimVideo => ({
    id: `v${nextId++}`,
    publishedAt: new Date(publishedMs),
    statsReadAt: null,
    // Uploads differ: some draw ten times the comments of others.
    lifetimeComments: profile.commentsPerVideo * Math.exp(random.normal() * 0.8 - 0.32),
    commentCount: 0,
    countAtLastRead: null,
    ageAtCount: 0,
  });

  /** A statistics reading at `nowMs`: the comments that arrived since the last one are counted. */
  const readStats = (v: SimVideo, nowMs: number) => {
    const age = (nowMs - v.publishedAt.getTime()) / DAY_MS;
    const expected = v.lifetimeComments * (commentShare(age) - commentShare(v.ageAtCount));
    v.commentCount += poisson(random, expected);
    v.ageAtCount = age;
    v.statsReadAt = new Date(nowMs);
  };

  // The channel's past uploads, newest first, evenly spread back from the start.
  const past: SimVideo[] = [];
  for (let i = 0; i < profile.uploadsHeld; i++) past.push(makeVideo(t0 - (i + random.next()) * gapMs));

  const held: SimVideo[] = [];
  const byId = new Map<string, SimVideo>();
  const hold = (v: SimVideo) => {
    held.push(v);
    byId.set(v.id, v);
  };

  // The start: the lookup, then the newest uploads read in pages of 50 with their statistics, and
  // (an own channel's) newest comment threads across all its uploads, up to the start's pages.
  // Threads past those are never fetched: the count seen at the first reading is where "new
  // comments" start.
  const limits = START_LIMITS[profile.role];
  const firstRead = past.slice(0, limits.uploads);
  const pages = Math.ceil(firstRead.length / STATS_IDS_PER_CALL);
  start[0]! += (options.lookup === false ? 0 : 1) + 2 * pages;
  for (const v of firstRead) {
    readStats(v, t0);
    hold(v);
  }
  const threads = firstRead.reduce((n, v) => n + v.commentCount, 0);
  start[0]! += Math.min(limits.commentPages, Math.ceil(threads / COMMENT_THREADS_PER_PAGE));
  for (const v of firstRead) v.countAtLastRead = v.commentCount;

  // Uploads still to come, in order: a Poisson process at the channel's rate.
  let nextUploadMs = t0 + -Math.log(1 - random.next()) * gapMs;
  let backfilled = firstRead.length;
  let backfillDay = 1;
  /** The backfill's steps due by `untilMs`, one a day: 200 older uploads with their statistics. */
  const backfillUntil = (untilMs: number) => {
    // Only an own channel's older uploads are backfilled: a competitor's tools read its newest.
    if (profile.role !== "own") return;
    for (; backfilled < past.length && backfillDay < days && t0 + backfillDay * DAY_MS <= untilMs; backfillDay++) {
      const atMs = t0 + backfillDay * DAY_MS;
      const batch = past.slice(backfilled, backfilled + BACKFILL_UPLOADS_PER_DAY);
      backfilled += batch.length;
      start[backfillDay]! += 2 * Math.ceil(batch.length / STATS_IDS_PER_CALL);
      for (const v of batch) {
        readStats(v, atMs);
        v.countAtLastRead = v.commentCount;
        hold(v);
      }
    }
  };

  // The refreshes, every DAILY_REFRESH_AFTER_MS (the hourly job takes a channel once that old).
  for (let nowMs = t0 + DAILY_REFRESH_AFTER_MS; nowMs < t0 + days * DAY_MS; nowMs += DAILY_REFRESH_AFTER_MS) {
    backfillUntil(nowMs);
    const day = Math.floor((nowMs - t0) / DAY_MS);
    let units = 0;
    const fresh: SimVideo[] = [];
    while (nextUploadMs <= nowMs) {
      fresh.push(makeVideo(nextUploadMs));
      nextUploadMs += -Math.log(1 - random.next()) * gapMs;
    }
    // The feed tells of up to 15 new uploads for free; more than that needs the uploads playlist.
    if (fresh.length > FEED_UPLOADS) units += Math.ceil(fresh.length / STATS_IDS_PER_CALL);
    for (const v of fresh) hold(v);
    const now = new Date(nowMs);
    // The feed gives the 15 newest uploads' views; their other counts, and a competitor's uploads
    // past its newest, are read less often (slowerReadings).
    const newest = [...held].sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime()).slice(0, FEED_UPLOADS);
    const slower = slowerReadings(held, new Set(newest.map((v) => v.id)), profile.role);
    // A Google-connected own channel's due readings come from Analytics (no Data API units); the
    // Data API reads what is left: new uploads and those too young for Analytics' settled figures.
    if (profile.role === "own" && profile.analytics)
      for (const id of analyticsCandidates(
        held,
        fresh.map((v) => v.id),
        now,
        slower,
      ))
        readStats(byId.get(id)!, nowMs);
    const batches = statsBatches(
      held,
      fresh.map((v) => v.id),
      now,
      undefined,
      slower,
    );
    units += batches.length;
    for (const batch of batches) for (const id of batch) readStats(byId.get(id)!, nowMs);
    // Comments are read for an own channel only, across all its videos at once (100 threads a
    // page, newest first), when any video's count moved.
    let commentUnits = 0;
    if (profile.role === "own" && commentVideosDue(held, 1, now).length > 0) {
      const newComments = held.reduce((n, v) => n + Math.max(0, v.commentCount - (v.countAtLastRead ?? 0)), 0);
      commentUnits = Math.min(
        CHANNEL_COMMENT_PAGES_PER_REFRESH,
        Math.max(1, Math.ceil(newComments / COMMENT_THREADS_PER_PAGE)),
      );
      for (const v of held) v.countAtLastRead = v.commentCount;
    }
    work[day]! += units + commentUnits;
    comments[day]! += commentUnits;
  }
  backfillUntil(t0 + days * DAY_MS);
  return { start, work, comments };
}
