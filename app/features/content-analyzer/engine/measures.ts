// The per-video and per-group measures the analysis is written from, and their formats.
import { compactNumber as formatCount, formatRatio } from "~/lib/format";
import type { EngagementLabel, MarketVideo } from "./types";

// The shared helpers, under the names this engine's modules use.
export { median } from "~/lib/stats";
export { compactNumber as formatCount, formatPercent, formatRatio } from "~/lib/format";

export const DAY_MS = 86_400_000;
/**
 * A video's age is floored at one day for views per day: a two-hour-old upload with 5,000
 * views is not running at 60,000 a day, and the floor keeps fresh uploads from topping every list.
 */
export const MIN_AGE_DAYS = 1;

/** A count we can do arithmetic on: non-finite or negative becomes 0. */
export function safeCount(value: number | null | undefined): number {
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? value : 0;
}

/** Age in days at `nowMs`, or null when the publish date does not parse. */
export function ageDays(video: Pick<MarketVideo, "publishedAt">, nowMs: number): number | null {
  const published = Date.parse(video.publishedAt);
  if (!Number.isFinite(published)) return null;
  return Math.max(0, (nowMs - published) / DAY_MS);
}

/** Views per day since publication, or null when the publish date is unknown. */
export function viewsPerDay(video: MarketVideo, nowMs: number): number | null {
  const age = ageDays(video, nowMs);
  if (age === null) return null;
  return safeCount(video.viewCount) / Math.max(MIN_AGE_DAYS, age);
}

/**
 * (likes + comments) / views in percent, pooled over the videos that can be measured: a video
 * with hidden likes is left out of numerator and denominator (counting its views but not its
 * likes would understate everyone), as is one with no views. Disabled comments count as 0
 * comments, since its likes are still real. Rounded to 2 decimals; null when nothing qualifies.
 */
export function engagementPercent(videos: readonly MarketVideo[]): number | null {
  let interactions = 0;
  let views = 0;
  for (const video of videos) {
    if (video.likeCount === null || video.likeCount === undefined || !Number.isFinite(video.likeCount)) continue;
    const v = safeCount(video.viewCount);
    if (v === 0) continue;
    interactions += safeCount(video.likeCount) + safeCount(video.commentCount);
    views += v;
  }
  if (views === 0) return null;
  return round2((interactions / views) * 100);
}

/** Spec §9: 5 or more Exceptional, 2 or more Strong, 1 or more Moderate, else Low. */
export function engagementLabel(percent: number): EngagementLabel {
  if (percent >= 5) return "Exceptional";
  if (percent >= 2) return "Strong";
  if (percent >= 1) return "Moderate";
  return "Low";
}

export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

export { countOf as plural } from "~/lib/format";

/** " from a channel with 5.0K subscribers" / " from channels with a median 37.3K subscribers"; "" when unknown. */
export function channelsPhrase(videoCount: number, subscribers: number | null): string {
  if (subscribers === null) return "";
  return videoCount === 1
    ? ` from a channel with ${formatCount(subscribers)} subscribers`
    : ` from channels with a median ${formatCount(subscribers)} subscribers`;
}

/** "a median " before a figure that is a median of several videos; nothing for one video. */
export function aMedian(videoCount: number): string {
  return videoCount === 1 ? "" : "a median ";
}

/** "2.6x the market median" from 1.5x up; below that "12% above the market median" (1.0x would hide a real gap). */
export function versusMedian(value: number, median: number): string {
  const ratio = value / median;
  if (ratio >= 1.5) return `${formatRatio(ratio)} the market median`;
  if (ratio > 1) return `${Math.max(1, Math.round((ratio - 1) * 100))}% above the market median`;
  if (ratio === 1) return "level with the market median";
  return `${Math.max(1, Math.round((1 - ratio) * 100))}% below the market median`;
}
