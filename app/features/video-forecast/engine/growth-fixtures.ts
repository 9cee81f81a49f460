// Hand-computable trajectories for the engine tests: readings exactly on the model's grid ages
// with ln(1 + views) = a + k·ln(1 + hours), so the log growth between two grid ages c and r is
// exactly k·(τ_r − τ_c) and every fit can be worked out on paper.
import { GRID_STEP } from "./trajectory-grid";
import type { Trajectory, TrajectoryPoint } from "./types";

export const gridHours = (g: number): number => Math.expm1(g * GRID_STEP);

/** Readings at grid ages `from`..`to` of a curve ln(1 + views) = a + k·τ. */
export function powerTrajectory(a: number, k: number, from = 4, to = 44): Trajectory {
  const points: TrajectoryPoint[] = [];
  for (let g = from; g <= to; g++) points.push({ hours: gridHours(g), views: Math.expm1(a + k * g * GRID_STEP) });
  return { points };
}

/** Views of that curve at grid age g. */
export const powerViews = (a: number, k: number, g: number): number => Math.expm1(a + k * g * GRID_STEP);
