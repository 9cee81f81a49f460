// `nice -n 10 npx tsx scripts/training/english-sentiment/round15.ts`: round 15 of the English model
// (docs/benchmarks.md): a text whose lexicon finds both praise and blame, and which the model reads
// without a clear side, called neutral (raters who score each side apart, or average several
// raters, put such a text near zero). Trained and read as round 11: once per left-out set and once
// on all five train parts; report parts are never read. Models are cached in /tmp/round15-*.model (left-out.ts).
import "../../../app/features/comment-sentiment/engine/install-lexicon";
import { extractRequest } from "../../../app/features/comment-sentiment/engine/questions";
import {
  classifyComment,
  scoreTokens,
  type SentimentResult,
} from "../../../app/features/comment-sentiment/engine/sentiment";
import {
  scoreWithModel,
  type SentimentModel,
  type SentimentProbabilities,
} from "../../../app/features/comment-sentiment/engine/sentiment-model";
import { tokenize, type Token } from "../../../app/features/comment-sentiment/engine/tokenize";
import { pearson } from "../../../app/lib/stats";
import type { Item } from "../../sentiment-data";
import { leftOutModels, youtubeDevSets } from "./left-out";
import { f3, mean } from "./read-models";

const { sources, leftOut, allFive } = leftOutModels("round15");
const { hamLabelled, handWritten } = youtubeDevSets();

type Rule = (tokens: Token[], result: SentimentResult, p: SentimentProbabilities) => SentimentResult;

/** Both sides in the lexicon, the model's two sides within `margin`: neutral, compound scaled by `keep`. */
function mixed(margin: number, keep: number, minEach = 1): Rule {
  return (tokens, result, p) => {
    if (result.label === "neutral") return result;
    const tally = { positive: 0, negative: 0 };
    scoreTokens(tokens, tally);
    if (tally.positive < minEach || tally.negative < minEach) return result;
    if (Math.abs(p.positive - p.negative) >= margin) return result;
    return { label: "neutral", compound: result.compound * keep };
  };
}

/** Only the compound: scaled by `keep` when the lexicon finds both sides. */
function mixedCompound(keep: number): Rule {
  return (tokens, result) => {
    const tally = { positive: 0, negative: 0 };
    scoreTokens(tokens, tally);
    if (tally.positive === 0 || tally.negative === 0) return result;
    return { ...result, compound: result.compound * keep };
  };
}

const RULES: Record<string, Rule> = { none: (_, r) => r };
for (const m of (process.env.R15_MARGIN ?? "0.1,0.2,0.3,0.5").split(",").map(Number))
  RULES[`mixed@${m}`] = mixed(m, 0.5);
RULES["mixed2@0.3"] = mixed(0.3, 0.5, 2);
for (const k of [0.5, 0.75]) RULES[`compound×${k}`] = mixedCompound(k);

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

for (const [name, rule] of Object.entries(RULES)) {
  const lo = sources.map((s, i) => read(leftOut[i]!, [...s.splits.train, ...s.splits.tune], rule));
  const tu = sources.map((s) => read(allFive, s.splits.tune, rule));
  const ham = read(allFive, hamLabelled, rule);
  const hand = read(allFive, handWritten, rule);
  console.log(
    `${name.padEnd(14)} ours: real ${f3(ham.accuracy)} / ${f3(ham.r)} (${ham.changed}), hand ${f3(hand.accuracy)} / ${f3(hand.r)}  left-out ${f3(mean(lo.map((x) => x.accuracy)))} / ${f3(mean(lo.map((x) => x.r)))}  tune ${f3(mean(tu.map((x) => x.accuracy)))} / ${f3(mean(tu.map((x) => x.r)))} | ${lo.map((x) => `${f3(x.accuracy)}/${f3(x.r)}`).join(" ")} | ${tu.map((x) => f3(x.accuracy)).join(" ")} | changed ${lo.map((x) => x.changed).join(" ")}`,
  );
}
