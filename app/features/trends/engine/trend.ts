// trendFromPoints: a keyword's stored readings -> the trend record's computed fields.
import { cleanReadings, interestOverTime } from "./series";
import { seasonalPeakFromReadings } from "./seasonal";
import type { TrendPoint, TrendResult } from "./types";
import { signalOf, velocityOf, weeklyInterest } from "./velocity";

export function trendFromPoints(points: readonly TrendPoint[], now: string): TrendResult {
  const nowMs = Date.parse(now);
  if (!Number.isFinite(nowMs)) throw new RangeError(`trendFromPoints: invalid now "${now}"`);
  const readings = cleanReadings(points, nowMs);
  const velocity = velocityOf(weeklyInterest(readings, nowMs));
  return {
    trend_signal: signalOf(velocity),
    trend_velocity: velocity,
    seasonal_peak_month: seasonalPeakFromReadings(readings),
    interest_over_time: interestOverTime(readings),
  };
}
