// Text plumbing shared by the rules: line breaks, character counts, masking and word units.
//
// Every measurement runs on the "folded" description: CRLF and lone CR become "\n", as YouTube
// stores them, so a Windows paste is not counted as longer than the same text typed in Studio.
// Positions and lengths are in Unicode code points (an emoji is one character, not two UTF-16
// units). Masking replaces a span (a URL, a timestamp, a hashtag) by NUL characters of the same
// length, so indexes stay valid and no word can be matched across the masked span.

/** The NUL character masks spans out; it is neither a letter nor a space. */
const MASK = "\u0000";

/** CRLF and lone CR folded to "\n". */
export function foldLineBreaks(text: string): string {
  return text.replace(/\r\n?/g, "\n");
}

/** The line break the original uses for its own lines: CRLF if it has any, else LF. */
export function lineBreakOf(text: string): string {
  return text.includes("\r\n") ? "\r\n" : text.includes("\r") ? "\r" : "\n";
}

/** Code points of already folded text. */
export function codePoints(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    // A high surrogate followed by a low one is one character.
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
    n++;
  }
  return n;
}

export type Span = { start: number; end: number };

/** The text with each span (UTF-16 indexes) replaced by NUL characters of the same length. */
export function mask(text: string, spans: readonly Span[]): string {
  if (spans.length === 0) return text;
  let out = "";
  let last = 0;
  for (const span of [...spans].sort((a, b) => a.start - b.start)) {
    const start = Math.max(span.start, last);
    if (span.end <= start) continue;
    out += text.slice(last, start) + MASK.repeat(span.end - start);
    last = span.end;
  }
  return out + text.slice(last);
}

/** Timestamps anywhere in the text ("3:15", "1:02:03"): not words, for density and readability. */
const ANY_TIMESTAMP = /(?<![\p{N}:])\d{1,2}(?::\d{2}){1,2}(?![\p{N}:])/gu;

export function timestampSpans(text: string): Span[] {
  return [...text.matchAll(ANY_TIMESTAMP)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
}

const UNSPACED_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
/** A word: letters, marks and digits, with apostrophes inside ("don't", "you’re"). */
const WORD = /[\p{L}\p{M}\p{N}]+(?:['’ʼ][\p{L}\p{M}\p{N}]+)*/gu;
/** Inside a word: one character of an unspaced script, or a run of anything else. */
const WORD_PART =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]|[^\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+/gu;

export type WordUnit = {
  /** Comparable form: NFKC, lower case, apostrophes removed, plural folded. */
  norm: string;
  /** The unit as written. */
  surface: string;
  start: number;
  end: number;
};

/**
 * The words of a text in order. Text in Chinese or Japanese has no spaces, so each of its
 * characters counts as one unit (the usual convention for word counts in those scripts).
 */
export function wordUnits(text: string, fold: (word: string) => string): WordUnit[] {
  const units: WordUnit[] = [];
  for (const match of text.matchAll(WORD)) {
    const word = match[0];
    for (const part of word.matchAll(WORD_PART)) {
      const start = match.index + part.index;
      const surface = part[0];
      units.push({ norm: fold(surface), surface, start, end: start + surface.length });
    }
  }
  return units;
}

export function isUnspacedScript(text: string): boolean {
  return UNSPACED_SCRIPT.test(text);
}

/** "1,234": whole numbers in the fixed English format the details use. */
export function formatInt(n: number): string {
  const sign = n < 0 ? "-" : "";
  // Bounded input: the digits of a rounded number (at most 22 characters, "1e+21" past that), so
  // the lookahead's rescan from each digit costs nothing.
  // eslint-disable-next-line regexp/no-super-linear-move
  return sign + String(Math.abs(Math.round(n))).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** “quoted” with typographic quotes, as the details and improvements quote keywords. */
export function quote(text: string): string {
  return `“${text}”`;
}

// The engine's modules import their text helpers from here; the list join is the app's one.
export { listOf } from "~/lib/format";
