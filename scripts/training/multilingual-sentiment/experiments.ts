// `npx tsx scripts/training/multilingual-sentiment/experiments.ts [variant ...]`: 3-fold
// cross-validation inside train (the folds of train.ts) of variants of the multilingual
// sentiment setting, to decide what to keep. Val is never read here. Prints, per
// variant, the mean over the seven languages, each language's mean, and the mean over the three
// folds. A variant is parts joined by "+" over the defaults (letter 3-4-grams, L2 1e-4, 65,536
// buckets, 300 iterations; ML_L2, ML_ITERATIONS, ML_BUCKETS change the defaults):
//   base          nothing added
//   nb:<a>        NB-style log-count-ratio scaling of each hashed feature (strength a), folded
//                 back into the weights after training: the shipped form, nothing new at run time
//   lang          per-language features: every hashed feature also in its language's own buckets
//                 (the folder's language: perfect detection, so optimistic)
//   langdet       the same with the language as the engine detects it (what train.ts ships)
//   cw:<a>        the per-language copies weighted a (folded back into the weights, as nb)
//   hinglish      romanised Hindi letter variants folded (aa→a, ee→i, oo→u, w→v, z→j, ph→f, ...)
//                 in every Latin word, before the features
//   lex:<k>       our hand-written word lists (lexicon-lists.ts) as k one-word training posts
//                 each, positive or negative, in their language (training folds only)
//   lexd          two dense features more: how many words of our word lists' positive and
//                 negative sides (every language's, lexicon-lists.ts) the post has, log1p; a
//                 listed word is something to read, like a lexicon word (sentiment-model.ts lists)
//   neg[:around]  with lexd: a negator among the two words before a listed word (or, around,
//                 the word after) counts it on the other side
//   prefixes      with lexd: an Arabic word not listed is looked up again without the "and",
//                 "the", "with"... glued before it (sentiment-model.ts sideOfWord)
//   engd          one dense feature more: the English model's compound (P(positive) − P(negative))
//   en            the English folder's train posts join every training fold (shared features alone)
//   hingdet       romanised Hindi letter variants folded (as hinglish) only in the posts the
//                 engine reads as Hindi in Latin letters (what a run-time folding could do)
//   lexlang       with lexd: the lists' two counts also in a pair of dense slots of the detected
//                 language's own (per-language weights of the lists)
//   dropen        the posts the engine reads as English or undetermined (scored by the English
//                 model at run time, never by this one) left out of training
//   encross       those posts' features copied into buckets of their own (an eighth "language")
//   nbadd:<k>[@<code>]  naive Bayes log ratios of one language's own buckets (default ar) added
//                 to the trained weights times k (addNaiveBayes): the same form at run time
//   l2:<x> it:<n> b:<bits> grams:<ns>   L2, iterations, log2 of the buckets, gram lengths ("34")
// Beside the model alone, each variant's end-to-end accuracy: each held-out post as the API reads
// it (summary.ts): read as English or undetermined, the English model's label (trained on
// TweetEval and VADER's sets, never on these posts); as one of the seven languages, the fold's
// model's; as another language, neutral. ML_OOF=<file> writes every held-out post's language,
// fold, label, detected language, class scores and the English model's label as JSON (for
// calibration checks).
import "../../../app/features/comment-sentiment/engine/install-lexicon";
import { writeFileSync } from "node:fs";
import { scoreTokens } from "../../../app/features/comment-sentiment/engine/sentiment";
import {
  crossedBucket,
  parseSentimentModel,
  sentimentFeatures,
  knowsAWord,
  serializeSentimentModel,
  type FeatureOptions,
  type SentimentModel,
} from "../../../app/features/comment-sentiment/engine/sentiment-model";
import {
  crossingLanguage,
  englishCompound,
  isMultilingualLanguage,
} from "../../../app/features/comment-sentiment/engine/multilingual-sentiment";
import { classifyTokens } from "../../../app/features/comment-sentiment/engine/sentiment";
import { detectLanguage } from "../../../app/features/comment-sentiment/engine/language";
import { Kind, tokenize, type Token } from "../../../app/features/comment-sentiment/engine/tokenize";
import { type Item } from "../../sentiment-data";
import { buildVocabulary, scoreModel, trainOnRows, type Row, type TrainOptions } from "../../train-sentiment-model";
import { DEV_LANGUAGES, foldOf, loadDevSplit, multilingualDataDir, rowOf, type DevLanguage } from "./data";
import { lexiconItems, wordLists } from "./lexicon-lists";

const FOLDS = 3;
const f3 = (x: number) => x.toFixed(3);
const mean = (xs: readonly number[]) => xs.reduce((a, x) => a + x, 0) / xs.length;
const CODES: string[] = DEV_LANGUAGES.map(([, c]) => c);

type Setting = {
  l2: number;
  iterations: number;
  buckets: number;
  grams: number[];
  nb: number;
  cross: "none" | "folder" | "detected";
  crossWeight: number;
  hinglish: boolean;
  /** Fold romanised Hindi spellings only in posts the engine reads as Hindi in Latin letters. */
  hinglishDetected: boolean;
  /** The lists' two counts also in per-language dense slots (the detected language's). */
  listsPerLanguage: boolean;
  /** Posts the engine reads as English or undetermined (never scored by this model): "keep", "drop" from training, or "cross" (their own copies). */
  englishRead: "keep" | "drop" | "cross";
  lex: number;
  english: boolean;
  lexDense: boolean;
  negation: "none" | "before" | "around";
  englishDense: boolean;
  prefixes: boolean;
  /** Naive Bayes log ratios of one language's own buckets, added to the trained weights times this (0: none). */
  nbAdd: number;
  nbAddLanguage: string;
};

function parse(variant: string): Setting {
  const s: Setting = {
    l2: Number(process.env.ML_L2 ?? 0.0001),
    iterations: Number(process.env.ML_ITERATIONS ?? 300),
    buckets: Number(process.env.ML_BUCKETS ?? 65_536),
    grams: [3, 4],
    nb: 0,
    cross: "none",
    crossWeight: 1,
    hinglish: false,
    hinglishDetected: false,
    listsPerLanguage: false,
    englishRead: "keep",
    lex: 0,
    english: false,
    lexDense: false,
    negation: "none",
    englishDense: false,
    prefixes: false,
    nbAdd: 0,
    nbAddLanguage: "ar",
  };
  for (const part of variant.split("+")) {
    const [key, value = ""] = part.split(":");
    if (key === "base") continue;
    else if (key === "nb") s.nb = Number(value);
    else if (key === "lang") s.cross = "folder";
    else if (key === "langdet") s.cross = "detected";
    else if (key === "cw") s.crossWeight = Number(value);
    else if (key === "hinglish") s.hinglish = true;
    else if (key === "hingdet") s.hinglishDetected = true;
    else if (key === "lexlang") s.listsPerLanguage = true;
    else if (key === "dropen") s.englishRead = "drop";
    else if (key === "encross") s.englishRead = "cross";
    else if (key === "lex") s.lex = Number(value);
    else if (key === "en") s.english = true;
    else if (key === "lexd") s.lexDense = true;
    else if (key === "engd") s.englishDense = true;
    else if (key === "prefixes") s.prefixes = true;
    else if (key === "neg") s.negation = value === "around" ? "around" : "before";
    else if (key === "nbadd") {
      const [k, language = "ar"] = value.split("@");
      s.nbAdd = Number(k);
      s.nbAddLanguage = language;
    } else if (key === "l2") s.l2 = Number(value);
    else if (key === "it") s.iterations = Number(value);
    else if (key === "b") s.buckets = 2 ** Number(value);
    else if (key === "grams") s.grams = [...value].map(Number);
    else throw new Error(`unknown variant part ${part}`);
  }
  // addNaiveBayes reads each training row's language by position: every post must stay in training.
  if (s.nbAdd !== 0 && s.englishRead === "drop") throw new Error("nbadd cannot be combined with dropen");
  return s;
}

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

const hinglish = (tokens: Token[]) =>
  tokens.map((t) => (t.kind === Kind.Word && /^[a-z]+$/.test(t.text) ? { ...t, text: foldHinglish(t.text) } : t));

function rowsOf(items: readonly Item[], s: Setting, codes?: readonly string[]): Row[] {
  const features: FeatureOptions = { negation: false, grams: s.grams };
  return items.map((it, i) => {
    const raw = tokenize(it.text);
    const code = codes?.[i] ?? "";
    const tokens = s.hinglish || (s.hinglishDetected && code === "hi-Latn") ? hinglish(raw) : raw;
    const row = rowOf(
      sentimentFeatures(
        tokens,
        scoreTokens(raw),
        s.buckets,
        features,
        s.lexDense ? wordLists(s.negation, s.prefixes) : undefined,
      ),
      it.label,
    );
    let dense = [...row.dense];
    if (s.englishDense) dense.push(englishCompound(raw));
    if (s.listsPerLanguage) {
      const k = CODES.indexOf(crossingLanguage(code));
      const lists = dense.slice(7, 9);
      const slots = new Array<number>(2 * CODES.length).fill(0);
      if (k >= 0) [slots[2 * k], slots[2 * k + 1]] = lists as [number, number];
      dense = [...dense, ...slots];
    }
    return { ...row, dense: Float64Array.from(dense) };
  });
}

/** Each hashed feature also in its language's own buckets (the engine's crossedBucket), weighted `weight`. */
function crossRows(rows: readonly Row[], languages: readonly number[], buckets: number, weight: number): Row[] {
  return rows.map((r, i) => {
    const language = languages[i] as number;
    if (language < 0) return r;
    const n = r.idx.length;
    const idx = new Int32Array(2 * n);
    const val = new Float64Array(2 * n);
    idx.set(r.idx);
    val.set(r.val);
    for (let j = 0; j < n; j++) {
      idx[n + j] = crossedBucket(r.idx[j] as number, language, buckets);
      val[n + j] = (r.val[j] as number) * weight;
    }
    return { ...r, idx, val };
  });
}

/** NB-style scale per bucket: the largest |log ratio| of a class against the other two, ^strength. */
function nbScale(rows: readonly Row[], strength: number, buckets: number): Float64Array {
  const classes = ["negative", "neutral", "positive"] as const;
  const counts = classes.map(() => new Float64Array(buckets));
  for (const r of rows) {
    const c = counts[classes.indexOf(r.y)]!;
    for (let j = 0; j < r.idx.length; j++) c[r.idx[j] as number]! += 1;
  }
  const totals = counts.map((c) => c.reduce((a, x) => a + x, 0) + buckets);
  const scale = new Float64Array(buckets);
  let s = 0;
  let n = 0;
  for (let b = 0; b < buckets; b++) {
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
    if ((counts[0]![b] as number) + (counts[1]![b] as number) + (counts[2]![b] as number) > 0) {
      s += scale[b] as number;
      n++;
    }
  }
  // Mean scale 1 over the buckets seen, so L2 means about what it meant.
  for (let b = 0; b < buckets; b++) scale[b] = (scale[b] as number) / (s / n);
  return scale;
}

function train(rows: Row[], s: Setting): SentimentModel {
  const options: TrainOptions = {
    l2: s.l2,
    buckets: s.buckets,
    iterations: s.iterations,
    balance: 1,
    sourceBalance: 0,
    tweetWeight: 1,
    perSourceClasses: 0,
    features: { negation: false, grams: s.grams },
  };
  if (s.nb === 0) return trainOnRows(rows, options);
  const scale = nbScale(rows, s.nb, s.buckets);
  const scaled = rows.map((r) => ({
    ...r,
    val: Float64Array.from(r.val, (v, j) => v * (scale[r.idx[j] as number] as number)),
  }));
  const m = trainOnRows(scaled, options);
  const fold = (h: ArrayLike<number>) => Float64Array.from(scale, (x, b) => (h[b] as number) * x);
  return {
    ...m,
    negative: { ...m.negative, hashed: fold(m.negative.hashed) },
    positive: { ...m.positive, hashed: fold(m.positive.hashed) },
  };
}

/**
 * Naive Bayes over one language's own (crossed) buckets, added to a trained model: for each
 * bucket seen in that language's training rows, ln P(bucket | class) − ln P(bucket | neutral)
 * (presence, add-one smoothing over the buckets seen), times `k`, joins the class's weight. The
 * same linear form, so nothing changes at run time.
 */
function addNaiveBayes(
  model: SentimentModel,
  rows: readonly Row[],
  languages: readonly number[],
  language: number,
  k: number,
): SentimentModel {
  const classes = ["negative", "neutral", "positive"] as const;
  const counts = classes.map(() => new Map<number, number>());
  rows.forEach((r, i) => {
    if (languages[i] !== language) return;
    const c = counts[classes.indexOf(r.y)]!;
    const seen = new Set<number>();
    for (let j = r.idx.length / 2; j < r.idx.length; j++) seen.add(r.idx[j] as number);
    for (const b of seen) c.set(b, (c.get(b) ?? 0) + 1);
  });
  const buckets = new Set<number>(counts.flatMap((c) => [...c.keys()]));
  const totals = counts.map((c) => [...c.values()].reduce((a, x) => a + x, 0) + buckets.size);
  const logP = (c: number, b: number) => Math.log(((counts[c]!.get(b) ?? 0) + 1) / totals[c]!);
  const add = (h: ArrayLike<number>, c: number) => {
    const out = Float64Array.from(h as ArrayLike<number>);
    for (const b of buckets) out[b] = (out[b] as number) + k * (logP(c, b) - logP(1, b));
    return out;
  };
  return {
    ...model,
    negative: { ...model.negative, hashed: add(model.negative.hashed, 0) },
    positive: { ...model.positive, hashed: add(model.positive.hashed, 2) },
  };
}

/** The model's label for a row (scoreModel's rule: the most probable class, nothing to read neutral). */
function predict(model: SentimentModel, r: Row): string {
  const z = scores(model, r);
  if (z === null) return "neutral";
  const [zn, zp] = z;
  return zp > 0 && zp >= zn ? "positive" : zn > 0 ? "negative" : "neutral";
}

/** The row's class scores (negative, positive; neutral 0), or null when it has nothing to read. */
function scores(model: SentimentModel, r: Row): [number, number] | null {
  if (model.vocabulary !== undefined && !r.lexical && !knowsAWord(model.vocabulary, r.words)) return null;
  return [model.negative, model.positive].map((w) => {
    let s = w.bias;
    for (let k = 0; k < r.dense.length; k++) s += (w.dense[k] ?? 0) * (r.dense[k] as number);
    for (let j = 0; j < r.idx.length; j++) s += (w.hashed[r.idx[j] as number] as number) * (r.val[j] as number);
    return s;
  }) as [number, number];
}

const isEnglishRead = (code: string) => code === "en" || code === "und";

function main() {
  const dir = multilingualDataDir();
  if (dir === null) throw new Error("no data");
  const variants = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["base"];
  const train_ = new Map<DevLanguage, Item[]>();
  for (const [folder] of DEV_LANGUAGES) train_.set(folder, loadDevSplit(dir, folder, "train"));
  const detectedCodes = new Map<DevLanguage, string[]>(
    DEV_LANGUAGES.map(([f]) => [f, train_.get(f)!.map((it) => detectLanguage(it.text, tokenize(it.text)))]),
  );
  const detected = new Map<DevLanguage, number[]>(
    DEV_LANGUAGES.map(([f]) => [f, detectedCodes.get(f)!.map((code) => CODES.indexOf(crossingLanguage(code)))]),
  );
  // End to end, as the API reads a post (summary.ts): English or undetermined to the English
  // model (trained on TweetEval and VADER's sets, never on these posts), the seven languages to
  // the fold's model, any other language neutral, unread.
  const englishLabels = new Map<DevLanguage, string[]>(
    DEV_LANGUAGES.map(([f]) => [
      f,
      train_.get(f)!.map((it, i) => {
        const code = detectedCodes.get(f)![i]!;
        return code === "en" || code === "und"
          ? classifyTokens(tokenize(it.text)).label
          : isMultilingualLanguage(code)
            ? ""
            : "neutral";
      }),
    ]),
  );
  for (const variant of variants) {
    const started = Date.now();
    const s = parse(variant);
    const cross = (rows: Row[], languages: number[]) =>
      s.cross === "none" ? rows : crossRows(rows, languages, s.buckets, s.crossWeight);
    const rows = new Map<DevLanguage, Row[]>(
      DEV_LANGUAGES.map(([f], l) => {
        const plain = rowsOf(train_.get(f)!, s, detectedCodes.get(f)!);
        const languages =
          s.englishRead === "cross"
            ? detected.get(f)!.map((k, i) => (isEnglishRead(detectedCodes.get(f)![i]!) ? CODES.length : k))
            : detected.get(f)!;
        return [f, cross(plain, s.cross === "folder" ? plain.map(() => l) : languages)] as const;
      }),
    );
    // The word lists' one-word posts, in their language (the list's, as the engine would read a
    // comment of that language), k copies each.
    const lexRows: Row[] =
      s.lex === 0
        ? []
        : DEV_LANGUAGES.flatMap(([, code], l) => {
            const items = lexiconItems(code);
            const plain = rowsOf(items, s);
            const crossed = cross(
              plain,
              plain.map(() => l),
            );
            return Array.from({ length: s.lex }, () => crossed).flat();
          });
    if (s.english) lexRows.push(...rowsOf(loadDevSplit(dir, "english", "train"), s));
    const accs = DEV_LANGUAGES.map(() => [] as number[]);
    const e2e = DEV_LANGUAGES.map(() => [] as number[]);
    const foldMeans: number[] = [];
    const oof: unknown[] = [];
    for (let fold = 0; fold < FOLDS; fold++) {
      const part = (folder: DevLanguage, held: boolean) =>
        rows.get(folder)!.filter((_, i) => (foldOf(train_.get(folder)![i]!.text, FOLDS) === fold) === held);
      const kept = (f: DevLanguage) =>
        s.englishRead !== "drop"
          ? part(f, false)
          : rows
              .get(f)!
              .filter(
                (_, i) => foldOf(train_.get(f)![i]!.text, FOLDS) !== fold && !isEnglishRead(detectedCodes.get(f)![i]!),
              );
      const trainRows = [...DEV_LANGUAGES.flatMap(([f]) => kept(f)), ...lexRows];
      const trainLanguages = [
        ...DEV_LANGUAGES.flatMap(([f]) =>
          detected.get(f)!.filter((_, i) => foldOf(train_.get(f)![i]!.text, FOLDS) !== fold),
        ),
        ...lexRows.map(() => -1),
      ];
      const trained = train(trainRows, s);
      const model = parseSentimentModel(
        serializeSentimentModel({
          ...(s.nbAdd === 0
            ? trained
            : addNaiveBayes(trained, trainRows, trainLanguages, CODES.indexOf(s.nbAddLanguage), s.nbAdd)),
          vocabulary: buildVocabulary(trainRows, 2),
          ...(s.cross === "none" ? {} : { languages: CODES }),
        }),
      );
      const inFold = DEV_LANGUAGES.map(([f], l) => {
        const a = scoreModel(model, part(f, true)).accuracy;
        accs[l]!.push(a);
        let hit = 0;
        let all = 0;
        rows.get(f)!.forEach((r, i) => {
          const it = train_.get(f)![i]!;
          if (foldOf(it.text, FOLDS) !== fold) return;
          all++;
          const english = englishLabels.get(f)![i]!;
          if (process.env.ML_OOF)
            oof.push({
              language: DEV_LANGUAGES[l]![1],
              fold,
              label: it.label,
              detected: detectedCodes.get(f)![i]!,
              z: scores(model, r),
              englishModel: classifyTokens(tokenize(it.text)).label,
            });
          const label = english !== "" ? english : predict(model, r);
          if (label === it.label) hit++;
        });
        e2e[l]!.push(hit / all);
        return a;
      });
      foldMeans.push(mean(inFold));
    }
    if (process.env.ML_OOF) writeFileSync(process.env.ML_OOF, JSON.stringify(oof));
    const per = accs.map(mean);
    const perE2e = e2e.map(mean);
    console.log(
      `${variant}: mean ${f3(mean(per))} (folds ${foldMeans.map(f3).join(" ")}) | ${DEV_LANGUAGES.map(([, c], l) => `${c} ${f3(per[l]!)}`).join(" ")} [${((Date.now() - started) / 1000).toFixed(0)} s]`,
    );
    console.log(
      `${variant}: end to end mean ${f3(mean(perE2e))} | ${DEV_LANGUAGES.map(([, c], l) => `${c} ${f3(perE2e[l]!)}`).join(" ")}`,
    );
  }
}

main();
