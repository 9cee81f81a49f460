// An upload's first days as report days: the days of the YouTube Analytics (or Studio) per-video
// rows that cover the start of its life. Day 0 is the UTC date of its publication, as the Google
// sync and the Studio import date their rows; its first week is days 0 to 6 (publication day
// included, so it holds a little less than 7 × 24 hours of views), its first month days 0 to 27.
// Pure: the Google sync (which days to ask for) and the reads (which rows to add up) share it.

export const FIRST_WEEK_DAYS = 7;
export const FIRST_MONTH_DAYS = 28;

const DAY_MS = 86_400_000;
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The first and last report day of an upload's first `days` days. */
export function firstDaysOf(publishedAt: Date | string, days: number): { from: string; to: string } {
  const ms = typeof publishedAt === "string" ? Date.parse(publishedAt) : publishedAt.getTime();
  const day0 = Date.parse(`${isoDate(ms)}T00:00:00.000Z`);
  return { from: isoDate(day0), to: isoDate(day0 + (Math.max(1, days) - 1) * DAY_MS) };
}

/**
 * The views of the first `days` report days, from per-day rows of one upload; null unless every
 * one of those days has a row with a view count (a gap would make the sum look like a flop).
 */
export function viewsInFirstDays(
  publishedAt: Date | string,
  rows: readonly { date: string; views: number | null }[],
  days: number,
): number | null {
  const { from, to } = firstDaysOf(publishedAt, days);
  const seen = new Map<string, number>();
  for (const r of rows) {
    if (r.date < from || r.date > to || r.views === null || !Number.isFinite(r.views)) continue;
    seen.set(r.date, r.views);
  }
  if (seen.size < days) return null;
  let sum = 0;
  for (const v of seen.values()) sum += v;
  return sum;
}
