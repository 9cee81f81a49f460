// The pre-publication forecast at one moment, from the uploads known then:
//
//   ln V̂28 = level + shift + β_topic·topic + Σ β·title (the features that measurably mattered)
//                  + β·weekday + β·time of day + β·length
//
// - level: the channel's typical upload of the same format (Shorts and long-form apart) on the
//   28-day scale (history.ts: "views at the same age"), a recency-weighted trimmed mean of log
//   views;
// - the rest explains each past upload's residual against the level at *its* time, by ridge
//   regression with recency weights: the topic signal (how uploads sharing the title's and
//   topic's words did against the median, word by word, shrunk), yes/no title features, the UTC
//   weekday and four-hour block of publication, and the length. A title feature counts only when
//   its coefficient is at least twice its standard error on this channel; "shift" is the
//   weighted median residual left over (a growing channel's uploads keep beating a lagging level).
// Everything is computed from uploads published before the moment, so the same function
// forecasts the next upload and, in the backtest, every past one.
import type { AgeCurves } from "./age-curve";
import { channelSignals, type ChannelSignals } from "./channel-signals";
import { curveFor, knownLn28, reliability, type PreparedVideo } from "./history";
import { inverseDiagonal, median, solveSymmetric, weightedMedian, weightedTrimmedMean } from "~/lib/stats";
import { TITLE_FEATURES, cosine, inverseDocumentFrequency, termVector, type TermVector } from "./title-text";

/** Uploads of the format known at a moment before the channel's own history is trusted. */
export const MIN_CHANNEL_VIDEOS = 8;
/** The level forgets by half every this many uploads of the same format. */
const LEVEL_HALF_LIFE = 10;
/**
 * The level is a trimmed mean of the log views (a quarter of the weight cut from each end): as
 * robust to a viral upload or a flop as a median, but it does not jump between two clusters on
 * a channel with two kinds of video, as a median does with whichever kind came last.
 */
const LEVEL_TRIM = 0.25;
/** Effects are steadier than the level: they forget by half every this many uploads. */
const EFFECT_HALF_LIFE = 60;
/** Residual rows before effects are estimated at all. */
const MIN_EFFECT_ROWS = 15;
/** Ridge penalty, in uploads' worth of "no effect". */
const RIDGE = 5;
/** A word's record counts as this many uploads' worth of "no effect" on top of its own uploads. */
const WORD_PRIOR = 2;
/** Past titles at least this similar (cosine of tf-idf) are quoted as "uploads on similar topics". */
const MIN_SIMILARITY = 0.2;
/**
 * Residuals are capped at ±this (×/÷ 2.7 against the level) before they explain anything: one
 * upload that went viral (or flopped) 10× is real, but it should not decide what "videos with a
 * question in the title" do, nor the topic average of its few neighbours.
 */
const RESIDUAL_CAP = 1;
/** |coefficient| / standard error for a title feature to count as having mattered. */
const TITLE_T = 2;

const LENGTH_BLOCKS = [6 * 60, 12 * 60, 20 * 60] as const;
export const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** Column layout of the effects regression. */
const COL_TOPIC = 0;
const COL_TITLE = 1;
const COL_WEEKDAY = COL_TITLE + TITLE_FEATURES.length;
const COL_HOUR = COL_WEEKDAY + 7;
const COL_LENGTH = COL_HOUR + 6;
const COLUMNS = COL_LENGTH + LENGTH_BLOCKS.length + 1;

/** What is planned for the new upload (or known about a past one being backtested). */
export type Target = {
  isShort: boolean;
  publishMs: number;
  durationSeconds: number | null;
  flags: number[];
  /** Title words plus the topic's words. */
  tokens: string[];
};

export type Context = {
  videos: PreparedVideo[];
  nowMs: number;
  curves: AgeCurves;
  idf: Map<string, number>;
  vectors: TermVector[];
  /** For each upload, the level of its format at its publication (from what was known then). */
  levels: (number | null)[];
};

export type Effects = {
  /** Coefficients on centred columns, title ones zeroed unless they mattered. */
  beta: number[];
  means: number[];
  shift: number;
  /** Title features that mattered: index into TITLE_FEATURES, coefficient (log), uploads with it. */
  titleEffects: { feature: number; beta: number; count: number }[];
  rows: number;
};

export type Prediction = {
  /** ln V̂28. */
  point: number;
  level: number;
  shift: number;
  topic: number;
  title: number;
  timing: number;
  length: number;
  /** Uploads of the target's format known at the moment, and of any format. */
  sameFormat: number;
  known: number;
  effects: Effects | null;
  /** The similar past uploads behind the topic effect, most similar first. */
  similar: { index: number; similarity: number; residual: number }[];
  /**
   * The title's topic record and the channel's recent run against the median of every upload
   * known then (channelMedianAt), weighed as real channels say (channel-signals.ts): the
   * "signals" forecaster is that median moved by `signals.shift`.
   */
  signals: ChannelSignals | null;
};

export function buildContext(videos: PreparedVideo[], nowMs: number, curves: AgeCurves): Context {
  const idf = inverseDocumentFrequency(videos.map((v) => v.tokens));
  const vectors = videos.map((v) => termVector(v.tokens, idf));
  const ctx: Context = { videos, nowMs, curves, idf, vectors, levels: [] };
  ctx.levels = videos.map((v) => levelAt(ctx, v.publishedMs, v.isShort)?.level ?? null);
  return ctx;
}

/** Uploads published before `atMs` whose 28-day value was known then, with that value. */
function knownBefore(ctx: Context, atMs: number): { v: PreparedVideo; value: number }[] {
  const out: { v: PreparedVideo; value: number }[] = [];
  for (const v of ctx.videos) {
    if (v.publishedMs >= atMs) break;
    const value = knownLn28(v, atMs, ctx.nowMs, curveFor(ctx.curves, v.isShort));
    if (value !== null) out.push({ v, value });
  }
  return out;
}

/** The recency-weighted (trimmed) mean of the format's known log views before `atMs`; all formats when the format has fewer than 3. */
function levelAt(ctx: Context, atMs: number, isShort: boolean): { level: number; n: number } | null {
  return levelOf(knownBefore(ctx, atMs), atMs, isShort);
}

/** levelAt from the uploads already known at `atMs` (knownBefore), so a caller that has them does not read them again. */
function levelOf(
  known: readonly { v: PreparedVideo; value: number }[],
  atMs: number,
  isShort: boolean,
): { level: number; n: number } | null {
  const same = known.filter((k) => k.v.isShort === isShort);
  const pool = same.length >= 3 ? same : known;
  if (pool.length === 0) return null;
  const weights = pool.map((k, i) => reliability(k.v, atMs) * Math.pow(0.5, (pool.length - 1 - i) / LEVEL_HALF_LIFE));
  const level = weightedTrimmedMean(
    pool.map((k) => k.value),
    weights,
    LEVEL_TRIM,
  );
  return level === null ? null : { level, n: pool.length };
}

function lengthBlock(durationSeconds: number | null, isShort: boolean): number | null {
  if (isShort || durationSeconds === null || durationSeconds <= 0) return null;
  let b = 0;
  while (b < LENGTH_BLOCKS.length && durationSeconds >= (LENGTH_BLOCKS[b] as number)) b++;
  return b;
}

function slotOf(ms: number): { weekday: number; hourBlock: number } {
  const d = new Date(ms);
  return { weekday: d.getUTCDay(), hourBlock: Math.floor(d.getUTCHours() / 4) };
}

/** The regression row of an upload (or target); NaN where a value is unknown (filled with the mean). */
function row(
  topic: number,
  flags: readonly number[],
  weekday: number,
  hourBlock: number,
  length: number | null,
): number[] {
  const x = new Array<number>(COLUMNS).fill(0);
  x[COL_TOPIC] = topic;
  flags.forEach((f, j) => (x[COL_TITLE + j] = f));
  x[COL_WEEKDAY + weekday] = 1;
  x[COL_HOUR + hourBlock] = 1;
  if (length === null) for (let j = COL_LENGTH; j < COLUMNS; j++) x[j] = Number.NaN;
  else x[COL_LENGTH + length] = 1;
  return x;
}

/** Per word: the weighted sum of residuals and of weights of the known uploads whose title has it. */
type WordTotals = Map<string, { e: number; w: number }>;

function wordTotals(rows: readonly { tokens: readonly string[]; e: number; w: number }[]): WordTotals {
  const totals: WordTotals = new Map();
  for (const r of rows) {
    for (const t of new Set(r.tokens)) {
      const tot = totals.get(t) ?? { e: 0, w: 0 };
      tot.e += r.w * r.e;
      tot.w += r.w;
      totals.set(t, tot);
    }
  }
  return totals;
}

/**
 * How uploads sharing this title's words did against the channel's median: each word's average
 * residual over the uploads that used it, shrunk towards zero by WORD_PRIOR uploads' worth, then
 * averaged over the title's words weighted by rarity (idf). A word every kind of video uses
 * ("review", "guide", a recurring format) averages out near zero and says little; a topic word
 * carries its topic's record. `self` leaves an upload's own residual out of its own signal.
 */
function topicSignal(
  tokens: readonly string[],
  totals: WordTotals,
  idf: ReadonlyMap<string, number>,
  self?: { e: number; w: number },
): number {
  let num = 0;
  let den = 0;
  for (const t of new Set(tokens)) {
    const tot = totals.get(t);
    const weight = idf.get(t);
    if (!tot || weight === undefined) continue;
    const e = tot.e - (self ? self.w * self.e : 0);
    const w = tot.w - (self ? self.w : 0);
    if (w <= 1e-9) continue;
    num += (weight * e) / (w + WORD_PRIOR);
    den += weight;
  }
  return den > 0 ? num / den : 0;
}

function fitEffects(rows: { x: number[]; e: number; w: number }[]): Effects | null {
  const n = rows.length;
  if (n < MIN_EFFECT_ROWS) return null;
  const totalW = rows.reduce((s, r) => s + r.w, 0);
  if (!(totalW > 0)) return null;
  // Weights normalised to sum to n, so the ridge means "uploads' worth" whatever the weights.
  const scale = n / totalW;
  const means = new Array<number>(COLUMNS).fill(0);
  const counts = new Array<number>(COLUMNS).fill(0);
  for (const r of rows) {
    r.x.forEach((v, j) => {
      if (Number.isNaN(v)) return;
      means[j] = (means[j] as number) + r.w * scale * v;
      counts[j] = (counts[j] as number) + r.w * scale;
    });
  }
  for (let j = 0; j < COLUMNS; j++)
    means[j] = (counts[j] as number) > 0 ? (means[j] as number) / (counts[j] as number) : 0;
  const centred = rows.map((r) => r.x.map((v, j) => (Number.isNaN(v) ? 0 : v - (means[j] as number))));
  const eMean = rows.reduce((s, r) => s + r.w * scale * r.e, 0) / n;

  const a = Array.from({ length: COLUMNS }, () => new Array<number>(COLUMNS).fill(0));
  const b = new Array<number>(COLUMNS).fill(0);
  rows.forEach((r, i) => {
    const x = centred[i] as number[];
    const w = r.w * scale;
    const de = r.e - eMean;
    for (let p = 0; p < COLUMNS; p++) {
      const xp = x[p] as number;
      if (xp === 0) continue;
      b[p] = (b[p] as number) + w * xp * de;
      const ap = a[p] as number[];
      for (let q = 0; q <= p; q++) ap[q] = (ap[q] as number) + w * xp * (x[q] as number);
    }
  });
  for (let p = 0; p < COLUMNS; p++) {
    for (let q = 0; q < p; q++) (a[q] as number[])[p] = (a[p] as number[])[q] as number;
    // Yes/no columns: RIDGE uploads' worth of "no effect". The topic signal is continuous and
    // small (a fraction of a log unit), so its penalty is scaled to its spread: the same RIDGE
    // uploads' worth, each one standard deviation away.
    const ridge = p === COL_TOPIC ? (RIDGE * ((a[p] as number[])[p] as number)) / n : RIDGE;
    (a[p] as number[])[p] = ((a[p] as number[])[p] as number) + ridge + 1e-9;
  }
  const beta = solveSymmetric(a, b);
  if (!beta) return null;

  const fitted = rows.map((r, i) => r.e - (centred[i] as number[]).reduce((s, v, j) => s + v * (beta[j] as number), 0));
  const sigma2 =
    fitted.reduce((s, v, i) => s + (rows[i] as { w: number }).w * scale * (v - eMean) ** 2, 0) / Math.max(1, n - 1);
  const inverse = inverseDiagonal(a);
  const titleEffects: Effects["titleEffects"] = [];
  for (let j = 0; j < TITLE_FEATURES.length; j++) {
    const col = COL_TITLE + j;
    const se = inverse ? Math.sqrt(sigma2 * (inverse[col] as number)) : Infinity;
    const count = rows.filter((r) => r.x[col] === 1).length;
    if (Math.abs(beta[col] as number) >= TITLE_T * se && count >= 3 && count <= n - 3) {
      titleEffects.push({ feature: j, beta: beta[col] as number, count });
    } else {
      beta[col] = 0;
    }
  }
  const left = rows.map((r, i) => r.e - (centred[i] as number[]).reduce((s, v, j) => s + v * (beta[j] as number), 0));
  const shift = weightedMedian(
    left,
    rows.map((r) => r.w),
  );
  return { beta, means, shift: shift ?? 0, titleEffects, rows: n };
}

/** Contribution of a centred row, split into the parts the scores and reasoning quote. */
export function contributions(
  effects: Effects,
  x: readonly number[],
): { topic: number; title: number; timing: number; length: number } {
  const part = (from: number, to: number) => {
    let s = 0;
    for (let j = from; j < to; j++) {
      const v = x[j] as number;
      if (Number.isNaN(v)) continue;
      s += (effects.beta[j] as number) * (v - (effects.means[j] as number));
    }
    return s;
  };
  return {
    topic: part(COL_TOPIC, COL_TITLE),
    title: part(COL_TITLE, COL_WEEKDAY),
    timing: part(COL_WEEKDAY, COL_LENGTH),
    length: part(COL_LENGTH, COLUMNS),
  };
}

/** The timing part for a weekday and block, for "best slot" advice. */
export function timingEffect(effects: Effects, weekday: number, hourBlock: number): number {
  const x = new Array<number>(COLUMNS).fill(Number.NaN);
  for (let j = COL_WEEKDAY; j < COL_LENGTH; j++) x[j] = 0;
  x[COL_WEEKDAY + weekday] = 1;
  x[COL_HOUR + hourBlock] = 1;
  return contributions(effects, x).timing;
}

/**
 * The forecast for `target` at `atMs` from uploads published before it. Null when fewer than
 * MIN_CHANNEL_VIDEOS uploads of the target's format (or of any format) were known then.
 * Also returns, for scoring, each known upload's row and residual.
 */
export function predictAt(ctx: Context, atMs: number, target: Target): (Prediction & { rows: ScoredRow[] }) | null {
  const known = knownBefore(ctx, atMs);
  const sameFormat = known.filter((k) => k.v.isShort === target.isShort).length;
  if (sameFormat < MIN_CHANNEL_VIDEOS && known.length < MIN_CHANNEL_VIDEOS * 2) return null;
  const lv = levelOf(known, atMs, target.isShort);
  if (!lv) return null;

  // Residuals against each upload's own level at its time, weighted by recency and reliability.
  const residual = new Map<number, { e: number; w: number }>();
  const last = known.length - 1;
  known.forEach((k, i) => {
    const level = ctx.levels[k.v.index];
    if (level === null || level === undefined) return;
    const e = Math.max(-RESIDUAL_CAP, Math.min(RESIDUAL_CAP, k.value - level));
    residual.set(k.v.index, { e, w: reliability(k.v, atMs) * Math.pow(0.5, (last - i) / EFFECT_HALF_LIFE) });
  });

  const totals = wordTotals(
    known.flatMap((k) => {
      const r = residual.get(k.v.index);
      return r ? [{ tokens: k.v.tokens, ...r }] : [];
    }),
  );
  const rows: ScoredRow[] = [];
  for (const k of known) {
    const r = residual.get(k.v.index);
    if (!r) continue;
    // Leave-one-out: an upload's own residual never explains itself.
    const t = topicSignal(k.v.tokens, totals, ctx.idf, r);
    const x = row(t, k.v.flags, k.v.weekday, k.v.hourBlock, lengthBlock(k.v.durationSeconds, k.v.isShort));
    rows.push({ index: k.v.index, isShort: k.v.isShort, x, e: r.e, w: r.w, value: k.value });
  }
  const effects = fitEffects(rows);

  const vector = termVector(target.tokens, ctx.idf);
  const similar: Prediction["similar"] = [];
  for (const k of known) {
    const r = residual.get(k.v.index);
    if (!r) continue;
    const s = cosine(vector, ctx.vectors[k.v.index] as TermVector);
    if (s >= MIN_SIMILARITY) similar.push({ index: k.v.index, similarity: s, residual: r.e });
  }
  similar.sort((a, b) => b.similarity - a.similarity || b.index - a.index);
  const slot = slotOf(target.publishMs);
  const x = row(
    topicSignal(target.tokens, totals, ctx.idf),
    target.flags,
    slot.weekday,
    slot.hourBlock,
    lengthBlock(target.durationSeconds, target.isShort),
  );
  const parts = effects ? contributions(effects, x) : { topic: 0, title: 0, timing: 0, length: 0 };
  const shift = effects?.shift ?? 0;
  const point = lv.level + shift + parts.topic + parts.title + parts.timing + parts.length;
  const medianLn = median(known.map((k) => k.value));
  const signals =
    medianLn === null
      ? null
      : channelSignals(
          known.map((k) => ({ value: k.value, tokens: k.v.tokens, title: k.v.title })),
          medianLn,
          target.tokens,
        );
  return {
    point,
    level: lv.level,
    shift,
    ...parts,
    sameFormat,
    known: known.length,
    effects,
    similar,
    rows,
    signals,
  };
}

/** A known upload in the effects regression: its row, capped residual, weight and known ln V28. */
export type ScoredRow = { index: number; isShort: boolean; x: number[]; e: number; w: number; value: number };

/** A past upload as a target (for the backtest): its own title, slot and length. */
export function targetOf(v: PreparedVideo): Target {
  return {
    isShort: v.isShort,
    publishMs: v.publishedMs,
    durationSeconds: v.durationSeconds,
    flags: v.flags,
    tokens: v.tokens,
  };
}

/** The median of the format's last `count` known 28-day values before `atMs` (scores.ts' M, as known then); all formats when the format has none. */
export function recentMedianAt(ctx: Context, atMs: number, isShort: boolean, count = 40): number | null {
  const known = knownBefore(ctx, atMs);
  const same = known.filter((k) => k.v.isShort === isShort);
  return median((same.length > 0 ? same : known).slice(-count).map((k) => k.value));
}

/** channelMedianAt with how many uploads it is of (the forecast says so when it issues it). */
export function channelMedianOf(ctx: Context, atMs: number): { ln: number; uploads: number } | null {
  const values = knownBefore(ctx, atMs).map((k) => k.value);
  const ln = median(values);
  return ln === null ? null : { ln, uploads: values.length };
}

/** The channel's median on the 28-day scale at `atMs` over all known uploads: the baseline. */
export function channelMedianAt(ctx: Context, atMs: number): number | null {
  return median(knownBefore(ctx, atMs).map((k) => k.value));
}
