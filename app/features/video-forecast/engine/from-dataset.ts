// Stored channel data in the forecasters' shapes: snapshots become trajectories (hours since
// publication), videos become pre-publication history. Both in publication order, oldest first,
// which is the order the forecasters read as "time" (calibration and backtests use the end).
import type { ChannelDataset } from "~/features/channel-data/index";
import type { HistoryVideo, Trajectory } from "./types";

const HOUR_MS = 3_600_000;

export type DatedTrajectory = Trajectory & { id: string; publishedAt: string; isShort: boolean };

function byPublication<T extends { publishedAt: string }>(items: T[]): T[] {
  return items.sort((a, b) => Date.parse(a.publishedAt) - Date.parse(b.publishedAt));
}

/** One trajectory per video with at least one snapshot; points at hours since publication. */
export function trajectoriesFromDataset(dataset: Pick<ChannelDataset, "videos" | "snapshots">): DatedTrajectory[] {
  const byVideo = new Map<string, { hours: number; views: number; likes: number | null; comments: number | null }[]>();
  const published = new Map(dataset.videos.map((v) => [v.youtubeId, Date.parse(v.publishedAt)]));
  for (const s of dataset.snapshots) {
    const start = published.get(s.videoYoutubeId);
    const at = Date.parse(s.capturedAt);
    if (start === undefined || !Number.isFinite(start) || !Number.isFinite(at)) continue;
    const list = byVideo.get(s.videoYoutubeId) ?? [];
    list.push({
      hours: Math.max(0, (at - start) / HOUR_MS),
      views: s.viewCount,
      likes: s.likeCount,
      comments: s.commentCount,
    });
    byVideo.set(s.videoYoutubeId, list);
  }
  const out: DatedTrajectory[] = [];
  for (const v of dataset.videos) {
    const points = byVideo.get(v.youtubeId);
    if (!points || points.length === 0) continue;
    points.sort((a, b) => a.hours - b.hours);
    out.push({ id: v.youtubeId, publishedAt: v.publishedAt, isShort: v.isShort, points });
  }
  return byPublication(out);
}

/**
 * Pre-publication history: each video with its latest views, its snapshots (so the backtest
 * knows what was known when), likes and comments from the latest snapshot.
 */
export function historyFromDataset(dataset: Pick<ChannelDataset, "videos" | "snapshots">): HistoryVideo[] {
  const trajectories = new Map(trajectoriesFromDataset(dataset).map((t) => [t.id, t]));
  const out: HistoryVideo[] = [];
  for (const v of dataset.videos) {
    const t = trajectories.get(v.youtubeId);
    const last = t?.points[t.points.length - 1];
    if (!t || !last) continue;
    out.push({
      id: v.youtubeId,
      title: v.title,
      publishedAt: v.publishedAt,
      views: last.views,
      durationSeconds: v.durationSeconds,
      isShort: v.isShort,
      likes: last.likes ?? null,
      comments: last.comments ?? null,
      snapshots: t.points.map((p) => ({ hours: p.hours, views: p.views })),
    });
  }
  return byPublication(out);
}
