// `nice -n 10 npx tsx scripts/training/english-sentiment/round15.ts`: round 15 of the English model
// (docs/benchmarks.md): a text whose lexicon finds both praise and blame, and which the model reads
// without a clear side, called neutral (raters who score each side apart, or average several
// raters, put such a text near zero). Trained and read as round 11: once per left-out set and once
// on all five train parts; report parts are never read. Models are cached in /tmp/round15-*.model (left-out.ts).
import "../../../app/features/comment-sentiment/engine/install-lexicon";
import { scoreTokens } from "../../../app/features/comment-sentiment/engine/sentiment";
import { reportRules, type Rule } from "./left-out";

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

reportRules("round15", RULES);
