// The learned models whose weights the Worker reads from D1 (table model_weights, decision 005):
// each one's name, the text stored for it, and the generated file that is its source of truth.
// Used by scripts/model-weights-migration.ts (writes the rows) and
// tests/integration/model-weights.test.ts (fails when D1 and these files differ).
import { ROUTER_MODEL_NAME } from "../app/features/ask-vidwise/engine/router-model";
import { ROUTER_MODEL_DATA } from "../app/features/ask-vidwise/engine/router-weights";
import { SENTIMENT_MODEL_NAME } from "../app/features/comment-sentiment/engine/sentiment-model";
import { SENTIMENT_MODEL_DATA } from "../app/features/comment-sentiment/engine/sentiment-model-weights";
import { SPAM_MODEL_NAME } from "../app/features/comment-sentiment/engine/spam-model";
import { LANGUAGE_MODEL_NAME } from "../app/features/comment-sentiment/engine/language-model";
import {
  LANGUAGE_SENTIMENT_MODELS,
  MULTILINGUAL_MODEL_NAME,
} from "../app/features/comment-sentiment/engine/multilingual-sentiment";
import { LANGUAGE_SENTIMENT_MODEL_DATA as HINDI_MODEL_DATA } from "../app/features/comment-sentiment/engine/sentiment-model-weights-hi";
import { LANGUAGE_SENTIMENT_MODEL_DATA as ARABIC_MODEL_DATA } from "../app/features/comment-sentiment/engine/sentiment-model-weights-ar";
import {
  LANGUAGE_MODEL_DATA,
  MULTILINGUAL_MODEL_DATA,
} from "../app/features/comment-sentiment/engine/multilingual-model-weights";
import { SPAM_MODEL_DATA } from "../app/features/comment-sentiment/engine/spam-model-weights";

export type ModelWeightsSource = { name: string; data: string; file: string };

export const MODEL_WEIGHTS_SOURCES: readonly ModelWeightsSource[] = [
  {
    name: ROUTER_MODEL_NAME,
    data: JSON.stringify(ROUTER_MODEL_DATA),
    file: "app/features/ask-vidwise/engine/router-weights.ts",
  },
  {
    name: SENTIMENT_MODEL_NAME,
    data: SENTIMENT_MODEL_DATA,
    file: "app/features/comment-sentiment/engine/sentiment-model-weights.ts",
  },
  { name: SPAM_MODEL_NAME, data: SPAM_MODEL_DATA, file: "app/features/comment-sentiment/engine/spam-model-weights.ts" },
  {
    name: MULTILINGUAL_MODEL_NAME,
    data: MULTILINGUAL_MODEL_DATA,
    file: "app/features/comment-sentiment/engine/multilingual-model-weights.ts",
  },
  {
    name: LANGUAGE_SENTIMENT_MODELS.hi!,
    data: HINDI_MODEL_DATA,
    file: "app/features/comment-sentiment/engine/sentiment-model-weights-hi.ts",
  },
  {
    name: LANGUAGE_SENTIMENT_MODELS.ar!,
    data: ARABIC_MODEL_DATA,
    file: "app/features/comment-sentiment/engine/sentiment-model-weights-ar.ts",
  },
  {
    name: LANGUAGE_MODEL_NAME,
    data: LANGUAGE_MODEL_DATA,
    file: "app/features/comment-sentiment/engine/multilingual-model-weights.ts",
  },
];
