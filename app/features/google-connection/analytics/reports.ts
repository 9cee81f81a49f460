// The reports.query calls the Google connection makes, by name. The names are what `unavailable`
// records when the API refuses one for this channel (403: a scope not granted or a channel outside
// the Partner Program; 400: a metric this channel's reports do not offer).
//
// Not here, because reports.query does not offer them: thumbnail impressions and their CTR (only
// the YouTube Reporting API's channel_reach reports, a separate bulk-export flow) and unique
// viewers (in no API, only in Studio exports). The rows the connection writes leave them null.
import { MAX_VIDEO_ROWS, type ReportQuery } from "./client";

export const CORE_METRICS = [
  "views",
  "estimatedMinutesWatched",
  "averageViewDuration",
  "averageViewPercentage",
  "subscribersGained",
  "subscribersLost",
] as const;

export const MONETARY_METRICS = ["estimatedRevenue", "cpm", "playbackBasedCpm", "monetizedPlaybacks"] as const;

/**
 * A report's first day when it should cover a video's whole life: reports.query answers from the
 * channel's first data on, whatever earlier day is asked for (YouTube opened in 2005).
 */
export const LIFETIME_START = "2005-01-01";

/** Video ids one filtered video report takes (the top-videos form answers at most 200 rows). */
export const FIGURES_IDS_PER_CALL = MAX_VIDEO_ROWS;

/** What `unavailable` can hold: a report the API refused, by the figure it would have given. */
export type ReportName = "channelDays" | "trafficSources" | "revenue" | "videos" | "videoDays";

type Window = { startDate: string; endDate: string };

export const reports = {
  channelDays: (w: Window): ReportQuery => ({ ...w, dimensions: ["day"], metrics: CORE_METRICS }),
  trafficSources: (w: Window): ReportQuery => ({
    ...w,
    dimensions: ["day", "insightTrafficSourceType"],
    metrics: ["views", "estimatedMinutesWatched"],
  }),
  revenueDays: (w: Window): ReportQuery => ({ ...w, dimensions: ["day"], metrics: MONETARY_METRICS }),
  videos: (w: Window): ReportQuery => ({
    ...w,
    dimensions: ["video"],
    metrics: CORE_METRICS,
    sort: "-views",
    maxResults: MAX_VIDEO_ROWS,
  }),
  // One upload's days (reports.query has no day × video report for a channel: one call per upload).
  videoDays: (videoId: string, w: Window): ReportQuery => ({
    ...w,
    dimensions: ["day"],
    metrics: ["views", "estimatedMinutesWatched"],
    filters: `video==${videoId}`,
  }),
  // Listed uploads' lifetime views, likes and comments (the channel's refresh takes them before
  // spending Data API units on the same counters).
  videoFigures: (videoIds: readonly string[], endDate: string): ReportQuery => ({
    startDate: LIFETIME_START,
    endDate,
    dimensions: ["video"],
    metrics: ["views", "likes", "comments"],
    filters: `video==${videoIds.join(",")}`,
    sort: "-views",
    maxResults: MAX_VIDEO_ROWS,
  }),
  // Views ride along so the report can be sorted like the one above and RPM computed from it.
  revenueVideos: (w: Window): ReportQuery => ({
    ...w,
    dimensions: ["video"],
    metrics: ["views", ...MONETARY_METRICS],
    sort: "-views",
    maxResults: MAX_VIDEO_ROWS,
  }),
};
