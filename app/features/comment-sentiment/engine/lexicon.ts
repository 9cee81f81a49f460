// The lexicons, compiled once on first use into one Map from a lower-case word to everything the
// scorer needs to know about it (valence, intensifier strength, negator, phrase start...). The
// tokenizer attaches that record to each word, so scoring a word costs a single hash lookup.
//
// The VADER entries (7,500 tokens) are not imported here: the Worker loads them from D1 once per
// isolate (scoring-data.server.ts `ensureScoringData`) so they do not weigh on its script size and
// cold start; tests and scripts install them from lexicon-vader.ts. Scoring before installing
// throws, so a path that forgot to load cannot score every comment as neutral.
import { EMOJI_VALENCES, EXTRA_EMOTICONS } from "./lexicon-emoji";
import {
  CONCESSIVE_OPENERS,
  CONDITIONALS,
  CONTRAST_AFTER,
  INTENSIFIERS,
  LIKE_VERB_BEFORE,
  MODIFIER_PAIRS,
  NEGATION_STOPPERS,
  NEGATORS,
  UNNEGATED,
} from "./lexicon-modifiers";
import {
  COPULAS,
  PHRASES,
  PRAISE_AFTER_COPULA,
  PRAISE_BEFORE_NOUN,
  SELF_STATE,
  SOCIAL_VALENCES,
  TOO_COMPLAINTS,
} from "./lexicon-social";

/** Bit flags of a word's roles. */
export const F = {
  negator: 1,
  /** First word of a two-word modifier ("kind" of "kind of"). */
  pairStart: 2,
  copula: 4,
  selfState: 8,
  tooComplaint: 16,
  unnegated: 32,
  negationStopper: 64,
  contrast: 128,
  concessive: 256,
  likeVerbBefore: 512,
  /** "would", "i'd": what follows is a wish. */
  conditional: 1024,
  /** "looks", "seems": "looks like" compares. */
  resemblance: 2048,
  praiseBeforeNoun: 4096,
} as const;

export type WordInfo = {
  /** Valence on the -4..+4 scale, or undefined when the word has no feeling of its own. */
  valence: number | undefined;
  /** Intensifier (+) or dampener (-) increment, or 0. */
  boost: number;
  /** Praise valence after a copula ("is fire"), or undefined. */
  slang: number | undefined;
  /** Longest phrase in words that starts with this word; 0 when none. */
  phraseSpan: number;
  flags: number;
};

type Compiled = {
  words: Map<string, WordInfo>;
  emoticons: Map<string, number>;
  phrases: Map<string, number>;
  pairs: Map<string, number>;
};

let compiled: Compiled | null = null;

/** [token, valence] pairs, as lexicon-vader.ts lists them and the sentiment_lexicon table stores them. */
export type VaderEntry = readonly [token: string, valence: number];

let vader: readonly VaderEntry[] | null = null;

/** Makes the VADER entries the scorer's (again compiled on next use). */
export function installVaderLexicon(entries: readonly VaderEntry[]): void {
  if (entries.length === 0) throw new Error("The VADER lexicon is empty: are the D1 migrations applied?");
  vader = entries;
  compiled = null;
}

/** "token\tvalence" lines (lexicon-vader.ts) → entries. */
export function parseVaderLexicon(tsv: string): VaderEntry[] {
  return tsv.split("\n").map((line) => {
    const tab = line.indexOf("\t");
    return [line.slice(0, tab), Number(line.slice(tab + 1))] as const;
  });
}

/** A token is an emoticon when it is not made of letters, digits, apostrophes and hyphens only. */
function isEmoticonKey(key: string): boolean {
  for (let i = 0; i < key.length; i++) {
    const c = key.charCodeAt(i);
    const wordy = (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 39 || c === 45;
    if (!wordy) return true;
  }
  return false;
}

function compile(): Compiled {
  const words = new Map<string, WordInfo>();
  const emoticons = new Map<string, number>();
  const phrases = new Map<string, number>();
  const info = (w: string): WordInfo => {
    let i = words.get(w);
    if (i === undefined) {
      i = { valence: undefined, boost: 0, slang: undefined, phraseSpan: 0, flags: 0 };
      words.set(w, i);
    }
    return i;
  };
  if (vader === null)
    throw new Error("The VADER lexicon is not loaded: await ensureScoringData(db) before scoring comments.");
  for (const [key, value] of vader) {
    if (key.includes(" ")) phrases.set(key.toLowerCase(), value);
    else if (isEmoticonKey(key)) emoticons.set(key, value);
    else info(key).valence = value;
  }
  for (const [k, v] of Object.entries(SOCIAL_VALENCES)) info(k).valence = v === 0 ? undefined : v;
  for (const [k, v] of Object.entries(EXTRA_EMOTICONS)) emoticons.set(k, v);
  for (const [k, v] of Object.entries(PHRASES)) phrases.set(k, v);
  for (const key of phrases.keys()) {
    const parts = key.split(" ");
    const first = info(parts[0] as string);
    first.phraseSpan = Math.max(first.phraseSpan, parts.length);
  }
  for (const [k, v] of Object.entries(INTENSIFIERS)) info(k).boost = v;
  for (const [k, v] of Object.entries(PRAISE_AFTER_COPULA)) info(k).slang = v;
  const pairs = new Map(Object.entries(MODIFIER_PAIRS));
  for (const k of pairs.keys()) info(k.split(" ")[0] as string).flags |= F.pairStart;
  const flag = (set: ReadonlySet<string>, bit: number) => {
    for (const w of set) info(w).flags |= bit;
  };
  flag(NEGATORS, F.negator);
  flag(COPULAS, F.copula);
  flag(SELF_STATE, F.selfState);
  flag(TOO_COMPLAINTS, F.tooComplaint);
  flag(UNNEGATED, F.unnegated);
  flag(NEGATION_STOPPERS, F.negationStopper);
  flag(CONTRAST_AFTER, F.contrast);
  flag(CONCESSIVE_OPENERS, F.concessive);
  flag(LIKE_VERB_BEFORE, F.likeVerbBefore);
  flag(CONDITIONALS, F.conditional);
  flag(PRAISE_BEFORE_NOUN, F.praiseBeforeNoun);
  flag(
    new Set([
      "looks",
      "look",
      "looked",
      "seems",
      "seem",
      "seemed",
      "sounds",
      "sound",
      "feels",
      "feel",
      "felt",
      "just",
      "more",
      "something",
      "anything",
      "nothing",
      "things",
      "stuff",
    ]),
    F.resemblance,
  );
  return { words, emoticons, phrases, pairs };
}

function lexicons(): Compiled {
  if (compiled === null) compiled = compile();
  return compiled;
}

/** Everything known about a lower-case word, or undefined for a word we know nothing about. */
export function wordInfo(word: string): WordInfo | undefined {
  return lexicons().words.get(word);
}

/** Valence of a lower-case word, or undefined when the word carries no feeling we know of. */
export function wordValence(word: string): number | undefined {
  return lexicons().words.get(word)?.valence;
}

export function isEmoticon(chunk: string): boolean {
  const e = lexicons().emoticons;
  return e.has(chunk) || e.has(chunk.toLowerCase());
}

export function emoticonValence(chunk: string): number {
  const e = lexicons().emoticons;
  return e.get(chunk) ?? e.get(chunk.toLowerCase()) ?? 0;
}

export function emojiValence(codePoint: number): number {
  return EMOJI_VALENCES.get(codePoint) ?? 0;
}

export function phraseValence(phrase: string): number | undefined {
  return lexicons().phrases.get(phrase);
}

/** Increment of a two-word modifier ("kind of"), or undefined. */
export function pairBoost(first: string, second: string): number | undefined {
  return lexicons().pairs.get(`${first} ${second}`);
}
