// Where a confirmed suggestion stands on its way to a score, in words that match its date: an
// upload younger than 28 days will be scored once it is 28 days old (on a date the page names); an
// older one without a 28-day figure cannot be scored from the readings kept, and says so instead
// of promising a score that is long past due.
import { DAY_HOURS, HOUR_MS } from "./views-at-age";

/** The age a suggestion is scored at. */
export const SCORED_AT_DAYS = 28;

export type ScoringState =
  | { kind: "scored" }
  /** The upload is younger than 28 days: its score comes on `on` (ISO time). */
  | { kind: "waiting"; on: string }
  /** The upload is past 28 days but no reading pins its 28-day views down. */
  | { kind: "unmeasured"; since: string }
  | { kind: "no-upload" };

export function scoringState(
  s: { views28: number | null; upload: { publishedAt: string } | null },
  now: Date,
): ScoringState {
  if (s.views28 !== null) return { kind: "scored" };
  if (!s.upload) return { kind: "no-upload" };
  const due = Date.parse(s.upload.publishedAt) + SCORED_AT_DAYS * DAY_HOURS * HOUR_MS;
  if (!Number.isFinite(due)) return { kind: "no-upload" };
  const on = new Date(due).toISOString();
  return due > now.getTime() ? { kind: "waiting", on } : { kind: "unmeasured", since: on };
}
