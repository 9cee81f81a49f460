// Issue 59, routing: caches, for each XLM-T Hindi TRAIN post (3-fold CV, the shipped recipe
// own+ship retrained with the post's fold held out) and each Hinglish set's TUNE part post (each
// fold's model), the Hindi model's label, the label the API gives today and the language read.
// XLM-T val and the report parts are never read. Output: /tmp/hr/cache.json, read by route-learn.ts.
import "../../../app/features/comment-sentiment/engine/install-lexicon";
import { mkdirSync, writeFileSync } from "node:fs";
import { analyzeComment } from "../../../app/features/comment-sentiment/engine/index";
import { classifyTokens } from "../../../app/features/comment-sentiment/engine/sentiment";
import { classifyMultilingual } from "../../../app/features/comment-sentiment/engine/multilingual-sentiment";
import {
  parseSentimentModel,
  serializeSentimentModel,
} from "../../../app/features/comment-sentiment/engine/sentiment-model";
import { tokenize } from "../../../app/features/comment-sentiment/engine/tokenize";
import type { Item } from "../../sentiment-data";
import { buildVocabulary, type Row } from "../../train-sentiment-model";
import { foldOf, loadExtraSetsOf, loadXlmtTrain, multilingualDataDir, rowCache } from "./data";
import { ROUND3_SETTING } from "./round3";
import { CROSS_LANGUAGES, settingRows, trainSetting, WORD_LISTS } from "./train";

const FOLDS = 3;
const dir = multilingualDataDir()!;
const target = loadXlmtTrain(dir).get("hindi")!;
const sets = loadExtraSetsOf("hi", true);
const rowsOf = rowCache<string>((items) => settingRows(items, ROUND3_SETTING));
type Out = { text: string; gold: string; language: string; english: string; shipped: string; hindi: string[] };
const post = (it: Item): Out => {
  const a = analyzeComment(it.text);
  return {
    text: it.text,
    gold: it.label,
    language: a.language,
    english: classifyTokens(tokenize(it.text)).label,
    shipped: a.sentiment.label,
    hindi: [],
  };
};
const xl = target.map(post);
const tune = new Map([...sets].map(([f, p]) => [f, p.tune.map(post)] as const));
for (let fold = 0; fold < FOLDS; fold++) {
  const t0 = Date.now();
  const rows: Row[] = [];
  const mine = rowsOf("hindi", target);
  target.forEach((it, i) => {
    if (foldOf(it.text, FOLDS) !== fold) rows.push({ ...mine[i]!, source: 0 });
  });
  [...sets].forEach(([s, parts], k) =>
    rows.push(...rowsOf(`${s}:train`, parts.train).map((r) => ({ ...r, source: 2 + k }))),
  );
  const model = parseSentimentModel(
    serializeSentimentModel({
      ...trainSetting(rows, ROUND3_SETTING, { tweetWeight: 1, l2: ROUND3_SETTING.l2 }),
      vocabulary: buildVocabulary(rows, 2),
      languages: CROSS_LANGUAGES,
      lists: WORD_LISTS,
    }),
  );
  const lab = (p: Out) =>
    classifyMultilingual(
      tokenize(p.text),
      model,
      p.language === "en" || p.language === "und"
        ? "hi"
        : p.language === "hi-Latn" || p.language === "hi"
          ? p.language
          : "hi",
    ).label;
  xl.forEach((p, i) => {
    if (foldOf(target[i]!.text, FOLDS) === fold) p.hindi = [lab(p)];
  });
  for (const ps of tune.values()) for (const p of ps) p.hindi.push(lab(p));
  console.error(`fold ${fold} ${((Date.now() - t0) / 1000).toFixed(0)} s`);
}
mkdirSync("/tmp/hr", { recursive: true });
writeFileSync("/tmp/hr/cache.json", JSON.stringify({ xl, tune: Object.fromEntries(tune) }));
