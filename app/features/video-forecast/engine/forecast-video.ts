// Pre-publication forecast of a planned upload from its title and topic: the spec's Forecast,
// its rolling-origin backtest on the channel's own uploads, and the figures behind the text.
//
//   const { forecast, backtest } = forecastVideo({ title, topic, history, now: new Date().toISOString() });
//
// With 8 or more uploads of the format (or 16 of any), the forecast is the channel's median moved by
// what real channels say moves a video against it — the title's topic record on the channel and
// the recent run (channel-signals.ts) — unless the channel's own fitted model measurably beat that
// on its past uploads (prepublication-model.ts, video-backtest.ts); its 80% interval comes from
// the recent out-of-sample errors. With fewer, it is the uploads' median moved the same way, or a
// market estimate (the topic's typical 28-day views, when the market tools give them) blended with
// that median, with the range measured on real channels or a wide log-normal one.
import type { VideoAnalyticsRecord } from "~/features/channel-data/index";
import { AS_GIVEN_CURVE, checkAgeCurve, type AgeCheck, type AgeCurveSource } from "./age-check";
import { DEFAULT_AGE_CURVES, REFERENCE_HOURS, ageCurveFromTrajectories, type AgeCurves } from "./age-curve";
import { curveFor, knownLn28, prepareHistory, type PreparedVideo } from "./history";
import { channelSignals, uploadTopicEffects, type ChannelSignals } from "./channel-signals";
import { CHANNEL_SIGNALS } from "./channel-signals-data";
import {
  effectPercent,
  probabilitySentence,
  scoreNotes,
  writeReasoning,
  writeRecommendations,
  type NarrativeFacts,
} from "./narrative";
import {
  WEEKDAYS,
  buildContext,
  channelMedianAt,
  channelMedianOf,
  predictAt,
  timingEffect,
  type Prediction,
  type Target,
} from "./prepublication-model";
import { RECENT_UPLOADS, scoreForecast, viralLabel, type Scores } from "./scores";
import { median, percentileRank } from "~/lib/stats";
import { uploadTiming } from "~/lib/upload-timing";
import { Z80, isFiniteNumber } from "./stats";
import { medianInterval } from "./few-videos-spread";
import { firstDaysReach, type ReachInput } from "./reach-first-days";
import { TITLE_FEATURES, TITLE_FEATURE_PHRASES, looksLikeShort, titleFeatures, titleTokens } from "./title-text";
import type {
  BacktestSummary,
  Forecast,
  HistoryVideo,
  MarketInput,
  ProbabilityCheck,
  ProbabilityMeasure,
} from "./types";
import {
  candidatePoint,
  chooseCandidate,
  intervalFrom,
  probabilityCalibration,
  recalibrated,
  residualWindow,
  runBacktest,
  type Candidate,
} from "./video-backtest";

export type ForecastVideoInput = {
  title: string;
  topic: string;
  history?: readonly HistoryVideo[] | null;
  /** The moment of the forecast (ISO string, epoch ms or Date): history is read as of then. */
  now: string | number | Date;
  /** Planned publication (ISO); defaults to `now`. Its UTC weekday and hour give the timing effect. */
  publishAt?: string | null;
  isShort?: boolean | null;
  durationSeconds?: number | null;
  market?: MarketInput | null;
  /** Studio lifetime rows of the history's videos (matched by `id`), for predictedCTR. */
  studio?: { videoAnalytics: readonly VideoAnalyticsRecord[] } | null;
  /**
   * YouTube's reach report for the channel (its stored days for the history's uploads, and the
   * dates it covers): quoted in the forecast, and its first-week CTR is the predicted CTR when
   * there is no Studio export. Absent: the forecast says nothing of reach.
   */
  reach?: ReachInput | null;
  /** The channel's subscribers, to scale a market estimate to its size. */
  channelSubscribers?: number | null;
  /** Growth curves to put views on the 28-day scale; by default the channel's own from its snapshots, else DEFAULT_AGE_CURVES. */
  ageCurves?: Partial<AgeCurves> | null;
  /** Uploads the shown backtest covers (default 40). */
  backtestUploads?: number;
};

export type ForecastBasis = "channel" | "few-videos" | "market" | "none";

export type ForecastDetails = {
  isShort: boolean;
  /** Views at 28 days. */
  channelMedian28: number | null;
  recentUploads: number;
  /** Which forecaster was issued: the level alone, or with the measured effects (video-backtest.ts). */
  candidate: Candidate | null;
  /** Effects as percent changes against the level. */
  effects: { topic: number; title: number; timing: number; length: number; shift: number } | null;
  similarUploads: { title: string; vsMedianPercent: number }[];
  titleEffects: { feature: string; effectPercent: number; uploads: number; inThisTitle: boolean }[];
  bestSlot: { label: string; effectPercent: number } | null;
  /** "as-given": views-only uploads all of about the same age, their counts compared as given (age-check.ts). */
  ageCurve: AgeCurveSource;
  interval: "conformal" | "log-normal";
  /**
   * The title's topic record and the channel's recent run, weighed as real channels say
   * (channel-signals.ts), as percent changes against the median; `used` when the forecast moved by them.
   */
  signals: {
    used: boolean;
    topic: number;
    recent: number;
    total: number;
    words: { word: string; uploads: number; vsMedianPercent: number }[];
    uploads: number;
  } | null;
};

export type ForecastVideoResult = {
  forecast: Forecast;
  backtest: BacktestSummary;
  basis: ForecastBasis;
  details: ForecastDetails;
};

/** Market estimates and forecasts from a handful of uploads: log-normal spreads (80% ranges of ×/÷ 6.8 and ×/÷ 4.7). */
const MARKET_LOG_SD = 1.5;
const FEW_VIDEOS_LOG_SD = 1.2;
/** A market estimate counts as this many uploads when blended with a handful of the channel's own. */
const MARKET_WEIGHT = 2;
/** Views scale with channel size less than proportionally; the exponent is an assumption, hence the wide interval. */
const SIZE_EXPONENT = 0.5;

const toViews = (ln: number) => Math.max(0, Math.round(Math.expm1(ln)));

/** How the signals' chance did out of sample on real channels (channel-signals-data.ts): the check quoted beside it. */
export const REAL_CHANNELS_BEAT: ProbabilityMeasure = {
  n: CHANNEL_SIGNALS.outOfSample.cases,
  brier: CHANNEL_SIGNALS.outOfSample.brier,
  brierConstant: CHANNEL_SIGNALS.outOfSample.baseRate,
  table: CHANNEL_SIGNALS.outOfSample.table.map((r) => ({ ...r })),
  shown: CHANNEL_SIGNALS.outOfSample.brier < CHANNEL_SIGNALS.outOfSample.baseRate,
};

function parseMs(value: string | number | Date | null | undefined): number | null {
  if (value instanceof Date) return Number.isFinite(value.getTime()) ? value.getTime() : null;
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "string") {
    const ms = Date.parse(value);
    return Number.isFinite(ms) ? ms : null;
  }
  return null;
}

/**
 * The curves that put past uploads on the 28-day scale: the given ones, else the channel's own
 * from its snapshots, else the default; and for a views-only history of uploads all of about one
 * age, none (their counts compared as given: age-check.ts).
 */
export function resolveAgeCurves(
  given: Partial<AgeCurves> | null | undefined,
  videos: readonly PreparedVideo[],
  nowMs: number,
): { curves: AgeCurves; source: AgeCurveSource; check: AgeCheck | null } {
  const own = (isShort: boolean) =>
    ageCurveFromTrajectories(
      videos.filter((v) => v.isShort === isShort && v.snapshots).map((v) => ({ points: v.snapshots ?? [] })),
    );
  const long = given?.long ?? own(false);
  const short = given?.short ?? own(true);
  if (given?.long || given?.short || long || short)
    return {
      curves: { long: long ?? DEFAULT_AGE_CURVES.long, short: short ?? DEFAULT_AGE_CURVES.short },
      source: given?.long || given?.short ? "given" : "channel",
      check: null,
    };
  // Views-only counts may not have been read today: of uploads all of about the same age, they
  // are compared as given.
  const check = isViewsOnly(videos) ? checkAgeCurve(videos, nowMs, DEFAULT_AGE_CURVES.long) : null;
  return check?.agesAlike
    ? { curves: { long: AS_GIVEN_CURVE, short: AS_GIVEN_CURVE }, source: "as-given", check }
    : { curves: DEFAULT_AGE_CURVES, source: "default", check };
}

/** Most uploads' first reading came after their 28th day, so earlier moments read later counts. */
const readLate = (videos: readonly PreparedVideo[]): boolean =>
  videos.length > 0 &&
  videos.filter((v) => !v.snapshots || (v.snapshots[0]?.hours ?? 0) >= REFERENCE_HOURS).length * 2 >= videos.length;

/** A history of view counts alone: no upload has snapshots. */
const isViewsOnly = (videos: readonly PreparedVideo[]): boolean =>
  videos.length > 0 && videos.every((v) => !v.snapshots || v.snapshots.length === 0);

const HOUR_BLOCKS = ["00:00–04:00", "04:00–08:00", "08:00–12:00", "12:00–16:00", "16:00–20:00", "20:00–24:00"];
const slotLabel = (weekday: number, block: number) => `on ${WEEKDAYS[weekday]} ${HOUR_BLOCKS[block]} UTC`;

/** Impression-weighted Studio CTR of the recent uploads, moved by how similar uploads' CTR compares (shrunk). */
function predictCtr(
  videos: readonly PreparedVideo[],
  isShort: boolean,
  similar: Prediction["similar"],
  rows: readonly VideoAnalyticsRecord[],
): number | null {
  const byId = new Map(rows.map((r) => [r.videoYoutubeId, r]));
  const ctrOf = (v: PreparedVideo) => {
    const r = v.id ? byId.get(v.id) : undefined;
    return r &&
      isFiniteNumber(r.impressionsCtr) &&
      r.impressionsCtr > 0 &&
      isFiniteNumber(r.impressions) &&
      r.impressions > 0
      ? { ctr: r.impressionsCtr, impressions: r.impressions }
      : null;
  };
  const recent = videos.filter((v) => v.isShort === isShort && ctrOf(v)).slice(-20);
  if (recent.length === 0) return null;
  let clicks = 0;
  let impressions = 0;
  for (const v of recent) {
    const c = ctrOf(v) as { ctr: number; impressions: number };
    clicks += c.ctr * c.impressions;
    impressions += c.impressions;
  }
  const channel = clicks / impressions;
  let num = 0;
  let den = 2;
  for (const s of similar) {
    const c = ctrOf(videos[s.index] as PreparedVideo);
    if (!c) continue;
    num += s.similarity * Math.log(c.ctr / channel);
    den += s.similarity;
  }
  return Math.round(channel * Math.exp(num / den) * 10) / 10;
}

/** Median (likes + comments) / views of the recent uploads of the format, percent. */
function predictEngagement(videos: readonly PreparedVideo[], isShort: boolean): number | null {
  const rates = videos
    .filter((v) => v.isShort === isShort && v.views > 0 && (v.likes !== null || v.comments !== null))
    .slice(-20)
    .map((v) => (((v.likes ?? 0) + (v.comments ?? 0)) / v.views) * 100);
  const m = median(rates);
  return m === null ? null : Math.round(m * 100) / 100;
}

function marketEstimate(market: MarketInput | null | undefined, subscribers: number | null | undefined): number | null {
  const demand = market?.demandViewsPerDay;
  if (!isFiniteNumber(demand) || demand <= 0) return null;
  let size = 1;
  const theirs = market?.medianChannelSubscribers;
  if (isFiniteNumber(subscribers) && subscribers >= 0 && isFiniteNumber(theirs) && theirs > 0) {
    size = Math.min(3, Math.max(0.02, Math.pow((subscribers + 1) / theirs, SIZE_EXPONENT)));
  }
  return Math.log1p(demand * 28 * size);
}

function clampScore(x: number | null | undefined): number | null {
  return isFiniteNumber(x) ? Math.min(100, Math.max(0, x)) : null;
}

export function forecastVideo(input: ForecastVideoInput): ForecastVideoResult {
  const title = String(input.title ?? "").trim();
  const topic = String(input.topic ?? "").trim();
  const nowMs = parseMs(input.now) ?? 0;
  const publishMs = parseMs(input.publishAt) ?? nowMs;
  const videos = prepareHistory(input.history, nowMs);
  // Views without snapshots: the rolling backtest reads earlier uploads with today's counts, so
  // its residuals are too kind and a range from them alone too narrow (61% held on real channels).
  // The same when most uploads were first read after their 28th day (a channel connected late):
  // their values at past moments come from those later readings (history.ts).
  const viewsOnly = isViewsOnly(videos) || readLate(videos);
  const { curves, source, check: ageCheck } = resolveAgeCurves(input.ageCurves, videos, nowMs);
  const isShort = looksLikeShort(title, input.durationSeconds, input.isShort);
  const flagsOf = titleFeatures(title);
  const target: Target = {
    isShort,
    publishMs,
    durationSeconds: isFiniteNumber(input.durationSeconds) ? input.durationSeconds : null,
    flags: TITLE_FEATURES.map((k) => flagsOf[k]),
    tokens: titleTokens(`${title} ${topic}`),
  };
  const ctx = buildContext(videos, nowMs, curves);
  const { history, summary, records } = runBacktest(ctx, { uploads: input.backtestUploads });
  // How well the probabilities this forecaster gives did on the channel's own past uploads: a
  // probability is shown only when measured on enough of them and better than the base rate.
  const calibration = probabilityCalibration(records);
  const prediction = predictAt(ctx, nowMs + 1, target);
  const market = {
    competitionLevel: input.market?.competitionLevel ?? null,
    trendAlignment: clampScore(input.market?.trendAlignment),
    trendVelocity: isFiniteNumber(input.market?.trendVelocity) ? (input.market?.trendVelocity as number) : null,
  };
  const studioCtr = input.studio
    ? predictCtr(videos, isShort, prediction?.similar ?? [], input.studio.videoAnalytics ?? [])
    : null;
  const format = isShort ? "Shorts" : "long-form";
  const reach =
    input.reach === undefined
      ? undefined
      : firstDaysReach(
          input.reach,
          videos
            .filter((v) => v.isShort === isShort && v.id !== null)
            .map((v) => ({ id: v.id!, publishedMs: v.publishedMs })),
          format,
        );
  const reachCtr = reach?.firstDays?.medianCtr ?? null;
  const predictedCTR = studioCtr ?? reachCtr;
  const predictedCTRSource = studioCtr !== null ? "studio" : reachCtr !== null ? "reach" : null;
  const predictedEngagement = predictEngagement(videos, isShort);

  let basis: ForecastBasis;
  let point: number | null = null;
  let lower: number;
  let upper: number;
  let scores: Scores | null = null;
  let candidate: Candidate | null = null;
  let conformal = false;
  let usedDemand = false;
  let success: number | null = null;
  let viral: number | null = null;
  let channelMedianLn: number | null = null;
  let recentCount = 0;
  /** The forecast is the channel's median: its chance of beating it is 50% by definition. */
  let isMedian = false;
  let measuredBeat: ProbabilityMeasure | null = null;
  /** The median issued, when it is not the format's recent median the text names. */
  let issuedMedian: { views: number; uploads: number } | null = null;
  let measuredViral: ProbabilityMeasure | null = null;
  /** The signals read on the channel, and whether the issued forecast moved by them. */
  let signals: ChannelSignals | null = null;
  let signalsUsed = false;

  /** The uploads known now on the 28-day scale, every format (what the channel model's median and signals read). */
  const knownAll = () =>
    videos.flatMap((v) => {
      const value = knownLn28(v, nowMs, nowMs, curveFor(curves, v.isShort));
      return value === null ? [] : [{ v, value }];
    });
  /** The uploads known now on the 28-day scale, of the format (all formats when it has none). */
  const knownOfFormat = () => {
    const known = knownAll();
    const same = known.filter((k) => k.v.isShort === isShort);
    return same.length > 0 ? same : known;
  };
  const knownValues = () => knownOfFormat().map((k) => k.value);

  if (prediction) {
    basis = "channel";
    candidate = chooseCandidate(history, nowMs, isShort);
    point = candidatePoint(candidate, prediction, channelMedianAt(ctx, nowMs + 1));
    const residuals = residualWindow(history.issued, nowMs, isShort);
    // Too few resolved uploads for a conformal range while the channel's median is issued: the
    // median's range measured on real channels (few-videos-spread.ts), not a guessed log-normal.
    const interval = intervalFrom(residuals);
    const few = medianInterval(knownValues());
    const fromResiduals = !interval.conformal && candidate === "median" ? few : interval;
    // Without snapshots, never narrower than the median's range measured on real channels.
    const measured = viewsOnly
      ? { lower: Math.min(fromResiduals.lower, few.lower), upper: Math.max(fromResiduals.upper, few.upper) }
      : fromResiduals;
    conformal = interval.conformal;
    lower = measured.lower;
    upper = measured.upper;
    const recent = prediction.rows.filter((r) => r.isShort === isShort);
    scores = scoreForecast(recent, prediction.effects, prediction, point, residuals);
    isMedian = candidate === "median";
    signals = prediction.signals;
    signalsUsed = candidate === "signals" && signals !== null;
    measuredBeat = signalsUsed ? REAL_CHANNELS_BEAT : calibration.beat;
    measuredViral = calibration.viral;
    // The median issued: 50% by definition, and said so. The signals issued: their chance as
    // measured on real channels. Otherwise only a probability measured on the channel, read
    // through its own record of such probabilities (recalibrated).
    success = isMedian
      ? 0.5
      : signalsUsed && signals
        ? signals.probability
        : calibration.beat.shown && scores.success !== null
          ? recalibrated(records, nowMs, scores.success, "beat")
          : null;
    // Without effects fitted on the channel (fewer than 15 uploads behind them), or when the
    // signals are issued, the topic score ranks the topic record the forecast used.
    if (signals && (scores.topicScore === null || signalsUsed))
      scores.topicScore = topicRank(knownAll(), signals.medianLn, signals);
    // No title feature measured on the channel: title form made no difference out of sample on
    // real channels either (channel-signals-data.ts), so the title ranks in the middle.
    if (scores.titleScore === null) scores.titleScore = 50;
    viral =
      calibration.viral.shown && scores.viral !== null ? recalibrated(records, nowMs, scores.viral, "viral") : null;
    channelMedianLn = scores.medianLn;
    recentCount = scores.recent;
    // The median issued (or moved by the signals) is over every known upload (the rolling
    // backtest's baseline); the one the text names (and the latest uploads' norm) is the format's
    // last 40. Said when they differ.
    const issued = isMedian || signalsUsed ? channelMedianOf(ctx, nowMs + 1) : null;
    if (issued && channelMedianLn !== null && toViews(issued.ln) !== toViews(channelMedianLn))
      issuedMedian = { views: toViews(issued.ln), uploads: issued.uploads };
  } else {
    const basisVideos = knownOfFormat();
    // The median of the views themselves (with an even count, halfway between the middle two),
    // as a creator reads "your median", not the median of their logarithms.
    const ownViews = median(basisVideos.map((k) => Math.expm1(k.value)));
    const own = ownViews === null ? null : Math.log1p(ownViews);
    const fromMarket = marketEstimate(input.market, input.channelSubscribers);
    const n = basisVideos.length;
    usedDemand = fromMarket !== null;
    let sd = FEW_VIDEOS_LOG_SD;
    if (own !== null && fromMarket !== null) point = (n * own + MARKET_WEIGHT * fromMarket) / (n + MARKET_WEIGHT);
    else if (own !== null) point = own;
    else if (fromMarket !== null) {
      point = fromMarket;
      sd = MARKET_LOG_SD;
    }
    basis = point === null ? "none" : own === null ? "market" : "few-videos";
    lower = -Z80 * sd;
    upper = Z80 * sd;
    if (own !== null && fromMarket === null) {
      // The channel's median of n uploads alone: the 80% range measured on real channels
      // (few-videos-spread.ts), wider for a median of fewer uploads.
      const spread = medianInterval(basisVideos.map((k) => k.value));
      lower = spread.lower;
      upper = spread.upper;
    }
    if (point !== null && own !== null) {
      channelMedianLn = own;
      recentCount = Math.min(n, RECENT_UPLOADS);
      // The uploads' median moved by the title's topic record and the recent run, as much as real
      // channels say they move a video (channel-signals.ts), with the chance measured there. With
      // one upload (no record to read), the median alone: 50% by definition. Blended with a market
      // estimate, or "viral", nothing has measured a probability: none is shown.
      signals = fromMarket === null ? channelSignals(basisVideos.map(knownUpload), own, target.tokens) : null;
      signalsUsed = signals !== null;
      if (signals) {
        point = own + signals.shift;
        success = signals.probability;
        measuredBeat = REAL_CHANNELS_BEAT;
        const values = basisVideos.slice(-RECENT_UPLOADS).map((k) => k.value);
        scores = {
          // Title form made no difference out of sample on real channels (channel-signals-data.ts)
          // and a handful of uploads cannot measure it on the channel: the title ranks in the middle.
          titleScore: 50,
          topicScore: topicRank(basisVideos, own, signals),
          // Publication slots need 15+ uploads to measure; the trending data has no publication times.
          timingScore: null,
          overallScore: Math.round(percentileRank(point, values, { tieTolerance: 1e-9 })),
          success: signals.probability,
          viral: null,
          medianLn: own,
          recent: values.length,
        };
      } else {
        isMedian = fromMarket === null;
        success = isMedian ? 0.5 : null;
      }
      viral = null;
    }
  }

  const expected = point === null ? 0 : toViews(point);
  const min = point === null ? 0 : Math.min(expected, toViews(point + lower));
  const max = point === null ? 0 : Math.max(expected, toViews(point + upper));

  const effects = prediction?.effects ?? null;
  const titleEffects = (effects?.titleEffects ?? []).map((t) => ({
    feature: TITLE_FEATURES[t.feature] as (typeof TITLE_FEATURES)[number],
    logEffect: t.beta,
    uploads: t.count,
    present: target.flags[t.feature] === 1,
  }));
  const slot = new Date(publishMs);
  const plannedBlock = Math.floor(slot.getUTCHours() / 4);
  let bestSlot: NarrativeFacts["bestSlot"] = null;
  // The model's timing effects are estimates for every slot at once: the best of 42 beats the
  // planned one by chance on almost any channel. A slot is advised only when publish time passed
  // the dashboard's max-t permutation test (lib/upload-timing) on this format's uploads, by UTC
  // weekday and block, with their 28-day views as the outcome; so the forecast never advises a time
  // the dashboard calls chance.
  const tested = effects ? testedTiming(videos, isShort, nowMs, curves) : null;
  if (effects && tested) {
    // Only slots the channel has actually used (3+ uploads) and the test backs can be recommended.
    const uploadsPerSlot = new Array<number>(7 * 6).fill(0);
    for (const v of videos) uploadsPerSlot[v.weekday * 6 + v.hourBlock]! += 1;
    let best = -Infinity;
    for (let d = 0; d < 7; d++) {
      for (let b = 0; b < 6; b++) {
        if ((uploadsPerSlot[d * 6 + b] as number) < 3) continue;
        // upload-timing counts weekdays from Monday; here getUTCDay's Sunday is 0.
        if (
          (tested.weekday !== null && tested.weekday !== (d + 6) % 7) ||
          (tested.block !== null && tested.block !== b)
        )
          continue;
        const e = timingEffect(effects, d, b);
        if (e > best) {
          best = e;
          bestSlot = { label: slotLabel(d, b), logEffect: e };
        }
      }
    }
  }
  const slotFacts =
    effects && prediction ? { label: slotLabel(slot.getUTCDay(), plannedBlock), logEffect: prediction.timing } : null;
  const successPercent = success === null ? null : Math.round(success * 100);

  const facts: NarrativeFacts = {
    basis,
    format,
    expected,
    min,
    max,
    channelMedian: channelMedianLn === null ? null : toViews(channelMedianLn),
    recentCount,
    successPercent,
    isMedian,
    issuedMedian,
    usedEffects: candidate === "full",
    similar: (prediction?.similar ?? [])
      .slice(0, 5)
      .map((s) => ({ title: (videos[s.index] as PreparedVideo).title, logVsMedian: s.residual })),
    topicEffect: prediction?.topic ?? 0,
    titleEffects: titleEffects.map((t) => ({
      phrase: TITLE_FEATURE_PHRASES[t.feature],
      logEffect: t.logEffect,
      uploads: t.uploads,
      present: t.present,
    })),
    slot: slotFacts,
    bestSlot,
    market: { ...market, usedDemand },
    backtest: summary,
    knownUploads: videos.length,
    conformal,
    ageCurve: { source, check: ageCheck },
    signals: signals
      ? {
          used: signalsUsed,
          uploads: signals.uploads,
          shift: signals.shift,
          topicEffect: signals.topicEffect,
          recentEffect: signals.recentEffect,
          recentUploads: signals.recentUploads,
          words: signals.words,
          matched: signals.matched,
        }
      : null,
  };

  const probabilityCheck: ProbabilityCheck = {
    isMedian,
    source: isMedian ? "median" : signalsUsed ? "real-channels" : successPercent === null ? null : "channel",
    beat: measuredBeat,
    viral: measuredViral,
    sentence: probabilitySentence({
      isMedian,
      successPercent,
      beat: measuredBeat,
      viral: measuredViral,
      viralShown: viral !== null,
      fromRealChannels: signalsUsed,
    }),
  };

  const forecast: Forecast = {
    title,
    topic,
    predictedViews: { min, expected, max },
    predictedCTR,
    ...(reach ? { predictedCTRSource, reach } : {}),
    predictedEngagement,
    successProbability: successPercent,
    viralPotential: viral === null ? null : viralLabel(viral),
    reasoning: writeReasoning(facts),
    recommendations: writeRecommendations(facts, { topicScore: scores?.topicScore ?? null }),
    competitionLevel: market.competitionLevel,
    trendAlignment: market.trendAlignment === null ? null : Math.round(market.trendAlignment),
    titleScore: scores?.titleScore ?? null,
    topicScore: scores?.topicScore ?? null,
    timingScore: scores?.timingScore ?? null,
    overallScore: scores?.overallScore ?? null,
    probabilityCheck,
    scoreNotes: scoreNotes(facts, {
      titleScore: scores?.titleScore ?? null,
      topicScore: scores?.topicScore ?? null,
      timingScore: scores?.timingScore ?? null,
    }),
  };

  const details: ForecastDetails = {
    isShort,
    channelMedian28: facts.channelMedian,
    recentUploads: recentCount,
    candidate,
    effects: prediction
      ? {
          topic: effectPercent(prediction.topic),
          title: effectPercent(prediction.title),
          timing: effectPercent(prediction.timing),
          length: effectPercent(prediction.length),
          shift: effectPercent(prediction.shift),
        }
      : null,
    similarUploads: facts.similar.map((s) => ({ title: s.title, vsMedianPercent: effectPercent(s.logVsMedian) })),
    titleEffects: titleEffects.map((t) => ({
      feature: t.feature,
      effectPercent: effectPercent(t.logEffect),
      uploads: t.uploads,
      inThisTitle: t.present,
    })),
    bestSlot: bestSlot ? { label: bestSlot.label, effectPercent: effectPercent(bestSlot.logEffect) } : null,
    ageCurve: source,
    interval: conformal ? "conformal" : "log-normal",
    signals: signals
      ? {
          used: signalsUsed,
          topic: effectPercent(signals.topicEffect),
          recent: effectPercent(signals.recentEffect),
          total: effectPercent(signals.shift),
          words: signals.words
            .slice(0, 5)
            .map((w) => ({ word: w.word, uploads: w.uploads, vsMedianPercent: effectPercent(w.logEffect) })),
          uploads: signals.uploads,
        }
      : null,
  };
  return { forecast, backtest: summary, basis, details };
}

/** A known upload as the signals read it. */
const knownUpload = (k: { v: PreparedVideo; value: number }) => ({
  value: k.value,
  tokens: k.v.tokens,
  title: k.v.title,
});

/**
 * The topic score: this title's topic effect ranked among the recent uploads' own (each against
 * the others' records), percent, ties counted as half.
 */
function topicRank(
  known: readonly { v: PreparedVideo; value: number }[],
  medianLn: number,
  signals: ChannelSignals,
): number | null {
  // No past upload shares a word with it: its topic cannot be told apart from the rest (50), as a
  // title with no feature that mattered gets 50 — not a rank of "no record" among others' records.
  if (signals.matched.length === 0) return 50;
  const theirs = uploadTopicEffects(known.map(knownUpload), medianLn, RECENT_UPLOADS);
  return theirs.length === 0 ? null : Math.round(percentileRank(signals.topicEffect, theirs, { tieTolerance: 1e-9 }));
}

/** The weekday and block that beat chance on this format's uploads (UTC), or null when none did. */
function testedTiming(
  videos: readonly PreparedVideo[],
  isShort: boolean,
  nowMs: number,
  curves: AgeCurves,
): { weekday: number | null; block: number | null } | null {
  const timed = videos
    .filter((v) => v.isShort === isShort)
    .flatMap((v) => {
      const value = knownLn28(v, nowMs, nowMs, curveFor(curves, v.isShort));
      // uploadTiming's outcome field is named for the dashboard's first-week views; here it is the 28-day value.
      return value === null ? [] : [{ publishedAt: new Date(v.publishedMs).toISOString(), views7d: Math.expm1(value) }];
    });
  const { weekday, block } = uploadTiming(timed, "UTC").recommendation;
  return weekday === null && block === null ? null : { weekday, block };
}

/** A format's norm at 28 days: its median, and the uploads it is the median of (views at 28 days). */
export type FormatNorm28 = { views: number; uploads: number; uploadViews: readonly number[] };

/**
 * "Your median" at 28 days for each format, as forecastVideo names it with this history now: M
 * (the median of the format's last 40 known uploads on the 28-day scale, as scores.ts takes it)
 * when the channel has enough uploads for its own model, else the median of its few uploads' views. The
 * latest uploads' norm is this figure, so the norm and a forecast that issued the median agree.
 */
export function channelMedians28(
  history: readonly HistoryVideo[] | null | undefined,
  now: string | number | Date,
): Record<"long" | "short", { views: number; uploads: number } | null> {
  const norms = channelNorms28(history, now);
  const brief = (norm: FormatNorm28 | null) => (norm ? { views: norm.views, uploads: norm.uploads } : null);
  return { long: brief(norms.long), short: brief(norms.short) };
}

/** channelMedians28 with the views at 28 days of the uploads each median is taken of. */
export function channelNorms28(
  history: readonly HistoryVideo[] | null | undefined,
  now: string | number | Date,
): Record<"long" | "short", FormatNorm28 | null> {
  const nowMs = parseMs(now) ?? 0;
  const videos = prepareHistory(history, nowMs);
  const { curves } = resolveAgeCurves(null, videos, nowMs);
  const ctx = buildContext(videos, nowMs, curves);
  const of = (isShort: boolean): FormatNorm28 | null => {
    const target: Target = {
      isShort,
      publishMs: nowMs,
      durationSeconds: null,
      flags: TITLE_FEATURES.map(() => 0),
      tokens: [],
    };
    const prediction = predictAt(ctx, nowMs + 1, target);
    if (prediction) {
      // M as scores.ts takes it: the format's last RECENT_UPLOADS rows of the channel model.
      const last = prediction.rows.filter((r) => r.isShort === isShort).slice(-RECENT_UPLOADS);
      const ln = median(last.map((r) => r.value));
      return ln === null
        ? null
        : { views: toViews(ln), uploads: last.length, uploadViews: last.map((r) => toViews(r.value)) };
    }
    // The few-uploads path's median: of the views themselves, as forecastVideo takes it.
    const known = videos.flatMap((v) => {
      const value = knownLn28(v, nowMs, nowMs, curveFor(curves, v.isShort));
      return value === null ? [] : [{ v, value }];
    });
    const same = known.filter((k) => k.v.isShort === isShort);
    const basis = same.length > 0 ? same : known;
    const views = median(basis.map((k) => Math.expm1(k.value)));
    return views === null
      ? null
      : {
          views: toViews(Math.log1p(views)),
          uploads: basis.length,
          uploadViews: basis.map((k) => toViews(k.value)),
        };
  };
  return { long: of(false), short: of(true) };
}
