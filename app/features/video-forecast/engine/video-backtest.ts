// Rolling-origin backtest of the pre-publication forecast, and the residuals its intervals are
// calibrated on. Each past upload j is forecast from only the uploads before it (with the views
// they had then: history.ts), and its 80% interval comes from the residuals of the forecasts
// whose 28-day actuals had come in by the time j was published: online split conformal on a
// recent rolling window, so a channel that drifts gets intervals from its recent behaviour.
import { REFERENCE_HOURS } from "./age-curve";
import { HOUR_MS, actualLn28, curveFor } from "./history";
import { channelMedianAt, predictAt, recentMedianAt, targetOf, type Context } from "./prepublication-model";
import { median, normalCdf } from "~/lib/stats";
import { Z80, conformalBounds, exceedanceShare } from "./stats";
import type { BacktestSummary } from "./types";

/** Residuals the interval is calibrated on: the most recent this many resolved forecasts. */
export const CALIBRATION_WINDOW = 40;
/** Same-format residuals are used when there are at least this many, else all formats. */
const MIN_SAME_FORMAT_RESIDUALS = 20;
/** Below the 9 residuals a finite 80% conformal bound needs: a log-normal with this spread (×/÷ 3.6). */
export const FEW_RESIDUALS_LOG_SD = 1.0;
/** Uploads the shown backtest covers, at most ("on your last 40 uploads"). */
export const DEFAULT_BACKTEST_UPLOADS = 40;

/**
 * Forecasters run side by side: the channel's median; the median moved by the signals measured on
 * real channels ("signals": the title's topic record and the channel's recent run, weighed as
 * real channels' uploads say, channel-signals.ts); the level alone (the channel's recency-weighted
 * typical upload); and the level with the effects fitted on this channel ("full"). The signals
 * forecaster is issued unless another one had a smaller error on the channel's own recent resolved
 * uploads: on a small or noisy channel the channel's own effects are mostly noise and the pooled
 * evidence answers; on a channel where topics or slots really differ its own effects earn their
 * place. Until MIN_SELECTION_RESIDUALS are resolved, the signals forecaster (or,
 * wherever no signal can be read, the median).
 *
 * The error is the mean absolute log error with each upload's error capped at 1 (×2.7): a median
 * error would ignore an effect that only a minority of uploads have (Thursday uploads doing twice
 * as well is invisible to the median when six days in seven are ordinary), and the cap keeps one
 * viral upload from deciding.
 */
export type Candidate = "median" | "signals" | "level" | "full";
const MIN_SELECTION_RESIDUALS = 10;
const SELECTION_WINDOW = 100;

const SELECTION_CAP = 1;
/** Standard errors a challenger's paired gain needs before it replaces the default. */
const SELECTION_T = 2;
function loss(residuals: readonly number[]): number {
  return residuals.reduce((s, r) => s + Math.min(SELECTION_CAP, Math.abs(r)), 0) / Math.max(1, residuals.length);
}

export function chooseCandidate(
  history: Readonly<Record<"level" | "full", readonly Residual[]>> & {
    median?: readonly Residual[];
    signals?: readonly Residual[];
  },
  atMs: number,
  isShort: boolean,
): Candidate {
  const level = residualWindow(history.level, atMs, isShort, SELECTION_WINDOW);
  const full = residualWindow(history.full, atMs, isShort, SELECTION_WINDOW);
  if (!history.median) {
    if (level.length < MIN_SELECTION_RESIDUALS || full.length < MIN_SELECTION_RESIDUALS) return "level";
    return loss(full) < loss(level) ? "full" : "level";
  }
  // The default (the median moved by the signals, or the plain median where no signal is read) is
  // issued unless a model measurably beat it on the channel's own resolved uploads, and while too
  // few uploads have resolved to tell. "Measurably": on the same uploads, its capped errors were
  // smaller by at least two standard errors of the paired differences. Picking whichever of three
  // had the lowest error on 10–40 noisy uploads chose the channel's own effects on real channels
  // where they did far worse out of sample (docs/video-forecast.md). The plain median does not
  // compete with the signals: on real channels it lost to them out of sample (channel-signals-data.ts).
  const base: Candidate = history.signals ? "signals" : "median";
  const baseResiduals = residualWindow(
    (base === "signals" ? history.signals : history.median) ?? [],
    atMs,
    isShort,
    SELECTION_WINDOW,
  );
  if (baseResiduals.length < MIN_SELECTION_RESIDUALS) return base;
  let best: Candidate = base;
  let bestGain = 0;
  for (const [name, residuals] of [
    ["level", level],
    ["full", full],
  ] as const) {
    const gain = measurableGain(baseResiduals, residuals);
    if (gain !== null && gain > bestGain) {
      best = name;
      bestGain = gain;
    }
  }
  return best;
}

/**
 * How much smaller a challenger's capped errors were than the default's on the same uploads (mean
 * paired difference), when that is at least SELECTION_T standard errors; null otherwise. Residual
 * windows of the same uploads line up (runBacktest pushes every candidate's residual together).
 */
function measurableGain(base: readonly number[], challenger: readonly number[]): number | null {
  const n = Math.min(base.length, challenger.length);
  if (n < MIN_SELECTION_RESIDUALS) return null;
  const b = base.slice(-n);
  const c = challenger.slice(-n);
  const d = b.map((r, i) => Math.min(SELECTION_CAP, Math.abs(r)) - Math.min(SELECTION_CAP, Math.abs(c[i] as number)));
  const mean = d.reduce((s, x) => s + x, 0) / n;
  const variance = d.reduce((s, x) => s + (x - mean) ** 2, 0) / Math.max(1, n - 1);
  const se = Math.sqrt(variance / n);
  return mean > 0 && mean >= SELECTION_T * se ? mean : null;
}

export type OriginRecord = {
  index: number;
  candidate: Candidate;
  publishedMs: number;
  isShort: boolean;
  /** ln(1 + views at 28 days), actual and forecast; the interval's ends in the same units. */
  actual: number;
  point: number;
  low: number;
  high: number;
  /** The baseline: the channel's median on the 28-day scale over every upload known then. */
  baseline: number | null;
  /**
   * The probabilities the forecast would have shown then (0..1): of beating M, the median of the
   * format's last 40 known uploads then (`median`, ln scale, scores.ts' M; exactly 0.5 when the
   * channel's median was issued), and of reaching 3 × M, from the residuals resolved by then, as
   * scoreForecast computes them for a new upload.
   */
  said: { median: number; beat: number; viral: number } | null;
};

export type Residual = { publishedMs: number; isShort: boolean; value: number };

/** Residuals usable at `atMs`: resolved (28 days after publication) by then, the recent window. */
export function residualWindow(
  records: readonly Residual[],
  atMs: number,
  isShort: boolean,
  size = CALIBRATION_WINDOW,
): number[] {
  const resolved = records.filter((r) => r.publishedMs + REFERENCE_HOURS * HOUR_MS <= atMs);
  const same = resolved.filter((r) => r.isShort === isShort);
  const pool = same.length >= MIN_SAME_FORMAT_RESIDUALS ? same : resolved;
  return pool.slice(-size).map((r) => r.value);
}

export type Interval = { lower: number; upper: number; conformal: boolean };

/** Log offsets of the 80% interval from the window's residuals (conformal), or the wide fallback. */
export function intervalFrom(residuals: readonly number[]): Interval {
  const b = conformalBounds(residuals, 0.2);
  if (b.lower !== null && b.upper !== null)
    return { lower: Math.min(0, b.lower), upper: Math.max(0, b.upper), conformal: true };
  return { lower: -Z80 * FEW_RESIDUALS_LOG_SD, upper: Z80 * FEW_RESIDUALS_LOG_SD, conformal: false };
}

/** P(ln V >= threshold) from the point and the window's residuals (empirical), or the log-normal fallback. */
export function exceedance(point: number, residuals: readonly number[], threshold: number): number {
  if (residuals.length >= 9)
    return exceedanceShare(
      residuals.map((r) => point + r),
      threshold,
    );
  return 1 - normalCdf((threshold - point) / FEW_RESIDUALS_LOG_SD);
}

export type BacktestOptions = {
  /** Evaluate at most the last this many uploads with actuals (Infinity: all). */
  uploads?: number;
};

/**
 * Forecast every upload with a 28-day actual that had enough history before it, in order,
 * with its interval from the residuals resolved before it. Returns all records (for the
 * residual window of the next forecast) and the summary of the last `uploads` of them.
 */
export type BacktestHistory = Record<Candidate, Residual[]> & { issued: Residual[] };

/**
 * The point a candidate issues: the model with effects, the level alone, the channel's median (the
 * level when no median is known), or that median moved by the signals.
 */
export function candidatePoint(
  candidate: Candidate,
  prediction: { point: number; level: number; signals?: { shift: number } | null },
  channelMedian: number | null,
): number {
  if (candidate === "full") return prediction.point;
  if (candidate === "median") return channelMedian ?? prediction.level;
  if (candidate === "signals") return (channelMedian ?? prediction.level) + (prediction.signals?.shift ?? 0);
  return prediction.level;
}

export function runBacktest(
  ctx: Context,
  options: BacktestOptions = {},
): { records: OriginRecord[]; history: BacktestHistory; summary: BacktestSummary } {
  const uploads = options.uploads ?? DEFAULT_BACKTEST_UPLOADS;
  const candidates = ctx.videos.flatMap((v) => {
    const actual = actualLn28(v, ctx.nowMs, curveFor(ctx.curves, v.isShort));
    return actual === null ? [] : [{ v, actual }];
  });
  // The summary's uploads need their own calibration window before them: forecast that many more.
  const first = Number.isFinite(uploads) ? Math.max(0, candidates.length - uploads - 2 * CALIBRATION_WINDOW) : 0;
  const records: OriginRecord[] = [];
  const history: BacktestHistory = { issued: [], median: [], signals: [], level: [], full: [] };
  for (const { v, actual } of candidates.slice(first)) {
    const prediction = predictAt(ctx, v.publishedMs, targetOf(v));
    if (!prediction) continue;
    const baseline = channelMedianAt(ctx, v.publishedMs);
    const candidate = chooseCandidate(history, v.publishedMs, v.isShort);
    const point = candidatePoint(candidate, prediction, baseline);
    const window = residualWindow(history.issued, v.publishedMs, v.isShort);
    const interval = intervalFrom(window);
    const m = recentMedianAt(ctx, v.publishedMs, v.isShort);
    const said =
      m === null
        ? null
        : {
            median: m,
            beat: beatSaid(candidate, prediction, point, window, m),
            viral: exceedance(point, window, Math.log1p(VIRAL_MULTIPLE * Math.expm1(m))),
          };
    records.push({
      index: v.index,
      candidate,
      publishedMs: v.publishedMs,
      isShort: v.isShort,
      actual,
      point,
      low: point + interval.lower,
      high: point + interval.upper,
      baseline,
      said,
    });
    const at = { publishedMs: v.publishedMs, isShort: v.isShort };
    history.issued.push({ ...at, value: actual - point });
    history.median.push({ ...at, value: actual - (baseline ?? prediction.level) });
    if (prediction.signals)
      history.signals.push({ ...at, value: actual - candidatePoint("signals", prediction, baseline) });
    history.level.push({ ...at, value: actual - prediction.level });
    history.full.push({ ...at, value: actual - prediction.point });
  }
  const shown = Number.isFinite(uploads) ? records.slice(-uploads) : records;
  return { records, history, summary: summarise(shown) };
}

/**
 * The chance of beating M a forecast would have shown: 0.5 for the median (by definition), the
 * logistic measured on real channels for the signals (channel-signals.ts), else the share of the
 * recent residuals that would have put the upload above M.
 */
function beatSaid(
  candidate: Candidate,
  prediction: { signals: { probability: number } | null },
  point: number,
  window: readonly number[],
  m: number,
): number {
  if (candidate === "median") return 0.5;
  if (candidate === "signals" && prediction.signals) return prediction.signals.probability;
  return exceedance(point, window, m);
}

/** Three times the channel's median: "viral" (scores.ts uses the same multiple). */
export const VIRAL_MULTIPLE = 3;

/** Probability bins of a reliability table: [0, 0.2), [0.2, 0.4), … [0.8, 1]. */
export const RELIABILITY_EDGES = [0, 0.2, 0.4, 0.6, 0.8, 1] as const;
/** Forecasts a probability needs behind its calibration before it is shown. */
export const MIN_CALIBRATION_FORECASTS = 20;

export type ReliabilityRow = {
  /** Probability bin, 0..1, [from, to) (the last includes 1). */
  from: number;
  to: number;
  /** Forecasts that said a probability in the bin, their mean probability, and the share that happened. */
  n: number;
  said: number | null;
  happened: number | null;
};

export type Calibration = {
  n: number;
  /** Mean squared error of the probabilities (Brier score), 0 best. */
  brier: number | null;
  /** The same for always saying the share that happened among the forecasts before (a constant, no insight). */
  brierConstant: number | null;
  table: ReliabilityRow[];
  /** Measured on enough forecasts and better than the constant: the probability may be shown. */
  shown: boolean;
};

/**
 * A reliability table and Brier score of probabilities against what happened. The constant to
 * beat is, for each forecast, the share of the earlier forecasts' events that happened (0.5 for the
 * first): what a forecaster with no insight but the base rate would have said.
 */
export function calibrationOf(pairs: readonly { p: number; happened: boolean }[]): Calibration {
  const table: ReliabilityRow[] = RELIABILITY_EDGES.slice(0, -1).map((from, i) => {
    const to = RELIABILITY_EDGES[i + 1] as number;
    const inBin = pairs.filter((x) => x.p >= from && (x.p < to || (to === 1 && x.p <= 1)));
    return {
      from,
      to,
      n: inBin.length,
      said: inBin.length > 0 ? inBin.reduce((s, x) => s + x.p, 0) / inBin.length : null,
      happened: inBin.length > 0 ? inBin.filter((x) => x.happened).length / inBin.length : null,
    };
  });
  if (pairs.length === 0) return { n: 0, brier: null, brierConstant: null, table, shown: false };
  let brier = 0;
  let constant = 0;
  let seen = 0;
  let hits = 0;
  for (const x of pairs) {
    const y = x.happened ? 1 : 0;
    brier += (x.p - y) ** 2;
    const base = seen > 0 ? hits / seen : 0.5;
    constant += (base - y) ** 2;
    seen++;
    hits += y;
  }
  const n = pairs.length;
  return {
    n,
    brier: brier / n,
    brierConstant: constant / n,
    table,
    shown: n >= MIN_CALIBRATION_FORECASTS && brier < constant,
  };
}

type ProbabilityEvent = "beat" | "viral";

/** Pseudo-forecasts of the raw probability itself a bin's record is shrunk towards. */
export const RECALIBRATION_PRIOR = 5;

const happenedOf = (r: OriginRecord, event: ProbabilityEvent): boolean =>
  r.said !== null &&
  r.actual >= (event === "beat" ? r.said.median : Math.log1p(VIRAL_MULTIPLE * Math.expm1(r.said.median)));

/**
 * A raw probability as the channel's own record says it should read: of the backtest forecasts
 * resolved (28 days after publication) by `atMs` whose raw probability fell in the same bin
 * (RELIABILITY_EDGES), the share where the event happened, shrunk towards the raw probability
 * by RECALIBRATION_PRIOR forecasts' worth: (hits + 5·p) / (n + 5). With no such forecasts, the
 * raw probability. "The median issued" (0.5 by definition) is never moved.
 */
export function recalibrated(
  records: readonly OriginRecord[],
  atMs: number,
  raw: number,
  event: ProbabilityEvent,
): number {
  const bin = binOf(raw);
  let n = 0;
  let hits = 0;
  for (const r of records) {
    if (!r.said || r.publishedMs + REFERENCE_HOURS * HOUR_MS > atMs) continue;
    if (binOf(r.said[event]) !== bin) continue;
    n++;
    if (happenedOf(r, event)) hits++;
  }
  return (hits + RECALIBRATION_PRIOR * raw) / (n + RECALIBRATION_PRIOR);
}

const binOf = (p: number): number => {
  for (let i = 1; i < RELIABILITY_EDGES.length - 1; i++) if (p < (RELIABILITY_EDGES[i] as number)) return i - 1;
  return RELIABILITY_EDGES.length - 2;
};

/**
 * The calibration of the "beats your median" and "3× your median" probabilities a creator would
 * have been shown on the backtest's records: each record's raw probability recalibrated by the
 * records resolved before it (`recalibrated`; the median's 0.5 and the signals' chance stay as
 * they are), against what happened.
 */
export function probabilityCalibration(records: readonly OriginRecord[]): { beat: Calibration; viral: Calibration } {
  const withSaid = records.filter((r) => r.said !== null);
  const of = (event: ProbabilityEvent) =>
    calibrationOf(
      withSaid.map((r) => {
        const raw = r.said![event];
        // The median's 0.5 is a definition and the signals' chance was calibrated on real channels
        // (channel-signals-data.ts): both are checked as shown, not moved by the channel's record.
        const p =
          event === "beat" && (r.candidate === "median" || r.candidate === "signals")
            ? raw
            : recalibrated(records, r.publishedMs, raw, event);
        return { p, happened: happenedOf(r, event) };
      }),
    );
  return { beat: of("beat"), viral: of("viral") };
}

/** Absolute percentage error of a log-scale forecast against a log-scale actual (both ln(1 + views)). */
export function ape(point: number, actual: number): number {
  const a = Math.expm1(actual);
  return a > 0 ? (Math.abs(Math.expm1(point) - a) / a) * 100 : Math.abs(Math.expm1(point)) * 100;
}

export function summarise(records: readonly OriginRecord[]): BacktestSummary {
  if (records.length === 0) return { mdape: null, coverage80: null, n: 0 };
  const inside = records.filter((r) => r.low <= r.actual && r.actual <= r.high).length;
  return {
    mdape: median(records.map((r) => ape(r.point, r.actual))),
    coverage80: inside / records.length,
    n: records.length,
  };
}
