// Concrete title rewrites that never invent a fact. Every rewrite here only removes words,
// moves them, changes their case, or adds punctuation ("?", brackets), so the new title's words
// are always a subset of the old one's (checked by sameWords). A change that would need a new
// word ("add a number", "start with How to") is not offered at all; the suggestion engine then
// looks for another change or skips the video.
//
// Rewrites work on the NFKC-folded title (see normaliseTitle): styled letters come back plain.
import {
  EMOTIONAL_WORDS,
  MOBILE_TITLE_LIMIT,
  capitalsShareOf,
  keywordPositionOf,
  normaliseTitle,
  opensQuestion,
  titleFeatures,
  titleWords,
} from "./title-features";
import { trailerStart } from "./title-trailer";

/**
 * Clause separators a title can be cut at, or whose clauses can be swapped. Space runs are entered
 * at their first space only (lookbehind): a long run is walked once, not once per space.
 */
const SEPARATOR = /(?<!\s)\s+[|\-–—/·•~]+\s+|:\s+|(?<!\s)\s+[|]\s*/gu;
const UNSPACED_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;
/** A bracketed group (round, square or CJK). */
const BRACKET_GROUP = /\([^()]*\)|\[[^[\]]*\]|【[^【】]*】/gu;

/** Words that are emphasis when written in capitals ("Don't Buy THIS"), beyond the emotional ones. */
const INTENSIFIERS = new Set([
  "never",
  "only",
  "every",
  "all",
  "stop",
  "don't",
  "not",
  "no",
  "real",
  "free",
  "actually",
  "really",
  "this",
  "new",
  "must",
  "before",
]);

const QUALIFIER_NOUNS = new Set([
  "review",
  "tutorial",
  "guide",
  "unboxing",
  "walkthrough",
  "comparison",
  "explained",
  "course",
  "vlog",
  "update",
  "recap",
  "breakdown",
  "reaction",
  "teardown",
  "demo",
  "overview",
  "tour",
  "haul",
  "benchmark",
  "benchmarks",
  "test",
  "tested",
  "edition",
  "setup",
  "tips",
]);
const QUALIFIER_MODIFIERS = new Set([
  "full",
  "complete",
  "honest",
  "quick",
  "in-depth",
  "detailed",
  "beginner",
  "beginner's",
  "beginners",
  "long-term",
  "hands-on",
  "first",
  "ultimate",
  "step-by-step",
  "crash",
  "4k",
  "official",
  "deep",
  "video",
  "camera",
  "speed",
]);
const PREPOSITIONS = new Set([
  "to",
  "for",
  "with",
  "on",
  "in",
  "about",
  "from",
  "into",
  "of",
  "vs",
  "versus",
  "using",
  "inside",
]);
const ARTICLES = new Set(["a", "an", "the", "my", "your", "our", "this", "new"]);

const lengthOf = (text: string) => [...text].length;

function tidy(text: string): string {
  return text.replace(/\s{2,}/g, " ").trim();
}

/** Strip separators and spaces left at the end of a cut. Keeps ?, ! and closing brackets. */
function trimCut(text: string): string {
  return text.replace(/(?<![\s|\-–—/·•~:,;])[\s|\-–—/·•~:,;]+$/u, "");
}
const CUT_TRAILING = /[\s|\-–—/·•~:,;]/u;

/**
 * What shortenTitle and clauses ask of every head of the title, computed in one pass (asking it
 * of each head in turn took time quadratic in the title's separators: a Studio export's title
 * cell has no length limit). For each UTF-16 index i:
 *  - balanced[i]: text.slice(0, i) opens and closes its brackets in order;
 *  - trimmedEnd[i]: the length of trimCut(text.slice(0, i));
 *  - characters[i]: its length in characters (code points).
 */
function headFacts(text: string): { balanced: boolean[]; trimmedEnd: number[]; characters: number[] } {
  const balanced = [true];
  const trimmedEnd = [0];
  const characters = [0];
  let depth = 0;
  let broken = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if ("([【".includes(ch)) depth++;
    else if (")]】".includes(ch)) depth--;
    if (depth < 0) broken = true;
    balanced.push(!broken && depth === 0);
    trimmedEnd.push(CUT_TRAILING.test(ch) ? trimmedEnd[i]! : i + 1);
    // The second half of a surrogate pair continues the character before it.
    const continues = i > 0 && /[\uDC00-\uDFFF]/.test(ch) && /[\uD800-\uDBFF]/.test(text[i - 1]!);
    characters.push(characters[i]! + (continues ? 0 : 1));
  }
  return { balanced, trimmedEnd, characters };
}

/** Lower-case words of a title, for the "no new words" check. */
export function wordSet(title: string): Set<string> {
  return new Set(titleWords(normaliseTitle(title)).map((w) => w.lower));
}

/** True when every word of `rewritten` was already in `original` (case-insensitive). */
export function sameWords(original: string, rewritten: string): boolean {
  const before = wordSet(original);
  for (const word of wordSet(rewritten)) if (!before.has(word)) return false;
  return true;
}

/** Places a title may be cut without breaking a word: clause separators, sentence ends, bracketed or hashtag tails. */
function cutPoints(text: string): number[] {
  const points = new Set<number>();
  for (const m of text.matchAll(SEPARATOR)) points.add(m.index ?? 0);
  for (const m of text.matchAll(/[!?。](?=\s*[^\s!?。])|[)\]】](?=\s*[^\s)\]】!?.])/gu)) points.add((m.index ?? 0) + 1);
  for (const m of text.matchAll(/(?<!\s)\s+(?=[([【#])/gu)) points.add(m.index ?? 0);
  for (const m of text.matchAll(/(?<!\s)\s+(?=[\p{Extended_Pictographic}])/gu)) points.add(m.index ?? 0);
  return [...points].filter((p) => p > 0).sort((a, b) => b - a);
}

/**
 * The longest head of the title that fits in `maxLength` characters, cut only at a clause
 * boundary (" | ", " - ", " — ", ": ", a sentence end, before or after a bracketed group, before
 * hashtags or emoji). The head keeps at least two words (six characters in Japanese or Chinese,
 * which have no spaces) and the primary keyword when the title had it. Null when no cut fits.
 */
export function shortenTitle(
  title: string,
  maxLength = MOBILE_TITLE_LIMIT,
  primaryKeyword?: string | null,
): string | null {
  const text = normaliseTitle(title);
  if (lengthOf(text) <= maxLength) return null;
  const keywordAt = keywordPositionOf(text, primaryKeyword);
  const facts = headFacts(text);
  for (const point of cutPoints(text)) {
    const end = facts.trimmedEnd[point]!;
    if (facts.characters[end]! > maxLength || !facts.balanced[end]) continue;
    const head = text.slice(0, end);
    if (titleWords(head).length < 2 && !(UNSPACED_SCRIPT.test(head) && lengthOf(head) >= 6)) continue;
    if (keywordAt !== null && keywordPositionOf(head, primaryKeyword) === null) continue;
    return head;
  }
  return null;
}

type Clause = { text: string; separator: string };

/** The title split at clause separators; each clause remembers the separator before it. */
function clauses(text: string): Clause[] {
  const out: Clause[] = [];
  let last = 0;
  let separator = "";
  const { balanced } = headFacts(text);
  for (const m of text.matchAll(SEPARATOR)) {
    const index = m.index ?? 0;
    if (!balanced[index]) continue;
    out.push({ text: text.slice(last, index), separator });
    separator = m[0];
    last = index + m[0].length;
  }
  out.push({ text: text.slice(last), separator });
  return out.filter((c) => c.text.trim().length > 0);
}

/**
 * The title with its primary keyword moved to the front, without new words:
 *  - a later clause holding the keyword swaps to the front ("My Thoughts | Arch Linux Review"
 *    → "Arch Linux Review | My Thoughts");
 *  - a keyword ending the first clause after a preposition leads it ("Why I Switched to Arch
 *    Linux" → "Arch Linux: Why I Switched").
 * Null when neither applies or the keyword already leads.
 */
export function moveKeywordToFront(title: string, primaryKeyword: string | null | undefined): string | null {
  const text = normaliseTitle(title);
  const position = keywordPositionOf(text, primaryKeyword);
  if (position === null || position === 0) return null;

  const parts = clauses(text);
  const holding = parts.findIndex((c) => keywordPositionOf(c.text, primaryKeyword) !== null);
  if (holding > 0) {
    const moved = parts[holding]!;
    const rest = parts.filter((_, i) => i !== holding);
    const joiner = moved.separator.includes(":") ? ": " : moved.separator;
    const candidate = tidy(
      [moved.text.trim(), ...rest.map((c, i) => (i === 0 ? joiner : c.separator) + c.text.trim())].join(""),
    );
    const newPosition = keywordPositionOf(candidate, primaryKeyword);
    return newPosition !== null && newPosition < position ? candidate : null;
  }

  // Keyword inside the first clause: only when it ends that clause after a preposition.
  const first = parts[0];
  if (!first) return null;
  const words = titleWords(first.text);
  const start = keywordPositionOf(first.text, primaryKeyword);
  if (start === null || start === 0) return null;
  const keywordLength = titleWords(normaliseTitle(primaryKeyword ?? "")).length;
  if (start + keywordLength !== words.length) return null;
  let cut = start;
  if (cut > 0 && ARTICLES.has(words[cut - 1]!.lower)) cut--;
  if (cut === 0 || !PREPOSITIONS.has(words[cut - 1]!.lower)) return null;
  cut--;
  if (cut < 2) return null; // "Guide to Arch Linux" → "Arch Linux: Guide" says less than before.
  const lastWord = words.at(-1)!;
  const keywordText = first.text.slice(words[start]!.index, lastWord.index + lastWord.text.length);
  const restOfClause = trimCut(first.text.slice(0, words[cut]!.index));
  const tail = parts
    .slice(1)
    .map((c) => c.separator + c.text.trim())
    .join("");
  return tidy(`${keywordText}: ${restOfClause}${tail}`);
}

function titleCaseWord(word: string): string {
  const [first = "", ...rest] = [...word.toLowerCase()];
  return first.toUpperCase() + rest.join("");
}

function replaceWordAt(text: string, index: number, length: number, replacement: string): string {
  return text.slice(0, index) + replacement + text.slice(index + length);
}

function isAllCaps(word: string): boolean {
  const letters = [...word].filter((c) => c.toLowerCase() !== c.toUpperCase());
  return letters.length >= 2 && letters.every((c) => c === c.toUpperCase());
}

/**
 * One existing emphasis word (an emotional word or an intensifier: "best", "never", "this"...)
 * written in capitals so the title's capitals share reaches `atLeast`. Null when no such word
 * exists or none gets there.
 */
export function addCapsEmphasis(title: string, atLeast: number): string | null {
  const text = normaliseTitle(title);
  const candidates = titleWords(text).filter(
    (w) => !isAllCaps(w.text) && [...w.text].length >= 2 && (EMOTIONAL_WORDS.has(w.lower) || INTENSIFIERS.has(w.lower)),
  );
  for (const word of candidates) {
    const candidate = replaceWordAt(text, word.index, word.text.length, word.text.toUpperCase());
    if (capitalsShareOf(candidate) >= atLeast) return candidate;
  }
  return null;
}

/**
 * One ALL-CAPS word written in title case so the capitals share drops below `below`. Short
 * capitals that are probably acronyms (NAS, GPU, RTX: four letters or fewer and not an emphasis
 * word) are left alone. Prefers the word that removes the most capitals. Null when one word
 * is not enough (a title written entirely in capitals).
 */
export function removeCapsEmphasis(title: string, below: number): string | null {
  const text = normaliseTitle(title);
  const candidates = titleWords(text)
    .filter((w) => isAllCaps(w.text))
    .filter(
      (w) =>
        EMOTIONAL_WORDS.has(w.lower) ||
        INTENSIFIERS.has(w.lower) ||
        [...w.text].filter((c) => /\p{L}/u.test(c)).length >= 5,
    )
    .sort((a, b) => b.text.length - a.text.length || a.index - b.index);
  for (const word of candidates) {
    const candidate = replaceWordAt(text, word.index, word.text.length, titleCaseWord(word.text));
    if (capitalsShareOf(candidate) < below) return candidate;
  }
  return null;
}

/** Splits trailing bracket groups, emoji and hashtags off a title. */
function splitTrailer(text: string): { core: string; trailer: string } {
  const start = trailerStart(text);
  if (start === null || start === 0) return { core: text, trailer: "" };
  return { core: text.slice(0, start), trailer: text.slice(start) };
}

/**
 * The title as a question, only where adding "?" is natural English: its last clause already
 * reads as one ("… - Is It Worth It", "Which One Should You Buy", "… Worth the Upgrade", "Mac
 * or PC"). The "?" goes before any bracketed or emoji tail, replacing a final "!" or ".".
 * Null otherwise (a statement like "I Tried Linux" is never turned into a question).
 */
export function toQuestion(title: string): string | null {
  const text = normaliseTitle(title);
  if (titleFeatures(text).isQuestion) return null;
  const { core, trailer } = splitTrailer(text);
  const stem = core.replace(/(?<![\s.!…])[\s.!…]+$/u, "");
  const last = clauses(stem).at(-1)?.text ?? stem;
  const words = titleWords(last);
  if (words.length < 2 || words.length > 8) return null;
  const first = words[0]!.lower;
  const natural =
    opensQuestion(last) ||
    first === "worth" ||
    (first === "still" && words[1]!.lower === "worth") ||
    (words.length <= 4 && words.slice(1, -1).some((w) => w.lower === "or"));
  if (!natural) return null;
  return `${stem}?${trailer}`;
}

/**
 * An existing qualifier wrapped in brackets: the year of publication (or the next year, as
 * "2027" videos come out in late 2026) ending a clause, or a trailing format phrase ("Full
 * Review", "Tutorial", "for Beginners"). A separator before it is dropped, and "in"/"for"
 * before a year ("Best Laptops in 2026" → "Best Laptops (2026)"). Null when there is none or
 * the title already has brackets.
 */
export function bracketQualifier(title: string, publishedYear: number | null): string | null {
  const text = normaliseTitle(title);
  if (titleFeatures(text).hasBrackets) return null;
  const { core, trailer } = splitTrailer(text);
  const stem = trimCut(core);

  if (publishedYear !== null) {
    const years = [publishedYear, publishedYear + 1].map(String);
    // Space runs entered at their first space only (lookbehinds), so each is walked once.
    const yearPattern =
      /((?<!\s)\s*[|\-–—:,]\s*|(?<!\s)\s+)(?:(?:in|for|of)\s+)?((?:19|20)\d\d)(?=$|\s*[|\-–—:]\s|[!?])/giu;
    for (const m of stem.matchAll(yearPattern)) {
      const year = m[2]!;
      if (!years.includes(year)) continue;
      const before = trimCut(stem.slice(0, m.index ?? 0));
      if (titleWords(before).length < 2) continue;
      const after = stem.slice((m.index ?? 0) + m[0].length);
      return tidy(`${before} (${year})${after}${trailer}`);
    }
  }

  const words = titleWords(stem);
  const lastWord = words.at(-1);
  if (!lastWord) return null;
  let start = -1;
  if (QUALIFIER_NOUNS.has(lastWord.lower)) {
    start = words.length - 1;
    while (start > 0 && words.length - start < 3 && QUALIFIER_MODIFIERS.has(words[start - 1]!.lower)) start--;
  } else if (lastWord.lower === "beginners" && words.at(-2)?.lower === "for") {
    start = words.length - 2;
  }
  if (start < 2) return null; // keep at least two words outside the brackets
  const qualifier = stem.slice(words[start]!.index);
  const before = trimCut(stem.slice(0, words[start]!.index));
  if (!/[\p{L}\p{N}]/u.test(before.slice(-1)) && !/[!?)]$/u.test(before)) return null;
  return tidy(`${before} (${qualifier})${trailer}`);
}

/**
 * The title without brackets: each group's content kept in place ("(2026)" → "2026"), a group
 * holding no words (emoji only) dropped. Null when there is nothing to unwrap.
 */
export function unwrapBrackets(title: string): string | null {
  const text = normaliseTitle(title);
  if (!titleFeatures(text).hasBrackets) return null;
  const unwrapped = text.replace(BRACKET_GROUP, (group) => {
    const inner = group.slice(1, -1).trim();
    return /[\p{L}\p{N}]/u.test(inner) ? ` ${inner} ` : " ";
  });
  const candidate = tidy(unwrapped.replace(/(?<!\s)\s+([!?,.])/g, "$1"));
  return candidate !== text && candidate.length > 0 ? candidate : null;
}
