// Choosing target keywords from data.
//
// Candidates are the title's own terms (tokenized as everywhere else in Vidwise: stopwords and
// YouTube filler dropped, plurals folded) and their 2- and 3-word phrases where the words stand
// next to each other in the title. Demand terms (market search results for the topic) and channel
// terms (tags and titles of the channel's best videos) only ever *weight* candidates: a term is
// kept only if every one of its words is a word of the title, so nothing unrelated to the title
// can become a target keyword. Requested keywords come first, as typed.
//
// score = title phrase base (1 word 1.0, 2 words 1.2, 3 words 1.5; a data term whose words are in
//         the title but not side by side 0)
//       + demand weight ÷ the largest demand weight among grounded terms of the same length
//       + 0.5 × the same for channel weight
//       + for phrases, 0.5 × the average demand share of their words.
// Weights are compared within one phrase length because a single word is always contained in more
// search results than any phrase holding it. The primary keyword is the best candidate that
// appears as a phrase in the title, its words side by side as the checklist finds them (so a hook
// from the title can front-load it); then the rest by score,
// leaving out any whose words are all in keywords already chosen (so fewer than `limit` may come).
//
// Keywords are returned as the title writes them, in lower case ("true stories", "assassin’s creed
// origins"), never in the folded form they are compared in ("true story", "assassins creed
// origin"): the folded form is not English ("zomby", "puská", "orlean"), and someone checking the
// rewrite for the keyword they were shown must find it there letter for letter. A title of filler
// words only ("Was It Worth It?") gives its own first part as the keyword rather than none, so the
// rewrite still has a keyword to put in the preview.
import { tokenize, type TokenRun } from "~/lib/title-words";
import { cleanKeywords, firstOccurrence, keywordWords, normaliseKeyword } from "./keywords";
import { titleLine } from "./title-line";
import type { KeywordSources, WeightedTerm } from "./types";

// Without data, the longest phrase of the title is the likeliest search ("budget mechanical
// keyboard" rather than "budget mechanical"); data outweighs this order at once.
const BASE = [0, 1, 1.2, 1.5] as const;
const CHANNEL_FACTOR = 0.5;
const SUPPORT_FACTOR = 0.5;
/** The longest keyword derived from a title, in characters (a typed one is capped at 60 by the form and API too). */
export const MAX_DERIVED_KEYWORD_CHARACTERS = 60;
/** Words of the keyword a title of filler words gives (its first part, at most this many words). */
const FALLBACK_WORDS = 5;

type Candidate = {
  term: string;
  /** As the title writes it, lower case: what is returned. */
  surface: string;
  words: string[];
  inTitle: boolean;
  position: number;
  score: number;
  supported: boolean;
};

const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** Adjacent runs of 1–3 terms in a tokenized text. */
function phrases(run: TokenRun): { term: string; position: number }[] {
  const out: { term: string; position: number }[] = [];
  for (let i = 0; i < run.length; i++) {
    for (let n = 1; n <= 3 && i + n <= run.length; n++) {
      const slice = run.slice(i, i + n);
      if (slice.some((t) => t === null)) break;
      const terms = slice.map((t) => t!.term);
      // Unspaced scripts are already cut into character pairs; pairs of pairs are not phrases.
      if (new Set(terms).size < n || (n > 1 && terms.some((t) => UNSPACED.test(t)))) break;
      out.push({ term: terms.join(" "), position: i });
    }
  }
  return out;
}

/** A data term's canonical form: its title-words terms, if they run without a gap; else null. */
function canonical(term: string): string[] | null {
  const run = tokenize(term);
  let start = 0;
  let end = run.length;
  while (start < end && run[start] === null) start++;
  while (end > start && run[end - 1] === null) end--;
  const inner = run.slice(start, end);
  if (inner.length === 0 || inner.length > 3 || inner.some((t) => t === null)) return null;
  const words = inner.map((t) => t!.term);
  return words.length > 1 && words.some((w) => UNSPACED.test(w)) ? null : words;
}

/** Weight shares per term among grounded terms of the same length (0..1). */
function shares(terms: readonly WeightedTerm[] | undefined, titleWords: ReadonlySet<string>): Map<string, number> {
  const weights = new Map<string, number>();
  for (const { term, weight } of terms ?? []) {
    if (!Number.isFinite(weight) || weight <= 0) continue;
    const words = canonical(term);
    if (!words || !words.every((w) => titleWords.has(w))) continue;
    const key = words.join(" ");
    weights.set(key, (weights.get(key) ?? 0) + weight);
  }
  const max = new Map<number, number>();
  for (const [key, w] of weights) {
    const n = key.split(" ").length;
    max.set(n, Math.max(max.get(n) ?? 0, w));
  }
  return new Map([...weights].map(([key, w]) => [key, w / (max.get(key.split(" ").length) ?? w)]));
}

/** Up to `limit` target keywords (lowercase, 1–3 words), the primary first. */
export function targetKeywords(sources: KeywordSources, limit = 5): string[] {
  const max = Math.max(0, Math.floor(Number.isFinite(limit) ? limit : 5));
  const requested = cleanKeywords(sources.requested ?? []);
  const out = requested.slice(0, max);
  const taken = new Set(out.map((k) => keywordWords(k).join(" ")));
  if (out.length >= max) return out;

  // The title as the hook quotes it (no hashtags or links), and only phrases whose words stand
  // side by side there as the checklist reads them: "Mourinho 'shocked'" is two words apart for
  // the checklist (a quote between them), so "mourinho shocked" could never be found in a hook.
  const line = titleLine(sources.title);
  const run = tokenize(line);
  const titleWords = new Set(run.filter((t) => t !== null).map((t) => t.term));
  const demand = shares(sources.demandTerms, titleWords);
  const channel = shares(sources.channelTerms, titleWords);

  const candidates = new Map<string, Candidate>();
  for (const { term, position } of phrases(run)) {
    if (candidates.has(term)) continue;
    const occ = firstOccurrence(line, term);
    if (!occ) continue;
    const surface = asWritten(line.slice(occ.start, occ.end));
    // A keyword must fit the preview with room to spare: a 200-letter "word" is no search term.
    if ([...surface].length > MAX_DERIVED_KEYWORD_CHARACTERS || !sameWords(surface, term)) continue;
    const words = term.split(" ");
    candidates.set(term, {
      term,
      surface,
      words,
      inTitle: true,
      position,
      score: BASE[words.length as 1 | 2 | 3],
      supported: false,
    });
  }
  for (const key of [...demand.keys(), ...channel.keys()]) {
    if (candidates.has(key)) continue;
    const words = key.split(" ");
    const position = Math.min(...words.map((w) => run.findIndex((t) => t?.term === w)));
    // Its words as the title writes them ("sony cameras" for the data's "sony camera").
    const surface = words.map((w) => asWritten(run.find((t) => t?.term === w)?.surface ?? w)).join(" ");
    if (!sameWords(surface, key)) continue;
    candidates.set(key, { term: key, surface, words, inTitle: false, position, score: 0, supported: true });
  }
  for (const c of candidates.values()) {
    c.score += (demand.get(c.term) ?? 0) + CHANNEL_FACTOR * (channel.get(c.term) ?? 0);
    c.supported ||= demand.has(c.term) || channel.has(c.term);
    if (c.words.length > 1)
      c.score += (SUPPORT_FACTOR * c.words.reduce((sum, w) => sum + (demand.get(w) ?? 0), 0)) / c.words.length;
  }

  const ranked = [...candidates.values()]
    .filter((c) => !taken.has(c.term))
    .sort(
      (a, b) =>
        b.score - a.score ||
        b.words.length - a.words.length ||
        a.position - b.position ||
        (a.term < b.term ? -1 : a.term > b.term ? 1 : 0),
    );

  const chosen: Candidate[] = [];
  // Without requested keywords the primary must be a phrase of the title itself.
  if (out.length === 0) {
    const primary = ranked.find((c) => c.inTitle);
    if (primary) chosen.push(primary);
  }
  // A candidate whose words are all in chosen keywords already ("camera" after "budget camera",
  // "sony zv e10" after "sony zv" and "zv e10") would only inflate the density count.
  for (const c of ranked) {
    if (out.length + chosen.length >= max) break;
    if (chosen.includes(c)) continue;
    const covered = new Set([...out.flatMap(keywordWords), ...chosen.flatMap((p) => p.words)]);
    if (c.words.every((w) => covered.has(w))) continue;
    // Chinese and Japanese titles are cut into overlapping character pairs ("東京旅行" -> 東京, 京旅,
    // 旅行); without data behind it, a pair overlapping a chosen one is mostly a cut across words.
    if (
      !c.supported &&
      UNSPACED.test(c.term) &&
      chosen.some((p) => UNSPACED.test(p.term) && [...c.term].some((ch) => p.term.includes(ch)))
    )
      continue;
    chosen.push(c);
  }
  if (out.length === 0 && chosen.length === 0 && max > 0) {
    const own = fallbackKeyword(line);
    return own === null ? [] : [own];
  }
  return [...out, ...chosen.map((c) => c.surface)];
}

/** A piece of the title as a keyword: NFKC, lower case, single spaces. */
function asWritten(text: string): string {
  return normaliseKeyword(text);
}

/** True when a surface form reads as the same folded words as the term (so the checklist finds one where the other is). */
function sameWords(surface: string, term: string): boolean {
  return keywordWords(surface).join(" ") === keywordWords(term).join(" ");
}

/**
 * The keyword of a title whose words are all filler ("Was It Worth It?", "PLEASE DO THIS TODAY!"):
 * its first part (before "|", " - ", ": ", brackets, "!", "?", "."), at most FALLBACK_WORDS words, as written.
 * Null when the title has no letters or digits at all.
 */
function fallbackKeyword(line: string): string | null {
  const parts = line
    .split(/[|()[\]{}!?.。…]| [-–—]+ |: /u)
    .map((p) => p.trim())
    .filter((p) => keywordWords(p).length > 0);
  const first = parts[0];
  if (first === undefined) return null;
  const words = first.split(/\s+/).filter((w) => keywordWords(w).length > 0);
  const keyword = asWritten(words.slice(0, FALLBACK_WORDS).join(" "));
  if (keyword === "" || [...keyword].length > MAX_DERIVED_KEYWORD_CHARACTERS) return null;
  return firstOccurrence(line, keyword) ? keyword : null;
}
