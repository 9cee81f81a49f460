// The growth models for one (cutoff age, target age) pair of the grid:
//
//   ln N(t_r) − ln N(t_c) = b0 + b·x + noise        (on ln(1 + N), see trajectory-points.ts)
//
// With b = 0 this is Szabo & Huberman's log-linear model; x (growth over the last three
// doublings of age, trajectory-grid.ts) is Pinto et al.'s multivariate idea on the log scale.
// Two models per pair:
// - "base", b = 0, for a video whose readings cannot measure x (a single early reading: its
//   "growth so far" would be the straight line from publication, not the video);
// - "features", for a video whose readings do, fitted only on trajectories whose readings do too.
// The slopes come from ridge least squares (closed form, so thousands of pairs fit in
// milliseconds); the intercept then minimises the absolute relative error |N̂/N − 1| of what the
// slopes leave: a median of the log growth, weighted towards the low side when the spread is
// wide (relativeErrorCentre). That is the error we report, so the point matches it.
//
// The 80% interval is split conformal: the trajectories are split in order, the older part fits
// the model and the most recent part (channels drift) only measures its residuals, whose
// ⌈(n+1)·0.9⌉-th order statistics from each side bound the growth.
import { solveSymmetric } from "~/lib/stats";
import { conformalBounds } from "./stats";
import { FEATURES as FEATURE_COUNT, type GridRow } from "./trajectory-grid";

/** A module-local copy: hot loops read it millions of times, and an imported binding can cost a lookup each time. */
const FEATURES = FEATURE_COUNT;

export type PairFit = {
  b0: number;
  /** FEATURES slopes, or null for the base model. */
  b: number[] | null;
  /** Feature maxima seen in fitting: a query beyond them is clamped instead of extrapolated. */
  xMax: number[];
  /** Log-growth residual bounds of the 80% interval (lower <= 0 <= upper). */
  lower: number;
  upper: number;
  calibrated: boolean;
  /** Trajectories behind the model (fit + calibration). */
  n: number;
};

export type PairModels = { base: PairFit; features: PairFit | null };

/** Fitting trajectories the features model needs; below, every video gets the base model. */
export const MIN_FIT_FOR_SLOPES = 24;
/** Ridge on the slopes, in trajectories' worth of shrinkage (relative to each feature's spread). */
const RIDGE = 2;
/** Calibration takes the most recent 30% of the trajectories, at least 9 (the least for a finite 80% bound), at most 600. */
const CALIBRATION_SHARE = 0.3;
export const MIN_CALIBRATION = 9;
const MAX_CALIBRATION = 600;
/** The most recent this many usable trajectories fit a pair: more add nothing but time. */
const MAX_ROWS = 1200;
/** The fewest fitting trajectories worth holding calibration data back for. */
const MIN_FIT = 6;
/** Too few to calibrate: in-sample residual bounds are widened by this factor (they flatter the fit). */
const UNCALIBRATED_WIDEN = 1.5;
/** With almost nothing to go on, ± this much log growth (×/÷ 4). */
const FALLBACK_HALF_WIDTH = Math.log(4);
/** The 80% interval: alpha = 0.2. */
export const ALPHA = 0.2;

/** Growth a model predicts for features x (ignored by the base model); never negative. */
export function pairGrowth(m: PairFit, x: ArrayLike<number>): number {
  let g = m.b0;
  if (m.b) for (let k = 0; k < FEATURES; k++) g += (m.b[k] as number) * Math.min(x[k] as number, m.xMax[k] as number);
  return g > 0 ? g : 0;
}

/**
 * The intercept that minimises the mean absolute *relative* error of the fitted points:
 * Σ |e^(b0 − r_i) − 1| = Σ e^(−r_i)·|e^b0 − e^(r_i)| is smallest at the median of the residual
 * log growths r_i weighted by e^(−r_i). With a narrow spread that is the plain median of the log
 * growth; with a wide one (a few hours after publication) it sits lower, as it should, since
 * an overestimate of a ratio is unbounded while an underestimate costs at most 100%.
 */
export function relativeErrorCentre(residuals: Float64Array): number {
  const n = residuals.length;
  if (n === 0) return 0;
  const sorted = Float64Array.from(residuals).sort();
  const lowest = sorted[0] as number;
  // The weight falls with the value, so it can be computed in sorted order; shifting by the
  // smallest residual keeps every weight in (0, 1].
  let total = 0;
  for (let i = 0; i < n; i++) total += Math.exp(lowest - (sorted[i] as number));
  let cumulative = 0;
  for (let i = 0; i < n; i++) {
    cumulative += Math.exp(lowest - (sorted[i] as number));
    if (cumulative >= total / 2) return sorted[i] as number;
  }
  return sorted[n - 1] as number;
}

type Sample = { g: Float64Array; x: Float64Array | null; n: number };

function sampleOf(
  rows: readonly GridRow[],
  idx: ArrayLike<number>,
  from: number,
  to: number,
  c: number,
  r: number,
  withFeatures: boolean,
): Sample {
  const n = to - from;
  const g = new Float64Array(n);
  const x = withFeatures ? new Float64Array(n * FEATURES) : null;
  for (let k = 0; k < n; k++) {
    const row = rows[idx[from + k] as number] as GridRow;
    g[k] = (row.y[r] as number) - (row.y[c] as number);
    if (x) for (let j = 0; j < FEATURES; j++) x[k * FEATURES + j] = row.x[c * FEATURES + j] as number;
  }
  return { g, x, n };
}

function fitSlopes(s: Sample): number[] | null {
  const x = s.x as Float64Array;
  const n = s.n;
  const mx = [0, 0, 0];
  let mg = 0;
  for (let k = 0; k < n; k++) {
    for (let j = 0; j < FEATURES; j++) mx[j] = (mx[j] as number) + (x[k * FEATURES + j] as number) / n;
    mg += (s.g[k] as number) / n;
  }
  const a = [
    [0, 0, 0],
    [0, 0, 0],
    [0, 0, 0],
  ];
  const b = [0, 0, 0];
  for (let k = 0; k < n; k++) {
    const dg = (s.g[k] as number) - mg;
    for (let i = 0; i < FEATURES; i++) {
      const di = (x[k * FEATURES + i] as number) - (mx[i] as number);
      b[i] = (b[i] as number) + di * dg;
      const ai = a[i] as number[];
      for (let j = 0; j <= i; j++)
        ai[j] = (ai[j] as number) + di * ((x[k * FEATURES + j] as number) - (mx[j] as number));
    }
  }
  for (let i = 0; i < FEATURES; i++) {
    const ai = a[i] as number[];
    for (let j = 0; j < i; j++) (a[j] as number[])[i] = ai[j] as number;
    ai[i] = (ai[i] as number) * (1 + RIDGE / n) + 1e-9;
  }
  return solveSymmetric(a, b);
}

function residuals(m: PairFit, s: Sample): Float64Array {
  const out = new Float64Array(s.n);
  const x = s.x;
  for (let k = 0; k < s.n; k++)
    out[k] = (s.g[k] as number) - pairGrowth(m, x ? x.subarray(k * FEATURES, (k + 1) * FEATURES) : []);
  return out;
}

function fitPoint(s: Sample, n: number): PairFit {
  const b = s.x ? fitSlopes(s) : null;
  const xMax = [0, 0, 0];
  const left = new Float64Array(s.n);
  for (let k = 0; k < s.n; k++) {
    let v = s.g[k] as number;
    if (b && s.x) {
      for (let j = 0; j < FEATURES; j++) {
        const xj = s.x[k * FEATURES + j] as number;
        xMax[j] = Math.max(xMax[j] as number, xj);
        v -= (b[j] as number) * xj;
      }
    }
    left[k] = v;
  }
  return { b0: relativeErrorCentre(left), b, xMax, lower: 0, upper: 0, calibrated: false, n };
}

/** Fit and calibrate one model on the usable trajectories `idx` (time order, oldest first). */
function fitModel(
  rows: readonly GridRow[],
  idx: ArrayLike<number>,
  c: number,
  r: number,
  withFeatures: boolean,
): PairFit {
  const n = idx.length;
  const nCal = Math.min(MAX_CALIBRATION, Math.max(MIN_CALIBRATION, Math.round(n * CALIBRATION_SHARE)));
  if (n - nCal >= MIN_FIT) {
    const model = fitPoint(sampleOf(rows, idx, 0, n - nCal, c, r, withFeatures), n);
    const bounds = conformalBounds(
      Array.from(residuals(model, sampleOf(rows, idx, n - nCal, n, c, r, withFeatures))),
      ALPHA,
    );
    if (bounds.lower !== null && bounds.upper !== null) {
      return { ...model, lower: Math.min(0, bounds.lower), upper: Math.max(0, bounds.upper), calibrated: true };
    }
  }
  // Too few to hold any back: fit on all and bound with the most extreme in-sample residuals,
  // widened (in-sample residuals flatter the fit); with under five, a plain ×/÷ 4.
  const all = sampleOf(rows, idx, 0, n, c, r, withFeatures);
  const model = fitPoint(all, n);
  let lower = -FALLBACK_HALF_WIDTH;
  let upper = FALLBACK_HALF_WIDTH;
  if (n >= 5) {
    const res = residuals(model, all);
    let lo = Infinity;
    let hi = -Infinity;
    for (const v of res) {
      lo = Math.min(lo, v);
      hi = Math.max(hi, v);
    }
    lower = Math.min(-0.05, lo * UNCALIBRATED_WIDEN);
    upper = Math.max(0.05, hi * UNCALIBRATED_WIDEN);
  }
  return { ...model, lower, upper, calibrated: false };
}

/**
 * Fit the pair (c, r) on the trajectories `indices` (in time order, oldest first). Null when
 * none of them is usable at both ages.
 */
export function fitPair(rows: readonly GridRow[], indices: readonly number[], c: number, r: number): PairModels | null {
  const usable: number[] = [];
  for (const i of indices) {
    const row = rows[i] as GridRow;
    if (row.trusted[c] === 1 && row.trusted[r] === 1) usable.push(i);
  }
  if (usable.length === 0) return null;
  const recent = usable.slice(-MAX_ROWS);
  const measured = recent.filter((i) => (rows[i] as GridRow).supported[c] === 1);
  return {
    base: fitModel(rows, recent, c, r, false),
    features: measured.length >= MIN_FIT_FOR_SLOPES + MIN_CALIBRATION ? fitModel(rows, measured, c, r, true) : null,
  };
}
