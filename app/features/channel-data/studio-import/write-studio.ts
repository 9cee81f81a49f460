// Writes our own data as YouTube Studio Advanced-mode CSVs: for round-trip tests and for the
// sample channel's downloadable exports. parseStudioExport(kind, write…(dataset)) gives back the
// same records, rounded as Studio rounds them (roundLikeStudio):
//   counts (views, impressions, subscribers, unique viewers)  whole numbers
//   "Watch time (hours)"                                       4 decimals (≈ 0.2 s)
//   "Average view duration"                                    whole seconds (H:MM:SS)
//   percentages (average % viewed, click-through rate)         2 decimals
//   money (revenue, RPM, CPM)                                  3 decimals
//   "Video publish time"                                       the UTC date only ("Sep 20, 2026")
// A metric column is written only when some record has a value for it (Studio exports only the
// chosen metrics); a null cell is written empty. Thousands separators are not written.
import type { AnalyticsMetrics, ChannelDataset, DailyAnalyticsRecord, VideoRecord } from "../types";
import { METRIC_KEYS, type MetricKey, headerFor } from "./columns";

export type StudioWriteOptions = {
  /** CRLF, as RFC 4180 asks, unless told. */
  lineEnding?: "\r\n" | "\n";
  /** Start with a UTF-8 byte-order mark, so Excel reads non-ASCII titles right. Off unless told. */
  bom?: boolean;
};

/** Decimal places each metric keeps in a Studio CSV. */
export const STUDIO_DECIMALS: Record<MetricKey, number> = {
  views: 0,
  watchTimeHours: 4,
  averageViewDurationSeconds: 0,
  averagePercentageViewed: 2,
  impressions: 0,
  impressionsCtr: 2,
  subscribersGained: 0,
  subscribersLost: 0,
  uniqueViewers: 0,
  estimatedRevenue: 3,
  rpm: 3,
  cpm: 3,
};

/** The metrics as a Studio CSV written by this module reads back. */
export function roundLikeStudio<T extends AnalyticsMetrics>(metrics: T): T {
  const rounded: T = { ...metrics };
  const target: AnalyticsMetrics = rounded;
  for (const key of METRIC_KEYS) {
    const value = metrics[key];
    target[key] = value === null ? null : roundTo(value, STUDIO_DECIMALS[key]);
  }
  return rounded;
}

/** "Table data.csv": a "Total" row, then one row per video, most viewed first. */
export function writeTableDataCsv(dataset: ChannelDataset, options: StudioWriteOptions = {}): string {
  const videos = videoIndex(dataset);
  const records = [...dataset.videoAnalytics].sort(
    (a, b) => (b.views ?? -1) - (a.views ?? -1) || a.videoYoutubeId.localeCompare(b.videoYoutubeId),
  );
  const metrics = presentMetrics(records);
  const lines = [
    ["Content", "Video title", "Video publish time", "Duration", ...metricHeaders(metrics)],
    [
      "Total",
      "",
      "",
      "",
      ...metricCells(
        aggregateMetrics(
          records.map((r) => ({ metrics: r, durationSeconds: videos.get(r.videoYoutubeId)?.durationSeconds ?? null })),
        ),
        metrics,
      ),
    ],
    ...records.map((record) => [...videoCells(record.videoYoutubeId, videos), ...metricCells(record, metrics)]),
  ];
  return toCsv(lines, options);
}

export type ChartWriteOptions = StudioWriteOptions & {
  /** "channel" (default): the channel's own daily rows. "videos": one row per day and video, as Studio's per-content chart. */
  scope?: "channel" | "videos";
};

/** "Chart data.csv": daily rows, oldest first. */
export function writeChartDataCsv(dataset: ChannelDataset, options: ChartWriteOptions = {}): string {
  if (options.scope === "videos") {
    const videos = videoIndex(dataset);
    const order = new Map(dataset.videos.map((v, i) => [v.youtubeId, i]));
    const records = dataset.dailyAnalytics
      .filter((r): r is DailyAnalyticsRecord & { videoYoutubeId: string } => r.videoYoutubeId !== null)
      .sort(
        (a, b) =>
          a.date.localeCompare(b.date) ||
          (order.get(a.videoYoutubeId) ?? Infinity) - (order.get(b.videoYoutubeId) ?? Infinity) ||
          a.videoYoutubeId.localeCompare(b.videoYoutubeId),
      );
    const metrics = presentMetrics(records);
    return toCsv(
      [
        ["Date", "Content", "Video title", "Video publish time", "Duration", ...metricHeaders(metrics)],
        ...records.map((r) => [r.date, ...videoCells(r.videoYoutubeId, videos), ...metricCells(r, metrics)]),
      ],
      options,
    );
  }
  return writeDaily(channelDays(dataset), options);
}

/**
 * "Totals.csv": one row per day for the whole channel. The channel's own daily rows when it has
 * any; otherwise the per-video rows added up by day (see aggregateMetrics for what can be added).
 */
export function writeTotalsCsv(dataset: ChannelDataset, options: StudioWriteOptions = {}): string {
  const own = channelDays(dataset);
  if (own.length > 0) return writeDaily(own, options);
  const videos = videoIndex(dataset);
  const byDate = new Map<string, { metrics: AnalyticsMetrics; durationSeconds: number | null }[]>();
  for (const record of dataset.dailyAnalytics) {
    const list = byDate.get(record.date) ?? [];
    list.push({ metrics: record, durationSeconds: videos.get(record.videoYoutubeId ?? "")?.durationSeconds ?? null });
    byDate.set(record.date, list);
  }
  const days: DailyAnalyticsRecord[] = [...byDate.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, list]) => ({ date, videoYoutubeId: null, ...aggregateMetrics(list) }));
  return writeDaily(days, options);
}

/**
 * Adds metrics up the way Studio's totals do, as far as the parts allow:
 * sums for views, watch time, subscribers, impressions and revenue (of the records that have
 * them); average view duration = watch time ÷ views; click-through rate weighted by impressions;
 * average percentage viewed weighted by views × duration (null without durations); RPM =
 * revenue per 1,000 views. Unique viewers and CPM cannot be added up (the same person watches
 * several videos; CPM counts monetised playbacks we do not have), so they are null.
 */
export function aggregateMetrics(
  parts: { metrics: AnalyticsMetrics; durationSeconds: number | null }[],
): AnalyticsMetrics {
  const sum = (key: MetricKey): number | null => {
    let total: number | null = null;
    for (const { metrics } of parts) {
      const value = metrics[key];
      if (value !== null) total = (total ?? 0) + value;
    }
    return total;
  };
  const weighted = (key: MetricKey, weight: (p: (typeof parts)[number]) => number | null): number | null => {
    let top = 0;
    let bottom = 0;
    for (const part of parts) {
      const value = part.metrics[key];
      const w = weight(part);
      if (value === null || w === null || w <= 0) continue;
      top += value * w;
      bottom += w;
    }
    return bottom > 0 ? top / bottom : null;
  };
  const views = sum("views");
  const watchTimeHours = sum("watchTimeHours");
  const estimatedRevenue = sum("estimatedRevenue");
  return {
    views,
    watchTimeHours,
    averageViewDurationSeconds: views && watchTimeHours !== null ? (watchTimeHours * 3600) / views : null,
    averagePercentageViewed: weighted("averagePercentageViewed", (p) =>
      p.metrics.views === null || p.durationSeconds === null ? null : p.metrics.views * p.durationSeconds,
    ),
    impressions: sum("impressions"),
    impressionsCtr: weighted("impressionsCtr", (p) => p.metrics.impressions),
    subscribersGained: sum("subscribersGained"),
    subscribersLost: sum("subscribersLost"),
    uniqueViewers: null,
    estimatedRevenue,
    rpm: views && estimatedRevenue !== null ? (estimatedRevenue * 1000) / views : null,
    cpm: null,
  };
}

// ---------------------------------------------------------------------------------------------

function channelDays(dataset: ChannelDataset): DailyAnalyticsRecord[] {
  return dataset.dailyAnalytics.filter((r) => r.videoYoutubeId === null).sort((a, b) => a.date.localeCompare(b.date));
}

function writeDaily(records: DailyAnalyticsRecord[], options: StudioWriteOptions): string {
  const metrics = presentMetrics(records);
  return toCsv(
    [["Date", ...metricHeaders(metrics)], ...records.map((r) => [r.date, ...metricCells(r, metrics)])],
    options,
  );
}

function videoIndex(dataset: ChannelDataset): Map<string, VideoRecord> {
  return new Map(dataset.videos.map((v) => [v.youtubeId, v]));
}

function videoCells(videoId: string, videos: Map<string, VideoRecord>): string[] {
  const video = videos.get(videoId);
  return [
    guardText(videoId),
    video ? guardText(video.title) : "",
    video ? formatPublishDate(video.publishedAt) : "",
    video ? String(Math.round(video.durationSeconds)) : "",
  ];
}

/** A column of its own for net subscribers sits where Studio puts it: after watch time. */
type WrittenColumn = MetricKey | "subscribersNet";

function presentMetrics(records: readonly AnalyticsMetrics[]): WrittenColumn[] {
  const present = METRIC_KEYS.filter((key) => records.some((r) => r[key] !== null));
  const columns: WrittenColumn[] = [];
  for (const key of present) {
    if (key === "subscribersGained" && present.includes("subscribersLost")) columns.push("subscribersNet");
    columns.push(key);
  }
  return columns;
}

function metricHeaders(columns: WrittenColumn[]): string[] {
  return columns.map((c) => headerFor(c));
}

function metricCells(metrics: AnalyticsMetrics, columns: WrittenColumn[]): string[] {
  return columns.map((column) => {
    if (column === "subscribersNet") {
      const { subscribersGained: gained, subscribersLost: lost } = metrics;
      return gained === null || lost === null ? "" : formatDecimal(Math.round(gained) - Math.round(lost), 0);
    }
    const value = metrics[column];
    if (value === null) return "";
    if (column === "averageViewDurationSeconds") return formatClock(value);
    return formatDecimal(value, STUDIO_DECIMALS[column]);
  });
}

function roundTo(value: number, places: number): number {
  const rounded = Number(value.toFixed(places));
  return Object.is(rounded, -0) ? 0 : rounded;
}

function formatDecimal(value: number, places: number): string {
  const text = String(roundTo(value, places));
  return text.includes("e") ? roundTo(value, places).toFixed(places) : text;
}

/** H:MM:SS, hours not padded: Studio's "0:04:05". */
function formatClock(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${h}:${String(m).padStart(2, "0")}:${String(s).padStart(2, "0")}`;
}

const MONTH_NAMES = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "Sep 20, 2026", from the ISO time's UTC date. */
function formatPublishDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return `${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/**
 * A text cell a spreadsheet would run as a formula (=, +, -, @) gets a leading space, as Studio
 * does for video ids that start with "-"; the parser trims it.
 */
function guardText(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? ` ${text}` : text;
}

function escapeCell(cell: string): string {
  return /[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

function toCsv(lines: string[][], options: StudioWriteOptions): string {
  const eol = options.lineEnding ?? "\r\n";
  const body = lines.map((line) => line.map(escapeCell).join(",")).join(eol) + eol;
  return options.bom ? `\uFEFF${body}` : body;
}
