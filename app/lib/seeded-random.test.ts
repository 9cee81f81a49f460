import { describe, expect, it } from "vitest";
import { hashSeed, seededRandom } from "./seeded-random";

const take = (seed: string | number, n: number) => {
  const rng = seededRandom(seed);
  return Array.from({ length: n }, () => rng.next());
};

describe("seededRandom", () => {
  it("is deterministic: the same seed gives the same sequence", () => {
    expect(take("channel-42", 20)).toEqual(take("channel-42", 20));
    expect(take(7, 20)).toEqual(take(7, 20));
  });

  it("different seeds give different sequences", () => {
    expect(take("effects:isQuestion", 5)).not.toEqual(take("effects:hasNumber", 5));
    expect(take(1, 5)).not.toEqual(take(2, 5));
  });

  it("draws lie in [0, 1) and look uniform (mean, deciles)", () => {
    const values = take("uniform", 50_000);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    expect(mean).toBeCloseTo(0.5, 2);
    const deciles = new Array<number>(10).fill(0);
    for (const v of values) deciles[Math.floor(v * 10)]!++;
    // Each decile expects 5,000 draws; sd ≈ 67, so ±400 is a generous band.
    for (const count of deciles) expect(Math.abs(count - 5_000)).toBeLessThan(400);
  });

  it("int(n) covers 0..n-1 and nothing else", () => {
    const rng = seededRandom("ints");
    const seen = new Set<number>();
    for (let i = 0; i < 2_000; i++) seen.add(rng.int(7));
    expect([...seen].sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it("normal() has mean 0 and sd 1", () => {
    const rng = seededRandom("normal");
    const values = Array.from({ length: 40_000 }, () => rng.normal());
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    const sd = Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / values.length);
    expect(Math.abs(mean)).toBeLessThan(0.02);
    expect(Math.abs(sd - 1)).toBeLessThan(0.02);
    expect(values.every(Number.isFinite)).toBe(true);
  });
});

describe("hashSeed", () => {
  it("gives an unsigned 32-bit integer for strings and numbers", () => {
    for (const seed of ["", "a", "a longer seed with ünïcode 🎬", 0, -1, 2 ** 40 + 3, 0.5]) {
      const h = hashSeed(seed);
      expect(Number.isInteger(h)).toBe(true);
      expect(h).toBeGreaterThanOrEqual(0);
      expect(h).toBeLessThan(2 ** 32);
    }
    expect(hashSeed("abc")).not.toBe(hashSeed("abd"));
  });
});
