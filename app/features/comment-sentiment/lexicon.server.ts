// Loads the VADER lexicon and the sentiment model's weights from D1 into the scorer, once per
// isolate (the Worker does not carry them in its script: engine/lexicon.ts and engine/sentiment.ts
// explain why). Every server path that scores text awaits this first; concurrent first requests
// share one read.
import type { Db } from "~/lib/db/client.server";
import { readModelWeights } from "~/lib/model-weights/model-weights.server";
import { sentimentLexicon } from "./tables";
import { installVaderLexicon, isVaderLexiconInstalled } from "./engine/lexicon";
import { installSentimentModel, isSentimentModelInstalled } from "./engine/sentiment";
import { SENTIMENT_MODEL_NAME } from "./engine/sentiment-model";

let loading: Promise<void> | null = null;

export function ensureSentimentLexicon(db: Db): Promise<void> {
  if (isVaderLexiconInstalled() && isSentimentModelInstalled()) return Promise.resolve();
  loading ??= Promise.all([
    db.select({ token: sentimentLexicon.token, valence: sentimentLexicon.valence }).from(sentimentLexicon),
    readModelWeights(db, SENTIMENT_MODEL_NAME),
  ])
    .then(([lexicon, model]) => {
      installVaderLexicon(lexicon.map((r) => [r.token, r.valence] as const));
      installSentimentModel(model);
    })
    .finally(() => {
      // A failed read is tried again by the next request rather than remembered.
      loading = null;
    });
  return loading;
}
