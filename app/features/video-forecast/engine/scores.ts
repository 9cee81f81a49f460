// The Forecast's scores. Each is a measured quantity with a stated definition; this block is
// what the README and docs/video-forecast.md quote.
//
// Let "your recent uploads" be the channel's last 40 uploads of the same format (long-form or
// Shorts) whose 28-day views are known, V28 their views at 28 days (history.ts), and M the
// median of those V28: "the channel's median at 28 days".
//
// - successProbability (percent): P(V28 >= M) under the forecast's predictive distribution,
//   which is the point forecast times each of the recent out-of-sample forecast errors
//   (the same residuals the 80% interval is calibrated on; with fewer than 9 of them, a
//   log-normal with σ = 1.0). Smoothed by half a count so it is never 0% or 100%.
// - viralPotential: from P(V28 >= 3 × M) on the same distribution: Low below 5%, Medium below
//   20%, High otherwise.
// - titleScore (0–100): the percentile of this title's measured title effect among your recent
//   uploads' title effects. The title effect is the sum of the coefficients of the title
//   features that measurably mattered on the channel (|coefficient| ≥ 2 standard errors in the
//   effects regression, prepublication-model.ts) for the features the title has. 50 when no
//   feature mattered, and on channels too small to fit the regression (title form made no
//   difference out of sample on real channels either: channel-signals-data.ts): the title cannot
//   be told apart from the rest.
// - topicScore (0–100): the percentile of the topic effect (how uploads sharing the title's and
//   topic's words did against the channel's median at their time, word by word, shrunk, times
//   its fitted coefficient) among the same effect of your recent uploads. When the forecast is
//   the median moved by the signals (channel-signals.ts), or the channel is too small for the
//   regression, the topic effect is the signals' topic record instead (each recent upload's own
//   against the others' records); 50 when no past upload shares a word with the title.
// - timingScore (0–100): the percentile of the planned slot's effect (UTC weekday and four-hour
//   block of publication, fitted coefficients) among your recent uploads' slot effects.
// - overallScore (0–100): the percentile of the expected 28-day views among your recent
//   uploads' actual 28-day views: "this would rank above N% of your recent uploads".
// timingScore is null when the channel has too little history to measure it (fewer than 8 uploads
// of the format, or fewer than 15 for the effects); every score is null without uploads. The
// forecast's scoreNotes say each one in words, or why it is missing.
import { contributions, type Effects, type ScoredRow } from "./prepublication-model";
import { median, percentileRank } from "~/lib/stats";
import { VIRAL_MULTIPLE, exceedance } from "./video-backtest";
import type { ViralPotential } from "./types";

export const RECENT_UPLOADS = 40;
export { VIRAL_MULTIPLE };

export function viralLabel(probability: number): ViralPotential {
  if (probability < 0.05) return "Low";
  if (probability < 0.2) return "Medium";
  return "High";
}

export type Scores = {
  titleScore: number | null;
  topicScore: number | null;
  timingScore: number | null;
  overallScore: number | null;
  /** 0..1 */
  success: number | null;
  viral: number | null;
  /** ln(1 + M) and the uploads behind it. */
  medianLn: number | null;
  recent: number;
};

const round = (x: number) => Math.round(x);

/** Equal up to rounding noise: effects computed from the same coefficients differ by ulps. */
const rankOf = (value: number, population: readonly number[]) =>
  percentileRank(value, population, { tieTolerance: 1e-9 });

/**
 * `recent`: the format's recent known uploads, oldest first (rows of the effects regression,
 * with their known ln V28); `parts`: this forecast's effect parts; `point`: ln(1 + expected).
 */
export function scoreForecast(
  recent: readonly (ScoredRow & { value: number })[],
  effects: Effects | null,
  parts: { topic: number; title: number; timing: number },
  point: number,
  residuals: readonly number[],
): Scores {
  const last = recent.slice(-RECENT_UPLOADS);
  const medianLn = median(last.map((r) => r.value));
  if (medianLn === null)
    return {
      titleScore: null,
      topicScore: null,
      timingScore: null,
      overallScore: null,
      success: null,
      viral: null,
      medianLn: null,
      recent: 0,
    };
  const theirs = effects ? last.map((r) => contributions(effects, r.x)) : null;
  const viralThreshold = Math.log1p(VIRAL_MULTIPLE * Math.expm1(medianLn));
  return {
    titleScore: theirs
      ? round(
          rankOf(
            parts.title,
            theirs.map((c) => c.title),
          ),
        )
      : null,
    topicScore: theirs
      ? round(
          rankOf(
            parts.topic,
            theirs.map((c) => c.topic),
          ),
        )
      : null,
    timingScore: theirs
      ? round(
          rankOf(
            parts.timing,
            theirs.map((c) => c.timing),
          ),
        )
      : null,
    overallScore: round(
      rankOf(
        point,
        last.map((r) => r.value),
      ),
    ),
    success: exceedance(point, residuals, medianLn),
    viral: exceedance(point, residuals, viralThreshold),
    medianLn,
    recent: last.length,
  };
}
