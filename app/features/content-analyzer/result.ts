// What an analysis returns (spec §3 "YouTube video" and "Insights"), shared by the server, the
// API and the page's components; no server code here.
import type { MarketAnalysis } from "./engine/types";

/** Spec §3 "YouTube video". */
export type YouTubeVideo = {
  videoId: string;
  title: string;
  channel: string;
  publishedAt: string;
  viewCount: number;
  /** Null when the owner hides likes. */
  likeCount: number | null;
  /** Null when comments are turned off. */
  commentCount: number | null;
  thumbnail: string | null;
};

export type MarketResult = {
  /** Most viewed first, so the first five are the top performers. */
  youtubeVideos: YouTubeVideo[];
  youtubeInsights: MarketAnalysis;
  /** When the analysis was computed (earlier than the request for a cache hit). */
  analyzedAt: string;
  cached: boolean;
};
