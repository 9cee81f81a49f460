// Issue 59, routing: caches, for each XLM-T Hindi TRAIN post (3-fold CV, the shipped recipe
// own+ship retrained with the post's fold held out) and each Hinglish set's TUNE part post (each
// fold's model), the Hindi model's label, the label the API gives today and the language read.
// XLM-T val and the report parts are never read. Output: /tmp/hr/cache.json, read by route-learn.ts.
import "../../../app/features/comment-sentiment/engine/install-lexicon";
import { mkdirSync, writeFileSync } from "node:fs";
import { analyzeComment } from "../../../app/features/comment-sentiment/engine/index";
import { classifyTokens } from "../../../app/features/comment-sentiment/engine/sentiment";
import { classifyMultilingual } from "../../../app/features/comment-sentiment/engine/multilingual-sentiment";
import { tokenize } from "../../../app/features/comment-sentiment/engine/tokenize";
import type { Item } from "../../sentiment-data";
import { foldOf, loadExtraSetsOf, loadXlmtTrain, multilingualDataDir } from "./data";
import { FOLDS, hindiFoldTrainer } from "./hindi-folds";

const dir = multilingualDataDir()!;
const target = loadXlmtTrain(dir).get("hindi")!;
const sets = loadExtraSetsOf("hi", true);
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
const trainFold = hindiFoldTrainer(target);
for (let fold = 0; fold < FOLDS; fold++) {
  const t0 = Date.now();
  const model = trainFold(fold);
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
