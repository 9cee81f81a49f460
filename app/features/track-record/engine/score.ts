// Scoring the ledger against what happened.
//
// - Forecasts: those whose upload the creator confirmed and whose 28-day views are known. Inside:
//   low ≤ views at 28 days ≤ high (an honest 80% range holds about 80%). Median error (MdAPE):
//   the median of |expected − actual| ÷ actual; beside it the same for the channel's median as
//   known when the forecast was made (the baseline a creator would have guessed with).
// - Ideas: made (every idea of every batch), matched (confirmed, 28-day views known), and how
//   many of those beat the channel's median as known when the idea was made.
// - Each figure comes with its count and a sentence on how sure it is with that many cases: a
//   95% Wilson interval for a share, and for a median the order statistics around it.
import { median } from "~/lib/stats";
import type { LedgerEntry, Upload } from "./types";
import { uploadViewsAt } from "./views-at-age";

/** The uploads the baseline reads: the channel's last 40 whose 28-day views were known then. */
export const BASELINE_UPLOADS = 40;
const BASELINE_MIN = 3;
const Z95 = 1.959964;

/**
 * The channel's median views at 28 days as known at `atMs`: over the last 40 uploads published
 * before then whose 28-day figure the readings taken by then pin down (null with fewer than 3).
 */
export function baselineAt(uploads: readonly Upload[], atMs: number): number | null {
  const known = uploads
    .filter((u) => u.publishedMs < atMs)
    .sort((a, b) => b.publishedMs - a.publishedMs)
    .map((u) => uploadViewsAt(u, 28, atMs))
    .filter((v): v is number => v !== null)
    .slice(0, BASELINE_UPLOADS);
  return known.length >= BASELINE_MIN ? Math.round(median(known)!) : null;
}

/** The 95% Wilson interval of k in n, as fractions. */
export function wilson(k: number, n: number): { low: number; high: number } {
  if (n <= 0) return { low: 0, high: 1 };
  const p = k / n;
  const z2 = Z95 * Z95;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (Z95 * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** About 95% bounds of a median of n values: the values at ranks n/2 ∓ 1.96·√n/2 (1-based, sorted). */
export function medianBounds(values: readonly number[]): { low: number; high: number } | null {
  const n = values.length;
  if (n < 6) return null;
  const s = [...values].sort((a, b) => a - b);
  const lo = Math.max(1, Math.floor(n / 2 - (Z95 * Math.sqrt(n)) / 2));
  const hi = Math.min(n, Math.ceil(n / 2 + 1 + (Z95 * Math.sqrt(n)) / 2));
  return { low: s[lo - 1]!, high: s[hi - 1]! };
}

const pct = (x: number) => `${Math.round(x * 100)}%`;

export type ForecastScore = {
  n: number;
  inside80: number;
  share: number | null;
  expectedShare: 0.8;
  mdape: number | null;
  medianBaselineMdape: number | null;
  sentence: string;
};

export type IdeaScore = { made: number; matched: number; beatMedian: number; sentence: string };

export type ScoredSuggestion = LedgerEntry & {
  /** Forecasts: whether views at 28 days landed inside the range; null until known. */
  inside: boolean | null;
  /** |expected − actual| ÷ actual, and the baseline's, when both are known. */
  error: number | null;
  baselineError: number | null;
  /** Ideas and forecasts: whether views at 28 days beat the baseline. */
  beatMedian: boolean | null;
};

export type TrackRecordScore = {
  forecasts: ForecastScore;
  ideas: IdeaScore;
  suggestions: ScoredSuggestion[];
  /** Suggestions waiting for the creator to confirm or correct a proposed match. */
  awaitingConfirmation: number;
  replayed: number;
};

const relError = (guess: number | null, actual: number | null) =>
  guess === null || actual === null || actual <= 0 ? null : Math.abs(guess - actual) / actual;

export function scoreSuggestion(e: LedgerEntry): ScoredSuggestion {
  const known = e.matchStatus === "confirmed" && e.views28 !== null;
  const actual = known ? e.views28 : null;
  return {
    ...e,
    inside: actual !== null && e.low !== null && e.high !== null ? e.low <= actual && actual <= e.high : null,
    error: relError(e.expected, actual),
    baselineError: relError(e.baseline28, actual),
    beatMedian: actual !== null && e.baseline28 !== null ? actual > e.baseline28 : null,
  };
}

function forecastSentence(n: number, inside: number, errors: number[], baselineErrors: number[]): string {
  if (n === 0)
    return "No forecast has been scored yet: a forecast is scored once you confirm which upload it became and that upload is 28 days old.";
  const w = wilson(inside, n);
  const share = `${inside} of ${n} forecasts landed inside their 80% range (${pct(inside / n)}; an honest 80% range holds about 80%).`;
  const sure =
    n < 10
      ? ` With ${n} ${n === 1 ? "case" : "cases"} this says little yet: the true share could be anywhere from ${pct(w.low)} to ${pct(w.high)}.`
      : ` With ${n} cases the true share is likely between ${pct(w.low)} and ${pct(w.high)} (95% interval).`;
  const m = median(errors);
  const b = median(baselineErrors);
  const bounds = medianBounds(errors);
  const error =
    m === null
      ? ""
      : ` Median error ${pct(m)}${b === null ? "" : `, against ${pct(b)} for the channel's median as known then`}${
          bounds ? ` (the median error itself is likely between ${pct(bounds.low)} and ${pct(bounds.high)})` : ""
        }.`;
  return share + sure + error;
}

function ideaSentence(made: number, matched: number, beat: number): string {
  if (made === 0) return "No idea batch has been made yet: generate ideas on Content Ideas and they are kept here.";
  if (matched === 0)
    return `${made} ${made === 1 ? "idea" : "ideas"} made; none has been matched to an upload 28 days old yet, so none is scored.`;
  const w = wilson(beat, matched);
  return `${beat} of ${matched} ideas you made beat your channel's median as known then (of ${made} made).${
    matched < 10
      ? ` With ${matched} scored this says little yet (the true share could be ${pct(w.low)}–${pct(w.high)}).`
      : ` With ${matched} scored the true share is likely between ${pct(w.low)} and ${pct(w.high)}.`
  }`;
}

/** The whole ledger scored: the figures, their sentences and every suggestion with its outcome. */
export function scoreLedger(entries: readonly LedgerEntry[]): TrackRecordScore {
  const suggestions = entries.map(scoreSuggestion).sort((a, b) => b.madeAtMs - a.madeAtMs);
  const forecasts = suggestions.filter((s) => s.kind === "forecast" && s.inside !== null);
  const inside = forecasts.filter((s) => s.inside).length;
  const paired = forecasts.filter((s) => s.error !== null && s.baselineError !== null);
  const errors = paired.map((s) => s.error!);
  const baselineErrors = paired.map((s) => s.baselineError!);
  const ideas = suggestions.filter((s) => s.kind === "idea");
  const scoredIdeas = ideas.filter((s) => s.beatMedian !== null);
  const beat = scoredIdeas.filter((s) => s.beatMedian).length;
  const round3 = (x: number | null) => (x === null ? null : Math.round(x * 1000) / 1000);
  return {
    forecasts: {
      n: forecasts.length,
      inside80: inside,
      share: forecasts.length ? round3(inside / forecasts.length) : null,
      expectedShare: 0.8,
      mdape: round3(median(errors)),
      medianBaselineMdape: round3(median(baselineErrors)),
      sentence: forecastSentence(forecasts.length, inside, errors, baselineErrors),
    },
    ideas: {
      made: ideas.length,
      matched: scoredIdeas.length,
      beatMedian: beat,
      sentence: ideaSentence(ideas.length, scoredIdeas.length, beat),
    },
    suggestions,
    awaitingConfirmation: suggestions.filter((s) => s.matchStatus === "suggested").length,
    replayed: suggestions.filter((s) => s.origin === "replayed").length,
  };
}
