// The beta function and distribution for the A/B test posteriors: ln B(a, b), the log-density and
// the regularized incomplete beta function I_x(a, b) (the CDF), written to stay accurate when
// a and b are in the billions (peaked posteriors of tests with huge impression counts).
// Accuracy: the continued fraction stops at a relative step below 1e-15, so I_x is good to
// about 1e-13 where it converged (NaN, never a wrong number, where `maxTerms` ran out).
//
// Log-density. With p̂ = a/(a + b), q̂ = 1 − p̂ and Stirling's formula for the three log-gammas,
//   ln f(x) = (a − 1)·ln(x/p̂) + (b − 1)·ln((1 − x)/q̂) − ln p̂ − ln q̂ + ½·ln(ab/(a + b)) − ½·ln 2π − Δ,
//   Δ = r(a) + r(b) − r(a + b), r = stirlingRemainder,
// which is exact, and whose terms stay small near the bulk of the distribution: the naive
// (a − 1)ln x + (b − 1)ln(1 − x) − ln B(a, b) subtracts numbers of size a·|ln x| ≈ 10^11 and
// keeps only a few digits. ln(x/p̂) is log1p((x − p̂)/p̂), precise for x near p̂.
//
// CDF. I_x(a, b) = x^a(1 − x)^b / (a·B(a, b)) · 1/(1 + d1/(1 + d2/(1 + …))) with
//   d_{2m+1} = −(a + m)(a + b + m)·x / ((a + 2m)(a + 2m + 1)),  d_{2m} = m(b − m)·x / ((a + 2m − 1)(a + 2m)),
// evaluated by the modified Lentz method where it converges fast, x < (a + 1)/(a + b + 2), and as
// 1 − I_{1−x}(b, a) beyond. The prefactor is exp(ln f(x) + ln x + ln(1 − x)) / a. The number of
// terms grows like √min(a, b) near the centre of the distribution, hence the `maxTerms` option.
import { logGamma, stirlingRemainder } from "./gamma";

const HALF_LOG_TWO_PI = 0.5 * Math.log(2 * Math.PI);
const EPS = 1e-15;
const TINY = 1e-300;

/** ln B(a, b) = lnΓ(a) + lnΓ(b) − lnΓ(a + b), for a, b > 0 (no cancellation for large a, b). */
export function logBeta(a: number, b: number): number {
  if (!(a > 0) || !(b > 0)) return Number.NaN;
  if (a + b < 20) return logGamma(a) + logGamma(b) - logGamma(a + b);
  const s = a + b;
  return (
    HALF_LOG_TWO_PI +
    (a - 0.5) * Math.log(a / s) +
    b * Math.log(b / s) -
    0.5 * Math.log(b) +
    stirlingRemainder(a) +
    stirlingRemainder(b) -
    stirlingRemainder(s)
  );
}

/** k·ln(1 + t), read as 0 when k = 0 (so 0·ln 0 is 0, the density's limit); t ≥ −1 up to rounding. */
function weightedLog1p(k: number, t: number): number {
  return k === 0 ? 0 : k * Math.log1p(Math.max(-1, t));
}

/** ln f(x) for X ~ Beta(a, b), a, b > 0; −∞ outside [0, 1] and where the density is 0. */
export function betaLogPdf(x: number, a: number, b: number): number {
  if (!(a > 0) || !(b > 0) || Number.isNaN(x)) return Number.NaN;
  if (x < 0 || x > 1) return -Infinity;
  const s = a + b;
  const p = a / s;
  const q = b / s;
  const delta = stirlingRemainder(a) + stirlingRemainder(b) - stirlingRemainder(s);
  return (
    weightedLog1p(a - 1, (x - p) / p) +
    weightedLog1p(b - 1, (p - x) / q) -
    Math.log(p) -
    Math.log(q) +
    0.5 * (Math.log(a) + Math.log(q)) -
    HALF_LOG_TWO_PI -
    delta
  );
}

/** The Beta(a, b) density at x. */
export function betaPdf(x: number, a: number, b: number): number {
  return Math.exp(betaLogPdf(x, a, b));
}

export type IncompleteBetaOptions = {
  /** Most continued-fraction terms to evaluate (default 1,000,000). */
  maxTerms?: number;
};

/** 1/(1 + d1/(1 + d2/(1 + …))) for I_x(a, b), with the number of terms used; NaN unless it converged. */
function continuedFraction(x: number, a: number, b: number, maxTerms: number): { value: number; terms: number } {
  // Modified Lentz for g = 1 + d1/(1 + d2/(1 + …)); the fraction is 1/g.
  let g = 1;
  let c = 1;
  let d = 0;
  for (let n = 1; n <= maxTerms; n++) {
    const m = Math.floor(n / 2);
    const coefficient =
      n % 2 === 1
        ? (-(a + m) * (a + b + m) * x) / ((a + 2 * m) * (a + 2 * m + 1))
        : (m * (b - m) * x) / ((a + 2 * m - 1) * (a + 2 * m));
    d = 1 + coefficient * d;
    if (Math.abs(d) < TINY) d = TINY;
    d = 1 / d;
    c = 1 + coefficient / c;
    if (Math.abs(c) < TINY) c = TINY;
    const factor = c * d;
    g *= factor;
    if (Math.abs(factor - 1) < EPS) return { value: 1 / g, terms: n };
  }
  return { value: Number.NaN, terms: maxTerms };
}

function lowerIncompleteBeta(x: number, a: number, b: number, maxTerms: number): { value: number; terms: number } {
  const prefactor = Math.exp(betaLogPdf(x, a, b) + Math.log(x) + Math.log1p(-x)) / a;
  if (prefactor === 0) return { value: 0, terms: 0 };
  const fraction = continuedFraction(x, a, b, maxTerms);
  return { value: prefactor * fraction.value, terms: fraction.terms };
}

/**
 * I_x(a, b) = P(X ≤ x) for X ~ Beta(a, b), a, b > 0, with the number of continued-fraction
 * terms it took (NaN value when `maxTerms` was not enough).
 */
export function incompleteBetaWithTerms(
  x: number,
  a: number,
  b: number,
  options: IncompleteBetaOptions = {},
): { value: number; terms: number } {
  const maxTerms = options.maxTerms ?? 1_000_000;
  if (!(a > 0) || !(b > 0) || Number.isNaN(x)) return { value: Number.NaN, terms: 0 };
  if (x <= 0) return { value: 0, terms: 0 };
  if (x >= 1) return { value: 1, terms: 0 };
  if (x < (a + 1) / (a + b + 2)) return lowerIncompleteBeta(x, a, b, maxTerms);
  const upper = lowerIncompleteBeta(1 - x, b, a, maxTerms);
  return { value: 1 - upper.value, terms: upper.terms };
}

/** The regularized incomplete beta function I_x(a, b): the Beta(a, b) CDF at x. */
export function regularizedIncompleteBeta(
  x: number,
  a: number,
  b: number,
  options: IncompleteBetaOptions = {},
): number {
  const { value } = incompleteBetaWithTerms(x, a, b, options);
  return Math.min(1, Math.max(0, value));
}
