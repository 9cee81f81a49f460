// The learned half of language detection for Latin-script comments: a naive Bayes model over the
// letter 1-3-grams of the words (each word padded with a space either side), telling apart the
// Latin-script languages the engine reads (English, Spanish, Portuguese, French, German,
// Italian). Function-word lists (language-data.ts) miss most short posts in German, Italian or
// Portuguese ("Tapoha q prova difícil" has none); letter grams do not. language.ts asks this model
// only for Latin-script text its lists placed in one of these languages or in none, and keeps a
// list's answer for the languages the model does not know (Hinglish, Indonesian, Turkish...).
// Trained offline by scripts/training/multilingual-sentiment/train.ts on the development posts'
// train splits; the Worker reads the weights from D1 (model_weights "comment-language") once per
// isolate, tests install them from multilingual-model-weights.ts (install-lexicon.ts).
// Guarantee: pure and deterministic; at most MAX_WORDS words and MAX_WORD_LETTERS letters a word
// are read, so a 10,000-character comment costs a few thousand lookups.
import { Kind, type Token } from "./tokenize";
import { fromBase64, toBase64 } from "./base64";

/** The model's rows in D1's model_weights table. */
export const LANGUAGE_MODEL_NAME = "comment-language";

export type LanguageModel = {
  /** Language codes, one per class ("en", "es", ...). */
  languages: readonly string[];
  /** Hashed gram buckets (a power of two). */
  buckets: number;
  /** Log-prior per class. */
  prior: readonly number[];
  /** Per class, log P(gram bucket | class) minus its mean over the classes, per bucket. */
  weights: readonly ArrayLike<number>[];
  /** The margin (see guessLanguage) from which the model's answer replaces the word lists' (chosen in training). */
  margin: number;
};

/** Words read at most (the first ones): enough to tell any language, bounded for long input. */
export const MAX_WORDS = 60;
/** Letters of a word read at most. */
export const MAX_WORD_LETTERS = 24;

const FNV_OFFSET = 0x811c9dc5;
const feed = (h: number, c: number) => Math.imul(h ^ c, 0x01000193) >>> 0;
const SPACE = 32;

/** A word of Latin letters only (accents included), as the model reads it. */
function isLatinWord(w: string): boolean {
  for (let i = 0; i < w.length; i++) {
    const c = w.charCodeAt(i);
    const latin = (c >= 97 && c <= 122) || (c >= 0xdf && c <= 0x24f && c !== 0xf7) || c === 39 || c === 0x2019;
    if (!latin) return false;
  }
  return true;
}

/**
 * Calls visit(bucket) for each letter 1-, 2- and 3-gram of the text's Latin words (padded with
 * spaces), and returns how many words were read.
 */
export function visitLanguageGrams(tokens: readonly Token[], buckets: number, visit: (bucket: number) => void): number {
  const mask = buckets - 1;
  let words = 0;
  for (const t of tokens) {
    if (words >= MAX_WORDS) break;
    if (t.kind !== Kind.Word && t.kind !== Kind.Hashtag) continue;
    const w = t.text.length > MAX_WORD_LETTERS ? t.text.slice(0, MAX_WORD_LETTERS) : t.text;
    if (!isLatinWord(w)) continue;
    words++;
    const n = w.length + 2;
    const at = (k: number) => (k === 0 || k === n - 1 ? SPACE : w.charCodeAt(k - 1));
    for (let k = 0; k < n; k++) {
      let h = FNV_OFFSET;
      for (let len = 1; len <= 3 && k + len <= n; len++) {
        h = feed(h, at(k + len - 1));
        if (len === 1 && (k === 0 || k === n - 1)) continue;
        visit(h & mask);
      }
    }
  }
  return words;
}

export type LanguageGuess = { language: string; margin: number; words: number };

/**
 * The most likely language and its margin over the next one (difference of log-posteriors,
 * divided by the grams read, so it does not grow with the text's length); null without a word.
 */
export function guessLanguage(model: LanguageModel, tokens: readonly Token[]): LanguageGuess | null {
  const k = model.languages.length;
  const z = Float64Array.from(model.prior);
  let grams = 0;
  const words = visitLanguageGrams(tokens, model.buckets, (b) => {
    grams++;
    for (let c = 0; c < k; c++) z[c] = (z[c] as number) + (model.weights[c]![b] as number);
  });
  if (words === 0) return null;
  let best = 0;
  for (let c = 1; c < k; c++) if ((z[c] as number) > (z[best] as number)) best = c;
  let second = -Infinity;
  for (let c = 0; c < k; c++) if (c !== best) second = Math.max(second, z[c] as number);
  return { language: model.languages[best] as string, margin: ((z[best] as number) - second) / grams, words };
}

/** Serialised as one line of JSON (languages, buckets, prior, scale) and a base64 int8 line per class. */
export function serializeLanguageModel(model: LanguageModel): string {
  let max = 0;
  for (const w of model.weights) for (let i = 0; i < model.buckets; i++) max = Math.max(max, Math.abs(w[i] ?? 0));
  const scale = max / 127 || 1;
  const lines = model.weights.map((w) => {
    const bytes = new Uint8Array(model.buckets);
    for (let i = 0; i < model.buckets; i++) bytes[i] = Math.round((w[i] ?? 0) / scale) & 0xff;
    return toBase64(bytes);
  });
  const header = {
    languages: model.languages,
    buckets: model.buckets,
    prior: model.prior.map((p) => Math.round(p * 10_000) / 10_000),
    scale: Number(scale.toPrecision(6)),
    margin: model.margin,
  };
  return [JSON.stringify(header), ...lines].join("\n");
}

export function parseLanguageModel(data: string): LanguageModel {
  const [head, ...lines] = data.split("\n");
  const h = JSON.parse(head as string) as {
    languages: string[];
    buckets: number;
    prior: number[];
    scale: number;
    margin: number;
  };
  const weights = h.languages.map((_, c) => {
    const q = fromBase64(lines[c] ?? "", h.buckets);
    const out = new Float64Array(h.buckets);
    for (let i = 0; i < h.buckets; i++) out[i] = (q[i] as number) * h.scale;
    return out;
  });
  return { languages: h.languages, buckets: h.buckets, prior: h.prior, weights, margin: h.margin };
}

let installed: LanguageModel | null = null;

/** Makes the serialised model the one language detection consults (see language.ts). */
export function installLanguageModel(data: string): void {
  if (data === "") throw new Error("The language model is empty: are the D1 migrations applied?");
  installed = parseLanguageModel(data);
}

/** The installed model, or null before one is installed (detection then uses its word lists alone). */
export function installedLanguageModel(): LanguageModel | null {
  return installed;
}
