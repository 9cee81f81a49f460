// `npx tsx scripts/training/sentiment-guard.ts [tune|report]`: what classifyComment's rule (a
// comment with nothing negative in it is not negative: requests, praise emoji and idioms; see
// engine/sentiment.ts) does to the English model's labels on the labelled English sets. "tune"
// (the default) reads the tune parts the rule was checked on before it was kept; "report" reads
// the report parts, once, for docs/benchmarks.md. For each set: the model alone (classifyTokens),
// the model with the rule (classifyComment, what users see), how many labels the rule changed and
// how many of those the human label agrees with before and after.
import "../../app/features/comment-sentiment/engine/install-lexicon";
import { extractRequest } from "../../app/features/comment-sentiment/engine/questions";
import { classifyComment, classifyTokens } from "../../app/features/comment-sentiment/engine/sentiment";
import { tokenize } from "../../app/features/comment-sentiment/engine/tokenize";
import { YOUTUBE_COMMENTS_3CLASS } from "../../tests/data/youtube-comments-3class";
import { loadTweetEval, loadVaderSplits, VADER_SETS, type Item } from "../sentiment-data";

const part = process.argv[2] === "report" ? "report" : "tune";
const sets: [string, readonly Item[]][] = [];
const tweetEval = loadTweetEval();
if (tweetEval !== null) sets.push([`TweetEval ${part} part`, tweetEval[part]]);
for (const [name, title] of VADER_SETS) {
  const splits = loadVaderSplits(name);
  if (splits !== null) sets.push([`${title}, ${part} part`, splits[part]]);
}
const value = { positive: 1, neutral: 0, negative: -1 } as const;
sets.push([
  "Our hand-written YouTube comments (smoke test)",
  YOUTUBE_COMMENTS_3CLASS.map((c) => ({ text: c.text, label: c.label, human: value[c.label] })),
]);

const f3 = (x: number) => x.toFixed(3);
console.log("| set | rows | model alone | with the rule | labels changed | of those right before → after |");
console.log("|---|---|---|---|---|---|");
for (const [title, items] of sets) {
  let before = 0;
  let after = 0;
  let changed = 0;
  let changedRightBefore = 0;
  let changedRightAfter = 0;
  const examples: string[] = [];
  for (const it of items) {
    const tokens = tokenize(it.text);
    const a = classifyTokens(tokens).label;
    const b = classifyComment(tokens, extractRequest(it.text)).label;
    if (a === it.label) before++;
    if (b === it.label) after++;
    if (a !== b) {
      changed++;
      if (a === it.label) changedRightBefore++;
      if (b === it.label) changedRightAfter++;
      if (process.env.SHOW === "1") examples.push(`  ${it.label}: ${a} → ${b}  ${it.text.slice(0, 110)}`);
    }
  }
  console.log(
    `| ${title} | ${items.length} | ${f3(before / items.length)} | ${f3(after / items.length)} | ${changed} | ${changedRightBefore} → ${changedRightAfter} |`,
  );
  for (const e of examples) console.log(e);
}
