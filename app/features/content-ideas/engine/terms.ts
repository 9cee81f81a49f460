// Topics as sets of terms: the stable key an idea (and a dismissal) is known by, and the overlap
// rules that decide when two candidates are the same topic, or when an upload already covers one.
//
// Terms come from the shared tokenizer (lower case, singular, stopwords and filler removed), minus
// format words: "a beginner NAS guide" and "NAS setup" are both about NAS, and "guide", "setup"
// or "review" say how a video is made, not what it is about.
import { englishTerm, isMultilingualStopword } from "~/lib/multilingual-topic-words";
import { makersSpelling, singular, tokenize, unigrams } from "~/lib/title-words";

/** Words that describe a video's format or audience, not its topic. */
export const FORMAT_WORDS: ReadonlySet<string> = new Set(
  (
    "guide beginner tutorial review setup build tour comparison explained explainer overview basic " +
    "intro introduction walkthrough deep dive breakdown test budget cheap cheapest buying buy " +
    "unboxing vlog series"
  ).split(" "),
);

/**
 * The topic terms of a text: unique, in order of first appearance. Viewers ask in their own
 * languages: the other languages' function words are dropped and their topic words read as the
 * English term ("servidores caseros" → home, server), so a topic asked for in two languages is one.
 */
export function topicTerms(text: string): string[] {
  const seen = new Set<string>();
  for (const token of unigrams(tokenize(text))) {
    const lower = token.surface.toLowerCase();
    if (isMultilingualStopword(lower) || isMultilingualStopword(token.term)) continue;
    const english = englishTerm(lower);
    for (const word of (english !== lower ? english : englishTerm(token.term)).split(" ")) {
      const term = singular(word);
      if (!FORMAT_WORDS.has(term)) seen.add(term);
    }
  }
  return [...seen];
}

/** The stable key of a topic: its terms sorted and joined ("home plex server"). */
export function topicKey(terms: readonly string[]): string {
  return [...new Set(terms)].sort().join(" ");
}

export function keyTerms(key: string): string[] {
  return key.split(" ").filter((t) => t.length > 0);
}

/** Normalises any text (a title, a dismissed key posted back) to a topic key. */
export function keyOf(text: string): string {
  return topicKey(topicTerms(text));
}

/**
 * Two topics are the same when one's terms contain the other's ("home server" and "home server
 * plex") or they share at least half of their terms together (Jaccard ≥ 0.5).
 */
export function sameTopic(a: readonly string[], b: readonly string[]): boolean {
  if (a.length === 0 || b.length === 0) return false;
  const setA = new Set(a);
  const setB = new Set(b);
  let shared = 0;
  for (const t of setA) if (setB.has(t)) shared += 1;
  if (shared === setA.size || shared === setB.size) return true;
  return shared / (setA.size + setB.size - shared) >= 0.5;
}

/**
 * Whether an upload (its title and tag terms) covers a topic: it holds at least two thirds of
 * the topic's terms (all of a one- or two-term topic).
 */
export function covers(videoTerms: ReadonlySet<string>, topic: readonly string[]): boolean {
  if (topic.length === 0) return false;
  let found = 0;
  for (const t of topic) if (videoTerms.has(t)) found += 1;
  return found / topic.length >= 2 / 3 - 1e-9;
}

/** Title and tag terms of a video, for `covers`. */
export function videoTermSet(video: { title: string; tags: readonly string[] }): Set<string> {
  return new Set([...topicTerms(video.title), ...video.tags.flatMap((tag) => topicTerms(tag))]);
}

const SMALL_WORDS = new Set("a an and as at but by for in of on or the to v vs with".split(" "));
/**
 * Other languages' small words, lower case when written so ("Resumen de FC Barcelona"); a name
 * written with a capital ("Kevin De Bruyne") keeps it, and so does one after an English small word,
 * which starts a place's or a person's name ("Taking on Los Angeles", "Trip to Las Vegas").
 */
const FOREIGN_SMALL_WORDS = new Set("de del el la las los y en des du et und der von".split(" "));
const startsName = (before: string | undefined) =>
  before !== undefined && (SMALL_WORDS.has(before.toLowerCase()) || /^(?:from|into|near|around)$/iu.test(before));

/**
 * Title Case for a phrase, keeping words already written with capitals ("NAS", "iPhone", "USB-C")
 * and giving a name written all in lower case its maker's spelling ("iphone" → "iPhone").
 */
export function titleCase(phrase: string): string {
  const words = phrase.trim().replace(/\s+/g, " ").split(" ");
  return words
    .map((word, i) => {
      if (/[A-Z]/.test(word)) return word;
      const spelled = makersSpelling(word);
      if (spelled) return spelled;
      if (i > 0 && SMALL_WORDS.has(word)) return word;
      if (i > 0 && FOREIGN_SMALL_WORDS.has(word) && !startsName(words[i - 1])) return word;
      return word.charAt(0).toUpperCase() + word.slice(1);
    })
    .join(" ");
}

/** A phrase as a topic label: leading articles and determiners dropped, Title Case. */
export function topicLabel(phrase: string): string {
  const clean = phrase
    .trim()
    .replace(/(?<![?!.,;:])[?!.,;:]+$/g, "")
    .replace(/^(?:(?:a|an|the|some|more|your|my|full|complete|proper)\s+)+/i, "");
  return titleCase(clean);
}
