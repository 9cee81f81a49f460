// Themes: the key phrases viewers repeat, as 1- to 3-word runs of content words (stopwords,
// numbers on their own, links, mentions and emoji break a run). Variants are merged by a key
// that ignores case and plural endings ("Home servers" = "home server"); a phrase is shown in
// its most common spelling. Counts are per comment (a comment repeating a word counts once).
// Emotional triggers: which comments show joy, surprise, anger, fear, sadness or trust.
import { englishTerm, isMultilingualStopword } from "~/lib/multilingual-topic-words";
import { F } from "./lexicon";
import { EMOTION_EMOJI, EMOTION_PHRASES, EMOTION_WORDS, EMOTIONS, STOPWORDS, type Emotion } from "./themes-data";

export type { Emotion };
import { Kind, type Token } from "./tokenize";

export type Theme = { phrase: string; count: number; share: number };
export type EmotionCount = { emotion: Emotion; count: number; share: number };

/** "servers" → "server", "batteries" → "battery", "glasses" → "glass"; short words untouched. */
export function singular(word: string): string {
  const n = word.length;
  if (n <= 3 || word.charCodeAt(n - 1) !== 115 /* s */) return word;
  if (word.endsWith("ss") || word.endsWith("us") || word.endsWith("is")) return word;
  if (word.endsWith("ies") && n > 4) return word.slice(0, -3) + "y";
  if (/(?:ches|shes|xes|sses|zes)$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

/** Grouping key of a phrase: lower case, singular words. */
export function phraseKey(phrase: string): string {
  return phrase.toLowerCase().split(" ").map(singular).join(" ");
}

/**
 * Grouping key of a requested topic across languages: its content words (every language's
 * function words dropped), each as its English term, singular, sorted, so "servidores caseros"
 * and "home servers" are one topic. A topic of function words alone keeps its phraseKey.
 */
export function topicGroupKey(topic: string): string {
  const words = topic
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w.length > 0 && !STOPWORDS.has(w) && !isMultilingualStopword(w))
    .flatMap((w) => englishTerm(w).split(" "))
    .map(singular);
  return words.length === 0 ? phraseKey(topic) : [...new Set(words)].sort().join(" ");
}

/** A content word can be part of a theme: not a stopword, not praise filler, not a bare number. */
function isContent(t: Token): boolean {
  if (t.kind !== Kind.Word) return false;
  const w = t.text;
  // Every language's function words, whatever the comment's language: a Spanish comment read as
  // English must not make "este" or "usas" a theme.
  if (w.length < 2 || STOPWORDS.has(w) || isMultilingualStopword(w)) return false;
  const info = t.info;
  if (info !== undefined) {
    // Praise words ("amazing") are how people feel, not what they talk about; complaints
    // ("clickbait", "echoey") are kept because they name a problem.
    if (info.valence !== undefined && info.valence >= 1) return false;
    if (info.boost !== 0 || info.flags & F.negator) return false;
  }
  return true;
}

/** The distinct phrase keys of one comment, with the surface form used. */
function commentPhrases(tokens: Token[]): Map<string, string> {
  const out = new Map<string, string>();
  let run: string[] = [];
  const flush = () => {
    for (let len = 1; len <= 3; len++) {
      for (let i = 0; i + len <= run.length; i++) {
        const surface = run.slice(i, i + len).join(" ");
        const key = phraseKey(surface);
        if (!out.has(key)) out.set(key, surface);
      }
    }
    run = [];
  };
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (isContent(t)) run.push(t.text);
    // "part 2", "iphone 15": a number directly after a content word belongs to it.
    else if (t.kind === Kind.Number && run.length > 0 && t.text.length <= 4) run.push(t.text);
    else flush();
  }
  flush();
  return out;
}

/** "2", "billion", "2 billion": a count, not something viewers talk about ("billion views" is). */
const NUMBER_WORD = /^(?:\d+|hundred|thousand|million|billion|trillion|mil|k|m|b)$/;
const isOnlyNumbers = (key: string) => key.split(" ").every((w) => NUMBER_WORD.test(w));

/**
 * Top phrases over many comments' tokens. `share` is the percentage of the comments that use the
 * phrase (0–100, one decimal). A shorter phrase is dropped when a longer one containing it
 * covers nearly all its uses ("server" inside "home server").
 */
export function extractThemes(comments: readonly Token[][], limit = 10, minCount = 2): Theme[] {
  const counts = new Map<string, number>();
  const surfaces = new Map<string, Map<string, number>>();
  for (const tokens of comments) {
    for (const [key, surface] of commentPhrases(tokens)) {
      counts.set(key, (counts.get(key) ?? 0) + 1);
      let s = surfaces.get(key);
      if (s === undefined) surfaces.set(key, (s = new Map()));
      s.set(surface, (s.get(surface) ?? 0) + 1);
    }
  }
  const total = comments.length;
  const candidates = [...counts].filter(([key, c]) => c >= minCount && !isOnlyNumbers(key));
  // Longest first, so that sub-phrases can be checked against kept longer phrases.
  candidates.sort((a, b) => b[1] - a[1] || b[0].split(" ").length - a[0].split(" ").length);
  const kept: [string, number][] = [];
  for (const [key, c] of candidates) {
    const covered = candidates.some(
      ([other, oc]) =>
        other !== key &&
        other.split(" ").length > key.split(" ").length &&
        ` ${other} `.includes(` ${key} `) &&
        oc >= 0.7 * c,
    );
    if (!covered) kept.push([key, c]);
  }
  return kept.slice(0, limit).map(([key, c]) => ({
    phrase: mostCommon(surfaces.get(key) as Map<string, number>),
    count: c,
    share: total === 0 ? 0 : Math.round((1000 * c) / total) / 10,
  }));
}

function mostCommon(m: Map<string, number>): string {
  let best = "";
  let n = -1;
  for (const [s, c] of m) if (c > n) [best, n] = [s, c];
  return best;
}

/** The emotions a comment shows; a negated trigger ("not scared") does not count. */
export function detectEmotions(text: string, tokens: Token[]): Emotion[] {
  const found = new Set<Emotion>();
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    let e: string | undefined;
    if (t.kind === Kind.Word || t.kind === Kind.Hashtag) e = EMOTION_WORDS[t.text];
    else if (t.kind === Kind.Emoji) e = EMOTION_EMOJI.get(t.cp);
    if (e === undefined) continue;
    if (t.kind === Kind.Word && negated(tokens, i)) continue;
    found.add(e as Emotion);
  }
  const lower = text.toLowerCase();
  for (const { pattern, emotion } of EMOTION_PHRASES) if (pattern.test(lower)) found.add(emotion as Emotion);
  return EMOTIONS.filter((e) => found.has(e));
}

function negated(tokens: Token[], i: number): boolean {
  for (let j = i - 1; j >= 0 && j >= i - 3; j--) {
    const p = tokens[j]!;
    if (p.kind !== Kind.Word) return false;
    if (p.info !== undefined && p.info.flags & F.negator) return true;
  }
  return false;
}

/** Comments per emotion, largest first; `share` as for themes. Emotions never seen are left out. */
export function countEmotions(perComment: readonly Emotion[][]): EmotionCount[] {
  const counts = new Map<Emotion, number>();
  for (const list of perComment) for (const e of list) counts.set(e, (counts.get(e) ?? 0) + 1);
  const total = perComment.length;
  return EMOTIONS.filter((e) => counts.has(e))
    .map((emotion) => {
      const count = counts.get(emotion) as number;
      return { emotion, count, share: total === 0 ? 0 : Math.round((1000 * count) / total) / 10 };
    })
    .sort((a, b) => b.count - a.count);
}
