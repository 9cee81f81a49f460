// What, known before publishing, moves an upload against its channel's median — measured on real
// channels, not assumed (scripts/train-prepub-signals.ts fits it; docs/video-forecast.md and
// docs/benchmarks.md give the figures):
//
// - topic: how the channel's past uploads that share this title's (and topic's) words did against
//   the channel's median. Each word's mean residual (log views against the median, capped at ±1
//   so one viral upload cannot define a topic) is shrunk towards "no effect" by WORD_PRIOR
//   uploads' worth, then the words are averaged weighted by rarity (idf over the channel's
//   titles): a word every upload carries (the channel's name, "vlog") says nothing; "Trump" on a
//   talk show's channel carries that topic's record.
// - recent run: the mean residual of the channel's last RECENT_UPLOADS uploads, shrunk by
//   RECENT_PRIOR uploads' worth (a channel on a good run stays on it a little).
//
// The forecast moves from the median by shift = β_topic·topic + β_recent·recent. The β come from
// real channels' uploads (the fit split), not from the channel itself: a channel of ten uploads
// cannot measure an effect, but it can say which of its past uploads a new title resembles, and
// the real channels say how much that resemblance is worth. Its chance of beating the median is
// the logistic curve fitted on the same cases, σ(a + b·shift). Title form (length, numbers,
// questions, capitals, brackets) and the time since the last upload were measured the same way
// and moved nothing: they are not used (docs/video-forecast.md).
import { CHANNEL_SIGNALS } from "./channel-signals-data";
import { inverseDocumentFrequency } from "./title-text";

/** A word's record counts as this many uploads' worth of "no effect" on top of its own uploads. */
export const WORD_PRIOR = 2;
/** Residuals are capped at ±this (×/÷2.7) before they describe a topic or a run. */
export const SIGNAL_CAP = 1;
/** The channel's run: its last this many uploads... */
export const RECENT_UPLOADS = 3;
/** ...shrunk by this many uploads' worth of "no effect". */
export const RECENT_PRIOR = 3;
/** Uploads a channel needs before its own record says anything (the median of one upload is that upload). */
export const MIN_SIGNAL_UPLOADS = 2;

export type KnownUpload = {
  /** ln(1 + views) on the scale the median is on (28-day, or as given). */
  value: number;
  tokens: readonly string[];
  title?: string;
};

export type WordRecord = { word: string; uploads: number; logEffect: number };

export type ChannelSignals = {
  /** ln(1 + median) the residuals are measured against. */
  medianLn: number;
  uploads: number;
  /** The title's words with a record on the channel, strongest first (shrunk mean residuals). */
  words: WordRecord[];
  /** Past uploads sharing a word with the title, most words first. */
  matched: { title: string; logVsMedian: number; shared: number }[];
  /** Signal values (log) before and after their coefficients. */
  topic: number;
  recent: number;
  topicEffect: number;
  recentEffect: number;
  /** Uploads behind the recent run. */
  recentUploads: number;
  /** ln forecast − ln median. */
  shift: number;
  /** P(beats the median), 0..1, from the logistic fitted on real channels. */
  probability: number;
};

const cap = (x: number) => Math.max(-SIGNAL_CAP, Math.min(SIGNAL_CAP, x));

type WordTotals = Map<string, { e: number; n: number }>;

function wordTotals(known: readonly { tokens: readonly string[]; e: number }[]): WordTotals {
  const totals: WordTotals = new Map();
  for (const k of known) {
    for (const t of new Set(k.tokens)) {
      const tot = totals.get(t) ?? { e: 0, n: 0 };
      tot.e += k.e;
      tot.n += 1;
      totals.set(t, tot);
    }
  }
  return totals;
}

/**
 * The title's topic signal: idf-weighted mean over its words of each word's shrunk mean residual.
 * `self` is a past upload's own residual, left out when that upload's title is the one scored.
 */
function recordOf(
  tokens: readonly string[],
  totals: WordTotals,
  idf: ReadonlyMap<string, number>,
  self?: number,
): { signal: number; words: WordRecord[] } {
  let num = 0;
  let den = 0;
  const words: WordRecord[] = [];
  for (const t of new Set(tokens)) {
    const tot = totals.get(t);
    const weight = idf.get(t);
    if (!tot || weight === undefined || weight <= 0) continue;
    const n = tot.n - (self === undefined ? 0 : 1);
    if (n <= 0) continue;
    const effect = (tot.e - (self ?? 0)) / (n + WORD_PRIOR);
    num += weight * effect;
    den += weight;
    words.push({ word: t, uploads: n, logEffect: effect });
  }
  words.sort((a, b) => Math.abs(b.logEffect) - Math.abs(a.logEffect) || a.word.localeCompare(b.word));
  return { signal: den > 0 ? num / den : 0, words };
}

/** The title's topic signal from the known uploads' residuals (see the head of this file). */
export function topicRecord(
  tokens: readonly string[],
  known: readonly { tokens: readonly string[]; e: number }[],
  idf: ReadonlyMap<string, number>,
): { signal: number; words: WordRecord[] } {
  return recordOf(tokens, wordTotals(known), idf);
}

/**
 * The topic effect (β_topic · signal) of each of the last `last` known uploads' own titles, each
 * against the others' records (itself left out): the population a new title's topic score ranks in.
 */
export function uploadTopicEffects(known: readonly KnownUpload[], medianLn: number, last: number): number[] {
  if (known.length < MIN_SIGNAL_UPLOADS) return [];
  const e = known.map((k) => cap(k.value - medianLn));
  const idf = inverseDocumentFrequency(known.map((k) => k.tokens));
  const totals = wordTotals(known.map((k, i) => ({ tokens: k.tokens, e: e[i] as number })));
  const from = Math.max(0, known.length - last);
  return known
    .slice(from)
    .map((k, i) => CHANNEL_SIGNALS.coefficients.topic * recordOf(k.tokens, totals, idf, e[from + i]).signal);
}

/** The recent run: the shrunk mean residual of the last RECENT_UPLOADS uploads (oldest first in `e`). */
export function recentRun(e: readonly number[]): { signal: number; uploads: number } {
  const last = e.slice(-RECENT_UPLOADS);
  const sum = last.reduce((s, x) => s + x, 0);
  return { signal: last.length > 0 ? sum / (last.length + RECENT_PRIOR) : 0, uploads: last.length };
}

const logistic = (x: number) => 1 / (1 + Math.exp(-x));

/** P(beats the median) for a shift, as measured on real channels. */
export const beatProbability = (shift: number): number =>
  logistic(CHANNEL_SIGNALS.probability.intercept + CHANNEL_SIGNALS.probability.slope * shift);

/**
 * The signals of a planned title on a channel whose known uploads (oldest first) are `known`,
 * against the median `medianLn`. Null with fewer than MIN_SIGNAL_UPLOADS uploads.
 */
export function channelSignals(
  known: readonly KnownUpload[],
  medianLn: number,
  targetTokens: readonly string[],
): ChannelSignals | null {
  if (known.length < MIN_SIGNAL_UPLOADS || !Number.isFinite(medianLn)) return null;
  const e = known.map((k) => cap(k.value - medianLn));
  const idf = inverseDocumentFrequency(known.map((k) => k.tokens));
  const topic = topicRecord(
    targetTokens,
    known.map((k, i) => ({ tokens: k.tokens, e: e[i] as number })),
    idf,
  );
  const recent = recentRun(e);
  const topicEffect = CHANNEL_SIGNALS.coefficients.topic * topic.signal;
  const recentEffect = CHANNEL_SIGNALS.coefficients.recent * recent.signal;
  const shift = topicEffect + recentEffect;
  const wanted = new Set(targetTokens);
  const matched = known
    .map((k, i) => ({
      title: k.title ?? "",
      logVsMedian: e[i] as number,
      shared: new Set(k.tokens.filter((t) => wanted.has(t) && (idf.get(t) ?? 0) > 0)).size,
      i,
    }))
    .filter((m) => m.shared > 0)
    .sort((a, b) => b.shared - a.shared || b.i - a.i)
    .map(({ title, logVsMedian, shared }) => ({ title, logVsMedian, shared }));
  return {
    medianLn,
    uploads: known.length,
    words: topic.words,
    matched,
    topic: topic.signal,
    recent: recent.signal,
    topicEffect,
    recentEffect,
    recentUploads: recent.uploads,
    shift,
    probability: beatProbability(shift),
  };
}
