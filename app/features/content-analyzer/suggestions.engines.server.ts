// The searches offered when one found nothing, spelled from what the workspace's own earlier
// searches found (market-data's cache of them): never another workspace's searches or results.
// Runs in the engines Worker (its twin, suggestions.remote.server.ts, forwards the call): the
// respelling is code the pages Worker need not carry (docs/decisions/005-worker-size.md).
import { searchesOf } from "~/features/market-data/index.server";
import type { Db } from "~/lib/db/client.server";
import { searchSuggestions } from "./suggestions";

/** Earlier searches read for known words: the newest ones, enough for a vocabulary, few enough to read at once. */
const KNOWN_SEARCHES = 20;

export async function suggestionsFor(db: Db, teamChannelId: string, query: string): Promise<string[]> {
  const searches = await searchesOf(db, teamChannelId, KNOWN_SEARCHES);
  return searchSuggestions(query, { knownTexts: searches.flatMap((s) => s.videos.map((v) => v.title)) });
}
