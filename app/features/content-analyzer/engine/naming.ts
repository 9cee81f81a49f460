// Topic names: words most of the topic's videos carry in their titles, never a list of words.
//
// On real search results names once came out as one word ("Hands", "Welcome", "Season"), as
// the query's own words, or as a channel ("Film Theory" of The Film Theorists). Later a cluster of
// the tree was named "Rotten Tomatoes Scores" while it held an Eiffel Tower video, a dating video
// and a phone-camera review: a phrase two of its titles shared named videos that never said it.
// So a name is now carried by most of its topic's videos (a title carries a name when it holds
// every word of it other than small ones), and a cluster no name of which most of its titles carry
// is not one topic: formTopics splits it by the names its titles do share, and leaves in no topic
// the videos that share a name with no other. Of the names a group's titles carry, in order
// (nameOptions below): phrases shared across channels; the phrase that carries a word shared
// across channels (the titles share "Christmas"; the name is "Christmas Haul", as one of them
// writes it); phrases one channel's videos share; phrases of the most typical title; any phrase of
// a member title; a phrase of up to four words with small words inside ("Set Up a NAS", for titles
// like "How to Set Up a NAS the Easy Way" whose pairs each end on a small word); a single word
// ("Arsenal"), only across two channels and where the videos also tag it; a shared word with the
// query's last ("Tokyo Vlog"), only where the titles hold both.
//
// Joining a cluster's three most distinctive words gave "Automate, Inbox & Settle": each word
// is typical of some videos, together they describe none. A name is instead one phrase of
// adjacent words (a stopword or punctuation breaks adjacency) as written in the titles:
//   - coverage: the share of the group's titles that contain it;
//   - distinctiveness: coverage inside the group minus coverage outside it, so a title template
//     every cluster shares ("Worth Buying", "I Use Every Day") scores near zero;
//   - a longer phrase replaces its own shorter part when it covers most of that part's titles
//     ("Smart Home" over "Smart"), since it says more about the same videos.
// Never a channel's name, packaging words alone or the query's words alone (not-a-topic.ts).
//
// `terms`, the topic's most distinctive terms over title, tags and description, are kept as
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

type NameTable = PhraseTable & {
  /** Each title's content words (normal form), from its runs of two or more words. */
  words: Set<string>[];
  /** Each title's words as carryKeys reads them (scores left out): what a title carries. */
  carried: Set<string>[];
  /** Each title's single words, key -> as written: how a one-word name is shown. */
  singles: Map<string, string>[];
  channels: string[];
};

/**
 * Every word of a title in the names' normal form (singular, lower case), with its kind and as
 * written: the single words a one-word name may be, and how to show them. A score's numbers
 * ("3-0") are not words of it.
 */
function titleWords(title: string): { key: string; surface: string; kind: NameWord["kind"] }[] {
  const clean = title
    .normalize("NFKC")
    .replace(/['’ʼ`´]/g, "")
    .replace(SCORE, " | ");
  const out: { key: string; surface: string; kind: NameWord["kind"] }[] = [];
  for (const match of clean.matchAll(NAME_WORD)) {
    const surface = match[0];
    const lower = surface.toLowerCase();
    if (UNSPACED.test(lower)) continue;
    const kind =
      DIGITS.test(lower) || !LETTER.test(lower)
        ? "number"
        : STOPWORDS.has(lower) || [...lower].length < 2
          ? "stop"
          : "content";
    out.push({ key: kind === "content" ? singular(lower) : lower, surface, kind });
  }
  return out;
}

/**
 * Words as a reader compares a name with a title: letters and digits, lower case, apostrophes
 * dropped, a final "s" dropped from words over three letters ("Keyboards" carries "Keyboard").
 * Deliberately plainer than the tokenizer's singulars ("stories" is not "story"): a name is
 * carried only when its words, as shown, are visibly in the titles. A score's numbers ("3-0") are
 * not words of a title.
 */
export function carryKeys(text: string): string[] {
  return (
    text
      .normalize("NFKC")
      .toLowerCase()
      .replace(/['’ʼ`´]/g, "")
      .replace(SCORE, " | ")
      .match(NAME_WORD) ?? []
  ).map((w) => (w.length > 3 && w.endsWith("s") ? w.slice(0, -1) : w));
}

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
  const all = corpus.titles.map(titleWords);
  const carried = corpus.titles.map((title) => new Set(carryKeys(title)));
  const singles = all.map((list) => {
    const map = new Map<string, string>();
    for (const w of list) if (w.kind === "content" && !map.has(w.key)) map.set(w.key, w.surface);
    return map;
  });
  return { byDoc, docsWith, words, carried, singles, channels: corpus.channelTitles };
}

/**
 * A possible name of a group of videos: how it is shown, and the words a title must hold to carry
 * it: the shown name's words other than small ones, numbers included ("Season 3" is not carried by
 * "Season 2").
 */
type NameOption = { key: string; display: string; words: string[]; single: boolean; loose: boolean };

/**
 * The small words a title need not hold to carry a name ("Game of Thrones" is carried by "Thrones
 * Game"… and by "Game of Thrones"). Not the tokenizer's STOPWORDS: those hold filler that names
 * show ("Vlog", "Song", "Music"), and a name shows only words its titles hold.
 */
const SMALL_WORDS = new Set(
  "a an the of in on at to for vs with from and or by my your our his her their its is are be i you we it".split(" "),
);

const carryWords = (display: string) => carryKeys(display).filter((w) => !SMALL_WORDS.has(w));

type NameCandidate = { key: string; inDocs: number; channels: number; score: number };

/** How many channels posted these results; results without a channel name count as different channels. */
function channelCount(table: NameTable, docs: readonly number[]): number {
  const named = new Set(docs.map((d) => table.channels[d] ?? "").filter((c) => c !== ""));
  return named.size + docs.filter((d) => (table.channels[d] ?? "") === "").length;
}

/**
 * Possible names of one group, best first (see the header): phrases of two or three words, then
 * longer phrases with small words inside, then single words its titles share, then a shared word
 * with the query's last; every one with a word that is not the query's, no channel's name and not
 * packaging alone. Which of them the group's titles carry is decided by the caller.
 */
function nameOptions(
  corpus: Corpus,
  table: NameTable,
  members: readonly number[],
  ranked: readonly ScoredTerm[],
  isChannel: (key: string) => boolean,
): NameOption[] {
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
  const channelsOf = (docs: readonly number[]) => channelCount(table, docs);
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
  const options: NameOption[] = [];
  const keys = new Set<string>();
  const add = (key: string, display: string, loose = false) => {
    const words = carryWords(display);
    if (keys.has(key) || words.length === 0) return;
    keys.add(key);
    options.push({ key, display, words, single: !key.includes(" "), loose });
  };
  for (const c of ordered) add(c.key, displayPhrase(c.key, table.byDoc, members, corpus.titles));
  // No title of the cluster holds a name of two or three words ("How to Set Up a NAS the Easy
  // Way": each pair has a small word at one end): a longer phrase as the titles write it ("Set Up
  // a NAS"), the one most of them share first, then those of the most typical title.
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
  for (const key of looseKeys) add(key, displayPhrase(key, looseByDoc, members, corpus.titles), true);
  // A single word the titles share ("Arsenal", "Tokyo"): vaguer than a phrase, so after every
  // phrase, but a word most of the videos carry names them better than a phrase few of them do.
  const singleDocs = new Map<string, number>();
  for (const doc of members)
    for (const w of table.singles[doc]!.keys()) singleDocs.set(w, (singleDocs.get(w) ?? 0) + 1);
  const singleKeys = [...singleDocs]
    .filter(([w]) => !queryTerms.has(w) && valid(w))
    .sort((a, b) => b[1] - a[1] || (keywords.get(b[0]) ?? 0) - (keywords.get(a[0]) ?? 0) || (a[0] < b[0] ? -1 : 1))
    .map(([w]) => w);
  for (const w of singleKeys) add(w, displayPhrase(w, table.singles, members, corpus.titles));
  // Last: a shared word with the query's last word, as the market would say it ("Tokyo Vlog"),
  // taken only where the titles carry both words (the caller checks).
  const queryWord = corpus.query.split(/\s+/).filter(Boolean).at(-1);
  if (queryWord !== undefined && carryKeys(queryWord).length > 0) {
    for (const w of singleKeys) {
      const shown = displayPhrase(w, table.singles, members, corpus.titles);
      add(`${w} ${queryWord.toLowerCase()}`, `${shown} ${displayWord(queryWord, false)}`);
    }
  }
  return options;
}

/** The query as a name: its first four words, each capitalised ("Yoga For Beginners"). */
function queryName(query: string): string {
  const words = query.split(/\s+/).filter(Boolean).slice(0, 4);
  return words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(" ");
}

export type NamedCluster = { name: string; terms: string[] };
export type NamedTopic = NamedCluster & { members: number[] };

/**
 * The smallest topic a group's titles may form on their own when its cluster as a whole shares no
 * name: two videos. Three (the clustering's smallest cluster at 50 results) left most of the real
 * results of a broad search in no topic; two titles that share a name inside one cluster of the
 * tree are a topic, if a thin one (the hidden gem needs two, and says why when it has fewer).
 */
export const MIN_TOPIC_VIDEOS = 2;

/**
 * Topics whose names their videos carry. A cluster of the tree keeps all its videos when most of
 * their titles carry one of its names (every word of it other than small ones): the best such
 * name names it. A cluster none of whose names most of its titles carry is not one topic ("Rotten
 * Tomatoes Scores" over an Eiffel Tower video, a dating video and a phone-camera review): the
 * videos that carry its most widely carried name (at least MIN_TOPIC_VIDEOS of them) become a topic,
 * then the rest are read again the same way. Videos left over from every cluster are read
 * together once more (a name several clusters' leftovers share, with the videos that had no term
 * to cluster by: `termless`), and what is left after that is in no topic: `unsorted`. Two
 * topics with the same name are one. Names are unique.
 */
export function formTopics(
  corpus: Corpus,
  clusters: readonly (readonly number[])[],
  termless: readonly number[] = [],
): { topics: NamedTopic[]; unsorted: number[] } {
  const table = nameTable(corpus);
  const isChannel = channelNameTest(corpus.channelTitles);
  const minSize = MIN_TOPIC_VIDEOS;
  const rankedOf = (members: readonly number[]) => distinctiveTerms(corpus, members).filter((t) => !isChannel(t.term));
  const carriersOf = (members: readonly number[], option: NameOption) =>
    members.filter((doc) => option.words.every((w) => table.carried[doc]!.has(w)));
  // One word shared by titles is often a word, not a subject ("Last" of "Last Night Story" and
  // "Tom Petty's Last Song", "Black" of "Black Church" and "Black Rose"). It names a topic only when
  // most of its videos that have tags tag themselves with it too, and when two of them from one
  // channel are all there is, not even then (one channel's word twice is its habit). Without tags,
  // three videos must share it.
  // Across clusters (`apart`) a word must do more: three videos, every one with tags tagging it.
  const singleHolds = (option: NameOption, carriers: readonly number[], apart = false) => {
    if (!option.single) return true;
    const tagged = carriers.filter((doc) => corpus.tagWords[doc] !== null);
    const tagging = tagged.filter((doc) => corpus.tagWords[doc]!.has(option.key)).length;
    if (apart) return carriers.length >= 3 && tagged.length > 0 && tagging === tagged.length;
    if (tagged.length === 0) return carriers.length >= 3;
    if (carriers.length < 3 && channelCount(table, carriers) < 2) return false;
    return tagging * 2 > tagged.length;
  };
  /**
   * The best name most of the members carry, or null. A phrase with small words inside ("Set Up a
   * NAS") gives way to a single word that holds and more of the members carry ("Resumen" over
   * "Resumen de FC", which a few of the "Resumen de …" titles do not say).
   */
  const majorityName = (members: readonly number[]) => {
    const carried = nameOptions(corpus, table, members, rankedOf(members), isChannel)
      .map((option) => ({ option, carriers: carriersOf(members, option) }))
      .filter(({ option, carriers }) => carriers.length * 2 > members.length && singleHolds(option, carriers));
    const bestSingle = Math.max(0, ...carried.filter((c) => c.option.single).map((c) => c.carriers.length));
    return carried.find(({ option, carriers }) => !option.loose || carriers.length >= bestSingle)?.option ?? null;
  };

  const found: { members: number[]; option: NameOption }[] = [];
  /** Takes topics out of a group by their most widely carried names; returns what no name holds. */
  const peel = (group: readonly number[], apart: boolean): number[] => {
    let rest = [...group];
    while (rest.length >= minSize) {
      let best: { option: NameOption; carriers: number[] } | null = null;
      for (const option of nameOptions(corpus, table, rest, rankedOf(rest), isChannel)) {
        const carriers = carriersOf(rest, option);
        if (carriers.length < minSize || (best && carriers.length <= best.carriers.length)) continue;
        if (singleHolds(option, carriers, apart)) best = { option, carriers };
      }
      if (!best) break;
      // The carriers may share a better name than the one that gathered them ("Christmas Range"
      // among the "Christmas" videos): named again, as a group of their own.
      found.push({ members: best.carriers, option: majorityName(best.carriers) ?? best.option });
      const taken = new Set(best.carriers);
      rest = rest.filter((doc) => !taken.has(doc));
    }
    return rest;
  };

  const leftovers: number[] = [...termless];
  for (const cluster of clusters) {
    if (cluster.length === 0) continue;
    const name = majorityName(cluster);
    if (name) found.push({ members: [...cluster], option: name });
    else leftovers.push(...peel(cluster, false));
  }
  // Across clusters a phrase gathers videos, a single word hardly: the clustering found them
  // unlike, and one shared word between unlike videos is a coincidence more often than a subject.
  const unsorted = peel(
    [...leftovers].sort((a, b) => a - b),
    true,
  ).sort((a, b) => a - b);

  // Nothing but the query's own words shared ("Yoga for Beginners" four times): when most results
  // carry every word of the query, they are one topic under the query's name (the query names no
  // topic among others, since every result shares it, but here it is the only name they carry).
  if (found.length === 0 && unsorted.length >= 2) {
    const display = queryName(corpus.query);
    const words = [...new Set(carryWords(display))];
    const option: NameOption = { key: words.join(" "), display, words, single: false, loose: false };
    const carriers = words.length > 0 ? carriersOf(unsorted, option) : [];
    if (carriers.length >= minSize && carriers.length * 2 > corpus.titles.length) {
      found.push({ members: carriers, option });
      const taken = new Set(carriers);
      unsorted.splice(0, unsorted.length, ...unsorted.filter((doc) => !taken.has(doc)));
    }
  }

  // The same name twice (two clusters whose titles carry "Arsenal") is one topic.
  const byKey = new Map<string, { members: number[]; option: NameOption }>();
  for (const topic of found) {
    const same = byKey.get(topic.option.key);
    if (same) same.members = [...same.members, ...topic.members].sort((a, b) => a - b);
    else byKey.set(topic.option.key, { members: [...topic.members].sort((a, b) => a - b), option: topic.option });
  }
  const used = new Set<string>();
  const topics = [...byKey.values()]
    .sort((a, b) => a.members[0]! - b.members[0]!)
    .map(({ members, option }) => {
      let name = option.display;
      if (used.has(name.toLowerCase())) {
        let i = 2;
        while (used.has(`${name} (${i})`.toLowerCase())) i++;
        name = `${name} (${i})`;
      }
      used.add(name.toLowerCase());
      const terms = keywordTerms(rankedOf(members)).map((t) =>
        displayTerm(t, corpus.surfaces.get(t))
          .split(" ")
          .map((word) => displayWord(word, false))
          .join(" "),
      );
      return { name, terms, members };
    });
  return { topics, unsorted };
}
