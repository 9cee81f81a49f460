// Loads what the comment scorers read from D1, once per isolate: the VADER lexicon, the English and
// multilingual sentiment models' (and the languages' own, multilingual-sentiment.ts
// LANGUAGE_SENTIMENT_MODELS), the language model's and the spam model's weights (the Worker
// does not carry them in its script: decision 005; engine/lexicon.ts, engine/sentiment.ts,
// engine/multilingual-sentiment.ts, engine/language-model.ts and engine/spam-model.ts install
// them). Every server path that scores comments awaits this first; the reads go out together.
import type { Db } from "~/lib/db/client.server";
import { readModelWeights } from "~/lib/model-weights/model-weights.server";
import { oncePerIsolate } from "~/lib/once-per-isolate";
import { sentimentLexicon } from "./tables";
import { installVaderLexicon } from "./engine/lexicon";
import { installSentimentModel } from "./engine/sentiment";
import { SENTIMENT_MODEL_NAME } from "./engine/sentiment-model";
import { SPAM_MODEL_NAME, installSpamModel } from "./engine/spam-model";
import { LANGUAGE_MODEL_NAME, installLanguageModel } from "./engine/language-model";
import {
  LANGUAGE_SENTIMENT_MODELS,
  MULTILINGUAL_MODEL_NAME,
  installLanguageSentimentModel,
  installMultilingualModel,
} from "./engine/multilingual-sentiment";

export const ensureScoringData: (db: Db) => Promise<void> = oncePerIsolate(async (db: Db) => {
  const ownModels = Object.entries(LANGUAGE_SENTIMENT_MODELS);
  const [, spamModel, multilingualModel, languageModel, ...ownModelData] = await Promise.all([
    ensureEnglishSentiment(db),
    readModelWeights(db, SPAM_MODEL_NAME),
    readModelWeights(db, MULTILINGUAL_MODEL_NAME),
    readModelWeights(db, LANGUAGE_MODEL_NAME),
    ...ownModels.map(([, name]) => readModelWeights(db, name)),
  ]);
  ownModels.forEach(([language], i) => installLanguageSentimentModel(language, ownModelData[i] as string));
  installSpamModel(spamModel);
  installMultilingualModel(multilingualModel);
  installLanguageModel(languageModel);
});

/**
 * The VADER lexicon and the English sentiment model alone: what a summary of stored scores reads
 * (a complaint after "but" is told by the sentiment of that clause), without the other models.
 */
export const ensureEnglishSentiment: (db: Db) => Promise<void> = oncePerIsolate(async (db: Db) => {
  const [lexicon, sentimentModel] = await Promise.all([
    db.select({ token: sentimentLexicon.token, valence: sentimentLexicon.valence }).from(sentimentLexicon),
    readModelWeights(db, SENTIMENT_MODEL_NAME),
  ]);
  installVaderLexicon(lexicon.map((r) => [r.token, r.valence] as const));
  installSentimentModel(sentimentModel);
});
