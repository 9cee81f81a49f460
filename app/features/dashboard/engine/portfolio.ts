// The portfolio view: a workspace's channels side by side and the KPIs rolled up across
// them. A ratio is never averaged across channels: the roll-up adds the channels' daily counts
// (views, watch hours, impressions, subscribers gained and lost, viewers) date by date and computes
// each KPI once on the sums, so a big channel weighs as much as its views do. Average percentage
// viewed and click-through rate are rebuilt from their parts (weighted by views and impressions).
// Unique viewers add up as if no one watched two of the channels: the roll-up says so.
import { countOf, verbFor } from "~/lib/format";
import { type ChannelDay, computeKpis, type KpiReport, type TrafficDay } from "./kpis";

export type PortfolioChannelInput = {
  id: string;
  title: string;
  subscriberCount: number | null;
  videoCount: number;
  /** Uploads published in the last 28 days, and their views now. */
  recentUploads: number;
  recentUploadViews: number;
  days: readonly ChannelDay[];
  traffic: readonly TrafficDay[];
};

export type PortfolioRow = Omit<PortfolioChannelInput, "days" | "traffic"> & { kpis: KpiReport };

export type Portfolio = {
  rows: PortfolioRow[];
  total: Omit<PortfolioRow, "id" | "title"> & {
    /** How many channels' daily rows the rolled-up KPIs are made of (the others have none yet). */
    channelsWithDailyData: number;
    /** Subscribers are summed over the channels that show theirs. */
    channelsWithSubscribers: number;
  };
  /** Words for the total row: what it adds up and what it cannot know. */
  note: string;
};

const sumOrNull = (values: (number | null)[]): number | null => {
  const known = values.filter((v): v is number => v !== null);
  return known.length === 0 ? null : known.reduce((a, b) => a + b, 0);
};

/** One channel-day per date: the channels' counts added, the two ratios rebuilt from their weights. */
export function rollUpDays(channels: readonly (readonly ChannelDay[])[]): ChannelDay[] {
  const byDate = new Map<string, ChannelDay[]>();
  for (const days of channels)
    for (const day of days) {
      const list = byDate.get(day.date);
      if (list) list.push(day);
      else byDate.set(day.date, [day]);
    }
  return [...byDate.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([date, days]) => ({
      date,
      views: sumOrNull(days.map((d) => d.views)),
      watchTimeHours: sumOrNull(days.map((d) => d.watchTimeHours)),
      averagePercentageViewed: weightedMean(days.map((d) => [d.averagePercentageViewed, d.views])),
      impressions: sumOrNull(days.map((d) => d.impressions)),
      impressionsCtr: weightedMean(days.map((d) => [d.impressionsCtr, d.impressions])),
      subscribersGained: sumOrNull(days.map((d) => d.subscribersGained)),
      subscribersLost: sumOrNull(days.map((d) => d.subscribersLost)),
      uniqueViewers: sumOrNull(days.map((d) => d.uniqueViewers)),
    }));
}

/** The mean of the known values weighted by their known, positive weights; null without any. */
function weightedMean(pairs: [number | null, number | null][]): number | null {
  let sum = 0;
  let weight = 0;
  for (const [value, w] of pairs) {
    if (value === null || w === null || w <= 0) continue;
    sum += value * w;
    weight += w;
  }
  return weight === 0 ? null : sum / weight;
}

export function rollUpTraffic(channels: readonly (readonly TrafficDay[])[]): TrafficDay[] {
  const byKey = new Map<string, TrafficDay>();
  for (const rows of channels)
    for (const row of rows) {
      const key = `${row.date}|${row.sourceType}`;
      const seen = byKey.get(key);
      byKey.set(key, seen ? { ...seen, views: seen.views + row.views } : { ...row });
    }
  return [...byKey.values()];
}

export function portfolioOf(channels: readonly PortfolioChannelInput[]): Portfolio {
  const rows = channels.map((c) => ({
    id: c.id,
    title: c.title,
    subscriberCount: c.subscriberCount,
    videoCount: c.videoCount,
    recentUploads: c.recentUploads,
    recentUploadViews: c.recentUploadViews,
    // Every channel of a portfolio is connected: a missing count is one YouTube hides.
    kpis: computeKpis({ days: c.days, subscribersNow: c.subscriberCount ?? "hidden", traffic: c.traffic }),
  }));
  const subscriberCount = sumOrNull(channels.map((c) => c.subscriberCount));
  const withDaily = channels.filter((c) => c.days.length > 0);
  const withSubscribers = channels.filter((c) => c.subscriberCount !== null).length;
  const total = {
    subscriberCount,
    videoCount: channels.reduce((sum, c) => sum + c.videoCount, 0),
    recentUploads: channels.reduce((sum, c) => sum + c.recentUploads, 0),
    recentUploadViews: channels.reduce((sum, c) => sum + c.recentUploadViews, 0),
    kpis: computeKpis({
      days: rollUpDays(withDaily.map((c) => c.days)),
      subscribersNow: sumOrNull(withDaily.map((c) => c.subscriberCount)) ?? "hidden",
      traffic: rollUpTraffic(withDaily.map((c) => c.traffic)),
    }),
    channelsWithDailyData: withDaily.length,
    channelsWithSubscribers: withSubscribers,
  };
  const parts = [
    `The KPIs of all channels are computed on their daily figures added together (${withDaily.length} of ${channels.length} channels ${verbFor(withDaily.length, "has", "have")} daily data from YouTube Studio or the Google connection), never by averaging percentages.`,
  ];
  if (withDaily.length > 1) parts.push("Viewers who watch two of the channels are counted once on each.");
  if (withSubscribers < channels.length)
    parts.push(
      `Subscribers add up the ${countOf(withSubscribers, "channel")} that ${withSubscribers === 1 ? "shows its" : "show their"} count.`,
    );
  return { rows, total, note: parts.join(" ") };
}
