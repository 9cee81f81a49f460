// What the Optimizer measures in a title. Each feature is one that title guides and creator tools
// argue about; here they are only measured, and effects.ts asks whether each one went with a
// higher or lower click-through on this channel.
//
// Titles are NFKC-folded first, so styled letters ("𝗕𝗘𝗦𝗧"), full-width forms ("？", "１０") and
// curly apostrophes read like their plain forms. Word lists are English; other languages still
// get length, digits, "?", brackets, capitals and keyword position, which need no word list.
import { singular } from "~/lib/title-words";

/** YouTube cuts titles on mobile feeds at about this many characters. */
export const MOBILE_TITLE_LIMIT = 60;

export type TitleFeatures = {
  /** Characters (code points). */
  length: number;
  /** length > 60. */
  truncatedOnMobile: boolean;
  /** A digit or a number word (three, ten, ...). */
  hasNumber: boolean;
  /** Ends with "?" or starts with a question word. */
  isQuestion: boolean;
  /** () or [] (or the CJK 【】). */
  hasBrackets: boolean;
  /** Share (0–1) of letters that are capitals in words of 2+ letters written ALL CAPS. */
  capitalsShare: number;
  /** I, I'm, my, me, we, our, you, your ... */
  firstOrSecondPerson: boolean;
  /** "how to" / "how i". */
  howTo: boolean;
  /** 0-based word index where the video's primary keyword starts in the title; null if absent. */
  keywordPosition: number | null;
  /** Count from EMOTIONAL_WORDS. */
  emotionalWords: number;
};

/** A word: letters, marks and digits, with inner apostrophes ("I'm", "don't"). */
const WORD = /[\p{L}\p{M}\p{N}]+(?:'[\p{L}\p{M}\p{N}]+)*/gu;
const UNSPACED_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;

/**
 * Number words. "one" is left out on purpose: in titles it is nearly always a pronoun or
 * article ("the one thing", "one of the best"), not a count.
 */
export const NUMBER_WORDS: ReadonlySet<string> = new Set(
  (
    "two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen " +
    "seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred " +
    "thousand million billion dozen"
  ).split(" "),
);

/** Question words that open a question whatever follows ("Which ...", "Why Is ..."). */
const WH_WORDS = new Set(["what", "why", "how", "which", "who", "whom", "whose", "when", "where"]);
/** Auxiliaries that open a yes/no question ("Is This ...", "Should You ..."). */
const AUX_WORDS = new Set([
  "is",
  "are",
  "was",
  "were",
  "can",
  "could",
  "should",
  "would",
  "will",
  "does",
  "did",
  "shall",
]);
/** "Do"/"Have" start imperatives too ("Do This First"); they count only before a pronoun. */
const AUX_NEEDS_PRONOUN = new Set(["do", "have", "has"]);
const PRONOUNS = new Set(["i", "you", "we", "they", "he", "she", "it"]);
/** After a question word, I/we usually opens an explanation, not a question: "Why I Quit ...". */
const STATEMENT_SUBJECTS = new Set(["i", "i'm", "i've", "we", "we're", "we've", "to"]);

/** First- and second-person words. "US" in capitals is the country and does not count. */
export const FIRST_SECOND_PERSON: ReadonlySet<string> = new Set(
  (
    "i i'm i've i'd i'll me my mine myself we we're we've we'd we'll us our ours ourselves " +
    "you you're you've you'd you'll your yours yourself yourselves"
  ).split(" "),
);

/**
 * Emotional words, the hype vocabulary title guides recommend or warn against. Plurals fold
 * ("mistakes" counts as "mistake"). Kept small on purpose: each word is unambiguous in a title.
 */
export const EMOTIONAL_WORDS: ReadonlySet<string> = new Set(
  (
    "best worst insane honest honestly never mistake secret shocking shocked crazy amazing incredible " +
    "unbelievable terrible awful perfect ultimate epic brutal regret hate love truth warning dangerous " +
    "disaster ruined destroyed nightmare scary wrong finally"
  ).split(" "),
);

type Word = { text: string; lower: string; index: number };

/** NFKC fold, curly apostrophes to straight ones. */
export function normaliseTitle(title: string): string {
  return String(title ?? "")
    .normalize("NFKC")
    .replace(/[’ʼ`´]/g, "'")
    .trim();
}

/** The title's words in order, with their offsets in the normalised title. */
export function titleWords(normalised: string): Word[] {
  const words: Word[] = [];
  for (const match of normalised.matchAll(WORD)) {
    words.push({ text: match[0], lower: match[0].toLowerCase(), index: match.index ?? 0 });
  }
  return words;
}

function isCased(ch: string): boolean {
  return ch.toLowerCase() !== ch.toUpperCase();
}

/** Share of cased letters that stand in ALL-CAPS words of 2+ cased letters. */
export function capitalsShareOf(normalised: string): number {
  let total = 0;
  let caps = 0;
  for (const match of normalised.matchAll(WORD)) {
    const letters = [...match[0]].filter(isCased);
    total += letters.length;
    if (letters.length >= 2 && letters.every((c) => c === c.toUpperCase())) caps += letters.length;
  }
  return total === 0 ? 0 : caps / total;
}

function fold(lower: string): string {
  return singular(lower.replace(/'/g, ""));
}

/** Whether the words of `needle` start at `words[at]`. */
function matchesAt(words: readonly Word[], at: number, needle: readonly string[]): boolean {
  for (let k = 0; k < needle.length; k++) {
    const word = words[at + k];
    if (!word || fold(word.lower) !== needle[k]) return false;
  }
  return true;
}

/**
 * 0-based index of the title word where the keyword starts (case-, plural- and
 * punctuation-insensitive), or null. In unspaced scripts (Japanese, Chinese, Thai) a title
 * "word" is a whole run of characters, so a keyword found inside one counts at that word.
 */
export function keywordPositionOf(normalised: string, keyword: string | null | undefined): number | null {
  const needle = titleWords(normaliseTitle(keyword ?? "")).map((w) => fold(w.lower));
  if (needle.length === 0) return null;
  const words = titleWords(normalised);
  for (let i = 0; i < words.length; i++) if (matchesAt(words, i, needle)) return i;
  const joined = needle.join("");
  if (UNSPACED_SCRIPT.test(joined)) {
    for (let i = 0; i < words.length; i++) if (words[i]!.lower.includes(joined)) return i;
  }
  return null;
}

/** Whether a title (or clause) opens with "¿" or a question word, per the rules above. */
export function opensQuestion(text: string): boolean {
  const normalised = normaliseTitle(text);
  const words = titleWords(normalised);
  if (/^[^\p{L}\p{N}]*¿/u.test(normalised)) return true;
  const first = words[0]?.lower;
  const second = words[1]?.lower ?? "";
  if (!first) return false;
  if (WH_WORDS.has(first)) return !STATEMENT_SUBJECTS.has(second);
  if (AUX_WORDS.has(first)) return words.length > 1;
  if (AUX_NEEDS_PRONOUN.has(first)) return PRONOUNS.has(second);
  return false;
}

export function titleFeatures(title: string, primaryKeyword?: string | null): TitleFeatures {
  const text = normaliseTitle(title);
  const words = titleWords(text);
  const length = [...text].length;

  let hasNumber = /\p{Nd}/u.test(text);
  let firstOrSecondPerson = false;
  let howTo = false;
  let emotionalWords = 0;
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    if (NUMBER_WORDS.has(word.lower)) hasNumber = true;
    if (FIRST_SECOND_PERSON.has(word.lower) && word.text !== "US") firstOrSecondPerson = true;
    if (word.lower === "how" && ["to", "i", "i'm", "i've"].includes(words[i + 1]?.lower ?? "")) howTo = true;
    if (EMOTIONAL_WORDS.has(word.lower) || EMOTIONAL_WORDS.has(fold(word.lower))) emotionalWords++;
  }

  return {
    length,
    truncatedOnMobile: length > MOBILE_TITLE_LIMIT,
    hasNumber,
    // A "?" anywhere counts: titles often add a tail after the question ("Worth It? | Review").
    isQuestion: text.includes("?") || opensQuestion(text),
    // The first opener decides: if no closer follows it, none follows a later one (one pass, not one per opener).
    hasBrackets: /^[^([【]*[([【][^)\]】]*[)\]】]/u.test(text),
    capitalsShare: capitalsShareOf(text),
    firstOrSecondPerson,
    howTo,
    keywordPosition: keywordPositionOf(text, primaryKeyword),
    emotionalWords,
  };
}
