// analyzeCompetitorVideos: tracked channels with their uploads and snapshots -> each video's
// outlier score, views per hour, trend score and explanation, plus the page's stats.
// Pure and order-free: channels and videos are sorted by id first.
import type { VideoRecord, VideoStatsSnapshot } from "~/features/channel-data/index";
import { compactNumber as formatCount, countOf, videoAge } from "~/lib/format";
import { baselineFor, outlierScore, percentileRanks, type Baseline, type Upload } from "./baseline";
import { differences, formatDuration, MIN_NORM, type Difference, type NormVideo } from "./differences";
import { buildHistory, DAY_MS, viewsPerHourFrom, type ViewsPerHourBasis } from "./history";
import type { CompetitorAnalysis, CompetitorChannelInput, CompetitorInput, CompetitorVideo } from "./types";

/** At most this many differences are named in whyItWorks; all go to keyTakeaways. */
const WHY_CLAUSES = 3;

const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

type Prepared = {
  record: VideoRecord;
  upload: Upload;
  channelTitle: string;
  channelId: string;
};

export function analyzeCompetitorVideos(input: CompetitorInput): CompetitorAnalysis {
  const nowMs = Date.parse(input.now);
  if (!Number.isFinite(nowMs)) throw new RangeError(`analyzeCompetitorVideos: invalid now "${input.now}"`);

  const rows: Omit<CompetitorVideo, "trendScore">[] = [];
  let lastUpdatedMs: number | null = null;
  const seenVideos = new Set<string>();

  for (const { channelId, channelTitle, videos, snapshots } of mergeChannels(input.channels ?? [])) {
    const snapshotsByVideo = new Map<string, VideoStatsSnapshot[]>();
    for (const s of snapshots) {
      if (!s || typeof s.videoYoutubeId !== "string") continue;
      const list = snapshotsByVideo.get(s.videoYoutubeId) ?? [];
      list.push(s);
      snapshotsByVideo.set(s.videoYoutubeId, list);
    }
    const prepared: Prepared[] = [];
    for (const record of videos) {
      if (!record || typeof record.youtubeId !== "string" || seenVideos.has(record.youtubeId)) continue;
      const publishMs = Date.parse(record.publishedAt);
      if (!Number.isFinite(publishMs)) continue;
      seenVideos.add(record.youtubeId);
      const history = buildHistory(snapshotsByVideo.get(record.youtubeId) ?? [], nowMs);
      prepared.push({
        record,
        channelId,
        channelTitle,
        upload: { id: record.youtubeId, publishMs, isShort: record.isShort === true, history },
      });
    }
    const uploads = prepared.map((p) => p.upload);
    const norms = prepared.map((p) => toNorm(p));

    for (const [index, p] of prepared.entries()) {
      const last = p.upload.history[p.upload.history.length - 1];
      // A video with no snapshot has no counters to show or compare: it is not tracked yet.
      if (!last) continue;
      lastUpdatedMs = Math.max(lastUpdatedMs ?? last.ms, last.ms);
      const baseline = baselineFor(p.upload, uploads, nowMs);
      const score = outlierScore(last.views, baseline);
      const norm = normFor(norms[index]!, norms);
      const earlier = norms.filter((n) => n.publishMs < norms[index]!.publishMs);
      const found = differences(norms[index]!, norm, earlier, input.timeZone ?? "UTC");
      rows.push({
        id: p.record.youtubeId,
        title: p.record.title ?? "",
        channel: p.channelTitle,
        publishedAt: new Date(p.upload.publishMs).toISOString(),
        thumbnail: p.record.thumbnailUrl ?? null,
        viewCount: last.views,
        likeCount: last.likes,
        commentCount: last.comments,
        duration: formatDuration(p.record.durationSeconds),
        description: p.record.description ?? "",
        tags: Array.isArray(p.record.tags) ? p.record.tags : [],
        whyItWorks: whyItWorks(p.channelTitle, last.views, score, baseline, found, norm.length),
        keyTakeaways: found.map((d) => d.takeaway),
        channelId: p.channelId,
        durationSeconds: Number.isFinite(p.record.durationSeconds) ? Math.max(0, p.record.durationSeconds) : 0,
        isShort: p.upload.isShort,
        outlierScore: score,
        ...viewsPerHourFields(viewsPerHourFrom(p.upload.history, p.upload.publishMs)),
        baseline: baseline
          ? {
              medianViews: Math.round(baseline.medianViews),
              peers: baseline.peers,
              method: baseline.method,
              estimatedPeers: baseline.estimatedPeers,
              ageDays: Math.round((baseline.ageMs / DAY_MS) * 10) / 10,
              age: videoAge(baseline.ageMs),
            }
          : null,
      });
    }
  }

  const ranks = percentileRanks(rows.map((r) => r.outlierScore));
  const videos: CompetitorVideo[] = rows
    .map((row, i) => ({ ...row, trendScore: ranks[i] ?? null }))
    .sort(
      (a, b) =>
        (b.outlierScore ?? -1) - (a.outlierScore ?? -1) ||
        Date.parse(b.publishedAt) - Date.parse(a.publishedAt) ||
        byId(a.id, b.id),
    );
  return { videos, stats: stats(videos, lastUpdatedMs) };
}

function viewsPerHourFields(found: { value: number; basis: ViewsPerHourBasis } | null) {
  return { viewsPerHour: found?.value ?? null, viewsPerHourBasis: found?.basis ?? null };
}

/** Channels by id, a channel listed twice merged; videos and snapshots kept as given. */
function mergeChannels(channels: readonly CompetitorChannelInput[]) {
  const merged = new Map<
    string,
    { channelId: string; channelTitle: string; videos: VideoRecord[]; snapshots: VideoStatsSnapshot[] }
  >();
  for (const entry of channels) {
    if (!entry?.channel || typeof entry.channel.youtubeId !== "string") continue;
    const id = entry.channel.youtubeId;
    const current = merged.get(id) ?? {
      channelId: id,
      channelTitle: entry.channel.title ?? "",
      videos: [],
      snapshots: [],
    };
    current.videos.push(...(entry.videos ?? []));
    current.snapshots.push(...(entry.snapshots ?? []));
    merged.set(id, current);
  }
  return [...merged.values()]
    .sort((a, b) => byId(a.channelId, b.channelId))
    .map((c) => ({ ...c, videos: [...c.videos].filter(Boolean).sort((a, b) => byId(a.youtubeId, b.youtubeId)) }));
}

function toNorm(p: Prepared): NormVideo {
  return {
    id: p.upload.id,
    title: typeof p.record.title === "string" ? p.record.title : "",
    tags: Array.isArray(p.record.tags) ? p.record.tags.filter((t) => typeof t === "string") : [],
    publishMs: p.upload.publishMs,
    durationSeconds: Number.isFinite(p.record.durationSeconds) ? p.record.durationSeconds : 0,
    isShort: p.upload.isShort,
  };
}

/**
 * The channel's usual for style and timing: comparable uploads (same format when there are 3+),
 * the 30 published most recently before this one, or the 30 nearest in time when fewer than 5
 * came before it.
 */
function normFor(video: NormVideo, all: readonly NormVideo[]): NormVideo[] {
  const others = all.filter((n) => n.id !== video.id);
  const sameFormat = others.filter((n) => n.isShort === video.isShort);
  const pool = sameFormat.length >= 3 ? sameFormat : others;
  const before = pool
    .filter((n) => n.publishMs < video.publishMs)
    .sort((a, b) => b.publishMs - a.publishMs || byId(a.id, b.id));
  if (before.length >= MIN_NORM) return before.slice(0, 30);
  return [...pool]
    .sort(
      (a, b) => Math.abs(a.publishMs - video.publishMs) - Math.abs(b.publishMs - video.publishMs) || byId(a.id, b.id),
    )
    .slice(0, 30);
}

/** Clauses carry their own commas and brackets, so the list is joined with semicolons. */
function joinClauses(clauses: readonly string[]): string {
  if (clauses.length <= 1) return clauses[0] ?? "";
  if (clauses.length === 2) return `${clauses[0]} and ${clauses[1]}`;
  return `${clauses.slice(0, -1).join("; ")}; and ${clauses[clauses.length - 1]}`;
}

/** Outside this band a video clearly over- or under-performs its channel. */
const CLEAR_GAP = [0.67, 1.5] as const;

/** One decimal at any size, as the card's outlier score shows it ("18.6x", not "19x" beside "18.6×"). */
function outlierRatio(score: number): string {
  return `${score.toFixed(1)}x`;
}

/** Which same-age views were not read at that age but carried there along the growth curve (baseline.ts). */
function estimatedNote({ estimatedPeers, peers }: Baseline): string {
  if (estimatedPeers === 0) return "";
  const which =
    estimatedPeers === peers
      ? `${peers === 1 ? "its views" : "their views"} at that age are`
      : `${estimatedPeers} of them`;
  return `; ${which} estimated from readings at other ages by a typical growth curve`;
}

/** What an upload is set against at its age: "the median of Man City's 4 previous uploads", or "the views of Man City's only previous upload". */
function peersOf(channel: string, count: number, which: "previous" | "other"): string {
  return count === 1
    ? `the views of ${channel}'s only ${which} upload`
    : `the median of ${channel}'s ${countOf(count, `${which} upload`)}`;
}

/** Sentence one: the measured performance. Sentence two: the measured differences, if any. */
function whyItWorks(
  channel: string,
  views: number,
  score: number | null,
  baseline: Baseline | null,
  found: readonly Difference[],
  normSize: number,
): string {
  let performance: string;
  if (score === null || !baseline) {
    performance = `${formatCount(views)} views; ${channel} has too few comparable uploads with views to measure it against.`;
  } else if (baseline.method === "same-age") {
    const age = videoAge(baseline.ageMs);
    const peers = peersOf(channel, baseline.peers, baseline.newerPeers > 0 ? "other" : "previous");
    performance = `${formatCount(views)} views at ${age} old, ${outlierRatio(score)} ${peers} at the same age (${formatCount(baseline.medianViews)}${estimatedNote(baseline)}).`;
  } else {
    const peers =
      baseline.peers === 1
        ? `the current views of ${channel}'s only other upload`
        : `the median current views of ${channel}'s ${countOf(baseline.peers, "other upload")}`;
    performance = `${formatCount(views)} views, ${outlierRatio(score)} ${peers} (${formatCount(baseline.medianViews)}).`;
  }
  if (found.length > 0) {
    return `${performance} Against the channel's usual, it ${joinClauses(found.slice(0, WHY_CLAUSES).map((d) => d.clause))}.`;
  }
  if (normSize >= MIN_NORM) {
    const clear = score !== null && (score <= CLEAR_GAP[0] || score >= CLEAR_GAP[1]);
    return clear
      ? `${performance} Its title style, length, topic and timing match the channel's usual, so what sets it apart is none of those.`
      : `${performance} Its title style, length, topic and timing match the channel's usual.`;
  }
  return performance;
}

function stats(videos: readonly CompetitorVideo[], lastUpdatedMs: number | null): CompetitorAnalysis["stats"] {
  const totalViews = videos.reduce((sum, v) => sum + v.viewCount, 0);
  const perChannel = new Map<string, { title: string; views: number; count: number }>();
  for (const v of videos) {
    const entry = perChannel.get(v.channelId) ?? { title: v.channel, views: 0, count: 0 };
    entry.views += v.viewCount;
    entry.count++;
    perChannel.set(v.channelId, entry);
  }
  const top = [...perChannel.entries()].sort(
    ([idA, a], [idB, b]) => b.views / b.count - a.views / a.count || byId(idA, idB),
  )[0];
  return {
    totalVideosTracked: videos.length,
    avgViewsPerVideo: videos.length === 0 ? 0 : Math.round(totalViews / videos.length),
    topPerformingChannel: top ? top[1].title : null,
    lastUpdated: lastUpdatedMs === null ? null : new Date(lastUpdatedMs).toISOString(),
  };
}
