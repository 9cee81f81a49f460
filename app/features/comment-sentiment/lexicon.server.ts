// Loads the VADER lexicon from D1 into the scorer, once per isolate (the Worker does not carry
// it in its script: engine/lexicon.ts explains why). Every server path that scores text awaits
// this first; concurrent first requests share one read.
import type { Db } from "~/lib/db/client.server";
import { sentimentLexicon } from "./tables";
import { installVaderLexicon, isVaderLexiconInstalled } from "./engine/lexicon";

let loading: Promise<void> | null = null;

export function ensureSentimentLexicon(db: Db): Promise<void> {
  if (isVaderLexiconInstalled()) return Promise.resolve();
  loading ??= db
    .select({ token: sentimentLexicon.token, valence: sentimentLexicon.valence })
    .from(sentimentLexicon)
    .then((rows) => installVaderLexicon(rows.map((r) => [r.token, r.valence] as const)))
    .finally(() => {
      // A failed read is tried again by the next request rather than remembered.
      loading = null;
    });
  return loading;
}
