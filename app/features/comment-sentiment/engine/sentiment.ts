// Rule-based sentiment for comment text: every token with a feeling (word, phrase, emoji,
// emoticon) gets a valence from the lexicons, adjusted by the words before it (intensifiers,
// dampeners, negation within the clause), by emphasis (ALL CAPS, elongation, "!!!"), by contrast
// ("great video but the audio..." weighs the part after "but") and by mood (a question is not a
// verdict). The sum is squashed into a compound score in [-1, 1]. Links, @mentions, timestamps
// and numbers are tokens of their own and never score.
// Neutral text stays neutral: a mild word of praise in a question ("is it good for gaming?") or
// in an informational sentence ("the base model is fine if you use cloud storage"), a feeling
// inside an if-clause, or a wish for information ("I'd like to know...") counts for little or
// nothing, so such comments land in the neutral band (|compound| < 0.05) of sentimentLabel.
// What users see (scoreSentiment, classifyTokens) is the learned model of sentiment-model.ts,
// which reads this rule score as one of its features (decision 011): rules tuned on our own
// sentences did not carry over to real comments labelled by others. scoreLexicon keeps the
// rules' own reading for explanations and tests.
import { emojiValence, emoticonValence, F, pairBoost, phraseValence, wordValence } from "./lexicon";
import { parseSentimentModel, scoreWithModel, type SentimentModel } from "./sentiment-model";
import { isInformationalToken, Sarcasm, sarcasticOpening } from "./neutrality";
import { extractRequest } from "./questions";
import { Kind, tokenize, type Token } from "./tokenize";
import { contextualValence, deElongated, endsDoubled, flags, inflected } from "./word-valence";

export type SentimentLabel = "positive" | "neutral" | "negative";
export type SentimentResult = { compound: number; label: SentimentLabel };

/**
 * The constants of the rules. They are whole-dataset parameters (never per sentence), checked
 * on the VADER ratings (tweets; Amazon, movie and NYT snippets as held-out checks), on our
 * labelled comments and on the dev half of our 3-class YouTube comments; see docs/benchmarks.md.
 * Most results barely move within ±30% of these values. The exception is mildQuestion and
 * informational: they must stay small enough (≤ ~0.1) that one mild word ("good" 1.9) lands
 * inside the neutral band; at 0.2 most of their effect is gone.
 */
export const SENTIMENT_TUNING = Object.freeze({
  /** Added to the magnitude of a word written in capitals when the rest of the text is not. */
  caps: 0.733,
  /** Multiplier for a negated word ("not good" ≈ -0.74 × good). */
  negation: -0.74,
  /** Added to the magnitude of an elongated word ("gooood"). */
  elongation: 0.3,
  /** Weight of the clause before a contrast word, and of the clause after it. */
  beforeContrast: 0.5,
  afterContrast: 1.5,
  /** Weight of sentences that are questions ("is this the end?"). */
  question: 0.7,
  /**
   * Weight of a question whose only feelings are mild praise ("is it good for gaming?", "is the
   * free version enough?"): asking, not judging. Negative words keep T.question: "is my unit
   * defective?" complains.
   */
  mildQuestion: 0.1,
  /** In a question, praise below this magnitude (after modifiers) is mild: "good" 1.9, not "so good" 2.2. */
  mildInQuestion: 2.0,
  /**
   * Weight of a sentence with an informational cue (a number, a spec, "same", "instead", "for
   * anyone wondering"; see neutrality.ts) whose only feelings are mild praise ("the base model
   * has 128GB which is fine if you use cloud storage").
   */
  informational: 0.1,
  /** In such a sentence, praise below this magnitude is mild: "fine", "decent", "cool", not "nice" 1.8. */
  mildInStatement: 1.5,
  /** Words an informational sentence has at least ("128GB is fine" is too short to tell). */
  informationalWords: 4,
  /** Weight of feelings inside an if-clause ("if you like this, try their first EP"). */
  conditional: 0.5,
  /** Multiplier of the praise of a sentence with a sarcastic opening ("Great, another battle pass."; see neutrality.ts). */
  sarcasm: -0.5,
  /** Per "!" (at most 4) added to the magnitude of the whole text. */
  exclamation: 0.292,
  /** Sum given to a text whose only feeling is "!" (excitement). */
  bareExclamation: 0.4,
  /** Added per "?" when there are several ("really??"), capped at 0.96. */
  questionMark: 0.18,
  /** Weight of each repeat of the same emoji right after itself ("🔥🔥🔥"). */
  emojiRepeat: 0.35,
  /** Normalisation: compound = sum / sqrt(sum² + alpha). */
  alpha: 15,
  /** Words looked back over for intensifiers and negation (articles do not count). */
  window: 3,
});

const T = SENTIMENT_TUNING;
const DECAY = [1, 0.95, 0.9];
export function sentimentLabel(compound: number): SentimentLabel {
  return compound >= 0.05 ? "positive" : compound <= -0.05 ? "negative" : "neutral";
}

/** The rules alone: the lexicon's compound and its ±0.05 band (what the "why" words explain). */
export function scoreLexicon(text: string): SentimentResult {
  const compound = scoreTokens(tokenize(text));
  return { compound, label: sentimentLabel(compound) };
}

// The model's weights are not imported here: like the VADER lexicon, the Worker reads them from
// D1 once per isolate (scoring-data.server.ts `ensureScoringData`), so they do not weigh on its
// script; tests and scripts install them from sentiment-model-weights.ts (install-lexicon.ts).
let shipped: SentimentModel | null = null;

/** Makes the serialised model (sentiment-model.ts format) the one users see. */
export function installSentimentModel(data: string): void {
  if (data === "") throw new Error("The sentiment model is empty: are the D1 migrations applied?");
  shipped = parseSentimentModel(data);
}

/** The installed model; throws before it is installed, so a path that forgot to load cannot score. */
export function shippedSentimentModel(): SentimentModel {
  if (shipped === null)
    throw new Error("The sentiment model is not loaded: await ensureScoringData(db) before scoring comments.");
  return shipped;
}

/**
 * What users see: the learned model (sentiment-model.ts) over the lexicon score and the words.
 * The label is the most probable class; the compound is P(positive) − P(negative), in [-1, 1],
 * so it reads like the lexicon's compound (sign = leaning, size = confidence). Since neutral can
 * win while the compound leans a little, callers take the label from here, not from the compound.
 */
export function classifyTokens(tokens: Token[], model: SentimentModel = shippedSentimentModel()): SentimentResult {
  const lexicon = scoreTokens(tokens);
  return labelled(scoreWithModel(model, tokens, lexicon), lexicon);
}

/**
 * The English model's leaning alone, P(positive) − P(negative): what the multilingual models that
 * read the English model were trained on (multilingual-sentiment.ts englishCompound).
 */
export function englishLeaning(tokens: Token[], model: SentimentModel = shippedSentimentModel()): number {
  const p = scoreWithModel(model, tokens, scoreTokens(tokens));
  return p.positive - p.negative;
}

/**
 * The lexicon's share of the compound: compound = (1 − w)·(P(positive) − P(negative)) + w·lexicon.
 * The model's probabilities say how sure it is of a side, the lexicon how strongly the words feel
 * (and it knows YouTube's own words, lexicon-social.ts, which tweets and reviews never taught the
 * model); people's ratings follow both. w was chosen on the tune parts with a model trained on the
 * train parts alone (the mean Pearson r of the five tune parts, 0.665 at w = 0, 0.671 at 0.2,
 * 0.671 at 0.3; ties go to the smaller share; docs/benchmarks.md). The compound stays on its label's side: a comment labelled positive never
 * gets a negative compound.
 */
export const LEXICON_IN_COMPOUND = 0.2;

function compoundOf(leaning: number, lexicon: number, label: SentimentLabel, nothingToRead = false): number {
  // The model found nothing it knows to read (sentiment-model.ts): the text stays at 0.
  if (nothingToRead) return 0;
  const c = (1 - LEXICON_IN_COMPOUND) * leaning + LEXICON_IN_COMPOUND * lexicon;
  return label === "positive" ? Math.max(c, 0) : label === "negative" ? Math.min(c, 0) : c;
}

/**
 * What a comment's label is when the model says negative and nothing in the comment is negative:
 * the negative class is ruled out (the model's other two probabilities, renormalised). The model
 * learned from tweets and reviews, where words like "need", "pls", "killed" and the emoji 🙏 😅
 * sit in complaints and bad news; on YouTube a viewer asking for a video ("pls make a video about
 * noise cancelling headphones 🙏", "need a follow-up on this 😅😅") is not complaining. Three cases:
 * - a plain question (a sentence opening with "is", "does", "how"... and ending with "?") with no
 *   negative item at all: "Is that salted or unsalted butter?" asks, it does not judge;
 * - a content request (`request`, from questions.ts) with no negative word, emoji or emoticon
 *   outside the requested topic (the topic names a thing, "noise cancelling", not a verdict);
 * - a comment the rules read as praise: no negative item at all, at least one positive one among
 *   the cues that are praise on YouTube (emoji such as 🔥 💯 🙏, idioms such as "killed it",
 *   "nailed it"; see PRAISE_CUE_EMOJI and lexicon-social.ts), so "Great, another Monday" keeps
 *   the model's reading.
 * Measured on the tune parts before it was kept, reported on the report parts (docs/benchmarks.md).
 */
export function classifyComment(
  tokens: Token[],
  request: string | null | (() => string | null),
  model: SentimentModel = shippedSentimentModel(),
): SentimentResult {
  const lexicon = scoreTokens(tokens);
  const p = scoreWithModel(model, tokens, lexicon);
  const negative = p.negative > p.neutral && p.negative >= p.positive;
  if (negative && negativeRuledOut(tokens, typeof request === "function" ? request() : request)) {
    const rest = p.neutral + p.positive;
    const positive = rest > 0 ? p.positive / rest : 0;
    const label = positive > 1 - positive ? "positive" : "neutral";
    return { compound: compoundOf(positive, lexicon, label), label };
  }
  return labelled(p, lexicon);
}

function labelled(p: { negative: number; neutral: number; positive: number }, lexicon: number): SentimentResult {
  const label: SentimentLabel =
    p.positive > p.neutral && p.positive >= p.negative ? "positive" : p.negative > p.neutral ? "negative" : "neutral";
  return { compound: compoundOf(p.positive - p.negative, lexicon, label, p.neutral === 1), label };
}

/**
 * Emoji that praise or ask kindly in YouTube comments, whatever tweets used them for: fire and
 * 100 (praise), folded hands (please, thanks), sweat smile (a laugh at oneself), and the other
 * praise emoji of lexicon-emoji.ts read the same way.
 */
const PRAISE_CUE_EMOJI: ReadonlySet<number> = new Set(
  ["🔥", "💯", "🙏", "😅", "👏", "🙌", "🐐", "👑", "🏆", "❤", "😍", "🥰", "🤩", "👍", "👌", "💪", "🎉"].map(
    (e) => e.codePointAt(0) as number,
  ),
);

/** Praise idioms whose words alone read as violence or failure in other text (lexicon-social.ts). */
const PRAISE_IDIOMS: readonly (readonly [string, string])[] = [
  ["killed", "it"],
  ["killed", "this"],
  ["killed", "that"],
  ["killing", "it"],
  ["nailed", "it"],
  ["nailed", "this"],
  ["nailed", "that"],
  ["crushed", "it"],
  ["smashed", "it"],
];

function hasPraiseCue(tokens: readonly Token[]): boolean {
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind === Kind.Emoji && PRAISE_CUE_EMOJI.has(t.cp)) return true;
    if (t.kind !== Kind.Word) continue;
    const next = tokens[i + 1]?.text;
    if (PRAISE_IDIOMS.some(([a, b]) => a === t.text && b === next)) return true;
  }
  return false;
}

/**
 * Words that open a plain question ("is it", "does this", "how do I"); "why" is left out, since
 * "why does every tutorial skip the setup" is a complaint.
 */
const QUESTION_OPENERS: ReadonlySet<string> = new Set([
  "is",
  "are",
  "was",
  "were",
  "does",
  "do",
  "did",
  "can",
  "could",
  "would",
  "will",
  "should",
  "how",
  "what",
  "what's",
  "whats",
  "which",
  "where",
  "when",
  "who",
  "whose",
  "has",
  "have",
]);

/** A sentence that opens with a question word and ends with "?": a viewer asking, not judging. */
function asksPlainly(tokens: readonly Token[]): boolean {
  let first: Token | null = null;
  for (const t of tokens) {
    if (t.kind === Kind.Punct) {
      if (t.text.includes("?") && first !== null && QUESTION_OPENERS.has(first.text)) return true;
      if (/[.!?]/.test(t.text)) first = null;
      continue;
    }
    if (first === null && t.kind === Kind.Word) first = t;
  }
  return false;
}

function negativeRuledOut(tokens: Token[], request: string | null): boolean {
  if (asksPlainly(tokens)) {
    const tally: LexiconTally = { positive: 0, negative: 0 };
    scoreTokens(tokens, tally);
    if (tally.negative === 0) return true;
  }
  if (request !== null) {
    const topic = new Set(request.split(" "));
    const asking = tokens.filter((t) => !(t.kind === Kind.Word && topic.has(t.text)));
    const tally: LexiconTally = { positive: 0, negative: 0 };
    scoreTokens(asking, tally);
    if (tally.negative === 0) return true;
  }
  if (!hasPraiseCue(tokens)) return false;
  const tally: LexiconTally = { positive: 0, negative: 0 };
  scoreTokens(tokens, tally);
  return tally.negative === 0 && tally.positive > 0;
}

/** A comment's sentiment as users see it (classifyComment; its request looked for only when the model says negative). */
export function scoreSentiment(text: string): SentimentResult {
  return classifyComment(tokenize(text), () => extractRequest(text));
}

function isWord(t: Token | undefined): t is Token {
  return t !== undefined && t.kind === Kind.Word;
}

type Scan = {
  tokens: Token[];
  mixedCaps: boolean;
  /** Tokens swallowed by a phrase: neither scored again nor used as modifiers. */
  consumed: Uint8Array;
};

/** How many items (words, phrases, emoji, emoticons) the rules found on each side, after their modifiers. */
export type LexiconTally = { positive: number; negative: number };

export function scoreTokens(tokens: Token[], tally?: LexiconTally): number {
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
  // Per sentence: the sums before and after its contrast point.
  let sentenceStart = 0;
  let before = 0;
  let after = 0;
  let contrast = false;
  let concessiveOpen = false;
  let lastEmoji = 0;
  let hasItem = false;
  // Per sentence, for its mood: the strongest feeling, emoji or emoticons with a feeling, words,
  // informational cues, and whether an if-clause is open.
  let strongest = 0;
  let praiseItems = 0;
  let felt = false;
  let sentenceWords = 0;
  let informational = false;
  let inIf = false;
  for (let i = 0; i <= n; i++) {
    const t = tokens[i];
    if (t === undefined || (t.kind === Kind.Punct && endsSentence(t.text))) {
      let s = contrast ? before * T.beforeContrast + after * T.afterContrast : before + after;
      const asks = t !== undefined && t.text.includes("?");
      // Praise without emphasis (no emoji, no "!"); how strong its strongest word is decides below.
      const plainPraise = s > 0 && !felt && !(t !== undefined && t.text.includes("!"));
      const sarcasm = s > 0 ? sarcasticOpening(tokens, sentenceStart, i) : Sarcasm.None;
      if (sarcasm === Sarcasm.Retort || (sarcasm === Sarcasm.IronicPraise && praiseItems === 1)) s *= T.sarcasm;
      else if (asks) s *= plainPraise && strongest < T.mildInQuestion ? T.mildQuestion : T.question;
      else if (plainPraise && informational && sentenceWords >= T.informationalWords && strongest < T.mildInStatement)
        s *= T.informational;
      sum += s;
      before = after = 0;
      contrast = concessiveOpen = hasItem = false;
      sentenceStart = i + 1;
      lastEmoji = 0;
      strongest = sentenceWords = praiseItems = 0;
      felt = informational = inIf = false;
      continue;
    }
    if (!informational && isInformationalToken(t)) informational = true;
    let v = 0;
    if (t.kind === Kind.Word) {
      sentenceWords++;
      if (scan.consumed[i]) continue;
      const f = flags(t);
      if (f & (F.contrast | F.concessive)) {
        const w = t.text;
        const trailing = w === "though" || w === "tho" || w === "although";
        if (i === sentenceStart && f & F.concessive && (w !== "even" || tokens[i + 1]?.text === "though")) {
          // "Although it's cheap, it broke": the clause up to the comma is the weaker one.
          concessiveOpen = true;
          continue;
        }
        if (f & F.contrast && hasItem && (!trailing || isWord(tokens[i + 1]))) {
          // "X but Y": what came before in the sentence is the weaker part.
          contrast = true;
          continue;
        }
      }
      if (t.text === "if" || t.text === "unless" || t.text === "whether") inIf = true;
      v = wordItem(scan, i);
      if (inIf) v *= T.conditional;
    } else if (t.kind === Kind.Emoji) {
      v = emojiValence(t.cp);
      if (lastEmoji === t.cp) v *= T.emojiRepeat;
      lastEmoji = t.cp;
      if (v !== 0) felt = true;
    } else if (t.kind === Kind.Emoticon) {
      v = emoticonValence(t.text);
      if (v !== 0) felt = true;
    } else if (t.kind === Kind.Hashtag) {
      v = wordValence(t.text) ?? 0;
    } else if (t.kind === Kind.Punct && (t.text === "," || t.text === ";")) {
      // An if-clause ends at its comma: "if you like this, check out their EP".
      inIf = false;
      if (concessiveOpen) {
        concessiveOpen = false;
        contrast = true;
      }
      continue;
    }
    if (v === 0) continue;
    if (tally !== undefined) {
      if (v > 0) tally.positive++;
      else tally.negative++;
    }
    if (Math.abs(v) > strongest) strongest = Math.abs(v);
    if (v > 0) praiseItems++;
    hasItem = true;
    if (contrast) after += v;
    else before += v;
  }

  if (sum === 0 && bangs > 0 && questionMarks === 0 && words > 0) {
    // An exclamation with no feeling words is usually excitement ("Got the tickets!").
    sum = T.bareExclamation;
  } else if (sum !== 0) {
    let emphasis = Math.min(bangs, 4) * T.exclamation;
    if (questionMarks > 1) emphasis += Math.min(questionMarks * T.questionMark, 0.96);
    sum += sum > 0 ? emphasis : -emphasis;
  }
  return sum / Math.sqrt(sum * sum + T.alpha);
}

/** A punctuation run with . ! or ? ends a sentence; , ; : do not. */
function endsSentence(s: string): boolean {
  for (let k = 0; k < s.length; k++) {
    const c = s.charCodeAt(k);
    if (c === 46 || c === 33 || c === 63) return true;
  }
  return false;
}

/** The valence of the word at i with its modifiers applied, or 0. Marks phrases as consumed. */
function wordItem(scan: Scan, i: number): number {
  const { tokens } = scan;
  const t = tokens[i]!;
  const info = t.info;
  const w = t.text;

  if (info !== undefined) {
    // Phrases first: "can't wait", "waste of time", "not gonna lie".
    if (info.phraseSpan >= 2) {
      const matched = matchPhrase(tokens, i, info.phraseSpan);
      if (matched !== null) {
        for (let k = i; k <= matched.end; k++) scan.consumed[k] = 1;
        return matched.value === 0 ? 0 : modify(scan, i, matched.value, matched.negatable, t.caps);
      }
    }
    const next = tokens[i + 1];
    const nextIsWord = next !== undefined && (next.kind === Kind.Word || next.kind === Kind.Emoji);
    // "kind of", "a bit": the pair is a dampener, not "kind" (a feeling) and "of".
    if (info.flags & F.pairStart && isWord(next) && pairBoost(w, next.text) !== undefined) return 0;
    // An intensifier modifies the next word when that word has a feeling ("super helpful");
    // alone it keeps its own valence ("that was super!").
    if (info.boost !== 0 && nextIsWord && hasFeeling(tokens, i + 1)) return 0;
    if (info.flags & F.negator) {
      // "no" alone is a mild disagreement or lack ("no electricity"); before a feeling it only
      // negates it. "No no no!" is three disagreements, not a double negative.
      if (w !== "no") return 0;
      if (nextIsWord && !(flags(next) & F.negator) && hasFeeling(tokens, i + 1)) return 0;
      return modify(scan, i, info.valence ?? 0, false, t.caps);
    }
  }

  let v = contextualValence(tokens, i);
  if (v === undefined && (t.elongated || endsDoubled(w))) v = deElongated(w);
  if (v === undefined) v = inflected(w);
  if (v === undefined || v === 0) return 0;
  if (t.elongated) v += v > 0 ? T.elongation : -T.elongation;
  return modify(scan, i, v, !(flags(t) & F.unnegated), t.caps);
}

/** Whether the token at j carries a feeling that a word before it could modify. */
function hasFeeling(tokens: Token[], j: number): boolean {
  const t = tokens[j]!;
  if (t.kind === Kind.Emoji) return emojiValence(t.cp) !== 0;
  const info = t.info;
  if (t.kind !== Kind.Word) return false;
  if (t.text === "like") return true;
  if (info === undefined) return false;
  if (info.valence !== undefined && info.valence !== 0) return true;
  if (info.phraseSpan >= 2 && (matchPhrase(tokens, j, info.phraseSpan)?.value ?? 0) !== 0) return true;
  if (info.boost !== 0) return false;
  return (info.flags & F.tooComplaint) !== 0 || info.slang !== undefined;
}

/** Phrases a negation before them does not reverse: in "can't sing for shit" the negation is the insult. */
const UNNEGATED_PHRASES: ReadonlySet<string> = new Set(["for shit"]);

function matchPhrase(
  tokens: Token[],
  i: number,
  span: number,
): { value: number; end: number; negatable: boolean } | null {
  let key = tokens[i]!.text;
  let best: { value: number; end: number; negatable: boolean } | null = null;
  for (let j = i + 1; j < i + span; j++) {
    const t = tokens[j];
    if (!isWord(t)) break;
    key += " " + t.text;
    const v = phraseValence(key);
    if (v !== undefined) best = { value: v, end: j, negatable: !UNNEGATED_PHRASES.has(key) };
  }
  return best;
}

/** "no" negates the word right after it, or the next one after a modifier ("no real problem"). */
function noReaches(seen: number, between: Token | null): boolean {
  if (seen === 0) return true;
  return seen === 1 && between !== null && ((between.info?.boost ?? 0) !== 0 || NO_DETERMINED.has(between.text));
}

const NO_DETERMINED: ReadonlySet<string> = new Set(["real", "big", "other", "such", "more", "single", "one"]);

/**
 * Applies the up-to-`window` words before i within the same clause: intensifiers and dampeners
 * (decaying with distance), negation (an odd count flips), and capitals.
 */
function modify(scan: Scan, i: number, valence: number, allowNegation: boolean, caps: boolean): number {
  const { tokens, consumed } = scan;
  let v = valence;
  if (caps && scan.mixedCaps) v += v > 0 ? T.caps : -T.caps;
  const sign = v > 0 ? 1 : -1;
  let negations = 0;
  let seen = 0;
  let later: Token | null = null;
  let emphatic = false;
  for (let j = i - 1; j >= 0 && seen < T.window; j--) {
    const p = tokens[j]!;
    if (p.kind === Kind.Mention || p.kind === Kind.Url || p.kind === Kind.Timestamp) continue;
    if (p.kind !== Kind.Word || consumed[j]) break; // punctuation, emoji and phrases end the clause
    const w = p.text;
    // Articles do not take a slot: "wouldn't be such a bad idea" still reaches "wouldn't".
    if (w === "a" || w === "an" || w === "the") continue;
    const f = flags(p);
    // A contrast starts a new clause; "didn't expect to like it" is about the expectation.
    if (f & (F.contrast | F.negationStopper)) break;
    const decay = DECAY[seen] as number;
    const pair = later === null ? undefined : pairBoost(w, later.text);
    const boost = p.info?.boost ?? 0;
    if (pair !== undefined) {
      // "kind of good": the pair counts once; undo the boost of its second word.
      v += sign * pair * decay - sign * (later?.info?.boost ?? 0) * (DECAY[seen - 1] as number);
    } else if (boost !== 0) {
      let inc = boost;
      if (p.caps && scan.mixedCaps && boost > 0) inc += T.caps;
      if (p.elongated) inc *= 1.5;
      v += sign * inc * decay;
    }
    if (w === "this" || w === "so") emphatic = true;
    if (allowNegation) {
      if (f & F.negator) {
        // "never been so happy" and "haven't been this sore" emphasise rather than negate;
        // "not so good" still negates.
        const emphasis = emphatic && (w === "never" || later?.text !== "so");
        if (!emphasis && (w !== "no" || noReaches(seen, later))) negations++;
      } else if (w === "least" && tokens[j - 1]?.text !== "at" && tokens[j - 1]?.text !== "very") {
        negations++;
      }
    }
    later = p;
    seen++;
  }
  if (negations % 2 === 1) v *= T.negation;
  return v;
}
