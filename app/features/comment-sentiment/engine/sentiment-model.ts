// The learned half of comment sentiment: a multinomial logistic regression (negative / neutral /
// positive) that reads the rule engine's lexicon score (sentiment.ts: VADER-style valence with
// negation, intensity, contrast, emoji) beside hashed words, word pairs and letter n-grams.
// The rules know what words mean; the model learns how real people's posts use them: when a
// mild word in a plain statement is not a verdict (neutral), which topics and phrasings carry a
// feeling the lexicon lacks, and how strong a lexicon score must be before humans call the
// text positive or negative. Words inside a negation's scope ("not" ... up to the clause's end)
// are their own features ("not_good"), so the model can learn what negating a word does.
// Method: the weights are trained offline by scripts/train-sentiment-model.ts (L2-regularised,
// full batch, deterministic) and ship as int8 per class with one scale per class, neutral
// being the reference class (its weights are 0: softmax only sees differences), so the weights
// take 2 × buckets bytes. The model also carries the set of words it saw in training (a Bloom
// filter of word hashes): a text with no word the model or the lexicon knows and no emoji or emoticon
// has nothing to read, and is neutral whatever its hashed buckets happen to hold ("#a#a#a").
// Guarantee: pure and deterministic; the same tokens and lexicon score always give the same
// probabilities, and they sum to 1.
import { F } from "./lexicon";
import { Kind, type Token } from "./tokenize";
import { deElongated } from "./word-valence";
import { fromBase64, toBase64 } from "./base64";

/** The model's rows in D1's model_weights table (scripts/model-weights-sources.ts). */
export const SENTIMENT_MODEL_NAME = "comment-sentiment";

/** Which hashed features a model reads (kept in its header, so older models read as they were trained). */
export type FeatureOptions = {
  /** Words after a negator, up to the clause's end, become "not_<word>". */
  negation: boolean;
  /** Letter n-gram lengths (1 to 5) of words of two letters or more. */
  grams: readonly number[];
};

/** The features of the models trained before negation scopes and the choice of gram lengths. */
export const LEGACY_FEATURES: FeatureOptions = { negation: false, grams: [3, 4] };

export type SentimentModel = {
  /** Hashed feature buckets (a power of two). */
  buckets: number;
  features?: FeatureOptions;
  /** What the "lexicon" dense feature holds: absent, the rule engine's compound; "english", the English model's (multilingual-sentiment.ts). */
  lexicon?: "english";
  /** The words are normalised before hashing (multilingual-sentiment.ts normaliseTokens). */
  normalise?: boolean;
  /**
   * Per language as it was read (scoreWithModel's `shiftLanguage`: Hindi in Devanagari is "hi",
   * romanised "hi-Latn"): added to the negative and positive scores against neutral, a calibration
   * chosen on held-out posts (scripts/training/multilingual-sentiment/round4.ts): where a
   * language's or a script's posts draw the neutral line elsewhere than the training posts did.
   */
  shifts?: Readonly<Record<string, readonly [number, number]>>;
  /**
   * Languages with features of their own (multilingual-sentiment.ts): a comment in the k-th one
   * reads every hashed feature twice, in its bucket and in crossedBucket(bucket, k). Absent or
   * another language: the shared buckets alone.
   */
  languages?: readonly string[];
  /**
   * Hand-written word lists (multilingual-sentiment.ts): two dense features more, after
   * DENSE_FEATURES, read how many of their words a comment has (see listFeatures).
   */
  lists?: WordLists;
  /**
   * Words seen in training, as a Bloom filter of their hashes (see vocabularyHas). Absent: every
   * text is read (no "nothing to read" rule).
   */
  vocabulary?: Uint8Array;
  /** Per class (negative, positive): bias, weights of the dense features, hashed weights. */
  negative: ClassWeights;
  positive: ClassWeights;
};
export type ClassWeights = { bias: number; dense: readonly number[]; hashed: ArrayLike<number> };

/**
 * Words and two-word phrases ("me encanta") that say a comment is positive or negative, and the
 * negators that turn a listed word to the other side ("no me gusta", "nicht gut"): one of the two
 * words before it or, with `negatorAfter`, the word right after ("accha nahi", "aime pas").
 */
export type WordLists = {
  positive: readonly string[];
  negative: readonly string[];
  negators?: readonly string[];
  negatorAfter?: boolean;
  /**
   * An Arabic word not listed is read without the "and", "so", "the", "with", "for" glued before
   * it ("وجميل", "والفساد", "بالفشل"; see sideOfWord).
   */
  arabicPrefixes?: boolean;
};

/** The dense features, in order (see denseFeatures). */
export const DENSE_FEATURES = [
  "lexicon",
  "lexicon magnitude",
  "lexicon positive",
  "lexicon negative",
  "question",
  "exclamation",
  "length",
] as const;

export type SentimentFeatures = {
  dense: number[];
  /** Hashed bucket -> value (each block scaled to unit length). */
  hashed: Map<number, number>;
  /** Hashes of the word units, checked against the model's vocabulary (see hasSignal). */
  words: number[];
  /** The text has an emoji, an emoticon or a word the lexicon gives a feeling. */
  lexical: boolean;
};

const listSides = new WeakMap<WordLists, Map<string, number>>();

/** Each listed word or phrase's side (1 positive, -1 negative), and the negators (0). */
function sidesOf(lists: WordLists): Map<string, number> {
  let side = listSides.get(lists);
  if (side === undefined) {
    side = new Map();
    for (const w of lists.positive) side.set(w, 1);
    for (const w of lists.negative) side.set(w, -1);
    for (const w of lists.negators ?? []) if (!side.has(w)) side.set(w, 0);
    listSides.set(lists, side);
  }
  return side;
}

const ARABIC_WORD = /[\u0621-\u064a]/;

/** Words glued before an Arabic word: "and"/"so", then "the", "with the", "for the", "with", "for", "like". */
const ARABIC_CONJUNCTIONS = ["", "و", "ف"];
const ARABIC_PREFIXES = ["", "ال", "بال", "لل", "كال", "ب", "ل", "ك"];

/**
 * A word's side in the lists (undefined: not listed); with `prefixes`, an Arabic word not listed
 * is looked up again without "و" or "ف" and/or "ال", "بال", "لل", "كال", "ب", "ل", "ك" glued
 * before it, in that order, the first listed remainder of three letters or more (four after a
 * one-letter preposition) giving the side.
 */
function sideOfWord(side: Map<string, number>, word: string, prefixes: boolean): number | undefined {
  const s = side.get(word);
  if (s !== undefined || !prefixes || !ARABIC_WORD.test(word)) return s;
  for (const c of ARABIC_CONJUNCTIONS)
    for (const p of ARABIC_PREFIXES) {
      if (c === "" && p === "") continue;
      if (!word.startsWith(c + p)) continue;
      const rest = word.slice(c.length + p.length);
      // A one-letter preposition only before a word of four letters or more ("بكره" is "tomorrow").
      if ([...rest].length < (p.length === 1 ? 4 : 3)) continue;
      const r = side.get(rest);
      if (r === undefined) continue;
      // A negator only after "and" or "so" ("وليس"), never after a preposition.
      if (r === 0 && p !== "") continue;
      return r;
    }
  return undefined;
}

/**
 * How many words and two-word phrases of the lists' positive and negative sides the tokens hold,
 * a negated one counted on the other side. Words are read within runs of words and hashtags.
 */
export function listCounts(tokens: readonly Token[], lists: WordLists): [number, number] {
  const side = sidesOf(lists);
  const prefixes = lists.arabicPrefixes === true;
  const counts = [0, 0];
  let run: string[] = [];
  const count = () => {
    const negator = (k: number) => k >= 0 && k < run.length && sideOfWord(side, run[k] as string, prefixes) === 0;
    for (let i = 0; i < run.length; i++)
      for (const start of [i, i - 1]) {
        if (start < 0) continue;
        const s = start === i ? sideOfWord(side, run[i] as string, prefixes) : side.get(`${run[start]} ${run[i]}`);
        if (s === undefined || s === 0) continue;
        const negated = negator(start - 1) || negator(start - 2) || (lists.negatorAfter === true && negator(i + 1));
        counts[(s === 1) !== negated ? 0 : 1]!++;
      }
    run = [];
  };
  for (const t of tokens) {
    if (t.kind === Kind.Word || t.kind === Kind.Hashtag) run.push(t.text);
    else count();
  }
  count();
  return [counts[0]!, counts[1]!];
}

/** The dense features the lists add: log(1 + count) of each side's words. */
export function listFeatures(tokens: readonly Token[], lists: WordLists): [number, number] {
  const [positive, negative] = listCounts(tokens, lists);
  return [Math.log1p(positive), Math.log1p(negative)];
}

/** Dense features from the lexicon score and the text's form (and the lists' counts when given). */
function denseFeatures(tokens: readonly Token[], lexicon: number, lists?: WordLists): number[] {
  let question = 0;
  let exclamation = 0;
  let words = 0;
  for (const t of tokens) {
    if (t.kind === Kind.Word) words++;
    else if (t.kind === Kind.Punct) {
      if (t.text.includes("?")) question = 1;
      if (t.text.includes("!")) exclamation = 1;
    }
  }
  const dense = [
    lexicon,
    Math.abs(lexicon),
    lexicon >= 0.05 ? 1 : 0,
    lexicon <= -0.05 ? 1 : 0,
    question,
    exclamation,
    Math.log1p(words) / 4,
  ];
  if (lists !== undefined) dense.push(...listFeatures(tokens, lists));
  return dense;
}

// FNV-1a, 32 bits, fed one char code at a time: a streaming hash, so a word pair's hash continues
// from its first word's and a letter gram's is computed in place, with no string built per feature.
const FNV_OFFSET = 0x811c9dc5;
const feed = (h: number, c: number) => Math.imul(h ^ c, 0x01000193) >>> 0;

function feedString(h: number, s: string): number {
  for (let i = 0; i < s.length; i++) h = feed(h, s.charCodeAt(i));
  return h;
}

/** The longest letter n-gram a model may read. */
const MAX_GRAM = 5;

/** Seeds that keep the word block and the letter-gram block apart. */
const WORD_SEED = FNV_OFFSET;
const GRAM_SEED = (FNV_OFFSET ^ 0x9e3779b9) >>> 0;
const SPACE = 32;

/** The lexical unit of a token, or null for tokens that carry no meaning of their own. */
function unit(t: Token): string | null {
  switch (t.kind) {
    case Kind.Word:
    case Kind.Hashtag:
    case Kind.Emoticon:
      return t.text;
    case Kind.Emoji:
      return `e${t.cp}`;
    case Kind.Url:
      return "<url>";
    case Kind.Mention:
      return "<user>";
    case Kind.Number:
    case Kind.Timestamp:
      return "<num>";
    case Kind.Punct:
      return t.text.includes("!") ? "!" : t.text.includes("?") ? "?" : null;
    default:
      return null;
  }
}

/** Char code k of " word " (the word padded with a space each side). */
const paddedAt = (w: string, k: number) => (k === 0 || k === w.length + 1 ? SPACE : w.charCodeAt(k - 1));

/**
 * Features of a comment: its tokens and the rule engine's compound score for them. Hashed
 * features are the distinct units (words, emoji, emoticons, hashtags; links, mentions and
 * numbers as placeholders), the distinct pairs of consecutive units ("<s>" before the first)
 * and the distinct letter 3- and 4-grams of words of two letters or more, padded with spaces.
 * Distinct means distinct 32-bit hashes (a collision inside one comment is ~1 in a million).
 */
export function sentimentFeatures(
  tokens: readonly Token[],
  lexicon: number,
  buckets: number,
  options: FeatureOptions = LEGACY_FEATURES,
  lists?: WordLists,
): SentimentFeatures {
  const hashed = new Map<number, number>();
  const words = visitHashed(tokens, buckets, options, (b, value) => hashed.set(b, (hashed.get(b) ?? 0) + value));
  const dense = denseFeatures(tokens, lexicon, lists);
  return { dense, hashed, words, lexical: hasLexicalSignal(tokens) || hasListWord(dense) };
}

/** A word of the lists counts as something to read, like a word of the lexicon (dense holds the lists' counts after DENSE_FEATURES). */
const hasListWord = (dense: readonly number[]) => {
  for (let k = DENSE_FEATURES.length; k < dense.length; k++) if ((dense[k] as number) > 0) return true;
  return false;
};

const NOT = feedString(FNV_OFFSET, "not_");

/** Idioms that start with a negator and negate nothing after them ("not gonna lie, it slaps"). */
const NOT_LYING: ReadonlySet<string> = new Set([
  "not gonna lie",
  "not going to lie",
  "not gon lie",
  "not finna lie",
  "not to lie",
  "no lie",
  "not gonna cap",
  "no cap",
]);

/** A word is a negator, or ends a negation's scope (contrast words like "but", stoppers). */
const isNegator = (t: Token) => t.kind === Kind.Word && t.info !== undefined && (t.info.flags & F.negator) !== 0;
const endsNegation = (t: Token) =>
  t.kind === Kind.Punct ||
  (t.kind === Kind.Word && t.info !== undefined && (t.info.flags & (F.contrast | F.negationStopper)) !== 0);

/**
 * Calls visit(bucket, value) once per distinct hashed feature (a bucket may come several times),
 * and returns the hashes of the word units (words and hashtags of two letters or more), which the
 * vocabulary is made of.
 */
function visitHashed(
  tokens: readonly Token[],
  buckets: number,
  options: FeatureOptions,
  visit: (bucket: number, value: number) => void,
): number[] {
  const words: number[] = [];
  const grams: number[] = [];
  const vocabulary: number[] = [];
  // Bit n set: letter n-grams are read. Lengths above 5 are ignored (MAX_GRAM).
  let gramMask = 0;
  for (const n of options.grams) if (n >= 1 && n <= MAX_GRAM) gramMask |= 1 << n;
  const longest = 31 - Math.clz32(gramMask);
  let prev = feedString(WORD_SEED, "<s>");
  let negated = false;
  // Words since the negator, while they may still spell "not gonna lie" (see NOT_LYING).
  let scope = "";
  for (const t of tokens) {
    if (endsNegation(t)) negated = false;
    const u = unit(t);
    if (u === null) continue;
    if (negated && scope !== "" && t.kind === Kind.Word) {
      scope = `${scope} ${u}`;
      // "Not gonna lie, this was really good": the "not" negates the lie, not what follows.
      if (NOT_LYING.has(scope)) negated = false;
      else if (![...NOT_LYING].some((idiom) => idiom.startsWith(`${scope} `))) scope = "";
    }
    // "not_" + word hashes as the string "not_word" would, without building it.
    const h = negated && t.kind === Kind.Word ? feedString(NOT, u) : feedString(WORD_SEED, u);
    words.push(h, feedString(feed(prev, SPACE), u));
    prev = h;
    if (options.negation && isNegator(t)) {
      negated = true;
      scope = u;
    }
    if ((t.kind !== Kind.Word && t.kind !== Kind.Hashtag) || u.length < 2) continue;
    vocabulary.push(feedString(WORD_SEED, u));
    if (t.kind !== Kind.Word) continue;
    const padded = u.length + 2;
    // Each gram's hash continues from the one a letter shorter, from the same start: the 3- and
    // 4-grams hash as they always did, whatever other lengths are read.
    for (let k = 0; k < padded; k++) {
      let h = GRAM_SEED;
      for (let n = 1; n <= longest && k + n <= padded; n++) {
        h = feed(h, paddedAt(u, k + n - 1));
        if ((gramMask >> n) & 1 && !(n === 1 && (k === 0 || k === padded - 1))) grams.push(h);
      }
    }
  }
  const mask = buckets - 1;
  // Sorting a typed array and skipping repeats is cheaper than a Set for a few hundred hashes.
  for (const block of [words, grams]) {
    if (block.length === 0) continue;
    const sorted = Uint32Array.from(block).sort();
    let distinct = 1;
    for (let i = 1; i < sorted.length; i++) if (sorted[i] !== sorted[i - 1]) distinct++;
    const value = 1 / Math.sqrt(distinct);
    for (let i = 0; i < sorted.length; i++)
      if (i === 0 || sorted[i] !== sorted[i - 1]) visit((sorted[i] as number) & mask, value);
  }
  return vocabulary;
}

/**
 * The vocabulary is a Bloom filter over word hashes with two bits per word, taken from the high
 * bits of the hash and of a remix of it (the buckets use the low bits). With 2^17 bits and the
 * ~16 thousand words seen in training, a word never seen passes for known about 1 time in 20.
 */
const vocabularyBits = (hash: number, bits: number): [number, number] => [
  (hash >>> 15) & (bits - 1),
  (Math.imul(hash ^ (hash >>> 16), 0x9e3779b1) >>> 15) & (bits - 1),
];

/**
 * The bucket of a hashed feature's copy for the language at `language` in a model's languages
 * (its bucket remixed with the language): per-language weights beside the shared ones.
 */
export function crossedBucket(bucket: number, language: number, buckets: number): number {
  return (Math.imul(bucket ^ Math.imul(0x5bd1e995, language + 1), 0x9e3779b1) >>> 7) & (buckets - 1);
}

/** Records a word hash in the vocabulary. */
export function addToVocabulary(vocabulary: Uint8Array, hash: number): void {
  for (const b of vocabularyBits(hash, vocabulary.length * 8))
    vocabulary[b >>> 3] = (vocabulary[b >>> 3] as number) | (1 << (b & 7));
}

/** Whether the vocabulary holds the word hash (or, rarely, another word's bits happen to cover it). */
export function vocabularyHas(vocabulary: Uint8Array, hash: number): boolean {
  for (const b of vocabularyBits(hash, vocabulary.length * 8))
    if ((((vocabulary[b >>> 3] as number) >> (b & 7)) & 1) === 0) return false;
  return true;
}

/** The hashes of a text's word units (what the vocabulary records and is checked against). */
export function wordHashes(tokens: readonly Token[]): number[] {
  return visitHashed(tokens, 1, LEGACY_FEATURES, () => {});
}

/**
 * Whether the model has anything to read in the text: an emoji or emoticon, a word the lexicon
 * gives a feeling, or a word it saw in training. Without a vocabulary, always true.
 */
export function hasSignal(model: SentimentModel, lexical: boolean, words: readonly number[]): boolean {
  return model.vocabulary === undefined || lexical || knowsAWord(model.vocabulary, words);
}

/**
 * An emoji, an emoticon or a word the lexicon gives a feeling, stretched or not: "amaaaazing"
 * alone is praise even though neither the model nor the lexicon lists it as written.
 */
function hasLexicalSignal(tokens: readonly Token[]): boolean {
  for (const t of tokens) {
    if (t.kind === Kind.Emoji || t.kind === Kind.Emoticon) return true;
    if (t.kind !== Kind.Word) continue;
    if (t.info !== undefined && (t.info.valence !== undefined || t.info.slang !== undefined)) return true;
    if (t.elongated && deElongated(t.text) !== undefined) return true;
  }
  return false;
}

/** Whether the vocabulary holds one of the words (by hash; see vocabularyHas). */
export function knowsAWord(vocabulary: Uint8Array, words: readonly number[]): boolean {
  return words.some((h) => vocabularyHas(vocabulary, h));
}

/** What a text with nothing to read gets: certainly neutral. */
const NOTHING_TO_READ: SentimentProbabilities = Object.freeze({ negative: 0, neutral: 1, positive: 0 });

/**
 * The same probabilities as sentimentProbabilities(model, sentimentFeatures(...)), without
 * building the feature map: what scoring a comment at run time uses.
 */
export function scoreWithModel(
  model: SentimentModel,
  tokens: readonly Token[],
  lexicon: number,
  language?: string,
  shiftLanguage: string | undefined = language,
): SentimentProbabilities {
  const dense = denseFeatures(tokens, lexicon, model.lists);
  const shift = shiftLanguage === undefined ? undefined : model.shifts?.[shiftLanguage];
  let zn = model.negative.bias + (shift?.[0] ?? 0);
  let zp = model.positive.bias + (shift?.[1] ?? 0);
  for (let k = 0; k < dense.length; k++) {
    zn += (model.negative.dense[k] ?? 0) * (dense[k] as number);
    zp += (model.positive.dense[k] ?? 0) * (dense[k] as number);
  }
  const wn = model.negative.hashed;
  const wp = model.positive.hashed;
  const k = language === undefined ? -1 : (model.languages?.indexOf(language) ?? -1);
  const words = visitHashed(tokens, model.buckets, model.features ?? LEGACY_FEATURES, (b, value) => {
    zn += (wn[b] as number) * value;
    zp += (wp[b] as number) * value;
    if (k < 0) return;
    const c = crossedBucket(b, k, model.buckets);
    zn += (wn[c] as number) * value;
    zp += (wp[c] as number) * value;
  });
  return hasSignal(model, hasLexicalSignal(tokens) || hasListWord(dense), words) ? softmax(zn, zp) : NOTHING_TO_READ;
}

function classScore(w: ClassWeights, f: SentimentFeatures): number {
  let z = w.bias;
  for (let k = 0; k < f.dense.length; k++) z += (w.dense[k] ?? 0) * (f.dense[k] as number);
  for (const [b, v] of f.hashed) z += (w.hashed[b] ?? 0) * v;
  return z;
}

export type SentimentProbabilities = { negative: number; neutral: number; positive: number };

/** Class probabilities (softmax; neutral is the reference class at 0). */
export function sentimentProbabilities(model: SentimentModel, f: SentimentFeatures): SentimentProbabilities {
  if (!hasSignal(model, f.lexical, f.words)) return NOTHING_TO_READ;
  return softmax(classScore(model.negative, f), classScore(model.positive, f));
}

/** Softmax of (z_negative, 0, z_positive). */
function softmax(zn: number, zp: number): SentimentProbabilities {
  const m = Math.max(0, zn, zp);
  const en = Math.exp(zn - m);
  const e0 = Math.exp(-m);
  const ep = Math.exp(zp - m);
  const s = en + e0 + ep;
  return { negative: en / s, neutral: e0 / s, positive: ep / s };
}

/**
 * The model as text: one header line of JSON (buckets, features, per class bias, dense weights
 * and the int8 scale), per class the hashed weights as base64 int8, then the vocabulary bitmap
 * as base64 when there is one. A blob longer than LINE (the base64 of 65,536 bytes) is cut into
 * lines of LINE characters, so no line is too long for one D1 statement
 * (scripts/model-weights-migration.ts stores a line or more per row).
 */
export function serializeSentimentModel(model: SentimentModel): string {
  const header: Record<string, unknown> = { buckets: model.buckets };
  if (model.features !== undefined) header.features = model.features;
  if (model.lexicon !== undefined) header.lexicon = model.lexicon;
  if (model.normalise !== undefined) header.normalise = model.normalise;
  if (model.shifts !== undefined) header.shifts = model.shifts;
  if (model.languages !== undefined) header.languages = model.languages;
  if (model.lists !== undefined) header.lists = model.lists;
  if (model.vocabulary !== undefined) header.vocabularyBits = model.vocabulary.length * 8;
  const blobs: string[] = [];
  for (const name of ["negative", "positive"] as const) {
    const w = model[name];
    let max = 0;
    for (let i = 0; i < model.buckets; i++) max = Math.max(max, Math.abs(w.hashed[i] ?? 0));
    const scale = max / 127 || 1;
    const bytes = new Uint8Array(model.buckets);
    for (let i = 0; i < model.buckets; i++) bytes[i] = Math.round((w.hashed[i] ?? 0) / scale) & 0xff;
    header[name] = { bias: round(w.bias), dense: w.dense.map(round), scale: Number(scale.toPrecision(6)) };
    blobs.push(...lines(toBase64(bytes)));
  }
  if (model.vocabulary !== undefined) blobs.push(...lines(toBase64(model.vocabulary)));
  return [JSON.stringify(header), ...blobs].join("\n");
}

/** The longest line of a serialised model: the base64 of 65,536 bytes. */
const LINE = 4 * Math.ceil(65_536 / 3);
const lines = (blob: string) =>
  Array.from({ length: Math.ceil(blob.length / LINE) }, (_, i) => blob.slice(i * LINE, (i + 1) * LINE));
/** The base64 length of `bytes` bytes (padded). */
const base64Length = (bytes: number) => 4 * Math.ceil(bytes / 3);

const round = (x: number) => Math.round(x * 10_000) / 10_000;

type Header = {
  buckets: number;
  features?: FeatureOptions;
  lexicon?: "english";
  normalise?: boolean;
  shifts?: Record<string, [number, number]>;
  languages?: string[];
  lists?: WordLists;
  vocabularyBits?: number;
  negative: { bias: number; dense: number[]; scale: number };
  positive: { bias: number; dense: number[]; scale: number };
};

export function parseSentimentModel(data: string): SentimentModel {
  const [head, ...rest] = data.split("\n");
  const h = JSON.parse(head as string) as Header;
  // Each blob's lines, joined back until its base64 length (see serializeSentimentModel).
  let at = 0;
  const blob = (bytes: number) => {
    let out = "";
    while (at < rest.length && out.length < base64Length(bytes)) out += rest[at++];
    return out;
  };
  const neg = blob(h.buckets);
  const pos = blob(h.buckets);
  const vocabulary = h.vocabularyBits === undefined ? "" : blob(h.vocabularyBits / 8);
  const cls = (c: Header["negative"], blob: string): ClassWeights => {
    const q = fromBase64(blob, h.buckets);
    const hashed = new Float64Array(h.buckets);
    for (let i = 0; i < h.buckets; i++) hashed[i] = (q[i] as number) * c.scale;
    return { bias: c.bias, dense: c.dense, hashed };
  };
  const model: SentimentModel = {
    buckets: h.buckets,
    negative: cls(h.negative, neg ?? ""),
    positive: cls(h.positive, pos ?? ""),
  };
  if (h.features !== undefined) model.features = h.features;
  if (h.lexicon !== undefined) model.lexicon = h.lexicon;
  if (h.normalise !== undefined) model.normalise = h.normalise;
  if (h.shifts !== undefined) model.shifts = h.shifts;
  if (h.languages !== undefined) model.languages = h.languages;
  if (h.lists !== undefined) model.lists = h.lists;
  if (h.vocabularyBits !== undefined)
    model.vocabulary = new Uint8Array(fromBase64(vocabulary ?? "", h.vocabularyBits / 8).buffer);
  return model;
}
