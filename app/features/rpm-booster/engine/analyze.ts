// The RPM Booster engine: the channel's RPM now, its trend and its own benchmarks, then
// recommendations from measured drivers only. Pure and deterministic. See docs/rpm-booster.md.
import { median, quantile, round1 } from "~/lib/stats";
import {
  EFFORT,
  type Draft,
  type DriverOutcome,
  type EarningVideo,
  lengthDriver,
  seasonalityDriver,
  shortsDriver,
  topicDriver,
} from "./drivers";
import { formatMoney as money } from "~/lib/format";
import { channelDays, daysBetween, isoDay, round2, rpmOf, videoMoney } from "./measure";
import type { RpmAnalysis, RpmInput, RpmPriority, RpmRecommendation, RpmResult, RpmTrend, RpmWindow } from "./types";

export const WINDOW_DAYS = 28;
export const YEAR_DAYS = 365;
/** |trend| at or below this percentage reads "stable". */
export const STABLE_PERCENT = 5;
export const TOP_PERFORMER_MIN_VIEWS = 1000;
export const TOP_PERFORMER_MIN_VIDEOS = 10;
export const MAX_RECOMMENDATIONS = 6;
/** 28-day windows in the RPM-over-time chart: 13 make a year. */
export const HISTORY_WINDOWS = 13;

export const NICHE_NOTE = "No published RPM figure for this niche is authoritative";

// Channel days come from a daily file without a "Content" column (Studio's Totals.csv): a
// Chart data.csv split by video is stored per video, which this engine does not read.
const EXPORT_HOW =
  'In YouTube Studio open Analytics → Advanced mode → Content, add the metrics "Estimated revenue" and "RPM"';
const DAILY_FILE = '"Totals.csv" (one row per day for the whole channel, with views and revenue)';
export const MISSING_ALL = `No revenue data has been imported yet. ${EXPORT_HOW}, then export "Table data.csv" (one row per video) and the daily ${DAILY_FILE}, and import both files in Account Settings.`;
export const MISSING_DAILY = `The daily revenue of the channel is missing. ${EXPORT_HOW}, then export the daily ${DAILY_FILE} covering at least the last 56 days (a full year for seasonality), and import it in Account Settings.`;
export const MISSING_RECENT_VIEWS = `The imported daily rows have no views in their last 28 days. ${EXPORT_HOW}, then export the daily ${DAILY_FILE} for a period that ends yesterday, and import it in Account Settings.`;
export const MISSING_PER_VIDEO = `Per-video revenue is missing, so video length, topics and Shorts cannot be measured. ${EXPORT_HOW}, then export "Table data.csv" (one row per video, last 365 days or lifetime), and import it in Account Settings.`;

// Studio's Geography report is a separate export that the importer does not read; the Content
// and daily exports carry no country, so geography is never guessed.
export const GEOGRAPHY_NOT_MEASURED =
  "Audience geography: not measured. The analytics read here (YouTube Analytics through the Google connection, or imported Studio exports, per video and per day) have no per-country rows, so the share of views from higher-paying countries is unknown and no geography advice is given.";

function priorityOf(current: number, projected: number): RpmPriority {
  if (projected >= 1.1 * current) return "High";
  if (projected >= 1.04 * current) return "Medium";
  return "Low";
}

function toRecommendation(draft: Draft, currentRPM: number, views28: number): RpmRecommendation | null {
  if (!(draft.before > 0) || !Number.isFinite(draft.after)) return null;
  const current = round2(currentRPM);
  const projected = round2(currentRPM * (draft.after / draft.before));
  if (!(projected > current)) return null;
  const effort = EFFORT[draft.kind];
  return {
    id: draft.id,
    category: effort.category,
    title: draft.title,
    description: draft.description,
    currentRPM: current,
    projectedRPM: projected,
    potentialIncrease: round2(((projected - current) * views28) / 1000),
    difficulty: effort.difficulty,
    timeToImplement: effort.timeToImplement,
    reasoning: draft.reasoning,
    actionSteps: draft.actionSteps,
    priority: priorityOf(current, projected),
  };
}

export function analyzeRpm(input: RpmInput): RpmResult {
  const nowMs = Date.parse(input.now);
  if (!Number.isFinite(nowMs)) throw new Error(`analyzeRpm: invalid now "${input.now}"`);
  const nowDay = Math.floor(nowMs / 86_400_000);
  const notMeasured: string[] = [];

  const perVideo = videoMoney(input.videoAnalytics);
  const days = channelDays(input.dailyAnalytics, nowDay);
  if (days.length === 0) {
    return {
      analysis: null,
      recommendations: [],
      missing: perVideo.size === 0 ? MISSING_ALL : MISSING_DAILY,
      notMeasured: [GEOGRAPHY_NOT_MEASURED],
      checked: [],
    };
  }

  // The 28-day window ends on the last day with a channel row (not after now).
  const to = days[days.length - 1]!.day;
  const from = to - WINDOW_DAYS + 1;
  const current = daysBetween(days, from, to);
  const currentRPM = rpmOf(current.money);
  if (currentRPM === null) {
    return {
      analysis: null,
      recommendations: [],
      missing: MISSING_RECENT_VIEWS,
      notMeasured: [GEOGRAPHY_NOT_MEASURED],
      checked: [],
    };
  }
  const prior = daysBetween(days, from - WINDOW_DAYS, from - 1);
  const priorRPM = rpmOf(prior.money);
  let trendPercentage = 0;
  if (priorRPM !== null && priorRPM > 0) trendPercentage = round1(((currentRPM - priorRPM) / priorRPM) * 100);
  else notMeasured.push("RPM trend: the 28 days before the current window have no daily revenue rows with views.");
  const monthlyTrend: RpmTrend =
    Math.abs(trendPercentage) <= STABLE_PERCENT ? "stable" : trendPercentage > 0 ? "increasing" : "decreasing";

  // The channel's own benchmarks: per-video RPM of videos with enough views to be stable.
  const videoRpms = [...perVideo.values()].filter((m) => m.views >= TOP_PERFORMER_MIN_VIEWS).map((m) => rpmOf(m)!);
  const channelMedian = median(videoRpms);
  const top = videoRpms.length >= TOP_PERFORMER_MIN_VIDEOS ? quantile(videoRpms, 0.9) : null;

  // Per-video drivers read videos published in the last 365 days that have a revenue row.
  const yearStartMs = nowMs - YEAR_DAYS * 86_400_000;
  const recent: EarningVideo[] = [];
  for (const video of input.videos) {
    const published = Date.parse(video.publishedAt);
    const m = perVideo.get(video.youtubeId);
    if (m && published >= yearStartMs && published <= nowMs) recent.push({ video, money: m });
  }
  recent.sort((a, b) => (a.video.youtubeId < b.video.youtubeId ? -1 : a.video.youtubeId > b.video.youtubeId ? 1 : 0));

  const outcomes: DriverOutcome[] = [];
  if (perVideo.size === 0) {
    notMeasured.push('Video length, topics and Shorts share: no per-video revenue rows (Studio "Table data.csv").');
  } else if (recent.length === 0) {
    notMeasured.push(
      "Video length, topics and Shorts share: no video published in the last 365 days has a per-video revenue row.",
    );
  } else {
    outcomes.push(lengthDriver(recent), topicDriver(recent), shortsDriver(recent));
  }
  const year = days.filter((d) => d.day > to - YEAR_DAYS && d.day <= to);
  outcomes.push(seasonalityDriver(year, new Date(nowMs).getUTCMonth()));
  notMeasured.push(GEOGRAPHY_NOT_MEASURED);

  const recommendations: RpmRecommendation[] = [];
  const checked: string[] = [];
  for (const outcome of outcomes) {
    if (outcome === null) continue;
    if ("notMeasured" in outcome) {
      notMeasured.push(outcome.notMeasured);
      continue;
    }
    if ("checked" in outcome) {
      checked.push(outcome.checked);
      continue;
    }
    const rec = toRecommendation(outcome.draft, currentRPM, current.money.views);
    if (rec) recommendations.push(rec);
    else
      checked.push(
        `${outcome.draft.title}: the projected gain is under a cent of RPM on your current ${money(currentRPM)}.`,
      );
  }
  recommendations.sort((a, b) => b.potentialIncrease - a.potentialIncrease || (a.id < b.id ? -1 : 1));
  const kept = recommendations.slice(0, MAX_RECOMMENDATIONS);

  const analysis: RpmAnalysis = {
    currentRPM: round2(currentRPM),
    industryAverage: null,
    channelMedianRPM: channelMedian === null ? null : round2(channelMedian),
    niche: null,
    nicheNote: NICHE_NOTE,
    topPerformerRPM: top === null ? null : round2(top),
    monthlyTrend,
    trendPercentage,
    totalRecommendations: kept.length,
    potentialMonthlyIncrease: round2(kept.reduce((s, r) => s + r.potentialIncrease, 0)),
    views28: current.money.views,
    revenue28: round2(current.money.revenue),
    window: { from: isoDay(from), to: isoDay(to) },
    history: rpmHistory(days, to),
  };
  return {
    analysis,
    recommendations: kept,
    missing: perVideo.size === 0 ? MISSING_PER_VIDEO : null,
    notMeasured,
    checked,
  };
}

/** The RPM of consecutive 28-day windows ending at `to`, oldest first; windows without views are left out. */
export function rpmHistory(days: Parameters<typeof daysBetween>[0], to: number): RpmWindow[] {
  const windows: RpmWindow[] = [];
  for (let k = HISTORY_WINDOWS - 1; k >= 0; k--) {
    const end = to - k * WINDOW_DAYS;
    const start = end - WINDOW_DAYS + 1;
    const rpm = rpmOf(daysBetween(days, start, end).money);
    if (rpm !== null) windows.push({ from: isoDay(start), to: isoDay(end), rpm: round2(rpm) });
  }
  return windows;
}
