// A small seeded pseudo-random generator for the sample workspace. The sample must be identical
// on every run (tests, demo, screenshots), so nothing here may touch Math.random or the clock.
//
// The core is sfc32 (Chris Doty-Humphrey's "small fast counting" generator): 128 bits of state,
// fast in 32-bit integer arithmetic, and it passes PractRand far beyond what we draw here.
// State is expanded from (seed, label) with splitmix32 so that forks with different labels are
// independent streams: adding draws to one part of the generator does not reshuffle the others.

/** FNV-1a over the label, mixed with the seed: a 32-bit starting point for splitmix32. */
function hashLabel(seed: number, label: string): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < label.length; i++) {
    h ^= label.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

function splitmix32(state: number): [next: number, output: number] {
  const next = (state + 0x9e3779b9) | 0;
  let z = next;
  z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
  z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
  z ^= z >>> 15;
  return [next, z >>> 0];
}

export class Random {
  private a = 0;
  private b = 0;
  private c = 0;
  private d = 0;
  /** The second Box-Muller output, kept for the next normal() call. */
  private spare: number | null = null;

  readonly seed: number;
  readonly label: string;

  constructor(seed: number, label = "root") {
    this.seed = seed;
    this.label = label;
    let s = hashLabel(seed >>> 0, label);
    const words: number[] = [];
    for (let i = 0; i < 4; i++) {
      const [next, out] = splitmix32(s);
      s = next;
      words.push(out);
    }
    [this.a, this.b, this.c, this.d] = words as [number, number, number, number];
    // A few rounds so that nearby seeds diverge before the first draw.
    for (let i = 0; i < 12; i++) this.nextUint32();
  }

  /** An independent stream for one part of the generator, derived from the seed, not the state. */
  fork(label: string): Random {
    return new Random(this.seed, `${this.label}/${label}`);
  }

  nextUint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    return this.nextUint32() / 4294967296;
  }

  /** Uniform in [min, max). */
  float(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  /** Uniform integer in [min, max], both ends included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error("pick from an empty list");
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** One of the items, with probability proportional to its weight (weights need not sum to 1). */
  weighted<T>(items: readonly T[], weights: readonly number[]): T {
    if (items.length === 0 || items.length !== weights.length) throw new Error("weighted: items and weights differ");
    let total = 0;
    for (const w of weights) total += Math.max(0, w);
    let r = this.next() * total;
    for (let i = 0; i < items.length; i++) {
      r -= Math.max(0, weights[i] as number);
      if (r < 0) return items[i] as T;
    }
    return items[items.length - 1] as T;
  }

  /** One key of a { key: weight } table. */
  weightedKey<K extends string>(table: Readonly<Record<K, number>>): K {
    const keys = Object.keys(table) as K[];
    return this.weighted(
      keys,
      keys.map((k) => table[k]),
    );
  }

  /** Normal via Box-Muller; the paired value is kept for the next call. */
  normal(mean = 0, sd = 1): number {
    if (this.spare !== null) {
      const z = this.spare;
      this.spare = null;
      return mean + sd * z;
    }
    const u1 = 1 - this.next(); // (0, 1]: log is finite
    const u2 = this.next();
    const r = Math.sqrt(-2 * Math.log(u1));
    this.spare = r * Math.sin(2 * Math.PI * u2);
    return mean + sd * r * Math.cos(2 * Math.PI * u2);
  }

  /** exp(N(mu, sigma)): the median is exp(mu). */
  lognormal(mu: number, sigma: number): number {
    return Math.exp(this.normal(mu, sigma));
  }

  /** Exponential with the given mean. */
  exponential(mean: number): number {
    return -mean * Math.log(1 - this.next());
  }

  /** A shuffled copy (Fisher-Yates); the input is left as it was. */
  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      const tmp = out[i] as T;
      out[i] = out[j] as T;
      out[j] = tmp;
    }
    return out;
  }

  /** `count` distinct items (or all of them when there are fewer). */
  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items).slice(0, count);
  }

  /** A string of `length` characters drawn from `alphabet`. */
  chars(length: number, alphabet: string): string {
    let s = "";
    for (let i = 0; i < length; i++) s += alphabet[Math.floor(this.next() * alphabet.length)];
    return s;
  }
}
