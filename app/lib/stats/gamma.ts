// The log-gamma function and the regularized incomplete gamma functions (normal tail areas and
// chi-square p-values come from them; beta.ts uses logGamma). Accuracy (gamma.test.ts): lnΓ to
// 1e-12 absolute up to 200 and 1e-14 at half-integers; P and Q to 1e-14 absolute, and the small
// one of the two to about 1e-12 relative in the tail (erfc(3) through Q(½, 9)).
//
// logGamma uses Stirling's series with Bernoulli-number coefficients after shifting the argument
// up to at least 10 by Γ(z + 1) = z·Γ(z); stirlingRemainder(z) = lnΓ(z) − [(z − ½)ln z − z + ½ln 2π]
// is kept on its own because it is tiny for large z, so differences of log-gammas of huge arguments
// (posteriors with millions or billions of impressions) can be formed without cancellation.
// P(a, x) is summed as its power series for x < a + 1; Q(a, x) otherwise as Legendre's continued
// fraction (modified Lentz), each taking the other as 1 − itself.

const HALF_LOG_TWO_PI = 0.5 * Math.log(2 * Math.PI);
const SHIFT_TO = 10;
const EPS = 1e-16;
const TINY = 1e-300;
const MAX_TERMS = 100_000;

/** B_{2k} / (2k(2k − 1)) for k = 1…7: the coefficients of z^{−(2k−1)} in Stirling's series. */
const STIRLING = [1 / 12, -1 / 360, 1 / 1260, -1 / 1680, 1 / 1188, -691 / 360360, 1 / 156];

/** The tail of Stirling's series for z ≥ 10 (the next term is below 1e-16 there). */
function stirlingSeries(z: number): number {
  const inv = 1 / z;
  const inv2 = inv * inv;
  let sum = 0;
  for (let k = STIRLING.length - 1; k >= 0; k--) sum = sum * inv2 + (STIRLING[k] as number);
  return sum * inv;
}

/** (z − ½)ln z − z + ½ln 2π: Stirling's approximation of lnΓ(z). */
function stirlingMain(z: number): number {
  return (z - 0.5) * Math.log(z) - z + HALF_LOG_TWO_PI;
}

/** lnΓ(z) − [(z − ½)ln z − z + ½ln 2π], for z > 0: about 1/(12z) for large z. */
export function stirlingRemainder(z: number): number {
  if (!(z > 0)) return Number.NaN;
  if (z >= SHIFT_TO) return stirlingSeries(z);
  // lnΓ(z) = lnΓ(z + n) − ln(z(z + 1)…(z + n − 1)), with z + n ≥ 10.
  let shifted = z;
  let logProduct = 0;
  while (shifted < SHIFT_TO) {
    logProduct += Math.log(shifted);
    shifted += 1;
  }
  return stirlingMain(shifted) + stirlingSeries(shifted) - logProduct - stirlingMain(z);
}

/** ln Γ(z) for z > 0. */
export function logGamma(z: number): number {
  if (!(z > 0)) return Number.NaN;
  if (z === 1 || z === 2) return 0;
  return stirlingMain(z) + stirlingRemainder(z);
}

/** e^{−x} x^a / Γ(a), the factor both the series and the continued fraction share. */
function gammaPrefactor(a: number, x: number): number {
  return Math.exp(a * Math.log(x) - x - logGamma(a));
}

/** Σ_{n≥0} x^n / (a(a+1)…(a+n)): P(a, x) = prefactor · series. */
function lowerSeries(a: number, x: number): number {
  let term = 1 / a;
  let sum = term;
  for (let n = 1; n < MAX_TERMS; n++) {
    term *= x / (a + n);
    sum += term;
    if (Math.abs(term) < Math.abs(sum) * EPS) break;
  }
  return sum;
}

/** 1 / (x + 1 − a − 1(1 − a) / (x + 3 − a − 2(2 − a) / (x + 5 − a − …))): Q(a, x) = prefactor · fraction. */
function upperFraction(a: number, x: number): number {
  let b = x + 1 - a;
  let c = 1 / TINY;
  let d = 1 / b;
  let h = d;
  for (let n = 1; n < MAX_TERMS; n++) {
    const an = -n * (n - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < TINY) d = TINY;
    c = b + an / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < EPS) break;
  }
  return h;
}

/** The regularized lower incomplete gamma function P(a, x) = γ(a, x) / Γ(a), for a > 0, x ≥ 0. */
export function regularizedGammaP(a: number, x: number): number {
  if (!(a > 0) || !(x >= 0)) return Number.NaN;
  if (x === 0) return 0;
  if (x === Infinity) return 1;
  if (x < a + 1) return Math.min(1, gammaPrefactor(a, x) * lowerSeries(a, x));
  return Math.max(0, 1 - gammaPrefactor(a, x) * upperFraction(a, x));
}

/** The regularized upper incomplete gamma function Q(a, x) = 1 − P(a, x), accurate in the far tail. */
export function regularizedGammaQ(a: number, x: number): number {
  if (!(a > 0) || !(x >= 0)) return Number.NaN;
  if (x === 0) return 1;
  if (x === Infinity) return 0;
  if (x < a + 1) return Math.max(0, 1 - gammaPrefactor(a, x) * lowerSeries(a, x));
  return Math.min(1, gammaPrefactor(a, x) * upperFraction(a, x));
}
