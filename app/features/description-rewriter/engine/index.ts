// Public surface of the Smart Description Rewriter engine: pure, deterministic, no I/O.
// How it measures and rewrites: docs/description-rewriter.md.
export { measureDescription } from "./checklist";
export { rewriteDescription } from "./rewrite";
export { targetKeywords } from "./target-keywords";
export type {
  ChecklistResult,
  KeywordSources,
  RewriteInput,
  RewriteOutput,
  RuleId,
  RuleResult,
  WeightedTerm,
} from "./types";
