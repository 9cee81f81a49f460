// Word-level valence rules: a word's feeling can depend on its neighbours ("I like it" vs "like
// 8 minutes", "this is fire" vs "caught fire", "would love to see", "I'd like to know", "pretty
// much"), on its spelling ("goooood", "lovin", "coolest", "ahahaha") and on compounds ("guilt-free").
import { F, wordValence } from "./lexicon";
import { STOPWORDS } from "./themes-data";
import { Kind, type Token } from "./tokenize";

/** Valence of "too" + a gradable word without a feeling of its own ("too long"). */
const TOO_COMPLAINT = -1.3;
/** Share of a positive word's valence kept in a wish ("I'd love to see..."). */
const WISH = 0.3;
/** Share kept in a wish for information ("I'd like to know", "would be interested to see how"): none. */
const WISH_TO_KNOW = 0;
/** Valence of "like" used as a verb ("I like it"); as a filler ("like 8 minutes") it has none. */
const LIKE_VERB = 1.6;

export function flags(t: Token | undefined): number {
  return t !== undefined && t.kind === Kind.Word && t.info !== undefined ? t.info.flags : 0;
}

/** Verbs after which a wish asks for information: "I'd like to know", "would love to hear". */
const LEARN: ReadonlySet<string> = new Set(["know", "learn", "hear", "read", "understand", "find", "ask", "compare"]);
/** After "see" or "try", these make it a wish to find out: "I'd be interested to see how it holds up". */
const SEE_WHAT: ReadonlySet<string> = new Set([
  "how",
  "what",
  "if",
  "whether",
  "why",
  "which",
  "where",
  "when",
  "the",
  "a",
]);

/** Share of a word's valence kept in a wish whose verb is at j ("would love to <verb>"). */
function wishShare(tokens: Token[], j: number): number {
  const verb = tokens[j]?.text;
  if (verb === undefined) return WISH;
  if (LEARN.has(verb)) return WISH_TO_KNOW;
  if ((verb === "see" || verb === "try") && SEE_WHAT.has(tokens[j + 1]?.text ?? "")) return WISH_TO_KNOW;
  return WISH;
}

/**
 * After "pretty", these make it the adverb ("pretty much", "pretty sure", "pretty similar"), which
 * has no feeling of its own; "pretty horses", "so pretty" keep the adjective's.
 */
const PRETTY_ADVERB_BEFORE: ReadonlySet<string> = new Set([
  "much",
  "sure",
  "well",
  "close",
  "similar",
  "same",
  "standard",
  "common",
  "normal",
  "new",
  "old",
  "light",
  "heavy",
  "cheap",
  "easy",
  "hard",
  "simple",
  "basic",
  "straightforward",
  "decent",
  "solid",
  "average",
  "thin",
  "thick",
  "far",
  "rare",
  "random",
  "obvious",
  "clear",
  "accurate",
  "quick",
  "tight",
  "loose",
  "steep",
  "mild",
  "strong",
  "weak",
]);

/** Valence that depends on the neighbouring words ("I like it" vs "like 8 minutes", "is fire"). */
export function contextualValence(tokens: Token[], i: number): number | undefined {
  const t = tokens[i]!;
  const info = t.info;
  const prev = tokens[i - 1];
  const prevFlags = flags(prev);
  if (t.text === "like") {
    // "I like it", "me like", "they like to": the verb. "looks like", "like 8 minutes": no feeling.
    // "I'd like to know": a wish for information, no feeling.
    if (prevFlags & F.conditional && tokens[i + 1]?.text === "to") return LIKE_VERB * wishShare(tokens, i + 2);
    if (prevFlags & F.likeVerbBefore) return LIKE_VERB;
    const next = tokens[i + 1];
    if (next?.kind === Kind.Word && next.text === "to" && !(prevFlags & F.resemblance)) return LIKE_VERB;
    return undefined;
  }
  if (info === undefined) return undefined;
  if (t.text === "pretty") {
    // "pretty much the same", "pretty quickly", "pretty light": the adverb.
    const next = tokens[i + 1];
    if (
      next?.kind === Kind.Word &&
      (PRETTY_ADVERB_BEFORE.has(next.text) || next.text.endsWith("ly") || flags(next) & F.tooComplaint)
    )
      return undefined;
    return info.valence;
  }
  if (info.slang !== undefined) {
    // "this is fire", "so sick" — but not "I'm so sick" or "sick of".
    if (prevFlags & F.copula && tokens[i + 1]?.text !== "of" && !(flags(tokens[i - 2]) & F.selfState))
      return info.slang;
    // "insane quality", "crazy editing": praise of the noun that follows.
    const next = tokens[i + 1];
    if (
      info.flags & F.praiseBeforeNoun &&
      next?.kind === Kind.Word &&
      (next.info === undefined ||
        (next.info.valence === undefined && next.info.flags === 0 && next.info.boost === 0)) &&
      !STOPWORDS.has(next.text)
    )
      return info.slang;
  }
  if (info.valence === undefined && info.flags & F.tooComplaint && prev?.text === "too") return TOO_COMPLAINT;
  // "would love to see X", "it'd be cool to see": a wish for content, not a verdict.
  if (info.valence !== undefined && info.valence > 0 && prevFlags & F.conditional) {
    const after = tokens[i + 1]?.text;
    if (after === "to") return info.valence * wishShare(tokens, i + 2);
    if (after === "a" || after === "if" || after === "an" || after === "it" || after === "some" || after === "more")
      return info.valence * WISH;
  }
  return info.valence;
}

/** Valence of laughter spelt any way: "ahahaha", "hahahah", "hehehe", "lolol". */
const LAUGHTER = 1.4;

function isLaughter(w: string): boolean {
  if (w.startsWith("lol") && /^lo(?:l|o)+$/.test(w)) return true;
  // The same words as /^(?:a?h+[aeiou]+)+h*$/ (a block's "a" can always join the vowels before
  // it), written so that each letter has one place to go: the nested form backtracked
  // exponentially, and one 160-letter "haahaa…x" word outlasted the Worker's CPU limit.
  return /^a?h+[aeiou][aeiouh]*$/.test(w) && /h[ae].*h[ae]/.test(w);
}

/** "arghh", "yess": a doubled last letter is a mild elongation. */
export function endsDoubled(w: string): boolean {
  const n = w.length;
  return n >= 4 && w.charCodeAt(n - 1) === w.charCodeAt(n - 2);
}

/** "soooo" → "soo" → "so"; "goooood" → "good". */
export function deElongated(w: string): number | undefined {
  const v2 = wordValence(w.replace(/(.)\1{2,}/g, "$1$1"));
  return v2 !== undefined ? v2 : wordValence(w.replace(/(.)\1+/g, "$1"));
}

/**
 * Spelling variants the lexicon lists under another form: dropped g ("lovin" → "loving") and
 * superlatives ("coolest" → "cool", "nicest" → "nice"), which are a little stronger than the base.
 */
export function inflected(w: string): number | undefined {
  const n = w.length;
  if (n < 4) return undefined;
  if (isLaughter(w)) return LAUGHTER;
  if (n > 6 && w.endsWith("-free")) {
    // "guilt-free", "hassle-free": freedom from something bad is good.
    const v = wordValence(w.slice(0, -5));
    return v !== undefined && v < 0 ? -v * 0.8 : undefined;
  }
  if (n < 5) return undefined;
  const last = w.charCodeAt(n - 1);
  if (last === 110 /* n */ && w.charCodeAt(n - 2) === 105 /* i */) return wordValence(w + "g");
  if (last === 116 /* t */ && w.endsWith("est")) {
    const stem = w.slice(0, n - 3);
    const v =
      wordValence(stem) ??
      wordValence(stem + "e") ??
      (stem.endsWith("i") ? wordValence(stem.slice(0, -1) + "y") : undefined);
    return v === undefined ? undefined : v + (v > 0 ? 0.3 : -0.3);
  }
  return undefined;
}
