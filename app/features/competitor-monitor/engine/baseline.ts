// The outlier score: a video's views against its channel's norm at the same age.
//
// For a video observed at age A (its newest snapshot minus its publish time), the peers are the
// channel's other uploads of the same format (Shorts with Shorts, long-form with long-form, when
// the channel has 3+ others of that format; otherwise all its uploads) that were published at
// least A before now, the 30 most recent of them: in practice, the 30 uploads just before it.
// Each peer's views at age A are interpolated from its own snapshots (history.ts), so a 3-day-old
// video is compared with what the others had at 3 days, not with their lifetime totals. A peer
// first read long after age A (a channel just added: every older upload has only today's count)
// has no reading near A; its views there are carried back along the typical growth curve from its
// nearest reading (~/lib/stats growth-curve.ts, measured on real trending videos) and counted as
// estimated, which the explanation says. Without that, a two-day-old upload would be set against
// the others' counts at two months and could never look like an outlier.
//
//   outlierScore = views at A / median(peer views at A)
//
// When fewer than 3 peers are old enough (the oldest uploads we track, a channel with few
// uploads), newer uploads join them with their views carried forward to age A along the same
// curve, from a reading at least three days old: without that, a month-old upload would be set
// against the others' counts at a week. Only when no upload can be read at age A that way (the
// others all read younger than three days) does the baseline fall back to the current views of
// the 30 most recent other uploads ("current-views"). No peers, or a baseline of 0 views, gives
// no score.
import { DAY_MS, HOUR_MS, ZERO_ANCHOR_MAX_MS, viewsAt, type HistoryPoint } from "./history";
import { REAL_AGE_CURVE, median, percentileRank, viewsAlongCurve } from "~/lib/stats";

export const PEER_LIMIT = 30;
export const MIN_PEERS = 3;
/** A same-format peer group needs this many uploads, else all formats are compared. */
const MIN_SAME_FORMAT = 3;

export type Upload = {
  id: string;
  publishMs: number;
  isShort: boolean;
  history: HistoryPoint[];
};

/**
 * `estimatedPeers`: how many of the same-age peers' views were carried along the growth curve;
 * `newerPeers`: how many of them were published after the video (carried forward to its age).
 */
export type Baseline = {
  medianViews: number;
  peers: number;
  method: "same-age" | "current-views";
  ageMs: number;
  estimatedPeers: number;
  newerPeers: number;
};

/**
 * A newer upload's views are carried forward to an older one's age only from a reading at least
 * this old: from a day-old reading the curve's 80% range spans seven times (bench-published.ts).
 */
export const CARRY_FORWARD_FROM_MS = 3 * DAY_MS;

/**
 * A reading this close to the age compared at counts as read there: within a day, or a tenth of
 * the age (views grow about 1% over a tenth of a month-old video's age on the growth curve).
 */
function readNear(readingAgeMs: number, ageMs: number): boolean {
  return Math.abs(readingAgeMs - ageMs) <= Math.max(DAY_MS, ageMs / 10);
}

/**
 * A peer's views at `ageMs`: from its snapshots when one brackets that age (or the line from
 * zero at publishing covers it, history.ts), or one was taken near it; else carried from its
 * nearest snapshot along the growth curve (`estimated`). Null without a snapshot.
 */
export function peerViewsAt(peer: Upload, ageMs: number): { views: number; estimated: boolean } | null {
  const first = peer.history[0];
  const last = peer.history[peer.history.length - 1];
  if (!first || !last) return null;
  const target = peer.publishMs + ageMs;
  const nearest = target < first.ms ? first : target > last.ms ? last : null;
  // Read at that age: between two snapshots, near one, or on the line from zero (history.ts).
  const read =
    nearest === null ||
    readNear(nearest.ms - peer.publishMs, ageMs) ||
    (nearest === first && first.ms - peer.publishMs <= ZERO_ANCHOR_MAX_MS);
  if (read) return { views: viewsAt(peer.history, peer.publishMs, target)!, estimated: false };
  const fromHours = (nearest.ms - peer.publishMs) / HOUR_MS;
  return { views: viewsAlongCurve(REAL_AGE_CURVE, nearest.views, fromHours, ageMs / HOUR_MS), estimated: true };
}

/** The uploads a video is judged against: other uploads with a history, same format when there are enough. */
export function comparableUploads(video: Upload, channelUploads: readonly Upload[]): Upload[] {
  const others = channelUploads.filter((u) => u.id !== video.id && u.history.length > 0);
  const sameFormat = others.filter((u) => u.isShort === video.isShort);
  return sameFormat.length >= MIN_SAME_FORMAT ? sameFormat : others;
}

/** Most recent first; ties by id so the choice of 30 does not depend on input order. */
const newestFirst = (a: Upload, b: Upload) => b.publishMs - a.publishMs || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export function baselineFor(video: Upload, channelUploads: readonly Upload[], nowMs: number): Baseline | null {
  const last = video.history[video.history.length - 1];
  if (!last) return null;
  const ageMs = Math.max(0, last.ms - video.publishMs);
  const comparable = comparableUploads(video, channelUploads);

  const isOldEnough = (u: Upload) => nowMs - u.publishMs >= ageMs;
  const oldEnough = comparable.filter(isOldEnough);
  const peers =
    oldEnough.length >= MIN_PEERS
      ? oldEnough
      : comparable.filter((u) => isOldEnough(u) || newestReadingAge(u) >= CARRY_FORWARD_FROM_MS);
  const chosen = [...peers].sort(newestFirst).slice(0, PEER_LIMIT);
  if (chosen.length > 0) {
    const read = chosen.map((u) => peerViewsAt(u, ageMs)).filter((v) => v !== null);
    const mid = median(read.map((v) => v.views));
    if (mid !== null)
      return {
        medianViews: mid,
        peers: read.length,
        method: "same-age",
        ageMs,
        estimatedPeers: read.filter((v) => v.estimated).length,
        newerPeers: chosen.filter((u) => u.publishMs > video.publishMs).length,
      };
  }
  const recent = [...comparable].sort(newestFirst).slice(0, PEER_LIMIT);
  const mid = median(recent.map((u) => u.history[u.history.length - 1]!.views));
  return mid === null
    ? null
    : { medianViews: mid, peers: recent.length, method: "current-views", ageMs, estimatedPeers: 0, newerPeers: 0 };
}

/** How old an upload was at its newest reading. */
function newestReadingAge(upload: Upload): number {
  return upload.history[upload.history.length - 1]!.ms - upload.publishMs;
}

/** Views / baseline median, 2 decimals; null without a usable baseline. */
export function outlierScore(views: number, baseline: Baseline | null): number | null {
  if (!baseline || !(baseline.medianViews > 0)) return null;
  return Math.round((views / baseline.medianViews) * 100) / 100;
}

/**
 * Percentile rank of each score among all scores, 0-100: the share of other videos scoring
 * lower, ties counting half (so the best is 100, the worst 0, equal scores share a rank).
 * A lone video is at 50: being the only one says nothing. Null scores stay null.
 */
export function percentileRanks(scores: readonly (number | null)[]): (number | null)[] {
  const known = scores.filter((s): s is number => s !== null);
  return scores.map((score) =>
    score === null ? null : Math.round(percentileRank(score, known, { memberOfPopulation: true })),
  );
}
