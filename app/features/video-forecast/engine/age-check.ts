// Should a views-only history be put on the 28-day scale by the typical growth curve?
//
// A history of (publishedAt, views) says nothing of *when* the views were read. Read today, an
// upload from three years ago has had three years to grow and the curve rightly shrinks it to its
// 28-day equivalent. Read days after publication (a data set of one season, a spreadsheet kept
// since), the same curve shrinks every upload as if it had grown for years: on the GB trending
// channels asked with today's clock, the forecast fell to about half the channel's median and its
// 80% range held 55% (docs/benchmarks.md, Video Forecast).
//
// The two cannot be told apart from counts of uploads all of about the same age: the curve then
// moves them all by one amount, a shift nothing in the channel's counts supports. A channel still
// publishing has uploads of many ages, and their counts show the growth. So with two or more
// uploads the curve is applied only when it tells them apart (moves them by 5% or more against
// each other); otherwise the counts are compared as given, and the forecast says so. A lone
// upload keeps the curve: most likely a new channel's, counted today.
//
// Tried and not kept (docs/video-forecast.md): testing the curve on the channel's own uploads, each
// left out and forecast at its own age from the others with and without it. Per-upload noise
// drowns the age effect: the test dropped the curve on half of the sample world's forecasts, where
// the curve makes the 28-day figure better (MdAPE 0.39 with it, 0.43 with the test).
import { logRatioAt, type AgeCurve } from "./age-curve";
import { HOUR_MS, MIN_AGE_HOURS, type PreparedVideo } from "./history";

/** Where the curve that put past uploads on the 28-day scale came from; "as-given": none, see above. */
export type AgeCurveSource = "given" | "channel" | "default" | "as-given";

/** The curve must move the uploads relative to each other by more than this (ln units, ≈ 5%). */
export const MIN_CURVE_SPREAD = 0.05;

export type AgeCheck = {
  /** Two or more uploads whose ages the curve cannot tell apart: their counts are compared as given. */
  agesAlike: boolean;
  /** Uploads at least two days old. */
  uploads: number;
  /** How far the curve moves them against each other: max − min of curve(age), ln units. */
  spread: number;
};

export function checkAgeCurve(videos: readonly PreparedVideo[], nowMs: number, curve: AgeCurve): AgeCheck {
  let uploads = 0;
  let lowest = Infinity;
  let highest = -Infinity;
  for (const v of videos) {
    const age = (nowMs - v.publishedMs) / HOUR_MS;
    if (!(age >= MIN_AGE_HOURS)) continue;
    const c = logRatioAt(curve, age);
    uploads += 1;
    lowest = Math.min(lowest, c);
    highest = Math.max(highest, c);
  }
  const spread = uploads >= 2 ? highest - lowest : 0;
  return { agesAlike: uploads >= 2 && spread < MIN_CURVE_SPREAD, uploads, spread };
}

/** The "curve" of views used as given: ln N(a) − ln N(28 days) = 0 at every age. */
export const AS_GIVEN_CURVE: AgeCurve = { hours: [1, 24 * 28], logRatio: [0, 0] };
