// Loaders and the fixed splits of the sentiment development data, shared by
// scripts/train-sentiment-model.ts and scripts/bench-sentiment.ts so both read the same rows.
// - TweetEval sentiment (../shared/data/tweeteval-sentiment; SemEval-2017 Task 4 tweets, crowd
//   labels): its val split and half of its test split train the model; a tenth of test tunes the
//   regularisation; the remaining 4/10 of test is the report split, never seen in training or
//   tuning. A row's part is decided by the 32-bit FNV-1a hash of its text (fixed, no random
//   numbers; duplicates of a text always land together).
// - VADER ground truth (../shared/data/vader-ground-truth; MIT, Hutto & Gilbert 2014): tweets,
//   Amazon, movie and NYT snippets rated by ~20 people each. Each set is split the same way by the
//   hash of its text: parts 0-4 train, part 5 tunes, parts 6-9 are the report part, never seen in
//   training or tuning. Training on every kind of text is what lets the model carry over to
//   YouTube comments, which sit between tweets and reviews.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export type Label = "negative" | "neutral" | "positive";
/** `human` is the human score on −1..1 (VADER means / 4, or −1/0/+1 for class labels). */
export type Item = { text: string; label: Label; human: number };

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

function dataDir(name: string, probe: string): string | null {
  for (const dir of [join(root, "../shared/data", name), join("/work/shared/data", name)])
    if (existsSync(join(dir, probe))) return dir;
  return null;
}

export function fnv1a32(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

const TWEETEVAL_LABELS: Label[] = ["negative", "neutral", "positive"];

function readTweetEval(dir: string, split: "val" | "test"): Item[] {
  const texts = readFileSync(join(dir, `${split}_text.txt`), "utf8").split("\n");
  const labels = readFileSync(join(dir, `${split}_labels.txt`), "utf8").split("\n");
  const out: Item[] = [];
  for (let i = 0; i < labels.length; i++) {
    const l = labels[i]!.trim();
    if (l === "") continue;
    const label = TWEETEVAL_LABELS[Number(l)]!;
    out.push({ text: texts[i]!.trim(), label, human: label === "positive" ? 1 : label === "negative" ? -1 : 0 });
  }
  return out;
}

export type Splits = { train: Item[]; tune: Item[]; report: Item[] };

/** Parts 0-4 of the text hash train, part 5 tunes, parts 6-9 report (never trained or tuned on). */
function splitByHash(items: readonly Item[], into: Splits): Splits {
  for (const item of items) {
    const part = fnv1a32(item.text) % 10;
    (part < 5 ? into.train : part === 5 ? into.tune : into.report).push(item);
  }
  return into;
}

/** TweetEval split into train (val + test parts 0-4), tune (part 5) and report (parts 6-9). */
export function loadTweetEval(): Splits | null {
  const dir = dataDir("tweeteval-sentiment", "test_text.txt");
  if (dir === null) return null;
  return splitByHash(readTweetEval(dir, "test"), { train: readTweetEval(dir, "val"), tune: [], report: [] });
}

/** The usual 3-class reading of the VADER human means: > 0.5 positive, < −0.5 negative. */
export const vaderHumanLabel = (mean: number): Label =>
  mean > 0.5 ? "positive" : mean < -0.5 ? "negative" : "neutral";

export const VADER_SETS = [
  ["tweets", "VADER tweets"],
  ["amazonReviewSnippets", "VADER Amazon review snippets"],
  ["movieReviewSnippets", "VADER movie review snippets"],
  ["nytEditorialSnippets", "VADER NYT editorial snippets"],
] as const;

export function loadVaderSet(name: string): Item[] | null {
  const dir = dataDir("vader-ground-truth", `${name}_GroundTruth.txt`);
  if (dir === null) return null;
  return readFileSync(join(dir, `${name}_GroundTruth.txt`), "utf8")
    .split(/\r?\n/)
    .filter((line) => line.trim() !== "")
    .map((line) => {
      const [, mean, ...text] = line.split("\t");
      return { text: text.join("\t"), human: Number(mean) / 4, label: vaderHumanLabel(Number(mean)) };
    });
}

/** One VADER set split into train (parts 0-4), tune (part 5) and report (parts 6-9). */
export function loadVaderSplits(name: string): Splits | null {
  const items = loadVaderSet(name);
  return items === null ? null : splitByHash(items, { train: [], tune: [], report: [] });
}
