// A small seeded pseudo-random generator for resampling (bootstrap intervals), where the product
// needs randomness but must give the same figure every time it is asked: Math.random is banned
// in app code (lint), and an interval that moved on every page load would read as a bug.
//
// The generator is mulberry32 (one 32-bit word of state, period 2^32, passes the usual
// statistical batteries well enough for resampling; not for anything secret). A string seed is
// hashed to 32 bits with FNV-1a, so "effects:isQuestion" and "effects:hasNumber" give
// independent-looking streams.

export type SeededRandom = {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform integer in [0, n) for a positive integer n. */
  int(n: number): number;
  /** Standard normal draw (Box–Muller); for generating test data and simulations. */
  normal(): number;
};

/** 32-bit FNV-1a hash of a string's UTF-16 code units; a number seed is used as its integer bits. */
export function hashSeed(seed: string | number): number {
  if (typeof seed === "number") {
    if (Number.isSafeInteger(seed)) return ((seed >>> 0) ^ (Math.floor(seed / 4294967296) >>> 0)) >>> 0;
    return hashSeed(String(seed));
  }
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A deterministic generator: the same seed always yields the same sequence. */
export function seededRandom(seed: string | number): SeededRandom {
  let state = hashSeed(seed);
  let spareNormal: number | null = null;

  const next = (): number => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };

  return {
    next,
    int(n: number): number {
      return Math.floor(next() * n);
    },
    normal(): number {
      if (spareNormal !== null) {
        const value = spareNormal;
        spareNormal = null;
        return value;
      }
      // 1 - u keeps the logarithm's argument in (0, 1].
      const radius = Math.sqrt(-2 * Math.log(1 - next()));
      const angle = 2 * Math.PI * next();
      spareNormal = radius * Math.sin(angle);
      return radius * Math.cos(angle);
    },
  };
}
