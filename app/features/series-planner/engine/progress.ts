// What a series' rows say at the moment they are read: its status, how complete it is, when it
// will be finished at the channel's real upload pace, and how it sits against the guidance
// (4-8 videos, released 3-7 days apart). Worked out on every read, so every edit shows at once.
import { countOf } from "~/lib/format";
import { median, round1 } from "~/lib/stats";
import type { SeriesStatus } from "./types";

/** Spec §9 guidance. */
export const GUIDANCE = { minVideos: 4, maxVideos: 8, minDaysApart: 3, maxDaysApart: 7 } as const;
/** The upload cadence reads the channel's long-form uploads of the last year. */
const CADENCE_WINDOW_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;

export type ProgressVideo = { status: SeriesStatus; publishDate: string | null };

/** Who made the series: found in the library by Analyze Library, or added by the creator. */
export type SeriesSource = "analysis" | "manual";

/**
 * Whether the series has a plan to be complete against: the creator made it, or it holds a video
 * not yet published. A series found in the library is only uploads that already exist: "100%
 * complete" there would count the uploads found against themselves, so it has no completion until
 * a video is planned in it.
 */
export function hasPlan(videos: readonly ProgressVideo[], source: SeriesSource): boolean {
  return source === "manual" || videos.some((v) => v.status !== "published");
}

/**
 * A series' status from its videos:
 * - planned: nothing published and nothing being made (or no videos yet);
 * - in-progress: a video is being made (in-progress) or finished and waiting (completed), and not all are out;
 * - published: some videos are out and the rest are only planned, or a found series with nothing planned;
 * - completed: every video the creator planned is published.
 */
export function seriesStatus(videos: readonly ProgressVideo[], source: SeriesSource = "manual"): SeriesStatus {
  if (videos.length === 0) return "planned";
  const published = videos.filter((v) => v.status === "published").length;
  if (published === videos.length) return hasPlan(videos, source) ? "completed" : "published";
  if (videos.some((v) => v.status === "in-progress" || v.status === "completed")) return "in-progress";
  return published > 0 ? "published" : "planned";
}

/**
 * Published ÷ all videos, as a whole percentage (0 for an empty series); null for a found series
 * with nothing planned (see hasPlan).
 */
export function completionPercentage(videos: readonly ProgressVideo[], source: SeriesSource = "manual"): number | null {
  if (!hasPlan(videos, source)) return null;
  if (videos.length === 0) return 0;
  return Math.round((videos.filter((v) => v.status === "published").length / videos.length) * 100);
}

/**
 * The channel's real upload pace: the median number of days between consecutive long-form uploads
 * of the last year (all of its history when it uploaded fewer than 2 in that year); null with
 * fewer than 2 uploads.
 */
export function uploadCadenceDays(publishedAt: readonly string[], now: string): number | null {
  const times = publishedAt
    .map((t) => Date.parse(t))
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  const since = Date.parse(now) - CADENCE_WINDOW_DAYS * DAY_MS;
  const recent = times.filter((t) => t >= since);
  const use = recent.length >= 2 ? recent : times;
  if (use.length < 2) return null;
  const gaps = use.slice(1).map((t, i) => (t - use[i]!) / DAY_MS);
  const days = median(gaps);
  return days === null ? null : round1(days);
}

function duration(days: number): string {
  if (days < 14) return countOf(Math.max(1, Math.round(days)), "day");
  if (days < 60) return countOf(Math.round(days / 7), "week");
  return countOf(Math.round(days / 30.4), "month");
}

/** Spec "estimatedCompletionTime": the videos not yet published × the channel's days between uploads. */
export function estimatedCompletionTime(
  videos: readonly ProgressVideo[],
  cadenceDays: number | null,
  source: SeriesSource = "manual",
): string {
  const remaining = videos.filter((v) => v.status !== "published").length;
  if (videos.length === 0) return "Add videos to estimate when the series is finished.";
  if (!hasPlan(videos, source))
    return "Nothing planned yet: plan the next video to see when the series would be finished.";
  if (remaining === 0) return "Finished: every planned video is published.";
  if (cadenceDays === null)
    return `${countOf(remaining, "video")} to go; your upload pace is unknown until the channel has 2 long-form uploads.`;
  const pace = Math.max(cadenceDays, 1);
  return `About ${duration(remaining * pace)}: ${countOf(remaining, "video")} to go at your usual ${countOf(round1(pace), "day")} between uploads.`;
}

export type Guidance = {
  videos: number;
  lengthOk: boolean;
  /** Median days between the series' dated videos (published or scheduled); null with fewer than 2 dates. */
  daysApart: number | null;
  spacingOk: boolean | null;
  /** What is outside the guidance, in words; empty when the series follows it. */
  flags: string[];
};

/** How a series sits against the guidance: 4-8 videos, released 3-7 days apart. */
export function seriesGuidance(videos: readonly ProgressVideo[]): Guidance {
  const { minVideos, maxVideos, minDaysApart, maxDaysApart } = GUIDANCE;
  const count = videos.length;
  const lengthOk = count >= minVideos && count <= maxVideos;
  const dates = videos
    .map((v) => (v.publishDate ? Date.parse(`${v.publishDate}T00:00:00Z`) : NaN))
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  const gaps = dates.slice(1).map((t, i) => (t - dates[i]!) / DAY_MS);
  const daysApart = median(gaps);
  const spacingOk = daysApart === null ? null : daysApart >= minDaysApart && daysApart <= maxDaysApart;
  const flags: string[] = [];
  if (count < minVideos)
    flags.push(
      `${countOf(count, "video")}: a series works best with ${minVideos}-${maxVideos}; plan ${countOf(minVideos - count, "more video")}.`,
    );
  if (count > maxVideos)
    flags.push(
      `${countOf(count, "video")}: more than ${maxVideos}; consider splitting it into seasons of ${minVideos}-${maxVideos}.`,
    );
  if (daysApart !== null && !spacingOk) {
    // Whole days: "4.1 days" reads as precision the median of a handful of gaps does not have.
    const rounded = Math.round(daysApart);
    flags.push(
      `Released ${countOf(rounded, "day")} apart (median): aim for ${minDaysApart}-${maxDaysApart} days so viewers come back for the next part.`,
    );
  }
  return {
    videos: count,
    lengthOk,
    daysApart: daysApart === null ? null : round1(daysApart),
    spacingOk,
    flags,
  };
}
