// A single-pass tokenizer for comment text. It walks the string once by char code (no regex per
// token) and emits words, emoji, emoticons, URLs, @mentions, #hashtags, timestamps, numbers and
// punctuation, with the flags the scorer needs (ALL CAPS, elongated "sooo"). Timestamps, mentions
// and links become their own tokens so that "2:31" or "@happy_dave" never reads as a feeling.
import { isEmoticon, wordInfo, type WordInfo } from "./lexicon";
import { decodeEntities } from "~/lib/html-entities";
import { joinedSpacedLetters, plainLetters } from "./styled-letters";

export const Kind = {
  Word: 0,
  Emoji: 1,
  Emoticon: 2,
  Url: 3,
  Mention: 4,
  Hashtag: 5,
  Timestamp: 6,
  Number: 7,
  /** Sentence or clause punctuation: one token per run, e.g. "!!!" or "?!" or "...". */
  Punct: 8,
} as const;
export type Kind = (typeof Kind)[keyof typeof Kind];

export type Token = {
  kind: Kind;
  /** Lower-cased text; for Punct the run itself; for Emoji the whole sequence. */
  text: string;
  /** Word written in capitals (at least two letters, no lower-case letter). */
  caps: boolean;
  /** A letter repeated three or more times in a row ("sooo", "yesss"). */
  elongated: boolean;
  /** First code point of an emoji sequence (skin tones, variation selectors ignored); else 0. */
  cp: number;
  /** For words: what the lexicons know about the word (looked up once, here). */
  info: WordInfo | undefined;
};

const SPACE = 32;

function isSpace(c: number): boolean {
  return c === SPACE || c === 10 || c === 13 || c === 9 || c === 0xa0 || c === 0x2028 || c === 0x200b || c === 0x3000;
}

function isAsciiLetter(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** Code points that start an emoji (pictographs, dingbats, symbols, flags). */
export function isEmojiStart(cp: number): boolean {
  return (
    (cp >= 0x1f000 && cp <= 0x1faff) ||
    (cp >= 0x2600 && cp <= 0x27bf) ||
    (cp >= 0x2300 && cp <= 0x23ff) ||
    (cp >= 0x2b00 && cp <= 0x2bff) ||
    (cp >= 0x2190 && cp <= 0x21ff) ||
    cp === 0x2665 ||
    cp === 0x2661 ||
    cp === 0x203c ||
    cp === 0x2049 ||
    cp === 0x3030 ||
    cp === 0x303d
  );
}

/** Joiners and modifiers that belong to the emoji before them. */
function isEmojiModifier(cp: number): boolean {
  return (
    cp === 0xfe0f ||
    cp === 0xfe0e ||
    (cp >= 0x1f3fb && cp <= 0x1f3ff) ||
    cp === 0x20e3 ||
    (cp >= 0xe0020 && cp <= 0xe007f)
  );
}

/** Letters of any script: Latin with diacritics, Cyrillic, Devanagari, CJK... (not symbols/emoji). */
function isLetter(c: number): boolean {
  if (c < 128) return isAsciiLetter(c);
  if (c === 0xd7 || c === 0xf7) return false;
  if (c >= 0xc0 && c <= 0x24f) return true; // Latin-1 and Latin Extended
  if (c >= 0x300 && c <= 0x36f) return true; // combining marks
  if (c >= 0x370 && c <= 0x1fff) return true; // Greek, Cyrillic, Arabic, Indic, Thai...
  if (c >= 0x3040 && c <= 0x9fff) return true; // kana, CJK
  if (c >= 0xac00 && c <= 0xd7af) return true; // Hangul
  return false;
}

/** Chunks that look like links: a scheme, "www.", or a dotted host with a TLD of 2+ letters. */
const URLISH = /^(?:https?:\/\/|www\.)|^[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?:[/?#:]|$)/i;

function looksLikeUrl(chunk: string): boolean {
  // Cheap pre-check so most chunks never touch the regex.
  const dot = chunk.indexOf(".");
  const slash = chunk.indexOf("/");
  if (dot <= 0 && slash < 0) return false;
  if (dot === chunk.length - 1 && slash < 0) return false; // "end." is a sentence end
  return URLISH.test(chunk);
}

function token(
  kind: Kind,
  text: string,
  caps = false,
  elongated = false,
  cp = 0,
  info: WordInfo | undefined = undefined,
): Token {
  return { kind, text, caps, elongated, cp, info };
}

/**
 * Splits `text` into tokens. Newlines end a sentence (comments often use line breaks instead of
 * full stops), so a "." punctuation token is emitted for them when needed.
 */
export function tokenize(input: string): Token[] {
  const text = visibleText(input);
  const out: Token[] = [];
  let lower = text.toLowerCase();
  // toLowerCase can change the length for a few characters (e.g. "İ"); then positions would shift.
  if (lower.length !== text.length) lower = text;
  const n = text.length;
  let i = 0;
  while (i < n) {
    let c = text.charCodeAt(i);
    if (isSpace(c)) {
      if ((c === 10 || c === 13) && out.length > 0 && out[out.length - 1]!.kind !== Kind.Punct)
        out.push(token(Kind.Punct, "."));
      i++;
      continue;
    }
    // Whitespace-delimited chunk [i, end): links and emoticons are judged on the whole chunk.
    let end = i + 1;
    while (end < n && !isSpace(text.charCodeAt(end))) end++;
    if (end - i >= 4 && looksLikeUrl(lower.slice(i, end))) {
      out.push(token(Kind.Url, lower.slice(i, end)));
      i = end;
      continue;
    }
    if (end - i <= 8 && !isLetterOrDigitChunk(text, i, end)) {
      const chunk = text.slice(i, end);
      if (isEmoticon(chunk)) {
        out.push(token(Kind.Emoticon, chunk));
        i = end;
        continue;
      }
    }
    // Scan inside the chunk.
    while (i < end) {
      c = text.charCodeAt(i);
      if (isLetter(c)) {
        i = scanWord(text, lower, i, end, out);
      } else if (isDigit(c)) {
        i = scanNumber(text, lower, i, end, out);
      } else if (c === 64 /* @ */ && i + 1 < end && isWordChar(text.charCodeAt(i + 1))) {
        let j = i + 1;
        while (j < end && (isWordChar(text.charCodeAt(j)) || text.charCodeAt(j) === 46 || text.charCodeAt(j) === 45))
          j++;
        out.push(token(Kind.Mention, lower.slice(i, j)));
        i = j;
      } else if (c === 35 /* # */ && i + 1 < end && isLetter(text.charCodeAt(i + 1))) {
        let j = i + 1;
        while (j < end && isWordChar(text.charCodeAt(j))) j++;
        out.push(token(Kind.Hashtag, lower.slice(i + 1, j)));
        i = j;
      } else if ((c === 58 || c === 59 || c === 61) && gluedEmoticon(text, i, end) > 0) {
        // An emoticon glued to a word: "thanks:)", "home:(".
        const len = gluedEmoticon(text, i, end);
        out.push(token(Kind.Emoticon, text.slice(i, i + len)));
        i += len;
      } else if (
        c === 33 ||
        c === 63 ||
        c === 46 ||
        c === 44 ||
        c === 59 ||
        c === 58 ||
        c === 0x2026 ||
        c === 0xbf ||
        c === 0xa1
      ) {
        i = scanPunct(text, i, end, out);
      } else {
        const cp = text.codePointAt(i) ?? c;
        if (isEmojiStart(cp) || (cp >= 0x1f1e6 && cp <= 0x1f1ff)) {
          i = scanEmoji(text, i, end, cp, out);
        } else if (c === 60 /* < */ && text.charCodeAt(i + 1) === 51 /* 3 */) {
          out.push(token(Kind.Emoticon, "<3")); // a heart glued to a word: "love it<3"
          i += 2;
          while (i < end && text.charCodeAt(i) === 51) i++;
        } else {
          i += cp > 0xffff ? 2 : 1; // quotes, brackets, symbols: not tokens
        }
      }
    }
  }
  return out;
}

export function hasMarkup(text: string): boolean {
  return text.includes("&") || text.includes("<");
}

/**
 * YouTube's textDisplay and many exports carry HTML: entities, <br> for line breaks, and <a>
 * around links and timestamps. Keep the visible text only.
 */
export function decodeMarkup(text: string): string {
  return decodeEntities(text.replace(/<br\s*\/?>/gi, "\n").replace(/<\/?[a-z][^>]*>/gi, " "));
}

/**
 * What a viewer sees of a comment, the text every detector reads: YouTube's HTML decoded,
 * letters in a styled font as the plain letters they stand for, and a word spelled out letter by
 * letter as that word (styled-letters.ts).
 */
export function visibleText(raw: string): string {
  return joinedSpacedLetters(plainLetters(hasMarkup(raw) ? decodeMarkup(raw) : raw));
}

/** Common emoticons recognised even without spaces around them; longest first. */
const GLUED = [
  ":'(",
  ":')",
  ":-)",
  ":-(",
  ";-)",
  ":-D",
  ":-P",
  ":-p",
  ":)",
  ":(",
  ":D",
  ":P",
  ":p",
  ";)",
  ":/",
  "=)",
  "=(",
  "=D",
  ":3",
  ":o",
  ":O",
];

/** Length of a common emoticon starting at i and ending the chunk or followed by punctuation; else 0. */
function gluedEmoticon(text: string, i: number, end: number): number {
  for (const e of GLUED) {
    if (i + e.length > end || !text.startsWith(e, i)) continue;
    const after = i + e.length;
    if (after === end || !isWordChar(text.charCodeAt(after))) return e.length;
  }
  return 0;
}

function isWordChar(c: number): boolean {
  return isLetter(c) || isDigit(c) || c === 95;
}

function isLetterOrDigitChunk(text: string, start: number, end: number): boolean {
  for (let k = start; k < end; k++) {
    const c = text.charCodeAt(k);
    if (!isLetter(c) && !isDigit(c)) return false;
  }
  return true;
}

/**
 * Letters, digits, inner apostrophes ("don't", "it’s") and inner hyphens: a compound stays one
 * word ("mock-up", "tax-the-rich") because its parts rarely keep their own feeling.
 */
function scanWord(text: string, lower: string, start: number, end: number, out: Token[]): number {
  let j = start;
  let upper = 0;
  let lowerCount = 0;
  let run = 1;
  let elongated = false;
  let prev = -1;
  let curly = false;
  while (j < end) {
    const c = text.charCodeAt(j);
    if (isLetter(c) || isDigit(c)) {
      if (c >= 65 && c <= 90) upper++;
      else if (c >= 97 && c <= 122) lowerCount++;
      const lc = lower.charCodeAt(j);
      if (lc === prev) {
        run++;
        if (run >= 3 && !isDigit(c)) elongated = true;
      } else run = 1;
      prev = lc;
      j++;
    } else if ((c === 39 || c === 0x2019 || c === 45) && j + 1 < end && isLetter(text.charCodeAt(j + 1))) {
      if (c === 0x2019) curly = true;
      prev = -1;
      j++;
    } else break;
  }
  let word = lower.slice(start, j);
  if (curly) word = word.replaceAll("\u2019", "'");
  // A lone capital W or L is the slang verdict ("huge W"); lower-case "w" is "with" ("w/").
  if (j - start === 1 && (text.charCodeAt(start) === 87 || text.charCodeAt(start) === 76) && text.charCodeAt(j) !== 47)
    word = text[start] as string;
  out.push(token(Kind.Word, word, upper >= 2 && lowerCount === 0, elongated, 0, wordInfo(word)));
  return j;
}

/** Numbers, timestamps (2:31, 1:02:03) and alphanumerics that start with a digit (4k, 1080p, sub4sub). */
function scanNumber(text: string, lower: string, start: number, end: number, out: Token[]): number {
  let j = start;
  while (j < end && isDigit(text.charCodeAt(j))) j++;
  // m:ss or h:mm:ss
  if (
    j - start <= 2 &&
    text.charCodeAt(j) === 58 &&
    isDigit(text.charCodeAt(j + 1)) &&
    isDigit(text.charCodeAt(j + 2))
  ) {
    let k = j + 3;
    if (text.charCodeAt(k) === 58 && isDigit(text.charCodeAt(k + 1)) && isDigit(text.charCodeAt(k + 2))) k += 3;
    if (k >= end || !isDigit(text.charCodeAt(k))) {
      out.push(token(Kind.Timestamp, text.slice(start, k)));
      return k;
    }
  }
  if (j < end && isLetter(text.charCodeAt(j))) {
    while (j < end && (isLetter(text.charCodeAt(j)) || isDigit(text.charCodeAt(j)))) j++;
    const word = lower.slice(start, j);
    out.push(token(Kind.Word, word, false, false, 0, wordInfo(word)));
    return j;
  }
  // Decimals and thousands: 4.5, 1,000
  while (j + 1 < end && (text.charCodeAt(j) === 46 || text.charCodeAt(j) === 44) && isDigit(text.charCodeAt(j + 1))) {
    j++;
    while (j < end && isDigit(text.charCodeAt(j))) j++;
  }
  out.push(token(Kind.Number, text.slice(start, j)));
  return j;
}

/** A run of . , ; : ! ? … ¿ ¡ becomes one token whose text is the run (",", "!!!", "?!", "..."). */
function scanPunct(text: string, start: number, end: number, out: Token[]): number {
  let j = start;
  while (j < end) {
    const c = text.charCodeAt(j);
    if (
      c === 33 ||
      c === 63 ||
      c === 46 ||
      c === 44 ||
      c === 59 ||
      c === 58 ||
      c === 0x2026 ||
      c === 0xbf ||
      c === 0xa1
    )
      j++;
    else break;
  }
  let run = text.slice(start, j);
  if (run.includes("\u2026")) run = run.replaceAll("\u2026", "...");
  out.push(token(Kind.Punct, run));
  return j;
}

function scanEmoji(text: string, start: number, end: number, first: number, out: Token[]): number {
  let j = start + (first > 0xffff ? 2 : 1);
  // Flags are pairs of regional indicators.
  if (first >= 0x1f1e6 && first <= 0x1f1ff) {
    const next = text.codePointAt(j) ?? 0;
    if (next >= 0x1f1e6 && next <= 0x1f1ff) j += 2;
  }
  while (j < end) {
    const cp = text.codePointAt(j) ?? 0;
    if (isEmojiModifier(cp)) {
      j += cp > 0xffff ? 2 : 1;
    } else if (cp === 0x200d && j + 1 < end) {
      // Zero-width joiner: the next pictograph is part of this emoji (👨‍💻).
      const next = text.codePointAt(j + 1) ?? 0;
      j += 1 + (next > 0xffff ? 2 : 1);
    } else break;
  }
  out.push(token(Kind.Emoji, text.slice(start, j), false, false, first));
  return j;
}
