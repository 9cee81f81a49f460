// What works on this channel: for each feature (title or thumbnail), did the videos that have
// it get clicked more or less than the videos that don't, compared with what each video was
// expected to get?
//
// The outcome of a video is ln(its CTR ÷ the CTR the channel expected of it) — or, without
// Studio data, ln(views at 7 days ÷ the channel's median views at 7 days). Working on the log
// scale makes a video at twice its expectation and one at half of it cancel out, and keeps one
// viral video from deciding the answer. The effect of a feature is the ratio of the two groups'
// typical (geometric-mean) outcomes, minus one: +0.12 means videos with the feature got 12%
// more than the videos without, relative to their expectations.
//
// The interval is a percentile bootstrap: resample the videos of each group with replacement,
// recompute the effect, 2,000 times (with the usual √(n/(n−1)) small-sample correction of
// each resampled mean, see resampledMean); the middle 95% of the replicates is the interval and the
// share of replicates above zero is the probability shown to the creator as confidence. Groups
// are resampled separately so each replicate keeps the real group sizes. The resampling is
// seeded (per feature), so the same data always gives the same interval.
import { mean, median, quantileOfSorted } from "~/lib/stats";
import { seededRandom } from "~/lib/seeded-random";

export type FeatureValue = number | boolean | null;

export type EffectRow = { videoId: string; outcome: number; features: Record<string, FeatureValue> };

export type FeatureEffect = {
  feature: string;
  kind: "boolean" | "numeric";
  /** boolean: "with" = true; numeric: "with" = at or above `threshold` ("higher"), "without" = below. */
  withCount: number;
  withoutCount: number;
  /** The median used to split a numeric feature (see splitThreshold); null for booleans. */
  threshold: number | null;
  /** exp(mean outcome with − mean outcome without) − 1. */
  effect: number;
  /** 95% percentile bootstrap interval of `effect`. */
  low: number;
  high: number;
  /** Share of bootstrap replicates with effect > 0. */
  probabilityPositive: number;
  /** Both groups have at least MIN_GROUP videos. */
  enough: boolean;
  /** enough && the interval is clear of zero. */
  significant: boolean;
};

/** What another feature may rely on of a measured effect (the bootstrap's details stay the optimizer's). */
export type MeasuredEffect = Pick<
  FeatureEffect,
  "feature" | "kind" | "withCount" | "withoutCount" | "threshold" | "effect" | "low" | "high" | "significant"
>;

/**
 * Fewest videos on each side of a comparison before it can become advice. Below about eight,
 * a bootstrap interval is too optimistic: a handful of videos has few distinct resamples, the
 * normal shape it relies on is not there yet, and one unusual video can decide the sign.
 * Measured on simulated channels with no real effect (400 each), the "95%" interval covered
 * zero 91% of the time at 8 per side, 93.5% at 12 and 95% at 30; at 5 per side it drops
 * below 88%. Eight keeps the false-advice rate under ~1 in 10 while a channel with ~20 videos
 * of CTR data can still get advice (effects.test.ts checks the coverage loosely).
 */
export const MIN_GROUP = 8;

const DEFAULT_REPLICATES = 2000;
const DEFAULT_SEED = "vidwise:thumbnail-optimizer:effects";

type Split = {
  kind: "boolean" | "numeric";
  threshold: number | null;
  withOutcomes: number[];
  withoutOutcomes: number[];
};

/**
 * The threshold for a numeric feature: the median, so "higher" means the top half. When the
 * median is also the smallest value (e.g. a count that is 0 for most videos), "at or above the
 * median" would be every video, so the split moves up to the next value seen (">= 1": "has
 * any"). Null when every video has the same value.
 */
export function splitThreshold(values: readonly number[]): number | null {
  const mid = median(values);
  if (mid === null) return null;
  let min = Infinity;
  let nextAbove = Infinity;
  for (const v of values) if (v < min) min = v;
  if (mid > min) return mid;
  for (const v of values) if (v > mid && v < nextAbove) nextAbove = v;
  return Number.isFinite(nextAbove) ? nextAbove : null;
}

function splitRows(rows: readonly EffectRow[], feature: string): Split | null {
  const present: { outcome: number; value: number | boolean }[] = [];
  let anyNumber = false;
  for (const row of rows) {
    const value = row.features[feature];
    if (value === null || value === undefined) continue;
    if (typeof value === "number") {
      if (!Number.isFinite(value)) continue;
      anyNumber = true;
    } else if (typeof value !== "boolean") continue;
    present.push({ outcome: row.outcome, value });
  }
  if (present.length === 0) return null;

  if (!anyNumber) {
    const withOutcomes = present.filter((p) => p.value === true).map((p) => p.outcome);
    const withoutOutcomes = present.filter((p) => p.value === false).map((p) => p.outcome);
    return { kind: "boolean", threshold: null, withOutcomes, withoutOutcomes };
  }
  // A feature with numbers is numeric; a stray boolean in it reads as 1 or 0.
  const numeric = present.map((p) => ({
    outcome: p.outcome,
    value: typeof p.value === "number" ? p.value : p.value ? 1 : 0,
  }));
  const threshold = splitThreshold(numeric.map((p) => p.value));
  const withOutcomes =
    threshold === null
      ? numeric.map((p) => p.outcome)
      : numeric.filter((p) => p.value >= threshold).map((p) => p.outcome);
  const withoutOutcomes = threshold === null ? [] : numeric.filter((p) => p.value < threshold).map((p) => p.outcome);
  return { kind: "numeric", threshold, withOutcomes, withoutOutcomes };
}

/**
 * Mean of a resample (with replacement) of `values`, its deviation from the group mean scaled
 * by √(n/(n−1)). A plain resampled mean varies (n−1)/n times as much as the real one, which
 * makes small-group intervals too narrow (8 per side: ~89% real coverage for a "95%" interval);
 * the rescaling removes that bias and leaves large groups untouched.
 */
function resampledMean(values: Float64Array, mean: number, draw: (n: number) => number): number {
  const n = values.length;
  let sum = 0;
  for (let i = 0; i < n; i++) sum += values[draw(n)]!;
  const inflate = n > 1 ? Math.sqrt(n / (n - 1)) : 1;
  return mean + (sum / n - mean) * inflate;
}

function bootstrap(
  withOutcomes: Float64Array,
  withoutOutcomes: Float64Array,
  replicates: number,
  seed: string,
): { low: number; high: number; probabilityPositive: number } {
  const rng = seededRandom(seed);
  const draw = rng.int;
  // Both groups are non-empty (featureEffects checks) and their outcomes finite (byVideoId).
  const withMean = mean(withOutcomes)!;
  const withoutMean = mean(withoutOutcomes)!;
  const diffs = new Float64Array(replicates);
  let positive = 0;
  for (let r = 0; r < replicates; r++) {
    const diff = resampledMean(withOutcomes, withMean, draw) - resampledMean(withoutOutcomes, withoutMean, draw);
    diffs[r] = diff;
    if (diff > 0) positive++;
  }
  diffs.sort();
  // exp is increasing, so percentiles of the log difference map straight to the effect scale.
  return {
    low: Math.expm1(quantileOfSorted(diffs, 0.025)),
    high: Math.expm1(quantileOfSorted(diffs, 0.975)),
    probabilityPositive: positive / replicates,
  };
}

function byVideoId(rows: readonly EffectRow[]): EffectRow[] {
  return rows
    .filter((row) => Number.isFinite(row.outcome))
    .slice()
    .sort((a, b) => (a.videoId < b.videoId ? -1 : a.videoId > b.videoId ? 1 : a.outcome - b.outcome));
}

/**
 * The effect of every feature seen in the rows, sorted: significant first, then by |effect|
 * (then by name). Rows with a non-finite outcome are ignored, as is a feature's null value.
 * Results do not depend on the order of the rows or on which other features are present.
 */
export function featureEffects(
  rows: readonly EffectRow[],
  options: { replicates?: number; seed?: string } = {},
): FeatureEffect[] {
  const replicates = Math.max(1, Math.floor(options.replicates ?? DEFAULT_REPLICATES));
  const seed = options.seed ?? DEFAULT_SEED;
  const ordered = byVideoId(rows);
  const features = [...new Set(ordered.flatMap((row) => Object.keys(row.features)))].sort();

  const effects: FeatureEffect[] = [];
  for (const feature of features) {
    const split = splitRows(ordered, feature);
    if (!split) continue;
    const withCount = split.withOutcomes.length;
    const withoutCount = split.withoutOutcomes.length;
    const enough = withCount >= MIN_GROUP && withoutCount >= MIN_GROUP;
    const base = { feature, kind: split.kind, withCount, withoutCount, threshold: split.threshold, enough };

    if (withCount === 0 || withoutCount === 0) {
      // Nothing to compare: report the group sizes and no effect.
      effects.push({
        ...base,
        effect: 0,
        low: 0,
        high: 0,
        probabilityPositive: 0.5,
        enough: false,
        significant: false,
      });
      continue;
    }
    const withArray = Float64Array.from(split.withOutcomes);
    const withoutArray = Float64Array.from(split.withoutOutcomes);
    const effect = Math.expm1(mean(withArray)! - mean(withoutArray)!);
    const interval = bootstrap(withArray, withoutArray, replicates, `${seed}\u0000${feature}`);
    const significant = enough && (interval.low > 0 || interval.high < 0);
    effects.push({ ...base, effect, ...interval, significant });
  }

  return effects.sort((a, b) => {
    if (a.significant !== b.significant) return a.significant ? -1 : 1;
    const size = Math.abs(b.effect) - Math.abs(a.effect);
    if (size !== 0) return size;
    return a.feature < b.feature ? -1 : a.feature > b.feature ? 1 : 0;
  });
}
