// A channel's figures for a period, each with where it came from: the client report (page and CSV)
// and the weekly digest both read them. Pure: the use-case reads the rows and hands them in.
import { median } from "~/lib/stats";
import { addDays, localClock, zoneDayStart, zoneOrUtc } from "./schedule";

export const PERIOD_DAYS = [7, 28, 90] as const;
export type PeriodDays = (typeof PERIOD_DAYS)[number];
export const DEFAULT_PERIOD_DAYS: PeriodDays = 28;

/** How many of the channel's uploads before the period its median is taken over. */
export const BASELINE_UPLOADS = 30;
/** How many uploads the "top uploads" list shows. */
export const TOP_UPLOADS = 5;

export const SOURCES = {
  uploads: "YouTube Data API: each upload's view count as of the channel's last sync (Channel data)",
  baseline: `YouTube Data API: the median view count of the channel's last ${BASELINE_UPLOADS} uploads before the period (Channel data)`,
  studio: "YouTube Studio export: the channel's daily rows (Channel data, Studio import)",
  google: "YouTube Analytics: the channel's daily rows (Channel data, Google connection)",
  sentiment: "Comment Sentiment: the channel's analysed comments",
  ideas: "Content Ideas: the latest batch",
  subscribers: "YouTube Data API: the channel's subscriber count as of the last sync (Channel data)",
} as const;

/** What to connect when a figure has no data behind it. */
export const MISSING = {
  channel: "No channel is connected: connect one on Account Settings (Channel) to fill this report.",
  uploads: "No upload was published in this period.",
  baseline: "Not enough earlier uploads to compare with: the channel's median needs uploads before the period.",
  days: "Channel views and subscribers gained need daily rows: import YouTube Studio exports or connect Google on Account Settings.",
  // Said only when the period has comments Comment Sentiment has not analysed: right after a run,
  // a period without comments gets noComments instead of a request to run it again.
  sentiment: "This period's comments are not analysed yet: run Comment Sentiment to add what viewers said.",
  noComments: "No viewer comments on the channel's videos in this period (as of the last sync).",
  demandLocked:
    "What viewers asked for (Audience Demand Insights) is included with Pro and up: the workspace owner's plan does not include it.",
  ideas: "No content ideas yet: generate a batch on Content Ideas (a weekly batch is written every Monday).",
} as const;

/**
 * The same gaps as a client reads them on a shared report: what is not in it, never what the
 * workspace should connect or run (the client has no account and sees none of its settings).
 */
export const CLIENT_MISSING: Record<keyof typeof MISSING, string> = {
  channel: "This report has no channel.",
  uploads: MISSING.uploads,
  baseline: "Not enough earlier uploads to compare with: the channel's median needs uploads before the period.",
  days: "Channel views and subscribers gained: no daily figures for this period.",
  sentiment: "What viewers said: no analysed comments in this period.",
  noComments: "What viewers said: no comments in this period.",
  demandLocked: "What viewers asked for is not part of this report.",
  ideas: "No content ideas in this report.",
};

/** `figures` with each gap in the client's words (CLIENT_MISSING): for a report opened by link. */
export function forClient(figures: ReportFigures): ReportFigures {
  const keys = Object.keys(MISSING) as (keyof typeof MISSING)[];
  return {
    ...figures,
    missing: figures.missing.map((note) => {
      const key = keys.find((k) => MISSING[k] === note);
      return key ? CLIENT_MISSING[key] : note;
    }),
  };
}

export type UploadFact = { id: string; title: string; publishedAt: Date; viewCount: number; isShort: boolean };
export type DayFact = {
  date: string;
  source: "studio" | "google";
  views: number | null;
  subscribersGained: number | null;
  subscribersLost: number | null;
};
export type SentimentFacts = {
  commentsAnalyzed: number;
  /** 0–10 (Comment Sentiment's scale) over the period's scored comments; null when none could be scored. */
  avgScore: number | null;
  breakdown: { positive: number; neutral: number; negative: number } | null;
  requests: { topic: string; count: number }[];
  demandLocked: boolean;
  /** The sentiment period the figures are over, in days (Comment Sentiment's periods: 7, 30, 90). */
  days: number;
};

export type BestUpload = { upload: UploadFact; medianViews: number; baselineCount: number; ratio: number | null };

export type ReportFigures = {
  days: number;
  from: string;
  to: string;
  channel: { id: string; title: string; subscriberCount: number | null } | null;
  uploads: { count: number; views: number; top: UploadFact[] };
  channelDays: {
    views: number | null;
    subscribersGained: number | null;
    subscribersLost: number | null;
    daysCovered: number;
    source: string;
  } | null;
  best: BestUpload | null;
  sentiment: SentimentFacts | null;
  /** Why `sentiment` is null, as a MISSING key: comments not analysed yet, or none in the period. */
  sentimentGap: "sentiment" | "noComments" | null;
  /** The zone whose calendar days `from` and `to` are (the workspace owner's for the digest). */
  zone: string;
  missing: string[];
};

export type FigureInput = {
  days: number;
  now: Date;
  channel: ReportFigures["channel"];
  /** The channel's uploads published in the period. */
  periodUploads: readonly UploadFact[];
  /** The channel's newest uploads published before the period (at most BASELINE_UPLOADS). */
  baselineUploads: readonly UploadFact[];
  channelDays: readonly DayFact[];
  sentiment: SentimentFacts | null;
  /** Viewers' comments stored for the period's dates (as read for `sentiment`); unknown when absent. */
  periodComments?: number;
  /** The zone of the period's calendar days; UTC when absent. */
  zone?: string;
};

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The period a report covers: the `days` whole days before today in `zone` (the workspace owner's
 * for the digest), `from` and `to` both included. Uploads count from `start` (from's local
 * midnight) to `end` (today's local midnight, excluded), daily rows by those same dates, so an
 * upload on the first day named is in the period and the period's label is what it counts.
 */
export type PeriodBounds = { start: Date; end: Date; from: string; to: string; zone: string };

export function periodBounds(now: Date, days: number, zone = "UTC"): PeriodBounds {
  const place = zoneOrUtc(zone);
  const today = localClock(now, place).date;
  const from = addDays(today, -days);
  return {
    start: zoneDayStart(from, place),
    end: zoneDayStart(today, place),
    from,
    to: addDays(today, -1),
    zone: place,
  };
}

function sumOf(rows: readonly DayFact[], pick: (r: DayFact) => number | null): number | null {
  const known = rows.map(pick).filter((v): v is number => v !== null);
  return known.length ? known.reduce((a, b) => a + b, 0) : null;
}

export function computeFigures(input: FigureInput): ReportFigures {
  const bounds = periodBounds(input.now, input.days, input.zone);
  const { from: fromDate, to: toDate, zone } = bounds;
  const missing: string[] = [];
  if (!input.channel) {
    return {
      days: input.days,
      from: fromDate,
      to: toDate,
      channel: null,
      uploads: { count: 0, views: 0, top: [] },
      channelDays: null,
      best: null,
      sentiment: null,
      sentimentGap: null,
      zone,
      missing: [MISSING.channel],
    };
  }
  // The uploads of the period's days, first day included: the same bounds as its label.
  const uploads = input.periodUploads
    .filter((u) => u.publishedAt >= bounds.start && u.publishedAt < bounds.end)
    .sort((a, b) => b.viewCount - a.viewCount || a.id.localeCompare(b.id));
  if (!uploads.length) missing.push(MISSING.uploads);

  // Channel-wide days: one source, the Google connection's when it has rows in the period.
  const inPeriod = input.channelDays.filter((d) => d.date >= fromDate && d.date <= toDate);
  const google = inPeriod.filter((d) => d.source === "google");
  const rows = google.length ? google : inPeriod.filter((d) => d.source === "studio");
  const channelDays = rows.length
    ? {
        views: sumOf(rows, (r) => r.views),
        subscribersGained: sumOf(rows, (r) => r.subscribersGained),
        subscribersLost: sumOf(rows, (r) => r.subscribersLost),
        daysCovered: rows.length,
        source: google.length ? SOURCES.google : SOURCES.studio,
      }
    : null;
  if (!channelDays) missing.push(MISSING.days);

  let best: BestUpload | null = null;
  const top = uploads[0];
  const baselineMedian = median(input.baselineUploads.map((u) => u.viewCount));
  if (top && baselineMedian !== null) {
    best = {
      upload: top,
      medianViews: Math.round(baselineMedian),
      baselineCount: input.baselineUploads.length,
      ratio: baselineMedian > 0 ? top.viewCount / baselineMedian : null,
    };
  } else if (top) missing.push(MISSING.baseline);

  const analysed = input.sentiment !== null && input.sentiment.commentsAnalyzed > 0;
  const sentimentGap = analysed ? null : input.periodComments === 0 ? "noComments" : "sentiment";
  if (sentimentGap) missing.push(MISSING[sentimentGap]);
  else if (input.sentiment?.demandLocked) missing.push(MISSING.demandLocked);

  return {
    days: input.days,
    from: fromDate,
    to: toDate,
    channel: input.channel,
    uploads: {
      count: uploads.length,
      views: uploads.reduce((a, u) => a + u.viewCount, 0),
      top: uploads.slice(0, TOP_UPLOADS),
    },
    channelDays,
    best,
    sentiment: analysed ? input.sentiment : null,
    sentimentGap,
    zone,
    missing,
  };
}

/** "2.4× the channel's median": the best upload against the median, or null without one. */
export function ratioText(best: BestUpload): string {
  return best.ratio === null ? "the channel's median is 0 views" : `${best.ratio.toFixed(1)}× the channel's median`;
}

export type FigureRow = { section: string; metric: string; value: string | number | null; source: string };

/**
 * The report's figures as rows (section, metric, value, source): the CSV writes them as they are,
 * the page shows the same values, so the two cannot disagree.
 */
export function figureRows(f: ReportFigures): FigureRow[] {
  const rows: FigureRow[] = [
    { section: "period", metric: "from", value: f.from, source: "" },
    { section: "period", metric: "to", value: f.to, source: "" },
  ];
  if (!f.channel) return [...rows, { section: "missing", metric: "note", value: MISSING.channel, source: "" }];
  rows.push({ section: "channel", metric: "title", value: f.channel.title, source: SOURCES.subscribers });
  rows.push({
    section: "channel",
    metric: "subscribers",
    value: f.channel.subscriberCount,
    source: SOURCES.subscribers,
  });
  rows.push({ section: "uploads", metric: "uploads_published", value: f.uploads.count, source: SOURCES.uploads });
  rows.push({ section: "uploads", metric: "views_of_uploads", value: f.uploads.views, source: SOURCES.uploads });
  if (f.channelDays) {
    rows.push({
      section: "channel_days",
      metric: "channel_views",
      value: f.channelDays.views,
      source: f.channelDays.source,
    });
    rows.push({
      section: "channel_days",
      metric: "subscribers_gained",
      value: f.channelDays.subscribersGained,
      source: f.channelDays.source,
    });
    rows.push({
      section: "channel_days",
      metric: "subscribers_lost",
      value: f.channelDays.subscribersLost,
      source: f.channelDays.source,
    });
    rows.push({
      section: "channel_days",
      metric: "days_covered",
      value: f.channelDays.daysCovered,
      source: f.channelDays.source,
    });
  }
  f.uploads.top.forEach((u, i) => {
    rows.push({
      section: "top_uploads",
      metric: `#${i + 1} ${u.title}`,
      value: u.viewCount,
      source: `${SOURCES.uploads}; published ${isoDate(u.publishedAt)}; https://www.youtube.com/watch?v=${u.id}`,
    });
  });
  if (f.best) {
    rows.push({ section: "what_worked", metric: "best_upload", value: f.best.upload.title, source: SOURCES.uploads });
    rows.push({
      section: "what_worked",
      metric: "best_upload_views",
      value: f.best.upload.viewCount,
      source: SOURCES.uploads,
    });
    rows.push({
      section: "what_worked",
      metric: "channel_median_views",
      value: f.best.medianViews,
      source: SOURCES.baseline,
    });
    rows.push({
      section: "what_worked",
      metric: "times_median",
      value: f.best.ratio === null ? null : Number(f.best.ratio.toFixed(1)),
      source: `${SOURCES.uploads}; ${SOURCES.baseline}`,
    });
  }
  if (f.sentiment) {
    const s = f.sentiment;
    const source = `${SOURCES.sentiment} of the last ${s.days} days`;
    rows.push({ section: "sentiment", metric: "comments_analyzed", value: s.commentsAnalyzed, source });
    rows.push({ section: "sentiment", metric: "average_score_of_10", value: s.avgScore, source });
    if (s.breakdown) {
      rows.push({ section: "sentiment", metric: "positive_pct", value: s.breakdown.positive, source });
      rows.push({ section: "sentiment", metric: "neutral_pct", value: s.breakdown.neutral, source });
      rows.push({ section: "sentiment", metric: "negative_pct", value: s.breakdown.negative, source });
    }
    for (const r of s.requests) rows.push({ section: "viewer_requests", metric: r.topic, value: r.count, source });
  }
  for (const note of f.missing) rows.push({ section: "missing", metric: "note", value: note, source: "" });
  return rows;
}
