// Studio's metrics as D1 columns, in one fixed order shared by every writer.
import type { SqlValue } from "~/lib/db/sql-literal";
import type { AnalyticsMetrics } from "./types";

export const METRIC_COLUMNS = [
  "views",
  "watch_time_hours",
  "average_view_duration_seconds",
  "average_percentage_viewed",
  "impressions",
  "impressions_ctr",
  "subscribers_gained",
  "subscribers_lost",
  "unique_viewers",
  "estimated_revenue",
  "rpm",
  "cpm",
] as const;

export function metricValues(m: AnalyticsMetrics): SqlValue[] {
  return [
    m.views,
    m.watchTimeHours,
    m.averageViewDurationSeconds,
    m.averagePercentageViewed,
    m.impressions,
    m.impressionsCtr,
    m.subscribersGained,
    m.subscribersLost,
    m.uniqueViewers,
    m.estimatedRevenue,
    m.rpm,
    m.cpm,
  ];
}
