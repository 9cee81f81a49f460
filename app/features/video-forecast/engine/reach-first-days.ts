// What YouTube's reach report (thumbnail impressions and their click-through rate, per video per
// day) measured of the channel's recent uploads in their first days: the median upload's
// impressions and CTR, and the lowest and highest CTR among them. A description of the channel's
// own past, quoted beside a forecast: it moves no predicted views (those models were measured
// without it) and it is never filled in where the report is silent.
//
// An upload counts when every one of its first REACH_FIRST_DAYS report dates (its publication
// date and the days after) is a date the store holds the report for, and it had impressions in
// them; a covered date without a row for it is a day of no impressions, as the report lists only
// videos that had some. A median needs REACH_MIN_UPLOADS of them.
import { compactNumber, formatPercent } from "~/lib/format";
import { median, round1 } from "~/lib/stats";

/** The first days an upload is measured over, its publication date included. */
export const REACH_FIRST_DAYS = 7;
/** Uploads a median is given for at least. */
export const REACH_MIN_UPLOADS = 3;
/** The newest uploads of the format measured at most (the recent ones). */
export const REACH_RECENT_UPLOADS = 20;

const DAY_MS = 86_400_000;

/** One stored day of the report for one video; `ctr` a fraction. */
export type ReachDayInput = { videoId: string; date: string; impressions: number; ctr: number };

/** The report's stored days for the uploads asked about, and every date the store holds the report for. */
export type ReachInput = { days: readonly ReachDayInput[]; coveredDates: readonly string[] };

export type ReachUpload = { id: string; publishedMs: number };

export type FirstDaysReach = {
  /** Uploads measured (the newest of the format whose first days the report covers). */
  uploads: number;
  days: number;
  medianImpressions: number;
  /** Percent, one decimal: the median upload's CTR, and the lowest and highest among them. */
  medianCtr: number;
  lowCtr: number;
  highCtr: number;
  /** Publication dates of the oldest and newest upload measured (YYYY-MM-DD). */
  from: string;
  to: string;
};

export type ReachEvidence = {
  /** Null when fewer than REACH_MIN_UPLOADS uploads could be measured; `sentence` says why. */
  firstDays: FirstDaysReach | null;
  /** Dates of the report the store holds. */
  storedDays: number;
  sentence: string;
};

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The report's days by video and date, and the dates it covers. */
type ReachIndex = {
  covered: ReadonlySet<string>;
  byVideo: ReadonlyMap<string, ReadonlyMap<string, ReachDayInput>>;
};

// One index per input: the forecast page asks reachSoFar once for each recent upload of one input.
const indexes = new WeakMap<ReachInput, ReachIndex>();

/** The input's index, or null when the store holds no day of the report. */
function indexOf(input: ReachInput | null | undefined): ReachIndex | null {
  if (!input || input.coveredDates.length === 0) return null;
  let index = indexes.get(input);
  if (!index) {
    const byVideo = new Map<string, Map<string, ReachDayInput>>();
    for (const d of input.days) {
      const days = byVideo.get(d.videoId) ?? new Map<string, ReachDayInput>();
      days.set(d.date, d);
      byVideo.set(d.videoId, days);
    }
    index = { covered: new Set(input.coveredDates), byVideo };
    indexes.set(input, index);
  }
  return index;
}

/** The report's first-days figures for `uploads` (one format, oldest first), with the sentence a forecast shows. */
export function firstDaysReach(input: ReachInput | null | undefined, uploads: readonly ReachUpload[], format: string) {
  const index = indexOf(input);
  if (!index)
    return {
      firstDays: null,
      storedDays: 0,
      sentence:
        "No reach figures: YouTube's reach report (thumbnail impressions and their click-through rate) has no days stored for this channel yet. It is read daily once Google is connected in Account Settings.",
    } satisfies ReachEvidence;
  const measured: { publishedMs: number; impressions: number; ctr: number }[] = [];
  for (const upload of [...uploads].sort((a, b) => b.publishedMs - a.publishedMs)) {
    if (measured.length >= REACH_RECENT_UPLOADS) break;
    const first = firstDates(index, upload, REACH_FIRST_DAYS);
    if (first && first.impressions > 0)
      measured.push({
        publishedMs: upload.publishedMs,
        impressions: first.impressions,
        ctr: (first.clicks / first.impressions) * 100,
      });
  }
  const storedDays = index.covered.size;
  const stored = `${storedDays} ${storedDays === 1 ? "day" : "days"} of YouTube's reach report stored`;
  if (measured.length < REACH_MIN_UPLOADS) {
    const which =
      measured.length === 0
        ? `no ${format} upload's first ${REACH_FIRST_DAYS} days`
        : `the first ${REACH_FIRST_DAYS} days of only ${measured.length} ${format} ${measured.length === 1 ? "upload" : "uploads"}`;
    return {
      firstDays: null,
      storedDays,
      sentence: `No reach figures for this forecast: the ${stored} cover ${which}, and a median needs ${REACH_MIN_UPLOADS}.`,
    } satisfies ReachEvidence;
  }
  const ctrs = measured.map((m) => m.ctr);
  const firstDays: FirstDaysReach = {
    uploads: measured.length,
    days: REACH_FIRST_DAYS,
    medianImpressions: Math.round(median(measured.map((m) => m.impressions)) ?? 0),
    medianCtr: round1(median(ctrs) ?? 0),
    lowCtr: round1(Math.min(...ctrs)),
    highCtr: round1(Math.max(...ctrs)),
    from: isoDate(Math.min(...measured.map((m) => m.publishedMs))),
    to: isoDate(Math.max(...measured.map((m) => m.publishedMs))),
  };
  return { firstDays, storedDays, sentence: reachSentence(firstDays, format) } satisfies ReachEvidence;
}

/**
 * The figures in words, each with its source and count. The range's chance is distribution-free:
 * of n + 1 uploads alike in kind (exchangeable), the newest falls between the lowest and highest
 * of the other n with chance (n − 1) ÷ (n + 1); it assumes the next upload is like these.
 */
export function reachSentence(r: FirstDaysReach, format: string): string {
  const uploads = `${r.uploads} ${format} uploads`;
  const published = r.from === r.to ? `published ${r.from}` : `published ${r.from} to ${r.to}`;
  const chance = Math.round(((r.uploads - 1) / (r.uploads + 1)) * 100);
  const spread =
    r.lowCtr === r.highCtr
      ? ""
      : ` Their CTR ranged from ${formatPercent(r.lowCtr)} to ${formatPercent(r.highCtr)}: a new upload like them lands in that range with a chance of ${r.uploads - 1} in ${r.uploads + 1} (${chance}%).`;
  return `In their first ${r.days} days, your last ${uploads} with that week in the report (${published}) had a median ${compactNumber(r.medianImpressions)} thumbnail impressions and a median ${formatPercent(r.medianCtr)} click-through rate (from YouTube's reach report, ${uploads}).${spread}`;
}

export type ReachSoFar = {
  /** The upload's report dates so far (its publication date and the covered days after it). */
  days: number;
  impressions: number;
  /** Percent, one decimal; null without impressions. */
  ctr: number | null;
  /** The median of the channel's earlier uploads of the format over their first `days` dates; null under REACH_MIN_UPLOADS of them. */
  median: { impressions: number; ctr: number; uploads: number } | null;
  /** The figures in words, with their source. */
  sentence: string;
};

/** One upload's first `days` report dates, when the store covers them all: impressions and clicks. */
function firstDates(
  { byVideo, covered }: ReachIndex,
  upload: ReachUpload,
  days: number,
): { impressions: number; clicks: number } | null {
  let impressions = 0;
  let clicks = 0;
  for (let i = 0; i < days; i++) {
    const date = isoDate(upload.publishedMs + i * DAY_MS);
    if (!covered.has(date)) return null;
    const day = byVideo.get(upload.id)?.get(date);
    if (!day) continue;
    impressions += day.impressions;
    clicks += day.impressions * day.ctr;
  }
  return { impressions, clicks };
}

/**
 * A recent upload's reach in the report's dates since its publication, beside the median of the
 * channel's earlier uploads (`earlier`, same format) over the same number of first dates: the
 * same age, so the comparison is like for like. Null when the report covers none of its days.
 */
export function reachSoFar(
  input: ReachInput | null | undefined,
  upload: ReachUpload,
  earlier: readonly ReachUpload[],
): ReachSoFar | null {
  const index = indexOf(input);
  if (!index) return null;
  let days = 0;
  while (index.covered.has(isoDate(upload.publishedMs + days * DAY_MS))) days++;
  if (days === 0) return null;
  const own = firstDates(index, upload, days)!;
  const past = [...earlier]
    .filter((u) => u.publishedMs < upload.publishedMs)
    .sort((a, b) => b.publishedMs - a.publishedMs)
    .map((u) => firstDates(index, u, days))
    .filter((s): s is { impressions: number; clicks: number } => s !== null && s.impressions > 0)
    .slice(0, REACH_RECENT_UPLOADS);
  const ctr = own.impressions > 0 ? round1((own.clicks / own.impressions) * 100) : null;
  const typical =
    past.length < REACH_MIN_UPLOADS
      ? null
      : {
          impressions: Math.round(median(past.map((p) => p.impressions)) ?? 0),
          ctr: round1(median(past.map((p) => (p.clicks / p.impressions) * 100)) ?? 0),
          uploads: past.length,
        };
  const span = days === 1 ? "first day" : `first ${days} days`;
  const figures = `${compactNumber(own.impressions)} impressions${ctr === null ? "" : `, ${formatPercent(ctr)} CTR`}`;
  const against = typical
    ? `; your median in the same days ${compactNumber(typical.impressions)}, ${formatPercent(typical.ctr)} (${typical.uploads} earlier uploads)`
    : "";
  return {
    days,
    impressions: own.impressions,
    ctr,
    median: typical,
    sentence: `Reach in its ${span}: ${figures}${against}. From YouTube's reach report.`,
  };
}
