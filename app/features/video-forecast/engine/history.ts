// A channel's past uploads made ready for the pre-publication forecast: parsed, in publication
// order, each with its title words and features, its slot in the week, and — the important
// part — its views on the 28-day scale *as they were known at any past moment*, so a backtest
// forecasting upload j uses only what could have been known when j went up.
import { REFERENCE_HOURS, ln28, type AgeCurve, type AgeCurves } from "./age-curve";
import { TITLE_FEATURES, looksLikeShort, titleFeatures, titleTokens } from "./title-text";
import { prepareTrajectory, toTau, trustedYAt } from "./trajectory-points";
import type { HistoryVideo } from "./types";

export const HOUR_MS = 3_600_000;
/** An upload younger than two days says little about its 28 days yet: it is left out. */
export const MIN_AGE_HOURS = 48;
/** At most this many of the most recent uploads are read (older ones add little and cost time). */
export const MAX_HISTORY = 600;

export type PreparedVideo = {
  index: number;
  id: string | null;
  title: string;
  publishedMs: number;
  isShort: boolean;
  durationSeconds: number | null;
  tokens: string[];
  /** TITLE_FEATURES in order, 0 or 1. */
  flags: number[];
  /** UTC weekday (Sunday 0) and four-hour block of the day (0 = 00:00–03:59). */
  weekday: number;
  hourBlock: number;
  views: number;
  likes: number | null;
  comments: number | null;
  /** Readings (hours since publication, views), sorted; null when only `views` is known. */
  snapshots: { hours: number; views: number }[] | null;
  /** ln(1 + views at exactly 28 days) when the readings pin it down, and the age from which that was known. */
  exact28: { value: number; knownFromHours: number } | null;
};

export function curveFor(curves: AgeCurves, isShort: boolean): AgeCurve {
  return isShort ? curves.short : curves.long;
}

const finiteOrNull = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) && v >= 0 ? v : null);

/** Parse, drop what cannot be used (no date, no views, published after `now`), sort oldest first. */
export function prepareHistory(history: readonly HistoryVideo[] | null | undefined, nowMs: number): PreparedVideo[] {
  const out: Omit<PreparedVideo, "index">[] = [];
  for (const h of Array.isArray(history) ? history : []) {
    if (!h || typeof h !== "object") continue;
    const publishedMs = Date.parse(String(h.publishedAt));
    const views = finiteOrNull(h.views);
    if (!Number.isFinite(publishedMs) || publishedMs > nowMs || views === null) continue;
    const title = typeof h.title === "string" ? h.title : "";
    const durationSeconds = finiteOrNull(h.durationSeconds);
    const published = new Date(publishedMs);
    const given: readonly { hours: number; views: number }[] | null = Array.isArray(h.snapshots) ? h.snapshots : null;
    const snapshots = given
      ? given
          .filter((s) => s && Number.isFinite(s.hours) && Number.isFinite(s.views) && s.hours >= 0 && s.views >= 0)
          .map((s) => ({ hours: s.hours, views: s.views }))
          .sort((a, b) => a.hours - b.hours)
      : null;
    const f = titleFeatures(title);
    const readings = snapshots && snapshots.length > 0 ? snapshots : null;
    out.push({
      id: typeof h.id === "string" ? h.id : null,
      title,
      publishedMs,
      isShort: looksLikeShort(title, durationSeconds, h.isShort),
      durationSeconds,
      tokens: titleTokens(title),
      flags: TITLE_FEATURES.map((k) => f[k]),
      weekday: published.getUTCDay(),
      hourBlock: Math.floor(published.getUTCHours() / 4),
      views,
      likes: finiteOrNull(h.likes),
      comments: finiteOrNull(h.comments),
      snapshots: readings,
      exact28: readings ? exactAt28(readings) : null,
    });
  }
  out.sort((a, b) => a.publishedMs - b.publishedMs);
  return out.slice(-MAX_HISTORY).map((v, index) => ({ ...v, index }));
}

/** The 28-day value when readings bracket it closely, known once the reading after day 28 was taken. */
export function exactAt28(readings: readonly { hours: number; views: number }[]): PreparedVideo["exact28"] {
  const p = prepareTrajectory(readings);
  const value = p ? trustedYAt(p, toTau(REFERENCE_HOURS)) : null;
  if (value === null) return null;
  const after = readings.find((r) => r.hours >= REFERENCE_HOURS);
  return after ? { value, knownFromHours: after.hours } : null;
}

/** The last reading at or before `hours` (readings sorted by hours), or null. */
export function lastReadingBy(
  readings: readonly { hours: number; views: number }[],
  hours: number,
): { hours: number; views: number } | null {
  let lo = 0;
  let hi = readings.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if ((readings[mid] as { hours: number }).hours <= hours) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found < 0 ? null : (readings[found] as { hours: number; views: number });
}

/**
 * ln(views at 28 days) as it could be known at `atMs` (null when the upload was under two days
 * old then). With snapshots, only readings taken by then count: the one at 28 days itself when
 * the readings around it pin it down, else the latest reading put on the 28-day scale by the
 * curve. Without snapshots only today's count exists, which a backtest then uses for earlier
 * moments too (the curve scales it to 28 days either way, so only the youngest uploads at each
 * past moment are known a little better than they were).
 */
export function knownLn28(v: PreparedVideo, atMs: number, nowMs: number, curve: AgeCurve): number | null {
  const ageAt = (Math.min(atMs, nowMs) - v.publishedMs) / HOUR_MS;
  if (!(ageAt >= MIN_AGE_HOURS)) return null;
  if (v.snapshots) {
    if (v.exact28 && ageAt >= v.exact28.knownFromHours) return v.exact28.value;
    const last = lastReadingBy(v.snapshots, ageAt);
    if (last && last.hours >= MIN_AGE_HOURS / 2) return ln28(last.views, last.hours, curve);
    // No reading by then because the channel was connected later: its first reading is all there
    // is, as a views-only history's count is. Without this a channel just connected (one reading
    // per upload, taken today) had no past at all, so its backtest was empty and every title got
    // the channel's median. A first reading too young to say anything stays unknown.
    const first = v.snapshots[0];
    if (!first || last || first.hours < MIN_AGE_HOURS / 2) return null;
    return ln28(first.views, first.hours, curve);
  }
  const ageNow = (nowMs - v.publishedMs) / HOUR_MS;
  return ln28(v.views, ageNow, curve);
}

/** ln(views at 28 days) as known now, only for uploads at least 28 days old: the backtest's actual. */
export function actualLn28(v: PreparedVideo, nowMs: number, curve: AgeCurve): number | null {
  if ((nowMs - v.publishedMs) / HOUR_MS < REFERENCE_HOURS) return null;
  return knownLn28(v, nowMs, nowMs, curve);
}

/** How much an upload's known value counts at `atMs`: a 3-day-old upload's 28-day figure is mostly curve. */
export function reliability(v: PreparedVideo, atMs: number): number {
  const age = (atMs - v.publishedMs) / HOUR_MS;
  return Math.sqrt(Math.min(1, Math.max(0, age) / REFERENCE_HOURS));
}
