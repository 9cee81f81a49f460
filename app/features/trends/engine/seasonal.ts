// The month a keyword peaks in, from at least a year of data.
import { MONTHS, utcMonth } from "~/lib/months";
import { DAY_MS, dailySeries, type Reading } from "./series";
import type { MonthName } from "./types";

/** Readings must span at least this long before a peak month is named. */
export const MIN_SPAN_DAYS = 365;
/** ...and cover at least this many of the 12 calendar months (a cron outage can cost one or two). */
export const MIN_MONTHS_COVERED = 10;
/** A (year, month) needs this many days of readings to count. */
const MIN_DAYS_PER_MONTH = 3;
/** The peak month's mean must beat the mean of all months by this share (15%) to be called a peak. */
export const POINTS_PEAK_MARGIN = 0.15;

type MonthValue = { index: number; month: number; value: number };

/** Least-squares line through (x, y). */
function linearFit(xs: readonly number[], ys: readonly number[]): { slope: number; intercept: number } {
  const n = xs.length;
  const mx = xs.reduce((s, x) => s + x, 0) / n;
  const my = ys.reduce((s, y) => s + y, 0) / n;
  let sxy = 0;
  let sxx = 0;
  for (let i = 0; i < n; i++) {
    sxy += (xs[i]! - mx) * (ys[i]! - my);
    sxx += (xs[i]! - mx) ** 2;
  }
  const slope = sxx === 0 ? 0 : sxy / sxx;
  return { slope, intercept: my - slope * mx };
}

/**
 * The calendar month whose interest is highest once growth or decline is taken out, or null.
 *
 * Method: daily means -> a mean per (year, month) with at least 3 days of readings -> divide each
 * by a straight line fitted through those monthly means (so a channel niche that simply grew all
 * year does not make its last month the "peak") -> average the ratios per calendar month across
 * years -> the highest month, if it beats the mean of the calendar months by 15%.
 * Requires readings spanning 365+ days and covering 10+ calendar months.
 */
export function seasonalPeakFromReadings(readings: readonly Reading[]): MonthName | null {
  const daily = dailySeries(readings);
  const first = daily[0];
  const last = daily[daily.length - 1];
  if (!first || !last || last.day - first.day < MIN_SPAN_DAYS) return null;

  const buckets = new Map<number, { sum: number; days: number }>();
  for (const d of daily) {
    const date = new Date(d.day * DAY_MS);
    const index = date.getUTCFullYear() * 12 + date.getUTCMonth();
    const bucket = buckets.get(index) ?? { sum: 0, days: 0 };
    bucket.sum += d.value;
    bucket.days++;
    buckets.set(index, bucket);
  }
  const monthly: MonthValue[] = [...buckets.entries()]
    .filter(([, b]) => b.days >= MIN_DAYS_PER_MONTH)
    .sort((a, b) => a[0] - b[0])
    .map(([index, b]) => ({ index, month: index % 12, value: b.sum / b.days }));

  const fit = linearFit(
    monthly.map((m) => m.index),
    monthly.map((m) => m.value),
  );
  const ratios = new Map<number, number[]>();
  for (const m of monthly) {
    const expected = fit.intercept + fit.slope * m.index;
    if (!(expected > 0)) continue;
    const list = ratios.get(m.month) ?? [];
    list.push(m.value / expected);
    ratios.set(m.month, list);
  }
  return peakOf(ratios, MIN_MONTHS_COVERED, POINTS_PEAK_MARGIN);
}

/** The month with the highest mean ratio, if it beats the mean of all covered months by the margin. */
function peakOf(ratios: ReadonlyMap<number, readonly number[]>, minMonths: number, margin: number): MonthName | null {
  if (ratios.size < minMonths) return null;
  const means = [...ratios.entries()]
    .map(([month, values]) => ({ month, mean: values.reduce((s, v) => s + v, 0) / values.length }))
    .sort((a, b) => b.mean - a.mean || a.month - b.month);
  const overall = means.reduce((s, m) => s + m.mean, 0) / means.length;
  const top = means[0]!;
  return overall > 0 && top.mean / overall >= 1 + margin ? MONTHS[top.month]! : null;
}

/** Videos from search need this long since publishing for their views to have mostly settled. */
export const VIDEO_MIN_AGE_DAYS = 30;
export const VIDEO_MIN_COUNT = 24;
export const VIDEO_MIN_SPAN_DAYS = 365;
export const VIDEO_MIN_MONTHS = 8;
/** A calendar month needs this many videos to be a candidate. */
const VIDEO_MIN_PER_MONTH = 2;
/** Video-based estimates are noisier than readings: the peak must beat the norm by 25%. */
export const VIDEO_PEAK_MARGIN = 0.25;

export type VideoForSeason = { publishedAt: string; viewCount: number };

/**
 * A peak month estimated from older top videos, for keywords with under a year of readings.
 *
 * Idea: a video published while its topic is in season catches the yearly surge of searches and
 * ends up with more lifetime views than videos of the same age published off season. Views grow
 * with age, so first remove age: fit log(views) against log(age in days) by least squares; each
 * video's residual says how much it beat videos of its age. Average residuals per calendar month
 * of publishing (months with 2+ videos); the best month is the peak if exp(its mean - the mean of
 * all months) >= 1.25, i.e. its videos beat the norm by 25%.
 * Requires 24+ videos at least 30 days old, published across 365+ days and 8+ calendar months.
 */
export function seasonalPeakFromVideos(videos: readonly VideoForSeason[], now: string): MonthName | null {
  const nowMs = Date.parse(now);
  if (!Number.isFinite(nowMs)) return null;
  const usable: { published: number; logAge: number; logViews: number }[] = [];
  for (const v of videos ?? []) {
    if (!v) continue;
    const published = Date.parse(v.publishedAt);
    if (
      !Number.isFinite(published) ||
      typeof v.viewCount !== "number" ||
      !Number.isFinite(v.viewCount) ||
      v.viewCount <= 0
    )
      continue;
    const age = (nowMs - published) / DAY_MS;
    if (age < VIDEO_MIN_AGE_DAYS) continue;
    usable.push({ published, logAge: Math.log(age), logViews: Math.log(v.viewCount) });
  }
  if (usable.length < VIDEO_MIN_COUNT) return null;
  const times = usable.map((u) => u.published);
  if ((Math.max(...times) - Math.min(...times)) / DAY_MS < VIDEO_MIN_SPAN_DAYS) return null;

  const fit = linearFit(
    usable.map((u) => u.logAge),
    usable.map((u) => u.logViews),
  );
  const residuals = new Map<number, number[]>();
  for (const u of usable) {
    const month = utcMonth(u.published);
    const list = residuals.get(month) ?? [];
    list.push(u.logViews - (fit.intercept + fit.slope * u.logAge));
    residuals.set(month, list);
  }
  if (residuals.size < VIDEO_MIN_MONTHS) return null;
  const candidates = new Map([...residuals].filter(([, list]) => list.length >= VIDEO_MIN_PER_MONTH));
  if (candidates.size === 0) return null;
  // The norm is the mean over every covered month; only months with enough videos may be the peak.
  const overall =
    [...residuals.values()].map((l) => l.reduce((s, v) => s + v, 0) / l.length).reduce((s, m) => s + m, 0) /
    residuals.size;
  const best = [...candidates.entries()]
    .map(([month, list]) => ({ month, mean: list.reduce((s, v) => s + v, 0) / list.length }))
    .sort((a, b) => b.mean - a.mean || a.month - b.month)[0]!;
  return Math.exp(best.mean - overall) >= 1 + VIDEO_PEAK_MARGIN ? MONTHS[best.month]! : null;
}
