// The age grid the growth model is fitted on, and each training trajectory read off it.
//
// Readings come at whatever times a poller managed (1 h, 6 h, 3 days... or daily, with gaps), so
// no two videos share their reading times. Szabo & Huberman fit one β per (t_i, t_r) pair; we
// fit one model per pair of grid ages, spaced evenly in τ = ln(1 + hours) (four steps per
// doubling of age), and interpolate between neighbouring grid ages for any other pair.
import { MAX_READING_GAP, readingsSupport, yAt, type PreparedTrajectory } from "./trajectory-points";

/** Four grid ages per doubling of (1 + hours): neighbouring ages differ by 19%. */
export const GRID_STEP = Math.LN2 / 4;
/** τ up to 64 steps: ln(1 + hours) = 11.1, about 7 years. */
export const GRID_SIZE = 64;
/** The features look back one, two and three doublings of age: 4, 8 and 12 grid steps. */
export const LOOKBACK_STEPS = 4;
export const LOOKBACK = LOOKBACK_STEPS * GRID_STEP;
export const FEATURES = 3;

export const gridTau = (g: number): number => g * GRID_STEP;

/**
 * One trajectory on the grid: y at each grid age (NaN past its last reading); whether readings
 * pin it down there (a fitting target or cutoff only where they do); whether the features at
 * that cutoff are measured (readingsSupport); and the features themselves, FEATURES per age.
 */
export type GridRow = { y: Float64Array; trusted: Uint8Array; supported: Uint8Array; x: Float64Array };

/**
 * The model's features at a cutoff: the growth in log views over the last doubling of age and
 * over each of the two before it. They are Pinto et al.'s "views in each early period" on the
 * log scale: a video still climbing has a large first feature, a stalled one has it near zero,
 * and the three tell a slowing curve from a steady one or a late take-off. `y(k)` is y at k
 * doublings of age before the cutoff (the first reading's value before it).
 */
export function features(
  y: (doublingsBack: number) => number,
  into: Float64Array | number[] = new Array<number>(FEATURES),
  at = 0,
): Float64Array | number[] {
  const y0 = y(0);
  const y1 = y(1);
  const y2 = y(2);
  const y3 = y(3);
  into[at] = Math.max(0, y0 - y1);
  into[at + 1] = Math.max(0, y1 - y2);
  into[at + 2] = Math.max(0, y2 - y3);
  return into;
}

export function gridRow(t: PreparedTrajectory): GridRow {
  const y = new Float64Array(GRID_SIZE).fill(Number.NaN);
  const trusted = new Uint8Array(GRID_SIZE);
  const supported = new Uint8Array(GRID_SIZE);
  const x = new Float64Array(GRID_SIZE * FEATURES);
  const n = t.tau.length;
  let seg = 0;
  let last = -1;
  for (let g = 0; g < GRID_SIZE; g++) {
    const tau = gridTau(g);
    if (tau > (t.tau[n - 1] as number) + 1e-12) break;
    while (seg + 1 < n && (t.tau[seg + 1] as number) < tau) seg++;
    const value = yAt(t, tau);
    if (value === null) break;
    y[g] = value;
    last = g;
    const left = t.tau[seg] as number;
    const right = t.tau[Math.min(seg + 1, n - 1)] as number;
    const onReading = Math.abs(left - tau) < 1e-9 || Math.abs(right - tau) < 1e-9;
    // Publication itself (0 views, added in front) is no cutoff: "growth" from 0 is just size.
    const atAddedOrigin = g === 0 && t.firstReading === 1;
    trusted[g] = !atAddedOrigin && (onReading || right - left <= MAX_READING_GAP) ? 1 : 0;
    supported[g] = trusted[g] === 1 && readingsSupport(t, tau, LOOKBACK) ? 1 : 0;
  }
  for (let g = 0; g <= last; g++) features((k) => y[Math.max(0, g - k * LOOKBACK_STEPS)] as number, x, g * FEATURES);
  return { y, trusted, supported, x };
}
