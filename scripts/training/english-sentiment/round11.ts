// `nice -n 10 npx tsx scripts/training/english-sentiment/round11.ts`: round 11 of the English model
// (docs/benchmarks.md): rules read after the model, for short comments whose only words are strong
// praise or blame the model never learned ("banger", "W video", "cringe"). The shipped recipe is
// trained as round 10 does: once per left-out set (the other four train parts) and once on all
// five train parts. Reported per rule: left-out mean accuracy and r over the five sets (train and
// tune parts of the set left out), and the tune parts' mean with the all-five model. Report parts
// are never read. Models are cached in /tmp/round11-*.model between runs (left-out.ts).
import "../../../app/features/comment-sentiment/engine/install-lexicon";
import { scoreTokens } from "../../../app/features/comment-sentiment/engine/sentiment";
import { Kind, type Token } from "../../../app/features/comment-sentiment/engine/tokenize";
import { reportRules, type Rule } from "./left-out";

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

reportRules("round11", RULES);
