// A published upload's views at 28 days, from its views now and its age, on the same growth curve
// that puts a channel's past uploads on the 28-day scale (age-curve.ts): the channel's own curve
// from its snapshots when it has one, else the curve from real trending trajectories. Every place
// that projects a published upload (the dashboard's momentum, Video Forecast's latest uploads, Ask
// Vidwise, the weekly digest) reads this one projection, so they cannot disagree.
//
//   expected = (1 + views) · e^g − 1,   g = curve(28 days) − curve(age) = −curve(age) ≥ 0
//
// The 80% range scales g by how much real videos' growth over a span differed from the curve's
// (the 10th and 90th percentiles of actual ÷ curve log growth, published-spread-default.ts), so an
// upload a week old, with most of its first 28 days behind it, gets a narrow range, and one a day
// old a wide one. Never below the views it already has; past 28 days, the views it has.
import {
  type AgeCurve,
  type AgeCurves,
  DEFAULT_AGE_CURVES,
  REFERENCE_HOURS,
  ageCurveFromTrajectories,
  logRatioAt,
} from "./age-curve";
import { PUBLISHED_SPREAD } from "./published-spread-default";
import type { PublishedSpread, TrajectoryPoint } from "./types";

export type PublishedProjection = { expected: number; low: number; high: number };

/** ln growth the curve expects from `ageHours` to 28 days (0 at or past 28 days). */
export function curveGrowthTo28(curve: AgeCurve, ageHours: number): number {
  if (ageHours >= REFERENCE_HOURS) return 0;
  return Math.max(0, logRatioAt(curve, REFERENCE_HOURS) - logRatioAt(curve, Math.max(0, ageHours)));
}

export function projectPublished(
  views: number,
  ageHours: number,
  curve: AgeCurve,
  spread: PublishedSpread = PUBLISHED_SPREAD,
): PublishedProjection {
  const now = Math.max(0, Number.isFinite(views) ? views : 0);
  const g = curveGrowthTo28(curve, Number.isFinite(ageHours) ? ageHours : 0);
  const at = (scale: number) => Math.max(now, Math.round((1 + now) * Math.exp(g * Math.max(0, scale)) - 1));
  const expected = at(1);
  return { expected, low: Math.min(expected, at(spread.q10)), high: Math.max(expected, at(spread.q90)) };
}

/**
 * The curves a channel's published uploads are projected on: its own from its uploads' readings
 * (long-form and Shorts apart) when they give one, else the curve from real trending videos, as
 * the pre-publication forecaster resolves them (forecast-video.ts's resolveAgeCurves).
 */
export function publishedCurves(trajectories: readonly { points: readonly TrajectoryPoint[]; isShort: boolean }[]): {
  curves: AgeCurves;
  source: "channel" | "default";
} {
  const own = (isShort: boolean) =>
    ageCurveFromTrajectories(trajectories.filter((t) => t.isShort === isShort).map((t) => ({ points: [...t.points] })));
  const long = own(false);
  const short = own(true);
  if (!long && !short) return { curves: DEFAULT_AGE_CURVES, source: "default" };
  return {
    curves: { long: long ?? DEFAULT_AGE_CURVES.long, short: short ?? DEFAULT_AGE_CURVES.short },
    source: "channel",
  };
}
