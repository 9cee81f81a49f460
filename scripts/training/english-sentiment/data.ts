// Data of the English model's round 8 (docs/benchmarks.md), beside scripts/sentiment-data.ts.
// - XLM-T English (../shared/data/multilingual-sentiment-dev/english; Barbieri, Espinosa Anke &
//   Camacho-Collados, LREC 2022; SemEval-2017 Task 4 tweets, the same terms as TweetEval): 1,430
//   of its 1,839 train posts and all 324 val posts are TweetEval posts already (the English model
//   trains on them through TweetEval's val split and test parts 0-4); the other 409 train posts
//   come from no TweetEval split here. Those are the only new ones, and only those are added.
// - YouTube Spam Collection (../shared/data/youtube-spam-dev; Alberto, Lochter & Almeida, ICMLA
//   2015; CC BY 4.0): the non-spam comments are real YouTube comments with no sentiment label.
//   Only their words are used (a domain classifier), never a guessed label.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Item, Label } from "../../sentiment-data";

const root = join(dirname(fileURLToPath(import.meta.url)), "../../..");

function dataDir(name: string): string {
  for (const dir of [join(root, "../shared/data", name), join("/work/shared/data", name)])
    if (existsSync(dir)) return dir;
  throw new Error(`${name} not found beside the repository or in /work/shared/data`);
}

/** XLM-T writes non-ASCII characters as literal \uXXXX escapes (and commas as \u002c). */
export const unescapeXlmt = (s: string) =>
  s.replace(/\\u([0-9a-fA-F]{4})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))).trim();

/** Compared without case, escapes and punctuation: how a post is found again in another set. */
export const sameText = (s: string) =>
  unescapeXlmt(s)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

const LABELS: Label[] = ["negative", "neutral", "positive"];

/** XLM-T English train posts in none of the given sets (compared by sameText). */
export function loadXlmtEnglishExtra(
  sets: readonly { splits: { train: Item[]; tune: Item[]; report: Item[] } }[],
): Item[] {
  const dir = join(dataDir("multilingual-sentiment-dev"), "english");
  const texts = readFileSync(join(dir, "train_text.txt"), "utf8").split("\n");
  const labels = readFileSync(join(dir, "train_labels.txt"), "utf8").split("\n");
  const seen = new Set<string>();
  for (const s of sets)
    for (const it of [...s.splits.train, ...s.splits.tune, ...s.splits.report]) seen.add(sameText(it.text));
  const out: Item[] = [];
  labels.forEach((l, i) => {
    if (l.trim() === "") return;
    const text = unescapeXlmt(texts[i] as string)
      .replace(/^"(.*)"$/s, "$1")
      .replace(/""/g, '"');
    if (seen.has(sameText(text))) return;
    const label = LABELS[Number(l)] as Label;
    out.push({ text, label, human: label === "positive" ? 1 : label === "negative" ? -1 : 0 });
  });
  return out;
}

/** The CSV's fields, quotes and doubled quotes read. */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += c;
  }
  if (field !== "" || row.length > 0) rows.push([...row, field]);
  return rows;
}

/** The non-spam comments of the YouTube Spam Collection files here (CLASS 0). */
export function loadYoutubeHam(): string[] {
  const dir = dataDir("youtube-spam-dev");
  const out: string[] = [];
  for (const file of ["Youtube01-Psy.csv", "Youtube02-KatyPerry.csv"]) {
    const rows = csvRows(readFileSync(join(dir, file), "utf8")).slice(1);
    for (const r of rows) if (r[4]?.trim() === "0" && r[3] !== undefined) out.push(r[3].replace(/\ufeff/g, "").trim());
  }
  return out;
}

/**
 * The same non-spam comments with a sentiment label written by us (youtube-spam-collection-sentiment.tsv,
 * by comment id): one person's reading of real YouTube comments, so a development set for the
 * kind of text users bring, never a claim. The comments' HTML entities are decoded as YouTube's
 * textDisplay would show them.
 */
export function loadYoutubeHamLabelled(): Item[] {
  const labels = new Map(
    readFileSync(join(dirname(fileURLToPath(import.meta.url)), "youtube-spam-collection-sentiment.tsv"), "utf8")
      .trim()
      .split("\n")
      .map((line) => line.split("\t") as [string, Label]),
  );
  const dir = dataDir("youtube-spam-dev");
  const out: Item[] = [];
  for (const file of ["Youtube01-Psy.csv", "Youtube02-KatyPerry.csv"]) {
    for (const r of csvRows(readFileSync(join(dir, file), "utf8")).slice(1)) {
      const label = labels.get(r[0] ?? "");
      if (label === undefined || r[3] === undefined) continue;
      const text = r[3]
        .replace(/\ufeff/g, "")
        .replace(/&lt;/g, "<")
        .replace(/&gt;/g, ">")
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&amp;/g, "&")
        .trim();
      out.push({ text, label, human: label === "positive" ? 1 : label === "negative" ? -1 : 0 });
    }
  }
  return out;
}
