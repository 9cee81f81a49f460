// The models the research rounds after round 10 read rules with: the shipped recipe trained once
// per left-out set (on the other four train parts) and once on all five train parts, cached in
// /tmp between runs; and the two YouTube comment sets of our own they also report (development
// figures, never a claim).
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import {
  parseSentimentModel,
  serializeSentimentModel,
  type SentimentModel,
} from "../../../app/features/comment-sentiment/engine/sentiment-model";
import {
  buildVocabulary,
  loadSources,
  prepare,
  shiftNeutral,
  trainOnRows,
  FEATURES,
  type Row,
} from "../../train-sentiment-model";
import type { Item } from "../../sentiment-data";
import { YOUTUBE_COMMENTS_3CLASS } from "../../../tests/data/youtube-comments-3class";
import { loadYoutubeHamLabelled } from "./data";
import { BUCKETS, RECIPE } from "./read-models";

/** The recipe shipped since round 10: L2 1e-4, NB strength 0.75, neutral shift +0.1. */
export const SHIPPED = { ...RECIPE, l2: 0.0001, nb: 0.75 };

/** The five sets, a model with each left out, and one trained on all five train parts. */
export function leftOutModels(cache: string) {
  const sources = loadSources();
  if (sources === null) throw new Error("TweetEval data not found");
  const prepared: Row[][] = sources.map((s, i) => prepare(s.splits.train, BUCKETS, i, FEATURES));
  const modelFor = (name: string, rows: () => Row[]): SentimentModel => {
    const file = `/tmp/${cache}-${name}.model`;
    if (!existsSync(file)) {
      const r = rows();
      writeFileSync(
        file,
        serializeSentimentModel({ ...shiftNeutral(trainOnRows(r, SHIPPED), 0.1), vocabulary: buildVocabulary(r) }),
      );
    }
    return parseSentimentModel(readFileSync(file, "utf8"));
  };
  return {
    sources,
    leftOut: sources.map((_, i) => modelFor(`left${i}`, () => prepared.filter((__, j) => j !== i).flat())),
    allFive: modelFor("all", () => prepared.flat()),
  };
}

/** Our labelled YouTube comments: the spam collection's real viewers, and the hand-written ones. */
export function youtubeDevSets(): { hamLabelled: Item[]; handWritten: Item[] } {
  return {
    hamLabelled: loadYoutubeHamLabelled(),
    handWritten: YOUTUBE_COMMENTS_3CLASS.map((c) => ({
      text: c.text,
      label: c.label,
      human: c.label === "positive" ? 1 : c.label === "negative" ? -1 : 0,
    })),
  };
}
