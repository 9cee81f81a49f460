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
import { countOf } from "~/lib/format";
import type { LedgerEntry, Upload } from "./types";
import { medianBounds, wilson } from "./score-stats";
import { type TitleScore, scoreTitles, titleTaken } from "./titles";
import { uploadViewsAt } from "./views-at-age";

export { medianBounds, wilson };

/** The uploads the baseline reads: the channel's last 40 whose 28-day views were known then. */
export const BASELINE_UPLOADS = 40;
const BASELINE_MIN = 3;

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
  /** Title suggestions: whether the upload's title now took it (titles.ts); null otherwise or unknown. */
  taken: boolean | null;
};

export type TrackRecordScore = {
  forecasts: ForecastScore;
  ideas: IdeaScore;
  titles: TitleScore;
  suggestions: ScoredSuggestion[];
  /** Suggestions waiting for the creator to confirm or correct a proposed match. */
  awaitingConfirmation: number;
  replayed: number;
};

const relError = (guess: number | null, actual: number | null) =>
  guess === null || actual === null || actual <= 0 ? null : Math.abs(guess - actual) / actual;

/** What the ledger knows of an upload now: its title and when it went up. */
export type UploadNow = { title: string; publishedMs: number };

export function scoreSuggestion(e: LedgerEntry, upload?: UploadNow): ScoredSuggestion {
  const known = e.matchStatus === "confirmed" && e.views28 !== null;
  const actual = known ? e.views28 : null;
  return {
    ...e,
    inside: actual !== null && e.low !== null && e.high !== null ? e.low <= actual && actual <= e.high : null,
    error: relError(e.expected, actual),
    baselineError: relError(e.baseline28, actual),
    beatMedian: actual !== null && e.baseline28 !== null ? actual > e.baseline28 : null,
    // A title suggestion's topic is the title it would replace (track-record.server.ts).
    taken: e.kind === "title" && e.matchStatus === "confirmed" ? titleTaken(e.title, e.topic, upload?.title) : null,
  };
}

function forecastSentence(n: number, inside: number, errors: number[], baselineErrors: number[]): string {
  if (n === 0)
    return "No forecast has been scored yet: a forecast is scored once you confirm which upload it became and that upload is 28 days old.";
  const w = wilson(inside, n);
  const share = `${inside} of ${n} ${n === 1 ? "forecast" : "forecasts"} landed inside ${n === 1 ? "its" : "their"} 80% range (${pct(inside / n)}; an honest 80% range holds about 80%).`;
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
  return `${beat} of ${countOf(matched, "idea")} you made beat your channel's median as known then (of ${made} made).${
    matched < 10
      ? ` With ${matched} scored this says little yet (the true share could be ${pct(w.low)}–${pct(w.high)}).`
      : ` With ${matched} scored the true share is likely between ${pct(w.low)} and ${pct(w.high)}.`
  }`;
}

/**
 * The whole ledger scored: the figures, their sentences and every suggestion with its outcome.
 * `uploads`: the own uploads now, by id (title suggestions are checked against their title).
 */
export function scoreLedger(
  entries: readonly LedgerEntry[],
  uploads: ReadonlyMap<string, UploadNow> = new Map(),
): TrackRecordScore {
  const uploadOf = (e: LedgerEntry) => (e.matchVideoId ? uploads.get(e.matchVideoId) : undefined);
  const suggestions = entries.map((e) => scoreSuggestion(e, uploadOf(e))).sort((a, b) => b.madeAtMs - a.madeAtMs);
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
    titles: scoreTitles(suggestions.map((s) => ({ ...s, publishedMs: uploadOf(s)?.publishedMs ?? null }))),
    suggestions,
    awaitingConfirmation: suggestions.filter((s) => s.matchStatus === "suggested").length,
    replayed: suggestions.filter((s) => s.origin === "replayed").length,
  };
}
