// Which projection answers a request: the age-grid model (trajectory-model.ts, made for
// readings at hours since publication, many per video), the growth-ratio model (growth-ratio.ts,
// hours may start anywhere), or no growth at all. Chosen by held-out error on the caller's own
// training, measured on cases shaped like the request's own videos:
//   - the most recent quarter of the training (at most 200 trajectories) is held back, the models
//     are fitted on the rest (the growth-ratio model also on the pool, as the grid model uses
//     it), and all project the same held-back cases: each held-back video cut at up to four of
//     its readings and projected to the requested horizons and to its own last reading;
//   - each case is weighted so that the cases look like the request (queryWeights): as many
//     single-reading cases as the request has single-reading videos, in the same bands of days
//     ahead. A request of videos first seen at hour 0 projected a week on is scored on held-back
//     videos cut at one reading and projected about a week on, not on every reading of them;
//   - the model with the lower weighted median APE answers, refitted on all of the training; a
//     tie, or no cases, goes to the growth-ratio model (its prior was fitted on real growth).
//     A model whose median APE is not below "no growth" (the last reading as the forecast) on
//     those cases is never chosen: then no growth answers, with an upper bound from the training.
// The backtest returned is the chosen model's on those cases, so the figure shown is about the
// forecasts it comes with; "no growth"'s figure on the same cases comes with it.
import {
  bandIndex,
  fitGrowthRatio,
  GROWTH_RATIO_METHOD,
  type GrowthRatioFit,
  projectGrowthRatios,
  readingsOf,
  weightedQuantile,
} from "./growth-ratio";
import { GROWTH_RATIO_PRIOR } from "./growth-ratio-prior";
import { backtestCases, type BacktestCase } from "./trajectory-backtest";
import { fitTrajectoryModel, projectTrajectories } from "./trajectory-model";
import type { Trajectory, TrajectoryBacktest, TrajectoryForecast, TrajectoryQuery } from "./types";

export type ProjectionKind = "age-grid" | "growth-ratio" | "no-growth";

export type ChosenProjection = {
  kind: ProjectionKind;
  method: string;
  trainedOn: { own: number; pooled: number };
  /** The chosen model's held-out scores (mdape in percent, as scoreForecasts gives it). */
  backtest: TrajectoryBacktest;
  /** The model not chosen between the two (age-grid or growth-ratio), on the same cases. */
  other: TrajectoryBacktest;
  /** Every candidate's scores on the same weighted cases. */
  candidates: Record<ProjectionKind, TrajectoryBacktest>;
  project: (queries: readonly TrajectoryQuery[]) => TrajectoryForecast[];
};

export const NO_GROWTH_METHOD =
  "no growth: the last reading, with an upper bound from the training's growth (chosen because no model beat it on the held-back training)";

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
        : k <= 1
          ? before.slice(0, 1)
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

/** The shape of a query or case: a single reading or several, and the band of days ahead. */
function stratumOf(query: TrajectoryQuery): { key: string; single: boolean } | null {
  const readings = readingsOf(query?.points);
  const last = readings[readings.length - 1];
  const horizon = Number(query?.horizonHours);
  if (!last || !Number.isFinite(horizon) || horizon <= last.hours) return null;
  const single = readings.length === 1;
  return { key: `${single ? "1" : "n"}:${bandIndex((horizon - last.hours) / 24)}`, single };
}

/**
 * Weights that make the cases look like the queries: each query's stratum (single reading or
 * several × band of days ahead) shares one unit among the cases of that stratum; a query whose
 * stratum has no case shares it among the cases of its kind (single or several), else among all
 * cases. Queries answered by their own readings (horizon not after the last) count for nothing.
 * Without queries (or none to project), every case weighs 1.
 */
export function queryWeights(
  cases: readonly BacktestCase[],
  queries: readonly TrajectoryQuery[] | undefined,
): number[] {
  const caseStrata = cases.map((c) => stratumOf(c.query));
  const wanted = (queries ?? []).map(stratumOf).filter((q): q is NonNullable<typeof q> => q !== null);
  if (wanted.length === 0) return cases.map(() => 1);
  const members = (match: (s: NonNullable<ReturnType<typeof stratumOf>>) => boolean) =>
    caseStrata.flatMap((s, i) => (s && match(s) ? [i] : []));
  const weights = cases.map(() => 0);
  const groups = new Map<string, number[]>();
  for (const q of wanted) {
    let group = groups.get(q.key);
    if (!group) {
      group = members((s) => s.key === q.key);
      if (group.length === 0) group = members((s) => s.single === q.single);
      if (group.length === 0) group = members(() => true);
      groups.set(q.key, group);
    }
    for (const i of group) weights[i]! += 1 / group.length;
  }
  return weights;
}

/** scoreForecasts with case weights: weighted median APE (percent), MRSE, coverage and width; n counts the cases that weigh. */
export function scoreWeighted(
  cases: readonly BacktestCase[],
  forecasts: readonly Pick<TrajectoryForecast, "expected" | "low" | "high">[],
  weights: readonly number[],
): TrajectoryBacktest {
  const ape: number[] = [];
  const widths: number[] = [];
  const w: number[] = [];
  let rse = 0;
  let inside = 0;
  let total = 0;
  cases.forEach((c, i) => {
    const f = forecasts[i];
    const weight = weights[i] ?? 0;
    if (!f || !(c.actual > 0) || !(weight > 0)) return;
    const ratio = f.expected / c.actual;
    ape.push(Math.abs(ratio - 1) * 100);
    widths.push(f.high / Math.max(1, f.low));
    w.push(weight);
    rse += weight * (ratio - 1) ** 2;
    if (f.low <= c.actual && c.actual <= f.high) inside += weight;
    total += weight;
  });
  if (ape.length === 0) return EMPTY;
  return {
    n: ape.length,
    mdape: weightedQuantile(ape, w, 0.5),
    mrse: rse / total,
    coverage80: inside / total,
    medianWidthRatio: weightedQuantile(widths, w, 0.5),
  };
}

/**
 * No growth: the last reading as the forecast. Its 80% range runs from the last reading to the
 * split-conformal 90% quantile of the training's growth to the last reading, per √day ahead
 * (growth's spread widens about with √d on real trending videos).
 */
export function fitNoGrowth(
  training: readonly Trajectory[],
): (queries: readonly TrajectoryQuery[]) => TrajectoryForecast[] {
  const perRootDay: number[] = [];
  for (const c of lastReadingCases(training, 1)) {
    const cut = c.query.points[c.query.points.length - 1];
    if (!cut) continue;
    const days = (c.query.horizonHours - cut.hours) / 24;
    perRootDay.push((Math.log1p(c.actual) - Math.log1p(cut.views)) / Math.sqrt(Math.max(1, days)));
  }
  const n = perRootDay.length;
  const q90 =
    n > 0
      ? Math.max(
          0,
          weightedQuantile(
            perRootDay,
            perRootDay.map(() => 1),
            Math.min(1, (0.9 * (n + 1)) / n),
          ),
        )
      : 1;
  return (queries) =>
    (Array.isArray(queries) ? queries : []).map((q) => {
      const id = String(q?.id ?? "");
      const readings = readingsOf(q?.points);
      const last = readings[readings.length - 1];
      if (!last) return { id, expected: 0, low: 0, high: 0, basis: "no-data" as const };
      const views = Math.max(0, Math.round(Math.expm1(last.y)));
      const horizon = Number(q.horizonHours);
      if (!Number.isFinite(horizon) || horizon <= last.hours)
        return { id, expected: views, low: views, high: views, basis: "observed" as const };
      const days = (horizon - last.hours) / 24;
      const high = Math.max(views, Math.ceil(Math.expm1(last.y + q90 * Math.sqrt(Math.max(1, days)))));
      return {
        id,
        expected: views,
        low: views,
        high,
        basis: n > 0 ? ("model" as const) : ("model-uncalibrated" as const),
      };
    });
}

export function chooseProjection(
  training: readonly Trajectory[],
  options: {
    pool?: readonly Trajectory[];
    horizonsHours?: readonly number[];
    maxHeldBack?: number;
    /** The request's videos: the backtest's cases are weighted to look like them (queryWeights). */
    queries?: readonly TrajectoryQuery[];
    /** The growth-ratio model's prior (default: the shipped one; the bench passes another country's). */
    prior?: GrowthRatioFit;
  } = {},
): ChosenProjection {
  const own = Array.isArray(training) ? training : [];
  const pool = options.pool ?? [];
  const prior = options.prior ?? GROWTH_RATIO_PRIOR;
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
  const weights = queryWeights(cases, options.queries);
  const scores: Record<ProjectionKind, TrajectoryBacktest> = {
    "age-grid": EMPTY,
    "growth-ratio": EMPTY,
    "no-growth": EMPTY,
  };
  if (cases.length > 0) {
    scores["age-grid"] = scoreWeighted(
      cases,
      projectTrajectories(fitTrajectoryModel(fitOn, { pool }), queries),
      weights,
    );
    scores["growth-ratio"] = scoreWeighted(
      cases,
      projectGrowthRatios(fitGrowthRatio([...pool, ...fitOn], prior), queries),
      weights,
    );
    scores["no-growth"] = scoreWeighted(cases, fitNoGrowth([...pool, ...fitOn])(queries), weights);
  }
  const grid = scores["age-grid"];
  const ratio = scores["growth-ratio"];
  const flat = scores["no-growth"].mdape;
  const gridWins = grid.mdape !== null && (ratio.mdape === null || grid.mdape < ratio.mdape);
  const best = gridWins ? grid.mdape : ratio.mdape;
  const usable = (list: readonly Trajectory[]) => list.filter((t) => readingsOf(t?.points).length >= 2).length;
  if (best !== null && flat !== null && !(best < flat)) {
    const project = fitNoGrowth([...pool, ...own]);
    return {
      kind: "no-growth",
      method: NO_GROWTH_METHOD,
      trainedOn: { own: usable(own), pooled: usable(pool) },
      backtest: scores["no-growth"],
      other: gridWins ? grid : ratio,
      candidates: scores,
      project,
    };
  }
  if (gridWins) {
    const model = fitTrajectoryModel(own, { pool });
    return {
      kind: "age-grid",
      method: model.method,
      trainedOn: model.trainedOn,
      backtest: grid,
      other: ratio,
      candidates: scores,
      project: (q) => projectTrajectories(model, q),
    };
  }
  const fit = fitGrowthRatio([...pool, ...own], prior);
  return {
    kind: "growth-ratio",
    method: GROWTH_RATIO_METHOD,
    trainedOn: { own: usable(own), pooled: usable(pool) },
    backtest: ratio,
    other: grid,
    candidates: scores,
    project: (q) => projectGrowthRatios(fit, q),
  };
}
