// `npx tsx scripts/bench-sentiment.ts`: our comment sentiment engine against the `vader-sentiment`
// npm package (the baseline named in the issue) on human-rated text:
// - the VADER ground-truth sets (../shared/data/vader-ground-truth, human means in [-4, 4]):
//   tweets (the target set) and amazon, movie and NYT snippets (held-out checks; the NYT one is
//   mostly neutral-ish text);
// - our hand-labelled YouTube comments (tests/data/youtube-comments-3class.ts), dev and held-back
//   halves apart, plus accuracy on the neutral items alone;
// - our labelled comments (tests/data/labelled-comments.ts).
// Our labels come from the engine's own labelling (scoreSentiment(...).label, what users see);
// vader-sentiment keeps its standard ±0.05 compound thresholds. Pearson r is always on compound.
// Reports the figures of the engine before the neutral-comment work (recorded below, as text)
// beside the current ones and single-threaded throughput; records the table in docs/benchmarks.md
// between the SENTIMENT markers and exits non-zero when a target is missed.
import "../app/features/comment-sentiment/engine/install-lexicon";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { analyzeComment, isScoredLanguage, scoreSentiment } from "../app/features/comment-sentiment/engine/index";
import { LABELLED_COMMENTS } from "../tests/data/labelled-comments";
import { YOUTUBE_DEV, YOUTUBE_HELD_BACK } from "../tests/data/youtube-comments-3class";
import { pearson } from "../app/lib/stats";
import { finishBench, machineLine, targetsLine } from "./bench-doc";

type Label = "positive" | "neutral" | "negative";
type Engine = { name: string; score: (text: string) => { compound: number; label: Label } };
type Item = { text: string; human: number; label: Label };

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(import.meta.url);
const vader = require("vader-sentiment") as { SentimentIntensityAnalyzer: { polarity_scores(text: string): { compound: number } } };

/** vader-sentiment's standard thresholds. */
const vaderLabel = (c: number): Label => (c >= 0.05 ? "positive" : c <= -0.05 ? "negative" : "neutral");
const ours: Engine = { name: "Vidwise engine", score: (t) => scoreSentiment(t) };
const baseline: Engine = {
  name: "vader-sentiment (npm)",
  score: (t) => {
    const compound = vader.SentimentIntensityAnalyzer.polarity_scores(t).compound;
    return { compound, label: vaderLabel(compound) };
  },
};

/** The usual 3-class reading of the human means. */
const humanLabel = (mean: number): Label => (mean > 0.5 ? "positive" : mean < -0.5 ? "negative" : "neutral");
const labelValue = { positive: 1, neutral: 0, negative: -1 } as const;

/**
 * Figures of the engine before the neutral-comment work (commit 2f8bd6d), measured with this
 * script on the same data; kept as text so the table shows before and after side by side.
 */
const BEFORE: Readonly<Record<string, string>> = {
  "tweets.r": "0.887", "tweets.accuracy": "0.815", "tweets.neutral": "0.202", "tweets.polar": "0.967",
  "amazonReviewSnippets.r": "0.606", "amazonReviewSnippets.accuracy": "0.608", "amazonReviewSnippets.neutral": "0.469", "amazonReviewSnippets.polar": "0.644",
  "movieReviewSnippets.r": "0.456", "movieReviewSnippets.accuracy": "0.561", "movieReviewSnippets.neutral": "0.190", "movieReviewSnippets.polar": "0.582",
  "nytEditorialSnippets.r": "0.510", "nytEditorialSnippets.accuracy": "0.559", "nytEditorialSnippets.neutral": "0.500", "nytEditorialSnippets.polar": "0.609",
  "ytDev.r": "0.699", "ytDev.accuracy": "0.726", "ytDev.neutral": "0.653", "ytDev.polar": "0.801",
  "ytHeld.r": "0.703", "ytHeld.accuracy": "0.698", "ytHeld.neutral": "0.640", "ytHeld.polar": "0.756",
  "labelled.accuracy": "0.872", "labelled.r": "0.856",
};

/** How far a held-out VADER set may fall below its "before" figure (noise of a few items). */
const HELD_OUT_SLACK = 0.005;

function loadGroundTruth(name: string): Item[] | null {
  for (const dir of [join(root, "../shared/data/vader-ground-truth"), "/work/shared/data/vader-ground-truth"]) {
    const file = join(dir, `${name}_GroundTruth.txt`);
    if (!existsSync(file)) continue;
    return readFileSync(file, "utf8")
      .split(/\r?\n/)
      .filter((line) => line.trim() !== "")
      .map((line) => {
        const [, mean, ...text] = line.split("\t");
        return { text: text.join("\t"), human: Number(mean), label: humanLabel(Number(mean)) };
      });
  }
  return null;
}

type Quality = { r: number; accuracy: number; neutral: number; polar: number };

function quality(engine: Engine, items: Item[]): Quality {
  const scores = items.map((it) => engine.score(it.text));
  const hit = (i: number) => scores[i]?.label === items[i]?.label;
  const share = (keep: (it: Item) => boolean) => {
    const idx = items.map((it, i) => (keep(it) ? i : -1)).filter((i) => i >= 0);
    return idx.filter(hit).length / idx.length;
  };
  return {
    r: pearson(scores.map((s) => s.compound), items.map((it) => it.human)),
    accuracy: share(() => true),
    neutral: share((it) => it.label === "neutral"),
    polar: share((it) => it.label !== "neutral"),
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
/** Current figures by row key, printed so that BEFORE can be filled from a run. */
const measured: Record<string, string> = {};

function row(key: string, measure: string, ourValue: string, vaderValue: string, target: string) {
  measured[key] = ourValue;
  rows.push(`| ${measure} | ${BEFORE[key] ?? "—"} | ${ourValue} | ${vaderValue} | ${target} |`);
}

/** r, accuracy and neutral-only accuracy rows of one set; returns both engines' figures. */
function setRows(key: string, title: string, items: Item[], targets: { r?: string; accuracy?: string; neutral?: string } = {}) {
  const [q, v] = [quality(ours, items), quality(baseline, items)];
  const nNeutral = items.filter((it) => it.label === "neutral").length;
  row(`${key}.r`, `${title} (${items.length}), Pearson r of compound with human ratings`, f3(q.r), f3(v.r), targets.r ?? "—");
  row(`${key}.accuracy`, `${title}, 3-class accuracy`, f3(q.accuracy), f3(v.accuracy), targets.accuracy ?? "—");
  row(`${key}.neutral`, `${title}, accuracy on the ${nNeutral} neutral items alone`, f3(q.neutral), f3(v.neutral), targets.neutral ?? "—");
  row(`${key}.polar`, `${title}, accuracy on the ${items.length - nNeutral} positive and negative items alone`, f3(q.polar), f3(v.polar), "—");
  return { q, v };
}

const tweets = loadGroundTruth("tweets");
if (tweets === null) {
  console.log("SKIP: VADER ground truth not found in ../shared/data/vader-ground-truth or /work/shared/data/vader-ground-truth; only our labelled sets are measured.");
} else {
  const { q, v } = setRows("tweets", "VADER tweets", tweets, { r: "≥ baseline", accuracy: "≥ baseline" });
  if (q.r < v.r) missed.push(`tweets Pearson r ${f3(q.r)} < baseline ${f3(v.r)}`);
  if (q.accuracy < v.accuracy) missed.push(`tweets accuracy ${f3(q.accuracy)} < baseline ${f3(v.accuracy)}`);
  const texts = tweets.map((t) => t.text);
  const [ourSpeed, vaderSpeed] = throughput([ours.score, baseline.score], texts) as [number, number];
  const [fullSpeed] = throughput([(t) => analyzeComment(t)], texts, 2, 2) as [number];
  rows.push(`| Throughput, tweets/s (one thread, sentiment only) | — | ${Math.round(ourSpeed).toLocaleString("en")} | ${Math.round(vaderSpeed).toLocaleString("en")} | ≥ 10× baseline (${(ourSpeed / vaderSpeed).toFixed(1)}×) |`);
  rows.push(`| Throughput, full analysis (sentiment, language, spam, question, request, emotions) | — | ${Math.round(fullSpeed).toLocaleString("en")} | — | — |`);
  if (ourSpeed < 10 * vaderSpeed) missed.push(`throughput ${(ourSpeed / vaderSpeed).toFixed(1)}× < 10× baseline`);
  // Held-out checks: other kinds of text rated the same way, never tuned on; a change that only
  // helps our own comments shows up here. Target: no regression beyond noise.
  for (const [name, title] of [["amazonReviewSnippets", "VADER Amazon review snippets"], ["movieReviewSnippets", "VADER movie review snippets"], ["nytEditorialSnippets", "VADER NYT editorial snippets"]] as const) {
    const items = loadGroundTruth(name);
    if (items === null) continue;
    const target = `≥ before − ${HELD_OUT_SLACK}`;
    const { q } = setRows(name, title, items, { r: target, accuracy: target });
    for (const [what, value] of [["r", q.r], ["accuracy", q.accuracy]] as const) {
      const before = Number(BEFORE[`${name}.${what}`]);
      if (value < before - HELD_OUT_SLACK) missed.push(`${title} ${what} ${f3(value)} < before ${f3(before)} − ${HELD_OUT_SLACK}`);
    }
  }
}

const youtube = (set: readonly { text: string; label: Label }[]): Item[] => set.map((c) => ({ text: c.text, human: labelValue[c.label], label: c.label }));
setRows("ytDev", "YouTube 3-class comments, dev half (tuned on)", youtube(YOUTUBE_DEV));
const held = setRows("ytHeld", "YouTube 3-class comments, held-back half", youtube(YOUTUBE_HELD_BACK), { r: "≥ 0.55", accuracy: "≥ 0.65" });
if (held.q.accuracy < 0.65) missed.push(`YouTube held-back accuracy ${f3(held.q.accuracy)} < 0.65`);
if (held.q.r < 0.55) missed.push(`YouTube held-back Pearson r ${f3(held.q.r)} < 0.55`);

const english = LABELLED_COMMENTS.filter((c) => !c.spam && isScoredLanguage(c.language)).map((c) => ({ text: c.text, human: labelValue[c.sentiment], label: c.sentiment }));
const [lq, lv] = [quality(ours, english), quality(baseline, english)];
row("labelled.accuracy", `Our labelled comments (${english.length} English, non-spam), 3-class accuracy`, f3(lq.accuracy), f3(lv.accuracy), "≥ baseline and ≥ 0.80");
row("labelled.r", "Our labelled comments, Pearson r with labels (−1/0/+1)", f3(lq.r), f3(lv.r), "≥ baseline");
if (lq.accuracy < lv.accuracy) missed.push(`labelled accuracy ${f3(lq.accuracy)} < baseline ${f3(lv.accuracy)}`);
if (lq.accuracy < 0.8) missed.push(`labelled accuracy ${f3(lq.accuracy)} < 0.80`);
if (lq.r < lv.r) missed.push(`labelled Pearson r ${f3(lq.r)} < baseline ${f3(lv.r)}`);

const table = [
  `Run ${new Date().toISOString().slice(0, 10)} on ${machineLine()}. Reproduce with \`npx tsx scripts/bench-sentiment.ts\` (needs \`../shared/data/vader-ground-truth\` beside the repo for the VADER rows).`,
  `YouTube 3-class comments: ${YOUTUBE_DEV.length + YOUTUBE_HELD_BACK.length} realistic comments written and labelled by hand before any tuning (tests/data/youtube-comments-3class.ts; about half neutral: questions, specs, comparisons, timestamps, tips, jokes), split by a hash of the text into a dev half the rules were tuned on and a held-back half that was only measured; the issue's targets apply to the held-back half. They are easier than the issue's real comments (before this work our engine scored 0.70 on them against 0.566 on the real set), so expect lower figures on real comments.`,
  "Labels: ours from the engine's own labelling (`scoreSentiment(text).label`, what users see); vader-sentiment with its standard compound ≥ 0.05 positive, ≤ −0.05 negative. Human means of the VADER sets: > 0.5 positive, < −0.5 negative; YouTube comments and our labelled comments carry hand labels (r against −1/0/+1). \"before\" is our engine before the neutral-comment work, measured by this script and kept as text. Throughput alternates the engines in rounds on the same tweets, after a warm-up.",
  "",
  "| measure | ours, before | ours | vader-sentiment | target |",
  "|---|---|---|---|---|",
  ...rows,
  "",
  targetsLine(missed),
].join("\n");
console.log(table);
if (process.env.BENCH_PRINT_MEASURED) console.log(JSON.stringify(measured, null, 2));

finishBench(
  "SENTIMENT",
  {
    heading: "Comment sentiment engine",
    intro: "`npx tsx scripts/bench-sentiment.ts`: our engine against the `vader-sentiment` npm package on the VADER ground-truth sets and on our labelled comments.",
    body: table,
  },
  missed,
);

