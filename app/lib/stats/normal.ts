// The standard normal distribution: its tail areas from the incomplete gamma function
// (erfc(t) = Q(½, t²), so Φ(z) = ½·Q(½, z²/2) for z ≤ 0), accurate far into the tails, and its
// quantile by Halley's method on that CDF from Abramowitz & Stegun's 26.2.23 starting value.
// Accuracy: Φ to about 1e-14 absolute near the centre and 1e-9 relative out to z = 37 (the
// A&S 7.1.26 polynomial the forecast once used is off by up to 1.5e-7 and worse in the tails);
// the quantile round-trips Φ to 1e-10 for z ≤ 0. This is the project's only normal CDF.
import { regularizedGammaQ } from "./gamma";

const INV_SQRT_TWO_PI = 1 / Math.sqrt(2 * Math.PI);

/** The standard normal density φ(z). */
export function normalPdf(z: number): number {
  return INV_SQRT_TWO_PI * Math.exp(-0.5 * z * z);
}

/** P(Z > z) for Z ~ N(0, 1): relatively accurate for large z (no 1 − Φ cancellation). */
export function normalSf(z: number): number {
  if (Number.isNaN(z)) return Number.NaN;
  const half = 0.5 * regularizedGammaQ(0.5, 0.5 * z * z);
  return z >= 0 ? half : 1 - half;
}

/** Φ(z) = P(Z ≤ z). */
export function normalCdf(z: number): number {
  return normalSf(-z);
}

/** The lower-tail quantile for 0 < q ≤ ½: A&S 26.2.23 (error < 4.5e-4), then Halley steps on Φ. */
function lowerQuantile(q: number): number {
  const t = Math.sqrt(-2 * Math.log(q));
  let x = -(
    t -
    (2.515517 + 0.802853 * t + 0.010328 * t * t) / (1 + 1.432788 * t + 0.189269 * t * t + 0.001308 * t * t * t)
  );
  for (let i = 0; i < 4; i++) {
    const density = normalPdf(x);
    if (density === 0) break;
    const u = (normalCdf(x) - q) / density;
    const step = u / (1 + 0.5 * x * u);
    x -= step;
    if (Math.abs(step) < 1e-15 * Math.max(1, Math.abs(x))) break;
  }
  return x;
}

/** z with Φ(z) = p: −∞ at 0, +∞ at 1, NaN outside [0, 1]. */
export function normalQuantile(p: number): number {
  if (!(p >= 0 && p <= 1)) return Number.NaN;
  if (p === 0) return -Infinity;
  if (p === 1) return Infinity;
  if (p === 0.5) return 0;
  return p < 0.5 ? lowerQuantile(p) : -lowerQuantile(1 - p);
}
