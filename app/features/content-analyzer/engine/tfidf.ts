// TF-IDF vectors of videos, from title, tags and the lead of the description.
//
// Term frequency is by field presence, not raw counts: a term in the title adds 3, in the tags
// 2, in the description lead 1. Counting repeats would let one video's 40 stuffed tags or a
// description repeating a product name ten times outweigh its title, which is the best summary
// of what a video is about. Sublinear scaling is then unnecessary (the maximum is 6).
//
// The query's own words are in nearly every result, so they carry no information about how the
// results differ; they keep 10% of their weight (not zero, so a video whose only words are the
// query's still has a direction) and are never used in cluster names unless nothing else exists.
import { bigrams, descriptionLead, tokenize, unigrams, type Token, type TokenRun } from "~/lib/title-words";
import { channelWords } from "./not-a-topic";
import type { MarketVideo } from "./types";

export const FIELD_WEIGHTS = { title: 3, tags: 2, description: 1 } as const;
export const QUERY_TERM_WEIGHT = 0.1;
/** Tags beyond this many are ignored: the first tags are the ones the creator cared about. */
const MAX_TAGS = 20;

export type SparseVector = Map<string, number>;

export type Corpus = {
  /** One L2-normalised vector per document, in input order; empty when no term survived. */
  vectors: SparseVector[];
  /** Raw (unnormalised) tf x idf weights, for naming clusters. */
  weights: SparseVector[];
  /** Documents containing each term. */
  df: Map<string, number>;
  /** How each term was written, with counts (titles and tags only). */
  surfaces: Map<string, Map<string, number>>;
  queryTerms: Set<string>;
  /** The query as typed (trimmed): the last resort of a cluster name ("Tokyo Vlog"). */
  query: string;
  /** Each title's words, in input order (the cluster names are phrases of these). */
  titleRuns: TokenRun[];
  /** Each title as written, in input order (its casing decides how a name is shown). */
  titles: string[];
  /** Each result's channel title, in input order: channel names never name a cluster. */
  channelTitles: string[];
  /** Each result's tag words (its first tags, normal form), in input order; null when it has no tags. */
  tagWords: (Set<string> | null)[];
};

/** Terms of the query in the same normal form as document terms, with its adjacent pairs. */
export function queryTermSet(query: string): Set<string> {
  const run = tokenize(query);
  return new Set([...unigrams(run), ...bigrams(run)].map((t) => t.term));
}

function addSurface(surfaces: Map<string, Map<string, number>>, token: Token): void {
  let forms = surfaces.get(token.term);
  if (!forms) surfaces.set(token.term, (forms = new Map()));
  forms.set(token.surface, (forms.get(token.surface) ?? 0) + 1);
}

/** Field-presence term frequencies of one video. */
function termFrequencies(
  video: MarketVideo,
  titleRun: TokenRun,
  surfaces: Map<string, Map<string, number>>,
): Map<string, number> {
  const ownChannel = new Set(channelWords(video.channelTitle));
  const fields: { weight: number; tokens: Token[]; fromChannel: boolean }[] = [];

  // Creators put their own name in titles ("… | Melanie Murphy") as in tags: it would group the
  // results by who posted them, so the channel's own words count in no field.
  fields.push({
    weight: FIELD_WEIGHTS.title,
    tokens: [...unigrams(titleRun), ...bigrams(titleRun)],
    fromChannel: true,
  });

  const tagTokens: Token[] = [];
  for (const tag of video.tags.slice(0, MAX_TAGS)) {
    const run = tokenize(tag);
    tagTokens.push(...unigrams(run), ...bigrams(run));
  }
  // Channels tag their own name on every upload; that groups by channel, not topic.
  fields.push({ weight: FIELD_WEIGHTS.tags, tokens: tagTokens, fromChannel: true });

  fields.push({
    weight: FIELD_WEIGHTS.description,
    tokens: unigrams(tokenize(descriptionLead(video.description))),
    fromChannel: true,
  });

  const tf = new Map<string, number>();
  fields.forEach(({ weight, tokens, fromChannel }, fieldIndex) => {
    const seen = new Set<string>();
    for (const token of tokens) {
      if (fromChannel && token.term.split(" ").some((word) => ownChannel.has(word))) continue;
      if (fieldIndex < 2) addSurface(surfaces, token);
      if (seen.has(token.term)) continue;
      seen.add(token.term);
      tf.set(token.term, (tf.get(token.term) ?? 0) + weight);
    }
  });
  return tf;
}

/**
 * Builds the corpus. Terms found in a single document are dropped when there are three or more
 * documents: they cannot make two videos similar, they only shrink every cosine.
 */
export function buildCorpus(videos: readonly MarketVideo[], query: string): Corpus {
  const surfaces = new Map<string, Map<string, number>>();
  const queryTerms = queryTermSet(query);
  const titleRuns = videos.map((video) => tokenize(video.title));
  const tfs = videos.map((video, i) => termFrequencies(video, titleRuns[i]!, surfaces));
  const df = new Map<string, number>();
  for (const tf of tfs) for (const term of tf.keys()) df.set(term, (df.get(term) ?? 0) + 1);

  const n = videos.length;
  const minDf = n >= 3 ? 2 : 1;
  const weights: SparseVector[] = [];
  const vectors: SparseVector[] = [];
  for (const tf of tfs) {
    const weight: SparseVector = new Map();
    for (const [term, freq] of tf) {
      const docs = df.get(term) ?? 0;
      if (docs < minDf) continue;
      // Smoothed IDF (as scikit-learn): never zero, so a term in every document still counts a little.
      const idf = Math.log((1 + n) / (1 + docs)) + 1;
      const queryFactor =
        queryTerms.has(term) || term.split(" ").every((w) => queryTerms.has(w)) ? QUERY_TERM_WEIGHT : 1;
      weight.set(term, freq * idf * queryFactor);
    }
    weights.push(weight);
    vectors.push(normalise(weight));
  }
  return {
    vectors,
    weights,
    df,
    surfaces,
    queryTerms,
    query: query.trim(),
    titleRuns,
    titles: videos.map((v) => v.title),
    channelTitles: videos.map((v) => v.channelTitle),
    tagWords: videos.map((v) =>
      v.tags.length === 0
        ? null
        : new Set(v.tags.slice(0, MAX_TAGS).flatMap((tag) => unigrams(tokenize(tag)).map((t) => t.term))),
    ),
  };
}

function normalise(vector: SparseVector): SparseVector {
  let sum = 0;
  for (const value of vector.values()) sum += value * value;
  const norm = Math.sqrt(sum);
  const out: SparseVector = new Map();
  if (norm === 0) return out;
  for (const [term, value] of vector) out.set(term, value / norm);
  return out;
}

/** Cosine similarity of two L2-normalised vectors (0 when either is empty). */
export function cosine(a: SparseVector, b: SparseVector): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let dot = 0;
  for (const [term, value] of small) {
    const other = large.get(term);
    if (other !== undefined) dot += value * other;
  }
  return Math.min(1, Math.max(0, dot));
}
