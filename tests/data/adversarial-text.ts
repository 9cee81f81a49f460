// Hostile text for every engine that runs regular expressions over what strangers write: the
// repeat patterns that make a backtracking expression blow up (crafted text must
// never stall the Worker), built at each edge's maximum length. Shared by the adversarial test
// (tests/integration/text-engines-adversarial.test.ts) and the benchmark
// (scripts/bench-text-engines.ts), so the inputs timed are the inputs tested.
import fc from "fast-check";
import { analyzeComment } from "../../app/features/comment-sentiment/engine/summary";
import { detectSpam, duplicateKey } from "../../app/features/comment-sentiment/engine/spam";
import { detectQuestion, extractRequest } from "../../app/features/comment-sentiment/engine/questions";
import { tokenize as tokenizeComment } from "../../app/features/comment-sentiment/engine/tokenize";
import { MAX_COMMENT_LENGTH } from "../../app/features/comment-sentiment/limits";
import { extractEntities } from "../../app/features/ask-vidwise/engine/entities";
import { MAX_MESSAGE_CHARACTERS } from "../../app/features/ask-vidwise/limits";
import { descriptionLead, tokenize as titleTokens } from "../../app/lib/title-words";
import { rewriteDescription } from "../../app/features/description-rewriter/engine/rewrite";
import {
  MAX_DESCRIPTION_CHARACTERS,
  MAX_KEYWORD_CHARACTERS,
  MAX_KEYWORDS,
  MAX_TITLE_CHARACTERS,
} from "../../app/features/description-rewriter/messages";
import { DEFAULT_MAX_BYTES, parseStudioExport } from "../../app/features/channel-data/studio-import/parse-studio";
import { emailField } from "../../app/lib/validation";
import { titleFeatures } from "../../app/features/thumbnail-optimizer/engine/title-features";
import {
  bracketQualifier,
  moveKeywordToFront,
  shortenTitle,
  toQuestion,
  unwrapBrackets,
} from "../../app/features/thumbnail-optimizer/engine/title-rewrite";
import { parseNumbered, parsePrefix } from "../../app/features/series-planner/engine/patterns";
import { topicTerms } from "../../app/features/content-ideas/engine/terms";
import { measureTitle } from "../../app/features/content-ideas/engine/title";
import {
  displayPhrase,
  readsAsFragment,
  showEpisode,
  videoTopicPhrase,
} from "../../app/features/content-ideas/engine/phrases";
import { followUpKind, releaseTopic } from "../../app/features/content-ideas/engine/follow-ups";
import { matchSides } from "../../app/lib/match-titles";

// The characters hostile shapes are made of: letters of laughter and words, every separator the
// engines split on, brackets, quotes, digits, link and email punctuation, an emoji.
const HOSTILE_ALPHABET = [
  "h",
  "a",
  "e",
  "o",
  "l",
  "x",
  "s",
  "#",
  "@",
  ".",
  ",",
  ":",
  "!",
  "?",
  "-",
  "–",
  "|",
  "(",
  ")",
  "[",
  "]",
  "0",
  "1",
  "'",
  '"',
  "/",
  "=",
  " ",
  " ",
  "\n",
  "\t",
  "😂",
];
/** Random text of up to `maxLength` characters over the hostile alphabet, for fast-check. */
export const hostilePiece = (maxLength: number) => fc.string({ unit: fc.constantFrom(...HOSTILE_ALPHABET), maxLength });

/** A repeat pattern: `prefix + unit × n + suffix`, the shape that makes backtracking explode. */
export type AttackPattern = { name: string; prefix: string; unit: string; suffix: string };

export const ATTACK_PATTERNS: readonly AttackPattern[] = [
  // isLaughter's /^(?:a?h+[aeiou]+)+h*$/: once exponential.
  { name: "laughter word (haa…x)", prefix: "", unit: "haa", suffix: "x" },
  { name: "laughter after lol (ahah…hx)", prefix: "lol ", unit: "ahah", suffix: "hx" },
  // descriptionLead's hashtag-wall line /^\s*(?:#\S+\s*)+$/u: once exponential.
  { name: "hashtag run (#a#a…)", prefix: "", unit: "#a", suffix: " #" },
  { name: "spaced hashtags (#a #a…)", prefix: "", unit: "#a ", suffix: "#" },
  { name: "space run", prefix: "so good", unit: " ", suffix: "!x" },
  { name: "space runs between words", prefix: "", unit: "so good " + " ".repeat(200) + "!", suffix: "" },
  { name: "newline and space runs", prefix: "why", unit: "\n \t", suffix: "x" },
  { name: "email-like (a@a.a.a…)", prefix: "a@", unit: "a.", suffix: "@" },
  { name: "at-signs (@@@…)", prefix: "a", unit: "@", suffix: "" },
  { name: "open brackets (((…", prefix: "", unit: "(", suffix: "x" },
  { name: "square and lenticular brackets", prefix: "", unit: "[【", suffix: "x" },
  { name: "digits with separators (1,2.3:…)", prefix: "", unit: "1,2.3:", suffix: "x" },
  { name: "long digit run", prefix: "", unit: "0", suffix: "x" },
  { name: "timestamps (0:00 - …)", prefix: "", unit: "0:00 - ", suffix: "x" },
  { name: "punctuation run (?!.…)", prefix: "can you make", unit: "?!.,;:", suffix: "x" },
  { name: "dashes and pipes", prefix: "a", unit: " -–—|·", suffix: "x" },
  { name: "words then no ending", prefix: "can you make a video on ", unit: "a ", suffix: "x" },
  { name: "title it (entities)", prefix: "what if I titled it ", unit: "a ", suffix: "." },
  { name: "quoted runs", prefix: "", unit: "\"a'", suffix: "x" },
  { name: "links (www.a.com…)", prefix: "", unit: "www.a.co", suffix: "" },
  { name: "subscribe bait", prefix: "", unit: "sub 4 sub ", suffix: "x" },
  { name: "slashes and equals", prefix: "", unit: "/=", suffix: "x" },
  { name: "emoji run", prefix: "", unit: "😂", suffix: "x" },
  { name: "one long word", prefix: "", unit: "a", suffix: "!" },
];

/** The security acceptance probe's crafted comments (shared/acceptance/security.mjs, part 6). */
export const PROBE_COMMENTS: readonly { text: string }[] = [
  { text: "haa".repeat(60) + "x" },
  { text: "lol " + "ahah".repeat(40) + "hx" },
  { text: "#a".repeat(60) + " #" },
  { text: ("so good " + " ".repeat(200) + "!").repeat(20) },
];

/** The pattern repeated to `length` UTF-16 units at most (whole units only, suffix kept). */
export function buildAttack(pattern: AttackPattern, length: number): string {
  const room = Math.max(0, length - pattern.prefix.length - pattern.suffix.length);
  const n = Math.max(1, Math.floor(room / pattern.unit.length));
  return (pattern.prefix + pattern.unit.repeat(n) + pattern.suffix).slice(0, Math.max(length, 1));
}

const SENTIMENT_LABELS = new Set(["positive", "neutral", "negative"]);
const isText = (v: unknown) => typeof v === "string";
const isTextOrNull = (v: unknown) => v === null || typeof v === "string";

/**
 * One text engine as a stranger reaches it: the edge's maximum length (the zod limit, or the
 * platform's where the text comes from YouTube), a run on one hostile text, and a check that the
 * answer has its usual shape.
 */
export type TextEngine = {
  name: string;
  edge: string;
  maxLength: number;
  run: (text: string) => unknown;
  wellFormed: (result: unknown) => boolean;
};

// Studio exports with the hostile text as an extra column's header and in every cell, of the
// per-video table and of the daily chart (each kind has its own date and number parsers).
const STUDIO_HEADERS = {
  table: "Content,Video title,Video publish time,Duration,Views,Watch time (hours),Average view duration",
  chart: "Date,Content,Views,Subscribers,Average percentage viewed (%),Estimated revenue (USD),RPM (USD)",
} as const;
/** Cells per file (7 columns plus the hostile one, header and one row): 16, each under a 1/17 share of the 5 MB cap. */
const STUDIO_CELL_LENGTH = Math.floor(DEFAULT_MAX_BYTES / 17 / 4) * 4;
function studioCsv(kind: keyof typeof STUDIO_HEADERS, text: string): string {
  const cell = `"${text.replaceAll('"', '""')}"`;
  return [`${STUDIO_HEADERS[kind]},${cell}`, Array.from({ length: 8 }, () => cell).join(",")].join("\n");
}

export const TEXT_ENGINES: readonly TextEngine[] = [
  {
    name: "Comment analysis (analyzeComment)",
    edge: `a comment, ${MAX_COMMENT_LENGTH.toLocaleString("en-US")} characters (POST /api/comments/analyze, synced comments)`,
    maxLength: MAX_COMMENT_LENGTH,
    run: (text) => analyzeComment(text),
    wellFormed: (r) => {
      const a = r as ReturnType<typeof analyzeComment>;
      return (
        SENTIMENT_LABELS.has(a.sentiment.label) &&
        Number.isFinite(a.sentiment.compound) &&
        typeof a.spam === "boolean" &&
        typeof a.question === "boolean" &&
        isTextOrNull(a.request) &&
        isText(a.language) &&
        Array.isArray(a.emotions)
      );
    },
  },
  {
    name: "Spam detection (detectSpam, duplicateKey)",
    edge: `a comment, ${MAX_COMMENT_LENGTH.toLocaleString("en-US")} characters`,
    maxLength: MAX_COMMENT_LENGTH,
    run: (text) => ({ verdict: detectSpam(text, tokenizeComment(text)), key: duplicateKey(text) }),
    wellFormed: (r) => {
      const { verdict, key } = r as { verdict: ReturnType<typeof detectSpam>; key: string | null };
      return (
        typeof verdict.spam === "boolean" &&
        Number.isFinite(verdict.evidence) &&
        Array.isArray(verdict.reasons) &&
        isTextOrNull(key)
      );
    },
  },
  {
    name: "Questions and requests (detectQuestion, extractRequest)",
    edge: `a comment, ${MAX_COMMENT_LENGTH.toLocaleString("en-US")} characters`,
    maxLength: MAX_COMMENT_LENGTH,
    run: (text) => {
      const request = extractRequest(text);
      return { request, question: detectQuestion(text, request) };
    },
    wellFormed: (r) => {
      const { request, question } = r as { request: string | null; question: boolean };
      return isTextOrNull(request) && typeof question === "boolean";
    },
  },
  {
    name: "Ask Vidwise entities (extractEntities)",
    edge: `a question, ${MAX_MESSAGE_CHARACTERS.toLocaleString("en-US")} characters`,
    maxLength: MAX_MESSAGE_CHARACTERS,
    run: (text) => extractEntities(text, ["How I built my home server", text.slice(0, 100)]),
    wellFormed: (r) => {
      const e = r as ReturnType<typeof extractEntities>;
      return (
        isTextOrNull(e.proposedTitle) &&
        isTextOrNull(e.videoTitle) &&
        isTextOrNull(e.topic) &&
        (e.period === null || Number.isFinite(e.period.days))
      );
    },
  },
  {
    name: "Title words (tokenize, descriptionLead)",
    edge: `a video description from YouTube, ${MAX_DESCRIPTION_CHARACTERS.toLocaleString("en-US")} characters`,
    maxLength: MAX_DESCRIPTION_CHARACTERS,
    run: (text) => ({ tokens: titleTokens(text), lead: descriptionLead(text) }),
    wellFormed: (r) => {
      const { tokens, lead } = r as { tokens: ReturnType<typeof titleTokens>; lead: string };
      return (
        Array.isArray(tokens) && tokens.every((t) => t === null || isText(t.term)) && isText(lead) && lead.length <= 400
      );
    },
  },
  {
    name: "Description checks and rewrite (rewriteDescription)",
    edge: `a description, ${MAX_DESCRIPTION_CHARACTERS.toLocaleString("en-US")} characters, title ${MAX_TITLE_CHARACTERS.toLocaleString("en-US")}, ${MAX_KEYWORDS} keywords of ${MAX_KEYWORD_CHARACTERS}`,
    maxLength: MAX_DESCRIPTION_CHARACTERS,
    run: (text) =>
      rewriteDescription({
        title: text.slice(0, MAX_TITLE_CHARACTERS),
        description: text,
        keywords: Array.from({ length: MAX_KEYWORDS }, (_, i) => text.slice(i, i + MAX_KEYWORD_CHARACTERS)),
      }),
    wellFormed: (r) => {
      const o = r as ReturnType<typeof rewriteDescription>;
      return (
        isText(o.rewrittenDescription) &&
        Number.isInteger(o.before.seoScore) &&
        Number.isInteger(o.after.seoScore) &&
        Array.isArray(o.improvements)
      );
    },
  },
  {
    name: "Studio CSV import (parseStudioExport)",
    edge: `every cell of a YouTube Studio export (5 MB cap: 16 cells of up to ${STUDIO_CELL_LENGTH.toLocaleString("en-US")} bytes)`,
    // Characters, not bytes: an emoji or a doubled quote is 2 bytes a character at most.
    maxLength: STUDIO_CELL_LENGTH / 2,
    run: (text) => [
      parseStudioExport("table", studioCsv("table", text)),
      parseStudioExport("chart", studioCsv("chart", text)),
    ],
    wellFormed: (r) => {
      return (r as ReturnType<typeof parseStudioExport>[]).every(
        (p) => Array.isArray(p.fileErrors) && Array.isArray(p.rowErrors) && Number.isInteger(p.skipped.total),
      );
    },
  },
  {
    name: "Email validation (emailField)",
    edge: "an email field of any form (rejected past 254 characters, but the pattern still runs)",
    maxLength: MAX_COMMENT_LENGTH,
    run: (text) => emailField.safeParse(text),
    wellFormed: (r) => typeof (r as { success: unknown }).success === "boolean",
  },
  titleEngine(
    "Titles (optimizer, series planner, content ideas)",
    `a title, ${MAX_TITLE_CHARACTERS.toLocaleString("en-US")} characters (the rewriter's limit; YouTube's is 100)`,
    MAX_TITLE_CHARACTERS,
  ),
];

/** A title as Content Ideas reads it: its topic phrase, as the idea writes it, checked for a fragment. */
function ideaPhrase(title: string): string | null {
  const phrase = videoTopicPhrase({ title, tags: [title.slice(0, 500)] }, new Set(), new Set(), "Home Server Lab");
  if (phrase === null) return null;
  readsAsFragment(phrase);
  return displayPhrase(phrase);
}

/** Every engine that reads a video's title: the optimizer's features and rewrites, series and ideas. */
function titleEngine(name: string, edge: string, maxLength: number): TextEngine {
  return {
    name,
    edge,
    maxLength,
    run: (text) => ({
      features: titleFeatures(text, "home server"),
      rewrites: [
        shortenTitle(text),
        moveKeywordToFront(text, "home server"),
        toQuestion(text),
        bracketQualifier(text, 2026),
        unwrapBrackets(text),
      ],
      numbered: parseNumbered(text),
      prefix: parsePrefix(text),
      terms: topicTerms(text),
      measured: measureTitle(text),
      // An idea's topic: another channel's title, or the creator's own (imported ones included).
      phrase: ideaPhrase(text),
      // What follows an own upload of that title (a release's making, the next match's report, the
      // show's next episode), and the match it names (a sports channel's series).
      followUp: [followUpKind(text), releaseTopic(text), showEpisode(text)],
      match: matchSides(text),
    }),
    wellFormed: (r) => {
      const t = r as { rewrites: unknown[]; terms: unknown[]; phrase: unknown };
      return t.rewrites.every(isTextOrNull) && Array.isArray(t.terms) && isTextOrNull(t.phrase);
    },
  };
}
