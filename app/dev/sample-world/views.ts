// How a video's views accumulate over time, and the calendar effects on top.
//
// A video's life is the sum of three decaying sources, each 1 - exp(-h / tau):
//   - a fast burst from subscribers and notifications (tau ~ 2 days),
//   - a medium wave from browse and suggested (tau ~ 3 weeks),
//   - a slow search-driven tail (tau ~ 2-3 years): large for evergreen tutorials, small for news.
// Views on a calendar day are the curve's increment that day times a seasonal factor (buying
// guides peak in November/December, productivity in January, everything dips in summer) and a
// weekday factor (weekends slightly higher). Snapshots, comments, daily analytics and lifetime
// totals are all read from the same simulation, so they agree with each other.
import type { Random } from "./random";
import type { SeasonProfile } from "./topics";

export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

export type ViewCurve = {
  weights: [fast: number, medium: number, slow: number];
  /** Time constants in hours. */
  taus: [fast: number, medium: number, slow: number];
};

/** Share (0..1) of a video's eventual views reached `hours` after publishing. */
export function curveShare(curve: ViewCurve, hours: number): number {
  if (hours <= 0) return 0;
  const [w0, w1, w2] = curve.weights;
  const [t0, t1, t2] = curve.taus;
  return w0 * (1 - Math.exp(-hours / t0)) + w1 * (1 - Math.exp(-hours / t1)) + w2 * (1 - Math.exp(-hours / t2));
}

/** The hour at which the curve reaches `share` (bisection; the curve is increasing). */
export function hoursAtShare(curve: ViewCurve, share: number, maxHours: number): number {
  let lo = 0;
  let hi = maxHours;
  for (let i = 0; i < 40; i++) {
    const mid = (lo + hi) / 2;
    if (curveShare(curve, mid) < share) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

export function makeCurve(rng: Random, evergreen: number, isShort: boolean): ViewCurve {
  if (isShort) {
    // Shorts live and die in the feed within days; almost nothing comes from search.
    const slow = 0.03;
    const medium = rng.float(0.08, 0.16);
    return {
      weights: [1 - slow - medium, medium, slow],
      taus: [rng.float(18, 40), rng.float(150, 300), rng.float(8000, 14000)],
    };
  }
  const slow = Math.min(0.7, evergreen * rng.float(0.55, 0.85));
  const medium = rng.float(0.18, 0.26);
  return {
    weights: [1 - slow - medium, medium, slow],
    taus: [rng.float(30, 64), rng.float(280, 620), rng.float(16_000, 26_000)],
  };
}

// Month factors, January first.
const VIEW_SEASON: Record<SeasonProfile, readonly number[]> = {
  // Gift season and Black Friday; a smaller back-to-school bump in August.
  "buying-guide": [0.9, 0.88, 0.92, 0.95, 0.95, 0.9, 0.9, 1.05, 1.0, 1.05, 1.35, 1.45],
  // New-year resolutions, and a second wind when school starts.
  "new-year": [1.4, 1.15, 1.0, 0.95, 0.95, 0.9, 0.88, 0.95, 1.1, 1.0, 0.95, 0.9],
  steady: [1.0, 1.0, 1.0, 1.0, 0.98, 0.92, 0.9, 0.94, 1.02, 1.03, 1.03, 1.0],
};
/** Sunday first (Date#getUTCDay). People watch a little more at weekends. */
const VIEW_WEEKDAY = [1.08, 0.96, 0.97, 0.97, 0.98, 0.96, 1.08];
/** Advertisers spend most in Q4 and least in January: the familiar RPM calendar. */
const RPM_SEASON = [0.72, 0.8, 0.9, 0.9, 0.94, 0.95, 0.92, 0.95, 1.0, 1.1, 1.3, 1.45];
const RPM_WEEKDAY = [0.93, 1.02, 1.02, 1.02, 1.02, 1.01, 0.93];

export function dayNumber(ms: number): number {
  return Math.floor(ms / DAY_MS);
}

/** Per-calendar-day factors from `firstDay` to the day containing `nowMs`. */
export class DayTables {
  readonly firstDay: number;
  readonly nowMs: number;
  readonly nowDay: number;
  readonly month: Uint8Array;
  readonly weekday: Uint8Array;
  readonly views: Record<SeasonProfile, Float64Array>;
  /** Channel-wide RPM multiplier: season x weekday x a little day-to-day ad-market noise. */
  readonly rpm: Float64Array;

  constructor(firstDay: number, nowMs: number, rng: Random) {
    this.firstDay = firstDay;
    this.nowMs = nowMs;
    this.nowDay = dayNumber(nowMs);
    const n = this.nowDay - firstDay + 1;
    this.month = new Uint8Array(n);
    this.weekday = new Uint8Array(n);
    this.rpm = new Float64Array(n);
    this.views = { "buying-guide": new Float64Array(n), "new-year": new Float64Array(n), steady: new Float64Array(n) };
    for (let i = 0; i < n; i++) {
      const date = new Date((firstDay + i) * DAY_MS);
      const m = date.getUTCMonth();
      const w = date.getUTCDay();
      this.month[i] = m;
      this.weekday[i] = w;
      this.rpm[i] = (RPM_SEASON[m] as number) * (RPM_WEEKDAY[w] as number) * rng.lognormal(0, 0.05);
      for (const profile of ["buying-guide", "new-year", "steady"] as const) {
        this.views[profile][i] = (VIEW_SEASON[profile][m] as number) * (VIEW_WEEKDAY[w] as number);
      }
    }
  }

  index(day: number): number {
    return day - this.firstDay;
  }
}

export type ViewModel = {
  publishMs: number;
  /** Views the video would reach if it lived forever (before calendar effects). */
  eventualViews: number;
  curve: ViewCurve;
  season: SeasonProfile;
};

/** Views per calendar day from the publish day to the day of `now` (the last day is partial). */
export type ViewSimulation = {
  firstDay: number;
  daily: Float64Array;
  /** cumulative[i] = views up to the end of day firstDay + i (or up to now on the last day). */
  cumulative: Float64Array;
  /** The calendar-and-noise multiplier applied on each day, kept for partial-day lookups. */
  factor: Float64Array;
};

/**
 * Day by day: the curve's increment, times the topic's season and the weekday, times a little
 * day-to-day noise (real daily views are never smooth), so the same numbers feed every output.
 */
export function simulateViews(model: ViewModel, tables: DayTables, rng: Random): ViewSimulation {
  const firstDay = dayNumber(model.publishMs);
  const n = Math.max(0, tables.nowDay - firstDay + 1);
  const daily = new Float64Array(n);
  const cumulative = new Float64Array(n);
  const factor = new Float64Array(n);
  const season = tables.views[model.season];
  let previousShare = 0;
  let total = 0;
  for (let i = 0; i < n; i++) {
    const end = Math.min((firstDay + i + 1) * DAY_MS, tables.nowMs);
    const share = curveShare(model.curve, (end - model.publishMs) / HOUR_MS);
    const f = (season[tables.index(firstDay + i)] as number) * rng.lognormal(0, 0.1);
    const views = model.eventualViews * (share - previousShare) * f;
    previousShare = share;
    total += views;
    daily[i] = views;
    cumulative[i] = total;
    factor[i] = f;
  }
  return { firstDay, daily, cumulative, factor };
}

/** Views at any moment between publishing and now, consistent with the daily simulation. */
export function viewsAt(model: ViewModel, sim: ViewSimulation, tables: DayTables, ms: number): number {
  if (ms <= model.publishMs) return 0;
  const at = Math.min(ms, tables.nowMs);
  const day = dayNumber(at);
  const i = day - sim.firstDay;
  const before = i > 0 ? (sim.cumulative[i - 1] as number) : 0;
  const dayStart = Math.max(day * DAY_MS, model.publishMs);
  const partial =
    curveShare(model.curve, (at - model.publishMs) / HOUR_MS) -
    curveShare(model.curve, (dayStart - model.publishMs) / HOUR_MS);
  return before + model.eventualViews * partial * (sim.factor[i] as number);
}
