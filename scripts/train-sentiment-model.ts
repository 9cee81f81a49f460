// `npx tsx scripts/train-sentiment-model.ts`: trains the sentiment model
// (engine/sentiment-model.ts) and writes engine/sentiment-model-weights.ts.
//
// How and why:
// - Multinomial logistic regression (negative / neutral / positive, neutral the reference class)
//   over the rule engine's lexicon score and hashed words, word pairs and letter 3-4-grams. Small,
//   fast to score, and with L2 no single word decides: the lexicon carries what words mean, the
//   hashed features what real posts do with them.
// - Data (docs/decisions/011-sentiment-training-data.md): the TweetEval sentiment val split and
//   half of its test split, plus half of each VADER ground-truth set (tweets, Amazon, movie and
//   NYT snippets; sentiment-data.ts fixes the parts by a hash of the text). Real posts labelled by
//   people not on this team. YouTube comments sit between tweets and reviews, so the model learns
//   from every kind of text it will meet, not from tweets alone.
// - Weights in the loss: `balance` evens out the classes (the tweets are 44% neutral, the movie
//   snippets 5%; a creator's comments have another mix nobody here knows), `sourceBalance` evens
//   out the sources (the movie snippets would otherwise outweigh everything else).
// - L2 and the neutral-prior shift are chosen on the tune parts (a tenth of each source): the mean
//   over the sources of 3-class accuracy, each source counting once, among the settings that keep
//   at least as many tune-part neutral texts neutral as the model before (decision 011 settings,
//   retrained here). Ties within 0.002 go to more neutral kept neutral, then the stronger penalty.
//   The report parts (4/10 of each source) are never seen here. 32,768 buckets: the weights live
//   in D1 (scripts/model-weights-migration.ts), not in the Worker's script.
// - Full-batch Nesterov-accelerated gradient descent, fixed iteration count, zero start:
//   deterministic, no random numbers.
// - The model keeps the words seen in 2+ training texts (a Bloom filter): a text with none of
//   them, no feeling word and no emoji has nothing to read and is neutral (sentiment-model.ts).
import "../app/features/comment-sentiment/engine/install-lexicon";
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { gzipSync } from "node:zlib";
import { fileURLToPath, pathToFileURL } from "node:url";
import { scoreSentiment, scoreTokens } from "../app/features/comment-sentiment/engine/sentiment";
import {
  knowsAWord,
  parseSentimentModel,
  sentimentFeatures,
  sentimentProbabilities,
  serializeSentimentModel,
  addToVocabulary,
  type FeatureOptions,
  type SentimentModel,
} from "../app/features/comment-sentiment/engine/sentiment-model";
import { tokenize } from "../app/features/comment-sentiment/engine/tokenize";
import { createRequire } from "node:module";
import { loadTweetEval, loadVaderSplits, VADER_SETS, type Item, type Label, type Splits } from "./sentiment-data";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const WEIGHTS_FILE = join(root, "app/features/comment-sentiment/engine/sentiment-model-weights.ts");

/**
 * `balance` in [0, 1]: each row weighs (W / (3·W_class))^balance in the loss (W the rows' total
 * source weight); 0 leaves the training data's class mix as the prior, 1 gives each class the
 * same total weight. `sourceBalance` in [0, 1]: a row of source s weighs (N / (S·n_s))^sourceBalance;
 * 0 counts every row once, 1 gives each of the S sources the same total weight. `tweetWeight`
 * multiplies the weight of source 0 (TweetEval, the crowd-labelled social posts closest to comments).
 */
export type TrainOptions = {
  l2: number;
  buckets: number;
  iterations: number;
  balance: number;
  sourceBalance: number;
  tweetWeight: number;
  perSourceClasses?: number;
  /** Hashed features read (negation scopes, letter n-gram lengths); the legacy set when absent. */
  features?: FeatureOptions;
  /**
   * Added to the neutral class's score after training (by lowering both feelings' biases): the
   * class-prior calibration, chosen on the tune parts. Training weighs the classes the same.
   */
  neutralShift?: number;
  /**
   * NB-style scaling of the hashed features in training (strength; 0 or absent: none; see nbScale),
   * folded into the weights afterwards: the model keeps its shipped form, only L2 holds each weight
   * by how little its bucket tells the classes apart.
   */
  nb?: number;
  /** Multiplies each row's weight in the loss (one per row, in order): research only, never shipped. */
  rowWeight?: Float64Array;
  /** The penalty on the dense features (the lexicon's score, the text's form); `l2` when absent. */
  denseL2?: number;
};

/** A text's features, prepared once per bucket count; `source` weighs it in the loss. */
export type Row = {
  dense: Float64Array;
  idx: Int32Array;
  val: Float64Array;
  y: Label;
  source: number;
  words: number[];
  lexical: boolean;
};

export function prepare(items: readonly Item[], buckets: number, source = 0, features?: FeatureOptions): Row[] {
  return items.map((it) => {
    const tokens = tokenize(it.text);
    const f = sentimentFeatures(tokens, scoreTokens(tokens), buckets, features);
    return {
      dense: Float64Array.from(f.dense),
      idx: Int32Array.from(f.hashed.keys()),
      val: Float64Array.from(f.hashed.values()),
      y: it.label,
      source,
      words: f.words,
      lexical: f.lexical,
    };
  });
}

/** Bits of the vocabulary's Bloom filter: 128 Ki bits (16 KB); see sentiment-model.ts vocabularyHas. */
export const VOCABULARY_BITS = 131_072;

/**
 * The words the model knows: those seen in at least `minTexts` training texts (a word met once
 * taught the model next to nothing), as a Bloom filter of their hashes (sentiment-model.ts vocabularyHas).
 */
export function buildVocabulary(rows: readonly Row[], minTexts = 2, bits = VOCABULARY_BITS): Uint8Array {
  const texts = new Map<number, number>();
  for (const r of rows) for (const h of new Set(r.words)) texts.set(h, (texts.get(h) ?? 0) + 1);
  const out = new Uint8Array(bits / 8);
  let words = 0;
  for (const [h, n] of texts) {
    if (n < minTexts) continue;
    addToVocabulary(out, h);
    words++;
  }
  let set = 0;
  for (const byte of out) for (let k = 0; k < 8; k++) set += (byte >> k) & 1;
  console.log(
    `vocabulary: ${words} words seen in ${minTexts}+ texts, ${((set / bits) ** 2 * 100).toFixed(1)}% of unseen words pass for known`,
  );
  return out;
}

/** The model with `shift` added to the neutral class's score (softmax sees only differences). */
export function shiftNeutral(model: SentimentModel, shift: number): SentimentModel {
  return {
    ...model,
    negative: { ...model.negative, bias: model.negative.bias - shift },
    positive: { ...model.positive, bias: model.positive.bias - shift },
  };
}

/** Each row's weight in the loss under `balance` and `sourceBalance` (mean weight 1 when both are 0). */
export function rowWeights(
  rows: readonly Row[],
  balance: number,
  sourceBalance: number,
  tweetWeight = 1,
  perSourceClasses = false,
): Float64Array {
  const perSource = new Map<number, number>();
  for (const r of rows) perSource.set(r.source, (perSource.get(r.source) ?? 0) + 1);
  const sourceWeight = (s: number) =>
    (s === 0 ? tweetWeight : 1) * (rows.length / (perSource.size * (perSource.get(s) as number))) ** sourceBalance;
  // Classes are evened out within each source when perSourceClasses: the sources' class mixes
  // differ (TweetEval 44% neutral, the movie snippets 5%), and one global balance would move
  // each source's prior by the others' mix.
  const key = (r: Row) => (perSourceClasses ? r.source : 0);
  const classTotal = new Map<number, { negative: number; neutral: number; positive: number; all: number }>();
  for (const r of rows) {
    const w = sourceWeight(r.source);
    const t = classTotal.get(key(r)) ?? { negative: 0, neutral: 0, positive: 0, all: 0 };
    t[r.y] += w;
    t.all += w;
    classTotal.set(key(r), t);
  }
  return Float64Array.from(rows, (r) => {
    const t = classTotal.get(key(r))!;
    return sourceWeight(r.source) * (t.all / (3 * t[r.y])) ** balance;
  });
}

/** Trains on texts of one source (see trainOnRows). */
export function trainSentimentModel(items: readonly Item[], options: TrainOptions): SentimentModel {
  return trainOnRows(prepare(items, options.buckets), options);
}

/**
 * NB-style scale of each bucket (Wang & Manning 2012's log-count ratio for three classes, as
 * multilingual-sentiment/train.ts nbScale): the largest |log ratio| of a class's smoothed share of
 * the bucket against the other two's, to the power `strength`, over its mean among buckets seen.
 */
export function nbScale(rows: readonly Row[], strength: number, buckets: number): Float64Array {
  const classes: Label[] = ["negative", "neutral", "positive"];
  const counts = classes.map(() => new Float64Array(buckets));
  for (const r of rows) {
    const c = counts[classes.indexOf(r.y)]!;
    for (let j = 0; j < r.idx.length; j++) c[r.idx[j] as number] = (c[r.idx[j] as number] as number) + 1;
  }
  const totals = counts.map((c) => c.reduce((a, x) => a + x, 0) + buckets);
  const scale = new Float64Array(buckets);
  let sum = 0;
  let seen = 0;
  for (let b = 0; b < buckets; b++) {
    let best = 0;
    for (let c = 0; c < 3; c++) {
      let other = 0;
      let otherTotal = 0;
      for (let d = 0; d < 3; d++)
        if (d !== c) {
          other += counts[d]![b] as number;
          otherTotal += totals[d]!;
        }
      const ratio = ((counts[c]![b] as number) + 1) / totals[c]! / ((other + 2) / otherTotal);
      best = Math.max(best, Math.abs(Math.log(ratio)));
    }
    scale[b] = best ** strength;
    if ((counts[0]![b] as number) + (counts[1]![b] as number) + (counts[2]![b] as number) > 0) {
      sum += scale[b] as number;
      seen++;
    }
  }
  for (let b = 0; b < buckets; b++) scale[b] = (scale[b] as number) / (sum / seen);
  return scale;
}

/** Trained on NB-scaled features, the scale then folded into the weights: the shipped model's form. */
function trainScaled(rows: readonly Row[], options: TrainOptions, strength: number): SentimentModel {
  const scale = nbScale(rows, strength, options.buckets);
  const scaled = rows.map((r) => ({
    ...r,
    val: Float64Array.from(r.val, (v, j) => v * (scale[r.idx[j] as number] as number)),
  }));
  const m = trainOnRows(scaled, { ...options, nb: 0 });
  const fold = (h: ArrayLike<number>) => Float64Array.from(scale, (s, b) => (h[b] as number) * s);
  return {
    ...m,
    negative: { ...m.negative, hashed: fold(m.negative.hashed) },
    positive: { ...m.positive, hashed: fold(m.positive.hashed) },
  };
}

/**
 * Minimises the weighted mean cross-entropy + l2/2·|w|² (biases not penalised) for the two free
 * classes. Parameters per class laid out as [bias, dense..., hashed...].
 */
export function trainOnRows(rows: readonly Row[], options: TrainOptions): SentimentModel {
  if ((options.nb ?? 0) > 0) return trainScaled(rows, options, options.nb as number);
  const nd = rows[0]?.dense.length ?? 0;
  const d = 1 + nd + options.buckets;
  const n = rows.length;
  const weight = rowWeights(
    rows,
    options.balance,
    options.sourceBalance,
    options.tweetWeight,
    options.perSourceClasses === 1,
  );
  if (options.rowWeight !== undefined) weight.forEach((v, i) => (weight[i] = v * (options.rowWeight![i] as number)));
  // Step 1/L. The softmax's Hessian is bounded by 0.5·|x|² per row and class, so the weighted
  // mean loss's by the weighted mean of 0.5·|x|² (the norm of a sum is at most the sum of norms).
  // The mean, not the largest row: with rare classes weighed up, the largest row would shrink the
  // step several times and 300 iterations would stop far from the optimum.
  let normSum = 0;
  rows.forEach((r, i) => {
    normSum +=
      (weight[i] as number) * (1 + r.dense.reduce((a, v) => a + v * v, 0) + r.val.reduce((a, v) => a + v * v, 0));
  });
  const step = 1 / ((0.5 * normSum) / Math.max(1, n) + options.l2);
  const w = [new Float64Array(d), new Float64Array(d)];
  const look = [new Float64Array(d), new Float64Array(d)];
  const grad = [new Float64Array(d), new Float64Array(d)];
  let t = 1;
  const z = [0, 0];
  for (let it = 0; it < options.iterations; it++) {
    grad[0]!.fill(0);
    grad[1]!.fill(0);
    for (let i = 0; i < n; i++) {
      const r = rows[i]!;
      for (let c = 0; c < 2; c++) {
        const p = look[c]!;
        let s = p[0] as number;
        for (let k = 0; k < nd; k++) s += (p[1 + k] as number) * (r.dense[k] as number);
        for (let j = 0; j < r.idx.length; j++) s += (p[1 + nd + (r.idx[j] as number)] as number) * (r.val[j] as number);
        z[c] = s;
      }
      const m = Math.max(0, z[0]!, z[1]!);
      const en = Math.exp(z[0]! - m);
      const ep = Math.exp(z[1]! - m);
      const sum = en + ep + Math.exp(-m);
      const wy = weight[i] as number;
      const err = [wy * (en / sum - (r.y === "negative" ? 1 : 0)), wy * (ep / sum - (r.y === "positive" ? 1 : 0))];
      for (let c = 0; c < 2; c++) {
        const g = grad[c]!;
        const e = err[c]!;
        g[0] = (g[0] as number) + e;
        for (let k = 0; k < nd; k++) g[1 + k] = (g[1 + k] as number) + e * (r.dense[k] as number);
        for (let j = 0; j < r.idx.length; j++) {
          const k = 1 + nd + (r.idx[j] as number);
          g[k] = (g[k] as number) + e * (r.val[j] as number);
        }
      }
    }
    const tNext = (1 + Math.sqrt(1 + 4 * t * t)) / 2;
    const mom = (t - 1) / tNext;
    for (let c = 0; c < 2; c++) {
      const wc = w[c]!;
      const lc = look[c]!;
      const g = grad[c]!;
      for (let k = 0; k < d; k++) {
        const penalty = k === 0 ? 0 : (k <= nd ? (options.denseL2 ?? options.l2) : options.l2) * (lc[k] as number);
        const next = (lc[k] as number) - step * ((g[k] as number) / n + penalty);
        lc[k] = next + mom * (next - (wc[k] as number));
        wc[k] = next;
      }
    }
    t = tNext;
  }
  const cls = (p: Float64Array) => ({
    bias: p[0] as number,
    dense: [...p.subarray(1, 1 + nd)],
    hashed: p.subarray(1 + nd),
  });
  const model: SentimentModel = { buckets: options.buckets, negative: cls(w[0]!), positive: cls(w[1]!) };
  if (options.features !== undefined) model.features = options.features;
  return model;
}

/** The engine's labelling rule (sentiment.ts classifyTokens): the most probable class, ties to neutral. */
export function labelOf(p: { negative: number; neutral: number; positive: number }): Label {
  return p.positive > p.neutral && p.positive >= p.negative
    ? "positive"
    : p.negative > p.neutral
      ? "negative"
      : "neutral";
}

/** Probabilities of a prepared row (the same sums as sentimentProbabilities). */
export function rowProbabilities(model: SentimentModel, r: Row) {
  if (model.vocabulary !== undefined && !r.lexical && !knowsAWord(model.vocabulary, r.words))
    return { negative: 0, neutral: 1, positive: 0 };
  const z = [model.negative, model.positive].map((w) => {
    let s = w.bias;
    for (let k = 0; k < r.dense.length; k++) s += (w.dense[k] ?? 0) * (r.dense[k] as number);
    for (let j = 0; j < r.idx.length; j++) s += (w.hashed[r.idx[j] as number] as number) * (r.val[j] as number);
    return s;
  }) as [number, number];
  const m = Math.max(0, ...z);
  const [en, e0, ep] = [Math.exp(z[0] - m), Math.exp(-m), Math.exp(z[1] - m)];
  const sum = en + e0 + ep;
  return { negative: en / sum, neutral: e0 / sum, positive: ep / sum };
}

/** Label and score of a text by a model: the engine's label, P(positive) − P(negative). */
export function classify(model: SentimentModel, text: string): { label: Label; compound: number } {
  const tokens = tokenize(text);
  const p = sentimentProbabilities(
    model,
    sentimentFeatures(tokens, scoreTokens(tokens), model.buckets, model.features),
  );
  return { label: labelOf(p), compound: p.positive - p.negative };
}

export type TuneScore = { accuracy: number; neutral: number; macroRecall: number };

/** Accuracy, neutral kept neutral and macro recall of labels against the rows' classes. */
export function scoreLabels(labels: readonly Label[], ys: readonly Label[]): TuneScore {
  const recall = (c: Label) => {
    let hit = 0;
    let all = 0;
    ys.forEach((y, i) => {
      if (y !== c) return;
      all++;
      if (labels[i] === c) hit++;
    });
    return all === 0 ? 0 : hit / all;
  };
  return {
    accuracy: ys.filter((y, i) => labels[i] === y).length / ys.length,
    neutral: recall("neutral"),
    macroRecall: (recall("negative") + recall("neutral") + recall("positive")) / 3,
  };
}

export const scoreModel = (model: SentimentModel, rows: readonly Row[]) =>
  scoreLabels(
    rows.map((r) => labelOf(rowProbabilities(model, r))),
    rows.map((r) => r.y),
  );

/** The sources the model learns from, in the order the reports list them. */
export type Source = { name: string; splits: Splits };

export function loadSources(): Source[] | null {
  const tweetEval = loadTweetEval();
  if (tweetEval === null) return null;
  const sources: Source[] = [{ name: "TweetEval", splits: tweetEval }];
  for (const [name, title] of VADER_SETS) {
    const splits = loadVaderSplits(name);
    if (splits !== null) sources.push({ name: title, splits });
  }
  return sources;
}

/** The grid searched on the tune parts; SENTIMENT_GRID='{"l2":[...],...}' narrows it for a quick look. */
// Measured and left out (see decision 011): tweetWeight 2-3, classes
// evened out per source (perSourceClasses 1), sourceBalance 0.5-1, balance 0.5, separate hash
// spaces for words / pairs / letter grams, extra dense cues (emoji, links, lexicon × length,
// lexicon², the lexicon's positive and negative sums), words without letter grams, and a head
// (bias and dense weights) per source: none better on the tune parts.
export const GRID = {
  // The penalty and NB strength: chosen by leaving each set out in turn (round 10,
  // scripts/training/english-sentiment/round10.ts), since the comments the model reads are a kind
  // of text it never learned from; among the settings that keep the tune parts' mean accuracy
  // within 0.002 of the model before, the best left-out accuracy. Round 8 had chosen NB 0.75 with
  // L2 3e-5 on the tune parts alone (not shipped).
  l2: [0.0001],
  balance: [1],
  sourceBalance: [0],
  tweetWeight: [1],
  perSourceClasses: [0],
  nb: [0.75],
  neutralShift: [0, 0.1, 0.2, 0.3],
};
/** 32 Ki buckets: capacity was the limit at 2 Ki (decision 011); the weights live in D1, not the Worker. */
export const BUCKETS = 32_768;
/** The larger, less penalised model needs more steps than 300 to settle. */
export const ITERATIONS = 600;
/** Negation-scoped words ("not_good"), letter 3- and 4-grams. */
export const FEATURES: FeatureOptions = { negation: true, grams: [3, 4] };
/** The settings of the model before this one (decision 011), retrained here as the bar to beat. */
const BEFORE: TrainOptions = {
  l2: 0.0003,
  buckets: 2048,
  iterations: 300,
  balance: 1,
  sourceBalance: 0,
  tweetWeight: 1,
  perSourceClasses: 0,
};

const classifyShipped = (text: string): Label => scoreSentiment(text).label;

const f3 = (x: number) => x.toFixed(3);
const mean = (xs: readonly number[]) => xs.reduce((a, x) => a + x, 0) / xs.length;

/** Neutral kept neutral over all the tune parts together. */
function pooledNeutral(scores: readonly TuneScore[], tune: readonly Row[][]): number {
  let kept = 0;
  let all = 0;
  scores.forEach((q, i) => {
    const n = tune[i]!.filter((r) => r.y === "neutral").length;
    kept += q.neutral * n;
    all += n;
  });
  return kept / all;
}

function main() {
  const sources = loadSources();
  if (sources === null) {
    console.error(
      "TweetEval data not found in ../shared/data/tweeteval-sentiment or /work/shared/data/tweeteval-sentiment.",
    );
    process.exit(1);
  }
  for (const s of sources)
    console.log(
      `${s.name}: train ${s.splits.train.length}, tune ${s.splits.tune.length}, report ${s.splits.report.length} (report not used here)`,
    );
  const buckets = Number(process.env.SENTIMENT_BUCKETS ?? BUCKETS);
  // SENTIMENT_TRAIN_SOURCES=1 trains on the first source only (TweetEval: the model before the mix).
  const trainSources = Number(process.env.SENTIMENT_TRAIN_SOURCES ?? sources.length);
  const features: FeatureOptions = {
    ...FEATURES,
    ...(JSON.parse(process.env.SENTIMENT_FEATURES ?? "{}") as Partial<FeatureOptions>),
  };
  const train = sources.slice(0, trainSources).flatMap((s, i) => prepare(s.splits.train, buckets, i, features));
  const tune = sources.map((s) => prepare(s.splits.tune, buckets, 0, features));
  const vocabulary = buildVocabulary(train);

  // The bars on the tune parts: vader-sentiment by its ±0.05 band, and the model before this one.
  const require = createRequire(import.meta.url);
  const vader = require("vader-sentiment") as {
    SentimentIntensityAnalyzer: { polarity_scores(text: string): { compound: number } };
  };
  const band = (c: number): Label => (c >= 0.05 ? "positive" : c <= -0.05 ? "negative" : "neutral");
  const line = (what: string, scores: TuneScore[]) =>
    console.log(
      `${what.padEnd(48)} mean acc ${f3(mean(scores.map((q) => q.accuracy)))}, neutral ${f3(pooledNeutral(scores, tune))} | ${scores.map((q) => `${f3(q.accuracy)}/${f3(q.neutral)}`).join("  ")}`,
    );
  console.log(`tune parts, accuracy/neutral kept: ${sources.map((s) => s.name).join(" | ")}`);
  line(
    "vader-sentiment",
    sources.map((s) =>
      scoreLabels(
        s.splits.tune.map((it) => band(vader.SentimentIntensityAnalyzer.polarity_scores(it.text).compound)),
        s.splits.tune.map((it) => it.label),
      ),
    ),
  );
  line(
    "weights file as found (tune parts in-sample)",
    sources.map((s) =>
      scoreLabels(
        s.splits.tune.map((it) => classifyShipped(it.text)),
        s.splits.tune.map((it) => it.label),
      ),
    ),
  );
  const beforeTrain = sources.slice(0, trainSources).flatMap((s, i) => prepare(s.splits.train, BEFORE.buckets, i));
  const beforeTune = sources.map((s) => prepare(s.splits.tune, BEFORE.buckets));
  const beforeModel = parseSentimentModel(serializeSentimentModel(trainOnRows(beforeTrain, BEFORE)));
  const beforeScores = beforeTune.map((rows) => scoreModel(beforeModel, rows));
  line("before (decision 011 settings, retrained)", beforeScores);
  // "Neutral kept neutral at least as well as today": a candidate must keep as many of
  // the tune parts' neutral texts neutral as the model before this one.
  const neutralBar = pooledNeutral(beforeScores, tune);

  const tried: { options: TrainOptions; score: number; neutral: number }[] = [];
  const grid = { ...GRID, ...(JSON.parse(process.env.SENTIMENT_GRID ?? "{}") as Partial<typeof GRID>) };
  const iterations = Number(process.env.SENTIMENT_ITERATIONS ?? ITERATIONS);
  for (const perSourceClasses of grid.perSourceClasses)
    for (const tweetWeight of grid.tweetWeight)
      for (const sourceBalance of grid.sourceBalance)
        for (const balance of grid.balance)
          for (const nb of grid.nb)
            for (const l2 of grid.l2) {
              const trained = trainOnRows(train, {
                l2,
                buckets,
                iterations,
                balance,
                sourceBalance,
                tweetWeight,
                perSourceClasses,
                features,
                nb,
              });
              for (const neutralShift of grid.neutralShift) {
                const options: TrainOptions = {
                  l2,
                  buckets,
                  iterations,
                  balance,
                  sourceBalance,
                  tweetWeight,
                  perSourceClasses,
                  features,
                  nb,
                  neutralShift,
                };
                // Scored as shipped: through the int8 round trip, with the vocabulary.
                const model = parseSentimentModel(
                  serializeSentimentModel({ ...shiftNeutral(trained, neutralShift), vocabulary }),
                );
                const scores = tune.map((rows) => scoreModel(model, rows));
                line(`nb ${nb} l2 ${l2} bal ${balance} src ${sourceBalance} shift ${neutralShift}`, scores);
                tried.push({
                  options,
                  score: mean(scores.map((q) => q.accuracy)),
                  neutral: pooledNeutral(scores, tune),
                });
              }
            }
  const eligible = tried.filter((t) => t.neutral >= neutralBar);
  const pool = eligible.length > 0 ? eligible : tried;
  const best = Math.max(...pool.map((t) => t.score));
  // Ties (within 0.002, a few rows of the smallest tune part) go to the setting that keeps more
  // neutral texts neutral (what the outside measurement found lacking: 45% of neutral comments),
  // then to the stronger penalty.
  const { options } = pool
    .filter((t) => t.score >= best - 0.002)
    .sort((a, b) => b.neutral - a.neutral || b.options.l2 - a.options.l2)[0]!;
  console.log(`neutral kept neutral to match: ${f3(neutralBar)}; ${eligible.length} of ${tried.length} settings do`);
  console.log(`chosen: ${JSON.stringify(options)}`);
  if (process.env.SENTIMENT_DRY_RUN) return;
  const all = [
    ...train,
    ...sources.slice(0, trainSources).flatMap((s, i) => prepare(s.splits.tune, buckets, i, features)),
  ];
  const model = {
    ...shiftNeutral(trainOnRows(all, options), options.neutralShift ?? 0),
    vocabulary: buildVocabulary(all),
  };
  const text = serializeSentimentModel(model);
  const source = [
    "// Generated by `npx tsx scripts/train-sentiment-model.ts` from the train and tune parts of TweetEval",
    "// sentiment (Barbieri et al., 2020; SemEval-2017 Task 4 tweets, Rosenthal, Farra & Nakov) and of the",
    "// VADER ground truth (Hutto & Gilbert 2014, MIT) (scripts/sentiment-data.ts); see",
    "// docs/decisions/011-sentiment-training-data.md. Do not edit by hand. Format: engine/sentiment-model.ts.",
    "// Not imported by the Worker: it reads the same text from D1 (table model_weights, filled by a migration",
    "// scripts/model-weights-migration.ts writes); tests and scripts install it from here (install-lexicon.ts).",
    `export const SENTIMENT_MODEL_SETTINGS = ${JSON.stringify(options)} as const;`,
    "",
    `export const SENTIMENT_MODEL_DATA = ${JSON.stringify(text)};`,
    "",
  ].join("\n");
  writeFileSync(WEIGHTS_FILE, source);
  console.log(
    `wrote ${WEIGHTS_FILE}: model ${(text.length / 1024).toFixed(1)} KB, ${(gzipSync(text).length / 1024).toFixed(1)} KB gzipped`,
  );
  // tests/integration/model-weights.test.ts fails until D1 carries the new weights too.
  console.log(
    "Next: `npx drizzle-kit generate --custom --name sentiment_model_weights`, then `npx tsx scripts/model-weights-migration.ts migrations/<that file>.sql`.",
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) main();
