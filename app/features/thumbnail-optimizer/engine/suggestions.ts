// Suggestions for recent videos that fell short of their expectation, each one a single change
// backed by an effect measured on this channel (effects.ts) with an interval clear of zero.
//
// Rules:
//  - only significant effects, only among the `recent` newest videos whose outcome is below 0;
//  - an effect applies to a video that can change: it lacks a helpful feature or has a harmful
//    one, and the change can be made concretely. Titles are rewritten without new words
//    (title-rewrite.ts): if adding a feature would need an invented fact ("add a number"), that
//    effect is passed over for the next one, and a video with none left is skipped;
//  - a rewritten title must land on the helpful side of the effect (recomputed), must not cross
//    60 characters, and must not move the video to the harmful side of another significant
//    title effect;
//  - one suggestion per video (its strongest applicable change), ranked by expected gain, then
//    confidence, then the newer video, then videoId.
//
// Sign: FeatureEffect.effect is "with" against "without". When the helpful change is to move a
// video from "with" to "without" (e.g. drop brackets when brackets hurt), the gain is the
// reverse ratio 1/(1 + effect) − 1, its interval the reverse of the bounds, and its probability
// 1 − probabilityPositive; so a suggestion's effect is always the expected improvement.
//
// Categories: |gain| ≥ 10% High Impact, ≥ 5% Medium, else Low. A 10% CTR lift is roughly what
// title and thumbnail tests in creator tools call a clear win; under 5% is hard to notice
// in a 48-hour test.
import { countOf, formatPercent, signedPercent } from "~/lib/format";
import { median, round1 } from "~/lib/stats";
import { MIN_GROUP, type FeatureEffect, type FeatureValue } from "./effects";
import { MOBILE_TITLE_LIMIT, normaliseTitle, titleFeatures, titleWords, type TitleFeatures } from "./title-features";
import {
  addCapsEmphasis,
  bracketQualifier,
  moveKeywordToFront,
  removeCapsEmphasis,
  sameWords,
  shortenTitle,
  toQuestion,
  unwrapBrackets,
} from "./title-rewrite";

export type VideoForSuggestions = {
  videoId: string;
  title: string;
  publishedAt: string;
  /**
   * ln(CTR ÷ expected CTR), ln(views at 7 days ÷ channel median), or ln(views so far ÷ the median
   * of the uploads published nearest to it); < 0 = under-performing.
   */
  outcome: number | null;
  /** Percent, when Studio data exists. */
  ctr: number | null;
  expectedCtr: number | null;
  /** The same keys as the effect rows (title features + thumbnail metrics). */
  features: Record<string, FeatureValue>;
  primaryKeyword: string | null;
  /** Image metrics on a 0–100 scale. */
  thumbnail: {
    brightness: number;
    contrast: number;
    colourfulness: number;
    edgeDensity: number;
    textDensity: number;
    distinctiveness: number | null;
  } | null;
};

export type Suggestion = {
  videoId: string;
  type: "title" | "thumbnail";
  current: string;
  suggested: string;
  reasoning: string;
  feature: string;
  effect: number;
  low: number;
  high: number;
  expectedCTRImprovement: string;
  confidence: number;
  category: "High Impact" | "Medium Impact" | "Low Impact";
};

/** Thumbnail metric keys (0–100 scale) the engine knows how to change. */
export const THUMBNAIL_METRICS = [
  "brightness",
  "contrast",
  "colourfulness",
  "edgeDensity",
  "textDensity",
  "distinctiveness",
] as const;
export type ThumbnailMetric = (typeof THUMBNAIL_METRICS)[number];

const TITLE_KEYS = [
  "length",
  "truncatedOnMobile",
  "hasNumber",
  "isQuestion",
  "hasBrackets",
  "capitalsShare",
  "firstOrSecondPerson",
  "howTo",
  "keywordPosition",
  "emotionalWords",
] as const satisfies readonly (keyof TitleFeatures)[];
type TitleKey = (typeof TITLE_KEYS)[number];

type Known = { type: "title"; key: TitleKey } | { type: "thumbnail"; key: ThumbnailMetric };

/**
 * Which known feature a key names. Canonical keys are TitleFeatures' and THUMBNAIL_METRICS;
 * a "title."/"thumbnail." prefix and the US spelling "colorfulness" are accepted too.
 */
export function knownFeature(key: string): Known | null {
  let bare = key.replace(/^(?:title|thumbnail|thumb)[._-]?/i, "");
  bare = bare.charAt(0).toLowerCase() + bare.slice(1);
  if (bare === "colorfulness") bare = "colourfulness";
  if ((TITLE_KEYS as readonly string[]).includes(bare)) return { type: "title", key: bare as TitleKey };
  if ((THUMBNAIL_METRICS as readonly string[]).includes(bare))
    return { type: "thumbnail", key: bare as ThumbnailMetric };
  return null;
}

export const HIGH_IMPACT = 0.1;
export const MEDIUM_IMPACT = 0.05;

export function impactCategory(gain: number): Suggestion["category"] {
  const size = Math.abs(gain);
  return size >= HIGH_IMPACT ? "High Impact" : size >= MEDIUM_IMPACT ? "Medium Impact" : "Low Impact";
}

/** "12%" for a positive change: signedPercent without the plus. */
function plainPercent(value: number): string {
  return signedPercent(value).replace(/^\+/, "");
}

type Side = "with" | "without";

/** Which side of an effect a value falls on; null when unknown. */
function sideOf(effect: FeatureEffect, value: FeatureValue | undefined): Side | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "number" && !Number.isFinite(value)) return null;
  if (effect.kind === "boolean") return (typeof value === "boolean" ? value : value !== 0) ? "with" : "without";
  if (effect.threshold === null) return null;
  const n = typeof value === "boolean" ? (value ? 1 : 0) : value;
  return n >= effect.threshold ? "with" : "without";
}

type Oriented = { target: Side; effect: number; low: number; high: number; probability: number };

/** The effect of moving a video to `target`, so that a positive value is an improvement. */
function orient(effect: FeatureEffect, target: Side): Oriented {
  if (target === "with")
    return {
      target,
      effect: effect.effect,
      low: effect.low,
      high: effect.high,
      probability: effect.probabilityPositive,
    };
  const reverse = (x: number) => 1 / (1 + x) - 1;
  return {
    target,
    effect: reverse(effect.effect),
    low: reverse(effect.high),
    high: reverse(effect.low),
    probability: 1 - effect.probabilityPositive,
  };
}

/** The value a video has for an effect's feature: its features, else its thumbnail, else computed from the title. */
function valueOf(
  video: VideoForSuggestions,
  feature: string,
  known: Known | null,
  computed: () => TitleFeatures,
): FeatureValue | undefined {
  const given = video.features[feature];
  if (given !== undefined) return given;
  if (known?.type === "thumbnail") return video.thumbnail?.[known.key] ?? null;
  if (known?.type === "title") return computed()[known.key];
  return undefined;
}

const fmt = (value: number) => String(round1(value));
const ceilUnit = (value: number) => Math.ceil(value - 1e-9);

const METRIC_LABEL: Record<ThumbnailMetric, string> = {
  brightness: "brightness",
  contrast: "contrast",
  colourfulness: "colourfulness",
  edgeDensity: "edge density",
  textDensity: "text density",
  distinctiveness: "distinctiveness",
};

const METRIC_HOW: Record<ThumbnailMetric, { raise: string; lower: string }> = {
  brightness: {
    raise: "brighten the background and light the face or product",
    lower: "darken the background so the subject stands out",
  },
  contrast: {
    raise: "deepen the shadows and brighten the subject, or set a light subject on a dark background",
    lower: "soften harsh shadows and blown-out highlights",
  },
  colourfulness: {
    raise: "use one or two saturated colours for the background, outline or text",
    lower: "use a calmer palette with fewer competing colours",
  },
  edgeDensity: {
    raise: "fill the frame with a detailed subject (a close-up of the product or face) instead of empty space",
    lower: "simplify to one subject on a plain background",
  },
  textDensity: {
    raise: "add a short text overlay of two to four words taken from the title",
    lower: "cut the on-image text to three words or fewer, or remove it",
  },
  distinctiveness: {
    raise: "change the dominant colour or layout so it differs from the thumbnails it competes with",
    lower: "use a look closer to the thumbnails it competes with",
  },
};

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** How each side of an effect reads in a sentence: "titles that ask a question". */
function groupPhrase(effect: FeatureEffect, known: Known | null, side: Side): string {
  const t = effect.threshold ?? 0;
  const w = side === "with";
  if (known?.type === "thumbnail") {
    const label = METRIC_LABEL[known.key];
    return w ? `thumbnails with ${label} ${fmt(t)}/100 or more` : `thumbnails with ${label} below ${fmt(t)}/100`;
  }
  switch (known?.key) {
    case "length":
      return w ? `titles of ${ceilUnit(t)}+ characters` : `titles under ${ceilUnit(t)} characters`;
    case "truncatedOnMobile":
      return w
        ? `titles over ${MOBILE_TITLE_LIMIT} characters (cut on mobile)`
        : `titles of ${MOBILE_TITLE_LIMIT} characters or fewer`;
    case "hasNumber":
      return w ? "titles with a number" : "titles without a number";
    case "isQuestion":
      return w ? "titles that ask a question" : "titles that don't ask a question";
    case "hasBrackets":
      return w ? "titles with brackets" : "titles without brackets";
    case "capitalsShare":
      return w ? `titles with ${Math.round(t * 100)}%+ of letters in ALL-CAPS words` : `titles with fewer capitals`;
    case "firstOrSecondPerson":
      return w ? "titles speaking as I, we or you" : "titles without I, we or you";
    case "howTo":
      return w ? `"how to" titles` : `other titles`;
    case "keywordPosition":
      if (!w)
        return ceilUnit(t) <= 1
          ? "titles that start with the main keyword"
          : `titles with the main keyword in the first ${ceilUnit(t)} words`;
      return `titles with the main keyword at word ${ceilUnit(t) + 1} or later`;
    case "emotionalWords":
      return w ? `titles with ${fmt(t)}+ emotional word${t === 1 ? "" : "s"}` : `titles with fewer emotional words`;
    default:
      return effect.kind === "boolean"
        ? `videos ${w ? "with" : "without"} ${effect.feature}`
        : `videos with ${effect.feature} ${w ? "at or above" : "below"} ${fmt(t)}`;
  }
}

/**
 * What the outcome measures: CTR (Studio), views at 7 days, or, with too few first-week counts,
 * an upload's views so far against the uploads published nearest to it (`relative`: one reading
 * each, an estimate of how it did against uploads of a comparable age).
 */
type Mode = { ctr: boolean; relative: boolean };

function metricName(mode: Mode): string {
  return mode.ctr ? "CTR" : mode.relative ? "views against uploads of a similar age" : "views at 7 days";
}

/** "the channel's median views at 7 days", or what the relative outcome compares with (for `n` videos). */
function medianName(mode: Mode, n = 1): string {
  return mode.relative
    ? `the views of the uploads published nearest to ${n === 1 ? "it" : "them"}`
    : "the channel's median views at 7 days";
}

/** "1.08× their expected CTR (median CTR 6.1%)" for one side, from the videos given. */
function typicalOf(
  videos: readonly VideoForSuggestions[],
  effect: FeatureEffect,
  known: Known | null,
  side: Side,
  mode: Mode,
): string | null {
  const outcomes: number[] = [];
  const ctrs: number[] = [];
  for (const video of videos) {
    if (
      sideOf(
        effect,
        valueOf(video, effect.feature, known, () => titleFeatures(video.title, video.primaryKeyword)),
      ) !== side
    )
      continue;
    if (video.outcome !== null && Number.isFinite(video.outcome)) outcomes.push(video.outcome);
    if (video.ctr !== null && Number.isFinite(video.ctr)) ctrs.push(video.ctr);
  }
  if (outcomes.length === 0) return null;
  const ratio = Math.exp(outcomes.reduce((a, b) => a + b, 0) / outcomes.length);
  const base = mode.ctr
    ? `${ratio.toFixed(2)}× their expected CTR`
    : mode.relative
      ? `${ratio.toFixed(2)}× the views of the uploads published nearest to them`
      : `${ratio.toFixed(2)}× the channel's median views at 7 days`;
  const mid = median(ctrs);
  return mode.ctr && mid !== null ? `${base} (median CTR ${formatPercent(mid)})` : base;
}

function thisVideo(video: VideoForSuggestions, mode: Mode): string {
  if (mode.ctr && video.ctr !== null && video.expectedCtr !== null) {
    return `This video got ${formatPercent(video.ctr)} CTR against an expected ${formatPercent(video.expectedCtr)}.`;
  }
  const ratio = Math.exp(video.outcome ?? 0).toFixed(2);
  return mode.ctr
    ? `This video reached ${ratio}× its expected CTR.`
    : `This video reached ${ratio}× ${medianName(mode)}.`;
}

type Candidate = Omit<Suggestion, "reasoning" | "expectedCTRImprovement" | "confidence" | "category"> & {
  change: string;
  oriented: Oriented;
  effectRef: FeatureEffect;
  known: Known;
  video: VideoForSuggestions;
};

/** The word whose case changed between two titles (same words, same order), for the reasoning. */
function recasedWord(before: string, after: string): string | null {
  const a = titleWords(normaliseTitle(before));
  const b = titleWords(normaliseTitle(after));
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i]!.text !== b[i]!.text) return b[i]!.text;
  return null;
}

function publishedYear(iso: string): number | null {
  const time = Date.parse(iso);
  return Number.isFinite(time) ? new Date(time).getUTCFullYear() : null;
}

/** A concrete title rewrite moving the video to `target` for this feature, or null. */
function rewriteTitle(
  video: VideoForSuggestions,
  key: TitleKey,
  target: Side,
  effect: FeatureEffect,
): { title: string; change: string } | null {
  const title = video.title;
  const keyword = video.primaryKeyword;
  const t = effect.threshold;
  switch (key) {
    case "truncatedOnMobile": {
      if (target !== "without") return null;
      const short = shortenTitle(title, MOBILE_TITLE_LIMIT, keyword);
      return short
        ? {
            title: short,
            change: `Cut to ${[...short].length} characters at a clause boundary, so the whole title shows on mobile.`,
          }
        : null;
    }
    case "length": {
      if (target !== "without" || t === null) return null;
      const limit = Math.min(ceilUnit(t) - 1, MOBILE_TITLE_LIMIT);
      const short = shortenTitle(title, limit, keyword);
      return short ? { title: short, change: `Cut to ${[...short].length} characters at a clause boundary.` } : null;
    }
    case "isQuestion": {
      if (target !== "with") return null;
      const question = toQuestion(title);
      return question
        ? { title: question, change: "Ends the title's question with a question mark; no words changed." }
        : null;
    }
    case "hasBrackets": {
      if (target === "with") {
        const bracketed = bracketQualifier(title, publishedYear(video.publishedAt));
        return bracketed ? { title: bracketed, change: "Puts an existing qualifier in brackets; no new words." } : null;
      }
      const plain = unwrapBrackets(title);
      return plain ? { title: plain, change: "Removes the brackets and keeps their words." } : null;
    }
    case "capitalsShare": {
      if (t === null) return null;
      const recased = target === "with" ? addCapsEmphasis(title, t) : removeCapsEmphasis(title, t);
      if (!recased) return null;
      const word = recasedWord(title, recased);
      const which = word ? `"${word}"` : "one word";
      const change =
        target === "with"
          ? `Writes ${which} in capitals for emphasis.`
          : `Writes ${which} in normal case instead of ALL CAPS.`;
      return { title: recased, change };
    }
    case "keywordPosition": {
      if (target !== "without" || !keyword) return null;
      const moved = moveKeywordToFront(title, keyword);
      return moved ? { title: moved, change: `Moves "${keyword}" to the front of the title.` } : null;
    }
    default:
      // Numbers, "how to", I/you and emotional words cannot be added or removed without
      // inventing or losing a fact, so no title change is offered for them.
      return null;
  }
}

function titleRewriteAcceptable(
  video: VideoForSuggestions,
  rewritten: string,
  key: TitleKey,
  effect: FeatureEffect,
  target: Side,
  significant: readonly FeatureEffect[],
): boolean {
  const original = normaliseTitle(video.title);
  if (rewritten === original || !sameWords(original, rewritten)) return false;
  const before = titleFeatures(original, video.primaryKeyword);
  const after = titleFeatures(rewritten, video.primaryKeyword);
  if (before.length <= MOBILE_TITLE_LIMIT && after.length > MOBILE_TITLE_LIMIT) return false;
  if (sideOf(effect, after[key]) !== target) return false;
  for (const other of significant) {
    const known = knownFeature(other.feature);
    if (other === effect || known?.type !== "title") continue;
    const sideBefore = sideOf(other, before[known.key]);
    const sideAfter = sideOf(other, after[known.key]);
    if (sideAfter === null || sideAfter === sideBefore) continue;
    if ((sideAfter === "with" && other.effect < 0) || (sideAfter === "without" && other.effect > 0)) return false;
  }
  return true;
}

function thumbnailCurrent(video: VideoForSuggestions, metric: ThumbnailMetric, value: number): string {
  const parts = [`${capitalise(METRIC_LABEL[metric])} ${fmt(value)}/100`];
  for (const other of THUMBNAIL_METRICS) {
    const v = video.thumbnail?.[other];
    if (other === metric || v === null || v === undefined || !Number.isFinite(v)) continue;
    parts.push(`${METRIC_LABEL[other]} ${fmt(v)}/100`);
  }
  return parts.join(", ");
}

function thumbnailChange(
  videos: readonly VideoForSuggestions[],
  metric: ThumbnailMetric,
  feature: string,
  value: number,
  target: Side,
  effect: FeatureEffect,
  gain: number,
  mode: Mode,
): string {
  const t = effect.threshold ?? 0;
  const values = videos
    .map((v) => v.features[feature] ?? v.thumbnail?.[metric])
    .filter((v): v is number => typeof v === "number" && Number.isFinite(v));
  const channelMedian = median(values);
  const reference =
    channelMedian !== null && Math.abs(channelMedian - t) < 1e-9 ? "your median" : "where your thumbnails split";
  const label = METRIC_LABEL[metric];
  const how = METRIC_HOW[metric][target === "with" ? "raise" : "lower"];
  const result = mode.ctr ? `${plainPercent(gain)} higher CTR` : `${plainPercent(gain)} more ${metricName(mode)}`;
  return target === "with"
    ? `Raise ${label} from ${fmt(value)} to at least ${fmt(t)}/100 (${reference}): ${how}. Thumbnails at or above it got ${result}.`
    : `Lower ${label} from ${fmt(value)} to below ${fmt(t)}/100 (${reference}): ${how}. Thumbnails below it got ${result}.`;
}

function candidateFor(
  video: VideoForSuggestions,
  effect: FeatureEffect,
  significant: readonly FeatureEffect[],
  videos: readonly VideoForSuggestions[],
  mode: Mode,
): Candidate | null {
  const known = knownFeature(effect.feature);
  if (!known) return null;
  let computed: TitleFeatures | null = null;
  const value = valueOf(
    video,
    effect.feature,
    known,
    () => (computed ??= titleFeatures(video.title, video.primaryKeyword)),
  );
  const side = sideOf(effect, value);
  if (side === null) return null;
  const target: Side = side === "with" ? "without" : "with";
  if ((target === "with" && effect.effect <= 0) || (target === "without" && effect.effect >= 0)) return null;
  const oriented = orient(effect, target);
  if (!(oriented.effect > 0)) return null;

  const base = {
    videoId: video.videoId,
    feature: effect.feature,
    effect: oriented.effect,
    low: oriented.low,
    high: oriented.high,
    oriented,
    effectRef: effect,
    known,
    video,
  };
  if (known.type === "title") {
    const rewrite = rewriteTitle(video, known.key, target, effect);
    if (!rewrite || !titleRewriteAcceptable(video, rewrite.title, known.key, effect, target, significant)) return null;
    return { ...base, type: "title", current: video.title, suggested: rewrite.title, change: rewrite.change };
  }
  if (typeof value !== "number") return null;
  const suggested = thumbnailChange(videos, known.key, effect.feature, value, target, effect, oriented.effect, mode);
  return { ...base, type: "thumbnail", current: thumbnailCurrent(video, known.key, value), suggested, change: "" };
}

function confidenceOf(oriented: Oriented): number {
  return Math.max(0, Math.min(100, Math.round(oriented.probability * 100)));
}

function reasoningFor(candidate: Candidate, videos: readonly VideoForSuggestions[], mode: Mode): string {
  const { effectRef: effect, known, video, oriented } = candidate;
  const withPhrase = groupPhrase(effect, known, "with");
  const withoutPhrase = groupPhrase(effect, known, "without");
  const withTypical = typicalOf(videos, effect, known, "with", mode);
  const withoutTypical = typicalOf(videos, effect, known, "without", mode);
  const targetPhrase = oriented.target === "with" ? withPhrase : withoutPhrase;
  const measure = mode.ctr
    ? "higher CTR relative to expectation"
    : mode.relative
      ? "more views than the uploads published nearest to them"
      : "more views at 7 days relative to the channel median";
  const gain = `${targetPhrase} got ${plainPercent(oriented.effect)} ${measure} (95% interval ${signedPercent(oriented.low)} to ${signedPercent(oriented.high)})`;
  const comparison =
    withTypical && withoutTypical
      ? `On your channel, the ${effect.withCount} ${withPhrase} reached a typical ${withTypical}, the ${effect.withoutCount} ${withoutPhrase} ${withoutTypical}: ${gain}.`
      : `On your channel (${effect.withCount} ${withPhrase}, ${effect.withoutCount} ${withoutPhrase}), ${gain}.`;
  const chance = `Confidence ${confidenceOf(oriented)}%: the share of bootstrap resamples of your videos in which this change came out ahead.`;
  const change = candidate.change ? ` ${candidate.change}` : "";
  return `${comparison} ${thisVideo(video, mode)}${change} ${chance} Change only this, and give it at least 48 hours before judging.`;
}

function finish(candidate: Candidate, videos: readonly VideoForSuggestions[], mode: Mode): Suggestion {
  const { oriented } = candidate;
  return {
    videoId: candidate.videoId,
    type: candidate.type,
    current: candidate.current,
    suggested: candidate.suggested,
    reasoning: reasoningFor(candidate, videos, mode),
    feature: candidate.feature,
    effect: oriented.effect,
    low: oriented.low,
    high: oriented.high,
    expectedCTRImprovement: `${signedPercent(oriented.effect)} ${metricName(mode)} (95% interval ${signedPercent(oriented.low)} to ${signedPercent(oriented.high)})`,
    confidence: confidenceOf(oriented),
    category: impactCategory(oriented.effect),
  };
}

function compareCandidates(a: Candidate, b: Candidate): number {
  if (a.oriented.effect !== b.oriented.effect) return b.oriented.effect - a.oriented.effect;
  if (a.oriented.probability !== b.oriented.probability) return b.oriented.probability - a.oriented.probability;
  const time = (Date.parse(b.video.publishedAt) || 0) - (Date.parse(a.video.publishedAt) || 0);
  if (time !== 0) return time;
  const ids = a.videoId < b.videoId ? -1 : a.videoId > b.videoId ? 1 : 0;
  return ids !== 0 ? ids : a.feature < b.feature ? -1 : a.feature > b.feature ? 1 : 0;
}

function newestFirst(videos: readonly VideoForSuggestions[]): VideoForSuggestions[] {
  const time = (v: VideoForSuggestions) => {
    const t = Date.parse(v.publishedAt);
    return Number.isFinite(t) ? t : -Infinity;
  };
  return [...videos].sort((a, b) => time(b) - time(a) || (a.videoId < b.videoId ? -1 : a.videoId > b.videoId ? 1 : 0));
}

/** Plain names of features for the "why fewer" sentence. */
function featureName(feature: string): string {
  const known = knownFeature(feature);
  if (known?.type === "thumbnail") return `thumbnail ${METRIC_LABEL[known.key]}`;
  const names: Record<TitleKey, string> = {
    length: "title length",
    truncatedOnMobile: "titles cut on mobile",
    hasNumber: "numbers",
    isQuestion: "questions",
    hasBrackets: "brackets",
    capitalsShare: "capitals",
    firstOrSecondPerson: "I/we/you",
    howTo: `"how to"`,
    keywordPosition: "keyword position",
    emotionalWords: "emotional words",
  };
  return known ? names[known.key] : feature;
}

/**
 * Up to `max` suggestions for the `recent` newest videos that under-perform. `considered` is
 * how many of those recent videos were under-performing and so examined; `reason` says in plain
 * English why there are fewer than `max` (null when there are `max`).
 */
export function buildSuggestions(
  videos: readonly VideoForSuggestions[],
  effects: readonly FeatureEffect[],
  options: { max?: number; recent?: number; outcome?: "studio" | "views" | "relative" } = {},
): { suggestions: Suggestion[]; considered: number; reason: string | null } {
  const max = Math.max(0, Math.floor(options.max ?? 3));
  const recentCount = Math.max(0, Math.floor(options.recent ?? 12));
  const mode: Mode = {
    ctr: videos.some((v) => v.ctr !== null && Number.isFinite(v.ctr)),
    relative: options.outcome === "relative",
  };
  const significant = effects.filter((e) => e.significant);
  const recent = newestFirst(videos).slice(0, recentCount);
  const under = recent.filter((v) => v.outcome !== null && Number.isFinite(v.outcome) && v.outcome < 0);
  const measured = videos.filter((v) => v.outcome !== null && Number.isFinite(v.outcome)).length;
  const dataName = mode.ctr
    ? "CTR data"
    : mode.relative
      ? "views compared with uploads of a similar age"
      : "7-day views";
  const shortfall = (n: number) =>
    mode.ctr ? `below ${n === 1 ? "its" : "their"} expected CTR` : `below ${medianName(mode, n)}`;

  if (significant.length === 0) {
    const enough = effects.filter((e) => e.enough).length;
    const base = `No feature has an interval clear of zero yet: ${countOf(measured, "video")} with ${dataName}; effects need ${MIN_GROUP} on each side.`;
    const more =
      enough > 0
        ? ` ${countOf(enough, "feature")} ${enough === 1 ? "has" : "have"} that many, but the interval still includes zero.`
        : "";
    return { suggestions: [], considered: under.length, reason: max === 0 ? null : base + more };
  }

  const picked: Candidate[] = [];
  for (const video of under) {
    const options = significant
      .map((effect) => candidateFor(video, effect, significant, videos, mode))
      .filter((c): c is Candidate => c !== null)
      .sort(compareCandidates);
    if (options[0]) picked.push(options[0]);
  }
  const suggestions = picked
    .sort(compareCandidates)
    .slice(0, max)
    .map((c) => finish(c, videos, mode));

  let reason: string | null = null;
  if (suggestions.length < max) {
    const proven = significant.map((e) => featureName(e.feature)).join(", ");
    if (under.length === 0) {
      reason = `None of your ${recent.length} newest videos is ${shortfall(1)}, so there is nothing to fix.`;
    } else {
      const skipped = under.length - picked.length;
      const counted = `${under.length} of your ${recent.length} newest videos ${under.length === 1 ? "is" : "are"} ${shortfall(under.length)}`;
      reason =
        skipped === 0
          ? `Only ${counted}, one suggestion each.`
          : `${counted}; for ${skipped} of them no proven effect (${proven}) can be applied: the video already has what works, or the change would need a detail the title does not state.`;
    }
  }
  return { suggestions, considered: under.length, reason };
}
