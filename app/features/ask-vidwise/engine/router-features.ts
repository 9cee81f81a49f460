// What the learned router reads in a question: words, word pairs and letter 3- and 4-grams (the
// grams carry "underperformd", "thumbs", "monetise" to the words they misspell or shorten),
// hashed into a fixed number of buckets so no vocabulary ships with the Worker. A proposed title
// and quoted text are replaced by a marker first: their words name a video, not a question kind.
// Digits become "0" ("$300", "2026") so the grams do not learn particular numbers. The vector is
// scaled to length 1, so a long question weighs no more than a short one. Pure and deterministic.
import { normalise } from "./guard";

/** Hash buckets (2^13): few collisions for the few thousand distinct features of the phrasings. */
export const ROUTER_BUCKETS = 8192;

/** The question as the router reads it: lower case, the proposed title and quotes as markers. */
export function routerText(question: string, proposedTitle: string | null = null): string {
  let text = question;
  if (proposedTitle) {
    const at = text.toLowerCase().lastIndexOf(proposedTitle.toLowerCase());
    if (at >= 0) text = `${text.slice(0, at)} qtitle ${text.slice(at + proposedTitle.length)}`;
  }
  return normalise(text)
    .replace(/["“”][^"“”]{1,120}["“”]/g, " qtitle ")
    .replace(/'/g, "")
    .replace(/[0-9]/g, "0")
    .replace(/\s+/g, " ")
    .trim();
}

/** 32-bit FNV-1a: the same bucket for a feature in the trainer (Node) and the Worker. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The feature names of a router text (for tests and the trainer's inspection). */
export function routerFeatureNames(text: string): string[] {
  const words = text.split(/[^a-z0-9]+/).filter(Boolean);
  const names: string[] = [];
  words.forEach((w, i) => {
    names.push(`w:${w}`);
    if (i > 0) names.push(`b:${words[i - 1]} ${w}`);
    if (w.length >= 3) {
      const padded = `<${w}>`;
      for (const n of [3, 4]) for (let s = 0; s + n <= padded.length; s++) names.push(`c:${padded.slice(s, s + n)}`);
    }
  });
  if (words.length === 0) names.push("w:<empty>");
  return names;
}

/** Bucket -> value, the vector scaled to length 1 (a feature repeated counts more). */
export function routerFeatures(text: string): Map<number, number> {
  const counts = new Map<number, number>();
  for (const name of routerFeatureNames(text)) {
    const bucket = fnv1a(name) % ROUTER_BUCKETS;
    counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
  }
  let norm = 0;
  for (const v of counts.values()) norm += v * v;
  norm = Math.sqrt(norm);
  for (const [k, v] of counts) counts.set(k, v / norm);
  return counts;
}
