// Cluster names from their most distinctive terms.
//
// A term's distinctiveness is its mean TF-IDF weight inside the cluster minus its mean weight
// outside: "keyboard" in every keyboard video and nowhere else scores high; "setup", spread over
// every cluster, scores near zero. A term must appear in at least 30% of the cluster's videos,
// so one video's product name cannot name a topic. Terms sharing a word with a term already
// chosen are skipped ("mechanical keyboard" then "keyboard switch" would repeat "keyboard").
import { displayTerm } from "./text";
import type { Corpus } from "./tfidf";

export const MIN_TERM_COVERAGE = 0.3;
const MAX_TERMS = 3;
const MAX_WORDS = 4;

export type ScoredTerm = { term: string; score: number };

/** Terms of a cluster, most distinctive first (ties by term), query terms only as a last resort. */
export function distinctiveTerms(corpus: Corpus, members: readonly number[]): ScoredTerm[] {
  const inside = new Set(members);
  const n = corpus.weights.length;
  const outsideCount = n - members.length;
  const inSum = new Map<string, number>();
  const inDocs = new Map<string, number>();
  const outSum = new Map<string, number>();
  corpus.vectors.forEach((vector, doc) => {
    const target = inside.has(doc) ? inSum : outSum;
    for (const [term, weight] of vector) {
      target.set(term, (target.get(term) ?? 0) + weight);
      if (inside.has(doc)) inDocs.set(term, (inDocs.get(term) ?? 0) + 1);
    }
  });
  const minDocs = Math.max(1, Math.ceil(members.length * MIN_TERM_COVERAGE));
  const scored: ScoredTerm[] = [];
  for (const [term, sum] of inSum) {
    if ((inDocs.get(term) ?? 0) < minDocs) continue;
    const inMean = sum / members.length;
    const outMean = outsideCount > 0 ? (outSum.get(term) ?? 0) / outsideCount : 0;
    scored.push({ term, score: inMean - outMean });
  }
  const isQuery = (term: string) => corpus.queryTerms.has(term) || term.split(" ").every((w) => corpus.queryTerms.has(w));
  return scored.sort((a, b) => Number(isQuery(a.term)) - Number(isQuery(b.term)) || b.score - a.score || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0));
}

/**
 * A phrase beats its own word when it keeps this share of the word's score: "Cadence Calendar"
 * over "Cadence", "Smart Plug" over "Smart"; but not a rare pairing over a common word.
 */
export const PHRASE_PREFERENCE = 0.6;

/** Up to three non-overlapping terms (four words at most), best first, phrases preferred. */
export function pickNameTerms(terms: readonly ScoredTerm[], skip: ReadonlySet<string> = new Set()): string[] {
  const chosen: string[] = [];
  const usedWords = new Set<string>();
  let words = 0;
  for (const candidate of terms) {
    if (chosen.length >= MAX_TERMS || skip.has(candidate.term)) continue;
    let term = candidate.term;
    if (!term.includes(" ")) {
      const phrase = terms.find(
        (t) =>
          t.term.includes(" ") &&
          !skip.has(t.term) &&
          t.score >= candidate.score * PHRASE_PREFERENCE &&
          t.term.split(" ").includes(term) &&
          !t.term.split(" ").some((w) => usedWords.has(w)),
      );
      if (phrase) term = phrase.term;
    }
    const parts = term.split(" ");
    if (parts.some((w) => usedWords.has(w))) continue;
    if (chosen.length >= 2 && words + parts.length > MAX_WORDS) continue;
    chosen.push(term);
    for (const w of parts) usedWords.add(w);
    words += parts.length;
  }
  return chosen;
}

/** "A", "A & B", "A, B & C". */
export function joinName(parts: readonly string[]): string {
  if (parts.length <= 1) return parts[0] ?? "";
  return `${parts.slice(0, -1).join(", ")} & ${parts[parts.length - 1]}`;
}

export type NamedCluster = { name: string; terms: string[] };

/**
 * Names for every cluster, unique: when two clusters would share a name, the later one (in the
 * given order) drops its first term for the next one; failing that it gets a number.
 */
export function nameClusters(corpus: Corpus, clusters: readonly (readonly number[])[], fallback: string): NamedCluster[] {
  const used = new Set<string>();
  return clusters.map((members) => {
    const ranked = distinctiveTerms(corpus, members);
    const display = (terms: string[]) => terms.map((t) => displayTerm(t, corpus.surfaces.get(t)));
    let terms = pickNameTerms(ranked);
    let name = joinName(display(terms)) || fallback;
    const skip = new Set<string>();
    for (let attempt = 0; used.has(name.toLowerCase()) && attempt < 3 && terms.length > 0; attempt++) {
      skip.add(terms[0]!);
      terms = pickNameTerms(ranked, skip);
      name = joinName(display(terms)) || fallback;
    }
    if (used.has(name.toLowerCase())) {
      let i = 2;
      while (used.has(`${name} (${i})`.toLowerCase())) i++;
      name = `${name} (${i})`;
    }
    used.add(name.toLowerCase());
    return { name, terms: display(terms) };
  });
}
