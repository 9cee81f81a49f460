// How well a projection would have done on trajectories it never saw: the most recent part of
// the training is held back, the model is fitted on the older part, and each held-back video is
// cut at several of its own readings and projected to each horizon it has an actual for.
import { fitTrajectoryModel, projectTrajectories, type TrajectoryModelOptions } from "./trajectory-model";
import { fromY, prepareTrajectory, toTau, yAt } from "./trajectory-points";
import { mean, median } from "~/lib/stats";
import type { Trajectory, TrajectoryBacktest, TrajectoryForecast, TrajectoryPoint, TrajectoryQuery } from "./types";

export type BacktestCase = {
  query: TrajectoryQuery;
  /** Views actually reached at query.horizonHours. */
  actual: number;
  cutoffHours: number;
  /** The horizon asked for; query.horizonHours may sit on the nearby reading instead. */
  requestedHorizonHours: number;
};

export type CaseOptions = {
  horizonsHours?: readonly number[];
  /** Cut a held-back video at most at this many of its readings, spread evenly in log age. */
  maxCutoffsPerVideo?: number;
  minCutoffHours?: number;
};

export const DEFAULT_HORIZONS_HOURS = [7 * 24, 28 * 24, 90 * 24] as const;
/** A reading within 10% of the horizon's age (e.g. day 30 for day 28) is the horizon's actual. */
const HORIZON_MATCH = 0.1;
/** Otherwise the actual is interpolated, only between readings at most ×2 apart in age. */
const MAX_TRUTH_GAP = Math.LN2;
/** A cutoff must leave at least 20% of age to the horizon: otherwise there is nothing to forecast. */
const MIN_AHEAD = Math.log(1.2);

/** The actual at a horizon, and the hour it belongs to; null when the readings do not pin it down. */
function actualAt(points: readonly TrajectoryPoint[], horizon: number): { hours: number; views: number } | null {
  const p = prepareTrajectory(points);
  if (!p || horizon > p.lastHours) return null;
  const tauH = toTau(horizon);
  // The reading nearest the horizon's age, when it is within HORIZON_MATCH (in τ).
  let best: TrajectoryPoint | null = null;
  for (const point of points) {
    const d = Math.abs(toTau(point.hours) - tauH);
    if (d <= HORIZON_MATCH && (!best || d < Math.abs(toTau(best.hours) - tauH))) best = point;
  }
  if (best) {
    const y = yAt(p, toTau(best.hours));
    return y === null ? null : { hours: best.hours, views: Math.round(fromY(y)) };
  }
  for (let i = 0; i + 1 < p.tau.length; i++) {
    const a = p.tau[i] as number;
    const b = p.tau[i + 1] as number;
    if (a <= tauH && tauH <= b)
      return b - a <= MAX_TRUTH_GAP ? { hours: horizon, views: fromY(yAt(p, tauH) as number) } : null;
  }
  return null;
}

/** Backtest cases from held-back trajectories: every (cutoff reading, horizon) pair with an actual. */
export function backtestCases(heldBack: readonly Trajectory[], options: CaseOptions = {}): BacktestCase[] {
  const horizons = options.horizonsHours ?? DEFAULT_HORIZONS_HOURS;
  const maxCutoffs = options.maxCutoffsPerVideo ?? 6;
  const minCutoff = options.minCutoffHours ?? 0.5;
  const cases: BacktestCase[] = [];
  heldBack.forEach((t, v) => {
    const points = (t.points ?? []).filter(
      (p) => Number.isFinite(p?.hours) && Number.isFinite(p?.views) && p.hours >= 0 && p.views >= 0,
    );
    points.sort((a, b) => a.hours - b.hours);
    for (const requested of horizons) {
      const actual = actualAt(points, requested);
      if (!actual || actual.views <= 0) continue;
      const candidates = points.filter(
        (p) => p.hours >= minCutoff && toTau(p.hours) <= toTau(actual.hours) - MIN_AHEAD,
      );
      for (const cut of spread(candidates, maxCutoffs)) {
        cases.push({
          query: {
            id: `${v}@${cut.hours}>${requested}`,
            points: points.filter((p) => p.hours <= cut.hours),
            horizonHours: actual.hours,
          },
          actual: actual.views,
          cutoffHours: cut.hours,
          requestedHorizonHours: requested,
        });
      }
    }
  });
  return cases;
}

/** At most k items, evenly spread in log age (always the first and the last). */
function spread(points: readonly TrajectoryPoint[], k: number): TrajectoryPoint[] {
  if (points.length <= k) return [...points];
  const out: TrajectoryPoint[] = [];
  const first = toTau(points[0]!.hours);
  const last = toTau(points[points.length - 1]!.hours);
  let j = 0;
  for (let s = 0; s < k; s++) {
    const target = first + ((last - first) * s) / (k - 1);
    while (j + 1 < points.length && toTau(points[j + 1]!.hours) <= target) j++;
    const pick = points[j]!;
    if (out[out.length - 1] !== pick) out.push(pick);
  }
  return out;
}

/** Median APE (percent), MRSE, 80% coverage and the median width ratio of forecasts against their cases. */
export function scoreForecasts(
  cases: readonly BacktestCase[],
  forecasts: readonly Pick<TrajectoryForecast, "expected" | "low" | "high">[],
): TrajectoryBacktest {
  const ape: number[] = [];
  const rse: number[] = [];
  const widths: number[] = [];
  let inside = 0;
  let withInterval = 0;
  cases.forEach((c, i) => {
    const f = forecasts[i];
    if (!f || !(c.actual > 0)) return;
    const ratio = f.expected / c.actual;
    ape.push(Math.abs(ratio - 1) * 100);
    rse.push((ratio - 1) ** 2);
    if (Number.isFinite(f.low) && Number.isFinite(f.high)) {
      withInterval++;
      if (f.low <= c.actual && c.actual <= f.high) inside++;
      widths.push(f.high / Math.max(1, f.low));
    }
  });
  const n = ape.length;
  return {
    n,
    mdape: median(ape),
    mrse: mean(rse),
    coverage80: withInterval > 0 ? inside / withInterval : null,
    medianWidthRatio: median(widths),
  };
}

export type TrajectoryBacktestOptions = CaseOptions &
  TrajectoryModelOptions & {
    /** Share of the training (its most recent part: the end of the list) held back. */
    holdOutShare?: number;
    /** At most this many held-back trajectories are projected (the most recent), to bound the time. */
    maxHeldBack?: number;
  };

/** Held back at most: enough for a median and a coverage to a couple of points, in well under a second. */
const DEFAULT_MAX_HELD_BACK = 200;
const DEFAULT_BACKTEST_CUTOFFS = 4;

/**
 * Fit on the older trajectories, project the held-back recent ones from their early readings.
 * `training` is in time order, oldest first, as for fitTrajectoryModel. For an API answer, pass
 * the request's horizons as `horizonsHours` so the figure is about the forecasts it comes with.
 */
export function trajectoryBacktest(
  training: readonly Trajectory[],
  options: TrajectoryBacktestOptions = {},
): TrajectoryBacktest {
  const list = Array.isArray(training) ? training : [];
  const share = Math.min(0.5, Math.max(0.05, options.holdOutShare ?? 0.25));
  const nHeld = list.length >= 2 ? Math.max(1, Math.round(list.length * share)) : 0;
  const fitOn = list.slice(0, list.length - nHeld);
  const heldBack = list.slice(list.length - nHeld).slice(-(options.maxHeldBack ?? DEFAULT_MAX_HELD_BACK));
  const cases = backtestCases(heldBack, { maxCutoffsPerVideo: DEFAULT_BACKTEST_CUTOFFS, ...options });
  if (cases.length === 0) return { n: 0, mdape: null, mrse: null, coverage80: null, medianWidthRatio: null };
  const model = fitTrajectoryModel(fitOn, options);
  return scoreForecasts(
    cases,
    projectTrajectories(
      model,
      cases.map((c) => c.query),
    ),
  );
}
