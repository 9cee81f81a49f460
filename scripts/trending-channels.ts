// "Real channels" for the pre-publication forecast, built from the trending trajectories
// (scripts/trending-trajectories.ts): the videos of each channel_title with three or more videos
// in the file, each video's views = its last reading, its publication = noon UTC of the first day
// it was seen (the file has no publication times). Leave-one-out: every video is forecast from
// the channel's other videos as `history` (what POST /api/forecast/video receives), its title as
// the title, its first tag (or its title) as the topic, and compared with its own views. "Now" is
// either noon on the day after the file's last day (views read as the file read them) or a
// date years later, as POST /api/forecast/video sees the same request: its clock says today.
// The channels are split in two by a hash of the channel title: scripts/train-prepub-spread.ts
// calibrates on the fit half only, scripts/bench-forecast.ts reports the held-out half.
import { forecastVideo } from "../app/features/video-forecast/engine/forecast-video";
import type { HistoryVideo } from "../app/features/video-forecast/engine/types";
import { median } from "../app/lib/stats";
import { idHash, loadTrendingVideos, type TrendingVideo } from "./trending-trajectories";

export const MIN_CHANNEL_VIDEOS = 3;
/** Noon on the day after the file's last day (22.10.2017). */
export const FILE_END_NOW = "2017-10-23T12:00:00.000Z";
/** A fixed "today" for the API's view of the same requests (fixed so that runs reproduce). */
export const API_NOW = "2026-11-26T12:00:00.000Z";
const ORIGIN_MS = Date.UTC(2017, 8, 13, 12);

export const isFitChannel = (channel: string): boolean => idHash(`channel:${channel}`) % 2 === 0;

export type LooCase = {
  channel: string;
  /** The channel's other videos: the history's size. */
  others: number;
  actual: number;
  expected: number;
  min: number;
  max: number;
  /** The channel's median: the other videos' median views. */
  baseline: number;
  basis: string;
  /** The answer's "chance it beats your median" (percent; null when not shown) and whether it is the median by definition. */
  success: number | null;
  isMedian: boolean;
};

function historyOf(v: TrendingVideo): HistoryVideo {
  const last = v.points[v.points.length - 1]!;
  return {
    id: v.id,
    title: v.title,
    publishedAt: new Date(ORIGIN_MS + (v.points[0]?.hours ?? 0) * 3_600_000).toISOString(),
    views: last.views,
  };
}

const topicOf = (v: TrendingVideo): string => (v.tags.split("|")[0] ?? "").replace(/"/g, "").trim() || v.title;

export function channelsOf(videos: readonly TrendingVideo[]): Map<string, TrendingVideo[]> {
  const by = new Map<string, TrendingVideo[]>();
  for (const v of videos) {
    if (v.points.length === 0) continue;
    const list = by.get(v.channel) ?? [];
    list.push(v);
    by.set(v.channel, list);
  }
  for (const [k, list] of by) if (list.length < MIN_CHANNEL_VIDEOS) by.delete(k);
  return by;
}

/** Every leave-one-out case of the channels `keep` selects. */
export function looCases(keep: (channel: string) => boolean, now: string = FILE_END_NOW): LooCase[] {
  const cases: LooCase[] = [];
  for (const [channel, list] of channelsOf(loadTrendingVideos())) {
    if (!keep(channel)) continue;
    list.forEach((v, i) => {
      const others = list.filter((_, j) => j !== i).map(historyOf);
      const { forecast, basis } = forecastVideo({ title: v.title, topic: topicOf(v), history: others, now });
      const success = forecast.successProbability;
      cases.push({
        channel,
        others: others.length,
        actual: v.points[v.points.length - 1]!.views,
        expected: forecast.predictedViews.expected,
        min: forecast.predictedViews.min,
        max: forecast.predictedViews.max,
        baseline: median(others.map((o) => o.views)) ?? 0,
        basis,
        success,
        isMedian: forecast.probabilityCheck?.isMedian ?? false,
      });
    });
  }
  return cases;
}
