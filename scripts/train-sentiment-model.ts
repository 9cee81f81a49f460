// `npx tsx scripts/train-sentiment-model.ts`: trains the sentiment model
// (engine/sentiment-model.ts) and writes engine/sentiment-model-weights.ts.
//
// How and why:
// - Multinomial logistic regression (negative / neutral / positive, neutral the reference class)
//   over the rule engine's lexicon score and hashed words, word pairs and letter 3-4-grams. Small,
//   fast to score, and with L2 no single word decides: the lexicon carries what words mean, the
//   hashed features what real posts do with them.
// - Data (docs/decisions/011-sentiment-training-data.md): the TweetEval sentiment val split and
//   half of its test split (sentiment-data.ts fixes the parts by a hash of the text). Real posts
//   labelled by crowd workers not on this team, about half of them neutral, like comments.
// - Classes weigh the same in the loss (balance 1): the tweets are 44% neutral, a creator's
//   comments have another mix nobody here knows, so the model should not inherit the tweets'
//   prior. The measure is then the one SemEval-2017 ranked by: recall averaged over the classes.
// - L2 strength is chosen by class-balanced log-loss on the tune part (a tenth of TweetEval test); the report part
//   (4/10 of test) and the VADER sets are never seen here. Ties within 0.002 go to the stronger
//   penalty. The bucket count is the Worker size budget, not tuned: 2,048 buckets × 2 classes of
//   int8 are about 4 KB gzipped; 4,096 measured 0.005 better tune accuracy at twice the size.
// - Full-batch Nesterov-accelerated gradient descent, fixed iteration count, zero start:
//   deterministic, no random numbers.
import "../app/features/comment-sentiment/engine/install-lexicon";
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { gzipSync } from "node:zlib";
import { fileURLToPath, pathToFileURL } from "node:url";
import { scoreTokens } from "../app/features/comment-sentiment/engine/sentiment";
import { parseSentimentModel, sentimentFeatures, sentimentProbabilities, serializeSentimentModel, type SentimentModel } from "../app/features/comment-sentiment/engine/sentiment-model";
import { tokenize } from "../app/features/comment-sentiment/engine/tokenize";
import { loadTweetEval, type Item, type Label } from "./sentiment-data";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const WEIGHTS_FILE = join(root, "app/features/comment-sentiment/engine/sentiment-model-weights.ts");

/**
 * `balance` in [0, 1]: each row weighs (n / (3·n_class))^balance in the loss; 0 leaves the
 * training data's class mix as the prior, 1 gives each class the same total weight.
 */
export type TrainOptions = { l2: number; buckets: number; iterations: number; balance: number };

type Row = { dense: Float64Array; idx: Int32Array; val: Float64Array; y: Label };

function prepare(items: readonly Item[], buckets: number): Row[] {
  return items.map((it) => {
    const tokens = tokenize(it.text);
    const f = sentimentFeatures(tokens, scoreTokens(tokens), buckets);
    return { dense: Float64Array.from(f.dense), idx: Int32Array.from(f.hashed.keys()), val: Float64Array.from(f.hashed.values()), y: it.label };
  });
}

/**
 * Minimises mean cross-entropy + l2/2·|w|² (biases not penalised) for the two free classes.
 * Parameters per class laid out as [bias, dense..., hashed...].
 */
export function trainSentimentModel(items: readonly Item[], options: TrainOptions): SentimentModel {
  const rows = prepare(items, options.buckets);
  const nd = rows[0]?.dense.length ?? 0;
  const d = 1 + nd + options.buckets;
  const n = rows.length;
  const counts = { negative: 0, neutral: 0, positive: 0 };
  for (const r of rows) counts[r.y]++;
  const weightOf = (y: Label) => (n / (3 * counts[y])) ** options.balance;
  // Step 1/L: the softmax's Hessian is bounded by 0.5·|x|² per class.
  let maxNorm = 0;
  for (const r of rows) maxNorm = Math.max(maxNorm, 1 + r.dense.reduce((a, v) => a + v * v, 0) + r.val.reduce((a, v) => a + v * v, 0));
  const step = 1 / (0.5 * maxNorm * Math.max(weightOf("negative"), weightOf("neutral"), weightOf("positive")) + options.l2);
  const w = [new Float64Array(d), new Float64Array(d)];
  const look = [new Float64Array(d), new Float64Array(d)];
  const grad = [new Float64Array(d), new Float64Array(d)];
  let t = 1;
  const z = [0, 0];
  for (let it = 0; it < options.iterations; it++) {
    grad[0]!.fill(0);
    grad[1]!.fill(0);
    for (const r of rows) {
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
      const wy = weightOf(r.y);
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
        const penalty = k === 0 ? 0 : options.l2 * (lc[k] as number);
        const next = (lc[k] as number) - step * ((g[k] as number) / n + penalty);
        lc[k] = next + mom * (next - (wc[k] as number));
        wc[k] = next;
      }
    }
    t = tNext;
  }
  const cls = (p: Float64Array) => ({ bias: p[0] as number, dense: [...p.subarray(1, 1 + nd)], hashed: p.subarray(1 + nd) });
  return { buckets: options.buckets, negative: cls(w[0]!), positive: cls(w[1]!) };
}

/** Label and score of a text by a model: argmax of the probabilities, P(positive) − P(negative). */
export function classify(model: SentimentModel, text: string): { label: Label; compound: number } {
  const tokens = tokenize(text);
  const p = sentimentProbabilities(model, sentimentFeatures(tokens, scoreTokens(tokens), model.buckets));
  const label: Label = p.positive >= p.neutral && p.positive >= p.negative ? "positive" : p.negative >= p.neutral ? "negative" : "neutral";
  return { label, compound: p.positive - p.negative };
}

/** Log-loss with each class's rows averaged apart and the three means averaged (prior-free). */
export function balancedLogLoss(model: SentimentModel, items: readonly Item[]): number {
  const sum = { negative: 0, neutral: 0, positive: 0 };
  const count = { negative: 0, neutral: 0, positive: 0 };
  for (const it of items) {
    const tokens = tokenize(it.text);
    const p = sentimentProbabilities(model, sentimentFeatures(tokens, scoreTokens(tokens), model.buckets));
    sum[it.label] -= Math.log(Math.max(1e-12, p[it.label]));
    count[it.label]++;
  }
  return (sum.negative / count.negative + sum.neutral / count.neutral + sum.positive / count.positive) / 3;
}

/** Mean of the three classes' recalls (SemEval-2017 Task 4A's official measure). */
export function macroRecall(labels: readonly Label[], items: readonly Item[]): number {
  const classes: Label[] = ["negative", "neutral", "positive"];
  return classes.reduce((a, c) => {
    const idx = items.map((it, i) => (it.label === c ? i : -1)).filter((i) => i >= 0);
    return a + idx.filter((i) => labels[i] === c).length / idx.length;
  }, 0) / 3;
}

export const accuracy = (model: SentimentModel, items: readonly Item[]) => items.filter((it) => classify(model, it.text).label === it.label).length / items.length;

export const L2_GRID = [0.0001, 0.0003, 0.001, 0.003] as const;
export const BUCKETS = 2048;
export const ITERATIONS = 300;

function main() {
  const data = loadTweetEval();
  if (data === null) {
    console.error("TweetEval data not found in ../shared/data/tweeteval-sentiment or /work/shared/data/tweeteval-sentiment.");
    process.exit(1);
  }
  console.log(`train ${data.train.length}, tune ${data.tune.length}, report ${data.report.length} (report not used here)`);
  const tried: { options: TrainOptions; loss: number }[] = [];
  for (const l2 of L2_GRID) {
    const options = { l2, buckets: BUCKETS, iterations: ITERATIONS, balance: 1 };
    // Scored as shipped: through the int8 round trip.
    const model = parseSentimentModel(serializeSentimentModel(trainSentimentModel(data.train, options)));
    const loss = balancedLogLoss(model, data.tune);
    const labels = data.tune.map((it) => classify(model, it.text).label);
    console.log(`l2 ${l2}: tune balanced log-loss ${loss.toFixed(4)}, accuracy ${accuracy(model, data.tune).toFixed(3)}, macro recall ${macroRecall(labels, data.tune).toFixed(3)}`);
    tried.push({ options, loss });
  }
  const least = Math.min(...tried.map((t) => t.loss));
  const { options } = tried.filter((t) => t.loss <= least + 0.002).sort((a, b) => b.options.l2 - a.options.l2)[0]!;
  console.log(`chosen: ${JSON.stringify(options)}`);
  const model = trainSentimentModel([...data.train, ...data.tune], options);
  const text = serializeSentimentModel(model);
  const source = [
    "// Generated by `npx tsx scripts/train-sentiment-model.ts` from TweetEval sentiment (Barbieri et al.,",
    "// 2020; SemEval-2017 Task 4 tweets, Rosenthal, Farra & Nakov) val split and the train/tune parts of",
    "// its test split (scripts/sentiment-data.ts); see docs/decisions/011-sentiment-training-data.md.",
    "// Do not edit by hand. Format: engine/sentiment-model.ts (serializeSentimentModel).",
    `export const SENTIMENT_MODEL_SETTINGS = ${JSON.stringify(options)} as const;`,
    "",
    `export const SENTIMENT_MODEL_DATA = ${JSON.stringify(text)};`,
    "",
  ].join("\n");
  writeFileSync(WEIGHTS_FILE, source);
  console.log(`wrote ${WEIGHTS_FILE}: ${(source.length / 1024).toFixed(1)} KB, ${(gzipSync(source).length / 1024).toFixed(1)} KB gzipped`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) main();
