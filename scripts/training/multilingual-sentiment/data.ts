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

/**
 * One language's split; the texts' "\u2019"-style escapes (English folder) are decoded. `labels`
 * "xlmt" reads XLM-T's original Hindi labels (`*_labels.xlmt.txt`), which did not belong to their
 * texts: only to measure what training on them did.
 */
export function loadDevSplit(
  dir: string,
  language: DevLanguage,
  split: "train" | "val",
  labelFile: "labels" | "xlmt" = "labels",
): Item[] {
  const texts = readFileSync(join(dir, language, `${split}_text.txt`), "utf8").split("\n");
  const labels = readFileSync(
    join(dir, language, labelFile === "xlmt" ? `${split}_labels.xlmt.txt` : `${split}_labels.txt`),
    "utf8",
  ).split("\n");
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

/**
 * The human-labelled sets given beside XLM-T (../shared/data/<folder>: one post a
 * line, labels 0/1/2 on the same line of train_labels.txt; each README gives source and
 * licence). `code` is the language the set teaches (language.ts's codes; Hinglish is "hi-Latn").
 * `ships`: whether weights trained on it may ship. "Research only" terms (IIT Patna's reviews,
 * stated in their ReadMe) and corpora under an organiser's research licence agreement (TASS) may
 * inform choices and measurements but not shipped weights; sets whose terms state no restriction
 * of their own (MIT for ArSarcasm; none stated for the shared-task copies of SentiMix, SAIL 2017
 * and IIIT-H) are judged as XLM-T's posts were (decision 011): we ship numbers, not posts.
 */
export const EXTRA_SETS = [
  { folder: "sentimix-hinglish-dev", code: "hi-Latn", ships: true },
  { folder: "sail2017-hinglish-dev", code: "hi-Latn", ships: true },
  { folder: "iiith-hinglish-comments-dev", code: "hi-Latn", ships: true },
  { folder: "iitp-hindi-reviews-dev", code: "hi", ships: false },
  { folder: "tass-spanish-dev", code: "es", ships: false },
  { folder: "arsarcasm-arabic-dev", code: "ar", ships: true },
] as const;

export type ExtraSet = (typeof EXTRA_SETS)[number]["folder"];

/**
 * One of the EXTRA_SETS cut by a hash of the text into our own parts: 0-6 train, 7 tune (any
 * choice made with numbers), 8-9 report (never trained or tuned on; the rows of
 * docs/benchmarks.md). Duplicates land in the same part.
 */
export function loadExtraSet(folder: ExtraSet): { train: Item[]; tune: Item[]; report: Item[] } | null {
  const dir = multilingualDataDir();
  if (dir === null) return null;
  const base = join(dir, "..", folder);
  if (!existsSync(join(base, "train_text.txt"))) return null;
  const texts = readFileSync(join(base, "train_text.txt"), "utf8").split("\n");
  const labels = readFileSync(join(base, "train_labels.txt"), "utf8").split("\n");
  const out = { train: [] as Item[], tune: [] as Item[], report: [] as Item[] };
  texts.forEach((raw, i) => {
    const y = Number(labels[i]);
    const text = raw.trim();
    if (text === "" || labels[i]?.trim() === "" || !(y in LABELS)) return;
    const part = fnv1a32(text) % 10;
    (part < 7 ? out.train : part === 7 ? out.tune : out.report).push({ text, label: LABELS[y] as Label, human: y - 1 });
  });
  return out;
}

/** XLM-T's train posts of the seven languages; Hindi's with the corrected labels unless `hindi` is "xlmt" (or "none": left out). */
export function loadXlmtTrain(dir: string, hindi: "labels" | "xlmt" | "none" = "labels"): Map<DevLanguage, Item[]> {
  return new Map(
    DEV_LANGUAGES.filter(([f]) => hindi !== "none" || f !== "hindi").map(
      ([f]) => [f, loadDevSplit(dir, f, "train", f === "hindi" ? (hindi as "labels" | "xlmt") : "labels")] as const,
    ),
  );
}

/**
 * The EXTRA_SETS that teach a language (`crossing` as multilingual-sentiment.ts crossingLanguage
 * gives it: Hinglish is "hi"), cut into their parts; `shipsOnly` leaves out the research-only ones.
 */
export function loadExtraSetsOf(
  crossing: string,
  shipsOnly = false,
): Map<ExtraSet, NonNullable<ReturnType<typeof loadExtraSet>>> {
  const out = new Map<ExtraSet, NonNullable<ReturnType<typeof loadExtraSet>>>();
  for (const e of EXTRA_SETS) {
    if ((e.code === "hi-Latn" ? "hi" : e.code) !== crossing || (shipsOnly && !e.ships)) continue;
    const parts = loadExtraSet(e.folder);
    if (parts === null) throw new Error(`../shared/data/${e.folder} not found.`);
    out.set(e.folder, parts);
  }
  return out;
}

/**
 * Rows made once per key (a folder, a part, a setting): `featurize` turns posts into the
 * trainer's rows (train.ts settingRows for the shipped form).
 */
export function rowCache<K>(featurize: (items: readonly Item[]) => Row[]): (key: K, items: readonly Item[]) => Row[] {
  const cache = new Map<K, Row[]>();
  return (key, items) => {
    let rows = cache.get(key);
    if (rows === undefined) {
      rows = featurize(items);
      cache.set(key, rows);
    }
    return rows;
  };
}
