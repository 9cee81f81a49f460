// Public types of the description rewriter engine (see docs/description-rewriter.md).

export type RuleId =
  | "keyword-first-125"
  | "keyword-density"
  | "chapters"
  | "hashtags"
  | "length"
  | "links"
  | "call-to-action"
  | "readability";

export type RuleResult = {
  id: RuleId;
  label: string;
  passed: boolean;
  points: number;
  maxPoints: number;
  /** Plain English with the measured number. */
  detail: string;
};

export type ChecklistResult = {
  rules: RuleResult[];
  /** 0–100 integer: the sum of the points of all eight rules (their maxima add to 100). */
  seoScore: number;
  /** 0–100 integer: Flesch reading ease clamped to 0–100; 0 when there are no words. */
  readabilityScore: number;
  /** Percent, one decimal: words in occurrences of the target keywords ÷ all words × 100. */
  keywordDensity: number;
  primaryKeyword: string | null;
  characters: number;
  chapters: { valid: boolean; count: number; problems: string[] };
  hashtags: { all: string[]; shownAboveTitle: string[]; ignoredAll: boolean };
  links: string[];
};

export type WeightedTerm = { term: string; weight: number };

export type KeywordSources = {
  title: string;
  /** Terms from market search results for the title's topic, weighted by demand (e.g. views of the results containing them). May be empty. */
  demandTerms?: readonly WeightedTerm[];
  /** Tags and title terms of the channel's best-performing videos, weighted by their performance. May be empty. */
  channelTerms?: readonly WeightedTerm[];
  /** Keywords the user typed; they come first, in their order, when given. */
  requested?: readonly string[];
};

export type RewriteInput = { title: string; description: string; keywords: readonly string[] };

export type RewriteOutput = {
  rewrittenDescription: string;
  /** Target keywords absent from the original that the rewrite now contains. */
  keywordsAdded: string[];
  /** One sentence per change, then one per thing the rewrite could not or would not do. */
  improvements: string[];
  /** Cites the before/after measurements. */
  reasoning: string;
  before: ChecklistResult;
  after: ChecklistResult;
};
