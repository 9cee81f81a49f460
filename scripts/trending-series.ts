// Real channels for the pre-publication signals (engine/channel-signals.ts), from both trending
// files, each with a fixed fit/held-out split:
//
// - GB (../shared/data/youtube-trending-gb-dev): the channels of scripts/trending-channels.ts
//   (channel_title with three or more videos), split by the same hash of the channel title.
// - CA (../shared/data/youtube-trending-ca-dev): the file has no channel names, but talk shows,
//   news desks and most creators end their titles with their name ("… | The Daily Show", "… - MSNBC").
//   Videos whose titles end with the same such suffix (after the last " | ", " - " or " // ") form a
//   "series": a stand-in for a channel, labelled as such wherever it is reported. Suffixes made only
//   of format words, numbers and dates ("Official Video", "Episode 4", "March 9, 2018") name no
//   channel and are left out. Split by a hash of the suffix.
//
// Each video's views are its last reading while trending, its publication the first day it was
// seen (the files give no publication time), its topic its first tag (GB) or its title (CA: no tags).
// Two ways of asking, both through the history alone (titles, dates, views) as POST
// /api/forecast/video is asked: leave-one-out (the channel's other videos as history) and
// "before" (only the videos seen before it: what the product does for the next upload).
import { channelsOf, isFitChannel } from "./trending-channels";
import { idHash, loadTrendingVideos, type Country } from "./trending-trajectories";

export type SeriesVideo = { id: string; title: string; topic: string; publishedAt: string; views: number };
export type RealChannel = { key: string; source: Country; fit: boolean; videos: SeriesVideo[] };

/** Videos a channel or series needs in the file, as scripts/trending-channels.ts asks of GB channels. */
export const MIN_SERIES_VIDEOS = 3;
/** History uploads a case needs: the fewest the signals read (engine/channel-signals.ts MIN_SIGNAL_UPLOADS). */
export const MIN_CASE_HISTORY = 2;

const ORIGIN: Record<Country, number> = { GB: Date.UTC(2017, 8, 13, 12), CA: Date.UTC(2017, 10, 14, 12) };

/** Words that describe a format, not a channel: a suffix of only these, numbers and dates names no channel. */
const FORMAT_WORDS = new Set(
  (
    "a an the of and with on in at to for by vs & part parts episode episodes ep official oficial offical music video " +
    "videos audio lyric lyrics trailer trailers teaser hd cc 4k movie movies film review reviews reaction reactions " +
    "latest new best top song songs punjabi hindi tamil telugu ever greatest hits playlist full clip clips bonus " +
    "highlight highlights extended live stream preview compilation tutorial makeup cover covers remix version edit " +
    "january february march april may june july august september october november december"
  ).split(" "),
);

const suffixOf = (title: string): string | null => {
  const m = /(?:\||\s-\s|\/\/)\s*([^|]{3,60})$/.exec(title);
  if (!m) return null;
  const key = (m[1] as string).trim().toLowerCase();
  const words = key.split(/[^\p{L}\p{N}']+/u).filter((w) => w.length > 0);
  return words.some((w) => !FORMAT_WORDS.has(w) && !/^\d+(st|nd|rd|th)?$/.test(w)) ? key : null;
};

export const isFitSeries = (key: string): boolean => idHash(`series:${key}`) % 2 === 0;

/** Every real channel (GB) and series (CA) with three or more videos, oldest video first. */
export function realChannels(): RealChannel[] {
  const out: RealChannel[] = [];
  for (const [channel, list] of channelsOf(loadTrendingVideos("GB"))) {
    out.push({
      key: channel,
      source: "GB",
      fit: isFitChannel(channel),
      videos: list.map((v) => ({
        id: v.id,
        title: v.title,
        topic: (v.tags.split("|")[0] ?? "").replace(/"/g, "").trim() || v.title,
        publishedAt: new Date(ORIGIN.GB + (v.points[0]?.hours ?? 0) * 3_600_000).toISOString(),
        views: v.points[v.points.length - 1]?.views ?? 0,
      })),
    });
  }
  const series = new Map<string, SeriesVideo[]>();
  for (const v of loadTrendingVideos("CA")) {
    const key = v.points.length > 0 ? suffixOf(v.title) : null;
    if (!key) continue;
    const list = series.get(key) ?? [];
    list.push({
      id: v.id,
      title: v.title,
      topic: v.title,
      publishedAt: new Date(ORIGIN.CA + (v.points[0]?.hours ?? 0) * 3_600_000).toISOString(),
      views: v.points[v.points.length - 1]?.views ?? 0,
    });
    series.set(key, list);
  }
  for (const [key, videos] of series)
    if (videos.length >= MIN_SERIES_VIDEOS) out.push({ key, source: "CA", fit: isFitSeries(key), videos });
  // loadTrendingVideos gives videos first seen first; keep that order (the "before" design reads it).
  return out;
}

export type Design = "leave-one-out" | "before";
export type SeriesCase = { channel: RealChannel; target: SeriesVideo; history: SeriesVideo[] };

/** The cases of one design: each video with its history (at least MIN_CASE_HISTORY uploads). */
export function seriesCases(channels: readonly RealChannel[], design: Design): SeriesCase[] {
  const out: SeriesCase[] = [];
  for (const channel of channels) {
    channel.videos.forEach((target, i) => {
      const history =
        design === "leave-one-out" ? channel.videos.filter((_, j) => j !== i) : channel.videos.slice(0, i);
      if (history.length >= MIN_CASE_HISTORY && target.views > 0) out.push({ channel, target, history });
    });
  }
  return out;
}
