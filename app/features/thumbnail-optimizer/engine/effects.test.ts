import { describe, expect, it } from "vitest";
import { seededRandom } from "~/lib/seeded-random";
import { MIN_GROUP, featureEffects, splitThreshold, type EffectRow, type FeatureEffect } from "./effects";

const byName = (effects: FeatureEffect[], feature: string) => {
  const found = effects.find((e) => e.feature === feature);
  if (!found) throw new Error(`no effect for ${feature}`);
  return found;
};

/**
 * A channel of `n` videos. Outcome = ln(CTR ÷ expected CTR) with noise sd 0.3 (a typical
 * spread: a third of videos within ±25% of expectation). "question" multiplies CTR by
 * `questionLift`; "brackets" does nothing; "brightness" (0–100) does nothing.
 */
function channel(n: number, dataSeed: string, questionLift = 1.2): EffectRow[] {
  const rng = seededRandom(dataSeed);
  return Array.from({ length: n }, (_, i) => {
    const question = rng.next() < 0.5;
    const brackets = rng.next() < 0.5;
    const brightness = Math.round(20 + 60 * rng.next());
    const outcome = (question ? Math.log(questionLift) : 0) + 0.3 * rng.normal();
    return { videoId: `v${String(i).padStart(3, "0")}`, outcome, features: { question, brackets, brightness } };
  });
}

describe("featureEffects", () => {
  const rows = channel(240, "planted");
  const effects = featureEffects(rows, { seed: "test" });

  it("finds a planted +20% effect: significant, interval covers 0.2, P(positive) > 0.95", () => {
    const q = byName(effects, "question");
    expect(q.kind).toBe("boolean");
    expect(q.withCount + q.withoutCount).toBe(240);
    expect(q.enough).toBe(true);
    expect(q.significant).toBe(true);
    expect(q.low).toBeGreaterThan(0);
    expect(q.low).toBeLessThanOrEqual(0.2);
    expect(q.high).toBeGreaterThanOrEqual(0.2);
    expect(q.low).toBeLessThan(q.effect);
    expect(q.effect).toBeLessThan(q.high);
    expect(q.probabilityPositive).toBeGreaterThan(0.95);
  });

  it("a feature with no effect is not significant with the same seed", () => {
    const b = byName(effects, "brackets");
    expect(b.enough).toBe(true);
    expect(b.significant).toBe(false);
    expect(b.low).toBeLessThan(0);
    expect(b.high).toBeGreaterThan(0);
  });

  it("the effect is exp(mean with − mean without) − 1, computed by hand", () => {
    const small: EffectRow[] = [
      ...[0.2, 0.4, 0.0, 0.2].map((outcome, i) => ({ videoId: `w${i}`, outcome, features: { f: true } })),
      ...[-0.1, 0.1, -0.3, 0.3, 0.0].map((outcome, i) => ({ videoId: `o${i}`, outcome, features: { f: false } })),
    ];
    const [f] = featureEffects(small, { replicates: 200 });
    expect(f!.effect).toBeCloseTo(Math.exp(0.2 - 0) - 1, 12);
    expect(f!.withCount).toBe(4);
    expect(f!.withoutCount).toBe(5);
  });

  it("sorts significant effects first, then by |effect|", () => {
    expect(effects[0]!.feature).toBe("question");
    for (let i = 1; i < effects.length; i++) {
      const [a, b] = [effects[i - 1]!, effects[i]!];
      if (a.significant === b.significant) expect(Math.abs(a.effect)).toBeGreaterThanOrEqual(Math.abs(b.effect));
      else expect(a.significant).toBe(true);
    }
  });

  it("is deterministic: same seed, same interval; the row order does not matter", () => {
    const again = featureEffects([...rows].reverse(), { seed: "test" });
    expect(again).toEqual(effects);
    const otherSeed = byName(featureEffects(rows, { seed: "another" }), "question");
    const q = byName(effects, "question");
    expect(otherSeed.effect).toBe(q.effect); // the point estimate does not resample
    expect(otherSeed.low).not.toBe(q.low);
    expect(Math.abs(otherSeed.low - q.low)).toBeLessThan(0.03); // but the interval barely moves
  });

  it("a feature's interval does not depend on which other features are present", () => {
    const onlyQuestion = rows.map((r) => ({ ...r, features: { question: r.features.question ?? null } }));
    expect(byName(featureEffects(onlyQuestion, { seed: "test" }), "question")).toEqual(byName(effects, "question"));
  });

  it("splits a numeric feature at its median: 'with' = at or above", () => {
    const brightness = byName(effects, "brightness");
    const values = rows.map((r) => r.features.brightness as number).sort((a, b) => a - b);
    const median = (values[119]! + values[120]!) / 2;
    expect(brightness.kind).toBe("numeric");
    expect(brightness.threshold).toBe(median);
    expect(brightness.withCount).toBe(values.filter((v) => v >= median).length);
    expect(brightness.withoutCount).toBe(values.filter((v) => v < median).length);
    expect(brightness.significant).toBe(false);
  });

  it("a numeric effect: brighter thumbnails +25% is found on the 'with' (higher) side", () => {
    const rng = seededRandom("bright");
    const bright: EffectRow[] = Array.from({ length: 120 }, (_, i) => {
      const brightness = Math.round(100 * rng.next());
      return {
        videoId: `b${i}`,
        outcome: (brightness >= 50 ? Math.log(1.25) : 0) + 0.25 * rng.normal(),
        features: { brightness },
      };
    });
    const [b] = featureEffects(bright);
    expect(b!.significant).toBe(true);
    expect(b!.effect).toBeGreaterThan(0.1);
    expect(b!.threshold).toBeGreaterThan(40);
    expect(b!.threshold).toBeLessThan(60);
  });

  it("a count that is 0 for most videos splits at 'has any' instead of putting everyone on one side", () => {
    expect(splitThreshold([0, 0, 0, 0, 0, 1, 2, 0, 0, 3])).toBe(1);
    expect(splitThreshold([0, 0, 0, 1, 1, 2])).toBe(0.5);
    expect(splitThreshold([4, 4, 4])).toBeNull();
    const counts: EffectRow[] = Array.from({ length: 30 }, (_, i) => ({
      videoId: `c${i}`,
      outcome: 0,
      features: { emotionalWords: i % 3 === 0 ? 1 : 0 },
    }));
    const [e] = featureEffects(counts, { replicates: 100 });
    expect(e).toMatchObject({ threshold: 1, withCount: 10, withoutCount: 20 });
  });

  it("too few videos on one side: enough = false, never significant, even for a big effect", () => {
    const few: EffectRow[] = Array.from({ length: 20 }, (_, i) => ({
      videoId: `f${i}`,
      outcome: i < MIN_GROUP - 1 ? 1.0 : 0, // +172% for the 7 "with" videos
      features: { question: i < MIN_GROUP - 1 },
    }));
    const [q] = featureEffects(few);
    expect(q!.withCount).toBe(MIN_GROUP - 1);
    expect(q!.enough).toBe(false);
    expect(q!.significant).toBe(false);
    expect(q!.effect).toBeGreaterThan(1);
  });

  it("nulls are left out of a feature; one-sided and constant features report no effect", () => {
    const rowsWithNulls: EffectRow[] = Array.from({ length: 20 }, (_, i) => ({
      videoId: `n${i}`,
      outcome: 0.1 * (i % 4),
      features: { distinctiveness: i < 6 ? null : i, always: true, constant: 5 },
    }));
    const effectsWithNulls = featureEffects(rowsWithNulls, { replicates: 100 });
    expect(
      byName(effectsWithNulls, "distinctiveness").withCount + byName(effectsWithNulls, "distinctiveness").withoutCount,
    ).toBe(14);
    for (const name of ["always", "constant"]) {
      expect(byName(effectsWithNulls, name)).toMatchObject({
        effect: 0,
        low: 0,
        high: 0,
        enough: false,
        significant: false,
      });
    }
    expect(featureEffects([])).toEqual([]);
    // Non-finite outcomes are ignored.
    expect(featureEffects([{ videoId: "x", outcome: Number.NaN, features: { q: true } }])).toEqual([]);
  });

  it("calibration: with a planted zero effect the 95% interval covers 0 in most of 40 channels", () => {
    let covered = 0;
    let significant = 0;
    const channels = 40;
    for (let s = 0; s < channels; s++) {
      const data = channel(60, `null-${s}`, 1.0);
      const q = byName(featureEffects(data, { seed: `calibration-${s}` }), "question");
      if (q.low <= 0 && q.high >= 0) covered++;
      if (q.significant) significant++;
    }
    expect(covered / channels).toBeGreaterThanOrEqual(0.85);
    expect(significant).toBe(channels - covered);
  });
});
