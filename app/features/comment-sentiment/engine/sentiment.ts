// Rule-based sentiment for comment text: every token with a feeling (word, phrase, emoji,
// emoticon) gets a valence from the lexicons, adjusted by the words before it (intensifiers,
// dampeners, negation within the clause), by emphasis (ALL CAPS, elongation, "!!!"), by contrast
// ("great video but the audio..." weighs the part after "but") and by mood (a question is not a
// verdict). The sum is squashed into a compound score in [-1, 1].
import { emojiValence, emoticonValence, phraseSpan, phraseValence, wordValence } from "./lexicon";
import { CONCESSIVE_OPENERS, CONTRAST_AFTER, INTENSIFIERS, LIKE_VERB_BEFORE, MODIFIER_PAIRS, NEGATION_STOPPERS, NEGATORS, UNNEGATED } from "./lexicon-modifiers";
import { COPULAS, PRAISE_AFTER_COPULA, SELF_STATE, TOO_COMPLAINTS } from "./lexicon-social";
import { Kind, tokenize, type Token } from "./tokenize";

export type SentimentLabel = "positive" | "neutral" | "negative";
export type SentimentResult = { compound: number; label: SentimentLabel };

/**
 * The constants of the rules. They were fitted as whole-dataset parameters (never per sentence)
 * on the VADER tweet ratings and checked on our own labelled comments; see docs/benchmarks.md.
 */
export const SENTIMENT_TUNING = {
  /** Added to the magnitude of a word written in capitals when the rest of the text is not. */
  caps: 0.733,
  /** Multiplier for a negated word ("not good" ≈ -0.74 × good). */
  negation: -0.74,
  /** Added to the magnitude of an elongated word ("gooood"). */
  elongation: 0.3,
  /** Weight of the clause before a contrast word, and of the clause after it. */
  beforeContrast: 0.5,
  afterContrast: 1.5,
  /** Weight of sentences that are questions ("is it worth it?"). */
  question: 0.7,
  /** Per "!" (at most 4) added to the magnitude of the whole text. */
  exclamation: 0.292,
  /** Added per "?" beyond the first when there are several ("really??"), capped at 0.96. */
  questionMark: 0.18,
  /** Weight of each repeat of the same emoji right after itself ("🔥🔥🔥"). */
  emojiRepeat: 0.35,
  /** Normalisation: compound = sum / sqrt(sum² + alpha). */
  alpha: 15,
  /** Lexicon entries weaker than this are noise (raters disagreed on their sign) and score 0. */
  floor: 0,
  /** Words looked back over for intensifiers and negation. */
  window: 3,
};

const DECAY = [1, 0.95, 0.9, 0.85];
const T = SENTIMENT_TUNING;

export function sentimentLabel(compound: number): SentimentLabel {
  return compound >= 0.05 ? "positive" : compound <= -0.05 ? "negative" : "neutral";
}

export function scoreSentiment(text: string): SentimentResult {
  const compound = scoreTokens(tokenize(text));
  return { compound, label: sentimentLabel(compound) };
}

/** Ends a sentence: a punctuation run with . ! or ?. */
function endsSentence(t: Token): boolean {
  if (t.kind !== Kind.Punct) return false;
  const s = t.text;
  return s.includes(".") || s.includes("!") || s.includes("?");
}

type Scan = {
  tokens: Token[];
  mixedCaps: boolean;
  /** Tokens swallowed by a phrase: neither scored again nor used as modifiers. */
  consumed: Uint8Array;
};

export function scoreTokens(tokens: Token[]): number {
  const n = tokens.length;
  if (n === 0) return 0;
  let capsWords = 0;
  let words = 0;
  let bangs = 0;
  let questionMarks = 0;
  for (let i = 0; i < n; i++) {
    const t = tokens[i]!;
    if (t.kind === Kind.Word) {
      words++;
      if (t.caps) capsWords++;
    } else if (t.kind === Kind.Punct) {
      for (let k = 0; k < t.text.length; k++) {
        const c = t.text.charCodeAt(k);
        if (c === 33) bangs++;
        else if (c === 63) questionMarks++;
      }
    }
  }
  const scan: Scan = { tokens, mixedCaps: capsWords > 0 && capsWords < words, consumed: new Uint8Array(n) };

  let sum = 0;
  // Per sentence: the running sum before and after its contrast word, and whether it is a question.
  let sentenceStart = 0;
  let before = 0;
  let after = 0;
  let contrastSeen = false;
  let concessive = false;
  let concessiveOpen = false;
  let lastEmoji = -1;
  let sentenceHasItem = false;
  for (let i = 0; i <= n; i++) {
    const t = tokens[i];
    if (t === undefined || endsSentence(t)) {
      sum += closeSentence(before, after, contrastSeen, t !== undefined && t.text.includes("?"));
      before = 0;
      after = 0;
      contrastSeen = false;
      concessive = false;
      concessiveOpen = false;
      sentenceStart = i + 1;
      sentenceHasItem = false;
      lastEmoji = -1;
      continue;
    }
    let v = 0;
    if (t.kind === Kind.Word) {
      if (scan.consumed[i]) continue;
      const w = t.text;
      if (CONTRAST_AFTER.has(w) && !(w === "though" || w === "tho" || w === "although")) {
        // "X but Y": everything so far in the sentence is the weaker part. A sentence that
        // opens with "But" demotes the sentences before it.
        if (sentenceHasItem) contrastSeen = true;
        else if (sum !== 0 && !contrastSeen) {
          sum *= T.beforeContrast;
          contrastSeen = true;
        }
        continue;
      }
      if (i === sentenceStart && CONCESSIVE_OPENERS.has(w) && (w !== "even" || tokens[i + 1]?.text === "though")) {
        concessive = true;
        concessiveOpen = true;
        continue;
      }
      if ((w === "though" || w === "tho" || w === "although") && i > sentenceStart && sentenceHasItem && hasWordAfter(tokens, i)) {
        contrastSeen = true;
        continue;
      }
      v = wordItem(scan, i);
    } else if (t.kind === Kind.Emoji) {
      v = emojiValence(t.cp);
      if (lastEmoji >= 0 && tokens[lastEmoji]!.cp === t.cp) v *= T.emojiRepeat;
      lastEmoji = i;
    } else if (t.kind === Kind.Emoticon) {
      v = emoticonValence(t.text);
    } else if (t.kind === Kind.Hashtag) {
      v = wordValence(t.text) ?? 0;
    } else if (t.kind === Kind.Punct && concessiveOpen && (t.text === "," || t.text === ";")) {
      // "Although it's cheap, it broke": the comma ends the weaker clause.
      concessiveOpen = false;
      contrastSeen = true;
      continue;
    }
    if (v === 0) continue;
    sentenceHasItem = true;
    if (contrastSeen && !concessiveOpen) after += v;
    else if (concessive) before += v;
    else before += v;
  }

  if (sum !== 0) {
    let emphasis = Math.min(bangs, 4) * T.exclamation;
    if (questionMarks > 1) emphasis += Math.min(questionMarks * T.questionMark, 0.96);
    sum += sum > 0 ? emphasis : -emphasis;
  }
  return sum / Math.sqrt(sum * sum + T.alpha);
}

function closeSentence(before: number, after: number, contrast: boolean, question: boolean): number {
  const s = contrast ? before * T.beforeContrast + after * T.afterContrast : before + after;
  return question ? s * T.question : s;
}

function hasWordAfter(tokens: Token[], i: number): boolean {
  const next = tokens[i + 1];
  return next !== undefined && next.kind === Kind.Word;
}

/** The valence of the word at i with its modifiers applied, or 0. Marks phrases as consumed. */
function wordItem(scan: Scan, i: number): number {
  const { tokens } = scan;
  const t = tokens[i]!;
  const w = t.text;

  // Phrases first: "can't wait", "waste of time", "not gonna lie".
  const span = phraseSpan(w);
  if (span >= 2) {
    const matched = matchPhrase(tokens, i, span);
    if (matched !== null) {
      for (let k = i; k <= matched.end; k++) scan.consumed[k] = 1;
      if (matched.value === 0) return 0;
      return modify(scan, i, matched.value, true, t.caps);
    }
  }

  const next = nextWord(tokens, i);
  // "kind of", "a bit": the pair is a dampener, not "kind" (a feeling) and "of".
  if (next !== null && MODIFIER_PAIRS[`${w} ${next.text}`] !== undefined) return 0;
  const boost = INTENSIFIERS[w];
  // An intensifier modifies the next word when that word has a feeling ("super helpful");
  // alone it keeps its own valence ("that was super!").
  if (boost !== undefined && next !== null && hasFeeling(next)) return 0;
  if (NEGATORS.has(w)) {
    // "no" alone is a (mild) disagreement; before a feeling it only negates it. "No no no!"
    // is three disagreements, not a double negative.
    // Before a neutral noun it still reads as a lack ("no electricity"), mildly negative.
    if (w !== "no") return 0;
    if (next !== null && !NEGATORS.has(next.text) && hasFeeling(next)) return 0;
    return modify(scan, i, wordValence(w) ?? 0, false, t.caps);
  }

  let v = contextualValence(tokens, i, w);
  if (v === undefined && t.elongated) v = deElongated(w);
  if (v === undefined || (v < T.floor && v > -T.floor) || v === 0) return 0;
  if (t.elongated) v += v > 0 ? T.elongation : -T.elongation;
  return modify(scan, i, v, !UNNEGATED.has(w), t.caps);
}

/** Valence that depends on the neighbouring word ("I like it" vs "like 8 minutes", "is fire"). */
function contextualValence(tokens: Token[], i: number, w: string): number | undefined {
  const prev = prevWordText(tokens, i);
  if (w === "like") return prev !== null && LIKE_VERB_BEFORE.has(prev) ? 1.6 : undefined;
  const slang = PRAISE_AFTER_COPULA[w];
  if (slang !== undefined && prev !== null && COPULAS.has(prev) && tokens[i + 1]?.text !== "of") {
    const before = tokens[i - 2];
    if (before === undefined || before.kind !== Kind.Word || !SELF_STATE.has(before.text)) return slang;
  }
  const base = wordValence(w);
  if (base === undefined && prev === "too" && TOO_COMPLAINTS.has(w)) return -1.3;
  return base;
}

/** "soooo" → "soo" → "so"; "goooood" → "good". */
function deElongated(w: string): number | undefined {
  const two = w.replace(/(.)\1{2,}/g, "$1$1");
  const v2 = wordValence(two);
  if (v2 !== undefined) return v2;
  return wordValence(w.replace(/(.)\1+/g, "$1"));
}

function hasFeeling(t: Token): boolean {
  if (t.kind === Kind.Emoji) return emojiValence(t.cp) !== 0;
  if (t.kind !== Kind.Word) return false;
  const v = wordValence(t.text);
  if (v !== undefined && v !== 0) return true;
  if (INTENSIFIERS[t.text] !== undefined) return false;
  return TOO_COMPLAINTS.has(t.text) || PRAISE_AFTER_COPULA[t.text] !== undefined || phraseSpan(t.text) > 0 || t.text === "like";
}

function nextWord(tokens: Token[], i: number): Token | null {
  const t = tokens[i + 1];
  return t !== undefined && (t.kind === Kind.Word || t.kind === Kind.Emoji) ? t : null;
}

function prevWordText(tokens: Token[], i: number): string | null {
  const t = tokens[i - 1];
  return t !== undefined && t.kind === Kind.Word ? t.text : null;
}

function matchPhrase(tokens: Token[], i: number, span: number): { value: number; end: number } | null {
  // Try the longest phrase first.
  let key = tokens[i]!.text;
  let best: { value: number; end: number } | null = null;
  let j = i;
  for (let len = 2; len <= span; len++) {
    const t = tokens[j + 1];
    if (t === undefined || t.kind !== Kind.Word) break;
    j++;
    key += " " + t.text;
    const v = phraseValence(key);
    if (v !== undefined) best = { value: v, end: j };
  }
  return best;
}

/**
 * Applies the up-to-`window` words before i within the same clause: intensifiers and dampeners
 * (decaying with distance), negation (odd count flips), and capitals.
 */
/** "no" negates the word right after it, or the next one after a modifier ("no real problem"). */
function noReaches(seen: number, between: string | null): boolean {
  if (seen === 0) return true;
  return seen === 1 && between !== null && (INTENSIFIERS[between] !== undefined || NO_DETERMINED.has(between));
}

const NO_DETERMINED: ReadonlySet<string> = new Set(["real", "big", "other", "such", "more", "single", "one"]);

function modify(scan: Scan, i: number, valence: number, allowNegation: boolean, caps: boolean): number {
  const { tokens, consumed } = scan;
  let v = valence;
  if (caps && scan.mixedCaps) v += v > 0 ? T.caps : -T.caps;
  const sign = v > 0 ? 1 : -1;
  let negations = 0;
  let seen = 0;
  let prevText: string | null = null;
  let emphatic = false;
  for (let j = i - 1; j >= 0 && seen < T.window; j--) {
    const p = tokens[j]!;
    if (p.kind === Kind.Mention || p.kind === Kind.Url || p.kind === Kind.Timestamp) continue;
    if (p.kind !== Kind.Word) break; // punctuation or emoji end the clause
    if (consumed[j]) break;
    const w = p.text;
    if (CONTRAST_AFTER.has(w)) break;
    if (NEGATION_STOPPERS.has(w)) {
      // "didn't expect to like it": the negation before the stopper is about the expectation.
      break;
    }
    // Articles do not take a slot: "wouldn't be such a bad idea" still reaches "wouldn't".
    if (w === "a" || w === "an" || w === "the") continue;
    const decay = DECAY[seen] as number;
    const pair = prevText === null ? undefined : MODIFIER_PAIRS[`${w} ${prevText}`];
    const b = INTENSIFIERS[w];
    if (pair !== undefined) {
      // Counted once for the pair: undo the second word's own boost below.
      v += sign * pair * decay - sign * (INTENSIFIERS[prevText as string] ?? 0) * (DECAY[seen - 1] as number);
    } else if (b !== undefined) {
      let inc = b;
      if (p.caps && scan.mixedCaps && b > 0) inc += T.caps;
      if (p.elongated) inc *= 1.5;
      v += sign * inc * decay;
    }
    if (w === "this" || w === "so") emphatic = true;
    // "never been so happy" and "haven't been this sore" emphasise rather than negate.
    const emphasis = emphatic && (w === "never" || prevText !== "so");
    if (allowNegation && NEGATORS.has(w) && !emphasis && !(w === "no" && !noReaches(seen, prevText))) negations++;
    else if (allowNegation && w === "least" && tokens[j - 1]?.text !== "at" && tokens[j - 1]?.text !== "very") negations++;
    prevText = w;
    seen++;
  }
  if (negations % 2 === 1) v *= T.negation;
  return v;
}




