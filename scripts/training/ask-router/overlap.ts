// Whether an evaluation phrasing repeats a training phrasing: the check that keeps the router's
// held-back sets from measuring what it was trained on . Two phrasings count as
// the same when, after normalising (lower case, curly quotes and apostrophes straightened, every
// run of punctuation and whitespace folded to one space), they are
// - the same text, or
// - near-duplicates: the Jaccard index of their word sets is at least NEAR_DUPLICATE_JACCARD
//   (|A ∩ B| / |A ∪ B|; words are the normalised text split on spaces, order and repeats ignored).
// 0.8 was fixed before any pair was scored: for short questions it allows one word in nine to
// differ ("why did nobody watch my last video" and "why did nobody watch my last video lol" share
// 7 of 8 words: 0.875, a duplicate), while two questions that differ in one content word of six
// ("what should my next video be" / "what should my next vlog be": 5 of 7, 0.71) are not.
// Nothing here is imported by product code.

export const NEAR_DUPLICATE_JACCARD = 0.8;

/** Lower case, quotes and apostrophes straightened, apostrophes dropped ("what's" → "whats"), punctuation and whitespace folded to single spaces. */
export function normalisePhrasing(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/'/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** The set of words of a normalised phrasing. */
export function wordSet(text: string): Set<string> {
  const normal = normalisePhrasing(text);
  return new Set(normal === "" ? [] : normal.split(" "));
}

/** |A ∩ B| / |A ∪ B| of the two phrasings' word sets (1 for two empty sets). */
export function wordJaccard(a: string, b: string): number {
  const x = wordSet(a);
  const y = wordSet(b);
  if (x.size === 0 && y.size === 0) return 1;
  let shared = 0;
  for (const word of x) if (y.has(word)) shared++;
  return shared / (x.size + y.size - shared);
}

export type Overlap = { evaluation: string; training: string; kind: "same text" | "near-duplicate"; jaccard: number };

/** Every evaluation phrasing that is the same text as, or a near-duplicate of, a training phrasing (its closest one). */
export function overlaps(evaluation: readonly string[], training: readonly string[]): Overlap[] {
  const trainingNormal = new Set(training.map(normalisePhrasing));
  const found: Overlap[] = [];
  for (const question of evaluation) {
    const normal = normalisePhrasing(question);
    if (trainingNormal.has(normal)) {
      found.push({
        evaluation: question,
        training: training.find((t) => normalisePhrasing(t) === normal)!,
        kind: "same text",
        jaccard: 1,
      });
      continue;
    }
    let best: { training: string; jaccard: number } | null = null;
    for (const t of training) {
      const jaccard = wordJaccard(question, t);
      if (!best || jaccard > best.jaccard) best = { training: t, jaccard };
    }
    if (best && best.jaccard >= NEAR_DUPLICATE_JACCARD)
      found.push({ evaluation: question, training: best.training, kind: "near-duplicate", jaccard: best.jaccard });
  }
  return found;
}
