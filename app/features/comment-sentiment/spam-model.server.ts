// Loads the spam model's weights from D1 into the detector, once per isolate (the Worker does not
// carry engine/spam-model-weights.ts in its script: decision 005). Every server path that scores
// comments awaits this beside ensureSentimentLexicon; concurrent first requests share one read.
import type { Db } from "~/lib/db/client.server";
import { readModelWeights } from "~/lib/model-weights/model-weights.server";
import { SPAM_MODEL_NAME, installSpamModel, isSpamModelInstalled } from "./engine/spam-model";

let loading: Promise<void> | null = null;

export function ensureSpamModel(db: Db): Promise<void> {
  if (isSpamModelInstalled()) return Promise.resolve();
  loading ??= readModelWeights(db, SPAM_MODEL_NAME)
    .then(installSpamModel)
    .finally(() => {
      // A failed read is tried again by the next request rather than remembered.
      loading = null;
    });
  return loading;
}
