// Growth-ratio projection: a published video's views at a later hour from its readings so far,
// for readings whose hours need not start at publication (a poller that first saw the video on
// some day: "hours from a common origin", or each video's first reading at hour 0). Nothing in it
// depends on where the hours start: only on hours between readings.
//
// Method. For up to 4 readings c of each training trajectory, paired with its last reading r
// (growth to the end of what was observed: see pairsOf), the log growth
// g = ln((1 + N_r) / (1 + N_c)) is regressed, without intercept (no time, no growth), on
//   d          days ahead, (t_r − t_c) / 24;
//   ℓ          ln(1 + d): growth per day slows the further ahead (concave in d);
//   d·v, ℓ·v   v = ln(1 + N_c) − centre: do bigger videos grow more slowly;
//   d·r, d·m   r = the video's own log growth per day since its reading at least 12 h before the
//              cutoff (m = 1 when there is one; a single reading has r = 0, m = 0).
// (The second feature was once ln((t_r + 24)/(t_c + 24)), the log-age ratio: with
// hours from a common origin it measured where the data set started, not the video, and the same
// readings shifted in time got another forecast.)
// Ridge least squares, each trajectory weighing 1 whatever its number of readings, shrunk
// towards a prior fit (the shipped constants in growth-ratio-prior.ts, fitted on real trending
// trajectories) by PRIOR_WEIGHT trajectories' worth.
// Interval and point: the training is split in two by a hash of its position, each half's pairs
// are predicted by the fit on the other half, and the out-of-sample residuals give, per band of
// days ahead and separately for a single reading and for a video with a recent rate, a centre
// (re-centres the point: the shift that minimises the median |N̂/N − 1| of those residuals, the
// error reported; see ratioCentre) and split-conformal 10%/90% order statistics (the 80%
// interval). A band with too few residuals uses all of them scaled by √d (the spread of the
// residuals grows about with the square root of the days ahead on real trending videos), so a
// horizon longer than any in training still gets a band that widens with it.
// Guarantee: never NaN, never below the last reading, low <= expected <= high; with no usable
// training it answers from the prior alone.
import { prepareTrajectory, type PreparedTrajectory } from "./trajectory-points";
import type { Trajectory, TrajectoryForecast, TrajectoryQuery } from "./types";

export const GROWTH_RATIO_METHOD =
  "log-growth ratio regression on days ahead, log days ahead, log views and the video's own recent growth (ridge towards a prior fitted on real trending trajectories), 80% interval from out-of-sample residual quantiles per band of days ahead";

/** Features of one (cutoff, target) pair, in the order of GrowthRatioFit.beta. */
export const FEATURE_NAMES = ["d", "ℓ", "d·v", "ℓ·v", "d·r", "d·m"] as const;
const K = FEATURE_NAMES.length;

/** Days-ahead bands the residual quantiles are kept for (upper edges; the last is open). */
export const BAND_EDGES_DAYS = [1.5, 3.5, 6.5, 10.5, 21, 45, 120] as const;

export type ResidualBand = { maxDays: number; n: number; q10: number; q50: number; q90: number };

export type ResidualQuantiles = {
  /** Per band of days ahead (BAND_EDGES_DAYS, then Infinity). */
  bands: ResidualBand[];
  /** Quantiles of residual / √max(d, 1) over all bands, for bands with too few residuals. */
  scaled: { n: number; q10: number; q50: number; q90: number };
};

export type GrowthRatioFit = {
  /** Centre of ln(1 + views) the d·v slope is measured from. */
  centre: number;
  beta: number[];
  /**
   * Residual quantiles for a video known by a single reading (no recent growth: much wider) and
   * for one with a reading 12 h or more before its last.
   */
  residuals: { single: ResidualQuantiles; recent: ResidualQuantiles };
  /** Trajectories behind the fit. */
  trainedOn: number;
};

const FLAT_QUANTILES: ResidualQuantiles = {
  bands: [...BAND_EDGES_DAYS, Infinity].map((maxDays) => ({ maxDays, n: 0, q10: 0, q50: 0, q90: 0 })),
  scaled: { n: 0, q10: -1, q50: 0, q90: 1 },
};
/** No growth at all, and ×/÷ e per √day: what a prior is fitted against (scripts/train-growth-ratio.ts, the bench's other-country prior). */
export const FLAT_GROWTH_PRIOR: GrowthRatioFit = {
  centre: 0,
  beta: FEATURE_NAMES.map(() => 0),
  residuals: { single: FLAT_QUANTILES, recent: FLAT_QUANTILES },
  trainedOn: 0,
};

/** How many trajectories' worth the prior counts for against the training. */
export const PRIOR_WEIGHT = 25;
/** Residuals a band needs to use its own quantiles. */
export const MIN_BAND_RESIDUALS = 40;
/** Cutoffs taken per training trajectory (spread over its readings; each projected to its last reading). */
const MAX_CUTOFFS = 4;

/** The reading a recent growth rate is measured from is at least this many hours before the cutoff. */
const RECENT_GAP_HOURS = 12;
/** Recent growth per day is clamped to this (a day-old video can double several times a day). */
const MAX_RECENT_RATE = 5;

export type Reading = { hours: number; y: number };

/** The video's actual readings (no publication origin added), cleaned by prepareTrajectory. */
export function readingsOf(points: Trajectory["points"] | null | undefined): Reading[] {
  const p: PreparedTrajectory | null = prepareTrajectory(points);
  if (!p) return [];
  const out: Reading[] = [];
  for (let i = p.firstReading; i < p.tau.length; i++)
    out.push({ hours: Math.expm1(p.tau[i] as number), y: p.y[i] as number });
  return out;
}

/** Recent log growth per day at reading index c, or null when no reading is far enough before it. */
export function recentRate(readings: readonly Reading[], c: number): number | null {
  const cut = readings[c] as Reading;
  for (let i = c - 1; i >= 0; i--) {
    const prev = readings[i] as Reading;
    const gap = cut.hours - prev.hours;
    if (gap >= RECENT_GAP_HOURS) return Math.min(MAX_RECENT_RATE, Math.max(0, ((cut.y - prev.y) * 24) / gap));
  }
  return null;
}

/** The feature vector of projecting from a cutoff state to `targetHours` (only their difference matters). */
export function pairFeatures(
  cutHours: number,
  cutY: number,
  rate: number | null,
  targetHours: number,
  centre: number,
): number[] {
  const d = Math.max(0, targetHours - cutHours) / 24;
  const l = Math.log1p(d);
  const v = cutY - centre;
  return [d, l, d * v, l * v, d * (rate ?? 0), rate === null ? 0 : d];
}

/** kind 0: a cutoff with no reading 12 h or more before it (a single reading); 1: with one. */
type Pair = { x: number[]; g: number; d: number; w: number; kind: 0 | 1; fold: number };

/** At most k indices from [from, to), evenly spread, always the first and the last. */
function spreadIndices(from: number, to: number, k: number): number[] {
  const n = to - from;
  if (n <= 0) return [];
  if (n <= k) return Array.from({ length: n }, (_, i) => from + i);
  return [...new Set(Array.from({ length: k }, (_, s) => from + Math.round((s * (n - 1)) / (k - 1))))];
}

function pairsOf(
  training: readonly Trajectory[],
  centre: number | null,
): { pairs: Pair[]; centre: number; trajectories: number } {
  const all = (Array.isArray(training) ? training : []).map((t) => readingsOf(t?.points)).filter((r) => r.length >= 2);
  const c0 = centre ?? (all.length > 0 ? all.reduce((s, r) => s + (r[0] as Reading).y, 0) / all.length : 0);
  const pairs: Pair[] = [];
  all.forEach((readings, t) => {
    const mine: Omit<Pair, "w">[] = [];
    // Fold by a multiplicative hash of the position: deterministic, and not simply odd/even.
    const fold = ((Math.imul(t + 1, 2654435761) >>> 0) >>> 16) & 1;
    for (const c of spreadIndices(0, readings.length - 1, MAX_CUTOFFS)) {
      const cut = readings[c] as Reading;
      const rate = recentRate(readings, c);
      // Target: the last reading only. Growth to the end of what was observed is what a query
      // asks for, and on trending videos it is not the growth to an intermediate day (videos
      // that stay longer gain faster: first→last pairs fitted with first→intermediate ones
      // were 0.22 MdAPE on held-out first→last, against 0.16 with these alone).
      const target = readings[readings.length - 1] as Reading;
      if (!(target.hours > cut.hours)) continue;
      mine.push({
        x: pairFeatures(cut.hours, cut.y, rate, target.hours, c0),
        g: target.y - cut.y,
        d: (target.hours - cut.hours) / 24,
        kind: rate === null ? 0 : 1,
        fold,
      });
    }
    for (const p of mine) pairs.push({ ...p, w: 1 / mine.length });
  });
  return { pairs, centre: c0, trajectories: all.length };
}

/** Solve a small symmetric positive-definite system (Gaussian elimination with partial pivoting). */
function solve(a: number[][], b: number[]): number[] | null {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i] as number]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(m[r]![col]!) > Math.abs(m[pivot]![col]!)) pivot = r;
    if (Math.abs(m[pivot]![col]!) < 1e-12) return null;
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const f = m[r]![col]! / m[col]![col]!;
      for (let k = col; k <= n; k++) m[r]![k] = m[r]![k]! - f * m[col]![k]!;
    }
  }
  return m.map((row, i) => row[n]! / row[i]!);
}

/**
 * Ridge towards `prior`: minimises Σ w (g − x·β)² + λ Σ_k s_k² (β_k − prior_k)², s_k² the
 * weighted mean square of feature k, λ = PRIOR_WEIGHT (in trajectories, as the weights are).
 */
function fitBeta(pairs: readonly Pair[], prior: readonly number[]): number[] {
  const a = Array.from({ length: K }, () => new Array<number>(K).fill(0));
  const b = new Array<number>(K).fill(0);
  let total = 0;
  for (const p of pairs) {
    total += p.w;
    for (let i = 0; i < K; i++) {
      b[i]! += p.w * p.x[i]! * p.g;
      for (let j = 0; j < K; j++) a[i]![j]! += p.w * p.x[i]! * p.x[j]!;
    }
  }
  if (total <= 0) return [...prior];
  for (let k = 0; k < K; k++) {
    // A feature that never varies (no recent rates in the training) is left to the prior.
    const s2 = Math.max(a[k]![k]! / total, 1e-6);
    a[k]![k]! += PRIOR_WEIGHT * s2;
    b[k]! += PRIOR_WEIGHT * s2 * prior[k]!;
  }
  return solve(a, b) ?? [...prior];
}

const dot = (beta: readonly number[], x: readonly number[]) => beta.reduce((s, v, i) => s + v * (x[i] as number), 0);

/** Weighted quantile (weights need not sum to 1); values and weights are reordered together. */
export function weightedQuantile(values: readonly number[], weights: readonly number[], q: number): number {
  const order = values.map((_, i) => i).sort((i, j) => (values[i] as number) - (values[j] as number));
  const total = weights.reduce((s, w) => s + w, 0);
  let cumulative = 0;
  for (const i of order) {
    cumulative += weights[i] as number;
    if (cumulative >= q * total) return values[i] as number;
  }
  return values[order[order.length - 1] as number] as number;
}

export const bandIndex = (days: number): number => {
  const i = BAND_EDGES_DAYS.findIndex((edge) => days <= edge);
  return i === -1 ? BAND_EDGES_DAYS.length : i;
};

const scaleOf = (days: number) => Math.sqrt(Math.max(1, days));

type Residual = { r: number; d: number; w: number; kind: 0 | 1 };

/** Steps of the centre search, in log growth (0.005 = half a percent). */
const CENTRE_STEP = 0.005;

/**
 * The shift c of log residuals r that minimises the weighted median of |e^(c − r) − 1|, the
 * absolute percentage error a point moved by c would make: searched on a grid of CENTRE_STEP
 * between the residuals' 25th and 75th percentiles (the median when they coincide). With a
 * narrow, symmetric spread this is about the median; with a wide, skewed one (trending growth)
 * it sits where the errors in ratio terms are smallest, which the median residual is not (an
 * overestimate by a log gap costs more than an underestimate by the same gap).
 */
export function ratioCentre(values: readonly number[], weights: readonly number[]): number {
  const order = values.map((_, i) => i).sort((i, j) => (values[i] as number) - (values[j] as number));
  const sorted = order.map((i) => values[i] as number);
  const cumulative: number[] = [0];
  for (const i of order) cumulative.push((cumulative[cumulative.length - 1] as number) + (weights[i] as number));
  const total = cumulative[cumulative.length - 1] as number;
  if (sorted.length === 0 || !(total > 0)) return 0;
  /** Index of the first value >= x (or > x when `strict`). */
  const firstAt = (x: number, strict: boolean) => {
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (strict ? (sorted[mid] as number) <= x : (sorted[mid] as number) < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  // |e^(c − r) − 1| <= t  ⟺  c − ln(1 + t) <= r <= c − ln(1 − t) (no upper end from t = 1 on).
  const within = (c: number, t: number) => {
    const from = firstAt(c - Math.log1p(t), false);
    const to = t >= 1 ? sorted.length : firstAt(c - Math.log1p(-t), true);
    return (cumulative[to] as number) - (cumulative[from] as number);
  };
  /** The weighted median error of a point shifted by c: the least t with half the weight within t. */
  const medianError = (c: number) => {
    let lo = 0;
    let hi = 1;
    while (within(c, hi) < total / 2 && hi < 1e6) hi *= 2;
    for (let k = 0; k < 50; k++) {
      const mid = (lo + hi) / 2;
      if (within(c, mid) >= total / 2) hi = mid;
      else lo = mid;
    }
    return hi;
  };
  const q25 = weightedQuantile(values, weights, 0.25);
  const q75 = weightedQuantile(values, weights, 0.75);
  let best = weightedQuantile(values, weights, 0.5);
  let bestLoss = medianError(best);
  const steps = Math.min(1000, Math.ceil((q75 - q25) / CENTRE_STEP));
  for (let s = 0; s <= steps; s++) {
    const c = q25 + s * CENTRE_STEP;
    const loss = medianError(c);
    if (loss < bestLoss - 1e-9) {
      bestLoss = loss;
      best = c;
    }
  }
  return best;
}

function quantilesOf(items: readonly { v: number; w: number }[]): { n: number; q10: number; q50: number; q90: number } {
  const v = items.map((i) => i.v);
  const w = items.map((i) => i.w);
  // Split-conformal levels: the ⌈(n+1)·0.9⌉-th of n from each side, a shade wider than 10%/90%.
  const n = items.length;
  const upper = Math.min(1, (0.9 * (n + 1)) / n);
  const lower = Math.max(0, 1 - upper);
  return {
    n,
    q10: weightedQuantile(v, w, lower),
    // The point's centre (named q50 for the stored prior): the ratio-error-minimising shift.
    q50: ratioCentre(v, w),
    q90: weightedQuantile(v, w, upper),
  };
}

/** Per band of days ahead, the residuals' own quantiles, or the √d-scaled ones where a band has too few (the prior's when all are too few). */
function residualQuantilesOf(res: readonly Residual[], prior: ResidualQuantiles): ResidualQuantiles {
  if (res.length < MIN_BAND_RESIDUALS) return prior;
  const scaled = quantilesOf(res.map((r) => ({ v: r.r / scaleOf(r.d), w: r.w })));
  const edges = [...BAND_EDGES_DAYS, Infinity];
  const bands = edges.map((maxDays, i) => {
    const inBand = res.filter((r) => bandIndex(r.d) === i);
    if (inBand.length >= MIN_BAND_RESIDUALS)
      return { maxDays, ...quantilesOf(inBand.map((r) => ({ v: r.r, w: r.w }))) };
    // Too few here: the count stays, and with it below MIN_BAND_RESIDUALS the scaled quantiles answer.
    return { maxDays, n: inBand.length, q10: 0, q50: 0, q90: 0 };
  });
  return { bands, scaled };
}

/** Fit on `training`, shrunk towards `prior` (whose bands stand in where the training has too few residuals). */
export function fitGrowthRatio(training: readonly Trajectory[], prior: GrowthRatioFit): GrowthRatioFit {
  const { pairs, centre, trajectories } = pairsOf(training, null);
  // The prior's slopes are on its own centre: re-express its d·v slope around this one.
  const priorBeta = [...prior.beta];
  priorBeta[0] = (priorBeta[0] as number) + (priorBeta[2] as number) * (centre - prior.centre);
  if (trajectories === 0) return prior;
  const beta = fitBeta(pairs, priorBeta);

  // Out-of-sample residuals: each fold predicted by the fit on the other.
  const byFold = [0, 1].map((f) =>
    fitBeta(
      pairs.filter((p) => p.fold !== f),
      priorBeta,
    ),
  );
  const res: Residual[] = pairs.map((p) => ({
    r: p.g - dot(byFold[p.fold] as number[], p.x),
    d: p.d,
    w: p.w,
    kind: p.kind,
  }));

  const residuals = {
    // A trajectory has one single-reading pair (its first reading): those count one each, not
    // the share of their trajectory's pairs the fit weighs them by.
    single: residualQuantilesOf(
      res.filter((r) => r.kind === 0).map((r) => ({ ...r, w: 1 })),
      prior.residuals.single,
    ),
    recent: residualQuantilesOf(
      res.filter((r) => r.kind === 1),
      prior.residuals.recent,
    ),
  };
  return { centre, beta, residuals, trainedOn: trajectories };
}

const roundViews = (x: number) => (Number.isFinite(x) ? Math.max(0, Math.round(x)) : 0);

/** Residual quantiles for d days ahead: the band's own, or the scaled ones at d. */
export function residualQuantiles(q: ResidualQuantiles, days: number): { q10: number; q50: number; q90: number } {
  const band = q.bands[bandIndex(days)];
  if (band && band.n >= MIN_BAND_RESIDUALS) return band;
  const s = scaleOf(days);
  return { q10: q.scaled.q10 * s, q50: q.scaled.q50 * s, q90: q.scaled.q90 * s };
}

/** One video's views at its horizon. */
export function projectGrowthRatio(fit: GrowthRatioFit, query: TrajectoryQuery): TrajectoryForecast {
  const id = String(query?.id ?? "");
  const readings = readingsOf(query?.points);
  const last = readings[readings.length - 1];
  if (!last) return { id, expected: 0, low: 0, high: 0, basis: "no-data" };
  const lastViews = Math.expm1(last.y);
  const horizon = Number(query.horizonHours);
  if (!Number.isFinite(horizon) || horizon <= last.hours) {
    const v = roundViews(lastViews);
    return { id, expected: v, low: v, high: v, basis: "observed" };
  }
  const rate = recentRate(readings, readings.length - 1);
  const x = pairFeatures(last.hours, last.y, rate, horizon, fit.centre);
  const days = (horizon - last.hours) / 24;
  const q = residualQuantiles(rate === null ? fit.residuals.single : fit.residuals.recent, days);
  const g = dot(fit.beta, x);
  // Views only accumulate: no bound below the last reading.
  const at = (growth: number) => Math.expm1(last.y + Math.max(0, growth));
  const floor = Math.ceil(lastViews - 1e-9);
  const expected = Math.max(floor, roundViews(at(g + q.q50)));
  const low = Math.min(expected, Math.max(floor, Math.floor(at(g + q.q10))));
  const high = Math.max(expected, Math.ceil(at(g + q.q90)));
  return { id, expected, low, high, basis: "model" };
}

export function projectGrowthRatios(fit: GrowthRatioFit, queries: readonly TrajectoryQuery[]): TrajectoryForecast[] {
  return (Array.isArray(queries) ? queries : []).map((q) => projectGrowthRatio(fit, q));
}
