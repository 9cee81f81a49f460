// Sentiment beyond English: one model for the languages the English model was never
// taught (Spanish, Portuguese, French, German, Italian, Hindi in Devanagari and in Latin letters,
// Arabic). Same form as the English model (sentiment-model.ts: multinomial logistic regression
// over the lexicon score, hashed words, word pairs and letter n-grams, int8 weights, a Bloom
// filter of the words it saw), trained on real posts in those languages labelled by people
// (scripts/training/multilingual-sentiment/train.ts, docs/decisions/011-sentiment-training-data.md).
// One model for all of them rather than one per language: emoji, punctuation and shared words
// ("top", "lol", cognates) carry over, and a comment read as the wrong one of these languages is
// still read by a model that knows it. The lexicon score is the English lexicon's, which in
// practice is the emoji's and the loanwords' valence; beside it, the model's header carries our
// hand-written word lists of the seven languages (scripts/training/multilingual-sentiment/
// lexicon-lists.ts: praise and complaint words, negators), read as two dense features
// (sentiment-model.ts listFeatures), so a word the posts never showed still counts.
// The Worker reads the weights from D1 (model_weights "comment-sentiment-multilingual") once per
// isolate, like the English model's; tests install them from multilingual-model-weights.ts.
import type { SentimentLabel } from "./sentiment";
import { englishLeaning, scoreTokens } from "./sentiment";
import {
  parseSentimentModel,
  scoreWithModel,
  type SentimentModel,
  type SentimentProbabilities,
} from "./sentiment-model";
import { Kind, type Token } from "./tokenize";

/** The model's rows in D1's model_weights table. */
export const MULTILINGUAL_MODEL_NAME = "comment-sentiment-multilingual";

/** Languages this model reads (language.ts codes). English and "und" go to the English model. */
export const MULTILINGUAL_LANGUAGES: readonly string[] = ["es", "pt", "fr", "de", "it", "hi", "hi-Latn", "ar"];

const multilingual = new Set(MULTILINGUAL_LANGUAGES);

/** Whether the multilingual model reads comments in this language. */
export function isMultilingualLanguage(language: string): boolean {
  return multilingual.has(language);
}

let installed: SentimentModel | null = null;

/** Makes the serialised model (sentiment-model.ts format) the one that reads those languages. */
export function installMultilingualModel(data: string): void {
  if (data === "") throw new Error("The multilingual sentiment model is empty: are the D1 migrations applied?");
  installed = parseSentimentModel(data);
}

/**
 * Languages read by a model of their own instead of the shared one, with its rows' name in D1's
 * model_weights. Hindi (in either script) and Arabic: their labelled posts now outnumber every
 * other language's several times over, and trained together they pulled the others down
 * (decision 011), so each learns apart and the shared model stays as it was for the rest.
 */
export const LANGUAGE_SENTIMENT_MODELS: Readonly<Record<string, string>> = {
  hi: "comment-sentiment-hindi",
  ar: "comment-sentiment-arabic",
};

const ownModels = new Map<string, SentimentModel>();

/** Installs (or, with null, removes) the model of one language of LANGUAGE_SENTIMENT_MODELS ("hi"). */
export function installLanguageSentimentModel(language: string, data: string | null): void {
  if (data === null) {
    ownModels.delete(language);
    return;
  }
  if (data === "") throw new Error(`The ${language} sentiment model is empty: are the D1 migrations applied?`);
  ownModels.set(language, parseSentimentModel(data));
}

/** The model that reads a comment in `language`: its own when it has one, else the shared one. */
export function modelForLanguage(language: string | undefined): SentimentModel {
  const own = language === undefined ? undefined : LANGUAGE_SENTIMENT_MODELS[crossingLanguage(language)];
  if (own !== undefined) {
    const model = ownModels.get(crossingLanguage(language!));
    if (model === undefined)
      throw new Error(`The ${own} model is not loaded: await ensureScoringData(db) before scoring.`);
    return model;
  }
  return multilingualModel();
}

/** The installed model; throws before it is installed, so a path that forgot to load cannot score. */
export function multilingualModel(): SentimentModel {
  if (installed === null)
    throw new Error("The multilingual sentiment model is not loaded: await ensureScoringData(db) before scoring.");
  return installed;
}

/**
 * What fills the model's lexicon slot: the English model's compound (P(positive) − P(negative))
 * when the model was trained so (header `lexicon: "english"`), else the rule engine's compound.
 */
export function englishCompound(tokens: Token[]): number {
  return englishLeaning(tokens);
}

/**
 * The words as the multilingual model reads them when trained so (header `normalise`): letters
 * repeated 3+ times cut to two ("buenooooo" → "buenoo"), Arabic diacritics and tatweel dropped,
 * alef, ya and ta marbuta variants folded (أ إ آ → ا, ى → ي, ة → ه). Other tokens as they are.
 */
export function normaliseTokens(tokens: readonly Token[]): Token[] {
  return tokens.map((t) => {
    if (t.kind !== Kind.Word && t.kind !== Kind.Hashtag) return t;
    const text = normaliseWord(t.text);
    return text === t.text ? t : { ...t, text };
  });
}

function normaliseWord(w: string): string {
  let out = w.replace(/(.)\1{2,}/gu, "$1$1");
  if (/[\u0600-\u06ff]/.test(out))
    out = out
      .replace(/[\u064b-\u065f\u0670\u0640]/g, "")
      .replace(/[\u0622\u0623\u0625]/g, "\u0627")
      .replace(/\u0649/g, "\u064a")
      .replace(/\u0629/g, "\u0647");
  return out;
}

/** The language whose own features a comment in `language` reads (Hindi in either script: "hi"). */
export const crossingLanguage = (language: string) => (language === "hi-Latn" ? "hi" : language);

/**
 * Class probabilities of a comment as `model` reads it in `language` (language.ts's code): that
 * language's own features when the model has them (header `languages`), else the shared ones, and
 * the shift of `shiftLanguage`, by default the language as read (Hindi's model learned from
 * romanised posts and reads Devanagari less surely, so the two scripts are calibrated apart).
 */
export function multilingualProbabilities(
  tokens: Token[],
  model: SentimentModel,
  language?: string,
  shiftLanguage: string | undefined = language,
): SentimentProbabilities {
  return scoreWithModel(
    model,
    model.normalise === true ? normaliseTokens(tokens) : tokens,
    model.lexicon === "english" ? englishCompound(tokens) : scoreTokens(tokens),
    language === undefined ? undefined : crossingLanguage(language),
    shiftLanguage,
  );
}

/**
 * Label and compound (P(positive) − P(negative)) of a comment in one of MULTILINGUAL_LANGUAGES,
 * read as multilingualProbabilities reads it; without `language`, the shared features alone.
 */
export function classifyMultilingual(
  tokens: Token[],
  given?: SentimentModel,
  language?: string,
): { compound: number; label: SentimentLabel } {
  const p = multilingualProbabilities(tokens, given ?? modelForLanguage(language), language);
  const label: SentimentLabel =
    p.positive > p.neutral && p.positive >= p.negative ? "positive" : p.negative > p.neutral ? "negative" : "neutral";
  return { compound: p.positive - p.negative, label };
}
