// Views "at the same age": a channel's past uploads are all at different ages (one published
// yesterday, one three years ago), so before they can be compared with each other, or with a
// forecast at 28 days, each is put on the 28-day scale through a typical growth curve:
//
//   ln V28 ≈ ln(1 + views at age a) − curve(a),   curve(a) = median over trajectories of ln N(a) − ln N(28 days)
//
// The curve is the median over the channel's own snapshot trajectories when it has enough,
// else over the pool it is given, else DEFAULT_AGE_CURVES below (from real trending trajectories).
import { REAL_AGE_CURVE } from "./age-curve-default";
import { prepareTrajectory, toTau, trustedYAt } from "./trajectory-points";
import type { Trajectory } from "./types";

export const REFERENCE_HOURS = 28 * 24;

/** ln N(hours) − ln N(28 days) at increasing ages; 0 at 672 hours by construction. */
export type AgeCurve = { hours: readonly number[]; logRatio: readonly number[] };
export type AgeCurves = { long: AgeCurve; short: AgeCurve };

/** Ages the curve is read at: 4 per doubling from 2 hours to 4 years. */
const CURVE_AGES: number[] = (() => {
  const out: number[] = [];
  for (let h = 2; h <= 4 * 8766; h *= Math.SQRT2 ** 0.5) out.push(Math.round(h * 100) / 100);
  out.push(REFERENCE_HOURS);
  return [...new Set(out)].sort((a, b) => a - b);
})();

/** Trajectories reaching an age before the curve is read there. */
const MIN_TRAJECTORIES = 8;

/** Pool-adjacent-violators: the closest non-decreasing sequence (weighted least squares). */
function isotonic(values: readonly number[], weights: readonly number[]): number[] {
  const blocks: { sum: number; w: number; count: number }[] = [];
  values.forEach((v, i) => {
    const w = weights[i] ?? 1;
    blocks.push({ sum: v * w, w, count: 1 });
    while (blocks.length > 1) {
      const last = blocks[blocks.length - 1] as { sum: number; w: number; count: number };
      const prev = blocks[blocks.length - 2] as { sum: number; w: number; count: number };
      if (prev.sum / prev.w <= last.sum / last.w) break;
      blocks.pop();
      prev.sum += last.sum;
      prev.w += last.w;
      prev.count += last.count;
    }
  });
  return blocks.flatMap((b) => new Array<number>(b.count).fill(b.sum / b.w));
}

/**
 * The median curve of `trajectories` (hours since publication). Null when fewer than
 * MIN_TRAJECTORIES of them pin down both 28 days and some other age.
 */
export function ageCurveFromTrajectories(trajectories: readonly Trajectory[]): AgeCurve | null {
  const refTau = toTau(REFERENCE_HOURS);
  const prepared = trajectories
    .map((t) => prepareTrajectory(t.points))
    .flatMap((p) => {
      const ref = p ? trustedYAt(p, refTau) : null;
      return p && ref !== null ? [{ p, ref }] : [];
    });
  if (prepared.length < MIN_TRAJECTORIES) return null;
  const hours: number[] = [];
  const ratios: number[] = [];
  const counts: number[] = [];
  for (const h of CURVE_AGES) {
    const tau = toTau(h);
    const diffs: number[] = [];
    for (const { p, ref } of prepared) {
      const y = trustedYAt(p, tau);
      if (y !== null) diffs.push(y - ref);
    }
    if (diffs.length < MIN_TRAJECTORIES) continue;
    diffs.sort((a, b) => a - b);
    const mid = diffs.length >> 1;
    hours.push(h);
    ratios.push(diffs.length % 2 ? (diffs[mid] as number) : ((diffs[mid - 1] as number) + (diffs[mid] as number)) / 2);
    counts.push(diffs.length);
  }
  if (hours.length < 2) return null;
  // Medians at neighbouring ages come from different videos; cumulative views never fall.
  const smooth = isotonic(ratios, counts);
  const atRef = logRatioAt({ hours, logRatio: smooth }, REFERENCE_HOURS);
  return { hours, logRatio: smooth.map((r) => r - atRef) };
}

/**
 * curve(a), linear in ln(1 + hours) between the curve's ages. Before the first age, the
 * first segment's slope continues; after the last, the last segment's slope does (a power-law
 * tail), never falling.
 */
export function logRatioAt(curve: AgeCurve, hours: number): number {
  const h = curve.hours;
  const r = curve.logRatio;
  const n = h.length;
  if (n === 0) return 0;
  if (n === 1) return r[0] as number;
  const tau = toTau(Math.max(0, hours));
  let i = 0;
  if (tau <= toTau(h[0] as number)) i = 0;
  else if (tau >= toTau(h[n - 1] as number)) i = n - 2;
  else while (i < n - 2 && toTau(h[i + 1] as number) < tau) i++;
  const t0 = toTau(h[i] as number);
  const t1 = toTau(h[i + 1] as number);
  const r0 = r[i] as number;
  const r1 = r[i + 1] as number;
  const slope = t1 > t0 ? Math.max(0, (r1 - r0) / (t1 - t0)) : 0;
  return r0 + slope * (tau - t0);
}

/** ln of the 28-day equivalent of `views` seen at `ageHours`. */
export function ln28(views: number, ageHours: number, curve: AgeCurve): number {
  return Math.log1p(Math.max(0, views)) - logRatioAt(curve, ageHours);
}

/**
 * The fallback curves, used only when neither the channel's snapshots nor a pool give one: from
 * REAL trajectories (age-curve-default.ts, generated by scripts/train-age-curve.ts from YouTube
 * trending videos read daily: measured for the first week after they were first seen, assumed
 * first seen a day after publication, a power law beyond). Forecasts that rely on them say so
 * (`ageCurve: "default"`); a channel with snapshots gets its own.
 */
export const DEFAULT_AGE_CURVES: AgeCurves = {
  long: { hours: [...REAL_AGE_CURVE.hours], logRatio: [...REAL_AGE_CURVE.logRatio] },
  short: { hours: [...REAL_AGE_CURVE.hours], logRatio: [...REAL_AGE_CURVE.logRatio] },
};
