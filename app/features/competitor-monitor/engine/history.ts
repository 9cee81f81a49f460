// A video's snapshot history: counters over time, and what they say at a given age.
import type { VideoStatsSnapshot } from "~/features/channel-data/index";

export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;
/**
 * Interpolating from zero at publishing to the first snapshot is fair only when that snapshot
 * came early: views are front-loaded, so a straight line from 0 to a snapshot taken weeks later
 * would badly understate the early days. Beyond this, the first snapshot's views are used.
 */
export const ZERO_ANCHOR_MAX_MS = 48 * HOUR_MS;

export type HistoryPoint = { ms: number; views: number; likes: number | null; comments: number | null };

/**
 * Snapshots of one video, oldest first, up to `nowMs`: one per capture time (the highest views
 * if a time repeats), unparseable or non-finite ones dropped, and views made non-decreasing (a
 * public counter only goes down when YouTube removes spam views; the engine treats the higher
 * earlier figure as the one viewers saw).
 */
export function buildHistory(snapshots: readonly VideoStatsSnapshot[], nowMs: number): HistoryPoint[] {
  const byTime = new Map<number, HistoryPoint>();
  for (const s of snapshots) {
    const ms = Date.parse(s.capturedAt);
    if (!Number.isFinite(ms) || ms > nowMs || typeof s.viewCount !== "number" || !Number.isFinite(s.viewCount))
      continue;
    const point: HistoryPoint = {
      ms,
      views: Math.max(0, s.viewCount),
      likes: typeof s.likeCount === "number" && Number.isFinite(s.likeCount) ? s.likeCount : null,
      comments: typeof s.commentCount === "number" && Number.isFinite(s.commentCount) ? s.commentCount : null,
    };
    const current = byTime.get(ms);
    if (!current || point.views > current.views) byTime.set(ms, point);
  }
  const sorted = [...byTime.values()].sort((a, b) => a.ms - b.ms);
  let max = 0;
  return sorted.map((p) => {
    max = Math.max(max, p.views);
    return { ...p, views: max };
  });
}

/**
 * Views at `targetMs` from the history: linear between the snapshots either side; the last
 * snapshot's views after it (a lower bound); before the first snapshot, a line from zero at
 * publishing when the first snapshot was taken within 48 hours, else the first snapshot's views
 * (with no earlier history, its views are the best figure there is: "current views" for a video
 * snapshotted once). Null without any snapshot.
 */
export function viewsAt(history: readonly HistoryPoint[], publishMs: number, targetMs: number): number | null {
  const first = history[0];
  const last = history[history.length - 1];
  if (!first || !last) return null;
  if (targetMs >= last.ms) return last.views;
  if (targetMs <= first.ms) {
    const span = first.ms - publishMs;
    if (span > 0 && span <= ZERO_ANCHOR_MAX_MS) return (first.views * Math.max(0, targetMs - publishMs)) / span;
    return first.views;
  }
  for (let i = 1; i < history.length; i++) {
    const b = history[i]!;
    if (b.ms < targetMs) continue;
    const a = history[i - 1]!;
    return b.ms === a.ms ? b.views : a.views + ((b.views - a.views) * (targetMs - a.ms)) / (b.ms - a.ms);
  }
  return last.views;
}

/** Views per hour between the two most recent snapshots, 1 decimal, never negative; null with fewer than two. */
export function viewsPerHour(history: readonly HistoryPoint[]): number | null {
  if (history.length < 2) return null;
  const a = history[history.length - 2]!;
  const b = history[history.length - 1]!;
  const hours = (b.ms - a.ms) / HOUR_MS;
  if (!(hours > 0)) return null;
  return Math.round((Math.max(0, b.views - a.views) / hours) * 10) / 10;
}

/** Which readings a views-per-hour figure comes from. */
export type ViewsPerHourBasis = "readings" | "since-upload";

/**
 * Views per hour as the card shows it: between the two most recent snapshots when there are two;
 * otherwise the latest snapshot's views over the hours from upload to it (a video read once, as
 * every newly followed channel's are). Null only when neither can be computed (no snapshot, or
 * one taken at the upload itself).
 */
export function viewsPerHourFrom(
  history: readonly HistoryPoint[],
  publishMs: number,
): { value: number; basis: ViewsPerHourBasis } | null {
  const between = viewsPerHour(history);
  if (between !== null) return { value: between, basis: "readings" };
  const last = history[history.length - 1];
  if (!last) return null;
  const hours = (last.ms - publishMs) / HOUR_MS;
  if (!(hours > 0)) return null;
  return { value: Math.round((last.views / hours) * 10) / 10, basis: "since-upload" };
}
