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
import { extractRequest } from "../../../app/features/comment-sentiment/engine/questions";
import { classifyComment, scoreTokens } from "../../../app/features/comment-sentiment/engine/sentiment";
import {
  parseSentimentModel,
  scoreWithModel,
  serializeSentimentModel,
  type SentimentModel,
} from "../../../app/features/comment-sentiment/engine/sentiment-model";
import { tokenize } from "../../../app/features/comment-sentiment/engine/tokenize";
import { pearson } from "../../../app/lib/stats";
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
import type { Item, Label } from "../../sentiment-data";

const BUCKETS = 32_768;
const OPTIONS: TrainOptions = {
  l2: 0.00003,
  buckets: BUCKETS,
  iterations: 600,
  balance: 1,
  sourceBalance: 0,
  tweetWeight: 1,
  perSourceClasses: 0,
  features: FEATURES,
  neutralShift: 0.1,
};
const SHIFTS = [0, 0.1, 0.2, 0.3];

const sources = loadSources();
if (sources === null) throw new Error("TweetEval data not found");
const mean = (xs: readonly number[]) => xs.reduce((a, x) => a + x, 0) / xs.length;
const f3 = (x: number) => x.toFixed(3);

function evaluate(model: SentimentModel, items: readonly Item[]) {
  const labels: Label[] = [];
  const compounds: number[] = [];
  for (const it of items) {
    const r = classifyComment(tokenize(it.text), () => extractRequest(it.text), model);
    labels.push(r.label);
    compounds.push(r.compound);
  }
  return {
    accuracy: items.filter((it, i) => labels[i] === it.label).length / items.length,
    r: pearson(
      compounds,
      items.map((it) => it.human),
    ),
  };
}

const prepared: Row[][] = sources.map((s, i) => prepare(s.splits.train, BUCKETS, i, FEATURES));

function optionsOf(variant: string): TrainOptions {
  const nb = /nb([\d.]+)/.exec(variant);
  const l2 = /(?<!d)l2=([\d.e-]+)/.exec(variant);
  const denseL2 = /dl2=([\d.e-]+)/.exec(variant);
  const options: TrainOptions = {
    ...OPTIONS,
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
    return (inDomain ? left.splits.tune : [...left.splits.train, ...left.splits.tune]).map((it) => {
      const tokens = tokenize(it.text);
      const lexicon = scoreTokens(tokens);
      const p = scoreWithModel(model, tokens, lexicon);
      const label = classifyComment(tokens, () => extractRequest(it.text), model).label;
      const plain =
        p.positive > p.neutral && p.positive >= p.negative
          ? "positive"
          : p.negative > p.neutral
            ? "negative"
            : "neutral";
      // The negative class ruled out (classifyComment): the leaning is P(positive) among the other two.
      const leaning = label !== plain ? p.positive / (p.positive + p.neutral) : p.positive - p.negative;
      return { label, leaning, lexicon, nothing: p.neutral === 1 && label === plain, human: it.human };
    });
  });
}

if (process.argv[2] === "w") {
  const inDomain = process.argv[4] === "tune";
  const parts = leftOutReadings(process.argv[3] ?? "base", inDomain);
  for (const w of [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6]) {
    const rs = parts.map((items) =>
      pearson(
        items.map((x) => {
          if (x.nothing) return 0;
          const c = (1 - w) * x.leaning + w * x.lexicon;
          return x.label === "positive" ? Math.max(c, 0) : x.label === "negative" ? Math.min(c, 0) : c;
        }),
        items.map((x) => x.human),
      ),
    );
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
