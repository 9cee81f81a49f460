// The per-video RPM table behind the analysis: one row per video with a Studio revenue row, in
// the same arithmetic the drivers use (revenue ÷ views × 1000), for the page's CSV download.
import type { VideoRecord } from "~/features/channel-data/index";
import { MID_ROLL_SECONDS } from "./drivers";
import { round2, rpmOf, videoMoney } from "./measure";
import type { RpmInput } from "./types";

/** Which group of the length and Shorts drivers a video falls in; "unknown" without its video record. */
export type LengthGroup = "Short" | "8+ minutes" | "Under 8 minutes" | "unknown";

export type VideoRpmRow = {
  videoId: string;
  /** Null when the workspace has no video record for the id (imported revenue of an unknown video). */
  title: string | null;
  publishedAt: string | null;
  durationSeconds: number | null;
  group: LengthGroup;
  views: number;
  /** US dollars, to the cent. */
  revenue: number;
  /** Revenue ÷ views × 1000, to the cent. */
  rpm: number;
};

function groupOf(video: VideoRecord | undefined): LengthGroup {
  if (!video) return "unknown";
  if (video.isShort) return "Short";
  return video.durationSeconds >= MID_ROLL_SECONDS ? "8+ minutes" : "Under 8 minutes";
}

/** Every video with a revenue row, highest revenue first (ties: video id). */
export function videoRpmRows(input: Pick<RpmInput, "videos" | "videoAnalytics">): VideoRpmRow[] {
  const byId = new Map(input.videos.map((v) => [v.youtubeId, v]));
  const rows: VideoRpmRow[] = [];
  for (const [videoId, money] of videoMoney(input.videoAnalytics)) {
    const video = byId.get(videoId);
    rows.push({
      videoId,
      title: video?.title ?? null,
      publishedAt: video?.publishedAt ?? null,
      durationSeconds: video?.durationSeconds ?? null,
      group: groupOf(video),
      views: money.views,
      revenue: round2(money.revenue),
      rpm: round2(rpmOf(money)!),
    });
  }
  return rows.sort((a, b) => b.revenue - a.revenue || (a.videoId < b.videoId ? -1 : a.videoId > b.videoId ? 1 : 0));
}
