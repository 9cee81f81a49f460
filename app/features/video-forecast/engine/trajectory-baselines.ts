// The published and naive projections our model is measured against, fitted on the same
// training and scored on the same held-back cases (scripts/bench-forecast.ts):
// - flat: no growth, N̂(t_r) = N(t_i);
// - Szabo & Huberman (2010): ln N̂(t_r) = ln N(t_i) + β(t_i, t_r), β the *mean* log growth of
//   the training videos between exactly those two ages;
// - Pinto, Almeida & Gonçalves (2013) "ML": N̂(t_r) = Θ(t_i, t_r) · X, X the views gained in each
//   early period, Θ fitted to minimise the relative squared error. Their periods are days; with
//   irregular readings ours are the last four doublings of age and everything before them.
// None of them gives an interval: low and high are NaN, and coverage is not scored for them.
import { fromY, lastTau, prepareTrajectory, toTau, trustedYAt, type PreparedTrajectory } from "./trajectory-points";
import { solveSymmetric } from "~/lib/stats";
import type { Trajectory, TrajectoryQuery } from "./types";

export type PointProjection = { expected: number; low: number; high: number };
export type Projector = (query: TrajectoryQuery) => PointProjection;

const NO_INTERVAL = { low: Number.NaN, high: Number.NaN };

/** y at τ, linear between readings, the first value before them and the last after them. */
function anyY(p: PreparedTrajectory, tau: number): number {
  const n = p.tau.length;
  if (tau <= (p.tau[0] as number)) return p.y[0] as number;
  for (let i = 1; i < n; i++) {
    const t = p.tau[i] as number;
    if (t >= tau) {
      const prev = p.tau[i - 1] as number;
      const y0 = p.y[i - 1] as number;
      return y0 + (((p.y[i] as number) - y0) * (tau - prev)) / Math.max(1e-12, t - prev);
    }
  }
  return p.y[n - 1] as number;
}

function prepareAll(training: readonly Trajectory[]): PreparedTrajectory[] {
  const out: PreparedTrajectory[] = [];
  for (const t of training) {
    const p = prepareTrajectory(t.points);
    if (p && p.tau.length >= 2) out.push(p);
  }
  return out;
}

function queryState(query: TrajectoryQuery): { p: PreparedTrajectory; tauC: number; tauR: number } | null {
  const p = prepareTrajectory(query.points);
  if (!p || !(query.horizonHours > p.lastHours)) return null;
  return { p, tauC: lastTau(p), tauR: toTau(query.horizonHours) };
}

export function flatBaseline(): Projector {
  return (query) => {
    const p = prepareTrajectory(query.points);
    return { expected: p ? p.lastViews : 0, ...NO_INTERVAL };
  };
}

export function szaboHubermanBaseline(training: readonly Trajectory[]): Projector {
  const rows = prepareAll(training);
  const betas = new Map<string, number>();
  return (query) => {
    const q = queryState(query);
    if (!q) return { expected: prepareTrajectory(query.points)?.lastViews ?? 0, ...NO_INTERVAL };
    const key = `${q.tauC.toFixed(4)}|${q.tauR.toFixed(4)}`;
    let beta = betas.get(key);
    if (beta === undefined) {
      let sum = 0;
      let n = 0;
      for (const row of rows) {
        const a = trustedYAt(row, q.tauC);
        const b = a === null ? null : trustedYAt(row, q.tauR);
        if (a === null || b === null) continue;
        sum += b - a;
        n++;
      }
      beta = n > 0 ? sum / n : 0;
      betas.set(key, beta);
    }
    return { expected: Math.max(q.p.lastViews, fromY(Math.log1p(q.p.lastViews) + beta)), ...NO_INTERVAL };
  };
}

const PINTO_PERIODS = 4;

/** Views gained in each of the last PINTO_PERIODS doublings of age before τ, and everything before them. */
function pintoFeatures(yOf: (tau: number) => number, tauC: number): number[] {
  const x: number[] = [];
  let upper = fromY(yOf(tauC));
  for (let k = 1; k <= PINTO_PERIODS; k++) {
    const lower = fromY(yOf(Math.max(0, tauC - k * Math.LN2)));
    x.push(Math.max(0, upper - lower));
    upper = lower;
  }
  x.push(upper);
  return x;
}

export function pintoBaseline(training: readonly Trajectory[]): Projector {
  const rows = prepareAll(training);
  const thetas = new Map<string, number[] | null>();
  return (query) => {
    const q = queryState(query);
    if (!q) return { expected: prepareTrajectory(query.points)?.lastViews ?? 0, ...NO_INTERVAL };
    const key = `${q.tauC.toFixed(4)}|${q.tauR.toFixed(4)}`;
    let theta = thetas.get(key);
    if (theta === undefined) {
      // min Σ (Θ·X_i / N_i − 1)²: least squares of 1 on Z_i = X_i / N_i(t_r).
      const k = PINTO_PERIODS + 1;
      const a = Array.from({ length: k }, () => new Array<number>(k).fill(0));
      const b = new Array<number>(k).fill(0);
      let n = 0;
      for (const row of rows) {
        if (trustedYAt(row, q.tauC) === null) continue;
        const yr = trustedYAt(row, q.tauR);
        if (yr === null || fromY(yr) <= 0) continue;
        const target = fromY(yr);
        const z = pintoFeatures((tau) => anyY(row, tau), q.tauC).map((v) => v / target);
        for (let i = 0; i < k; i++) {
          b[i] = (b[i] as number) + (z[i] as number);
          for (let j = 0; j < k; j++)
            (a[i] as number[])[j] = ((a[i] as number[])[j] as number) + (z[i] as number) * (z[j] as number);
        }
        n++;
      }
      // A whisper of ridge keeps periods with no views (tiny videos) from making it singular.
      for (let i = 0; i < k; i++) (a[i] as number[])[i] = ((a[i] as number[])[i] as number) * (1 + 1e-6) + 1e-9;
      theta = n >= k ? solveSymmetric(a, b) : null;
      thetas.set(key, theta);
    }
    const last = q.p.lastViews;
    if (!theta) return { expected: last, ...NO_INTERVAL };
    const x = pintoFeatures((tau) => anyY(q.p, tau), q.tauC);
    const expected = x.reduce((s, v, i) => s + v * ((theta as number[])[i] as number), 0);
    return { expected: Number.isFinite(expected) ? Math.max(last, expected) : last, ...NO_INTERVAL };
  };
}
