// For engine tests and Node scripts only: installs the VADER lexicon, the sentiment models', the
// language model's and the spam model's weights straight from their source files (import this module for its side
// effect before scoring). The Worker never imports it; it loads the same data from D1
// (scoring-data.server.ts), and tests/e2e/worker-bundle.test.ts checks that the
// production build does not carry them.
import { installVaderLexicon, parseVaderLexicon } from "./lexicon";
import { VADER_LEXICON_TSV } from "./lexicon-vader";
import { installSentimentModel } from "./sentiment";
import { SENTIMENT_MODEL_DATA } from "./sentiment-model-weights";
import { installLanguageModel } from "./language-model";
import { LANGUAGE_MODEL_DATA, MULTILINGUAL_MODEL_DATA } from "./multilingual-model-weights";
import { installLanguageSentimentModel, installMultilingualModel } from "./multilingual-sentiment";
import { LANGUAGE_SENTIMENT_MODEL_DATA as HINDI_MODEL_DATA } from "./sentiment-model-weights-hi";
import { LANGUAGE_SENTIMENT_MODEL_DATA as ARABIC_MODEL_DATA } from "./sentiment-model-weights-ar";
import { installSpamModel } from "./spam-model";
import { SPAM_MODEL_DATA } from "./spam-model-weights";

installVaderLexicon(parseVaderLexicon(VADER_LEXICON_TSV));
installSentimentModel(SENTIMENT_MODEL_DATA);
installSpamModel(SPAM_MODEL_DATA);
installMultilingualModel(MULTILINGUAL_MODEL_DATA);
installLanguageSentimentModel("hi", HINDI_MODEL_DATA);
installLanguageSentimentModel("ar", ARABIC_MODEL_DATA);
installLanguageModel(LANGUAGE_MODEL_DATA);
