// Input and output of the competitor analysis. CompetitorVideo carries spec §3 "Competitor video"
// (id, title, channel, publishedAt, thumbnail, viewCount, likeCount, commentCount, duration,
// description, tags, whyItWorks, keyTakeaways, trendScore) plus the measured extras.
import type { ChannelRecord, VideoRecord, VideoStatsSnapshot } from "~/features/channel-data/index";

export type CompetitorChannelInput = { channel: ChannelRecord; videos: VideoRecord[]; snapshots: VideoStatsSnapshot[] };

/** `timeZone`: the viewer's IANA zone, in which publish weekdays and hours are compared and named (default UTC). */
export type CompetitorInput = { channels: CompetitorChannelInput[]; now: string; timeZone?: string };

/** How the baseline was measured (see baseline.ts). */
export type BaselineMethod = "same-age" | "current-views";

export type CompetitorVideo = {
  id: string;
  title: string;
  /** The channel's title. */
  channel: string;
  publishedAt: string;
  thumbnail: string | null;
  viewCount: number;
  /** Null when hidden by the owner. */
  likeCount: number | null;
  /** Null when comments are off. */
  commentCount: number | null;
  /** "12:34", or "1:02:03" past an hour. */
  duration: string;
  description: string;
  tags: string[];
  /** One or two sentences from measured differences; never generic. */
  whyItWorks: string;
  /** One line per measured difference; empty when nothing differs. */
  keyTakeaways: string[];
  /** Percentile (0-100) of the outlier score among all tracked videos; null without a score. */
  trendScore: number | null;
  // Extras.
  channelId: string;
  durationSeconds: number;
  isShort: boolean;
  /** Views / median views of the channel's comparable uploads at the same age, 2 decimals; null without a baseline. */
  outlierScore: number | null;
  /**
   * 1 decimal: between the two most recent snapshots, or with one snapshot its views over the
   * hours since upload (viewsPerHourBasis says which); null only when neither can be computed.
   */
  viewsPerHour: number | null;
  viewsPerHourBasis: "readings" | "since-upload" | null;
  /**
   * ageDays: the video's age at its latest reading, 1 decimal; age: the same in words as every
   * sentence writes it ("17 days", "5 hours": videoAge, rounded down as "17d ago" is).
   * estimatedPeers: of the same-age peers, those whose views at that age were estimated by the
   * growth curve (no reading of theirs near it).
   */
  baseline: {
    medianViews: number;
    peers: number;
    method: BaselineMethod;
    estimatedPeers: number;
    ageDays: number;
    age: string;
  } | null;
};

export type CompetitorStats = {
  totalVideosTracked: number;
  avgViewsPerVideo: number;
  /** The channel with the most views per tracked video; null when nothing is tracked. */
  topPerformingChannel: string | null;
  /** The newest snapshot time (ISO), null when there is none. */
  lastUpdated: string | null;
};

export type CompetitorAnalysis = { videos: CompetitorVideo[]; stats: CompetitorStats };
