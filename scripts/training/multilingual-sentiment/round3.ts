// `npx tsx scripts/training/multilingual-sentiment/round3.ts <es|hi|ar> <recipe ...>`: compares
// ways to train one language's sentiment model by 3-fold cross-validation inside XLM-T's train
// posts of that language (folds by a hash of the text), and on the tune part (hash part 7) of
// each set given beside XLM-T in the language (data.ts EXTRA_SETS, loadExtraSet). XLM-T val and every report part are
// never read here: the choices made from this script's numbers stay clean of them.
// A recipe is a word with options after colons, e.g. "own+ship:l2=0.0003:xw=2":
//   shared  the seven XLM-T languages together (the shared model's form; the language's fold held out)
//   own     XLM-T's posts of the language alone
//   +ship   and the train parts of its sets whose licence lets weights ship
//   +all    and the train parts of all its sets, research-only ones too (measured, never shipped)
//   +<folder> and that set's train part (e.g. own+tass-spanish-dev)
// options: l2, nb (NB scaling strength), xw (weight of XLM-T's posts of the language against the
// sets), share (of each set's train part: a learning curve). Hindi is also measured end to end
// with a post read as English or undetermined sent to the Hindi model when it has 1, 2 or 3
// Hinglish-only words or more ("@r1".."@r3"; the first figure: none so routed. The engine routes
// from two: language.ts HINGLISH_SENTIMENT_WORDS).
// `round3.ts shared <corrected|xlmt|none ...>`: see sharedCv.
// Printed per recipe: macro-F1 model alone and end to end (as the API routes a post; a post read
// as English keeps the English model's label) on the pooled held-out folds and each set's tune part.
import "../../../app/features/comment-sentiment/engine/install-lexicon";
import { analyzeComment } from "../../../app/features/comment-sentiment/engine/index";
import { classifyTokens } from "../../../app/features/comment-sentiment/engine/sentiment";
import { detectLanguage, hinglishWordCount } from "../../../app/features/comment-sentiment/engine/language";
import {
  classifyMultilingual,
  crossingLanguage,
} from "../../../app/features/comment-sentiment/engine/multilingual-sentiment";
import {
  parseSentimentModel,
  serializeSentimentModel,
  type SentimentModel,
} from "../../../app/features/comment-sentiment/engine/sentiment-model";
import { tokenize } from "../../../app/features/comment-sentiment/engine/tokenize";
import type { Item, Label } from "../../sentiment-data";
import { buildVocabulary, type Row, type TrainOptions } from "../../train-sentiment-model";
import {
  DEV_LANGUAGES,
  EXTRA_SETS,
  foldOf,
  loadExtraSet,
  loadExtraSetsOf,
  loadXlmtTrain,
  multilingualDataDir,
  rowCache,
} from "./data";
import { macroF1 } from "./macro-f1";
import { CROSS_LANGUAGES, settingRows, trainSetting, WORD_LISTS, type SentimentSetting } from "./train";

const FOLDS = 3;
export const ROUND3_SETTING: SentimentSetting = {
  grams: [3, 4],
  l2: 0.0001,
  english: false,
  dense: "rules",
  normalise: false,
  nb: 0.5,
  cross: true,
  lists: true,
};
const f3 = (x: number) => x.toFixed(3);

/** How many words of a text only Hinglish uses (the engine's routing evidence, language.ts). */
export function hinglishWords(text: string): number {
  return hinglishWordCount(tokenize(text));
}

type Recipe = {
  name: string;
  base: "shared" | "own";
  sets: string[];
  l2: number;
  nb: number;
  xw: number;
  share: number;
};

function parseRecipe(word: string, code: string): Recipe {
  const [head, ...opts] = word.split(":");
  const [base, ...adds] = head!.split("+");
  const mine = EXTRA_SETS.filter((e) => crossingLanguage(e.code) === code);
  const sets = adds.flatMap((a) =>
    a === "ship" ? mine.filter((e) => e.ships).map((e) => e.folder) : a === "all" ? mine.map((e) => e.folder) : [a],
  );
  const o = Object.fromEntries(opts.map((x) => x.split("=") as [string, string]));
  return {
    name: word,
    base: base as Recipe["base"],
    sets,
    l2: Number(o.l2 ?? ROUND3_SETTING.l2),
    nb: Number(o.nb ?? ROUND3_SETTING.nb),
    xw: Number(o.xw ?? 1),
    share: Number(o.share ?? 1),
  };
}

/**
 * `round3.ts shared <hindi ...>`: the shared model (the five languages without a model of their
 * own read it) retrained by 3-fold CV over every XLM-T language at once, Hindi's posts with their
 * corrected labels ("corrected"), XLM-T's original ones as shipped ("xlmt") or left out ("none");
 * macro-F1 of Spanish, Portuguese, French, German and Italian held out, alone and end to end.
 */
function sharedCv(dir: string, variants: string[]) {
  const five = DEV_LANGUAGES.filter(([, c]) => c !== "hi" && c !== "ar");
  const rowsOf = rowCache<string>((items) => settingRows(items, ROUND3_SETTING));
  for (const variant of variants) {
    const started = Date.now();
    const data = [...loadXlmtTrain(dir, variant === "corrected" ? "labels" : (variant as "xlmt" | "none"))].map(
      ([f, items]) => [f, DEV_LANGUAGES.find(([x]) => x === f)![1], items] as const,
    );
    const held = new Map(five.map(([, c]) => [c, { gold: [] as Label[], alone: [] as Label[], e2e: [] as Label[] }]));
    for (let fold = 0; fold < FOLDS; fold++) {
      const rows = data.flatMap(([f, c, items]) =>
        rowsOf(`${f}:${c === "hi" ? variant : ""}`, items).filter((_, i) => foldOf(items[i]!.text, FOLDS) !== fold),
      );
      const model = parseSentimentModel(
        serializeSentimentModel({
          ...trainSetting(rows, ROUND3_SETTING),
          vocabulary: buildVocabulary(rows, 2),
          languages: CROSS_LANGUAGES,
          lists: WORD_LISTS,
        }),
      );
      for (const [, c, items] of data) {
        const h = held.get(c);
        if (h === undefined) continue;
        for (const it of items) {
          if (foldOf(it.text, FOLDS) !== fold) continue;
          const tokens = tokenize(it.text);
          const language = detectLanguage(it.text, tokens);
          h.gold.push(it.label);
          h.alone.push(classifyMultilingual(tokens, model, c).label);
          // A post read as one of the five is read by this model; any other keeps what the API answers.
          h.e2e.push(
            five.some(([, x]) => x === language)
              ? classifyMultilingual(tokens, model, language).label
              : (analyzeComment(it.text).sentiment.label as Label),
          );
        }
      }
    }
    const per = [...held].map(([c, h]) => [c, macroF1(h.gold, h.alone).f1, macroF1(h.gold, h.e2e).f1] as const);
    const mean = (k: 1 | 2) => per.reduce((a, p) => a + p[k], 0) / per.length;
    console.log(
      `shared, Hindi ${variant.padEnd(9)} | CV alone ${per.map((p) => `${p[0]} ${f3(p[1])}`).join(" ")} mean ${f3(mean(1))} | e2e ${per.map((p) => `${p[0]} ${f3(p[2])}`).join(" ")} mean ${f3(mean(2))} | ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
  }
}

function main() {
  const [code, ...words] = process.argv.slice(2);
  const dir = multilingualDataDir();
  if (dir === null || code === undefined) throw new Error("usage: round3.ts <es|hi|ar> <recipe ...>");
  if (code === "shared") return sharedCv(dir, words);
  const folder = DEV_LANGUAGES.find(([, c]) => c === code)![0];

  const rowsOf = rowCache<string>((items) => settingRows(items, ROUND3_SETTING));
  const xlmt = loadXlmtTrain(dir);
  const target = xlmt.get(folder)!;
  const sets = loadExtraSetsOf(code);

  // What the API answers today for each post (the shipped models): kept where a post is routed
  // away from the model under test.
  type Post = { item: Item; language: string; shipped: Label; hinglish: number };
  const postsOf = (items: Item[]): Post[] =>
    items.map((item) => {
      const a = analyzeComment(item.text);
      const english = a.language === "en" || a.language === "und";
      return {
        item,
        language: a.language,
        // A post read as English keeps the English model's label (not the Hindi routing's).
        shipped: (english ? classifyTokens(tokenize(item.text)).label : a.sentiment.label) as Label,
        hinglish: code === "hi" ? hinglishWords(item.text) : 0,
      };
    });
  const targetPosts = postsOf(target);
  const setPosts = new Map([...sets].map(([f, parts]) => [f, postsOf(parts.tune)] as const));

  const labelOf = (model: SentimentModel, p: Post, route: number, alone: boolean): Label => {
    const mine =
      alone ||
      crossingLanguage(p.language) === code ||
      (route > 0 && (p.language === "en" || p.language === "und") && p.hinglish >= route);
    if (!mine) return p.shipped;
    return classifyMultilingual(
      tokenize(p.item.text),
      model,
      alone ? code : p.language === "und" || p.language === "en" ? code : p.language,
    ).label;
  };

  for (const word of words) {
    const recipe = parseRecipe(word, code);
    const started = Date.now();
    const routes = code === "hi" ? [0, 1, 2, 3] : [0];
    const heldAlone: Label[] = [];
    const heldE2e = routes.map(() => [] as Label[]);
    const heldGold: Label[] = [];
    const setScores = new Map<string, { alone: number[]; e2e: number[][] }>();
    for (let fold = 0; fold < FOLDS; fold++) {
      const keep = (items: Item[]) =>
        items.map((it, i) => [it, i] as const).filter(([it]) => foldOf(it.text, FOLDS) !== fold);
      const rows: Row[] = [];
      const mineRows = rowsOf(folder, target);
      for (const [, i] of keep(target)) rows.push({ ...mineRows[i]!, source: 0 });
      if (recipe.base === "shared")
        for (const [f, items] of xlmt)
          if (f !== folder) rows.push(...rowsOf(f, items).map((r) => ({ ...r, source: 1 })));
      recipe.sets.forEach((s, k) => {
        const parts = sets.get(s as never) ?? loadExtraSet(s as never);
        if (parts === undefined || parts === null) throw new Error(`unknown set ${s}`);
        const all = rowsOf(`${s}:train`, parts.train);
        rows.push(...all.slice(0, Math.round(all.length * recipe.share)).map((r) => ({ ...r, source: 2 + k })));
      });
      const weighing: Partial<TrainOptions> = { tweetWeight: recipe.xw, l2: recipe.l2 };
      const model = parseSentimentModel(
        serializeSentimentModel({
          ...trainSetting(rows, { ...ROUND3_SETTING, l2: recipe.l2, nb: recipe.nb }, weighing),
          vocabulary: buildVocabulary(rows, 2),
          languages: CROSS_LANGUAGES,
          lists: WORD_LISTS,
        }),
      );
      targetPosts.forEach((p) => {
        if (foldOf(p.item.text, FOLDS) !== fold) return;
        heldGold.push(p.item.label);
        heldAlone.push(labelOf(model, p, 0, true));
        routes.forEach((r, k) => heldE2e[k]!.push(labelOf(model, p, r, false)));
      });
      for (const [s, posts] of setPosts) {
        const gold = posts.map((p) => p.item.label);
        const score = setScores.get(s) ?? { alone: [], e2e: routes.map(() => []) };
        score.alone.push(
          macroF1(
            gold,
            posts.map((p) => labelOf(model, p, 0, true)),
          ).f1,
        );
        routes.forEach((r, k) =>
          score.e2e[k]!.push(
            macroF1(
              gold,
              posts.map((p) => labelOf(model, p, r, false)),
            ).f1,
          ),
        );
        setScores.set(s, score);
      }
    }
    const mean = (xs: number[]) => xs.reduce((a, x) => a + x, 0) / xs.length;
    const cv = macroF1(heldGold, heldAlone);
    const e2e = (k: number) => f3(macroF1(heldGold, heldE2e[k]!).f1);
    console.log(
      `${recipe.name.padEnd(44)} | XLM-T ${code} CV alone ${f3(cv.f1)} e2e ${routes.map((r, k) => `${e2e(k)}${r > 0 ? `@r${r}` : ""}`).join(" ")} | ${[
        ...setScores,
      ]
        .map(
          ([s, v]) =>
            `${s.split("-")[0]} tune alone ${f3(mean(v.alone))} e2e ${routes.map((r, k) => `${f3(mean(v.e2e[k]!))}${r > 0 ? `@r${r}` : ""}`).join(" ")}`,
        )
        .join(" | ")} | ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
  }
}

if (process.argv[1]?.endsWith("round3.ts")) main();
