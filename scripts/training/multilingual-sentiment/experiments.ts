// `npx tsx scripts/training/multilingual-sentiment/experiments.ts [variant ...]`: 3-fold
// cross-validation inside train (the folds of train.ts) of variants of the shipped multilingual
// sentiment setting (letter 3-4-grams, L2 1e-4, 65,536 buckets, 300 iterations), to decide what
// to keep (issue 43, second round). Val is never read here. Prints, per variant, the mean over
// the seven languages, each language's mean, and the spread of the mean over the three folds.
// Variants:
//   base          the shipped setting
//   nb:<a>        NB-style log-count-ratio scaling of each hashed feature (strength a), folded
//                 back into the weights after training: the shipped form, nothing new at run time
//   lang          per-language features: every hashed feature also crossed with the post's
//                 language (the folder's: perfect detection, so optimistic)
//   langdet       the same with the language as the engine detects it (what train.ts ships;
//                 the trainer's crossedBucket remixes buckets differently from crossLanguage here,
//                 and its grid measured the same CV figures)
//   hinglish      romanised Hindi letter variants folded (aa→a, ee→i, oo→u, w→v, z→j, ph→f, ...)
//                 in every Latin word, before the features
import "../../../app/features/comment-sentiment/engine/install-lexicon";
import { scoreTokens } from "../../../app/features/comment-sentiment/engine/sentiment";
import {
  parseSentimentModel,
  sentimentFeatures,
  serializeSentimentModel,
  type FeatureOptions,
  type SentimentModel,
} from "../../../app/features/comment-sentiment/engine/sentiment-model";
import { detectLanguage } from "../../../app/features/comment-sentiment/engine/language";
import { Kind, tokenize, type Token } from "../../../app/features/comment-sentiment/engine/tokenize";
import { type Item } from "../../sentiment-data";
import { buildVocabulary, scoreModel, trainOnRows, type Row, type TrainOptions } from "../../train-sentiment-model";
import { DEV_LANGUAGES, foldOf, loadDevSplit, multilingualDataDir, rowOf, type DevLanguage } from "./data";

const FOLDS = 3;
const BUCKETS = 65_536;
const features: FeatureOptions = { negation: false, grams: [3, 4] };
const options: TrainOptions = {
  l2: Number(process.env.ML_L2 ?? 0.0001),
  buckets: BUCKETS,
  iterations: Number(process.env.ML_ITERATIONS ?? 300),
  balance: 1,
  sourceBalance: 0,
  tweetWeight: 1,
  perSourceClasses: 0,
  features,
};
const f3 = (x: number) => x.toFixed(3);
const mean = (xs: readonly number[]) => xs.reduce((a, x) => a + x, 0) / xs.length;

/** Romanised Hindi spellings of one word folded together ("pyaar", "pyar"; "bahut", "bohot"...). */
export function foldHinglish(w: string): string {
  return w
    .replace(/(.)\1+/g, "$1")
    .replace(/ph/g, "f")
    .replace(/w/g, "v")
    .replace(/z/g, "j")
    .replace(/q/g, "k")
    .replace(/ee|ea/g, "i")
    .replace(/oo|ou/g, "u")
    .replace(/y$/, "i")
    .replace(/([^aeiou])h/g, "$1")
    .replace(/[aeiou]+$/, (v) => v[0]!)
    .replace(/o/g, "a");
}

function rowsOf(items: readonly Item[], transform: ((t: Token[]) => Token[]) | null): Row[] {
  return items.map((it) => {
    const raw = tokenize(it.text);
    const tokens = transform === null ? raw : transform(raw);
    const x = sentimentFeatures(tokens, scoreTokens(raw), BUCKETS, features);
    return rowOf(x, it.label);
  });
}

const hinglish = (tokens: Token[]) =>
  tokens.map((t) => (t.kind === Kind.Word && /^[a-z]+$/.test(t.text) ? { ...t, text: foldHinglish(t.text) } : t));

/** Each hashed feature also as a language-specific one (its bucket remixed with the language). */
function crossLanguage(rows: readonly Row[], languages: readonly number[]): Row[] {
  const mask = BUCKETS - 1;
  return rows.map((r, i) => {
    const language = languages[i] as number;
    if (language < 0) return r;
    const idx = new Int32Array(r.idx.length * 2);
    const val = new Float64Array(r.val.length * 2);
    idx.set(r.idx);
    val.set(r.val);
    for (let j = 0; j < r.idx.length; j++) {
      idx[r.idx.length + j] =
        (Math.imul((r.idx[j] as number) ^ (0x5bd1e995 * (language + 1)), 0x9e3779b1) >>> 7) & mask;
      val[r.idx.length + j] = r.val[j] as number;
    }
    return { ...r, idx, val };
  });
}

/** NB-style scale per bucket: the largest |log ratio| of a class against the other two, ^strength. */
function nbScale(rows: readonly Row[], strength: number): Float64Array {
  const classes = ["negative", "neutral", "positive"] as const;
  const counts = classes.map(() => new Float64Array(BUCKETS));
  for (const r of rows) {
    const c = counts[classes.indexOf(r.y)]!;
    for (let j = 0; j < r.idx.length; j++) c[r.idx[j] as number]! += 1;
  }
  const totals = counts.map((c) => c.reduce((a, x) => a + x, 0) + BUCKETS);
  const scale = new Float64Array(BUCKETS);
  for (let b = 0; b < BUCKETS; b++) {
    let best = 0;
    for (let c = 0; c < 3; c++) {
      const p = ((counts[c]![b] as number) + 1) / totals[c]!;
      let o = 0;
      let ot = 0;
      for (let d = 0; d < 3; d++)
        if (d !== c) {
          o += counts[d]![b] as number;
          ot += totals[d]!;
        }
      best = Math.max(best, Math.abs(Math.log(p / ((o + 2) / ot))));
    }
    scale[b] = best ** strength;
  }
  // Mean scale 1 over the buckets seen, so L2 means about what it meant.
  let s = 0;
  let n = 0;
  for (let b = 0; b < BUCKETS; b++)
    if ((counts[0]![b] as number) + (counts[1]![b] as number) + (counts[2]![b] as number) > 0) {
      s += scale[b] as number;
      n++;
    }
  const m = s / n;
  for (let b = 0; b < BUCKETS; b++) scale[b] = (scale[b] as number) / m;
  return scale;
}

function trainVariant(trainRows: Row[], variant: string): SentimentModel {
  if (!variant.startsWith("nb:")) return trainOnRows(trainRows, options);
  const scale = nbScale(trainRows, Number(variant.slice(3)));
  const scaled = trainRows.map((r) => ({
    ...r,
    val: Float64Array.from(r.val, (v, j) => v * (scale[r.idx[j] as number] as number)),
  }));
  const m = trainOnRows(scaled, options);
  const fold = (h: ArrayLike<number>) =>
    Float64Array.from({ length: BUCKETS }, (_, b) => (h[b] as number) * (scale[b] as number));
  return {
    ...m,
    negative: { ...m.negative, hashed: fold(m.negative.hashed) },
    positive: { ...m.positive, hashed: fold(m.positive.hashed) },
  };
}

function main() {
  const dir = multilingualDataDir();
  if (dir === null) throw new Error("no data");
  const variants = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["base"];
  const train = new Map<DevLanguage, Item[]>();
  for (const [folder] of DEV_LANGUAGES) train.set(folder, loadDevSplit(dir, folder, "train"));
  const cache = new Map<string, Map<DevLanguage, Row[]>>();
  const rowsFor = (kind: "plain" | "hinglish") => {
    if (!cache.has(kind)) {
      const m = new Map<DevLanguage, Row[]>();
      for (const [folder, items] of train) m.set(folder, rowsOf(items, kind === "hinglish" ? hinglish : null));
      cache.set(kind, m);
    }
    return cache.get(kind)!;
  };
  for (const variant of variants) {
    const started = Date.now();
    const parts = variant.split("+");
    let rows = rowsFor(parts.includes("hinglish") ? "hinglish" : "plain");
    if (parts.includes("lang"))
      rows = new Map(
        DEV_LANGUAGES.map(
          ([f], l) =>
            [
              f,
              crossLanguage(
                rows.get(f)!,
                rows.get(f)!.map(() => l),
              ),
            ] as const,
        ),
      );
    // The language as the engine detects it (hi-Latn as hi); a post read as another language
    // (English, undetermined) keeps the shared features alone.
    if (parts.includes("langdet")) {
      const codes = DEV_LANGUAGES.map(([, c]) => c as string);
      rows = new Map(
        DEV_LANGUAGES.map(([f]) => {
          const detected = train.get(f)!.map((it) => {
            const code = detectLanguage(it.text, tokenize(it.text));
            return codes.indexOf(code === "hi-Latn" ? "hi" : code);
          });
          return [f, crossLanguage(rows.get(f)!, detected)] as const;
        }),
      );
    }
    const trainer = parts.find((p) => p.startsWith("nb:")) ?? "";
    const accs = DEV_LANGUAGES.map(() => [] as number[]);
    const foldMeans: number[] = [];
    for (let fold = 0; fold < FOLDS; fold++) {
      const part = (folder: DevLanguage, held: boolean) =>
        rows.get(folder)!.filter((_, i) => (foldOf(train.get(folder)![i]!.text, FOLDS) === fold) === held);
      const trainRows = DEV_LANGUAGES.flatMap(([f]) => part(f, false));
      const model = parseSentimentModel(
        serializeSentimentModel({ ...trainVariant(trainRows, trainer), vocabulary: buildVocabulary(trainRows, 2) }),
      );
      const inFold = DEV_LANGUAGES.map(([f], l) => {
        const a = scoreModel(model, part(f, true)).accuracy;
        accs[l]!.push(a);
        return a;
      });
      foldMeans.push(mean(inFold));
    }
    const per = accs.map(mean);
    console.log(
      `${variant}: mean ${f3(mean(per))} (folds ${foldMeans.map(f3).join(" ")}) | ${DEV_LANGUAGES.map(([, c], l) => `${c} ${f3(per[l]!)}`).join(" ")} [${((Date.now() - started) / 1000).toFixed(0)} s]`,
    );
  }
}

main();
