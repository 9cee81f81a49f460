// An upload's views at an age (7 or 28 days), read from its snapshots, never estimated beyond
// them: a reading within 10% of the age, else the two readings around it (at most ×5 apart in
// 1 + hours) interpolated on the log–log scale (views grow roughly as a power of age, a straight
// line there). Readings taken after `knownAtMs` are not used, so "known then" means known then.
import type { Reading, Upload } from "./types";

export const HOUR_MS = 3_600_000;
export const DAY_HOURS = 24;
/** A reading this close to the age (as a share of it) is the value itself. */
const NEAR = 0.1;
/** Readings around the age at most this far apart in (1 + hours) are interpolated. */
const MAX_BRACKET_RATIO = 5;

/** The readings of `upload` taken by `knownAtMs` (all of them without it), sorted by age. */
export function readingsKnownAt(upload: Upload, knownAtMs = Infinity): Reading[] {
  return upload.readings
    .filter((r) => Number.isFinite(r.hours) && Number.isFinite(r.views) && r.hours >= 0 && r.views >= 0)
    .filter((r) => upload.publishedMs + r.hours * HOUR_MS <= knownAtMs)
    .sort((a, b) => a.hours - b.hours);
}

/** Views at `ageHours`, or null when the readings do not pin it down. */
export function viewsAtAge(readings: readonly Reading[], ageHours: number): number | null {
  let nearest: Reading | null = null;
  for (const r of readings) {
    const gap = Math.abs(r.hours - ageHours);
    if (gap <= ageHours * NEAR && (!nearest || gap < Math.abs(nearest.hours - ageHours))) nearest = r;
  }
  if (nearest) return Math.round(nearest.views);
  const before = [...readings].reverse().find((r) => r.hours < ageHours);
  const after = readings.find((r) => r.hours > ageHours);
  if (!before || !after || (1 + after.hours) / (1 + before.hours) > MAX_BRACKET_RATIO) return null;
  const t0 = Math.log1p(before.hours);
  const t1 = Math.log1p(after.hours);
  const y0 = Math.log1p(before.views);
  const y1 = Math.log1p(after.views);
  const y = y0 + ((y1 - y0) * (Math.log1p(ageHours) - t0)) / (t1 - t0);
  return Math.round(Math.expm1(y));
}

/** Views at `days` days of `upload` as known at `knownAtMs` (default: everything read so far). */
export function uploadViewsAt(upload: Upload, days: number, knownAtMs = Infinity): number | null {
  return viewsAtAge(readingsKnownAt(upload, knownAtMs), days * DAY_HOURS);
}
