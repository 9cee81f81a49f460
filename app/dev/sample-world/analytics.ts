// YouTube Studio's numbers for the own channel, derived from the same daily view simulation as
// the public snapshots: lifetime "Table data" per video, and "Chart data" per day for the whole
// channel and for the most recent videos. Revenue is earned day by day at that day's RPM
// (season x weekday x ad-market noise), so a video whose views fell in November earns more per
// view than one whose views fell in January.
import type { DailyAnalyticsRecord, VideoAnalyticsRecord } from "~/features/channel-data/index";
import type { VideoPlan } from "./uploads";
import { DAY_MS, type DayTables, type ViewSimulation } from "./views";

/** Creators keep 55% of ad revenue; CPM is what advertisers pay per 1,000 monetised playbacks. */
const CREATOR_SHARE = 0.55;
/** Existing subscribers who leave on any day, whatever was uploaded. */
const DAILY_CHURN = 0.00012;

export type SimulatedVideo = { plan: VideoPlan; sim: ViewSimulation; views: number };

const round2 = (x: number) => Math.round(x * 100) / 100;

function videoRevenue(plan: VideoPlan, sim: ViewSimulation, tables: DayTables): number {
  let revenue = 0;
  for (let i = 0; i < sim.daily.length; i++) {
    revenue +=
      ((sim.daily[i] as number) * plan.baseRpm * (tables.rpm[tables.index(sim.firstDay + i)] as number)) / 1000;
  }
  return revenue;
}

export function videoAnalytics(video: SimulatedVideo, tables: DayTables): VideoAnalyticsRecord {
  const { plan, sim, views } = video;
  const avd = (plan.averagePercentageViewed / 100) * plan.video.durationSeconds;
  const revenue = videoRevenue(plan, sim, tables);
  const gained = Math.round(views * plan.subscribeRate);
  const rpm = views > 0 ? (revenue / views) * 1000 : null;
  return {
    videoYoutubeId: plan.video.youtubeId,
    views,
    watchTimeHours: round2((views * avd) / 3600),
    averageViewDurationSeconds: Math.round(avd),
    averagePercentageViewed: round2(plan.averagePercentageViewed),
    impressions: Math.round((views * plan.impressionShare) / (plan.ctr / 100)),
    impressionsCtr: round2(plan.ctr),
    subscribersGained: gained,
    subscribersLost: Math.round(gained * plan.unsubscribeRate),
    uniqueViewers: Math.round(views / plan.viewsPerViewer),
    estimatedRevenue: round2(revenue),
    rpm: rpm === null ? null : round2(rpm),
    cpm: rpm === null ? null : round2(rpm / (CREATOR_SHARE * plan.monetizedShare)),
  };
}

/** Sums over videos for one day, before rounding into a row. */
type DayTotals = {
  views: number;
  watchSeconds: number;
  viewedPercent: number;
  impressionViews: number;
  impressions: number;
  gained: number;
  lost: number;
  uniques: number;
  revenue: number;
  monetized: number;
};

function emptyTotals(): DayTotals {
  return {
    views: 0,
    watchSeconds: 0,
    viewedPercent: 0,
    impressionViews: 0,
    impressions: 0,
    gained: 0,
    lost: 0,
    uniques: 0,
    revenue: 0,
    monetized: 0,
  };
}

function addVideoDay(t: DayTotals, plan: VideoPlan, views: number, rpmFactor: number): void {
  const avd = (plan.averagePercentageViewed / 100) * plan.video.durationSeconds;
  const gained = views * plan.subscribeRate;
  t.views += views;
  t.watchSeconds += views * avd;
  t.viewedPercent += views * plan.averagePercentageViewed;
  t.impressionViews += views * plan.impressionShare;
  t.impressions += (views * plan.impressionShare) / (plan.ctr / 100);
  t.gained += gained;
  t.lost += gained * plan.unsubscribeRate;
  t.uniques += views / plan.viewsPerViewer;
  t.revenue += (views * plan.baseRpm * rpmFactor) / 1000;
  t.monetized += views * plan.monetizedShare;
}

function toRow(date: string, videoYoutubeId: string | null, t: DayTotals): DailyAnalyticsRecord {
  const views = Math.round(t.views);
  const hasViews = t.views > 0;
  return {
    date,
    videoYoutubeId,
    views,
    watchTimeHours: round2(t.watchSeconds / 3600),
    averageViewDurationSeconds: hasViews ? Math.round(t.watchSeconds / t.views) : 0,
    averagePercentageViewed: hasViews ? round2(t.viewedPercent / t.views) : 0,
    impressions: Math.round(t.impressions),
    impressionsCtr: t.impressions > 0 ? round2((t.impressionViews / t.impressions) * 100) : 0,
    subscribersGained: Math.round(t.gained),
    subscribersLost: Math.round(t.lost),
    uniqueViewers: Math.round(t.uniques),
    estimatedRevenue: round2(t.revenue),
    rpm: hasViews ? round2((t.revenue / t.views) * 1000) : 0,
    cpm: t.monetized > 0 ? round2((t.revenue / (CREATOR_SHARE * t.monetized)) * 1000) : 0,
  };
}

function isoDate(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export type DailyResult = { rows: DailyAnalyticsRecord[]; subscribersAtEnd: number };

/**
 * Channel rows for every full day from the first upload to yesterday, then per-video rows for
 * the `recentCount` newest videos over the last `recentDays` full days.
 */
export function dailyAnalytics(
  videos: readonly SimulatedVideo[],
  tables: DayTables,
  firstDay: number,
  startingSubscribers: number,
  recentCount: number,
  recentDays: number,
): DailyResult {
  const lastDay = tables.nowDay - 1; // today is not over yet
  const days = lastDay - firstDay + 1;
  const totals: DayTotals[] = Array.from({ length: days }, emptyTotals);
  for (const { plan, sim } of videos) {
    for (let i = 0; i < sim.daily.length; i++) {
      const day = sim.firstDay + i;
      if (day < firstDay || day > lastDay) continue;
      addVideoDay(
        totals[day - firstDay] as DayTotals,
        plan,
        sim.daily[i] as number,
        tables.rpm[tables.index(day)] as number,
      );
    }
  }

  const rows: DailyAnalyticsRecord[] = [];
  let subscribers = startingSubscribers;
  for (let i = 0; i < days; i++) {
    const t = totals[i] as DayTotals;
    t.lost += subscribers * DAILY_CHURN;
    const row = toRow(isoDate(firstDay + i), null, t);
    subscribers += (row.subscribersGained ?? 0) - (row.subscribersLost ?? 0);
    rows.push(row);
  }

  const recent = [...videos].sort((a, b) => b.plan.model.publishMs - a.plan.model.publishMs).slice(0, recentCount);
  const windowStart = lastDay - recentDays + 1;
  for (const { plan, sim } of recent) {
    for (let day = Math.max(windowStart, sim.firstDay); day <= lastDay; day++) {
      const t = emptyTotals();
      addVideoDay(t, plan, sim.daily[day - sim.firstDay] as number, tables.rpm[tables.index(day)] as number);
      rows.push(toRow(isoDate(day), plan.video.youtubeId, t));
    }
  }
  return { rows, subscribersAtEnd: subscribers };
}
