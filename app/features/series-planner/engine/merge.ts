// Analysing again updates what is stored instead of starting over. The rules:
// - a found series is matched to the stored one with the same key, else to the stored analysed
//   series sharing at least half of its uploads (topic clusters drift as uploads arrive);
// - new uploads are appended to the matched series; an upload that is the published version of
//   a planned entry (same title, or the same part number) fills that entry instead;
// - a video stays in the series it is already in, so no video is ever in two series;
// - nothing stored is deleted, reordered or renamed: planned videos, edited titles and
//   descriptions, manual series and series not found again are kept as they are;
// - entries that are uploads get their facts refreshed: status published, the upload's date.
import { normaliseStem, parseNumbered } from "./patterns";
import { MIN_SERIES_VIDEOS } from "./detect";
import type { DetectedSeries, SeriesStatus } from "./types";

export type StoredEntry = {
  id: string;
  videoId: string | null;
  title: string;
  status: SeriesStatus;
  position: number;
  publishDate: string | null;
};
export type StoredSeries = {
  id: string;
  source: "analysis" | "manual";
  detectedKey: string | null;
  entries: StoredEntry[];
};
export type UploadFacts = { title: string; publishedAt: string };

export type MergePlan = {
  create: { detected: DetectedSeries; videoIds: string[] }[];
  update: {
    seriesId: string;
    detected: DetectedSeries;
    /** Planned entries that are now uploads. */
    link: { entryId: string; videoId: string }[];
    /** New uploads, appended in this order. */
    append: string[];
  }[];
  /** Upload entries whose status or date no longer match the upload. */
  refresh: { entryId: string; publishDate: string }[];
};

/** YYYY-MM-DD (UTC) of an ISO time. */
export const dateOf = (iso: string) => new Date(Date.parse(iso)).toISOString().slice(0, 10);

function sameEpisode(planned: string, upload: string): boolean {
  if (normaliseStem(planned) === normaliseStem(upload)) return true;
  const a = parseNumbered(planned);
  const b = parseNumbered(upload);
  return a !== null && b !== null && a.number === b.number && a.stem === b.stem && a.marker === b.marker;
}

export function mergeDetected(
  stored: readonly StoredSeries[],
  detected: readonly DetectedSeries[],
  library: ReadonlyMap<string, UploadFacts>,
): MergePlan {
  const placed = new Set<string>();
  for (const s of stored) for (const e of s.entries) if (e.videoId) placed.add(e.videoId);

  // Keys first for every found series, then overlaps, so a key match is never taken by an overlap.
  const matched = new Map<DetectedSeries, StoredSeries>();
  const used = new Set<string>();
  const analysed = stored.filter((s) => s.source === "analysis");
  for (const d of detected) {
    const same = analysed.find((s) => s.detectedKey === d.key && !used.has(s.id));
    if (same) {
      matched.set(d, same);
      used.add(same.id);
    }
  }
  for (const d of detected) {
    if (matched.has(d)) continue;
    let best: { series: StoredSeries; overlap: number } | null = null;
    for (const s of analysed) {
      if (used.has(s.id)) continue;
      const uploads = new Set(s.entries.map((e) => e.videoId).filter((id): id is string => id !== null));
      const overlap = d.videoIds.filter((id) => uploads.has(id)).length;
      const needed = Math.max(2, Math.ceil(Math.min(d.videoIds.length, uploads.size) / 2));
      if (overlap >= needed && (!best || overlap > best.overlap)) best = { series: s, overlap };
    }
    if (best) {
      matched.set(d, best.series);
      used.add(best.series.id);
    }
  }

  const plan: MergePlan = { create: [], update: [], refresh: [] };
  for (const d of detected) {
    const fresh = d.videoIds.filter((id) => !placed.has(id) && library.has(id));
    const series = matched.get(d);
    if (!series) {
      if (fresh.length < MIN_SERIES_VIDEOS) continue;
      for (const id of fresh) placed.add(id);
      plan.create.push({ detected: d, videoIds: fresh });
      continue;
    }
    const open = series.entries.filter((e) => e.videoId === null);
    const link: { entryId: string; videoId: string }[] = [];
    const append: string[] = [];
    for (const id of fresh) {
      const upload = library.get(id)!;
      const entry = open.find((e) => !link.some((l) => l.entryId === e.id) && sameEpisode(e.title, upload.title));
      if (entry) link.push({ entryId: entry.id, videoId: id });
      else append.push(id);
      placed.add(id);
    }
    plan.update.push({ seriesId: series.id, detected: d, link, append });
  }

  for (const s of stored) {
    for (const e of s.entries) {
      const upload = e.videoId ? library.get(e.videoId) : undefined;
      if (!upload) continue;
      const date = dateOf(upload.publishedAt);
      if (e.status !== "published" || e.publishDate !== date) plan.refresh.push({ entryId: e.id, publishDate: date });
    }
  }
  return plan;
}
