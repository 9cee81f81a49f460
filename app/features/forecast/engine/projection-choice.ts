// Which projection answers a request: the age-grid model (trajectory-model.ts, made for
// readings at hours since publication, many per video) or the growth-ratio model
// (growth-ratio.ts, fitted on real trending trajectories whose hours start anywhere). Chosen by
// held-out error on the caller's own training, never by a rule about the data's shape:
//   - the most recent quarter of the training (at most 200 trajectories) is held back, both
//     models are fitted on the rest (the growth-ratio model also on the pool, as the grid model
//     uses it), and both project the same held-back cases: each held-back video cut at up to four
//     of its readings and projected to the requested horizons and to its own last reading;
//   - the one with the lower median APE answers, refitted on all of the training; a tie, or no
//     cases to decide on, goes to the growth-ratio model (its prior was fitted on real growth).
// The backtest returned is the chosen model's on those cases, so the figure shown is about the
// forecasts it comes with.
import { fitGrowthRatio, GROWTH_RATIO_METHOD, projectGrowthRatios, readingsOf } from "./growth-ratio";
import { GROWTH_RATIO_PRIOR } from "./growth-ratio-prior";
import { backtestCases, scoreForecasts, type BacktestCase } from "./trajectory-backtest";
import { fitTrajectoryModel, projectTrajectories } from "./trajectory-model";
import type { Trajectory, TrajectoryBacktest, TrajectoryForecast, TrajectoryQuery } from "./types";

export type ProjectionKind = "age-grid" | "growth-ratio";

export type ChosenProjection = {
  kind: ProjectionKind;
  method: string;
  trainedOn: { own: number; pooled: number };
  /** The chosen model's held-out scores, and the other's on the same cases (for the record). */
  backtest: TrajectoryBacktest;
  other: TrajectoryBacktest;
  project: (queries: readonly TrajectoryQuery[]) => TrajectoryForecast[];
};

const HOLD_OUT_SHARE = 0.25;
const MAX_HELD_BACK = 200;
const CUTOFFS_PER_VIDEO = 4;

/** Each trajectory cut at up to `k` of its readings before the last and projected to the last. */
export function lastReadingCases(heldBack: readonly Trajectory[], k = CUTOFFS_PER_VIDEO): BacktestCase[] {
  const cases: BacktestCase[] = [];
  heldBack.forEach((t, v) => {
    const points = (t.points ?? []).filter(
      (p) => Number.isFinite(p?.hours) && Number.isFinite(p?.views) && p.hours >= 0 && p.views >= 0,
    );
    points.sort((a, b) => a.hours - b.hours);
    const last = points[points.length - 1];
    if (!last || !(last.views > 0)) return;
    const before = points.filter((p) => p.hours < last.hours);
    const picks =
      before.length <= k
        ? before
        : Array.from({ length: k }, (_, s) => before[Math.round((s * (before.length - 1)) / (k - 1))]!);
    for (const cut of new Set(picks)) {
      cases.push({
        query: {
          id: `${v}@${cut.hours}>last`,
          points: points.filter((p) => p.hours <= cut.hours),
          horizonHours: last.hours,
        },
        actual: last.views,
        cutoffHours: cut.hours,
        requestedHorizonHours: last.hours,
      });
    }
  });
  return cases;
}

const EMPTY: TrajectoryBacktest = { n: 0, mdape: null, mrse: null, coverage80: null, medianWidthRatio: null };

export function chooseProjection(
  training: readonly Trajectory[],
  options: { pool?: readonly Trajectory[]; horizonsHours?: readonly number[]; maxHeldBack?: number } = {},
): ChosenProjection {
  const own = Array.isArray(training) ? training : [];
  const pool = options.pool ?? [];
  const nHeld = own.length >= 2 ? Math.max(1, Math.round(own.length * HOLD_OUT_SHARE)) : 0;
  const fitOn = own.slice(0, own.length - nHeld);
  const heldBack = own.slice(own.length - nHeld).slice(-(options.maxHeldBack ?? MAX_HELD_BACK));
  const cases = [
    ...backtestCases(heldBack, {
      maxCutoffsPerVideo: CUTOFFS_PER_VIDEO,
      ...(options.horizonsHours ? { horizonsHours: options.horizonsHours } : {}),
    }),
    ...lastReadingCases(heldBack),
  ];
  const queries = cases.map((c) => c.query);
  let grid = EMPTY;
  let ratio = EMPTY;
  if (cases.length > 0) {
    grid = scoreForecasts(cases, projectTrajectories(fitTrajectoryModel(fitOn, { pool }), queries));
    ratio = scoreForecasts(
      cases,
      projectGrowthRatios(fitGrowthRatio([...pool, ...fitOn], GROWTH_RATIO_PRIOR), queries),
    );
  }
  const gridWins = grid.mdape !== null && (ratio.mdape === null || grid.mdape < ratio.mdape);
  if (gridWins) {
    const model = fitTrajectoryModel(own, { pool });
    return {
      kind: "age-grid",
      method: model.method,
      trainedOn: model.trainedOn,
      backtest: grid,
      other: ratio,
      project: (q) => projectTrajectories(model, q),
    };
  }
  const fit = fitGrowthRatio([...pool, ...own], GROWTH_RATIO_PRIOR);
  const usable = (list: readonly Trajectory[]) => list.filter((t) => readingsOf(t?.points).length >= 2).length;
  return {
    kind: "growth-ratio",
    method: GROWTH_RATIO_METHOD,
    trainedOn: { own: usable(own), pooled: usable(pool) },
    backtest: ratio,
    other: grid,
    project: (q) => projectGrowthRatios(fit, q),
  };
}
