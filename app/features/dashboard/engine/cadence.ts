// Burnout analysis, about the schedule and never about the person: the upload cadence against
// the channel's own baseline, long breaks and what followed them, and how views per upload move
// with cadence.
//
// Baseline: uploads per 28 days and the median gap over the 12 months before the last 28 days.
// Verdicts, first that applies:
// - "long break": no upload for max(21 days, 3 × the usual gap);
// - "stretched": in the last 7 days at least 3 uploads and at least twice the usual weekly count;
// - "slower": the last 28 days hold under half the usual count;
// - "busier": the last 28 days hold over 1.5 × the usual count;
// - "steady" otherwise; "not enough history" with fewer than 6 uploads in the baseline year.
// YouTube reported in 2019 that channels returning from a break had, on average, more views after
// it than before (BREAK_STUDY below): each past break shows what happened on this channel.
import { countOf } from "~/lib/format";
import { median, pearson, standardDeviation, round1 } from "~/lib/stats";
import { DAY_MS } from "./windows";

export const BREAK_MIN_DAYS = 21;
export const BREAK_GAP_MULTIPLE = 3;
export const BASELINE_DAYS = 365;
export const RECENT_DAYS = 28;
/** Uploads either side of a break compared for what followed it. */
export const AROUND_BREAK = 3;

/** The published finding the page cites next to the channel's own breaks. */
export const BREAK_STUDY = {
  text: "YouTube looked at millions of channels over six years and found that, on average, channels had more views when they returned from a break than just before they left.",
  source: "Susan Wojcicki, YouTube CEO, quarterly letter to creators, 21 November 2019",
  href: "https://variety.com/2019/digital/news/youtube-ceo-to-burned-out-creators-its-ok-to-take-a-break-from-posting-1203412088/",
} as const;

export type CadenceUpload = { publishedAt: string; views7d: number | null };

export type PastBreak = {
  /** The last upload before the break and the first after it (ISO). */
  from: string;
  to: string;
  days: number;
  /** Median views at 7 days of up to 3 uploads before and after; null when unknown. */
  viewsBefore: number | null;
  viewsAfter: number | null;
};

export type Verdict = "long break" | "stretched" | "slower" | "busier" | "steady" | "not enough history";

export type CadenceReport = {
  verdict: Verdict;
  /** The plain sentence with the numbers behind the verdict. */
  text: string;
  uploadsLast7: number;
  uploadsLast28: number;
  /** Usual uploads per 28 days over the baseline year; null without enough history. */
  usualPer28: number | null;
  /** Median and standard deviation of the gaps (days) between uploads in the baseline year. */
  usualGapDays: number | null;
  gapSpreadDays: number | null;
  daysSinceLastUpload: number | null;
  breaks: PastBreak[];
  /**
   * Correlation, over the 28-day windows of the last 2 years, between uploads in the window and
   * the median views at 7 days of those uploads; null with fewer than 8 windows that had uploads.
   */
  cadenceViewsCorrelation: number | null;
  /** Windows behind the correlation. */
  windows: number;
};

const days = (ms: number) => ms / DAY_MS;

function gapsOf(times: readonly number[]): number[] {
  return times.slice(1).map((t, i) => days(t - times[i]!));
}

export function analyzeCadence(uploads: readonly CadenceUpload[], nowIso: string): CadenceReport {
  const now = Date.parse(nowIso);
  const list = uploads
    .map((u) => ({ ms: Date.parse(u.publishedAt), views7d: u.views7d }))
    .filter((u) => Number.isFinite(u.ms) && u.ms <= now)
    .sort((a, b) => a.ms - b.ms);
  const times = list.map((u) => u.ms);
  const countSince = (fromMs: number) => times.filter((t) => t > fromMs).length;

  const uploadsLast7 = countSince(now - 7 * DAY_MS);
  const uploadsLast28 = countSince(now - RECENT_DAYS * DAY_MS);
  const baselineEnd = now - RECENT_DAYS * DAY_MS;
  const baselineStart = baselineEnd - BASELINE_DAYS * DAY_MS;
  const baseline = times.filter((t) => t > baselineStart && t <= baselineEnd);
  // A channel younger than the baseline year is measured over the time it has existed.
  const baselineSpanDays =
    baseline.length === 0 ? 0 : Math.min(BASELINE_DAYS, days(baselineEnd - Math.max(baselineStart, times[0]!)));
  const enough = baseline.length >= 6 && baselineSpanDays >= 56;
  const usualPer28 = enough ? (baseline.length / baselineSpanDays) * RECENT_DAYS : null;
  const baselineGaps = gapsOf(baseline);
  const usualGapDays = enough ? median(baselineGaps) : null;
  const gapSpreadDays = enough ? standardDeviation(baselineGaps) : null;
  const last = times.at(-1);
  const daysSinceLastUpload = last === undefined ? null : days(now - last);

  const breaks = pastBreaks(list, usualGapDays ?? median(gapsOf(times)));
  const { correlation, windows } = cadenceAgainstViews(list, now);

  const base = {
    uploadsLast7,
    uploadsLast28,
    usualPer28: usualPer28 === null ? null : round1(usualPer28),
    usualGapDays: usualGapDays === null ? null : round1(usualGapDays),
    gapSpreadDays: gapSpreadDays === null ? null : round1(gapSpreadDays),
    daysSinceLastUpload: daysSinceLastUpload === null ? null : Math.floor(daysSinceLastUpload),
    breaks,
    cadenceViewsCorrelation: correlation,
    windows,
  };

  if (!enough || usualPer28 === null || usualGapDays === null) {
    return {
      ...base,
      verdict: "not enough history",
      text: `Not enough history for a baseline: ${countOf(baseline.length, "upload")} in the year before the last 28 days (6 over at least 8 weeks needed).`,
    };
  }
  const usualWeekly = (usualPer28 / RECENT_DAYS) * 7;
  const breakDays = Math.max(BREAK_MIN_DAYS, BREAK_GAP_MULTIPLE * usualGapDays);
  const uploadsWord = (n: number) => `${n} upload${n === 1 ? "" : "s"}`;
  const usualText = (n: number) => (n >= 1.5 ? String(Math.round(n)) : round1(n).toString());

  if (daysSinceLastUpload !== null && daysSinceLastUpload >= breakDays) {
    return {
      ...base,
      verdict: "long break",
      text: `Long break: ${Math.floor(daysSinceLastUpload)} days since your last upload, against a usual gap of ${countOf(round1(usualGapDays), "day")}.`,
    };
  }
  if (uploadsLast7 >= 3 && uploadsLast7 >= 2 * usualWeekly) {
    return {
      ...base,
      verdict: "stretched",
      text: `Stretched: ${uploadsWord(uploadsLast7)} in 7 days against your usual ${usualText(usualWeekly)}.`,
    };
  }
  if (uploadsLast28 < usualPer28 / 2) {
    return {
      ...base,
      verdict: "slower",
      text: `Slower than usual: ${uploadsWord(uploadsLast28)} in the last 28 days against your usual ${usualText(usualPer28)}.`,
    };
  }
  if (uploadsLast28 > usualPer28 * 1.5) {
    return {
      ...base,
      verdict: "busier",
      text: `Busier than usual: ${uploadsWord(uploadsLast28)} in the last 28 days against your usual ${usualText(usualPer28)}.`,
    };
  }
  return {
    ...base,
    verdict: "steady",
    text: `Steady: ${uploadsWord(uploadsLast28)} in the last 28 days, in line with your usual ${usualText(usualPer28)}.`,
  };
}

/** Gaps of at least max(21 days, 3 × the usual gap), newest first, with the views either side. */
function pastBreaks(list: readonly { ms: number; views7d: number | null }[], usualGap: number | null): PastBreak[] {
  const threshold = Math.max(BREAK_MIN_DAYS, BREAK_GAP_MULTIPLE * (usualGap ?? 0));
  const views = (slice: readonly { views7d: number | null }[]) =>
    median(slice.map((u) => u.views7d).filter((v): v is number => v !== null));
  const found: PastBreak[] = [];
  for (let i = 1; i < list.length; i++) {
    const gap = days(list[i]!.ms - list[i - 1]!.ms);
    if (gap < threshold) continue;
    found.push({
      from: new Date(list[i - 1]!.ms).toISOString(),
      to: new Date(list[i]!.ms).toISOString(),
      days: Math.round(gap),
      viewsBefore: views(list.slice(Math.max(0, i - AROUND_BREAK), i)),
      viewsAfter: views(list.slice(i, i + AROUND_BREAK)),
    });
  }
  return found.reverse();
}

/** Over consecutive 28-day windows of the last 2 years: uploads in the window against their median views at 7 days. */
function cadenceAgainstViews(
  list: readonly { ms: number; views7d: number | null }[],
  now: number,
): { correlation: number | null; windows: number } {
  const counts: number[] = [];
  const medians: number[] = [];
  for (let end = now; end > now - 2 * BASELINE_DAYS * DAY_MS; end -= RECENT_DAYS * DAY_MS) {
    const inside = list.filter((u) => u.ms > end - RECENT_DAYS * DAY_MS && u.ms <= end);
    const known = inside.map((u) => u.views7d).filter((v): v is number => v !== null && v > 0);
    if (known.length === 0) continue;
    counts.push(inside.length);
    medians.push(Math.log(median(known)!));
  }
  if (counts.length < 8) return { correlation: null, windows: counts.length };
  const r = pearson(counts, medians);
  return { correlation: Number.isFinite(r) ? Math.round(r * 100) / 100 : null, windows: counts.length };
}
