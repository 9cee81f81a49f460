// `nice -n 10 npx tsx scripts/training/english-sentiment/round11.ts`: round 11 of the English model
// (docs/benchmarks.md): rules read after the model, for short comments whose only words are strong
// praise or blame the model never learned ("banger", "W video", "cringe"). The shipped recipe is
// trained as round 10 does: once per left-out set (the other four train parts) and once on all
// five train parts. Reported per rule: left-out mean accuracy and r over the five sets (train and
// tune parts of the set left out), and the tune parts' mean with the all-five model. Report parts
// are never read. Models are cached in /tmp/round11-*.model between runs (left-out.ts).
import "../../../app/features/comment-sentiment/engine/install-lexicon";
import { extractRequest } from "../../../app/features/comment-sentiment/engine/questions";
import {
  classifyComment,
  scoreTokens,
  type SentimentResult,
} from "../../../app/features/comment-sentiment/engine/sentiment";
import type { SentimentModel } from "../../../app/features/comment-sentiment/engine/sentiment-model";
import { Kind, tokenize, type Token } from "../../../app/features/comment-sentiment/engine/tokenize";
import { pearson } from "../../../app/lib/stats";
import type { Item } from "../../sentiment-data";
import { leftOutModels, youtubeDevSets } from "./left-out";
import { f3, mean } from "./read-models";

const { sources, leftOut, allFive } = leftOutModels("round11");
const { hamLabelled, handWritten } = youtubeDevSets();

type Rule = (tokens: Token[], result: SentimentResult) => SentimentResult;

const words = (tokens: Token[]) => tokens.filter((t) => t.kind === Kind.Word).length;

/** A neutral reading of a short text whose rules read strongly one way, with nothing the other way. */
function shortAndSure(maxWords: number, threshold: number): Rule {
  return (tokens, result) => {
    if (result.label !== "neutral" || words(tokens) > maxWords) return result;
    const tally = { positive: 0, negative: 0 };
    const lexicon = scoreTokens(tokens, tally);
    if (lexicon >= threshold && tally.negative === 0)
      return { label: "positive", compound: Math.max(result.compound, lexicon * 0.2) };
    if (lexicon <= -threshold && tally.positive === 0)
      return { label: "negative", compound: Math.min(result.compound, lexicon * 0.2) };
    return result;
  };
}

const RULES: Record<string, Rule> = { none: (_, r) => r };
for (const n of (process.env.R11_WORDS ?? "2,3,4,6").split(",").map(Number))
  for (const th of (process.env.R11_TH ?? "0.3,0.4,0.5,0.6").split(",").map(Number))
    RULES[`short${n}@${th}`] = shortAndSure(n, th);

function read(model: SentimentModel, items: readonly Item[], rule: Rule) {
  let right = 0;
  const compounds: number[] = [];
  for (const it of items) {
    const tokens = tokenize(it.text);
    const r = rule(
      tokens,
      classifyComment(tokens, () => extractRequest(it.text), model),
    );
    if (r.label === it.label) right++;
    compounds.push(r.compound);
  }
  return {
    accuracy: right / items.length,
    r: pearson(
      compounds,
      items.map((it) => it.human),
    ),
  };
}

for (const [name, rule] of Object.entries(RULES)) {
  const lo = sources.map((s, i) => read(leftOut[i]!, [...s.splits.train, ...s.splits.tune], rule));
  const tu = sources.map((s) => read(allFive, s.splits.tune, rule));
  const ham = read(allFive, hamLabelled, rule);
  const hand = read(allFive, handWritten, rule);
  console.log(
    `${name.padEnd(12)} ours: real comments ${f3(ham.accuracy)} / ${f3(ham.r)}, hand-written ${f3(hand.accuracy)} / ${f3(hand.r)}  left-out ${f3(mean(lo.map((x) => x.accuracy)))} / ${f3(mean(lo.map((x) => x.r)))}  tune ${f3(mean(tu.map((x) => x.accuracy)))} / ${f3(mean(tu.map((x) => x.r)))} | ${lo.map((x) => f3(x.accuracy)).join(" ")} | ${tu.map((x) => f3(x.accuracy)).join(" ")}`,
  );
}
