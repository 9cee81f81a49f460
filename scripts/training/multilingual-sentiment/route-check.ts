// How many English training posts (TweetEval's and the VADER sets' train and tune parts) read as
// English or undetermined carry 1, 2, 3+ Hinglish-only words: what routing them to the Hindi
// model would cost English (round3.ts). Report parts are not read.
import "../../../app/features/comment-sentiment/engine/install-lexicon";
import { detectLanguage } from "../../../app/features/comment-sentiment/engine/language";
import { tokenize } from "../../../app/features/comment-sentiment/engine/tokenize";
import { loadTweetEval, loadVaderSplits, VADER_SETS } from "../../sentiment-data";
import { hinglishWords } from "./round3";

const sets = [["tweeteval", loadTweetEval()], ...VADER_SETS.map(([v]) => [v, loadVaderSplits(v)] as const)] as const;
for (const [name, splits] of sets) {
  if (splits === null) continue;
  const posts = [...splits.train, ...splits.tune].filter((it) => {
    const l = detectLanguage(it.text, tokenize(it.text));
    return l === "en" || l === "und";
  });
  const counts = [1, 2, 3].map((r) => posts.filter((it) => hinglishWords(it.text) >= r));
  console.log(
    `${String(name)}: ${posts.length} read as English; with >=1/2/3 Hinglish-only words: ${counts.map((c) => c.length).join(" / ")}; e.g. ${counts[0]!
      .slice(0, 5)
      .map((c) => JSON.stringify(c.text.slice(0, 60)))
      .join(" ")}`,
  );
}
