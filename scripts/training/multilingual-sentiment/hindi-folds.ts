// What the routing experiments share: Hindi's model of round 3's recipe retrained with one
// cross-validation fold of XLM-T's Hindi train posts held out (route-cache.ts, route-blend.ts),
// and the document frequencies that tell Hinglish words from English ones (route-learn.ts,
// route-blend.ts). Train posts and train parts only: XLM-T val and the report parts are never read.
import {
  parseSentimentModel,
  serializeSentimentModel,
  type SentimentModel,
} from "../../../app/features/comment-sentiment/engine/sentiment-model";
import { Kind, tokenize } from "../../../app/features/comment-sentiment/engine/tokenize";
import { loadTweetEval, loadVaderSplits, VADER_SETS, type Item } from "../../sentiment-data";
import { buildVocabulary, type Row } from "../../train-sentiment-model";
import { foldOf, loadDevSplit, loadExtraSetsOf, multilingualDataDir, rowCache } from "./data";
import { ROUND3_SETTING } from "./round3";
import { CROSS_LANGUAGES, settingRows, trainSetting, WORD_LISTS } from "./train";

export const FOLDS = 3;

/** Trains Hindi's model on XLM-T's Hindi posts outside `fold` and the shippable Hinglish sets' train parts. */
export function hindiFoldTrainer(target: readonly Item[]): (fold: number) => SentimentModel {
  const sets = loadExtraSetsOf("hi", true);
  const rowsOf = rowCache<string>((items) => settingRows(items, ROUND3_SETTING));
  return (fold) => {
    const rows: Row[] = [];
    const mine = rowsOf("hindi", target);
    target.forEach((it, i) => {
      if (foldOf(it.text, FOLDS) !== fold) rows.push({ ...mine[i]!, source: 0 });
    });
    [...sets].forEach(([s, parts], k) =>
      rows.push(...rowsOf(`${s}:train`, parts.train).map((r) => ({ ...r, source: 2 + k }))),
    );
    return parseSentimentModel(
      serializeSentimentModel({
        ...trainSetting(rows, ROUND3_SETTING, { tweetWeight: 1, l2: ROUND3_SETTING.l2 }),
        vocabulary: buildVocabulary(rows, 2),
        languages: CROSS_LANGUAGES,
        lists: WORD_LISTS,
      }),
    );
  };
}

/** The distinct words of a text, as the engine tokenizes it. */
export const wordsOf = (text: string) => [
  ...new Set(
    tokenize(text)
      .filter((x) => x.kind === Kind.Word)
      .map((x) => x.text),
  ),
];

/**
 * In how many posts each word appears: Hinglish (the shippable sets' train parts) and English
 * (TweetEval's train posts, the VADER sets' train parts, XLM-T English train; with `englishTune`,
 * TweetEval's and VADER's tune parts too).
 */
export function documentFrequencies(englishTune = false) {
  const hi = new Map<string, number>();
  let hiPosts = 0;
  for (const [, parts] of loadExtraSetsOf("hi", true))
    for (const it of parts.train) {
      hiPosts++;
      for (const w of wordsOf(it.text)) hi.set(w, (hi.get(w) ?? 0) + 1);
    }
  const en = new Map<string, number>();
  let enPosts = 0;
  const te = loadTweetEval()!;
  const vader = VADER_SETS.map(([v]) => loadVaderSplits(v)!);
  for (const it of [
    ...te.train,
    ...(englishTune ? te.tune : []),
    ...vader.flatMap((v) => (englishTune ? [...v.train, ...v.tune] : v.train)),
    ...loadDevSplit(multilingualDataDir()!, "english", "train"),
  ]) {
    enPosts++;
    for (const w of wordsOf(it.text)) en.set(w, (en.get(w) ?? 0) + 1);
  }
  return { hi, hiPosts, en, enPosts };
}
