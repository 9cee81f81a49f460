// Other searches to offer when one found nothing. A search finds videos that hold its words, so
// fewer words find more: the query's words that say something, one at a time (the last first: in
// English it usually names the thing, "budget webcams" → "webcams"), then the example chips.
import { STOPWORDS } from "~/lib/stopwords";
import { EXAMPLE_QUERIES } from "./messages";

/** Suggestions offered at most. */
export const MAX_SUGGESTIONS = 4;

export function searchSuggestions(query: string, max = MAX_SUGGESTIONS): string[] {
  const asked = query.trim().toLowerCase().replace(/\s+/g, " ");
  const words = asked
    .replace(/['’]/g, "")
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => [...word].length >= 2 && !STOPWORDS.has(word));
  const out: string[] = [];
  const seen = new Set([asked]);
  for (const candidate of [...words.reverse(), ...EXAMPLE_QUERIES]) {
    if (out.length >= max) break;
    const key = candidate.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(candidate);
  }
  return out;
}
