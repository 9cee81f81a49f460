// Early-performance projection: from a published video's readings so far, its views at a later
// age with an 80% interval, learned from past trajectories (see growth-pair.ts for the model of
// one pair of ages and trajectory-grid.ts for the grid).
//
//   const model = fitTrajectoryModel(ownTrajectories, { pool: similarChannelsTrajectories });
//   const forecasts = projectTrajectories(model, [{ id, points, horizonHours: 28 * 24 }]);
//
// Pair models are fitted lazily and kept, so a model answers a batch of a thousand videos at
// once, and it holds nothing but numbers derived from its training data.
import { fitPair, pairGrowth, type PairFit, type PairModels } from "./growth-pair";
import { GRID_SIZE, GRID_STEP, LOOKBACK, features, gridRow, type GridRow } from "./trajectory-grid";
import {
  fromY,
  lastTau,
  prepareTrajectory,
  readingsSupport,
  toTau,
  yAt,
  type PreparedTrajectory,
} from "./trajectory-points";
import type { ProjectionBasis, Trajectory, TrajectoryForecast, TrajectoryQuery } from "./types";

export type TrajectoryModelOptions = {
  /**
   * Trajectories of similar channels (competitors, the sample world), used for an age pair only
   * when the channel's own training has fewer than `minOwn` trajectories reaching both ages.
   */
  pool?: readonly Trajectory[];
  minOwn?: number;
};

export const METHOD =
  "log-growth regression on the growth over the last three doublings of age (Szabo–Huberman form, Pinto-style features), point minimising absolute relative error, 80% split-conformal interval";

/** Own trajectories reaching an age pair before the pool is added to them. */
export const DEFAULT_MIN_OWN = 40;

export class TrajectoryModel {
  readonly method = METHOD;
  /** Trajectories with at least one usable reading: the channel's own and the pooled ones. */
  readonly trainedOn: { own: number; pooled: number };
  private readonly rows: GridRow[] = [];
  private readonly ownIdx: number[] = [];
  private readonly poolIdx: number[] = [];
  private readonly minOwn: number;
  private readonly pairs = new Map<number, PairModels | null>();

  constructor(training: readonly Trajectory[], options: TrajectoryModelOptions = {}) {
    this.minOwn = Math.max(0, options.minOwn ?? DEFAULT_MIN_OWN);
    // Pooled rows first, own rows last: calibration takes the most recent rows, and the
    // channel's own are the ones its forecasts should be calibrated on.
    for (const t of options.pool ?? []) this.add(t, this.poolIdx);
    for (const t of training) this.add(t, this.ownIdx);
    this.trainedOn = { own: this.ownIdx.length, pooled: this.poolIdx.length };
  }

  private add(t: Trajectory, into: number[]): void {
    const prepared = prepareTrajectory(t?.points);
    if (!prepared || prepared.tau.length < 2) return;
    into.push(this.rows.length);
    this.rows.push(gridRow(prepared));
  }

  /** The fitted models for grid ages (c, r), c < r; null when no trajectory reaches both. */
  pair(c: number, r: number): PairModels | null {
    const key = c * GRID_SIZE + r;
    const cached = this.pairs.get(key);
    if (cached !== undefined) return cached;
    const reaches = (i: number) => {
      const row = this.rows[i] as GridRow;
      return row.trusted[c] === 1 && row.trusted[r] === 1;
    };
    let own = 0;
    for (const i of this.ownIdx) if (reaches(i)) own++;
    const indices = own >= this.minOwn || this.poolIdx.length === 0 ? this.ownIdx : [...this.poolIdx, ...this.ownIdx];
    const model = fitPair(this.rows, indices, c, r);
    this.pairs.set(key, model);
    return model;
  }
}

export function fitTrajectoryModel(
  training: readonly Trajectory[],
  options: TrajectoryModelOptions = {},
): TrajectoryModel {
  return new TrajectoryModel(Array.isArray(training) ? training : [], options);
}

type RowPrediction = { growth: number; lower: number; upper: number; calibrated: boolean; reached: boolean };

const NO_GROWTH: RowPrediction = { growth: 0, lower: 0, upper: 0, calibrated: true, reached: true };

/**
 * Growth from grid cutoff c to each grid age in `targets`, made monotone in the horizon: the
 * point and the upper bound are the largest predicted at any grid age up to it (the pair models
 * are fitted separately, and views only accumulate, so a later horizon never gets a smaller
 * forecast). A target at or before the cutoff grows by nothing.
 */
function predictAlongRow(
  model: TrajectoryModel,
  c: number,
  targets: readonly number[],
  x: ArrayLike<number>,
  measured: boolean,
): RowPrediction[] {
  const last = Math.max(...targets);
  const byAge = new Map<number, RowPrediction>();
  let growth = 0;
  let lower = 0;
  let upper = 0;
  let calibrated = true;
  let reached = false;
  for (let r = c + 1; r <= last; r++) {
    const models = model.pair(c, r);
    const m: PairFit | null = models ? (measured && models.features ? models.features : models.base) : null;
    if (m) {
      const g = pairGrowth(m, x);
      growth = Math.max(growth, g);
      // The lower bound is this pair's own: the largest of several 90% bounds is not one.
      lower = Math.max(0, g + m.lower);
      upper = Math.max(upper, g + m.upper);
      calibrated = m.calibrated;
      reached = true;
    } else {
      // Nothing in training reaches this age: the last fitted growth stands, uncalibrated.
      calibrated = false;
    }
    byAge.set(r, { growth, lower: Math.min(lower, growth), upper: Math.max(upper, growth), calibrated, reached });
  }
  return targets.map((r) => (r <= c ? NO_GROWTH : (byAge.get(r) as RowPrediction)));
}

const roundViews = (x: number) => (Number.isFinite(x) ? Math.max(0, Math.round(x)) : 0);

/** Whole views with last <= low <= expected <= high (last rounded up when it is fractional). */
function ordered(
  last: number,
  expected: number,
  low: number,
  high: number,
): { expected: number; low: number; high: number } {
  const floor = Math.ceil(last);
  const e = Math.max(floor, roundViews(expected));
  const l = Math.min(e, Math.max(floor, Math.floor(Number.isFinite(low) ? low : last)));
  const h = Math.max(e, Number.isFinite(high) ? Math.ceil(high) : e);
  return { expected: e, low: l, high: h };
}

/**
 * Growth nothing in training covers: continue the video's own recent pace (log views per log
 * age over the last doubling) at half speed for the point, full speed for the upper bound, and
 * no growth for the lower one. A wide, honest "we have not seen videos this old".
 */
function ownPaceFallback(id: string, p: PreparedTrajectory, tauR: number, x1: number): TrajectoryForecast {
  const pace = x1 / LOOKBACK;
  const span = Math.max(0, tauR - lastTau(p));
  const last = p.lastViews;
  const expected = fromY(Math.log1p(last) + 0.5 * pace * span);
  const high = fromY(Math.log1p(last) + Math.max(pace, 0.5) * span);
  return { id, ...ordered(last, expected, last, high), basis: "no-data" };
}

/** Project one video to its horizon. Never NaN; never below the last reading. */
export function projectTrajectory(model: TrajectoryModel, query: TrajectoryQuery): TrajectoryForecast {
  const id = String(query?.id ?? "");
  const p = prepareTrajectory(query?.points);
  if (!p) return { id, expected: 0, low: 0, high: 0, basis: "no-data" };
  const last = p.lastViews;
  const horizon = Number(query.horizonHours);
  if (!Number.isFinite(horizon) || horizon <= p.lastHours) {
    const atHorizon = Number.isFinite(horizon) ? fromY(yAt(p, toTau(horizon)) ?? Math.log1p(last)) : last;
    const v = roundViews(Math.min(last, atHorizon));
    return { id, expected: v, low: v, high: v, basis: "observed" };
  }

  const tauC = lastTau(p);
  const yC = Math.log1p(last);
  const tauR = toTau(horizon);
  /** The video seen at an age it has reached: y there, its features, and whether its readings measure them. */
  const seenAt = (tau: number) => {
    const y0 = tau >= tauC ? yC : (yAt(p, tau) ?? yC);
    const x = features((k) => (k === 0 ? y0 : (yAt(p, Math.max(0, tau - k * LOOKBACK)) ?? y0)));
    // The features describe the video only when its own readings measure them (growth-pair.ts).
    return { y: y0, x, measured: readingsSupport(p, tau, LOOKBACK) };
  };

  // Interpolation between the grid pairs around (cutoff, horizon). From the grid age c0 at or
  // before the cutoff, the model applies exactly as fitted: the video's value at c0 plus the
  // growth fitted from c0, read with the video's features at c0. From the grid age c1 after the
  // cutoff, the model needs the value at c1: the last reading plus the part of the c0→c1 growth
  // still to come (its lower bound, for the lower bound: a video that stalls gets little). The two
  // are blended by where the cutoff sits between c0 and c1. (Adding c0's growth to the last
  // reading instead would count growth that has already happened twice, which matters in the
  // first hours, when a video's views double within a grid step.)
  const top = GRID_SIZE - 1;
  const cf = Math.min(tauC / GRID_STEP, top);
  const rf = Math.min(tauR / GRID_STEP, top);
  const c0 = Math.floor(cf);
  const r0 = Math.floor(rf);
  const cw = c0 < top ? cf - c0 : 0;
  const rw = r0 < top ? rf - r0 : 0;
  const horizons: [number, number][] =
    rw > 1e-9
      ? [
          [r0, 1 - rw],
          [r0 + 1, rw],
        ]
      : [[r0, 1]];
  const targets = horizons.map(([r]) => r);

  const at0 = seenAt(c0 * GRID_STEP);
  const row0 = predictAlongRow(model, c0, cw > 1e-9 ? [...targets, c0 + 1] : targets, at0.x, at0.measured);
  const ends: { w: number; base: number; lowerBase: number; pred: RowPrediction }[] = horizons.map(([, wr], k) => ({
    w: (1 - cw) * wr,
    base: at0.y,
    lowerBase: at0.y,
    pred: row0[k] as RowPrediction,
  }));
  if (cw > 1e-9) {
    const step = row0[targets.length] as RowPrediction;
    const atC = seenAt(tauC);
    const row1 = predictAlongRow(model, c0 + 1, targets, atC.x, atC.measured);
    horizons.forEach(([, wr], k) =>
      ends.push({
        w: cw * wr,
        base: yC + (1 - cw) * step.growth,
        lowerBase: yC + (1 - cw) * step.lower,
        pred: row1[k] as RowPrediction,
      }),
    );
  }

  // Corners nothing in training reaches drop out, and the others share their weight.
  const usable = ends.filter((e) => e.w > 0 && e.pred.reached);
  const total = usable.reduce((s, e) => s + e.w, 0);
  if (usable.length === 0 || !(total > 0)) return ownPaceFallback(id, p, tauR, seenAt(tauC).x[0] ?? 0);
  let expectedY = 0;
  let lowerY = 0;
  let upperY = 0;
  let calibrated = true;
  for (const { w, base, lowerBase, pred } of usable) {
    expectedY += (w / total) * (base + pred.growth);
    lowerY += (w / total) * (lowerBase + pred.lower);
    upperY += (w / total) * (base + pred.upper);
    if (!pred.calibrated) calibrated = false;
  }

  const basis: ProjectionBasis = calibrated ? "model" : "model-uncalibrated";
  return { id, ...ordered(last, fromY(expectedY), fromY(lowerY), fromY(upperY)), basis };
}

export function projectTrajectories(model: TrajectoryModel, videos: readonly TrajectoryQuery[]): TrajectoryForecast[] {
  return (Array.isArray(videos) ? videos : []).map((v) => projectTrajectory(model, v));
}
