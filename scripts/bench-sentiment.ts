// `npx tsx scripts/bench-sentiment.ts`: our comment sentiment engine against the `vader-sentiment`
// npm package (the baseline named in the issue), on the VADER tweet ratings
// (../shared/data/vader-ground-truth, human means in [-4, 4]) and on our hand-labelled comments
// (tests/data/labelled-comments.ts). Reports Pearson r and 3-class accuracy, and single-threaded
// throughput; records the table in docs/benchmarks.md between the SENTIMENT markers and exits
// non-zero when a target of the issue is missed.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { analyzeComment, isScoredLanguage, scoreSentiment } from "../app/features/comment-sentiment/engine/index";
import { LABELLED_COMMENTS } from "../tests/data/labelled-comments";

type Label = "positive" | "neutral" | "negative";
type Engine = { name: string; compound: (text: string) => number };

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(import.meta.url);
const vader = require("vader-sentiment") as { SentimentIntensityAnalyzer: { polarity_scores(text: string): { compound: number } } };

const ours: Engine = { name: "Vidwise engine", compound: (t) => scoreSentiment(t).compound };
const baseline: Engine = { name: "vader-sentiment (npm)", compound: (t) => vader.SentimentIntensityAnalyzer.polarity_scores(t).compound };

/** Compound thresholds, the same for both engines. */
const label = (c: number): Label => (c >= 0.05 ? "positive" : c <= -0.05 ? "negative" : "neutral");
/** The usual 3-class reading of the human means. */
const humanLabel = (mean: number): Label => (mean > 0.5 ? "positive" : mean < -0.5 ? "negative" : "neutral");
const labelValue = { positive: 1, neutral: 0, negative: -1 } as const;

function pearson(a: number[], b: number[]): number {
  const n = a.length;
  const ma = a.reduce((x, y) => x + y, 0) / n;
  const mb = b.reduce((x, y) => x + y, 0) / n;
  let sab = 0;
  let saa = 0;
  let sbb = 0;
  for (let i = 0; i < n; i++) {
    const da = (a[i] as number) - ma;
    const db = (b[i] as number) - mb;
    sab += da * db;
    saa += da * da;
    sbb += db * db;
  }
  return sab / Math.sqrt(saa * sbb);
}

function loadTweets(): { text: string; mean: number }[] | null {
  for (const dir of [join(root, "../shared/data/vader-ground-truth"), "/work/shared/data/vader-ground-truth"]) {
    const file = join(dir, "tweets_GroundTruth.txt");
    if (!existsSync(file)) continue;
    return readFileSync(file, "utf8")
      .split(/\r?\n/)
      .filter((line) => line.trim() !== "")
      .map((line) => {
        const [, mean, ...text] = line.split("\t");
        return { text: text.join("\t"), mean: Number(mean) };
      });
  }
  return null;
}

function quality(engine: Engine, items: { text: string; human: number; label: Label }[]) {
  const scores = items.map((it) => engine.compound(it.text));
  const correct = items.filter((it, i) => label(scores[i] as number) === it.label).length;
  return { r: pearson(scores, items.map((it) => it.human)), accuracy: correct / items.length };
}

/** Comments per second, one thread: warm up, then alternate engines in rounds to share machine noise. */
function throughput(engines: Engine[], texts: string[], secondsPerEngine = 3, rounds = 3): number[] {
  for (const e of engines) for (let k = 0; k < 2; k++) for (const t of texts) e.compound(t);
  const done = engines.map(() => 0);
  const spent = engines.map(() => 0);
  for (let r = 0; r < rounds; r++) {
    engines.forEach((e, i) => {
      const start = performance.now();
      let n = 0;
      while (performance.now() - start < (secondsPerEngine * 1000) / rounds) {
        for (const t of texts) e.compound(t);
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

const tweets = loadTweets();
if (tweets === null) {
  console.log("SKIP: VADER tweet ratings not found in ../shared/data/vader-ground-truth or /work/shared/data/vader-ground-truth; only our labelled set is measured.");
} else {
  const items = tweets.map((t) => ({ text: t.text, human: t.mean, label: humanLabel(t.mean) }));
  const [q, v] = [quality(ours, items), quality(baseline, items)];
  const [ourSpeed, vaderSpeed] = throughput([ours, baseline], tweets.map((t) => t.text)) as [number, number];
  const [fullSpeed] = throughput([{ name: "full", compound: (t) => analyzeComment(t).sentiment.compound }], tweets.map((t) => t.text), 2, 2) as [number];
  rows.push(`| VADER tweets (${items.length}), Pearson r with human means | ${f3(q.r)} | ${f3(v.r)} | ≥ baseline |`);
  rows.push(`| VADER tweets, 3-class accuracy | ${f3(q.accuracy)} | ${f3(v.accuracy)} | ≥ baseline |`);
  rows.push(`| Throughput, tweets/s (one thread, sentiment only) | ${Math.round(ourSpeed).toLocaleString("en")} | ${Math.round(vaderSpeed).toLocaleString("en")} | ≥ 10× baseline (${(ourSpeed / vaderSpeed).toFixed(1)}×) |`);
  rows.push(`| Throughput, full analysis (sentiment, language, spam, question, request, emotions) | ${Math.round(fullSpeed).toLocaleString("en")} | — | — |`);
  if (q.r < v.r) missed.push(`tweets Pearson r ${f3(q.r)} < baseline ${f3(v.r)}`);
  if (q.accuracy < v.accuracy) missed.push(`tweets accuracy ${f3(q.accuracy)} < baseline ${f3(v.accuracy)}`);
  if (ourSpeed < 10 * vaderSpeed) missed.push(`throughput ${(ourSpeed / vaderSpeed).toFixed(1)}× < 10× baseline`);
}

const english = LABELLED_COMMENTS.filter((c) => !c.spam && isScoredLanguage(c.language)).map((c) => ({ text: c.text, human: labelValue[c.sentiment], label: c.sentiment }));
const [lq, lv] = [quality(ours, english), quality(baseline, english)];
rows.push(`| Our labelled comments (${english.length} English, non-spam), 3-class accuracy | ${f3(lq.accuracy)} | ${f3(lv.accuracy)} | ≥ baseline and ≥ 0.80 |`);
rows.push(`| Our labelled comments, Pearson r with labels (−1/0/+1) | ${f3(lq.r)} | ${f3(lv.r)} | ≥ baseline |`);
if (lq.accuracy < lv.accuracy) missed.push(`labelled accuracy ${f3(lq.accuracy)} < baseline ${f3(lv.accuracy)}`);
if (lq.accuracy < 0.8) missed.push(`labelled accuracy ${f3(lq.accuracy)} < 0.80`);
if (lq.r < lv.r) missed.push(`labelled Pearson r ${f3(lq.r)} < baseline ${f3(lv.r)}`);

const cpu = os.cpus();
const machine = `${cpu.length} × ${cpu[0]?.model.trim() ?? "unknown CPU"}, ${os.platform()} ${os.release()}, Node ${process.version}`;
const table = [
  `Run ${new Date().toISOString().slice(0, 10)} on ${machine}. Reproduce with \`npx tsx scripts/bench-sentiment.ts\` (needs \`../shared/data/vader-ground-truth\` beside the repo for the tweet rows).`,
  "Labels: compound ≥ 0.05 positive, ≤ −0.05 negative, else neutral, for both engines; human tweet means > 0.5 positive, < −0.5 negative. Throughput alternates the engines in rounds on the same tweets, after a warm-up.",
  "",
  "| measure | ours | vader-sentiment | target |",
  "|---|---|---|---|",
  ...rows,
  "",
  missed.length === 0 ? "All targets met." : `Targets missed: ${missed.join("; ")}.`,
].join("\n");
console.log(table);

const docs = join(root, "docs/benchmarks.md");
const START = "<!-- SENTIMENT:START -->";
const END = "<!-- SENTIMENT:END -->";
let md = existsSync(docs) ? readFileSync(docs, "utf8") : "# Benchmarks\n";
if (!md.includes(START) || !md.includes(END)) {
  md = `${md.trimEnd()}\n\n## Comment sentiment engine\n\n\`npx tsx scripts/bench-sentiment.ts\`: our engine against the \`vader-sentiment\` npm package on the VADER tweet ratings and on our labelled comments.\n\n${START}\n${END}\n`;
}
md = md.slice(0, md.indexOf(START) + START.length) + "\n" + table + "\n" + md.slice(md.indexOf(END));
writeFileSync(docs, md);

if (missed.length > 0) {
  console.error(`\nTargets missed:\n- ${missed.join("\n- ")}`);
  process.exit(1);
}
