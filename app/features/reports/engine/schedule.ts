// When a workspace's weekly digest is due: Monday from 06:00 in its owner's time zone, once per
// ISO week of that zone. Pure: the cron hands in its run's time and each workspace's zone.
import { cachedDateTimeFormat } from "~/lib/date-time-format";

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };
/** The local hour from which Monday's digest goes out. */
export const DIGEST_HOUR = 6;

export type LocalClock = { date: string; weekday: number; hour: number; isoWeek: string };

/** A valid IANA zone, or UTC (the default when the owner chose none, or a stored one is unknown). */
export function zoneOrUtc(zone: string | null | undefined): string {
  if (!zone) return "UTC";
  try {
    cachedDateTimeFormat("en-US", { timeZone: zone });
    return zone;
  } catch {
    return "UTC";
  }
}

/** "2026-W48": the ISO 8601 week of a calendar date (year-month-day). */
export function isoWeekOf(year: number, month: number, day: number): string {
  const date = new Date(Date.UTC(year, month - 1, day));
  const weekday = date.getUTCDay() || 7;
  // The Thursday of this week decides the ISO year.
  date.setUTCDate(date.getUTCDate() + 4 - weekday);
  const isoYear = date.getUTCFullYear();
  const week = Math.ceil(((date.getTime() - Date.UTC(isoYear, 0, 1)) / 86_400_000 + 1) / 7);
  return `${isoYear}-W${String(week).padStart(2, "0")}`;
}

/** The wall clock of `zone` at `now`: its date, ISO weekday (1 = Monday), hour and ISO week. */
export function localClock(now: Date, zone: string): LocalClock {
  const parts = cachedDateTimeFormat("en-US", {
    timeZone: zoneOrUtc(zone),
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    weekday: "short",
    hour: "2-digit",
    hourCycle: "h23",
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  const [year, month, day] = [Number(part("year")), Number(part("month")), Number(part("day"))];
  return {
    date: `${part("year")}-${part("month")}-${part("day")}`,
    weekday: WEEKDAYS[part("weekday")] ?? 1,
    hour: Number(part("hour")) % 24,
    isoWeek: isoWeekOf(year, month, day),
  };
}

/**
 * Whether a workspace's digest is due at `now`, and for which week.
 * - "hourly" (the hourly cron): Monday, from 06:00 local until the day ends (a missed hourly run is
 *   caught up the same day), not yet sent this local ISO week;
 * - "weekly" (the Monday 06:15 UTC cron, or a manual run): past this week's Monday 06:00 local, not
 *   yet sent, in the run's own (UTC) ISO week: zones ahead of UTC already past it are caught up;
 *   zones still in last week (Sunday evening behind UTC) are not sent last week's digest, and wait
 *   for their own Monday morning's hourly run.
 */
export function digestDue(
  now: Date,
  zone: string,
  sentWeeks: ReadonlySet<string>,
  mode: "hourly" | "weekly",
): { due: boolean; week: string } {
  const clock = localClock(now, zone);
  const pastMondaySix = clock.weekday > 1 || clock.hour >= DIGEST_HOUR;
  const inWindow =
    mode === "hourly"
      ? clock.weekday === 1 && clock.hour >= DIGEST_HOUR
      : pastMondaySix && clock.isoWeek === localClock(now, "UTC").isoWeek;
  return { due: inWindow && !sentWeeks.has(clock.isoWeek), week: clock.isoWeek };
}

/** "2026-11-19" plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** How far `zone`'s wall clock is ahead of UTC at `at`, in milliseconds. */
function zoneOffsetMs(at: number, zone: string): number {
  const parts = cachedDateTimeFormat("en-US", {
    timeZone: zoneOrUtc(zone),
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date(at));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(
    part("year"),
    part("month") - 1,
    part("day"),
    part("hour") % 24,
    part("minute"),
    part("second"),
  );
  return wall - (at - (((at % 1000) + 1000) % 1000));
}

/** The instant a calendar day (YYYY-MM-DD) starts in `zone`: its local midnight, daylight saving included. */
export function zoneDayStart(date: string, zone: string): Date {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, day);
  const first = wall - zoneOffsetMs(wall, zone);
  // Read the offset again at the instant found: a change of offset that day moves it.
  return new Date(wall - zoneOffsetMs(first, zone));
}
