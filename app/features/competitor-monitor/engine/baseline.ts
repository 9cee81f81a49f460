// The outlier score: a video's views against its channel's norm at the same age.
//
// For a video observed at age A (its newest snapshot minus its publish time), the peers are the
// channel's other uploads of the same format (Shorts with Shorts, long-form with long-form, when
// the channel has 3+ others of that format; otherwise all its uploads) that were published at
// least A before now, the 30 most recent of them: in practice, the 30 uploads just before it.
// Each peer's views at age A are interpolated from its own snapshots (history.ts), so a 3-day-old
// video is compared with what the others had at 3 days, not with their lifetime totals.
//
//   outlierScore = views at A / median(peer views at A)
//
// When fewer than 3 peers are old enough (the oldest uploads we track, a new channel), the
// baseline falls back to the current views of the 30 most recent other uploads ("current-views").
// No peers, or a baseline of 0 views, gives no score.
import { viewsAt, type HistoryPoint } from "./history";
import { median, percentileRank } from "~/lib/stats";

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

export type Baseline = { medianViews: number; peers: number; method: "same-age" | "current-views"; ageMs: number };

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

  const oldEnough = comparable
    .filter((u) => nowMs - u.publishMs >= ageMs)
    .sort(newestFirst)
    .slice(0, PEER_LIMIT);
  if (oldEnough.length >= MIN_PEERS) {
    const views = oldEnough
      .map((u) => viewsAt(u.history, u.publishMs, u.publishMs + ageMs))
      .filter((v): v is number => v !== null);
    const mid = median(views);
    if (mid !== null) return { medianViews: mid, peers: views.length, method: "same-age", ageMs };
  }
  const recent = [...comparable].sort(newestFirst).slice(0, PEER_LIMIT);
  const mid = median(recent.map((u) => u.history[u.history.length - 1]!.views));
  return mid === null ? null : { medianViews: mid, peers: recent.length, method: "current-views", ageMs };
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
