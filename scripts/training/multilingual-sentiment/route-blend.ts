// Hindi, round 6: blending Hindi's model with the English one. Caches class probabilities, for each
// XLM-T Hindi TRAIN post (3-fold CV: Hindi's model of the shipped recipe retrained with the post's
// fold held out), each Hindi set's TUNE part post (each fold's model; IIT Patna measured, never
// trained on) and each English TUNE part post (TweetEval, the VADER sets; fold 0's model), of both
// the English model and Hindi's; then measures rules that mix them. XLM-T val and the report
// parts are never read. `npx tsx route-blend.ts` (the cache: /tmp/hb/cache.json, ~2 min to build).
import "../../../app/features/comment-sentiment/engine/install-lexicon";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { detectLanguage, readsAsHinglish } from "../../../app/features/comment-sentiment/engine/language";
import { multilingualProbabilities } from "../../../app/features/comment-sentiment/engine/multilingual-sentiment";
import { scoreTokens, shippedSentimentModel } from "../../../app/features/comment-sentiment/engine/sentiment";
import { scoreWithModel, type SentimentModel } from "../../../app/features/comment-sentiment/engine/sentiment-model";
import { tokenize } from "../../../app/features/comment-sentiment/engine/tokenize";
import { loadTweetEval, loadVaderSplits, VADER_SETS, type Item, type Label } from "../../sentiment-data";
import { foldOf, loadExtraSetsOf, loadXlmtTrain, multilingualDataDir } from "./data";
import { documentFrequencies, FOLDS, hindiFoldTrainer, wordsOf } from "./hindi-folds";
import { macroF1 } from "./macro-f1";
import { labelOf } from "./round4";

const CACHE = "/tmp/hb/cache.json";
type P3 = [number, number, number]; // negative, neutral, positive
type Post = { text: string; gold: Label; language: string; routed: boolean; english: P3; hindi: P3[] };
type Cache = { xl: Post[]; tune: Record<string, Post[]> };

function englishProbabilities(text: string): P3 {
  const tokens = tokenize(text);
  const p = scoreWithModel(shippedSentimentModel(), tokens, scoreTokens(tokens));
  return [p.negative, p.neutral, p.positive];
}

function hindiProbabilities(model: SentimentModel, post: Post): P3 {
  const p = multilingualProbabilities(tokenize(post.text), model, post.language === "hi" ? "hi" : "hi-Latn");
  return [p.negative, p.neutral, p.positive];
}

function buildCache(): Cache {
  const dir = multilingualDataDir()!;
  const target = loadXlmtTrain(dir).get("hindi")!;
  const measured = loadExtraSetsOf("hi", false);
  const post = (it: Item): Post => {
    const tokens = tokenize(it.text);
    const language = detectLanguage(it.text, tokens);
    return {
      text: it.text,
      gold: it.label,
      language,
      routed: (language === "en" || language === "und") && readsAsHinglish(tokens),
      english: englishProbabilities(it.text),
      hindi: [],
    };
  };
  const te = loadTweetEval()!;
  const english = [te.tune, ...VADER_SETS.map(([v]) => loadVaderSplits(v)!.tune)];
  const xl = target.map(post);
  const tune: Record<string, Post[]> = Object.fromEntries([...measured].map(([f, p]) => [f, p.tune.map(post)]));
  english.forEach((items, k) => (tune[`english-${k === 0 ? "tweeteval" : VADER_SETS[k - 1]![0]}`] = items.map(post)));
  const trainFold = hindiFoldTrainer(target);
  for (let fold = 0; fold < FOLDS; fold++) {
    const t0 = Date.now();
    const model = trainFold(fold);
    xl.forEach((p, i) => {
      if (foldOf(target[i]!.text, FOLDS) === fold) p.hindi = [hindiProbabilities(model, p)];
    });
    for (const [name, ps] of Object.entries(tune))
      if (!name.startsWith("english-") || fold === 0) for (const p of ps) p.hindi.push(hindiProbabilities(model, p));
    console.error(`fold ${fold} ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  }
  mkdirSync("/tmp/hb", { recursive: true });
  writeFileSync(CACHE, JSON.stringify({ xl, tune }));
  return { xl, tune };
}

const cache: Cache = existsSync(CACHE) ? (JSON.parse(readFileSync(CACHE, "utf8")) as Cache) : buildCache();

// The Hinglish-against-English evidence of route-learn.ts: summed log-ratios of document frequency.
const { hi: hiDf, hiPosts: hiN, en: enDf, enPosts: enN } = documentFrequencies();
const lr = (w: string) => Math.log(((hiDf.get(w) ?? 0) + 0.5) / hiN / (((enDf.get(w) ?? 0) + 0.5) / enN));
const evidence = (text: string) =>
  wordsOf(text)
    .filter((x) => /^[a-z]{2,}$/.test(x) && (hiDf.get(x) ?? 0) + (enDf.get(x) ?? 0) >= 5)
    .reduce((a, x) => a + Math.max(-3, Math.min(3, lr(x))), 0);
const evidenceOf = new Map<string, number>();
for (const ps of [cache.xl, ...Object.values(cache.tune)]) for (const p of ps) evidenceOf.set(p.text, evidence(p.text));

const mix = (a: P3, b: P3, w: number): P3 => [
  w * a[0] + (1 - w) * b[0],
  w * a[1] + (1 - w) * b[1],
  w * a[2] + (1 - w) * b[2],
];

/** How much of Hindi's model a post takes (0: the English model alone). */
type Rule = { name: string; weight: (p: Post) => number };
const f3 = (x: number) => x.toFixed(3);

function measure(r: Rule) {
  const xl = macroF1(
    cache.xl.map((p) => p.gold),
    cache.xl.map((p) => labelOf(mix(p.hindi[0]!, p.english, r.weight(p)))),
  ).f1;
  const parts = Object.entries(cache.tune).map(([name, ps]) => {
    const k = ps[0]!.hindi.length;
    let sum = 0;
    for (let i = 0; i < k; i++)
      sum += macroF1(
        ps.map((p) => p.gold),
        ps.map((p) => labelOf(mix(p.hindi[i]!, p.english, r.weight(p)))),
      ).f1;
    return [name.split("-")[0] === "english" ? name : name.split("-")[0]!, sum / k] as const;
  });
  const hinglish = parts.filter(([n]) => ["sentimix", "sail2017", "iiith"].includes(n));
  console.log(
    `${r.name.padEnd(40)} | XLM-T hi CV ${f3(xl)} | ${parts.map(([n, m]) => `${n} ${f3(m)}`).join(" ")} | Hinglish mean ${f3(hinglish.reduce((a, [, m]) => a + m, 0) / hinglish.length)}`,
  );
}

const readAsHindi = (p: Post) => p.language === "hi" || p.language === "hi-Latn";
const rules: Rule[] = [{ name: "shipped", weight: (p) => (readAsHindi(p) || p.routed ? 1 : 0) }];
for (const a of [0.9, 0.8, 0.7, 0.6, 0.5])
  rules.push({
    name: `read as Hindi ${a}`,
    weight: (p) => (readAsHindi(p) ? (p.language === "hi" ? 1 : a) : p.routed ? 1 : 0),
  });
for (const b of [0.8, 0.6, 0.5])
  rules.push({ name: `routed ${b}`, weight: (p) => (readAsHindi(p) ? 1 : p.routed ? b : 0) });
for (const th of [1, 2, 3, 4])
  for (const c of [0.3, 0.5, 0.7, 1])
    rules.push({
      name: `evidence>=${th} at ${c}`,
      weight: (p) => (readAsHindi(p) || p.routed ? 1 : (evidenceOf.get(p.text) ?? 0) >= th ? c : 0),
    });
for (const c of [0.2, 0.3, 0.4])
  rules.push({ name: `every en/und post at ${c}`, weight: (p) => (readAsHindi(p) || p.routed ? 1 : c) });
const only = process.argv.slice(2);
for (const r of rules) if (only.length === 0 || only.some((o) => r.name.includes(o))) measure(r);
