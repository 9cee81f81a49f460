// Entry points: analyse one comment, or a batch with its summary. Each comment is tokenized once
// and the tokens are shared by sentiment, language, spam, question and theme detection.
// Rules of the summary: spam is excluded from every figure and counted apart. Comments in a
// language the engine reads (English, "und", and the multilingual model's languages: Spanish,
// Portuguese, French, German, Italian, Hindi in either script, Arabic) are scored and feed every
// figure, requests and questions included; `languages` counts them all by language. Comments in
// any other language are counted apart (unreadCount, unreadLanguages), never scored and left out
// of the lists — in the per-comment output they carry `read: false`, label "neutral" and
// compound 0 (their `request` and `question` are still reported there).
import { complaintKinds, countComplaints } from "./insights";
import { detectLanguage, readsAsHinglish } from "./language";
import { detectQuestion, extractRequest } from "./questions";
import { classifyMultilingual, isMultilingualLanguage } from "./multilingual-sentiment";
import { classifyComment } from "./sentiment";
import { type SpamReason, detectSpam, findDuplicateSpam, spamReasonLabel } from "./spam";
import { countEmotions, detectEmotions, extractThemes, topicGroupKey } from "./themes";
import { tokenize, visibleText, type Token } from "./tokenize";
import type {
  AnalyzeResult,
  CommentAnalysis,
  CommentInput,
  CommentResult,
  CommentSummary,
  RequestGroup,
} from "./types";

/**
 * Languages that are scored: English and "und" (too short to tell, e.g. emoji only) by the English
 * model, the multilingual model's languages (multilingual-sentiment.ts) by that one.
 */
export function isScoredLanguage(language: string): boolean {
  return language === "en" || language === "und" || isMultilingualLanguage(language);
}

type Analysis = CommentAnalysis & { spamEvidence: number };

function analyzeTokens(raw: string, tokens: Token[]): Analysis {
  // Every detector reads the visible text (YouTube's textDisplay carries HTML).
  const text = visibleText(raw);
  const language = detectLanguage(text, tokens);
  const scored = isScoredLanguage(language);
  const request = extractRequest(text);
  const sentiment = !scored
    ? null
    : isMultilingualLanguage(language)
      ? classifyMultilingual(tokens, undefined, language)
      : readsAsHinglish(tokens)
        ? classifyMultilingual(tokens, undefined, "hi-Latn")
        : classifyComment(tokens, request);
  const spam = detectSpam(text, tokens);
  return {
    sentiment:
      sentiment === null
        ? { compound: 0, label: "neutral" }
        : { compound: round4(sentiment.compound), label: sentiment.label },
    spam: spam.spam,
    spamReasons: spam.reasons,
    spamEvidence: spam.evidence,
    language,
    read: scored,
    // Spam is not a viewer's question ("sub4sub anyone??").
    question: !spam.spam && detectQuestion(text, request),
    request,
    emotions: scored ? detectEmotions(text, tokens) : [],
  };
}

function round4(x: number): number {
  return Math.round(x * 10_000) / 10_000;
}

/** Everything about one comment on its own (no batch context: copy-paste bots are not seen). */
export function analyzeComment(text: string): CommentAnalysis {
  const { spamEvidence: _, ...analysis } = analyzeTokens(text, tokenize(text));
  return analysis;
}

/** Percentages that sum to exactly 100 (largest remainder), or all 0 when total is 0. */
function percentages(counts: { positive: number; neutral: number; negative: number }) {
  const total = counts.positive + counts.neutral + counts.negative;
  if (total === 0) return { positive: 0, neutral: 0, negative: 0 };
  const keys = ["positive", "neutral", "negative"] as const;
  const raw = keys.map((k) => (100 * counts[k]) / total);
  const floors = raw.map(Math.floor);
  let left = 100 - floors.reduce((a, b) => a + b, 0);
  const order = raw.map((r, i) => [r - Math.floor(r), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left <= 0) break;
    floors[i] = (floors[i] as number) + 1;
    left--;
  }
  return { positive: floors[0] as number, neutral: floors[1] as number, negative: floors[2] as number };
}

/**
 * The 0–10 score from the shares shown beside it: 5 + (positive % − negative %) ÷ 20, so 5 is as
 * many positive comments as negative, 10 all positive, 0 all negative. Read from the rounded
 * shares, a reader can work it out from the page ("17% positive, 0% negative" is 5.9). A mean of
 * the model's compounds was used before: neutral comments with a slight negative lean pulled a
 * set with no negative comment below 5, which the shares beside it contradicted.
 */
export function scoreOfShares(breakdown: { positive: number; negative: number }): number {
  return Math.round((100 + breakdown.positive - breakdown.negative) / 2) / 10;
}

/** Texts ranked by strength × (1 + ln(1 + likes)), distinct, at most 5. */
function topTexts(items: { text: string; strength: number; likes: number }[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const it of items
    .map((x) => ({ ...x, weight: x.strength * (1 + Math.log1p(x.likes)) }))
    .sort((a, b) => b.weight - a.weight)) {
    const key = it.text.trim().toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(it.text);
    if (out.length === 5) break;
  }
  return out;
}

/**
 * Request topics' names by grouping key (topicGroupKey), as one summary gave them: what the
 * summaries of its parts take (summarizeStored's `topicNames`), so a topic asked for in several
 * phrasings ("servidores caseros", "home server") reads the same on the overall card and on
 * each video's, named over the whole set, not by whichever phrasing led in one video.
 */
export type RequestTopicNames = ReadonlyMap<string, string>;

export function requestTopicNames(summary: Pick<CommentSummary, "requests">): RequestTopicNames {
  return new Map(summary.requests.map((g) => [topicGroupKey(g.topic), g.topic]));
}

/** A group's name: its most common phrasing, a tie to the first in alphabetical order (never the comments' order). */
function mostCommonPhrasing(topics: Map<string, number>): string {
  return [...topics].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))[0]?.[0] as string;
}

function groupRequests(
  items: { topic: string; text: string; likes: number }[],
  names?: RequestTopicNames,
): RequestGroup[] {
  const groups = new Map<string, { topics: Map<string, number>; examples: { text: string; likes: number }[] }>();
  for (const it of items) {
    const key = topicGroupKey(it.topic);
    let g = groups.get(key);
    if (g === undefined) groups.set(key, (g = { topics: new Map(), examples: [] }));
    g.topics.set(it.topic, (g.topics.get(it.topic) ?? 0) + 1);
    g.examples.push({ text: it.text, likes: it.likes });
  }
  return [...groups]
    .map(([key, g]) => ({
      topic: names?.get(key) ?? mostCommonPhrasing(g.topics),
      count: g.examples.length,
      examples: g.examples
        .sort((a, b) => b.likes - a.likes)
        .slice(0, 3)
        .map((e) => e.text),
    }))
    .sort((a, b) => b.count - a.count || a.topic.localeCompare(b.topic));
}

/**
 * Analyses a batch: per-comment results (ids echoed; missing ids numbered from "0" by position)
 * and the batch summary. See CommentSummary for what each figure covers.
 */
export function analyzeComments(comments: readonly CommentInput[]): AnalyzeResult {
  const tokenized = comments.map((c) => tokenize(c.text));
  const analyses = comments.map((c, i) => analyzeTokens(c.text, tokenized[i] as Token[]));
  const duplicates = findDuplicateSpam(
    comments,
    analyses.map((a) => a.spamEvidence),
  );
  const results: CommentResult[] = comments.map((c, i) => {
    const a = analyses[i] as Analysis;
    const spam = a.spam || duplicates.has(i);
    const reasons = spam
      ? [...new Set<SpamReason>([...a.spamReasons, ...(duplicates.has(i) ? (["duplicate"] as const) : [])])]
      : [];
    return {
      id: c.id ?? String(i),
      sentiment: a.sentiment,
      spam,
      spamReasons: reasons.map(spamReasonLabel),
      language: a.language,
      read: a.read,
      question: a.question,
      request: a.request,
    };
  });
  const summary = summarize(comments, undefined, (i) => ({
    ...(results[i] as CommentResult),
    emotions: (analyses[i] as Analysis).emotions,
    tokens: tokenized[i] as Token[],
  }));
  return { comments: results, summary };
}

/**
 * A comment's reading as an Analyze run stores it (comment_scores): everything the summary reads
 * but the emotions and the words, which come back from the text without the models.
 */
export type StoredReading = {
  compound: number;
  label: CommentResult["sentiment"]["label"];
  spam: boolean;
  language: string;
  question: boolean;
  request: string | null;
};

/**
 * The summary analyzeComments would give, from stored readings: no language, sentiment, spam,
 * question or request model runs, so a page that shows stored scores loads none of them. Only
 * the comments the summary reads the words of (not spam, in a language the engine reads) are
 * tokenized. The complaint kinds still read the sentiment of a clause after "but" (complaintKinds),
 * which needs the English model for comments that have one.
 */
export function summarizeStored(
  comments: readonly (CommentInput & StoredReading)[],
  topicNames?: RequestTopicNames,
): CommentSummary {
  return summarize(comments, topicNames, (i) => {
    const c = comments[i] as CommentInput & StoredReading;
    const read = isScoredLanguage(c.language);
    const tokens = !c.spam && read ? tokenize(c.text) : [];
    return {
      sentiment: { compound: c.compound, label: c.label },
      spam: c.spam,
      language: c.language,
      read,
      question: c.question,
      request: c.request,
      emotions: read && !c.spam ? detectEmotions(visibleText(c.text), tokens) : [],
      tokens,
    };
  });
}

/** What the summary reads of one comment: its reading (spam already including copy-paste) and words. */
type SummaryReading = Pick<CommentResult, "sentiment" | "spam" | "language" | "read" | "question" | "request"> & {
  emotions: CommentAnalysis["emotions"];
  tokens: Token[];
};

function summarize(
  comments: readonly CommentInput[],
  topicNames: RequestTopicNames | undefined,
  readingOf: (i: number) => SummaryReading,
): CommentSummary {
  const scoredTokens: Token[][] = [];
  const questionTokens: Token[][] = [];
  const emotions: CommentAnalysis["emotions"][] = [];
  const complaints: string[][] = [];
  const counts = { positive: 0, neutral: 0, negative: 0 };
  const positives: { text: string; strength: number; likes: number }[] = [];
  const negatives: { text: string; strength: number; likes: number }[] = [];
  const requests: { topic: string; text: string; likes: number }[] = [];
  const questions: { text: string; likeCount: number }[] = [];
  const languages: Record<string, number> = {};
  const unreadLanguages: Record<string, number> = {};
  let spamCount = 0;
  let unread = 0;

  comments.forEach((c, i) => {
    const a = readingOf(i);
    if (a.spam) {
      spamCount++;
      return;
    }
    languages[a.language] = (languages[a.language] ?? 0) + 1;
    // Languages the engine does not read are counted apart from everything else, requests and
    // questions included: the summary's lists are the part of the audience the figures describe.
    if (!a.read) {
      unread++;
      unreadLanguages[a.language] = (unreadLanguages[a.language] ?? 0) + 1;
      return;
    }
    const likes = Math.max(0, c.likeCount ?? 0);
    if (a.request !== null) requests.push({ topic: a.request, text: c.text, likes });
    if (a.question) {
      questions.push({ text: c.text, likeCount: likes });
      questionTokens.push(a.tokens);
    }
    counts[a.sentiment.label]++;
    scoredTokens.push(a.tokens);
    emotions.push(a.emotions);
    complaints.push(complaintKinds(c.text, a.sentiment.compound));
    if (a.sentiment.label === "positive") positives.push({ text: c.text, strength: a.sentiment.compound, likes });
    else if (a.sentiment.label === "negative") negatives.push({ text: c.text, strength: -a.sentiment.compound, likes });
  });

  const scored = scoredTokens.length;
  const breakdown = percentages(counts);
  return {
    total: comments.length,
    spamCount,
    breakdown,
    unreadCount: unread,
    languages,
    unreadLanguages,
    sentimentScore: scored === 0 ? 0 : scoreOfShares(breakdown),
    themes: extractThemes(scoredTokens),
    emotionalTriggers: countEmotions(emotions),
    requests: groupRequests(requests, topicNames),
    questions: questions.sort((a, b) => b.likeCount - a.likeCount).slice(0, 10),
    topPositive: topTexts(positives),
    topNegative: topTexts(negatives),
    complaints: countComplaints(complaints, scored),
    questionThemes: extractThemes(questionTokens, 5),
  };
}
