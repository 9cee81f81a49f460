// Public types of the comment-intelligence engine.
import type { SentimentLabel } from "./sentiment";
import type { SpamReason } from "./spam";
import type { EmotionCount, Theme } from "./themes";
import type { Emotion } from "./themes-data";

export type { Emotion, EmotionCount, SentimentLabel, SpamReason, Theme };

export type CommentInput = {
  id?: string;
  text: string;
  likeCount?: number;
  publishedAt?: string;
  /** Author name or channel id, when known: an author posting the same long line twice is a bot. */
  author?: string;
  /** The comment's video, when a batch mixes videos: copy-paste bots are looked for per video. */
  videoId?: string;
};

/** Everything the engine says about one comment on its own. */
export type CommentAnalysis = {
  /**
   * Sentiment of text in a language the engine reads (see `read`). Text in another language is
   * not scored: it gets compound 0 and label "neutral" here, with `read` false.
   */
  sentiment: { compound: number; label: SentimentLabel };
  spam: boolean;
  spamReasons: SpamReason[];
  /** The language the comment was read as: "en", "es", "hi-Latn"..., or "und" (too short or emoji only; read as English). */
  language: string;
  /** Whether the engine reads that language (its sentiment is scored); false: counted as not read. */
  read: boolean;
  /** Whether the comment asks something that can be answered (requests are not questions). */
  question: boolean;
  /** The requested content as a short lower-case phrase ("home server setup", "part 2"), or null. */
  request: string | null;
  emotions: Emotion[];
};

/** Per-comment output of analyzeComments (the API's shape). */
export type CommentResult = {
  id: string;
  sentiment: { compound: number; label: SentimentLabel };
  spam: boolean;
  /** Why it was held as spam, in words a creator reads; empty for a real comment. */
  spamReasons: string[];
  /** The language the comment was read as (see CommentAnalysis). */
  language: string;
  /** False when the engine does not read that language: its sentiment is not scored (compound 0, "neutral"). */
  read: boolean;
  question: boolean;
  request: string | null;
};

export type RequestGroup = { topic: string; count: number; examples: string[] };
export type ComplaintCount = { topic: string; count: number; share: number };

export type CommentSummary = {
  /** All comments received, spam included. */
  total: number;
  spamCount: number;
  /**
   * Percentages of the scored comments (non-spam, in a language the engine reads) per label,
   * summing to 100 after rounding; all 0 when there are none.
   */
  breakdown: { positive: number; neutral: number; negative: number };
  /** Non-spam comments in a language the engine does not read: counted and shown apart, never scored. */
  unreadCount: number;
  /** Every non-spam comment by the language it was read as ("en", "es", "und"...): the audience's languages. */
  languages: Record<string, number>;
  /** The unread comments by language code. */
  unreadLanguages: Record<string, number>;
  /** 5 + (positive % − negative %) ÷ 20 of `breakdown` (scoreOfShares), one decimal; 0 when nothing was scored. */
  sentimentScore: number;
  /** Key phrases of scored comments; `share` is a percentage of them (0–100, one decimal). */
  themes: Theme[];
  emotionalTriggers: EmotionCount[];
  /** Requests grouped by topic (plural/case variants merged), most asked first. */
  requests: RequestGroup[];
  /** Questions (not requests), most liked first, at most 10. */
  questions: { text: string; likeCount: number }[];
  /** At most 5 each, weighted by likes and strength; spam and other languages excluded. */
  topPositive: string[];
  topNegative: string[];
  /** Complaints by kind (audio, length, ads...), as counts and percentage of scored comments. */
  complaints: ComplaintCount[];
  /** What the questions are about: themes of the question texts. */
  questionThemes: Theme[];
};

export type AnalyzeResult = { comments: CommentResult[]; summary: CommentSummary };
