// The track record's public entry for browser code: kinds, words and types (no zod, no drizzle).
export { SUGGESTION_KINDS, type SuggestionKind } from "./engine/types";
export * from "./messages";
export type { ForecastScore, IdeaScore } from "./engine/score";
export type { TrackRecordPage, TrackRecordSuggestion } from "./page-types";
export { SCORED_AT_DAYS, type ScoringState, scoringState } from "./engine/scoring-state";
