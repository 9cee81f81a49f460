// A channel-day with every figure unknown unless given: the dashboard engines' tests build their
// daily rows from it.
import type { ChannelDay } from "../kpis";

export const channelDay = (date: string, figures: Partial<Omit<ChannelDay, "date">> = {}): ChannelDay => ({
  date,
  views: null,
  watchTimeHours: null,
  averagePercentageViewed: null,
  impressions: null,
  impressionsCtr: null,
  subscribersGained: null,
  subscribersLost: null,
  uniqueViewers: null,
  ...figures,
});
