// The learned half of the spam detector: logistic regression over words, word pairs, letter
// n-grams (which catch "suscribe my chanell" spellings no rule lists), the kinds of links and
// the comment's length. It reads the text only, not the rules' verdicts: trained beside rules
// written from the same videos, a model that sees them leans on them and learns little of its
// own, and it is the model's own reading that must carry over to spam the rules do not know.
// Trained offline on hand-labelled real YouTube comments by scripts/train-spam-model.ts; the
// weights are text in spam-model-weights.ts, which the Worker does not import: it reads the same
// text from D1 once per isolate (../scoring-data.server.ts, decision 005) and installs it here;
// tests and scripts install the file (install-lexicon.ts). Pure and deterministic.
import { findLinks, isBareLink, linkKind } from "./spam-links";

export type SpamModel = {
  bias: number;
  /** Probability at or above which the model alone calls a comment spam. */
  threshold: number;
  /** Feature name ("w:word", "b:word pair", "c:letter n-gram", "m:meta") -> weight. */
  weights: ReadonlyMap<string, number>;
};

/** Feature name -> value (for training; scoring reads the blocks directly). */
export type SpamFeatures = Map<string, number>;

/**
 * A comment's features in three blocks, without the name prefixes (so scoring allocates no
 * extra strings): meta ("url", "len:5"...), lexical (words, and word pairs written "a b": a
 * word never holds a space) and letter n-grams.
 */
type Blocks = { meta: string[]; lexical: Set<string>; grams: Set<string> };

function lengthBucket(words: number): string {
  return words <= 2 ? "2" : words <= 5 ? "5" : words <= 10 ? "10" : words <= 20 ? "20" : words <= 40 ? "40" : "more";
}

/** What a handle ("@name") becomes: the model never holds a user's name. */
export const HANDLE = "<at>";
const HANDLES = /(?<!\S)[^\s@]*@ ?[^\s@]*/g;
const LEADING_REPLY = /^(?:\s*@[^\s@]+)+/;

/** Letters a-z, digits and Latin letters with diacritics: the characters of a word. */
function isWordCode(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || (c >= 0xc0 && c <= 0x24f);
}

const isLower = (c: number) => c >= 97 && c <= 122;

/**
 * `text` is spamText() output. One pass by char code (no regex, no split): words are runs of
 * word characters with inner apostrophes ("don't"); a number becomes "0"; links become "<url>".
 */
function blocks(text: string): Blocks {
  const meta: string[] = [];
  const links = findLinks(text);
  let rest = text;
  for (const url of links) {
    const kind = `url:${linkKind(url)}`;
    if (!meta.includes(kind)) meta.push(kind);
    if (isBareLink(url) && !meta.includes("url:bare")) meta.push("url:bare");
    rest = rest.split(url).join(" \u0000 ");
  }
  if (links.length > 0) meta.push("url");
  // "@name", "@ name", "name@mail.com": a handle or an address. The model learns that one was
  // there (HANDLE, from the \u0001 left in its place), never whose it is.
  // A reply's leading "@name" only says whom it answers (YouTube writes it on every reply): dropped.
  if (rest.includes("@")) rest = rest.replace(LEADING_REPLY, "").replace(HANDLES, " \u0001 ");
  const lexical = new Set<string>();
  const grams = new Set<string>();
  let prev = "<s>";
  let words = 0;
  const n = rest.length;
  let i = 0;
  while (i < n) {
    const c = rest.charCodeAt(i);
    if (c === 0) {
      lexical.add(`${prev} <url>`);
      prev = "<url>";
      i++;
      continue;
    }
    if (!isWordCode(c)) {
      if (c === 1) {
        lexical.add(HANDLE);
        lexical.add(`${prev} ${HANDLE}`);
        prev = HANDLE;
        words++;
      }
      i++;
      continue;
    }
    let j = i;
    let number = true;
    while (j < n && isWordCode(rest.charCodeAt(j))) {
      const d = rest.charCodeAt(j);
      if (d < 48 || d > 57) number = false;
      j++;
    }
    while (j + 1 < n && rest.charCodeAt(j) === 39 && isLower(rest.charCodeAt(j + 1))) {
      number = false;
      j += 2;
      while (j < n && isLower(rest.charCodeAt(j))) j++;
    }
    const w = number ? "0" : rest.slice(i, j);
    i = j;
    words++;
    lexical.add(w);
    lexical.add(`${prev} ${w}`);
    prev = w;
    if (w.length < 2 || number) continue;
    const padded = ` ${w} `;
    for (let k = 0; k + 3 <= padded.length; k++) {
      grams.add(padded.slice(k, k + 3));
      if (k + 4 <= padded.length) grams.add(padded.slice(k, k + 4));
    }
  }
  meta.push(`len:${lengthBucket(words)}`);
  if (text.includes("?")) meta.push("q");
  return { meta, lexical, grams };
}

/**
 * Features of a comment; `text` is spamText() output. Words and word pairs share a unit-length
 * block, letter n-grams another, so a long comment does not outvote a short one by its length.
 */
export function spamFeatures(text: string): SpamFeatures {
  const b = blocks(text);
  const out: SpamFeatures = new Map();
  for (const f of b.meta) out.set(`m:${f}`, 1);
  const lexValue = b.lexical.size > 0 ? 1 / Math.sqrt(b.lexical.size) : 0;
  for (const f of b.lexical) out.set(f.includes(" ") ? `b:${f}` : `w:${f}`, lexValue);
  const gramValue = b.grams.size > 0 ? 1 / Math.sqrt(b.grams.size) : 0;
  for (const f of b.grams) out.set(`c:${f}`, gramValue);
  return out;
}

/** Weights split by block, keyed without prefixes, for scoring. */
type Compiled = { meta: Map<string, number>; lexical: Map<string, number>; grams: Map<string, number> };
const compiled = new WeakMap<SpamModel, Compiled>();

function compile(model: SpamModel): Compiled {
  let c = compiled.get(model);
  if (c === undefined) {
    c = { meta: new Map(), lexical: new Map(), grams: new Map() };
    for (const [name, w] of model.weights) {
      const key = name.slice(2);
      if (name.startsWith("m:")) c.meta.set(key, w);
      else if (name.startsWith("c:")) c.grams.set(key, w);
      else c.lexical.set(key, w);
    }
    compiled.set(model, c);
  }
  return c;
}

function sigmoid(z: number): number {
  return 1 / (1 + Math.exp(-z));
}

/** Probability that the comment is spam; `text` is spamText() output. */
export function spamProbability(model: SpamModel, text: string): number {
  const c = compile(model);
  const b = blocks(text);
  let z = model.bias;
  for (const f of b.meta) z += c.meta.get(f) ?? 0;
  let lex = 0;
  for (const f of b.lexical) lex += c.lexical.get(f) ?? 0;
  if (b.lexical.size > 0) z += lex / Math.sqrt(b.lexical.size);
  let gram = 0;
  for (const f of b.grams) gram += c.grams.get(f) ?? 0;
  if (b.grams.size > 0) z += gram / Math.sqrt(b.grams.size);
  return sigmoid(z);
}

/** The same probability from spamFeatures() output (training and evaluation). */
export function spamProbabilityOf(model: SpamModel, features: SpamFeatures): number {
  let z = model.bias;
  for (const [f, v] of features) z += (model.weights.get(f) ?? 0) * v;
  return sigmoid(z);
}

/** The model as text: "bias\t…", "threshold\t…", then one "feature\tweight" line per weight. */
export function serializeSpamModel(model: SpamModel): string {
  const lines = [`bias\t${round(model.bias)}`, `threshold\t${round(model.threshold)}`];
  for (const [f, w] of [...model.weights].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)))
    lines.push(`${f}\t${round(w)}`);
  return lines.join("\n");
}

/** Three decimals, no leading zero: "-.125", "2.4". */
function round(x: number): string {
  return String(Math.round(x * 1000) / 1000).replace(/^(-?)0\./, "$1.");
}

export function parseSpamModel(data: string): SpamModel {
  let bias = 0;
  let threshold = 0.5;
  const weights = new Map<string, number>();
  for (const line of data.split("\n")) {
    const tab = line.lastIndexOf("\t");
    if (tab < 0) continue;
    const name = line.slice(0, tab);
    const value = Number(line.slice(tab + 1));
    if (name === "bias") bias = value;
    else if (name === "threshold") threshold = value;
    else weights.set(name, value);
  }
  return { bias, threshold, weights };
}

/** The model's row in D1's model_weights (scripts/model-weights-sources.ts writes it). */
export const SPAM_MODEL_NAME = "comment-spam";

let shipped: SpamModel | undefined;

/** Parses and keeps the shipped weights (spam-model-weights.ts's text) for this isolate. */
export function installSpamModel(data: string): void {
  shipped = parseSpamModel(data);
}

export function isSpamModelInstalled(): boolean {
  return shipped !== undefined;
}

/** The shipped model: trained on both dev videos and the creator-style lines. Install it first (server paths await `ensureScoringData(db)`). */
export function shippedSpamModel(): SpamModel {
  if (shipped === undefined)
    throw new Error("The spam model is not loaded: await ensureScoringData(db) before scoring comments.");
  return shipped;
}
