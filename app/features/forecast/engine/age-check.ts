// Should a views-only history be put on the 28-day scale by the typical growth curve?
//
// A history of (publishedAt, views) says nothing of *when* the views were read. Read today, an
// upload from three years ago has had three years to grow and the curve rightly shrinks it to its
// 28-day equivalent. Read days after publication (a data set, a spreadsheet kept since), the same
// curve shrinks every old upload as if it had grown for years: on the GB trending channels asked
// with today's clock, the forecast fell to about half the channel's median and its 80% range held
// 55% (docs/benchmarks.md, Video Forecaster).
//
// So the curve is tested on the channel's own uploads before it is used: leave each upload out,
// forecast its views *at its own age* from the others, once with the curve (the others' 28-day
// equivalents, scaled back to its age) and once without (the others' views as given), and keep
// the curve only when it forecast them better. When it cannot be tested (fewer than three uploads,
// or ages too alike for the curve to tell them apart) the views are used as given: the curve's
// level shift then rests on nothing the channel shows.
import { logRatioAt, type AgeCurve } from "./age-curve";
import { HOUR_MS, MIN_AGE_HOURS, type PreparedVideo } from "./history";

/** Fewer known uploads than this: nothing to test on. */
export const MIN_TESTED_UPLOADS = 3;
/** The curve must move the uploads relative to each other by more than this (ln units, ≈ 5%) to be tested. */
export const MIN_CURVE_SPREAD = 0.05;

export type AgeCheck = {
  /** "fits": the curve forecast the uploads better; "does-not-fit": worse or no better; "untested": see above. */
  verdict: "fits" | "does-not-fit" | "untested";
  uploads: number;
  /** Mean |ln error| of the leave-one-out forecasts, with and without the curve (null when untested). */
  errorWithCurve: number | null;
  errorAsGiven: number | null;
};

/** The median of `sorted` without its element at `skip` (sorted ascending, two or more elements). */
function medianWithout(sorted: readonly number[], skip: number): number {
  const m = sorted.length - 1;
  const at = (k: number) => sorted[k < skip ? k : k + 1] as number;
  return m % 2 ? at((m - 1) / 2) : (at(m / 2 - 1) + at(m / 2)) / 2;
}

/** Each value's leave-one-out median: the median of all the others. */
function leaveOneOutMedians(values: readonly number[]): number[] {
  const order = values.map((_, i) => i).sort((a, b) => (values[a] as number) - (values[b] as number));
  const sorted = order.map((i) => values[i] as number);
  const out = new Array<number>(values.length);
  order.forEach((i, rank) => (out[i] = medianWithout(sorted, rank)));
  return out;
}

export function checkAgeCurve(videos: readonly PreparedVideo[], nowMs: number, curve: AgeCurve): AgeCheck {
  const known = videos.flatMap((v) => {
    const age = (nowMs - v.publishedMs) / HOUR_MS;
    return age >= MIN_AGE_HOURS ? [{ y: Math.log1p(v.views), c: logRatioAt(curve, age) }] : [];
  });
  const untested: AgeCheck = { verdict: "untested", uploads: known.length, errorWithCurve: null, errorAsGiven: null };
  if (known.length < MIN_TESTED_UPLOADS) return untested;
  let lowest = Infinity;
  let highest = -Infinity;
  for (const k of known) {
    lowest = Math.min(lowest, k.c);
    highest = Math.max(highest, k.c);
  }
  if (highest - lowest < MIN_CURVE_SPREAD) return untested;
  const adjusted = leaveOneOutMedians(known.map((k) => k.y - k.c));
  const given = leaveOneOutMedians(known.map((k) => k.y));
  let withCurve = 0;
  let asGiven = 0;
  known.forEach((k, i) => {
    withCurve += Math.abs(k.y - ((adjusted[i] as number) + k.c));
    asGiven += Math.abs(k.y - (given[i] as number));
  });
  const errorWithCurve = withCurve / known.length;
  const errorAsGiven = asGiven / known.length;
  return {
    verdict: errorWithCurve < errorAsGiven ? "fits" : "does-not-fit",
    uploads: known.length,
    errorWithCurve,
    errorAsGiven,
  };
}

/** The "curve" of views used as given: ln N(a) − ln N(28 days) = 0 at every age. */
export const AS_GIVEN_CURVE: AgeCurve = { hours: [1, 24 * 28], logRatio: [0, 0] };
