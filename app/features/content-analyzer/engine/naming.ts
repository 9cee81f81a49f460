// Cluster names: the phrase the cluster's titles share, never a list of separate words.
//
// On real search results names once came out as one word ("Hands", "Welcome", "Season"), as
// the query's own words, or as a channel ("Film Theory" of The Film Theorists). A name is now
// always two or three words as the titles write them (a stopword may stand inside: "Game of
// Thrones"), has a word that is not the query's, and is no channel's name (not-a-topic.ts). Of
// the phrases the cluster's titles share, one shared across two or more channels comes first: a
// phrase only one channel's videos share is that channel's series or signature ("Chelsea Unseen"),
// not a topic others make. In order (namePlan below): phrases shared across channels; the phrase
// that carries a word shared across channels (the titles share "Christmas"; the name is
// "Christmas Haul", as one of them writes it); phrases one channel's videos share; phrases of the
// most typical title; any phrase of a member title. A cluster whose titles hold no such phrase
// ("How to Set Up a NAS the Easy Way") takes a phrase of up to four words with small words inside
// ("Set Up a NAS"); only when there is none either is a shared word joined to the query's last
// ("Tokyo Vlog"), and failing all, the query's own name with a number.
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
import { STOPWORDS } from "~/lib/stopwords";
import { displayTerm, singular, tokenize, type Token, type TokenRun } from "~/lib/title-words";
import { channelNameTest, displayWord, isPackaging, isShouting } from "./not-a-topic";
import { cosine, type Corpus } from "./tfidf";

/** A shared phrase must be in this share of the cluster's titles (and in two of them). */
export const MIN_PHRASE_COVERAGE = 0.15;
/** A longer phrase wins over its shorter part when it is in at least this share of the part's titles. */
export const PHRASE_TAKEOVER = 0.6;
export const MAX_PHRASE_WORDS = 3;
/** The longest name taken when no title of a cluster holds a name of MAX_PHRASE_WORDS or fewer. */
export const LOOSE_PHRASE_WORDS = 4;
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

// ---- name phrases: two or three words, stopwords allowed inside ----

const NAME_WORD = /[\p{L}\p{M}\p{N}]+/gu;
/** Words that may stand inside a name ("Game of Thrones", "Back to School", "Shopping in London"). */
const JOINERS = new Set(["of", "in", "on", "at", "to", "for", "the", "vs", "with", "from"]);
/** A score or a range ("3-0", "19-23"): its numbers are not part of a name. */
const SCORE = /(?<!\p{N})\p{N}+[-–]\p{N}+/gu;
const DIGITS = /^\p{N}+$/u;
const LETTER = /\p{L}/u;

type NameWord = { key: string; surface: string; kind: "content" | "stop" | "number" };

/** A title's words in runs that stand side by side (a single space or hyphen between), as tokenize reads adjacency. */
function nameRuns(title: string): NameWord[][] {
  const clean = title
    .normalize("NFKC")
    .replace(/['’ʼ`´]/g, "")
    .replace(SCORE, " | ");
  const runs: NameWord[][] = [[]];
  let last = 0;
  for (const match of clean.matchAll(NAME_WORD)) {
    const surface = match[0];
    const index = match.index ?? 0;
    const between = clean.slice(last, index).replace(/\s+/g, " ");
    last = index + surface.length;
    if (!/^[\s-]?$/u.test(between)) runs.push([]);
    const lower = surface.toLowerCase();
    if (UNSPACED.test(lower)) {
      runs.push([]);
      continue;
    }
    // A one-letter word ("M" of "M/V") or a stopword never starts or ends a name.
    const kind =
      DIGITS.test(lower) || !LETTER.test(lower)
        ? "number"
        : STOPWORDS.has(lower) || [...lower].length < 2
          ? "stop"
          : "content";
    runs[runs.length - 1]!.push({ key: kind === "content" ? singular(lower) : lower, surface, kind });
  }
  return runs.filter((run) => run.length > 1);
}

/**
 * Each distinct name phrase of a title: two or three adjacent words, starting on a word that says
 * something (not a stopword, a number or one letter), ending on one or on a number right after
 * one ("iPhone 8", "Season 2"; never a score's "3-0"), only a joining word inside ("Game of
 * Thrones", "Back to School"). Key (normal forms) -> surface as written.
 *
 * `loose`: up to LOOSE_PHRASE_WORDS words with any small words inside ("Set Up a NAS"), for a
 * title none of whose pairs can name anything ("How to Set Up a NAS the Easy Way").
 */
export function namePhrases(title: string, loose = false): Map<string, string> {
  const out = new Map<string, string>();
  const longest = loose ? LOOSE_PHRASE_WORDS : MAX_PHRASE_WORDS;
  for (const run of nameRuns(title)) {
    for (let start = 0; start < run.length; start++) {
      if (run[start]!.kind !== "content") continue;
      for (let n = 2; n <= longest && start + n <= run.length; n++) {
        const words = run.slice(start, start + n);
        const end = words[n - 1]!;
        const inside = words.slice(1, -1);
        if (end.kind === "stop" || inside.some((w) => w.kind === "number")) continue;
        if (!loose && inside.some((w) => w.kind === "stop" && !JOINERS.has(w.key))) continue;
        // A number ends a name only right after a word that says something ("iPhone 8", not "after 30").
        if (end.kind === "number" && words[n - 2]!.kind !== "content") continue;
        if (new Set(words.map((w) => w.key)).size < n) continue;
        const key = words.map((w) => w.key).join(" ");
        if (!out.has(key)) out.set(key, words.map((w) => w.surface).join(" "));
      }
    }
  }
  return out;
}

/** The words of a name phrase key that say something: not stopwords, not numbers. */
const contentWords = (key: string) => key.split(" ").filter((w) => !STOPWORDS.has(w) && !DIGITS.test(w));

type PhraseTable = { byDoc: Map<string, string>[]; docsWith: Map<string, number> };

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
function displayPhrase(
  key: string,
  byDoc: readonly ReadonlyMap<string, string>[],
  members: readonly number[],
  titles: readonly string[],
): string {
  const forms = new Map<string, number>();
  for (const doc of members) {
    const surface = byDoc[doc]!.get(key);
    if (!surface) continue;
    const shouting = isShouting(titles[doc] ?? "");
    const shown = surface
      .split(" ")
      .map((word, i) => (i > 0 && STOPWORDS.has(word.toLowerCase()) ? word.toLowerCase() : displayWord(word, shouting)))
      .join(" ");
    forms.set(shown, (forms.get(shown) ?? 0) + 1);
  }
  return [...forms].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0] ?? displayTerm(key, undefined);
}

type NameTable = PhraseTable & { words: Set<string>[]; channels: string[] };

function nameTable(corpus: Corpus): NameTable {
  const byDoc = corpus.titles.map((title) => namePhrases(title));
  const docsWith = new Map<string, number>();
  for (const phrases of byDoc) for (const key of phrases.keys()) docsWith.set(key, (docsWith.get(key) ?? 0) + 1);
  const words = corpus.titles.map(
    (title) =>
      new Set(
        nameRuns(title)
          .flat()
          .filter((w) => w.kind === "content")
          .map((w) => w.key),
      ),
  );
  return { byDoc, docsWith, words, channels: corpus.channelTitles };
}

type NameCandidate = { key: string; inDocs: number; channels: number; score: number };

/**
 * Candidate names of one cluster, best first (see the header): every one two or three words, with
 * a word that is not the query's, no channel's name and not packaging alone.
 */
function candidateNames(
  corpus: Corpus,
  table: NameTable,
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
  const outside = table.byDoc.length - members.length;
  const valid = (key: string) => {
    const content = contentWords(key);
    return (
      content.length > 0 &&
      content.some((w) => !queryTerms.has(w)) &&
      !isChannel(key) &&
      !isPackaging(key, queryTerms) &&
      !isPackaging(content.join(" "), queryTerms)
    );
  };
  const channelsOf = (docs: readonly number[]) => {
    const named = new Set(docs.map((d) => table.channels[d] ?? "").filter((c) => c !== ""));
    // Results without channel names (a data set that lacks them) count as different channels.
    return named.size + docs.filter((d) => (table.channels[d] ?? "") === "").length;
  };
  const candidates = new Map<string, NameCandidate>();
  const docsOf = new Map<string, number[]>();
  for (const doc of members) {
    for (const key of table.byDoc[doc]!.keys()) docsOf.set(key, [...(docsOf.get(key) ?? []), doc]);
  }
  for (const [key, docs] of docsOf) {
    if (!valid(key)) continue;
    const outCoverage = outside > 0 ? ((table.docsWith.get(key) ?? 0) - docs.length) / outside : 0;
    candidates.set(key, {
      key,
      inDocs: docs.length,
      channels: channelsOf(docs),
      score: docs.length / members.length - outCoverage + (keywords.get(contentWords(key).join(" ")) ?? 0) / 2,
    });
  }
  const byScore = (a: NameCandidate, b: NameCandidate) =>
    b.score - a.score ||
    b.inDocs - a.inDocs ||
    b.key.split(" ").length - a.key.split(" ").length ||
    (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
  const ranked0 = [...candidates.values()].sort(byScore);
  // A longer phrase that holds a shorter one, in most of its titles, replaces it ("AI Email
  // Assistants" for "AI Email"): it says more about the same videos.
  const all = [
    ...new Set(
      ranked0.map(
        (phrase) =>
          ranked0
            .filter(
              (p) =>
                p.key.split(" ").length > phrase.key.split(" ").length &&
                ` ${p.key} `.includes(` ${phrase.key} `) &&
                p.inDocs >= phrase.inDocs * PHRASE_TAKEOVER,
            )
            .sort((a, b) => b.inDocs - a.inDocs || byScore(a, b))[0] ?? phrase,
      ),
    ),
  ].sort(byScore);
  const shared = all.filter((c) => c.inDocs >= minDocs);

  // Words the titles share across channels, most distinctive first, each carried by the phrase of
  // the cluster's titles that holds it most often.
  const wordDocs = new Map<string, number[]>();
  for (const doc of members) for (const w of table.words[doc]!) wordDocs.set(w, [...(wordDocs.get(w) ?? []), doc]);
  const sharedWords = [...wordDocs]
    .filter(([w, docs]) => docs.length >= minDocs && channelsOf(docs) >= 2 && !queryTerms.has(w) && valid(w))
    .map(([w, docs]) => ({ w, score: docs.length / members.length + (keywords.get(w) ?? 0) / 2 }))
    .sort((a, b) => b.score - a.score || (a.w < b.w ? -1 : 1));
  const carriers = sharedWords.flatMap(({ w }) =>
    all
      .filter((c) => contentWords(c.key).includes(w))
      .sort((a, b) => b.inDocs - a.inDocs || byScore(a, b))
      .slice(0, 1),
  );
  const typicalDoc = medoid(corpus, members);
  const typical = new Set(table.byDoc[typicalDoc]!.keys());
  const ordered = [
    ...shared.filter((c) => c.channels >= 2),
    ...carriers,
    ...shared.filter((c) => c.channels < 2),
    ...all.filter((c) => typical.has(c.key)),
    ...all,
  ];
  const keys = new Set(ordered.map((c) => c.key));
  const names = [...keys].map((key) => displayPhrase(key, table.byDoc, members, corpus.titles));
  // No title of the cluster holds a name of two or three words ("How to Set Up a NAS the Easy
  // Way": each pair has a small word at one end): a longer phrase as the titles write it ("Set Up
  // a NAS"), the one most of them share first, then those of the most typical title. Gluing a
  // shared word to the query's ("Set Server") would name something no title says.
  const loose = members.map((doc) => namePhrases(corpus.titles[doc] ?? "", true));
  const looseDocs = new Map<string, number>();
  for (const phrases of loose) for (const key of phrases.keys()) looseDocs.set(key, (looseDocs.get(key) ?? 0) + 1);
  const typicalLoose = loose[members.indexOf(typicalDoc)]!;
  const looseKeys = [...looseDocs]
    .filter(([key, docs]) => !keys.has(key) && valid(key) && (docs >= minDocs || typicalLoose.has(key)))
    .sort(
      (a, b) =>
        Number(b[1] >= minDocs) - Number(a[1] >= minDocs) ||
        b[1] - a[1] ||
        a[0].split(" ").length - b[0].split(" ").length ||
        (a[0] < b[0] ? -1 : 1),
    )
    .map(([key]) => key);
  const looseByDoc = table.byDoc.map(() => new Map<string, string>());
  members.forEach((doc, i) => (looseByDoc[doc] = loose[i]!));
  for (const key of looseKeys) names.push(displayPhrase(key, looseByDoc, members, corpus.titles));
  // Not even that ("BOBBY - ‘RUNAWAY’ M/V"): the word its titles share most, with the query's last
  // word, as the market would say it ("Bobby Song", "Tokyo Vlog").
  const queryWord = corpus.query.split(/\s+/).filter(Boolean).at(-1);
  if (queryWord !== undefined) {
    const words = [...wordDocs]
      .filter(([w]) => !queryTerms.has(w) && valid(w))
      .sort(
        (a, b) =>
          b[1].length - a[1].length || (keywords.get(b[0]) ?? 0) - (keywords.get(a[0]) ?? 0) || (a[0] < b[0] ? -1 : 1),
      );
    for (const [w] of words) {
      const shown = displayWord(displayTerm(w, corpus.surfaces.get(w)), false);
      names.push(`${shown} ${displayWord(queryWord, false)}`);
    }
  }
  return names;
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
  const table = nameTable(corpus);
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
