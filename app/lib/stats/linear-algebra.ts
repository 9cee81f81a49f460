// Dense linear algebra for small least-squares fits (the forecast's effects regression and
// trajectory baselines: a handful of columns). Method: Cholesky factorisation A = L·Lᵀ of the
// symmetric positive definite normal-equation matrix, then forward and back substitution. Stable
// without pivoting for SPD matrices (backward error ~ n·ε·‖A‖); a pivot below 1e-12 is read as
// singular (null) rather than returning a solution that is mostly rounding noise.

/** Lower-triangular Cholesky factor of a symmetric positive definite matrix; null if it is not. */
export function cholesky(a: readonly (readonly number[])[]): number[][] | null {
  const n = a.length;
  const l: number[][] = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  for (let i = 0; i < n; i++) {
    const li = l[i] as number[];
    for (let j = 0; j <= i; j++) {
      const lj = l[j] as number[];
      let sum = (a[i] as number[])[j] as number;
      for (let k = 0; k < j; k++) sum -= (li[k] as number) * (lj[k] as number);
      if (i === j) {
        if (!(sum > 1e-12)) return null;
        li[i] = Math.sqrt(sum);
      } else {
        li[j] = sum / (lj[j] as number);
      }
    }
  }
  return l;
}

/** Solve L Lᵀ x = b with a Cholesky factor. */
export function choleskySolve(l: readonly (readonly number[])[], b: readonly number[]): number[] {
  const n = b.length;
  const y = new Array<number>(n).fill(0);
  for (let i = 0; i < n; i++) {
    let sum = b[i] as number;
    for (let k = 0; k < i; k++) sum -= ((l[i] as number[])[k] as number) * (y[k] as number);
    y[i] = sum / ((l[i] as number[])[i] as number);
  }
  const x = new Array<number>(n).fill(0);
  for (let i = n - 1; i >= 0; i--) {
    let sum = y[i] as number;
    for (let k = i + 1; k < n; k++) sum -= ((l[k] as number[])[i] as number) * (x[k] as number);
    x[i] = sum / ((l[i] as number[])[i] as number);
  }
  return x;
}

/** Solve the symmetric positive definite system A x = b; null if A is singular or the answer is not finite. */
export function solveSymmetric(a: readonly (readonly number[])[], b: readonly number[]): number[] | null {
  const l = cholesky(a);
  if (!l) return null;
  const x = choleskySolve(l, b);
  return x.every(Number.isFinite) ? x : null;
}

/** The diagonal of A⁻¹ for a symmetric positive definite A (for standard errors); null if singular. */
export function inverseDiagonal(a: readonly (readonly number[])[]): number[] | null {
  const l = cholesky(a);
  if (!l) return null;
  const n = a.length;
  // diag(A⁻¹)_j = Σ_k (L⁻¹)_kj²: solve L z = e_j for each j (forward substitution only).
  const out = new Array<number>(n).fill(0);
  for (let j = 0; j < n; j++) {
    const z = new Array<number>(n).fill(0);
    let sum = 0;
    for (let i = j; i < n; i++) {
      let v = i === j ? 1 : 0;
      for (let k = j; k < i; k++) v -= ((l[i] as number[])[k] as number) * (z[k] as number);
      z[i] = v / ((l[i] as number[])[i] as number);
      sum += (z[i] as number) ** 2;
    }
    out[j] = sum;
  }
  return out;
}
