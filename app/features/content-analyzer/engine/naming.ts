// Cluster names: the phrase the cluster's titles share, never a list of separate words.
//
// Joining a cluster's three most distinctive words gave "Automate, Inbox & Settle": each word
// is typical of some videos, together they describe none. A name is instead one phrase of one
// to three adjacent words (a stopword or punctuation breaks adjacency) as written in the titles:
//   - coverage: the share of the cluster's titles that contain it, at least MIN_PHRASE_COVERAGE
//     and two titles (one title's product name cannot name a topic); two- and three-word phrases
//     come before single words, which are vaguer ("Smart" says less than "Smart Home");
//   - distinctiveness: coverage inside the cluster minus coverage outside it, so a title
//     template every cluster shares ("Worth Buying", "I Use Every Day") scores near zero;
//   - a longer phrase replaces its own shorter part when it covers most of that part's titles
//     ("Smart Home" over "Smart"), since it says more about the same videos.
// Phrases made only of the query's words come last: every result shares them.
// When no phrase is shared by enough titles, the name comes from the title nearest the
// cluster's centroid (its most typical video): the phrase of that title that the most members
// share, trimmed to at most MAX_PHRASE_WORDS words.
//
// `terms`, the cluster's most distinctive terms over title, tags and description, are kept as
// keywords for callers; the name does not use them.
import { displayTerm, tokenize, type Token, type TokenRun } from "~/lib/title-words";
import { channelNameTest, displayWord, isPackaging, isShouting } from "./not-a-topic";
import { cosine, type Corpus } from "./tfidf";

/** A shared phrase must be in this share of the cluster's titles (and in two of them). */
export const MIN_PHRASE_COVERAGE = 0.15;
/** A longer phrase wins over its shorter part when it is in at least this share of the part's titles. */
export const PHRASE_TAKEOVER = 0.6;
export const MAX_PHRASE_WORDS = 3;
/** Below this share a term does not count among a cluster's keywords. */
export const MIN_TERM_COVERAGE = 0.3;
const MAX_TERMS = 3;

export type ScoredTerm = { term: string; score: number };

/** Terms of a cluster, most distinctive first (ties by term), query terms only as a last resort. */
export function distinctiveTerms(corpus: Corpus, members: readonly number[]): ScoredTerm[] {
  const inside = new Set(members);
  const n = corpus.weights.length;
  const outsideCount = n - members.length;
  const inSum = new Map<string, number>();
  const inDocs = new Map<string, number>();
  const outSum = new Map<string, number>();
  corpus.vectors.forEach((vector, doc) => {
    const target = inside.has(doc) ? inSum : outSum;
    for (const [term, weight] of vector) {
      target.set(term, (target.get(term) ?? 0) + weight);
      if (inside.has(doc)) inDocs.set(term, (inDocs.get(term) ?? 0) + 1);
    }
  });
  const minDocs = Math.max(1, Math.ceil(members.length * MIN_TERM_COVERAGE));
  const scored: ScoredTerm[] = [];
  for (const [term, sum] of inSum) {
    if ((inDocs.get(term) ?? 0) < minDocs) continue;
    const inMean = sum / members.length;
    const outMean = outsideCount > 0 ? (outSum.get(term) ?? 0) / outsideCount : 0;
    scored.push({ term, score: inMean - outMean });
  }
  const isQuery = (term: string) =>
    corpus.queryTerms.has(term) || term.split(" ").every((w) => corpus.queryTerms.has(w));
  return scored.sort(
    (a, b) =>
      Number(isQuery(a.term)) - Number(isQuery(b.term)) ||
      b.score - a.score ||
      (a.term < b.term ? -1 : a.term > b.term ? 1 : 0),
  );
}

/** Up to three keyword terms that share no word, best first. */
function keywordTerms(terms: readonly ScoredTerm[]): string[] {
  const chosen: string[] = [];
  const used = new Set<string>();
  for (const { term } of terms) {
    if (chosen.length >= MAX_TERMS) break;
    const words = term.split(" ");
    if (words.some((w) => used.has(w))) continue;
    chosen.push(term);
    for (const w of words) used.add(w);
  }
  return chosen;
}

// ---- phrases of titles ----

const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/**
 * Each distinct phrase (1-3 adjacent words) of a title: key (normalised terms) -> surface as
 * written. Takes the title, or its words when already tokenized (Corpus.titleRuns).
 */
export function titlePhrases(title: string | Readonly<TokenRun>): Map<string, string> {
  const run = typeof title === "string" ? tokenize(title) : title;
  const out = new Map<string, string>();
  for (let start = 0; start < run.length; start++) {
    const words: Token[] = [];
    for (let i = start; i < run.length && words.length < MAX_PHRASE_WORDS; i++) {
      const token = run[i];
      if (!token || words.some((w) => w.term === token.term)) break;
      // Pairs of an unspaced script are already two-character words: no phrases across them.
      if (words.length > 0 && (UNSPACED.test(token.term) || UNSPACED.test(words[0]!.term))) break;
      words.push(token);
      const key = words.map((w) => w.term).join(" ");
      if (!out.has(key)) out.set(key, words.map((w) => w.surface).join(" "));
    }
  }
  return out;
}

type Phrase = { key: string; words: number; inDocs: number; score: number; query: boolean };

const byScore = (a: Phrase, b: Phrase) =>
  b.score - a.score || b.inDocs - a.inDocs || b.words - a.words || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

type PhraseTable = { byDoc: Map<string, string>[]; docsWith: Map<string, number> };

function phraseTable(titleRuns: readonly Readonly<TokenRun>[]): PhraseTable {
  const byDoc = titleRuns.map((run) => titlePhrases(run));
  const docsWith = new Map<string, number>();
  for (const phrases of byDoc) for (const key of phrases.keys()) docsWith.set(key, (docsWith.get(key) ?? 0) + 1);
  return { byDoc, docsWith };
}

/**
 * The cluster's phrases, best first. A phrase's score is its distinctiveness in titles plus half
 * its keyword strength (its TF-IDF distinctiveness over titles, tags and descriptions, relative
 * to the cluster's strongest keyword): of two phrases in as many titles, the one the videos also
 * tag and describe themselves with ("Smart Home") represents the cluster better than a pairing
 * two titles happen to share ("Smart Hub").
 */
function rankPhrases(
  table: PhraseTable,
  members: readonly number[],
  keywords: ReadonlyMap<string, number>,
  queryTerms: ReadonlySet<string>,
  minDocs: number,
  only?: ReadonlySet<string>,
): Phrase[] {
  const inDocs = new Map<string, number>();
  for (const doc of members) for (const key of table.byDoc[doc]!.keys()) inDocs.set(key, (inDocs.get(key) ?? 0) + 1);
  const outside = table.byDoc.length - members.length;
  const phrases: Phrase[] = [];
  for (const [key, count] of inDocs) {
    if (count < minDocs || (only && !only.has(key))) continue;
    const outCoverage = outside > 0 ? ((table.docsWith.get(key) ?? 0) - count) / outside : 0;
    const words = key.split(" ");
    phrases.push({
      key,
      words: words.length,
      inDocs: count,
      score: count / members.length - outCoverage + (keywords.get(key) ?? 0) / 2,
      query: words.every((w) => queryTerms.has(w)),
    });
  }
  phrases.sort(byScore);
  // A longer phrase that holds a shorter one, in most of its titles, replaces it ("Mini PC" for
  // "PC"); the list is then ranked again by each phrase's own score.
  const replaced = phrases.map((phrase) => {
    const longer = phrases.filter(
      (p) =>
        p.words > phrase.words &&
        p.query === phrase.query &&
        ` ${p.key} `.includes(` ${phrase.key} `) &&
        p.inDocs >= phrase.inDocs * PHRASE_TAKEOVER,
    );
    return longer.sort((a, b) => b.inDocs - a.inDocs || b.words - a.words || (a.key < b.key ? -1 : 1))[0] ?? phrase;
  });
  return [...new Set(replaced)].sort(byScore);
}

/** The member whose vector is closest on average to the others: the cluster's most typical video. */
function medoid(corpus: Corpus, members: readonly number[]): number {
  let best = members[0]!;
  let bestMean = -1;
  for (const i of members) {
    let sum = 0;
    for (const j of members) if (i !== j) sum += cosine(corpus.vectors[i]!, corpus.vectors[j]!);
    const mean = members.length > 1 ? sum / (members.length - 1) : 0;
    if (mean > bestMean + 1e-12) {
      best = i;
      bestMean = mean;
    }
  }
  return best;
}

/**
 * The phrase as the titles write it most often, each word shown by displayWord: mixed case and
 * acronyms as written ("iPhone", "UK"), the rest capitalised, capitals of shouted titles dropped.
 */
function displayPhrase(key: string, table: PhraseTable, members: readonly number[], titles: readonly string[]): string {
  const forms = new Map<string, number>();
  for (const doc of members) {
    const surface = table.byDoc[doc]!.get(key);
    if (!surface) continue;
    const shouting = isShouting(titles[doc] ?? "");
    const shown = surface
      .split(" ")
      .map((word) => displayWord(word, shouting))
      .join(" ");
    forms.set(shown, (forms.get(shown) ?? 0) + 1);
  }
  return [...forms].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0] ?? displayTerm(key, undefined);
}

/**
 * Candidate names of one cluster, best first: phrases of two or three words the titles share,
 * then shared single words, then a query phrase most of its titles repeat, then the phrases of
 * the cluster's most typical title; other phrases made only of the query's words last.
 */
function candidateNames(
  corpus: Corpus,
  table: PhraseTable,
  members: readonly number[],
  ranked: readonly ScoredTerm[],
  isChannel: (key: string) => boolean,
): string[] {
  const minDocs = members.length <= 2 ? 1 : Math.max(2, Math.ceil(members.length * MIN_PHRASE_COVERAGE));
  const { queryTerms } = corpus;
  const strongest = Math.max(0, ...ranked.map((t) => t.score));
  const keywords = new Map(
    strongest > 0 ? ranked.filter((t) => t.score > 0).map((t) => [t.term, t.score / strongest]) : [],
  );
  // Channel names and packaging never name a topic; the query's own phrases stay as the last resort.
  const rank = (min: number, only?: ReadonlySet<string>) =>
    rankPhrases(table, members, keywords, queryTerms, min, only).filter(
      (p) => !isChannel(p.key) && (p.query || !isPackaging(p.key, queryTerms)),
    );
  const shared = rank(minDocs).filter((p) => !p.query);
  const typical = new Set(table.byDoc[medoid(corpus, members)]!.keys());
  const fromTypical = rank(1, typical).filter((p) => !p.query);
  const queryOnly = rank(1).filter((p) => p.query);
  // A cluster of generic lists ("12 AI Tools I Use Every Day") shares nothing but part of the
  // query: when most of its titles say the same query phrase, that phrase is the honest name.
  const generic = queryOnly.filter((p) => p.words > 1 && p.inDocs * 2 >= members.length);
  const ordered = [
    ...shared.filter((p) => p.words > 1),
    ...shared.filter((p) => p.words === 1),
    ...generic,
    ...fromTypical.filter((p) => p.words > 1),
    ...fromTypical.filter((p) => p.words === 1),
    ...queryOnly,
  ];
  return [...new Set(ordered.map((p) => p.key))].map((key) => displayPhrase(key, table, members, corpus.titles));
}

export type NamedCluster = { name: string; terms: string[] };

/**
 * Names for every cluster, unique: a cluster whose best phrase is taken (in the given order)
 * gets its next best; failing that, the fallback or its name with a number.
 */
export function nameClusters(
  corpus: Corpus,
  clusters: readonly (readonly number[])[],
  fallback: string,
): NamedCluster[] {
  const table = phraseTable(corpus.titleRuns);
  const isChannel = channelNameTest(corpus.channelTitles);
  const used = new Set<string>();
  return clusters.map((members) => {
    const ranked = distinctiveTerms(corpus, members).filter((t) => !isChannel(t.term));
    const terms = keywordTerms(ranked).map((t) =>
      displayTerm(t, corpus.surfaces.get(t))
        .split(" ")
        .map((word) => displayWord(word, false))
        .join(" "),
    );
    let name =
      candidateNames(corpus, table, members, ranked, isChannel).find(
        (candidate) => !used.has(candidate.toLowerCase()),
      ) ?? fallback;
    if (used.has(name.toLowerCase())) {
      let i = 2;
      while (used.has(`${name} (${i})`.toLowerCase())) i++;
      name = `${name} (${i})`;
    }
    used.add(name.toLowerCase());
    return { name, terms };
  });
}
