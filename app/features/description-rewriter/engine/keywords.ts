// Finding target keywords in text.
//
// Text and keywords are compared word by word after the same folding: NFKC (styled Unicode
// letters become plain ones), lower case, apostrophes dropped, plurals folded ("budget cameras"
// is an occurrence of "budget camera"). The words of one occurrence must stand next to each
// other, separated by spaces or one hyphen only: "budget-camera" counts, "budget. Camera" and
// "budget and camera" do not. Chinese and Japanese characters are one word each (see text.ts).
import { singular } from "~/lib/title-words";
import { isUnspacedScript, wordUnits, type WordUnit } from "./text";

/** The comparable form of one word. */
export function foldWord(word: string): string {
  const lower = word.normalize("NFKC").replace(/['’ʼ]/g, "").toLowerCase();
  return isUnspacedScript(lower) ? lower : singular(lower);
}

/** A keyword as shown: NFKC, lower case, single spaces, no angle brackets (YouTube rejects them). */
export function normaliseKeyword(keyword: string): string {
  return keyword.normalize("NFKC").toLowerCase().replace(/[<>]/g, " ").replace(/\s+/g, " ").trim();
}

export function units(text: string): WordUnit[] {
  return wordUnits(text, foldWord);
}

/** The folded words of a keyword ("Budget Cameras" -> ["budget", "camera"]). */
export function keywordWords(keyword: string): string[] {
  return units(keyword).map((unit) => unit.norm);
}

/** Distinct usable keywords (at least one word), normalised, in their order. */
export function cleanKeywords(keywords: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of keywords) {
    const keyword = normaliseKeyword(raw);
    const key = keywordWords(keyword).join(" ");
    if (key === "" || seen.has(key)) continue;
    seen.add(key);
    out.push(keyword);
  }
  return out;
}

// Spaces, or spaces around one dash: with the dash optional the two space runs could share a run.
const GAP = /^[\p{Zs}\t]*(?:[-‐‑–][\p{Zs}\t]*)?$/u;

export type Occurrence = { keyword: string; first: number; last: number; start: number; end: number };

/**
 * Occurrences of each keyword among the units of `text` (the text the units came from, needed
 * to check what stands between two words). Per keyword, occurrences do not overlap.
 */
export function findOccurrences(
  text: string,
  textUnits: readonly WordUnit[],
  keywords: readonly string[],
): Occurrence[] {
  const out: Occurrence[] = [];
  for (const keyword of keywords) {
    const words = keywordWords(keyword);
    if (words.length === 0) continue;
    for (let i = 0; i + words.length <= textUnits.length; i++) {
      let ok = true;
      for (let k = 0; k < words.length && ok; k++) {
        const unit = textUnits[i + k]!;
        if (unit.norm !== words[k]) ok = false;
        else if (k > 0 && !GAP.test(text.slice(textUnits[i + k - 1]!.end, unit.start))) ok = false;
      }
      if (!ok) continue;
      const last = i + words.length - 1;
      out.push({ keyword, first: i, last, start: textUnits[i]!.start, end: textUnits[last]!.end });
      i = last;
    }
  }
  return out;
}

/** The first occurrence of a keyword in a piece of text, or null. */
export function firstOccurrence(text: string, keyword: string): Occurrence | null {
  return findOccurrences(text, units(text), [keyword])[0] ?? null;
}
