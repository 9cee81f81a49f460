// The channel data every tool computes from, in one normalised shape whatever its source:
// the YouTube Data API, a YouTube Studio export, or the sample channel's generator.
// Times are ISO 8601 strings (UTC) here; the database stores them as epoch milliseconds.

export type ChannelRecord = {
  /** YouTube channel id, "UC" + 22 characters. */
  youtubeId: string;
  title: string;
  /** "@handle" without the at-sign, when the channel has one. */
  handle: string | null;
  description: string;
  country: string | null;
  publishedAt: string;
  thumbnailUrl: string | null;
  /** Null when the channel hides its subscriber count. */
  subscriberCount: number | null;
  viewCount: number;
  videoCount: number;
  /** The playlist that lists every upload ("UU" + the id's last 22 characters). */
  uploadsPlaylistId: string;
};

export type VideoRecord = {
  /** 11-character video id. */
  youtubeId: string;
  channelYoutubeId: string;
  title: string;
  description: string;
  tags: string[];
  publishedAt: string;
  durationSeconds: number;
  /** YouTube's numeric category id as a string, e.g. "28" (Science & Technology). */
  categoryId: string | null;
  thumbnailUrl: string | null;
  isShort: boolean;
};

/** Public counters of one video at one moment. Null means hidden by the owner, never zero. */
export type VideoStatsSnapshot = {
  videoYoutubeId: string;
  capturedAt: string;
  viewCount: number;
  likeCount: number | null;
  commentCount: number | null;
  /** Public unless it came from the workspace creator's YouTube Analytics grant (tables.ts's videoStats). */
  source?: "public" | "analytics";
};

export type CommentRecord = {
  youtubeId: string;
  videoYoutubeId: string;
  /** The top-level comment this one replies to; null for a top-level comment. */
  parentYoutubeId: string | null;
  authorName: string;
  authorChannelId: string | null;
  text: string;
  likeCount: number;
  publishedAt: string;
};

/** The metrics YouTube Studio reports; each is null when the export did not include it. */
export type AnalyticsMetrics = {
  views: number | null;
  watchTimeHours: number | null;
  averageViewDurationSeconds: number | null;
  /** Percent, 0-100 (Studio writes it without a sign). */
  averagePercentageViewed: number | null;
  impressions: number | null;
  /** Percent, 0-100. */
  impressionsCtr: number | null;
  subscribersGained: number | null;
  subscribersLost: number | null;
  uniqueViewers: number | null;
  /** US dollars. */
  estimatedRevenue: number | null;
  /** Revenue per 1,000 views, US dollars. */
  rpm: number | null;
  /** Advertiser cost per 1,000 monetised playbacks, US dollars. */
  cpm: number | null;
};

/** Lifetime (or export-period) analytics of one video: Studio's "Table data.csv". */
export type VideoAnalyticsRecord = AnalyticsMetrics & { videoYoutubeId: string };

/** One day of analytics: Studio's "Chart data.csv". videoYoutubeId null = the whole channel. */
export type DailyAnalyticsRecord = AnalyticsMetrics & { date: string; videoYoutubeId: string | null };

/** Everything known about one channel. */
export type ChannelDataset = {
  channel: ChannelRecord;
  videos: VideoRecord[];
  snapshots: VideoStatsSnapshot[];
  comments: CommentRecord[];
  /** Only for a channel whose owner shared Studio data (the user's own). */
  videoAnalytics: VideoAnalyticsRecord[];
  dailyAnalytics: DailyAnalyticsRecord[];
};

/** The sample workspace: the creator's own channel and the competitors it tracks. */
export type SampleWorld = {
  /** The moment the data ends ("now" for the sample); copies shift every time by (now - this). */
  generatedAt: string;
  seed: number;
  own: ChannelDataset;
  competitors: ChannelDataset[];
};
