// Issue 59, routing: learns a Hinglish-only word list from the Hinglish sets' TRAIN parts (the
// ones that ship: SentiMix, SAIL 2017, IIIT-H) minus every word seen in English training text
// (TweetEval train, the VADER sets' train parts, XLM-T English train), and measures routing rules
// from route-cache.ts's cached labels: end-to-end macro-F1 on XLM-T Hindi TRAIN (3-fold CV labels)
// and each set's TUNE part, and how many English training posts (TweetEval's and VADER's train and
// tune parts read as English or undetermined, as route-check.ts) each rule moves. No val, no report part.
import "../../../app/features/comment-sentiment/engine/install-lexicon";
import { readFileSync, writeFileSync } from "node:fs";
import { detectLanguage, hinglishWordCount } from "../../../app/features/comment-sentiment/engine/language";
import { LATIN_WORDS } from "../../../app/features/comment-sentiment/engine/language-data";
import { Kind, tokenize } from "../../../app/features/comment-sentiment/engine/tokenize";
import { loadTweetEval, loadVaderSplits, VADER_SETS, type Label } from "../../sentiment-data";
import { documentFrequencies, wordsOf } from "./hindi-folds";
import { macroF1 } from "./macro-f1";

type P = { text: string; gold: Label; language: string; english: Label; shipped: Label; hindi: Label[] };
const cache = JSON.parse(readFileSync("/tmp/hr/cache.json", "utf8")) as { xl: P[]; tune: Record<string, P[]> };
const words = wordsOf;
const { hi: hiDf, hiPosts: hiN, en: enDf, enPosts: enN } = documentFrequencies(process.env.ENTUNE !== undefined);
const te = loadTweetEval()!;
const vader = VADER_SETS.map(([v]) => loadVaderSplits(v)!);
console.log(`Hinglish train posts ${hiN}, English train posts ${enN}`);
const otherLists = new Set(
  Object.entries(LATIN_WORDS)
    .filter(([l]) => l !== "hi-Latn")
    .flatMap(([, s]) => s.split(" ")),
);
otherLists.add("me");

// English posts a rule must not move (route-check.ts's count).
const enCheck = [...te.train, ...te.tune, ...vader.flatMap((v) => [...v.train, ...v.tune])]
  .map((it) => it.text)
  .filter((t) => {
    const l = detectLanguage(t, tokenize(t));
    return l === "en" || l === "und";
  })
  .map((t) => ({ t, w: words(t), tok: tokenize(t) }));
const xlW = cache.xl.map((p) => ({ w: words(p.text), tok: tokenize(p.text) }));
const tuneW = Object.fromEntries(
  Object.entries(cache.tune).map(([s, ps]) => [s, ps.map((p) => ({ w: words(p.text), tok: tokenize(p.text) }))]),
);

type Rule = { name: string; fires: (w: string[], tok: ReturnType<typeof tokenize>) => boolean };
const e2e = (p: P, fires: boolean, k: number): Label =>
  p.language === "hi" || p.language === "hi-Latn"
    ? p.hindi[k]!
    : p.language === "en" || p.language === "und"
      ? fires
        ? p.hindi[k]!
        : p.english
      : p.shipped;
const f3 = (x: number) => x.toFixed(3);
function measure(r: Rule) {
  const xf = cache.xl.map((p, i) => (p.language === "en" || p.language === "und") && r.fires(xlW[i]!.w, xlW[i]!.tok));
  const cv = macroF1(
    cache.xl.map((p) => p.gold),
    cache.xl.map((p, i) => e2e(p, xf[i]!, 0)),
  ).f1;
  const enXl = cache.xl.filter((p) => p.language === "en" || p.language === "und").length;
  const routed = xf.filter(Boolean).length;
  const tunes = Object.entries(cache.tune).map(([s, ps]) => {
    const f = ps.map(
      (p, i) => (p.language === "en" || p.language === "und") && r.fires(tuneW[s]![i]!.w, tuneW[s]![i]!.tok),
    );
    const m = [0, 1, 2].map(
      (k) =>
        macroF1(
          ps.map((p) => p.gold),
          ps.map((p, i) => e2e(p, f[i]!, k)),
        ).f1,
    );
    return [s.split("-")[0], (m[0]! + m[1]! + m[2]!) / 3] as const;
  });
  const moved = enCheck.filter((e) => r.fires(e.w, e.tok));
  console.log(
    `${r.name.padEnd(34)} | XLM-T hi train CV e2e ${f3(cv)} (read en/und ${enXl}, routed ${routed}) | ${tunes.map(([s, m]) => `${s} ${f3(m)}`).join(" ")} mean ${f3(tunes.reduce((a, t) => a + t[1], 0) / tunes.length)} | English moved ${moved.length}/${enCheck.length} ${moved
      .slice(0, 3)
      .map((m) => JSON.stringify(m.t.slice(0, 50)))
      .join(" ")}`,
  );
}

// Names, places, titles and loan words that are topics, not the language (and English comments use them too).
const NOT_LANGUAGE = new Set(
  "amit arvind kejriwal dhoni imran nawaz rohit sharma kumar hardik mumbai bengal evm jcb rss ramadan ramzan inshallah salam madam mam crore bali sai guddu sallu pappu feku modiji mamta shah satguru parmarth bajrangi bhaijaan bhaijan jumma hindustan musalman musalmano".split(
    " ",
  ),
);
const MINLEN = Number(process.env.MINLEN ?? 2);
const learned = (minH: number, maxE: number, excludeLists: boolean) =>
  new Set(
    [...hiDf]
      .filter(
        ([w, n]) =>
          n >= minH &&
          (enDf.get(w) ?? 0) <= maxE &&
          /^[a-z]+$/.test(w) &&
          w.length >= MINLEN &&
          !(process.env.NONAMES && NOT_LANGUAGE.has(w)) &&
          !(excludeLists && otherLists.has(w)),
      )
      .map(([w]) => w),
  );
const count = (set: Set<string>, tok: ReturnType<typeof tokenize>) =>
  tok.filter((t) => t.kind === Kind.Word && set.has(t.text)).length;

const today = new Set((LATIN_WORDS["hi-Latn"] ?? "").split(" ").filter((w) => !otherLists.has(w)));
const rules: Rule[] = [
  { name: "none", fires: () => false },
  { name: "today >=2", fires: (_, tok) => hinglishWordCount(tok) >= 2 },
  { name: "today >=1", fires: (_, tok) => hinglishWordCount(tok) >= 1 },
];
const spec = process.argv.slice(2);
for (const minH of [5, 10, 20, 40])
  for (const maxE of [0, 1, 2]) {
    const L = learned(minH, maxE, true);
    const U = new Set([...L, ...today]);
    for (const t of [1, 2])
      rules.push({ name: `L h>=${minH} e<=${maxE} n=${L.size} >=${t}`, fires: (_, tok) => count(L, tok) >= t });
    for (const t of [1, 2])
      rules.push({ name: `U h>=${minH} e<=${maxE} n=${U.size} >=${t}`, fires: (_, tok) => count(U, tok) >= t });
    for (const sH of [20, 50, 100]) {
      const S = learned(sH, 0, true);
      rules.push({
        name: `U h>=${minH} e<=${maxE} >=2 | S h>=${sH} e=0 n=${S.size} >=1`,
        fires: (_, tok) => count(U, tok) >= 2 || count(S, tok) >= 1,
      });
    }
  }
// Score: sum of log-ratios of document frequency, Hinglish train vs English train.
const lr = (w: string) => Math.log(((hiDf.get(w) ?? 0) + 0.5) / hiN / (((enDf.get(w) ?? 0) + 0.5) / enN));
for (const th of [3, 4, 5, 6, 8])
  rules.push({
    name: `score>=${th}`,
    fires: (w) =>
      w
        .filter((x) => /^[a-z]{2,}$/.test(x) && !otherLists.has(x) && (hiDf.get(x) ?? 0) >= 5)
        .reduce((a, x) => a + Math.max(0, lr(x)), 0) >= th,
  });
// Score with English evidence too: every word seen 5+ times in either adds its log-ratio.
for (const th of [2, 4, 6, 8])
  for (const clip of [3, 5])
    rules.push({
      name: `full score>=${th} clip${clip}`,
      fires: (w) =>
        w
          .filter((x) => /^[a-z]{2,}$/.test(x) && !otherLists.has(x) && (hiDf.get(x) ?? 0) + (enDf.get(x) ?? 0) >= 5)
          .reduce((a, x) => a + Math.max(-clip, Math.min(clip, lr(x))), 0) >= th,
    });
if (process.env.SHOW) {
  const L = learned(20, 0, true);
  for (const e of enCheck) {
    const hit = e.tok.filter((t) => t.kind === Kind.Word && L.has(t.text)).map((t) => t.text);
    if (hit.length) console.log(hit.join(","), "|", e.t.slice(0, 90));
  }
}
for (const h of [10, 20, 40]) {
  const L = learned(h, 0, true);
  rules.push({
    name: `L h>=${h} e<=0 >=1 or today>=2`,
    fires: (_, tok) => count(L, tok) >= 1 || hinglishWordCount(tok) >= 2,
  });
}
for (const r of rules) if (spec.length === 0 || spec.some((s) => r.name.includes(s))) measure(r);
if (process.env.DUMP) {
  const [minH, maxE] = process.env.DUMP.split(",").map(Number);
  const L = [...learned(minH!, maxE!, true)].sort();
  writeFileSync("/tmp/hr/words.txt", L.join(" "));
  console.log(L.length, L.join(" ").length);
}
