// Other searches to offer when one found nothing.
//
// A search that finds nothing had no word any video holds: YouTube answers with its nearest
// results rather than nothing while one word of a query matches (and so do our fakes: the
// built-in one lets go the words no video holds, the stand-in ranks by how many words a video
// holds). So the query's own words are never offered back: each of them alone would find nothing
// too ("zzxq asdkjqwe" once came back as "Try: zzxq, asdkjqwe"). What is offered instead:
//   1. the query spelled with words known to find videos, where a word of it is one slip away from
//      one ("webcms" -> "webcams"): known words are those of the titles the workspace's own earlier
//      searches found, and of the example searches;
//   2. the example searches.
import { STOPWORDS } from "~/lib/stopwords";
import { EXAMPLE_QUERIES } from "./messages";

/** Suggestions offered at most. */
export const MAX_SUGGESTIONS = 4;

/** Words of a text in lower case, apostrophes dropped, split on anything not a letter or digit. */
export function suggestionWords(text: string): string[] {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/['’]/g, "")
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/**
 * Edit distance with adjacent swaps (optimal string alignment), or `limit + 1` as soon as it must
 * exceed `limit`: "webcms" -> "webcams" is 1, "wbecam" -> "webcam" is 1.
 */
export function editDistance(a: string, b: string, limit: number): number {
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[y.length]!, limit + 1);
}

/** Slips allowed for a word of this length: none under 4 letters (too many real words lie one letter apart). */
function slipsFor(word: string): number {
  const length = [...word].length;
  return length < 4 ? 0 : length < 8 ? 1 : 2;
}

/** The known word closest to `word` within its slips (the commonest of equally close ones), or null. */
function spelledAs(word: string, known: ReadonlyMap<string, number>): string | null {
  const slips = slipsFor(word);
  if (slips === 0 || /^\p{N}+$/u.test(word)) return null;
  let best: { word: string; distance: number; count: number } | null = null;
  for (const [candidate, count] of known) {
    if (candidate === word || STOPWORDS.has(candidate)) continue;
    const distance = editDistance(word, candidate, slips);
    if (distance > slips) continue;
    if (
      !best ||
      distance < best.distance ||
      (distance === best.distance && (count > best.count || (count === best.count && candidate < best.word)))
    )
      best = { word: candidate, distance, count };
  }
  return best?.word ?? null;
}

/**
 * Up to `max` searches to offer for a query that found nothing: the query respelled with known
 * words (its words that match none left out), then the examples; never one of the query's own words
 * nor the query itself. `knownTexts`: titles of videos earlier searches found.
 */
export function searchSuggestions(
  query: string,
  options: { knownTexts?: readonly string[]; max?: number } = {},
): string[] {
  const max = options.max ?? MAX_SUGGESTIONS;
  const asked = suggestionWords(query);
  const known = new Map<string, number>();
  for (const text of [...(options.knownTexts ?? []), ...EXAMPLE_QUERIES]) {
    for (const word of suggestionWords(text)) known.set(word, (known.get(word) ?? 0) + 1);
  }
  const respelled = asked
    .filter((word) => !STOPWORDS.has(word))
    .map((word) => spelledAs(word, known))
    .filter((word): word is string => word !== null);

  const own = new Set([asked.join(" "), ...asked]);
  const out: string[] = [];
  const seen = new Set<string>();
  const offer = (candidate: string) => {
    const key = suggestionWords(candidate).join(" ");
    if (out.length >= max || key === "" || own.has(key) || seen.has(key)) return;
    seen.add(key);
    out.push(candidate);
  };
  if (respelled.length > 0) offer([...new Set(respelled)].join(" "));
  for (const example of EXAMPLE_QUERIES) offer(example);
  return out;
}
