// The models the research rounds after round 10 read rules with: the shipped recipe trained once
// per left-out set (on the other four train parts) and once on all five train parts, cached in
// /tmp between runs; and the two YouTube comment sets of our own they also report (development
// figures, never a claim).
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { extractRequest } from "../../../app/features/comment-sentiment/engine/questions";
import {
  classifyComment,
  scoreTokens,
  type SentimentResult,
} from "../../../app/features/comment-sentiment/engine/sentiment";
import {
  parseSentimentModel,
  scoreWithModel,
  serializeSentimentModel,
  type SentimentModel,
  type SentimentProbabilities,
} from "../../../app/features/comment-sentiment/engine/sentiment-model";
import { tokenize, type Token } from "../../../app/features/comment-sentiment/engine/tokenize";
import { pearson } from "../../../app/lib/stats";
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
import { BUCKETS, f3, mean, RECIPE } from "./read-models";

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

/** A rule read after classifyComment: the comment's tokens, the engine's reading and the model's probabilities. */
export type Rule = (tokens: Token[], result: SentimentResult, p: SentimentProbabilities) => SentimentResult;

/** Accuracy and Pearson r of a rule's readings, and how many labels it changed. */
function read(model: SentimentModel, items: readonly Item[], rule: Rule) {
  let right = 0;
  let changed = 0;
  const compounds: number[] = [];
  for (const it of items) {
    const tokens = tokenize(it.text);
    const base = classifyComment(tokens, () => extractRequest(it.text), model);
    const r = rule(tokens, base, scoreWithModel(model, tokens, scoreTokens(tokens)));
    if (r.label !== base.label) changed++;
    if (r.label === it.label) right++;
    compounds.push(r.compound);
  }
  return {
    accuracy: right / items.length,
    r: pearson(
      compounds,
      items.map((it) => it.human),
    ),
    changed,
  };
}

/**
 * Each rule read on the left-out sets (train and tune parts of the set each model never saw), on
 * the tune parts with the all-five model, and on our YouTube sets; report parts are never read.
 */
export function reportRules(cache: string, rules: Record<string, Rule>): void {
  const { sources, leftOut, allFive } = leftOutModels(cache);
  const { hamLabelled, handWritten } = youtubeDevSets();
  for (const [name, rule] of Object.entries(rules)) {
    const lo = sources.map((s, i) => read(leftOut[i]!, [...s.splits.train, ...s.splits.tune], rule));
    const tu = sources.map((s) => read(allFive, s.splits.tune, rule));
    const ham = read(allFive, hamLabelled, rule);
    const hand = read(allFive, handWritten, rule);
    console.log(
      `${name.padEnd(14)} ours: real ${f3(ham.accuracy)} / ${f3(ham.r)} (${ham.changed}), hand ${f3(hand.accuracy)} / ${f3(hand.r)}  left-out ${f3(mean(lo.map((x) => x.accuracy)))} / ${f3(mean(lo.map((x) => x.r)))}  tune ${f3(mean(tu.map((x) => x.accuracy)))} / ${f3(mean(tu.map((x) => x.r)))} | ${lo.map((x) => `${f3(x.accuracy)}/${f3(x.r)}`).join(" ")} | ${tu.map((x) => f3(x.accuracy)).join(" ")} | changed ${lo.map((x) => x.changed).join(" ")}`,
    );
  }
}
