// What the track record's page, /api/track-record and the assistant receive (browser-safe types).
import type { ScoredSuggestion, TrackRecordScore } from "./engine/score";

export type TrackRecordSuggestion = ScoredSuggestion & {
  madeAt: string;
  upload: { id: string; title: string; publishedAt: string } | null;
  /** Whether it becomes an upload the creator confirms (forecasts, ideas, descriptions of a planned title). */
  matchable: boolean;
  /** For a proposed match: the uploads the creator may pick instead. */
  choices: { id: string; title: string; publishedAt: string }[];
};

export type TrackRecordPage = Omit<TrackRecordScore, "suggestions"> & {
  channel: { id: string; title: string } | null;
  /** What to connect, when nothing can be scored. */
  missing: string | null;
  suggestions: TrackRecordSuggestion[];
  computedAt: string;
};
