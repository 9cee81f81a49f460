// The multilingual development posts (../shared/data/multilingual-sentiment-dev: XLM-T's unified
// multilingual sentiment benchmark, Barbieri, Espinosa Anke & Camacho-Collados, LREC 2022; one
// folder per language, train and val splits, labels 0 negative / 1 neutral / 2 positive).
// Training and every choice use `train` only (cross-validation folds fixed by a hash of the
// text); `val` is read once, by scripts/bench-sentiment.ts, to report.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { sentimentFeatures } from "../../../app/features/comment-sentiment/engine/sentiment-model";
import { fnv1a32, type Item, type Label } from "../../sentiment-data";
import type { Row } from "../../train-sentiment-model";

const root = join(dirname(fileURLToPath(import.meta.url)), "../../..");

/** Folder name and the language code the engine gives (language.ts) for each language. */
export const DEV_LANGUAGES = [
  ["spanish", "es"],
  ["portuguese", "pt"],
  ["french", "fr"],
  ["german", "de"],
  ["italian", "it"],
  ["hindi", "hi"],
  ["arabic", "ar"],
] as const;

export type DevLanguage = (typeof DEV_LANGUAGES)[number][0] | "english";

const LABELS: Label[] = ["negative", "neutral", "positive"];

export function multilingualDataDir(): string | null {
  for (const dir of [
    join(root, "../shared/data/multilingual-sentiment-dev"),
    "/work/shared/data/multilingual-sentiment-dev",
  ])
    if (existsSync(join(dir, "spanish/train_text.txt"))) return dir;
  return null;
}

/** One language's split; the texts' "\u2019"-style escapes (English folder) are decoded. */
export function loadDevSplit(dir: string, language: DevLanguage, split: "train" | "val"): Item[] {
  const texts = readFileSync(join(dir, language, `${split}_text.txt`), "utf8").split("\n");
  const labels = readFileSync(join(dir, language, `${split}_labels.txt`), "utf8").split("\n");
  const out: Item[] = [];
  texts.forEach((raw, i) => {
    const y = Number(labels[i]);
    if (raw.trim() === "" || !(y in LABELS)) return;
    const text = raw.replace(/\\u([0-9a-fA-F]{4})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))).trim();
    out.push({ text, label: LABELS[y] as Label, human: y - 1 });
  });
  return out;
}

/** The cross-validation fold (0..folds-1) of a text, by its hash: duplicates land together. */
export const foldOf = (text: string, folds: number) => fnv1a32(text) % folds;

/** A post's features as the trainer's row (one source: the dev posts are weighted alike). */
export function rowOf(x: ReturnType<typeof sentimentFeatures>, label: Label): Row {
  return {
    dense: Float64Array.from(x.dense),
    idx: Int32Array.from(x.hashed.keys()),
    val: Float64Array.from(x.hashed.values()),
    y: label,
    source: 0,
    words: x.words,
    lexical: x.lexical,
  };
}
