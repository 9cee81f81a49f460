import { describe, expect, it } from "vitest";
import type { VideoAnalyticsRecord, VideoRecord } from "~/features/channel-data/types";
import { videoRpmRows } from "./per-video";

const METRICS = {
  watchTimeHours: null,
  averageViewDurationSeconds: null,
  averagePercentageViewed: null,
  impressions: null,
  impressionsCtr: null,
  subscribersGained: null,
  subscribersLost: null,
  uniqueViewers: null,
  cpm: null,
};

function video(id: string, seconds: number, isShort = false): VideoRecord {
  return {
    youtubeId: id,
    channelYoutubeId: "UCtest",
    title: `Video ${id}`,
    description: "",
    tags: [],
    publishedAt: "2026-05-01T00:00:00.000Z",
    durationSeconds: seconds,
    categoryId: null,
    thumbnailUrl: null,
    isShort,
  };
}

const row = (
  id: string,
  views: number | null,
  estimatedRevenue: number | null,
  rpm: number | null = null,
): VideoAnalyticsRecord => ({
  ...METRICS,
  videoYoutubeId: id,
  views,
  estimatedRevenue,
  rpm,
});

describe("videoRpmRows", () => {
  it("computes each video's RPM, groups it by length and sorts by revenue", () => {
    const rows = videoRpmRows({
      videos: [video("long", 600), video("mid", 300), video("short", 40, true)],
      videoAnalytics: [
        row("mid", 2_000, 6), // $3.00
        row("long", 10_000, 45.678), // $4.57
        row("short", 50_000, 5), // $0.10
        row("ghost", 1_000, null, 2.5), // RPM only, unknown video: $2.50 of revenue
        row("norev", 5_000, null), // no revenue figure: not a revenue row
      ],
    });
    expect(rows.map((r) => r.videoId)).toEqual(["long", "mid", "short", "ghost"]);
    expect(rows[0]).toEqual({
      videoId: "long",
      title: "Video long",
      publishedAt: "2026-05-01T00:00:00.000Z",
      durationSeconds: 600,
      group: "8+ minutes",
      views: 10_000,
      revenue: 45.68,
      rpm: 4.57,
    });
    expect(rows.map((r) => r.group)).toEqual(["8+ minutes", "Under 8 minutes", "Short", "unknown"]);
    expect(rows.map((r) => r.rpm)).toEqual([4.57, 3, 0.1, 2.5]);
    expect(rows[3]).toMatchObject({ title: null, publishedAt: null, durationSeconds: null, revenue: 2.5 });
  });

  it("drops rows without views", () => {
    expect(videoRpmRows({ videos: [], videoAnalytics: [row("zero", 0, 1), row("none", null, 1)] })).toEqual([]);
  });
});
