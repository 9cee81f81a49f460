// The four account-level KPIs of the Welcome page (spec §2), computed from the channel's daily
// Studio rows. Each KPI is measured over the 28 days ending on the newest day the data covers
// (Studio exports end when they were downloaded, not today), compared with the 28 days before,
// and charted month by month over the last 12 months.
//
// A KPI without the data it needs is null with `missing` saying what to import or connect:
// never 0, which would read as a measurement.
import { type DayWindow, addDays, inWindow, monthsEnding, windowEnding } from "./windows";

export const KPI_WINDOW_DAYS = 28;
export const KPI_MONTHS = 12;

/** One day of the whole channel (Studio "Chart data.csv", video_id ''); null = not in the export. */
export type ChannelDay = {
  date: string;
  views: number | null;
  watchTimeHours: number | null;
  averagePercentageViewed: number | null;
  impressions: number | null;
  impressionsCtr: number | null;
  subscribersGained: number | null;
  subscribersLost: number | null;
  uniqueViewers: number | null;
  /** Where the row came from: a Studio import (also when not given) or the Google connection. */
  source?: "studio" | "google";
};

export type KpiKey = "subscriberGrowth" | "suggestedReach" | "watchTimePerViewer" | "viewerFunnel";

export type Kpi = {
  key: KpiKey;
  /** The KPI's value over the window; null when the data is missing. */
  value: number | null;
  previous: number | null;
  /** value - previous, in the KPI's unit (percentage points for percentages). */
  change: number | null;
  unit: "percent" | "minutes" | "per-1000";
  /** One value per calendar month, oldest first; null for a month without the data. */
  series: { month: string; value: number | null }[];
  /** Where the figure came from, e.g. "YouTube Studio export (daily channel data)". */
  source: string | null;
  /** What to import or connect when value is null. */
  missing: string | null;
};

export type FunnelStage = { key: "impressions" | "clicks" | "views" | "viewed" | "subscribers"; value: number | null };

export type KpiReport = {
  /** The 28-day window measured; null when there are no daily rows. */
  window: DayWindow | null;
  previousWindow: DayWindow | null;
  kpis: Kpi[];
  /** The funnel of the current window, stage by stage. */
  funnel: FunnelStage[];
};

/** Views of one day from one traffic source (YouTube Analytics insightTrafficSourceType). */
export type TrafficDay = { date: string; sourceType: string; views: number };

export type KpiInput = {
  days: readonly ChannelDay[];
  /**
   * The channel's subscriber count now (YouTube Data API); "hidden" when the connected channel
   * hides it; null when no channel is connected.
   */
  subscribersNow: number | "hidden" | null;
  /** Traffic-source rows from the Google connection; empty without it. */
  traffic?: readonly TrafficDay[];
  /** What fills an empty KPI, where the caller knows better than the Studio import (the Google connection's state). */
  missing?: Partial<Record<KpiKey, string>>;
};

/** YouTube's traffic source type for views from suggested videos. */
export const SUGGESTED_SOURCE = "RELATED_VIDEO";
export const ANALYTICS_SOURCE = "YouTube Analytics (Google connection)";

export const STUDIO_SOURCE = "YouTube Studio export (daily channel data)";
export const MISSING_DAILY =
  "Import YouTube Studio's daily channel data (Analytics → Advanced mode → Export current view → Chart data.csv) in Account Settings.";
/** Where the Google connection is not made: it brings subscribers gained and lost, as Studio's export does. */
export const MISSING_DAILY_OR_GOOGLE =
  "Connect Google in Account Settings: YouTube Analytics brings every day's subscribers gained and lost. Or import YouTube Studio's daily channel data (Analytics → Advanced mode → Export current view → Chart data.csv) there.";
export const MISSING_SUBSCRIBERS =
  "Connect your channel in Account Settings so Vidwise knows your subscriber count (it must be public).";
/** A connected channel that hides its count: connecting it again would change nothing. */
export const SUBSCRIBERS_HIDDEN =
  "Your channel hides its subscriber count, and the rate is measured against it: show the count in YouTube Studio (Settings → Channel → Advanced settings) and Vidwise reads it at the next sync.";
export const MISSING_TRAFFIC_SOURCES =
  "Suggested-video reach needs traffic-source data, which the Studio CSV import does not carry: connect with Google (YouTube Analytics) in Account Settings.";

type Sums = { sum: number; days: number };

/** Sum of one metric over the window; null when no day in the window reports it. */
function sumOf(days: readonly ChannelDay[], window: DayWindow, pick: (d: ChannelDay) => number | null): number | null {
  const total = days.reduce<Sums>(
    (acc, d) => {
      const v = pick(d);
      return inWindow(d.date, window) && v !== null && Number.isFinite(v)
        ? { sum: acc.sum + v, days: acc.days + 1 }
        : acc;
    },
    { sum: 0, days: 0 },
  );
  return total.days === 0 ? null : total.sum;
}

const net = (d: ChannelDay) =>
  d.subscribersGained === null || d.subscribersLost === null ? null : d.subscribersGained - d.subscribersLost;

/**
 * Net subscribers ÷ subscribers at the start, in percent. The start is the count now minus the
 * net gain of every day from the window's start to the newest day (the count now is read at
 * the end of the data; a gap between the two is a small error the source line states).
 */
function growthRate(
  days: readonly ChannelDay[],
  window: DayWindow,
  lastDay: string,
  subscribersNow: number | null,
): number | null {
  if (subscribersNow === null) return null;
  const inside = sumOf(days, window, net);
  if (inside === null) return null;
  const since = sumOf(days, { from: window.from, to: lastDay }, net) ?? 0;
  const atStart = subscribersNow - since;
  return atStart > 0 ? (inside / atStart) * 100 : null;
}

/** Watch time (minutes) per viewer. Daily unique viewers are summed, so a viewer returning on two days counts twice. */
function watchPerViewer(days: readonly ChannelDay[], window: DayWindow): number | null {
  const hours = sumOf(days, window, (d) => (d.uniqueViewers === null ? null : d.watchTimeHours));
  const viewers = sumOf(days, window, (d) => (d.watchTimeHours === null ? null : d.uniqueViewers));
  return hours === null || viewers === null || viewers <= 0 ? null : (hours * 60) / viewers;
}

function funnelOf(days: readonly ChannelDay[], window: DayWindow): FunnelStage[] {
  const impressions = sumOf(days, window, (d) => d.impressions);
  const clicks = sumOf(days, window, (d) =>
    d.impressions === null || d.impressionsCtr === null ? null : (d.impressions * d.impressionsCtr) / 100,
  );
  const views = sumOf(days, window, (d) => d.views);
  // Viewers who watched the average share: views weighted by average percentage viewed.
  const viewed = sumOf(days, window, (d) =>
    d.views === null || d.averagePercentageViewed === null ? null : (d.views * d.averagePercentageViewed) / 100,
  );
  const subscribers = sumOf(days, window, (d) => d.subscribersGained);
  return [
    { key: "impressions", value: impressions },
    { key: "clicks", value: clicks === null ? null : Math.round(clicks) },
    { key: "views", value: views },
    { key: "viewed", value: viewed === null ? null : Math.round(viewed) },
    { key: "subscribers", value: subscribers },
  ];
}

/** Share of views from suggested videos, in %, over the window; null without traffic rows in it. */
function suggestedShare(traffic: readonly TrafficDay[], window: DayWindow): number | null {
  let suggested = 0;
  let all = 0;
  for (const t of traffic) {
    if (!inWindow(t.date, window)) continue;
    all += t.views;
    if (t.sourceType === SUGGESTED_SOURCE) suggested += t.views;
  }
  return all > 0 ? (suggested / all) * 100 : null;
}

/** Funnel completion: subscribers gained per 1,000 impressions, the funnel's two ends. */
function funnelCompletion(days: readonly ChannelDay[], window: DayWindow): number | null {
  const impressions = sumOf(days, window, (d) => (d.subscribersGained === null ? null : d.impressions));
  const subscribers = sumOf(days, window, (d) => (d.impressions === null ? null : d.subscribersGained));
  return impressions === null || subscribers === null || impressions <= 0 ? null : (subscribers / impressions) * 1000;
}

/** A calendar month as a window, cut at the newest day of data for the current month. */
function monthWindow(month: string, lastDay: string): DayWindow {
  const [year, m] = month.split("-").map(Number) as [number, number];
  const nextMonth = m === 12 ? `${year + 1}-01-01` : `${year}-${String(m + 1).padStart(2, "0")}-01`;
  const end = addDays(nextMonth, -1);
  return { from: `${month}-01`, to: end < lastDay ? end : lastDay };
}

export function computeKpis(input: KpiInput): KpiReport {
  const days = [...input.days]
    .filter((d) => /^\d{4}-\d{2}-\d{2}$/.test(d.date))
    .sort((a, b) => (a.date < b.date ? -1 : 1));
  const lastDay = days.at(-1)?.date;
  const why = (key: KpiKey, otherwise: string) => input.missing?.[key] ?? otherwise;
  if (!lastDay) {
    const empty = (key: KpiKey, unit: Kpi["unit"], missing: string): Kpi => ({
      key,
      value: null,
      previous: null,
      change: null,
      unit,
      series: [],
      source: null,
      missing,
    });
    return {
      window: null,
      previousWindow: null,
      kpis: [
        empty("subscriberGrowth", "percent", why("subscriberGrowth", MISSING_DAILY)),
        empty("suggestedReach", "percent", why("suggestedReach", MISSING_TRAFFIC_SOURCES)),
        empty("watchTimePerViewer", "minutes", why("watchTimePerViewer", MISSING_DAILY)),
        empty("viewerFunnel", "per-1000", why("viewerFunnel", MISSING_DAILY)),
      ],
      funnel: funnelOf([], { from: "", to: "" }),
    };
  }
  const window = windowEnding(lastDay, KPI_WINDOW_DAYS);
  const previousWindow = windowEnding(addDays(window.from, -1), KPI_WINDOW_DAYS);
  const fromGoogle = days.some((d) => d.source === "google");
  const fromStudio = days.some((d) => d.source !== "google");
  const dailySource =
    fromGoogle && fromStudio
      ? `${STUDIO_SOURCE} and ${ANALYTICS_SOURCE}`
      : fromGoogle
        ? ANALYTICS_SOURCE
        : STUDIO_SOURCE;
  const months = monthsEnding(lastDay, KPI_MONTHS);

  const kpi = (
    key: KpiKey,
    unit: Kpi["unit"],
    measure: (w: DayWindow) => number | null,
    missing: string,
    from = dailySource,
  ): Kpi => {
    const value = measure(window);
    const previous = measure(previousWindow);
    return {
      key,
      value,
      previous,
      change: value === null || previous === null ? null : value - previous,
      unit,
      series: months.map((month) => ({ month, value: measure(monthWindow(month, lastDay)) })),
      source: value === null ? null : from,
      missing: value === null ? missing : null,
    };
  };

  return {
    window,
    previousWindow,
    kpis: [
      kpi(
        "subscriberGrowth",
        "percent",
        (w) => growthRate(days, w, lastDay, typeof input.subscribersNow === "number" ? input.subscribersNow : null),
        typeof input.subscribersNow === "number"
          ? why("subscriberGrowth", MISSING_DAILY)
          : input.subscribersNow === "hidden"
            ? SUBSCRIBERS_HIDDEN
            : MISSING_SUBSCRIBERS,
      ),
      // Traffic sources come only from the Google connection (Studio's CSV import has none).
      kpi(
        "suggestedReach",
        "percent",
        (w) => suggestedShare(input.traffic ?? [], w),
        why("suggestedReach", MISSING_TRAFFIC_SOURCES),
        ANALYTICS_SOURCE,
      ),
      kpi("watchTimePerViewer", "minutes", (w) => watchPerViewer(days, w), why("watchTimePerViewer", MISSING_DAILY)),
      kpi("viewerFunnel", "per-1000", (w) => funnelCompletion(days, w), why("viewerFunnel", MISSING_DAILY)),
    ],
    funnel: funnelOf(days, window),
  };
}
