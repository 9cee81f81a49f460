// For engine tests and Node scripts only: installs the VADER lexicon straight from its source
// file (import this module for its side effect before scoring). The Worker never imports it; it
// loads the same entries from D1 (lexicon.server.ts), and tests/e2e/worker-bundle.test.ts checks
// that the production build does not carry them.
import { installVaderLexicon, parseVaderLexicon } from "./lexicon";
import { VADER_LEXICON_TSV } from "./lexicon-vader";

installVaderLexicon(parseVaderLexicon(VADER_LEXICON_TSV));
