// `nice -n 10 npx tsx scripts/training/english-sentiment/round8.ts <variant>...`: round 8 of the
// English model (docs/benchmarks.md): each variant is trained on the train parts alone by the
// shipped recipe (scripts/train-sentiment-model.ts; L2 3e-5, 600 iterations, classes evened out,
// neutral shift +0.1, int8 round trip, the vocabulary of its own training texts) and read on the
// tune parts through classifyComment, as users see it: 3-class accuracy and the Pearson r of the
// compound with the human score, per set and the mean of the five. Report parts are never read.
// Variants, combinable in one word ("nb0.5xlmt"): "base" (the shipped recipe before round 8),
// "xlmt" (plus XLM-T English train posts that are in no TweetEval split: the rest of XLM-T's
// English posts are TweetEval's own), "yt<s>" (training rows weighed towards real YouTube comments
// by a domain classifier, strength s: unsupervised, no sentiment label of a YouTube comment is used
// or guessed), "nb<s>" (NB-style scaling, train-sentiment-model.ts nbScale), "l2=<x>", "shift=<x>".
// Modes: "cv <nb>..." (2-fold CV inside the train parts) and "w <nb>..." (the lexicon's share of
// the compound). A run of one variant takes about 20 s of CPU.
import "../../../app/features/comment-sentiment/engine/install-lexicon";
import {
  parseSentimentModel,
  serializeSentimentModel,
  type SentimentModel,
} from "../../../app/features/comment-sentiment/engine/sentiment-model";
import {
  buildVocabulary,
  FEATURES,
  loadSources,
  prepare,
  shiftNeutral,
  trainOnRows,
  type Row,
  type TrainOptions,
} from "../../train-sentiment-model";
import { fnv1a32, type Label } from "../../sentiment-data";
import { BUCKETS, compoundR, evaluate, f3, mean, readings, RECIPE } from "./read-models";
import { loadXlmtEnglishExtra, loadYoutubeHam } from "./data";

const OPTIONS: TrainOptions = { ...RECIPE, iterations: Number(process.env.ITERATIONS ?? 600) };

const sources = loadSources();
if (sources === null) throw new Error("TweetEval data not found");
function report(name: string, model: SentimentModel) {
  const scores = sources!.map((s) => evaluate(model, s.splits.tune));
  console.log(
    `${name.padEnd(28)} mean acc ${f3(mean(scores.map((q) => q.accuracy)))} mean r ${f3(mean(scores.map((q) => q.r)))} | ${scores.map((q) => `${f3(q.accuracy)}/${f3(q.r)}`).join("  ")}`,
  );
}

/** Domain weights: a logistic regression telling YouTube ham comments from training texts, on the same hashed features. */
function youtubeWeights(train: Row[], strength: number, features = FEATURES): Float64Array {
  const ham = prepare(
    loadYoutubeHam().map((text) => ({ text, label: "neutral" as Label, human: 0 })),
    BUCKETS,
    1,
    features,
  );
  // Class "positive" = YouTube, "neutral" = training text; the negative class gets no rows.
  const rows: Row[] = [
    ...train.map((r) => ({ ...r, y: "neutral" as Label, source: 0 })),
    ...ham.map((r) => ({ ...r, y: "positive" as Label, source: 0 })),
  ];
  const domain = trainOnRows(rows, { ...OPTIONS, l2: 0.0003, iterations: 200, balance: 1 });
  const w = Float64Array.from(train, (r) => {
    let z = domain.positive.bias;
    for (let k = 0; k < r.dense.length; k++) z += (domain.positive.dense[k] ?? 0) * (r.dense[k] as number);
    for (let j = 0; j < r.idx.length; j++)
      z += (domain.positive.hashed[r.idx[j] as number] as number) * (r.val[j] as number);
    return Math.exp(strength * Math.max(-3, Math.min(3, z)));
  });
  // Mean weight 1, so the penalty weighs as much against the data as without domain weights.
  const mean = w.reduce((a, x) => a + x, 0) / w.length;
  return w.map((x) => x / mean);
}

/**
 * "cv": 2-fold cross-validation inside the train parts (folds by a hash of the text), for each
 * NB strength given: the mean over folds of the five sets' mean accuracy and mean r (tune and report
 * parts untouched): a second look at a choice made on the tune parts, on other texts.
 */
function crossValidate(strengths: number[]) {
  const fold = (text: string) => (fnv1a32(`cv:${text}`) & 1) as 0 | 1;
  for (const strength of strengths) {
    const acc: number[] = [];
    const rs: number[] = [];
    for (const k of [0, 1] as const) {
      const rows = sources!.flatMap((s, i) =>
        prepare(
          s.splits.train.filter((it) => fold(it.text) !== k),
          BUCKETS,
          i,
          FEATURES,
        ),
      );
      const trained = trainOnRows(rows, { ...OPTIONS, nb: strength });
      const model = parseSentimentModel(
        serializeSentimentModel({ ...shiftNeutral(trained, 0.1), vocabulary: buildVocabulary(rows) }),
      );
      const scores = sources!.map((s) =>
        evaluate(
          model,
          s.splits.train.filter((it) => fold(it.text) === k),
        ),
      );
      acc.push(mean(scores.map((q) => q.accuracy)));
      rs.push(mean(scores.map((q) => q.r)));
      console.log(`  nb ${strength} fold ${k}: ${scores.map((q) => `${f3(q.accuracy)}/${f3(q.r)}`).join("  ")}`);
    }
    console.log(`cv nb ${strength}: mean acc ${f3(mean(acc))} mean r ${f3(mean(rs))}`);
  }
}
/**
 * "w <nb>": the lexicon's share of the compound (sentiment.ts LEXICON_IN_COMPOUND) read again for
 * a model trained with NB strength <nb>: mean Pearson r of the tune parts for w in 0..0.4, the
 * labels and the model's leaning as classifyComment gives them.
 */
function lexiconShare(strength: number) {
  const rows = sources!.flatMap((s, i) => prepare(s.splits.train, BUCKETS, i, FEATURES));
  const model = parseSentimentModel(
    serializeSentimentModel({
      ...shiftNeutral(trainOnRows(rows, { ...OPTIONS, nb: strength }), 0.1),
      vocabulary: buildVocabulary(rows),
    }),
  );
  const parts = sources!.map((s) => readings(model, s.splits.tune));
  for (const w of [0, 0.1, 0.2, 0.3, 0.4]) {
    const rs = parts.map((items) => compoundR(items, w));
    console.log(`nb ${strength} w ${w}: mean r ${f3(mean(rs))} | ${rs.map(f3).join("  ")}`);
  }
}
if (process.argv[2] === "w") {
  for (const strength of process.argv.slice(3).map(Number)) lexiconShare(strength);
  process.exit(0);
}
if (process.argv[2] === "cv") {
  crossValidate(process.argv.slice(3).map(Number));
  process.exit(0);
}

const plain = sources.flatMap((s, i) => prepare(s.splits.train, BUCKETS, i, FEATURES));
for (const variant of process.argv.slice(2)) {
  const features = FEATURES;
  const train = plain;
  let rows = train;
  if (variant.includes("xlmt")) {
    const extra = loadXlmtEnglishExtra(sources);
    console.log(`xlmt: ${extra.length} posts added`);
    rows = [...train, ...prepare(extra, BUCKETS, 0, features)];
  }
  let weights: Float64Array | undefined;
  const m = /yt([\d.]+)/.exec(variant);
  if (m !== null) weights = youtubeWeights(train, Number(m[1]), features);
  const started = process.cpuUsage();
  const nb = /nb([\d.]+)/.exec(variant);
  const l2 = /l2=([\d.e-]+)/.exec(variant);
  const shift = /shift=(-?[\d.]+)/.exec(variant);
  const options: TrainOptions = {
    ...OPTIONS,
    features,
    ...(l2 === null ? {} : { l2: Number(l2[1]) }),
    ...(weights === undefined ? {} : { rowWeight: weights }),
  };
  const trained = nb === null ? trainOnRows(rows, options) : trainOnRows(rows, { ...options, nb: Number(nb[1]) });
  const vocabulary = buildVocabulary(rows);
  const model = parseSentimentModel(
    serializeSentimentModel({ ...shiftNeutral(trained, shift === null ? 0.1 : Number(shift[1])), vocabulary }),
  );
  console.log(`${variant}: trained in ${(process.cpuUsage(started).user / 1e6).toFixed(0)} s CPU`);
  report(variant, model);
}
