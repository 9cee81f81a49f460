// Flesch reading ease (Rudolf Flesch, "A New Readability Yardstick", Journal of Applied
// Psychology 32(3), 1948):
//
//   206.835 − 1.015 × (words ÷ sentences) − 84.6 × (syllables ÷ words)
//
// It is an English formula: its constants were fitted to English prose and the syllable count
// below is an English spelling heuristic. For other languages it is a rough guide only.
// Callers pass text with URLs, e-mail addresses, timestamps and hashtags masked out.
import { wordUnits } from "./text";

/**
 * Syllables of an English word, by spelling: groups of vowels (a e i o u y), minus a silent
 * final "e" ("make"; not "table"), "es" ("makes"; not "boxes", "places", "tables") or "ed"
 * ("jumped"; not "wanted"). Words of three letters or fewer, numbers and words in other
 * alphabets count as one. Accents are ignored ("café" is "cafe").
 */
export function syllables(word: string): number {
  const w = word
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z]/g, "");
  if (w.length <= 3) return 1;
  let count = (w.match(/[aeiouy]+/g) ?? []).length;
  if (/[^aeiouy]e$/.test(w) && !/[^aeiouy]le$/.test(w)) count--;
  else if (/[^aeiouy]es$/.test(w) && !/(?:[sxzcg]|ch|sh|[^aeiouy]l)es$/.test(w)) count--;
  else if (/[^aeiouytd]ed$/.test(w)) count--;
  return Math.max(1, count);
}

/** Sentence ends: . ! ? … (and their CJK forms) before a space or the end, or a line break. */
// A run of end marks is tried from its first mark only (lookbehind): "....." is one scan, not one per mark.
const SENTENCE_END = /(?<![.!?…。！？])[.!?…。！？]+(?=[\s"'”’)\]\u0000]|$)|[。！？]|\n/u;

export type Readability = { score: number; words: number; sentences: number; syllables: number; raw: number | null };

export function fleschReadingEase(text: string): Readability {
  let words = 0;
  let sentences = 0;
  let syllableCount = 0;
  for (const sentence of text.split(new RegExp(SENTENCE_END, "gu"))) {
    const sentenceWords = wordUnits(sentence, (w) => w);
    if (sentenceWords.length === 0) continue;
    sentences++;
    words += sentenceWords.length;
    for (const unit of sentenceWords) syllableCount += syllables(unit.surface);
  }
  if (words === 0) return { score: 0, words, sentences, syllables: syllableCount, raw: null };
  const raw = 206.835 - 1.015 * (words / sentences) - 84.6 * (syllableCount / words);
  return { score: Math.round(Math.min(100, Math.max(0, raw))), words, sentences, syllables: syllableCount, raw };
}

/** Flesch's own bands, for the details. */
export function fleschBand(score: number): string {
  if (score >= 90) return "very easy";
  if (score >= 80) return "easy";
  if (score >= 70) return "fairly easy";
  if (score >= 60) return "plain English";
  if (score >= 50) return "fairly difficult";
  if (score >= 30) return "difficult";
  return "very difficult";
}
