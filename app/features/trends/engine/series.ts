// From raw cron readings to clean daily and weekly interest.
import type { InterestPoint, TrendPoint } from "./types";

export const DAY_MS = 86_400_000;

export type Reading = { ms: number; interest: number };

/**
 * Valid readings up to `nowMs`, oldest first: unparseable times, future times and non-finite or
 * negative interest are dropped (a failed API call must not read as a collapse to zero).
 */
export function cleanReadings(points: readonly TrendPoint[], nowMs: number): Reading[] {
  const out: Reading[] = [];
  for (const point of points ?? []) {
    if (!point) continue;
    const ms = Date.parse(point.at);
    const interest = point.viewsPerDay;
    if (!Number.isFinite(ms) || ms > nowMs) continue;
    if (typeof interest !== "number" || !Number.isFinite(interest) || interest < 0) continue;
    out.push({ ms, interest });
  }
  return out.sort((a, b) => a.ms - b.ms || a.interest - b.interest);
}

/** "2026-11-01" for a time in ms (UTC). */
export function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * One value per UTC day with readings: the mean of that day's readings. Days without readings
 * are left out rather than filled, so a cron outage does not draw a flat line.
 */
export function dailySeries(readings: readonly Reading[]): { day: number; date: string; value: number }[] {
  const days = new Map<number, { sum: number; count: number }>();
  for (const r of readings) {
    const day = Math.floor(r.ms / DAY_MS);
    const entry = days.get(day) ?? { sum: 0, count: 0 };
    entry.sum += r.interest;
    entry.count++;
    days.set(day, entry);
  }
  return [...days.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([day, { sum, count }]) => ({ day, date: isoDate(day * DAY_MS), value: sum / count }));
}

/** Days of history the interest_over_time chart shows. */
export const CHART_DAYS = 365;

export function interestOverTime(readings: readonly Reading[]): InterestPoint[] {
  const daily = dailySeries(readings);
  const last = daily[daily.length - 1];
  if (!last) return [];
  return daily.filter((d) => d.day > last.day - CHART_DAYS).map((d) => ({ date: d.date, value: Math.round(d.value) }));
}
