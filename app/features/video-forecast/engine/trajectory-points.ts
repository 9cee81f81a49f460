// A video's readings, cleaned and put on the scale the growth models work on.
//
// Scale: time as τ = ln(1 + hours) and views as y = ln(1 + views). Szabo & Huberman's model is
// linear in ln N; the "+1" keeps a video with 0 views (tiny channels, the first minutes) finite,
// and on ln(1 + hours) an origin reading at hour 0 is finite too. On this scale a power law
// N ∝ t^k is a straight line, which is how early view counts grow, so interpolating linearly
// between two readings follows the curve much better than interpolating views linearly in hours.
import { toTau } from "~/lib/stats";
import type { TrajectoryPoint } from "./types";

export type PreparedTrajectory = {
  /** ln(1 + hours), increasing. */
  tau: Float64Array;
  /** ln(1 + views), non-decreasing. */
  y: Float64Array;
  /** The last reading as given (after cleaning), for clamping. */
  lastHours: number;
  lastViews: number;
  /** Index of the first actual reading: 1 when the publication origin (0 h, 0 views) was added in front. */
  firstReading: number;
};

// The time scale is the shared growth curve's (~/lib/stats), so its readings and these agree.
export { toTau };
export const toY = (views: number): number => Math.log1p(Math.max(0, views));
export const fromY = (y: number): number => Math.expm1(y);

/**
 * Clean readings: drop points without a finite non-negative hour and view count, sort by time,
 * merge readings at the same hour (keeping the highest), and make views non-decreasing. A count
 * that falls later was inflated earlier (YouTube removes invalid views); keeping the running
 * maximum means a forecast never promises fewer views than were once shown. When the first
 * reading is after hour 0 the origin is taken to be publication, with 0 views then. Readings
 * of a counter that stood still and then jumped are dropped (dropFrozenReadings).
 * Null when no reading is usable.
 */
export function prepareTrajectory(points: readonly TrajectoryPoint[] | null | undefined): PreparedTrajectory | null {
  if (!Array.isArray(points)) return null;
  const clean: { hours: number; views: number }[] = [];
  for (const p of points as readonly TrajectoryPoint[]) {
    if (!p || typeof p !== "object") continue;
    const hours = Number(p.hours);
    const views = Number(p.views);
    if (!Number.isFinite(hours) || !Number.isFinite(views) || hours < 0 || views < 0) continue;
    clean.push({ hours, views });
  }
  if (clean.length === 0) return null;
  clean.sort((a, b) => a.hours - b.hours);

  const hours: number[] = [];
  const views: number[] = [];
  let running = 0;
  for (const p of clean) {
    running = Math.max(running, p.views);
    if (hours.length > 0 && p.hours === hours[hours.length - 1]) {
      views[views.length - 1] = running;
      continue;
    }
    hours.push(p.hours);
    views.push(running);
  }
  dropFrozenReadings(hours, views);
  const lastHours = hours[hours.length - 1] as number;
  const lastViews = views[views.length - 1] as number;
  let firstReading = 0;
  if ((hours[0] as number) > 0) {
    hours.unshift(0);
    views.unshift(0);
    firstReading = 1;
  }
  const tau = new Float64Array(hours.length);
  const y = new Float64Array(hours.length);
  for (let i = 0; i < hours.length; i++) {
    tau[i] = toTau(hours[i] as number);
    y[i] = toY(views[i] as number);
  }
  return { tau, y, lastHours, lastViews, firstReading };
}

/**
 * A run of equal counts followed by a rise is a counter that stood still while views were
 * verified or cached (YouTube holds public counts for a while), not a video that stopped: keep
 * the run's first reading and drop the rest, so the rise is spread over the whole run instead
 * of looking like a sudden take-off. A run at the end is kept: that video has stalled, as far
 * as anyone knows.
 */
function dropFrozenReadings(hours: number[], views: number[]): void {
  let write = 0;
  for (let i = 0; i < hours.length; i++) {
    const repeatsPrevious = i > 0 && views[i] === views[i - 1];
    const risesLater = i + 1 < hours.length && (views[hours.length - 1] as number) > (views[i] as number);
    if (repeatsPrevious && risesLater) continue;
    hours[write] = hours[i] as number;
    views[write] = views[i] as number;
    write++;
  }
  hours.length = write;
  views.length = write;
}

/** The last τ at which the trajectory is known. */
export function lastTau(t: PreparedTrajectory): number {
  return t.tau[t.tau.length - 1] as number;
}

/**
 * y at τ, linear between readings; before the first reading, the first value (nothing is known
 * earlier); null after the last reading (no extrapolation here).
 */
export function yAt(t: PreparedTrajectory, tau: number): number | null {
  const n = t.tau.length;
  const last = t.tau[n - 1] as number;
  if (tau > last + 1e-12) return null;
  if (tau <= (t.tau[0] as number)) return t.y[0] as number;
  // Binary search for the segment [i, i+1] containing tau.
  let lo = 0;
  let hi = n - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if ((t.tau[mid] as number) <= tau) lo = mid;
    else hi = mid;
  }
  const t0 = t.tau[lo] as number;
  const t1 = t.tau[hi] as number;
  const y0 = t.y[lo] as number;
  const y1 = t.y[hi] as number;
  if (t1 <= t0) return y1;
  return y0 + ((y1 - y0) * (tau - t0)) / (t1 - t0);
}

/** Readings at most this far apart in τ (×5 in age) pin the curve between them down. */
export const MAX_READING_GAP = Math.log(5);

/**
 * y at τ when readings pin it down: a reading there, or readings on both sides at most
 * MAX_READING_GAP apart. Null otherwise (including past the last reading).
 */
export function trustedYAt(p: PreparedTrajectory, tau: number): number | null {
  const n = p.tau.length;
  if (tau > (p.tau[n - 1] as number) + 1e-12) return null;
  for (let i = 0; i < n; i++) {
    const t = p.tau[i] as number;
    if (Math.abs(t - tau) < 1e-9) return p.y[i] as number;
    if (t > tau) {
      if (i === 0) return null;
      const prev = p.tau[i - 1] as number;
      if (t - prev > MAX_READING_GAP) return null;
      const y0 = p.y[i - 1] as number;
      return y0 + (((p.y[i] as number) - y0) * (tau - prev)) / (t - prev);
    }
  }
  return null;
}

/**
 * Whether the growth over the last doubling of age before `tau` is measured rather than assumed:
 * an actual reading lies between two doublings and a quarter doubling before it. With a single
 * early reading, the "growth so far" is only the straight line from publication, and the
 * features would describe the interpolation, not the video.
 */
export function readingsSupport(p: PreparedTrajectory, tau: number, lookback: number): boolean {
  const from = tau - 2 * lookback;
  const to = tau - lookback / 4;
  for (let i = p.firstReading; i < p.tau.length; i++) {
    const t = p.tau[i] as number;
    if (t > to) break;
    if (t >= from) return true;
  }
  return false;
}
