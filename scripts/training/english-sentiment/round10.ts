// `nice -n 10 npx tsx scripts/training/english-sentiment/round10.ts <variant>...`: round 10 of the
// English model (docs/benchmarks.md): settings read for a kind of text the model never saw. Real
// YouTube comments are such a kind, and no labelled ones are held here, so each of the five sets
// is left out in turn: a model is trained by the shipped recipe on the train parts of the other
// four and read, through classifyComment, on the left-out set's train and tune parts. Reported per
// variant: the five left-out accuracies and Pearson r, their means, for neutral shifts 0-0.3 (the
// shift is applied after training). Report parts are never read.
// Variants, combinable in one word: "nb<s>" (NB-style scaling), "l2=<x>", "dl2=<x>" (the dense
// features' own penalty). Mode "w <variant>": the lexicon's share of the compound
// (sentiment.ts LEXICON_IN_COMPOUND) read the same way, left-out mean Pearson r for w in 0..0.6
// ("w <variant> tune": the tune parts' r with a model trained on all five train parts).
import "../../../app/features/comment-sentiment/engine/install-lexicon";
import {
  parseSentimentModel,
  serializeSentimentModel,
} from "../../../app/features/comment-sentiment/engine/sentiment-model";
import {
  buildVocabulary,
  loadSources,
  prepare,
  shiftNeutral,
  trainOnRows,
  FEATURES,
  type Row,
  type TrainOptions,
} from "../../train-sentiment-model";
import { BUCKETS, compoundR, evaluate, f3, mean, readings, RECIPE } from "./read-models";

const SHIFTS = [0, 0.1, 0.2, 0.3];

const sources = loadSources();
if (sources === null) throw new Error("TweetEval data not found");
const prepared: Row[][] = sources.map((s, i) => prepare(s.splits.train, BUCKETS, i, FEATURES));

function optionsOf(variant: string): TrainOptions {
  const nb = /nb([\d.]+)/.exec(variant);
  const l2 = /(?<!d)l2=([\d.e-]+)/.exec(variant);
  const denseL2 = /dl2=([\d.e-]+)/.exec(variant);
  const options: TrainOptions = {
    ...RECIPE,
    ...(l2 === null ? {} : { l2: Number(l2[1]) }),
    ...(nb === null ? {} : { nb: Number(nb[1]) }),
    ...(denseL2 === null ? {} : { denseL2: Number(denseL2[1]) }),
  };
  return options;
}

/**
 * Each left-out set's items as classifyComment reads them with the fold's model (shift +0.1);
 * `inDomain`: instead, each set's tune part with a model trained on all five train parts.
 */
function leftOutReadings(variant: string, inDomain = false) {
  const options = optionsOf(variant);
  return sources!.map((left, i) => {
    const rows = inDomain ? prepared.flat() : prepared.filter((_, j) => j !== i).flat();
    const model = parseSentimentModel(
      serializeSentimentModel({ ...shiftNeutral(trainOnRows(rows, options), 0.1), vocabulary: buildVocabulary(rows) }),
    );
    return readings(model, inDomain ? left.splits.tune : [...left.splits.train, ...left.splits.tune]);
  });
}

if (process.argv[2] === "w") {
  const inDomain = process.argv[4] === "tune";
  const parts = leftOutReadings(process.argv[3] ?? "base", inDomain);
  for (const w of [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6]) {
    const rs = parts.map((items) => compoundR(items, w));
    console.log(`w ${w}: ${inDomain ? "tune parts" : "left-out"} mean r ${f3(mean(rs))} | ${rs.map(f3).join("  ")}`);
  }
  process.exit(0);
}

for (const variant of process.argv.slice(2)) {
  const options = optionsOf(variant);
  const byShift = SHIFTS.map(() => [] as { accuracy: number; r: number }[]);
  sources.forEach((left, i) => {
    const rows = prepared.filter((_, j) => j !== i).flat();
    const trained = trainOnRows(rows, options);
    const vocabulary = buildVocabulary(rows);
    const seen = [...left.splits.train, ...left.splits.tune];
    SHIFTS.forEach((shift, k) => {
      const model = parseSentimentModel(serializeSentimentModel({ ...shiftNeutral(trained, shift), vocabulary }));
      byShift[k]!.push(evaluate(model, seen));
    });
  });
  SHIFTS.forEach((shift, k) => {
    const q = byShift[k]!;
    console.log(
      `${variant.padEnd(16)} shift ${shift.toFixed(1)}  left-out mean acc ${f3(mean(q.map((x) => x.accuracy)))} mean r ${f3(mean(q.map((x) => x.r)))} | ${q.map((x) => `${f3(x.accuracy)}/${f3(x.r)}`).join("  ")}`,
    );
  });
}
