import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { inverseDiagonal, solveSymmetric } from "./linear-algebra";

describe("linear algebra", () => {
  it("solves a symmetric positive definite system", () => {
    // [[4, 2], [2, 3]] x = [2, 1] -> x = [0.5, 0].
    const x = solveSymmetric(
      [
        [4, 2],
        [2, 3],
      ],
      [2, 1],
    );
    expect(x?.[0]).toBeCloseTo(0.5, 12);
    expect(x?.[1]).toBeCloseTo(0, 12);
    expect(
      solveSymmetric(
        [
          [1, 1],
          [1, 1],
        ],
        [1, 1],
      ),
    ).toBeNull();
  });

  it("gives the diagonal of the inverse", () => {
    // inverse of [[4, 2], [2, 3]] is [[3, -2], [-2, 4]] / 8.
    const d = inverseDiagonal([
      [4, 2],
      [2, 3],
    ]);
    expect(d?.[0]).toBeCloseTo(3 / 8, 12);
    expect(d?.[1]).toBeCloseTo(4 / 8, 12);
  });

  it("solves MᵀM + I systems: A·x reproduces b", () => {
    const entry = fc.integer({ min: -9, max: 9 });
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 6 })
          .chain((n) =>
            fc.tuple(
              fc.array(fc.array(entry, { minLength: n, maxLength: n }), { minLength: n, maxLength: n }),
              fc.array(entry, { minLength: n, maxLength: n }),
            ),
          ),
        ([m, b]) => {
          const n = b.length;
          const a = Array.from({ length: n }, (_, i) =>
            Array.from({ length: n }, (_, j) => m.reduce((s, row) => s + row[i]! * row[j]!, 0) + (i === j ? 1 : 0)),
          );
          const x = solveSymmetric(a, b)!;
          for (let i = 0; i < n; i++) expect(a[i]!.reduce((s, v, j) => s + v * x[j]!, 0)).toBeCloseTo(b[i]!, 6);
        },
      ),
    );
  });
});
