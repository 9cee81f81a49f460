// Titles that name a sports match: "Watford 2-1 Arsenal | …", "Resumen de Atlético de Madrid vs
// FC Barcelona (1-1)", "'Bilic has gotta go' West Ham 1 Swansea 0". Content Ideas treats a match
// as news, not something to make next; Series Planner groups a channel's match videos into one
// series. Both read a title the same way through these.
import { TITLE_READ } from "./title-words";

/**
 * A score between two numbers of goals or points ("Man City 5-0 Crystal Palace", "(1-1)"), not a
 * range inside a date or a longer number, nor a range of a measure ("19-23 Weeks", "3-5 kg").
 */
export const SCORE =
  /(?<![\p{N}.:/–-])\p{N}{1,2} ?[-–] ?\p{N}{1,2}(?![\p{N}.:/–-]| ?(?:weeks?|days?|months?|years?|yrs?|hours?|hrs?|mins?|minutes?|secs?|seconds?|kgs?|lbs?|pounds|miles?|km|mph|%|x\b|yo\b|year olds?))/iu;
export const VERSUS = /(?:^| )(?:vs\.?|v\.?|versus|contre|contra|gegen)(?: |$)/iu;
/** A sport's season ("2017/2018", "2017-18"): two sides set against each other in its title are a fixture. */
export const SEASON = /(?<!\p{N})(?:19|20)\d\d[/-](?:(?:19|20)\d\d|\d\d)(?!\p{N})/u;

/** Words that number a series, not a team's goals ("Season 2 Episode 5", "Part 1 Day 3"). */
const NUMBERED = /\b(?:season|series|episode|ep|part|pt|vol|volume|chapter|day|week|round|level|top|no|game|gen)\b/iu;
/** A team's name in a written result: one or two capitalised words ("Swansea", "West Brom"). */
const TEAM = "\\p{Lu}[\\p{L}'.]*(?: \\p{Lu}[\\p{L}'.]*)?";
/** A result written as words and numbers at a phrase's end: "… West Ham 1 Swansea 0". */
const SPACED_RESULT = new RegExp(` (${TEAM}) \\d{1,2} (${TEAM}) \\d{1,2}$`, "u");
/** Small words inside a club's name ("Atlético de Madrid", "Brighton & Hove"). */
const JOINERS = new Set(["de", "del", "la", "di", "&"]);
/** A side is at most this many capitalised words ("West Brom", "Atlético de Madrid", "FC Köln"). */
const SIDE_WORDS = 2;

/** The result written at a phrase's end, where it starts and its two sides; null without one. */
function trailingResult(phrase: string): { index: number; sides: [string, string] } | null {
  const found = SPACED_RESULT.exec(phrase);
  if (!found || NUMBERED.test(found[1]!) || NUMBERED.test(found[2]!)) return null;
  return { index: found.index, sides: [found[1]!, found[2]!] };
}

/** A phrase without a result written at its end ("Paper Over the Cracks West Ham 1 Swansea 0" → "Paper Over the Cracks"). */
export function withoutTrailingResult(phrase: string): string {
  const result = trailingResult(phrase);
  return result ? phrase.slice(0, result.index) : phrase;
}

const isCapitalised = (word: string) => /^\p{Lu}/u.test(word) && !NUMBERED.test(word);
const isGoals = (word: string) => /^\p{N}{1,2}$/u.test(word);
const isNameChar = (char: string) => /[\p{L}\p{N}&]/u.test(char);
/** A word without the punctuation around it ("(DT", "Haters!!", "'Bilic"), a full stop after it too. */
function bare(word: string): string {
  const chars = [...word];
  let start = 0;
  let end = chars.length;
  while (start < end && !isNameChar(chars[start]!)) start++;
  while (end > start && !isNameChar(chars[end - 1]!)) end--;
  return chars.slice(start, end).join("");
}

/** The capitalised words next to `at`, walking away from it (`step` −1: leftwards), joiners kept inside. */
function sideFrom(words: readonly string[], at: number, step: 1 | -1): string | null {
  const taken: string[] = [];
  let caps = 0;
  for (let i = at; i >= 0 && i < words.length && caps < SIDE_WORDS; i += step) {
    const word = words[i]!;
    if (isCapitalised(word)) {
      taken.push(word);
      caps++;
    } else if (JOINERS.has(word.toLowerCase()) && caps > 0 && isCapitalised(words[i + step] ?? "")) taken.push(word);
    else break;
  }
  if (caps === 0) return null;
  return (step === -1 ? taken.reverse() : taken).join(" ");
}

/**
 * The two sides of the match a title names, as written ("Watford", "Arsenal"), or null when it
 * names none. A match is a score between two sides ("Watford 2-1 Arsenal"), two sides set against
 * each other ("Chile vs Ecuador") in a title that also has a score or a season (without one, "vs"
 * is a comparison: "Teenage VS Twentysomething"), or a result written as words and numbers at the
 * end of a part ("West Ham 1 Swansea 0").
 */
export function matchSides(whole: string): [string, string] | null {
  const title = whole.slice(0, TITLE_READ);
  const scored = SCORE.test(title);
  const fixture = scored || SEASON.test(title);
  // Parts split at " | ", brackets, colons and commas, and a dash between words ("Man City 5 - 0
  // Crystal Palace" keeps its score whole).
  for (const part of title.split(/(?<!\p{N}) [–—-] | [–—-] (?!\p{N})| ?[|(),:] ?/u)) {
    const words = part
      .split(/\s+/u)
      .map((w) => (/^[-–]$/u.test(w) ? w : bare(w)))
      .filter((w) => w !== "");
    for (let i = 0; i < words.length; i++) {
      const word = words[i]!;
      // "2-1" as one word, or "2 - 1" as three.
      const scoreHere = /^\p{N}{1,2}[-–]\p{N}{1,2}$/u.test(word)
        ? 1
        : isGoals(word) && /^[-–]$/u.test(words[i + 1] ?? "") && isGoals(words[i + 2] ?? "")
          ? 3
          : 0;
      // Read with the word after it, so "19-23 Weeks" or "3-5 Kg" is a range, not a score.
      if (scoreHere > 0 && SCORE.test(words.slice(i, i + scoreHere + 1).join(" "))) {
        const left = sideFrom(words, i - 1, -1);
        const right = sideFrom(words, i + scoreHere, 1);
        if (left && right) return [left, right];
      }
      if (fixture && VERSUS.test(word)) {
        const left = sideFrom(words, i - 1, -1);
        const right = sideFrom(words, i + 1, 1);
        if (left && right) return [left, right];
      }
    }
    // "… West Ham 1 Swansea 0": goals after each side, at the part's end.
    const result = trailingResult(` ${words.join(" ")}`);
    if (result) return result.sides;
  }
  return null;
}
