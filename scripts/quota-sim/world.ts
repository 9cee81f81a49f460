// The simulated creators: each with an own channel and three to ten competitors followed from
// their niche, joining on days spread over the year, some with Google connected, some pressing
// Competitor Monitor's Refresh. Every distribution here is assumed (no real creator base exists
// yet) except the comments a video draws per view, which the GB trending file gives (bench-quota.ts
// reads it); the figures are a smoke test of the refresh rules at scale.
import { type SeededRandom, seededRandom } from "../../app/lib/seeded-random";
import type { ChannelProfile } from "./channel-cost";

export type Creator = { joinDay: number; own: number; competitors: number[] };

/**
 * Presses of Competitor Monitor's Refresh: on a given day a `share` of creators press it, `perPressDay`
 * times on average, each more than MANUAL_REFRESH_EVERY_MS after the last (presses closer together
 * copy); each follows the daily refresh's rules (aggregate.ts's unitsAPress says what it costs).
 */
export type RefreshPresses = { share: number; perPressDay: number };

export type World = {
  days: number;
  refreshPresses: RefreshPresses;
  /** Own channels first (channel i is creator i's), then each niche's competitor pool by rank. */
  channels: ChannelProfile[];
  creators: Creator[];
};

export type WorldOptions = {
  creators: number;
  days: number;
  niches: number;
  /** Channels a niche's creators pick their competitors from, ranked by popularity. */
  poolPerNiche: number;
  /** The Zipf exponent of a competitor's popularity by rank: 1 and above, most follow the biggest. */
  zipfExponent: number;
  minCompetitors: number;
  maxCompetitors: number;
  /** Comments a video draws per view (the GB trending file's median). */
  commentsPerView: number;
  /** The share of creators whose own channel is connected with Google (its readings from Analytics first). */
  googleShare: number;
  refreshPresses: RefreshPresses;
};

export const DEFAULT_WORLD: Omit<WorldOptions, "commentsPerView"> = {
  creators: 100_000,
  days: 365,
  niches: 200,
  poolPerNiche: 500,
  zipfExponent: 1.1,
  minCompetitors: 3,
  maxCompetitors: 10,
  // Assumed (no usage data yet): Connect with Google is optional and asks for a Google sign-in and
  // consent, so a minority of creators connect.
  googleShare: 0.3,
  // Assumed: a fifth of creators open Competitor Monitor and press Refresh on a given day (a common
  // daily-to-monthly share for a dashboard tool), once or twice (1.5 on average), far enough apart
  // that each press reads.
  refreshPresses: { share: 0.2, perPressDay: 1.5 },
};

/**
 * Assumed (no usage data yet): 1% of creators allow changes and write on a given day (a title
 * test's swap, a bulk hold of spam, a reply), 1.5 writes each: 30 writes a day at 2,000 creators.
 */
export const DEFAULT_WRITES = { share: 0.01, perWriterDay: 1.5 };

/** A log-normal draw around `median` (σ in natural-log units), kept within [min, max]. */
function logNormal(random: SeededRandom, median: number, sigma: number, min: number, max: number) {
  return Math.min(max, Math.max(min, median * Math.exp(sigma * random.normal())));
}

/**
 * A creator's own channel: a small or mid-sized channel (median 150 uploads, most between 50
 * and 450; about 1.5 uploads a week; a median of 2,000 views an upload).
 */
export function ownChannel(random: SeededRandom, commentsPerView: number): ChannelProfile {
  const views = logNormal(random, 2_000, 1.3, 50, 2_000_000);
  return {
    role: "own",
    uploadsHeld: Math.round(logNormal(random, 150, 1.1, 3, 5_000)),
    uploadsPerWeek: logNormal(random, 1.5, 0.7, 0.1, 14),
    commentsPerVideo: views * commentsPerView,
  };
}

/**
 * A niche's competitor of popularity rank `rank` (1 the biggest): views an upload fall with rank
 * (1,000,000 at the top, 10,000 at rank 100), established channels (median 600 uploads, 3 a week).
 */
export function competitorChannel(random: SeededRandom, rank: number, commentsPerView: number): ChannelProfile {
  const views = logNormal(random, 1_000_000 / rank, 0.5, 500, 50_000_000);
  return {
    role: "competitor",
    uploadsHeld: Math.round(logNormal(random, 600, 0.8, 20, 5_000)),
    uploadsPerWeek: logNormal(random, 3, 0.7, 0.2, 21),
    commentsPerVideo: views * commentsPerView,
  };
}

/** Cumulative Zipf weights over ranks 1..n, for drawing a rank by popularity. */
function zipfCumulative(n: number, exponent: number): Float64Array {
  const cumulative = new Float64Array(n);
  let total = 0;
  for (let r = 1; r <= n; r++) {
    total += 1 / r ** exponent;
    cumulative[r - 1] = total;
  }
  for (let i = 0; i < n; i++) cumulative[i]! /= total;
  return cumulative;
}

function drawRank(cumulative: Float64Array, random: SeededRandom): number {
  const u = random.next();
  let lo = 0;
  let hi = cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cumulative[mid]! < u) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function buildWorld(options: WorldOptions, random: SeededRandom): World {
  const channels: ChannelProfile[] = [];
  // Its own stream: the share connected changes no other draw of the world.
  const google = seededRandom("quota-world:google");
  for (let i = 0; i < options.creators; i++)
    channels.push({ ...ownChannel(random, options.commentsPerView), analytics: google.next() < options.googleShare });
  const poolStart: number[] = [];
  for (let n = 0; n < options.niches; n++) {
    poolStart.push(channels.length);
    for (let rank = 1; rank <= options.poolPerNiche; rank++)
      channels.push(competitorChannel(random, rank, options.commentsPerView));
  }
  const cumulative = zipfCumulative(options.poolPerNiche, options.zipfExponent);
  const creators: Creator[] = [];
  for (let i = 0; i < options.creators; i++) {
    const niche = random.int(options.niches);
    const wanted = options.minCompetitors + random.int(options.maxCompetitors - options.minCompetitors + 1);
    const picked = new Set<number>();
    while (picked.size < wanted) picked.add(poolStart[niche]! + drawRank(cumulative, random));
    // Joins spread evenly over the year: the world grows to its full size on the last day.
    creators.push({ joinDay: Math.floor((i / options.creators) * options.days), own: i, competitors: [...picked] });
  }
  return { days: options.days, refreshPresses: options.refreshPresses, channels, creators };
}
