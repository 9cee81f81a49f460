// The lexicons, compiled once into Maps on first use: the base word lexicon (VADER's, see
// lexicon-vader.ts) overlaid with our own social-media entries, emoticons, emoji and phrases.
// Lookups are plain Map gets on lower-case strings, so scoring a token costs one hash lookup.
import { EMOJI_VALENCES, EXTRA_EMOTICONS } from "./lexicon-emoji";
import { PHRASES, SOCIAL_VALENCES } from "./lexicon-social";
import { VADER_LEXICON_TSV } from "./lexicon-vader";

type Compiled = {
  words: Map<string, number>;
  emoticons: Map<string, number>;
  /** Phrase valences, keyed by the full phrase. */
  phrases: Map<string, number>;
  /** First word of every phrase, with the longest phrase length in words that starts with it. */
  phraseStarts: Map<string, number>;
};

let compiled: Compiled | null = null;

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
  const words = new Map<string, number>();
  const emoticons = new Map<string, number>();
  const phrases = new Map<string, number>();
  for (const line of VADER_LEXICON_TSV.split("\n")) {
    const tab = line.indexOf("\t");
    const key = line.slice(0, tab);
    const value = Number(line.slice(tab + 1));
    if (key.includes(" ")) phrases.set(key.toLowerCase(), value);
    else if (isEmoticonKey(key)) emoticons.set(key, value);
    else words.set(key, value);
  }
  for (const [k, v] of Object.entries(SOCIAL_VALENCES)) words.set(k, v);
  for (const [k, v] of Object.entries(EXTRA_EMOTICONS)) emoticons.set(k, v);
  for (const [k, v] of Object.entries(PHRASES)) phrases.set(k, v);
  const phraseStarts = new Map<string, number>();
  for (const key of phrases.keys()) {
    const parts = key.split(" ");
    const first = parts[0] as string;
    phraseStarts.set(first, Math.max(phraseStarts.get(first) ?? 0, parts.length));
  }
  return { words, emoticons, phrases, phraseStarts };
}

function lexicons(): Compiled {
  if (compiled === null) compiled = compile();
  return compiled;
}

/** Valence of a lower-case word, or undefined when the word carries no feeling we know of. */
export function wordValence(word: string): number | undefined {
  return lexicons().words.get(word);
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

/** Longest phrase (in words) that may start with `word`; 0 when none does. */
export function phraseSpan(word: string): number {
  return lexicons().phraseStarts.get(word) ?? 0;
}

export function phraseValence(phrase: string): number | undefined {
  return lexicons().phrases.get(phrase);
}
