// A typical growth curve of a video's views with its age, shared by the forecaster (which puts
// uploads of different ages on one 28-day scale) and Competitor Monitor (which compares a new
// upload with what older ones had at the same age when only later readings of them exist).
//
// A curve is ln N(age) − ln N(28 days) read at increasing ages (hours since publication), so the
// growth between two ages is the difference of two readings. Between the curve's ages it is linear
// in ln(1 + hours) (a power law, which is how view counts grow); before the first age the first
// segment continues, after the last the last segment does, never falling.
export { REAL_AGE_CURVE } from "./age-curve-default";

/** ln N(hours) − ln N(28 days) at increasing ages; 0 at 672 hours by construction. */
export type AgeCurve = { hours: readonly number[]; logRatio: readonly number[] };

/** Age on the curve's time scale, ln(1 + hours): a power law in age is a straight line on it. */
export const toTau = (hours: number): number => Math.log1p(Math.max(0, hours));

/** curve(a): the curve read at `hours`, as the header says. */
export function logRatioAt(curve: AgeCurve, hours: number): number {
  const h = curve.hours;
  const r = curve.logRatio;
  const n = h.length;
  if (n === 0) return 0;
  if (n === 1) return r[0] as number;
  const at = toTau(hours);
  let i = 0;
  if (at <= toTau(h[0] as number)) i = 0;
  else if (at >= toTau(h[n - 1] as number)) i = n - 2;
  else while (i < n - 2 && toTau(h[i + 1] as number) < at) i++;
  const t0 = toTau(h[i] as number);
  const t1 = toTau(h[i + 1] as number);
  const r0 = r[i] as number;
  const r1 = r[i + 1] as number;
  const slope = t1 > t0 ? Math.max(0, (r1 - r0) / (t1 - t0)) : 0;
  return r0 + slope * (at - t0);
}

/**
 * `views` read at `fromHours`, carried along the curve to `toHours`: on the ln(1 + views) scale
 * the forecaster uses, so 0 views stay 0.
 */
export function viewsAlongCurve(curve: AgeCurve, views: number, fromHours: number, toHours: number): number {
  return Math.expm1(Math.log1p(Math.max(0, views)) + logRatioAt(curve, toHours) - logRatioAt(curve, fromHours));
}
